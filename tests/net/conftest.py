"""The network tests' fixtures: the app tests' own data folder and language (``data_dir``),
for the tests here that drive the host's, the guest's and the hot-seat apps."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from claim2.text.i18n import LOCALE_VARIABLES, set_language


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A data folder of the test's own (``CLAIM2_DATA_DIR``), English before and after."""
    folder = tmp_path / "data"
    monkeypatch.setenv("CLAIM2_DATA_DIR", str(folder))
    monkeypatch.delenv("NO_COLOR", raising=False)
    for variable in LOCALE_VARIABLES:
        monkeypatch.delenv(variable, raising=False)
    set_language("en")
    yield folder
    set_language("en")
