"""Each test here gets its own data folder and starts in English (tests/conftest.py)."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def _own_data_folder(data_dir: Path) -> None:
    """Every test here has a data folder of its own, in English."""
