"""Opening the data folder for the app (or a command that writes): made, and locked.

``open_data_folder()`` makes the data folder and takes its lock (one app per folder);
it never raises: the ``DataFolder`` it returns says whether the lock is ``held``, or
that another window has it (``elsewhere``), or why the folder cannot be used
(``problem``, one line). Either way the folder is guarded until ``release()``
(``write_guard``): nothing is written there unless this process holds the lock, so a
second window, or one whose lock file could not be opened, never overwrites the game.

``holding_data_folder()`` is the same for a short while (a command, the crash log).
"""

from __future__ import annotations

import errno
import os
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from claim2.storage import write_guard
from claim2.storage.files import (
    DataFolderError,
    data_dir,
    data_folder,
    folder_problem,
    reason_of,
)
from claim2.storage.lock import LOCK_FILE, FolderLock
from claim2.text.i18n import _
from claim2.text.quoting import quote

SAVES_FOLDER = "saves"


@dataclass(slots=True)
class DataFolder:
    """What the app found when it opened the data folder (guarded until ``release``)."""

    folder: Path
    lock: FolderLock | None = None  # held while the app runs
    problem: str | None = None  # why the folder cannot be used (the game is not saved)
    elsewhere: bool = False  # another app holds the lock: the game is open in another window
    guarded: bool = field(default=False, repr=False)  # counted in ``write_guard``

    @property
    def held(self) -> bool:
        """Whether this process holds the folder's lock (and so may write there)."""
        return self.lock is not None and self.lock.held

    def release(self) -> None:
        """Let the lock go and close the folder: this one writes nothing more there."""
        if self.guarded:
            self.guarded = False
            write_guard.closed(self.folder, held=self.lock is not None)
        if self.lock is not None:
            self.lock.release()
            self.lock = None


def _opened(found: DataFolder) -> DataFolder:
    write_guard.opened(found.folder, held=found.lock is not None, why=found.problem)
    found.guarded = True
    return found


def open_data_folder(folder: Path | None = None) -> DataFolder:
    """Make the data folder (``folder``, else the usual one) and take its lock; never
    raises. The folder is guarded until ``release``: see the module."""
    try:
        folder = folder or data_dir()
        folder.mkdir(parents=True, exist_ok=True)
    except DataFolderError as error:
        return _opened(DataFolder(folder or data_folder(), problem=str(error.strerror)))
    except OSError as error:
        assert folder is not None
        return _opened(DataFolder(folder, problem=folder_problem(folder, error)))
    lock = FolderLock(folder)
    try:
        held = lock.acquire()
    except OSError as error:
        unusable = write_problem(folder) or lock_problem(folder, error)
        return _opened(DataFolder(folder, problem=unusable))
    if not held:
        return _opened(DataFolder(folder, elsewhere=True))
    problem = write_problem(folder) or saves_problem(folder)
    return _opened(DataFolder(folder, lock=lock, problem=problem))


@contextmanager
def holding_data_folder(folder: Path | None = None) -> Iterator[DataFolder]:
    """The data folder opened and locked while the block runs (see ``open_data_folder``);
    ``held`` says whether the block may write there."""
    opened = open_data_folder(folder)
    try:
        yield opened
    finally:
        opened.release()


def lock_problem(folder: Path, error: OSError) -> str:
    """One line: the data folder's lock file cannot be opened, and why (nothing is saved)."""
    reason = reason_of(error)
    if error.errno == errno.ELOOP:
        reason = _("it is a link")
    return _("the data folder {path} cannot be used (its lock file {lock}: {reason})").format(
        path=quote(str(folder), limit=200), lock=LOCK_FILE, reason=reason
    )


def write_problem(folder: Path) -> str | None:
    """Why nothing can be written in ``folder`` itself, in one line (its file system is
    mounted read-only, or this user may not write there), or None. A folder's own modes
    do not bind root: what the system answers is asked (``os.access``), not read from them.
    """
    path = quote(str(folder), limit=200)
    try:
        read_only = bool(os.statvfs(folder).f_flag & getattr(os, "ST_RDONLY", 0))
    except (OSError, AttributeError):  # no statvfs (Windows), or the folder went away
        read_only = False
    if read_only:
        return _("the data folder {path} is read-only").format(path=path)
    if not os.access(folder, os.W_OK | os.X_OK):
        return _("claim2 may not write in the data folder {path}").format(path=path)
    return None


def saves_problem(folder: Path) -> str | None:
    """Why the saves folder in ``folder`` cannot be used (not searchable or not writable),
    or None: games are saved there."""
    saves = folder / SAVES_FOLDER
    try:
        if not saves.is_dir():
            return None  # made at the first save (or a clear error then)
    except OSError as error:
        return folder_problem(saves, error)
    if os.access(saves, os.W_OK | os.X_OK):
        return None
    return folder_problem(saves, PermissionError(errno.EACCES, os.strerror(errno.EACCES)))
