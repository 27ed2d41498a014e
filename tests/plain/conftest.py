"""The plain-line front-end's tests: each has a data folder of its own (never the user's),
English, and saves not flushed to the disk (``fsync``: these tests are about lines, not
power cuts; tests/hostile write for real)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def data_dir(clean_environment: None, tmp_path: Path) -> Path:
    """The test's data folder (``CLAIM2_DATA_DIR``, set by ``clean_environment``)."""
    return tmp_path


@pytest.fixture(autouse=True)
def _no_flush_to_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(os, "fsync", lambda descriptor: None)
