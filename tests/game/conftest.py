"""Each test here gets a data folder of its own (``clean_environment``): never the user's."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _own_data_folder(clean_environment: None) -> None:
    """Nothing here should touch the data folder; if something does, it is the test's own."""
