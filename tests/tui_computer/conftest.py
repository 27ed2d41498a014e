from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from claim2.i18n import current_language, set_language


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Every test gets its own data folder (never the user's) and English text."""
    folder = tmp_path / "data"
    monkeypatch.setenv("CLAIM2_DATA_DIR", str(folder))
    monkeypatch.delenv("NO_COLOR", raising=False)
    language = current_language()
    set_language("en")
    yield folder
    set_language(language)
