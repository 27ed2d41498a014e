"""The one guard every write into a data folder goes through: only under its lock.

While this process has a data folder open as an app (``data_folder.open_data_folder``,
until ``DataFolder.release``) or for a command that writes
(``data_folder.holding_data_folder``), nothing may be written, renamed or deleted in
it unless this process holds its lock (``folder_lock``):
``check_write(path)`` raises ``NotLockedError`` (a ``PermissionError``, so an
``OSError``) otherwise. ``storage`` (every save, record, settings and progress file, and
every file moved aside), ``saves``, ``legacy_options``, the crash log and the history
index call it; a failed save then says "not saved" like a read-only disk does, and the
app offers to save the game elsewhere.

A folder this process does not have open is not guarded (tests and tools write
records freely; the crash log takes the lock again after the app has let it go); the
commands that only read never write at all.
"""

from __future__ import annotations

import errno
import os
import threading
from pathlib import Path

from claim2.text.i18n import _

_guard = threading.Lock()
_opened: dict[str, int] = {}  # data folders open in this process (absolute paths), counted
_held: dict[str, int] = {}  # each one's locks held by this process, counted
_why: dict[str, str] = {}  # why a folder opened without its lock cannot be written (one line)


class NotLockedError(PermissionError):
    """A write into a data folder whose lock this process does not hold."""


def _key(folder: Path) -> str:
    return os.path.normcase(os.path.abspath(folder))


def opened(folder: Path, *, held: bool, why: str | None = None) -> None:
    """``folder`` is open in this process from now on; ``held``: with its lock. ``why``:
    the reason the lock could not be taken (the folder is read-only...), said by every write
    refused there instead of "this window does not hold the data folder's lock"."""
    key = _key(folder)
    with _guard:
        _opened[key] = _opened.get(key, 0) + 1
        if held:
            _held[key] = _held.get(key, 0) + 1
        elif why is not None:
            _why[key] = why


def closed(folder: Path, *, held: bool) -> None:
    """``folder``, opened with ``opened`` (``held``: with its lock), is closed again; once no
    one in this process has it open, it is no longer guarded."""
    key = _key(folder)
    with _guard:
        for counts, counted in ((_opened, True), (_held, held)):
            count = counts.get(key, 0) - counted
            if count > 0:
                counts[key] = count
            else:
                counts.pop(key, None)
        if key not in _opened:
            _why.pop(key, None)


def holds(folder: Path) -> bool:
    """Whether this process holds the lock of ``folder``."""
    with _guard:
        return _held.get(_key(folder), 0) > 0


def guarded_folder(path: Path) -> str | None:
    """The data folder opened by this process that ``path`` is in, if any."""
    target = _key(path)
    with _guard:
        for folder in _opened:
            if target == folder or target.startswith(folder.rstrip(os.sep) + os.sep):
                return folder
    return None


def check_write(path: Path) -> None:
    """Raise NotLockedError unless ``path`` may be written (made, replaced, renamed,
    removed): it is in no data folder this process opened, or this process holds that
    folder's lock."""
    folder = guarded_folder(path)
    if folder is None:
        return
    with _guard:
        if _held.get(folder, 0) > 0:
            return
        why = _why.get(folder)
    if why is None:
        why = _("this window does not hold the data folder's lock")
    raise NotLockedError(errno.EACCES, why, str(path))


def forget_folders() -> None:
    """Forget every folder opened (tests start afresh)."""
    with _guard:
        _opened.clear()
        _held.clear()
        _why.clear()
