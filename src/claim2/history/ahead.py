"""What a game's end needs of the history, done ahead while the players look at the table.

At a game's end the app says the people's ratings (``present.rating_words``): the game is
noted in the history's index (``index.note_files``) and rated. The first game in a
process also imports what reads a record and rates a game (openskill, about 3 ms of CPU
with its compiled models), and on a data folder with no index yet the index is made then
(docs/performance.md: 12 ms of a 40 ms end). ``Ahead`` does that in a thread of its own
once a game is on the screen, while nobody waits for it; the end then only notes its game.
The index is made as ``open_index`` makes it (from the saves folder, only under the data
folder's lock), and the thread is told to stop and waited for before the lock is let go.
"""

from __future__ import annotations

import contextlib
import sqlite3
import threading
from pathlib import Path

from claim2.history.index import open_index
from claim2.history.listing import regular
from claim2.history.store import INDEX_FILE
from claim2.storage import write_guard


class _Stopped(Exception):
    """The thread was told to stop."""


class Ahead:
    """The history's part of the games' ends, done ahead in a thread (one at a time)."""

    def __init__(self) -> None:
        self._thread: threading.Thread | None = None
        self._stop = threading.Event()

    def start(self, data: Path) -> None:
        """Begin, for the data folder ``data`` (unless it is under way already)."""
        if self._stop.is_set() or (self._thread is not None and self._thread.is_alive()):
            return
        self._thread = threading.Thread(
            target=self._run, args=(data,), name="claim2 history ahead", daemon=True
        )
        self._thread.start()

    def stop(self) -> None:
        """Stop soon and wait for it (before the data folder's lock is let go)."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join()

    def _run(self, data: Path) -> None:
        from openskill.models import PlackettLuce  # what ``ratings.Rater`` rates with

        from claim2.history import reading  # what reads a record into the index

        del PlackettLuce, reading  # imported: nothing more to do with them here
        if self._stop.is_set() or not write_guard.holds(data) or regular(data / INDEX_FILE):
            return
        problems = (_Stopped, sqlite3.Error, OSError, ValueError, OverflowError)
        with contextlib.suppress(*problems), open_index(data, self._going_on):
            pass

    def _going_on(self, _read: int, _to_read: int) -> None:
        """Told as files are read into a new index (every ``store.BATCH``)."""
        if self._stop.is_set():
            raise _Stopped
