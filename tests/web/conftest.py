"""The browser guest's tests: a data folder of each test's own (never the user's), in
English."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def _own_data_folder(data_dir: Path) -> None:
    """The test's own data folder (tests/conftest.py; ``CLAIM2_DATA_DIR``, which the guest's
    process started by the server inherits too), in English."""
