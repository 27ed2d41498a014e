"""Each test here gets a data folder of its own (``clean_environment``): never the user's."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _own_folder_unflushed(clean_environment: None, no_flush_to_disk: None) -> None:
    """Nothing here should touch the data folder; if something does, it is the test's own,
    and saves are not flushed to the disk (tests/conftest.py): these tests are about the
    game, not about surviving a power cut."""
