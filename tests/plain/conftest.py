"""The plain-line front-end's tests: each has a data folder of its own (never the user's),
English, and saves not flushed to the disk (``fsync``: these tests are about lines, not
power cuts; tests/hostile write for real)."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def _own_folder_unflushed(data_folder: Path, no_flush_to_disk: None) -> None:
    """Every test here has a data folder of its own, made, in English, and its saves are not
    flushed to the disk (both in tests/conftest.py)."""
