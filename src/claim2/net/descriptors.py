"""The host's file descriptors: some are always kept for the game.

Every connection the system accepts is a descriptor of the host's process, and so is
every file the game opens to save itself. Whatever the network does, ``RESERVE``
descriptors stay free for the game (its save, the history's index, a guest process's
pipes): a connection accepted while fewer are left is closed at once (the doors call
``room_left``). On a system that cannot say how many are open (Windows), only the doors'
caps hold.
"""

from __future__ import annotations

import os
import sys

RESERVE = 32  # descriptors always kept free for the game
_LISTS = ("/proc/self/fd", "/dev/fd")  # Linux; macOS and the BSDs


def descriptor_limit() -> int | None:
    """How many descriptors this process may hold (its soft limit), or None: no limit
    known."""
    if sys.platform == "win32":  # pragma: no cover - Windows
        return None
    import resource  # not on Windows

    soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    return None if soft == resource.RLIM_INFINITY else int(soft)


def open_descriptors() -> int | None:
    """How many descriptors this process holds now, or None: the system does not say."""
    for listing in _LISTS:
        try:
            return len(os.listdir(listing)) - 1  # the listing's own descriptor
        except OSError:
            continue
    return None  # pragma: no cover - a system without either listing


def descriptors_left() -> int | None:
    """How many more descriptors this process may open, or None: not known."""
    limit = descriptor_limit()
    if limit is None:
        return None
    held = open_descriptors()
    return None if held is None else limit - held


def room_left(reserve: int = RESERVE) -> bool:
    """Whether a new connection may be kept: more than ``reserve`` descriptors are left
    (or nobody can say)."""
    left = descriptors_left()
    return left is None or left > reserve
