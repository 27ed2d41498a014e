"""The sitting's tests: each gets a data folder of its own (``CLAIM2_DATA_DIR``, never the
user's), and every sitting it opens is closed (its folder lock let go) when it ends."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from .tables import Sittings


@pytest.fixture(autouse=True)
def data_dir(clean_environment: None, tmp_path: Path) -> Path:
    """The test's data folder (``CLAIM2_DATA_DIR``): every test has one, so that nothing
    here ever touches the user's."""
    return tmp_path


@pytest.fixture(autouse=True)
def _no_flush_to_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    """Saves are written as always, but not flushed to the disk (``fsync``): these tests are
    about a game's life, not about surviving a power cut (tests/hostile write for real),
    and a hundred flushes a game would make each whole game take a quarter of a second."""
    monkeypatch.setattr(os, "fsync", _no_flush)


def _no_flush(descriptor: int) -> None:
    """``os.fsync`` that does nothing."""


@pytest.fixture
def sittings(data_dir: Path) -> Iterator[Sittings]:
    """Sittings on the test's data folder, closed afterwards."""
    opened = Sittings(data_dir)
    yield opened
    opened.close()
