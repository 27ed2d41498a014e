"""Where claim2 keeps its files, and how it writes them without ever losing one.

The data folder is the platform's user data folder (platformdirs), unless the
environment variable ``CLAIM2_DATA_DIR`` names another (tests use that).

Files are replaced atomically (a crash leaves the old file or the new one,
whole), renames never go over another file, and every rename or replacement
is followed by an fsync of its folder, so the new name survives a power cut.
Every write and rename goes through ``write_guard.check_write`` first: nothing is
written in a data folder whose lock this process does not hold.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

from platformdirs import user_data_dir

from claim2.storage.write_guard import check_write
from claim2.text.i18n import _
from claim2.text.quoting import quote

DATA_DIR_VARIABLE = "CLAIM2_DATA_DIR"

_notices: list[str] = []  # files set aside during this run, said once by the command or the app


class DataFolderError(OSError):
    """The data folder cannot be made or used; the message is one line for the user."""


def data_folder() -> Path:
    """Where the data folder is (it may not exist yet)."""
    override = os.environ.get(DATA_DIR_VARIABLE)
    return Path(override) if override else Path(user_data_dir("claim2", appauthor=False))


def data_dir() -> Path:
    """The folder for saves, settings and progress, created on demand.

    Raises DataFolderError (an OSError) when it cannot be made.
    """
    folder = data_folder()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise DataFolderError(error.errno, folder_problem(folder, error)) from None
    return folder


def folder_problem(folder: Path, error: OSError) -> str:
    """One line: the data folder cannot be used, and why."""
    return _("the data folder {path} cannot be used ({reason})").format(
        path=quote(str(folder), limit=200), reason=reason_of(error)
    )


def reason_of(error: OSError) -> str:
    """Why a file operation failed, in words (the system's own words, else the error)."""
    if isinstance(error, DataFolderError):
        return str(error.strerror)
    return error.strerror or str(error)


def write_atomically(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` so that a crash leaves the old or the new file, whole.
    Raises OSError (``NotLockedError`` without the data folder's lock)."""
    check_write(path)
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
    sync_folder(path.parent)


def sync_folder(folder: Path) -> None:
    """fsync ``folder``, so that names made or changed in it last (where folders can be synced)."""
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


def rename_unique(path: Path, name: str, suffix: str = "") -> Path:
    """Rename ``path`` to ``<name><suffix>`` in its folder, or ``<name>-2<suffix>`` and so on:
    never over another file, even one made at the same moment. Returns the new path.
    Raises OSError (``NotLockedError`` without the data folder's lock)."""
    check_write(path)
    number = 1
    while True:
        target = path.with_name(f"{name}{suffix}" if number == 1 else f"{name}-{number}{suffix}")
        try:
            _rename_no_clobber(path, target)
        except FileExistsError:
            number += 1
            continue
        sync_folder(path.parent)
        return target


def _rename_no_clobber(path: Path, target: Path) -> None:
    try:
        os.link(path, target)  # fails if target exists: no window between a check and a rename
    except FileExistsError:
        raise
    except OSError:  # a file system without hard links: check, then rename
        if target.exists():
            raise FileExistsError(target) from None
        os.rename(path, target)
        return
    os.unlink(path)


def move_aside(path: Path) -> Path:
    """Keep a file that could not be read under a new name beside it; returns that name."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    return rename_unique(path, f"{path.name}.unreadable-{stamp}")


def set_aside(path: Path, problem: str) -> str:
    """Move the unreadable file ``path`` aside and return a notice saying so (one line).

    The notice is also kept for ``take_notices``. If the file cannot be moved,
    the notice says so: it is left where it is, never overwritten by claim2's reader.
    """
    try:
        kept = move_aside(path)
    except OSError as error:
        notice = _("{path} could not be read ({problem}), nor moved aside ({reason}).").format(
            path=quote(str(path), limit=200), problem=problem, reason=reason_of(error)
        )
    else:
        notice = _("{path} could not be read ({problem}); it was kept as {kept}.").format(
            path=quote(str(path), limit=200), problem=problem, kept=quote(str(kept), limit=200)
        )
    _notices.append(notice)
    return notice


def add_notice(notice: str) -> None:
    """Keep ``notice`` (one line) for ``take_notices``."""
    _notices.append(notice)


def take_notices() -> list[str]:
    """The notices of files set aside since the last call (each is given once)."""
    notices = list(_notices)
    _notices.clear()
    return notices


def discard_notices() -> None:
    """Forget the notices not yet given (tests start afresh)."""
    _notices.clear()
