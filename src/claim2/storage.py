"""Where claim2 keeps its files, and how it writes them without ever losing one.

The data folder is the platform's user data folder (platformdirs), unless the
environment variable ``CLAIM2_DATA_DIR`` names another (tests use that).
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

from platformdirs import user_data_dir

DATA_DIR_VARIABLE = "CLAIM2_DATA_DIR"


def data_dir() -> Path:
    """The folder for saves, settings and progress (created on demand)."""
    override = os.environ.get(DATA_DIR_VARIABLE)
    folder = Path(override) if override else Path(user_data_dir("claim2", appauthor=False))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def write_atomically(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` so that a crash leaves the old or the new file, whole."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:  # some platforms cannot open folders
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)


def move_aside(path: Path) -> Path:
    """Keep a file that could not be read under a new name beside it; returns that name."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.unreadable-{stamp}")
    number = 1
    while target.exists():
        number += 1
        target = path.with_name(f"{path.name}.unreadable-{stamp}-{number}")
    path.rename(target)
    return target
