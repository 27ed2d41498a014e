"""The saves folder as the history's index sees it: each record file's name, size and
time (``list_saves``), and a digest of them all, which the index keeps to know at once
that nothing changed since it last looked (``Listing.digest``)."""

from __future__ import annotations

import hashlib
import os
import stat
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True, slots=True)
class Listing:
    """The record files in the saves folder: name -> (size, mtime_ns); or why it cannot be
    listed."""

    files: dict[str, tuple[int, int]]
    problem: str | None = None

    def digest(self) -> str:
        """What tells two listings apart (the index keeps the last one's: ``refresh``): the
        names, sizes and times in the order the folder lists them, which stays while the
        folder does (another order is only another digest: the files are compared then)."""
        text = repr(self.files).encode("utf-8", "surrogateescape")
        return hashlib.blake2b(text, digest_size=16).hexdigest()


def list_saves(saves: Path) -> Listing:
    """Every ``*.json`` in the saves folder (not hidden ones), with its size and time."""
    files: dict[str, tuple[int, int]] = {}
    try:
        with os.scandir(saves) as entries:
            for entry in entries:
                name = entry.name
                if name.endswith(".json") and not name.startswith("."):
                    try:
                        found = entry.stat()
                    except OSError:  # a broken link: read again (and skipped) every time
                        files[name] = (-1, -1)
                    else:
                        files[name] = (found.st_size, found.st_mtime_ns)
    except FileNotFoundError:
        return Listing({})
    except OSError as error:
        return Listing({}, error.strerror or str(error))
    return Listing(files)


def file_key(path: Path) -> tuple[int, int]:
    """What tells that a file has changed: its size and time (-1 when it cannot be looked
    at, a broken link: read again, and skipped with a note, every time)."""
    try:
        found = path.stat()
    except OSError:
        return (-1, -1)
    return (found.st_size, found.st_mtime_ns)


def regular(path: Path) -> bool:
    try:
        return stat.S_ISREG(os.lstat(path).st_mode)
    except OSError:
        return False
