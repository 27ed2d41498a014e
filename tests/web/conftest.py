"""The browser guest's tests: a data folder of each test's own (never the user's), in
English."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from claim2.text.i18n import LOCALE_VARIABLES, set_language


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The test's own data folder (``CLAIM2_DATA_DIR``, which the guest's process started
    by the server inherits too); English before and after."""
    folder = tmp_path / "data"
    monkeypatch.setenv("CLAIM2_DATA_DIR", str(folder))
    for variable in LOCALE_VARIABLES:
        monkeypatch.delenv(variable, raising=False)
    set_language("en")
    yield folder
    set_language("en")
