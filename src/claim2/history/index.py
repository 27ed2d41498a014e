"""The history's index: every game of the saves folder in SQLite (the standard library's).

The record files stay the source of truth. The index (``history.sqlite3`` in the data
folder) keeps what the history needs of each file (``history_entry``), so that a
history of 20,000 games is listed a page at a time and its statistics are counted by
SQL, in a fraction of a second.

Each time it is opened (``open_index``) it is checked against the saves folder: a file
added, changed (size or time) or removed is read again or dropped, and the same game
in two files is listed once. It is written only under the data folder's lock
(``write_guard``): by the app, which holds it, as games end (``note_files``) and when
the history is read; by a command that finds the lock free, for the moment it needs.
An index that is missing, damaged or of another version is rebuilt from the files (a
damaged one is kept aside, never deleted). Without the lock the index is copied into
memory and brought up to date there: nothing is written.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any, Final

from claim2.engine import Faction
from claim2.history import store as history_store
from claim2.history.entry import ComputerSeat, GameEntry, MatchInfo, PlayerStats, Tally
from claim2.history.ratings import Played, new_rating, ratings
from claim2.history.store import (
    COLUMNS,
    EPOCH,
    FACTIONS,
    INDEX_FILE,
    SCHEMA_VERSION,
    Listing,
    Progress,
    file_key,
    list_saves,
    refresh,
    refreshed_in_memory,
    refreshed_on_disk,
    regular,
    version,
)
from claim2.storage import write_guard
from claim2.storage.data_folder import SAVES_FOLDER, holding_data_folder
from claim2.storage.files import data_folder
from claim2.text.i18n import _, current_language
from claim2.text.quoting import quote

__all__ = [
    "INDEX_FILE",
    "HistoryIndex",
    "Listing",
    "Progress",
    "list_saves",
    "note_files",
    "open_index",
]

_ORDER: Final = "ORDER BY moment IS NULL, moment DESC, name DESC"


class HistoryIndex:
    """The games of one saves folder (open with ``open_index``)."""

    def __init__(self, connection: sqlite3.Connection, data: Path, listing: Listing) -> None:
        self._db = connection
        self.data = data
        self.listing = listing

    def count(self, *, finished: bool = True) -> int:
        """How many games are listed (each game once): finished ones, or the others."""
        row = self._db.execute(
            "SELECT count(*) FROM games WHERE finished = ? AND listed = 1", (int(finished),)
        ).fetchone()
        return int(row[0])

    def page(self, offset: int, limit: int) -> list[GameEntry]:
        """Finished games, newest first, from the ``offset``-th (0: the newest)."""
        rows = self._db.execute(
            f"SELECT {COLUMNS} FROM games WHERE finished = 1 AND listed = 1 {_ORDER} "
            "LIMIT ? OFFSET ?",
            (max(limit, 0), max(offset, 0)),
        )
        return [self._entry(row) for row in rows]

    def shelved(self) -> list[GameEntry]:
        """The unfinished games (the one in progress and those kept aside), newest first."""
        rows = self._db.execute(
            f"SELECT {COLUMNS} FROM games WHERE finished = 0 AND listed = 1 {_ORDER}"
        )
        return [self._entry(row) for row in rows]

    def notes(self) -> list[str]:
        """One line for each file skipped (and each old options file that could not be
        read), by name; in the language of now (a file noted in another is read again)."""
        language = current_language()
        notes = []
        if self.listing.problem is not None:
            notes.append(
                _("cannot read the folder {path}: {reason}").format(
                    path=quote(str(self.data / SAVES_FOLDER), limit=200),
                    reason=self.listing.problem,
                )
            )
        rows = self._db.execute(
            "SELECT name, note, language FROM files WHERE note IS NOT NULL ORDER BY name"
        )
        for name, note, noted in rows.fetchall():
            again = None
            if noted != language:  # read again, in the language of now
                again = history_store.read_file(self.data / SAVES_FOLDER / name, self.data).note
            notes.append(again or note)
        return notes

    def statistics(self) -> dict[str, PlayerStats]:
        """Each person's games, wins, draws, votes and take-backs over the finished games
        (each game once), by name, the most games first (counted by SQL)."""
        factions = ", ".join(f"sum(seats.{key})" for key in FACTIONS)
        rows = self._db.execute(
            "SELECT person, seats.level, count(*), sum(result = 1), sum(result = 0), "
            f"sum(seats.take_backs), {factions} FROM seats JOIN games USING (name) "
            "WHERE games.listed = 1 GROUP BY person, seats.level"
        )
        players: dict[str, PlayerStats] = {}
        for person, level, games, wins, draws, take_backs, *votes in rows:
            stats = players.setdefault(person, PlayerStats())
            tally = Tally(games, wins, draws)
            stats.total = Tally(
                stats.total.games + games, stats.total.wins + wins, stats.total.draws + draws
            )
            if level is None:
                stats.vs_people = tally
            else:
                stats.vs_computer[level] = tally
            for faction, won in zip(Faction, votes, strict=True):
                stats.faction_votes[faction] += won
            stats.take_backs += take_backs
        rated = ratings(self.played())
        for person, stats in players.items():
            stats.rating = rated.get(person) or new_rating()
        return dict(sorted(players.items(), key=lambda item: (-item[1].total.games, item[0])))

    def played(self) -> list[Played]:
        """The finished games (each once) as ratings need them, the first played first (a
        game whose end is unknown before all; then by file name: ``history.ratings``)."""
        rows = self._db.execute(
            "SELECT player0, player1, winner, computer_seat, level FROM games "
            "WHERE finished = 1 AND listed = 1 ORDER BY moment IS NOT NULL, moment, name"
        )
        return [Played((first, second), *rest) for first, second, *rest in rows]

    def _entry(self, row: tuple[Any, ...]) -> GameEntry:
        (name, finished, moment, first, second, winner, votes0, votes1, factions, level) = row[:10]
        seat, take_backs, match, phase, trick = row[10:]
        computer = None if level is None else ComputerSeat(seat, level)
        found_match = None
        if match is not None:
            fields = json.loads(match)
            found_match = MatchInfo(
                fields["id"], fields["first_to"], fields["game"], tuple(fields["tally"])
            )
        return GameEntry(
            f"{SAVES_FOLDER}/{name}",
            (first, second),
            finished=bool(finished),
            when=None if moment is None else EPOCH + timedelta(microseconds=moment),
            winner=winner,
            votes=None if votes0 is None else (votes0, votes1),
            faction_votes=tuple(json.loads(factions)),
            phase=phase,
            trick=trick,
            computer=computer,
            take_backs=take_backs,
            match=found_match,
            folder=self.data,
        )


@contextlib.contextmanager
def open_index(
    data: Path | None = None, progress: Progress | None = None
) -> Iterator[HistoryIndex]:
    """The history index of the data folder ``data``, up to date with its saves folder
    (see the module). ``progress(read, to_read)`` is told as files are read."""
    data = data or data_folder()
    listing = list_saves(data / SAVES_FOLDER)
    connection = None
    if listing.problem is not None:  # the saves folder cannot be read: nothing to list
        pass
    elif write_guard.holds(data):
        connection = _on_disk(data, listing, progress)
    elif listing.files and data.is_dir():
        with holding_data_folder(data) as folder:  # a command: the lock for the moment
            if folder.held:  # else an app has it: read, write nothing
                connection = _on_disk(data, listing, progress)
    if connection is None:
        connection = refreshed_in_memory(data, listing, progress)
    try:
        yield HistoryIndex(connection, data, listing)
    finally:
        connection.close()


def note_files(save: Path, *others: Path) -> None:
    """After ``save`` and ``others`` (in one saves folder) were made, renamed or removed:
    the index says so at once, if this process may write it (it is brought up to date
    the next time it is opened otherwise). Never raises."""
    saves = save.parent
    data = saves.parent
    index = data / INDEX_FILE
    if saves.name != SAVES_FOLDER or not write_guard.holds(data) or not regular(index):
        return
    with contextlib.suppress(sqlite3.Error, OSError):
        connection = sqlite3.connect(index, timeout=5)
        try:
            if version(connection) == SCHEMA_VERSION:
                names = {path.name for path in (save, *others)}
                files = {name: file_key(saves / name) for name in names if (saves / name).exists()}
                refresh(connection, data, Listing(files), None, only=names)
        finally:
            connection.close()


def _on_disk(data: Path, listing: Listing, progress: Progress | None) -> sqlite3.Connection | None:
    """The index file brought up to date, or None when it cannot be written (a read-only
    disk, say: the history is then made in memory)."""
    try:
        return refreshed_on_disk(data, listing, progress)
    except (sqlite3.Error, OSError, OverflowError, ValueError):
        return None
