"""One app per data folder: a lock on ``claim2.lock`` in it, held while the app runs.

The lock is the operating system's own lock on an open file, taken with ``filelock``
(``flock`` on Linux and macOS, ``LockFileEx`` on Windows): the system drops it when
the process ends, however it ends (``kill -9`` included), so it is never left stale;
the file itself stays. A second app on the same folder does not get it and must not
write anything there (``write_guard``; ``claim2.tui`` offers it the rules, the
walkthrough and replays).

The lock file is opened like every file claim2 reads (``safe_files``): a FIFO, a
device, a folder or a link in its place is refused at once, never waited for.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Final

from filelock import lock_descriptor, unlock_descriptor

from claim2.storage.safe_files import open_regular

LOCK_FILE: Final = "claim2.lock"
_NOFOLLOW: Final = getattr(os, "O_NOFOLLOW", 0)  # a link in its place: refused (ELOOP)


class FolderLock:
    """The lock of one data folder; ``acquire`` says whether this process now holds it."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.path = folder / LOCK_FILE
        self._descriptor: int | None = None

    @property
    def held(self) -> bool:
        return self._descriptor is not None

    def acquire(self) -> bool:
        """Take the lock if no other app holds it; True if held now. Raises OSError when the
        lock file cannot be opened or locked (an unusable folder): ``NotRegularFile`` for
        something else in its place."""
        if self._descriptor is not None:
            return True
        # read-only: an open file to write to would keep a file system from being made
        # read-only under the app (the lock needs no write access)
        descriptor = open_regular(self.path, os.O_RDONLY | os.O_CREAT | _NOFOLLOW)
        try:
            held = lock_descriptor(descriptor, blocking=False)
        except BaseException:
            os.close(descriptor)
            raise
        if not held:
            os.close(descriptor)
            return False
        self._descriptor = descriptor
        return True

    def release(self) -> None:
        """Let the lock go (closing the file releases it too)."""
        descriptor, self._descriptor = self._descriptor, None
        if descriptor is None:
            return
        try:
            unlock_descriptor(descriptor)
        except OSError:
            pass  # closing it below lets it go all the same
        finally:
            os.close(descriptor)
