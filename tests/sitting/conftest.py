"""The sitting's tests: each gets a data folder of its own (``CLAIM2_DATA_DIR``, never the
user's), and every sitting it opens is closed (its folder lock let go) when it ends."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from .tables import Sittings


@pytest.fixture(autouse=True)
def _own_folder_unflushed(data_folder: Path, no_flush_to_disk: None) -> None:
    """Every test here has a data folder of its own, made, so that nothing here ever
    touches the user's, and its saves are not flushed to the disk (tests/conftest.py)."""


@pytest.fixture
def sittings(data_dir: Path) -> Iterator[Sittings]:
    """Sittings on the test's data folder, closed afterwards."""
    opened = Sittings(data_dir)
    yield opened
    opened.close()
