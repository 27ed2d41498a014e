"""The fixture every app test uses (imported by the conftest of each app test folder)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from claim2.text.i18n import LOCALE_VARIABLES, set_language


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Every test gets its own data folder (never the user's), starts in English and
    leaves English behind (a test that switches to Dutch does not leak into the next)."""
    folder = tmp_path / "data"
    monkeypatch.setenv("CLAIM2_DATA_DIR", str(folder))
    monkeypatch.delenv("NO_COLOR", raising=False)
    for variable in LOCALE_VARIABLES:
        monkeypatch.delenv(variable, raising=False)
    set_language("en")
    yield folder
    set_language("en")
