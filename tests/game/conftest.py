"""Each test here gets a data folder of its own (``clean_environment``): never the user's."""

from __future__ import annotations

import os

import pytest


@pytest.fixture(autouse=True)
def _own_data_folder(clean_environment: None) -> None:
    """Nothing here should touch the data folder; if something does, it is the test's own."""


@pytest.fixture(autouse=True)
def _no_flush_to_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    """Saves are written as always, but not flushed to the disk (``fsync``): these tests
    are about the game, not about surviving a power cut (tests/hostile write for real)."""
    monkeypatch.setattr(os, "fsync", _no_flush)


def _no_flush(descriptor: int) -> None:
    """``os.fsync`` that does nothing."""
