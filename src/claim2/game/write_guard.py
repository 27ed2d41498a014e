"""The one guard every write into a data folder goes through: only under its lock.

Once this process has opened a data folder as an app (``data_folder.open_data_folder``)
or for a command that writes (``data_folder.holding_data_folder``), nothing may be
written, renamed or deleted in it unless this process holds its lock (``folder_lock``):
``check_write(path)`` raises ``NotLockedError`` (a ``PermissionError``, so an
``OSError``) otherwise. ``storage`` (every save, record, settings and progress file, and
every file moved aside), ``saves``, ``legacy_options``, the crash log and the history
index call it; a failed save then says "not saved" like a read-only disk does, and the
app offers to save the game elsewhere.

A folder no app of this process has opened is not guarded (tests and tools write
records freely); the commands that only read never write at all.
"""

from __future__ import annotations

import errno
import os
import threading
from pathlib import Path

from claim2.game.i18n import _

_guard = threading.Lock()
_opened: set[str] = set()  # data folders opened by this process (absolute paths)
_held: dict[str, int] = {}  # each one's locks held by this process, counted


class NotLockedError(PermissionError):
    """A write into a data folder whose lock this process does not hold."""


def _key(folder: Path) -> str:
    return os.path.normcase(os.path.abspath(folder))


def opened(folder: Path, *, held: bool) -> None:
    """``folder`` is used by this process from now on; ``held``: with its lock."""
    key = _key(folder)
    with _guard:
        _opened.add(key)
        if held:
            _held[key] = _held.get(key, 0) + 1


def released(folder: Path) -> None:
    """One of this process's locks on ``folder`` is let go; writes stop with the last."""
    key = _key(folder)
    with _guard:
        count = _held.get(key, 0) - 1
        if count > 0:
            _held[key] = count
        else:
            _held.pop(key, None)


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
    raise NotLockedError(
        errno.EACCES, _("this window does not hold the data folder's lock"), str(path)
    )


def forget_folders() -> None:
    """Forget every folder opened (tests start afresh)."""
    with _guard:
        _opened.clear()
        _held.clear()
