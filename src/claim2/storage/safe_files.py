"""Opening a file claim2 reads or locks so that nothing in its place can hang or fool it.

A FIFO opened the usual way waits for a writer forever; a device may never end; a
folder cannot be read. ``open_regular`` opens without waiting (``O_NONBLOCK``, and
never as the controlling terminal), then checks with ``fstat`` on the descriptor it
holds (no window between a check and the open) that it is a regular file; anything
else is refused at once with ``NotRegularFile``, an ``OSError`` whose ``strerror`` says
what is there in one line for the user.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path
from typing import Final

from claim2.text.i18n import _

_NONBLOCK: Final = getattr(os, "O_NONBLOCK", 0)  # not on Windows, which has no FIFOs to fear
_NOCTTY: Final = getattr(os, "O_NOCTTY", 0)
_CLOEXEC: Final = getattr(os, "O_CLOEXEC", 0)
_BINARY: Final = getattr(os, "O_BINARY", 0)  # Windows: no newline translation


class NotRegularFile(OSError):
    """Something other than a regular file is where claim2 expects one."""


def kind_of(mode: int) -> str:
    """What a file of ``mode`` is, in words: "a folder", "a named pipe (FIFO)"…"""
    if stat.S_ISDIR(mode):
        return _("a folder")
    if stat.S_ISFIFO(mode):
        return _("a named pipe (FIFO)")
    if stat.S_ISSOCK(mode):
        return _("a socket")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return _("a device")
    return _("something else")


def not_regular(path: str | Path, mode: int) -> NotRegularFile:
    """The error for ``path``, which is not a regular file but ``mode``'s kind."""
    reason = _("it is {kind}, not a regular file").format(kind=kind_of(mode))
    return NotRegularFile(errno.EINVAL, reason, str(path))


def open_regular(path: str | Path, flags: int = os.O_RDONLY, mode: int = 0o644) -> int:
    """A descriptor of the regular file ``path`` opened with ``flags`` (``os.O_CREAT`` may be
    among them); raises NotRegularFile at once for a FIFO, device, socket or folder, and
    OSError for what the system refuses. The caller closes the descriptor."""
    flags |= _NONBLOCK | _NOCTTY | _CLOEXEC | _BINARY
    try:
        descriptor = os.open(path, flags, mode)
    except OSError as error:  # a folder (EISDIR; on Windows EACCES), a socket (ENXIO)…
        if error.errno in (errno.EISDIR, errno.ENXIO, errno.EOPNOTSUPP, errno.EACCES):
            found = _mode(path)
            if found is not None and not stat.S_ISREG(found):
                raise not_regular(path, found) from None
        raise
    try:
        found = os.fstat(descriptor).st_mode
        if not stat.S_ISREG(found):
            raise not_regular(path, found)
        if _NONBLOCK:  # a regular file never blocks; reads go on as usual
            os.set_blocking(descriptor, True)
    except BaseException:
        os.close(descriptor)
        raise
    return descriptor


def _mode(path: str | Path) -> int | None:
    try:
        return os.stat(path).st_mode
    except OSError:
        return None
