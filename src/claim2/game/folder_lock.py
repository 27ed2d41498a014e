"""One app per data folder: a lock on ``claim2.lock`` in it, held while the app runs.

The lock is ``fcntl.flock`` on an open file: the system drops it when the
process ends, however it ends (``kill -9`` included), so it is never left
stale; the file itself stays. Where there is no ``fcntl`` (Windows) every
app gets the lock. A second app on the same folder does not get it and must
not write the game's save (``claim2.tui`` offers it the rules, the
walkthrough and replays).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import IO, Final

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

LOCK_FILE: Final = "claim2.lock"


class FolderLock:
    """The lock of one data folder; ``acquire`` says whether this process now holds it."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / LOCK_FILE
        self._file: IO[bytes] | None = None

    @property
    def held(self) -> bool:
        return self._file is not None

    def acquire(self) -> bool:
        """Take the lock if no other app holds it; True if held now. Raises OSError when the
        lock file cannot be opened (an unusable folder)."""
        if self._file is not None:
            return True
        # read-only: an open file to write to would keep a file system from being made
        # read-only under the app (flock needs no write access)
        descriptor = os.open(self.path, os.O_RDONLY | os.O_CREAT, 0o644)
        file = os.fdopen(descriptor, "rb")
        if fcntl is not None:
            try:
                fcntl.flock(file.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                file.close()
                return False
            except OSError:
                file.close()
                raise
        self._file = file
        return True

    def release(self) -> None:
        """Let the lock go (closing the file releases it)."""
        if self._file is not None:
            self._file.close()
            self._file = None
