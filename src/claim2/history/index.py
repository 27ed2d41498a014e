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
import sqlite3
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any, Final

from claim2.engine import Faction
from claim2.history import store as history_store
from claim2.history.entry import ComputerSeat, GameEntry, MatchInfo, PlayerStats, Rating, Tally
from claim2.history.json_rows import FACTIONS, finished_json
from claim2.history.listing import Listing, file_key, list_saves, regular
from claim2.history.people import stored
from claim2.history.ratings import new_rating
from claim2.history.seal import seal, sealed
from claim2.history.store import (
    COLUMNS,
    EPOCH,
    INDEX_FILE,
    SCHEMA_VERSION,
    Progress,
    refresh,
    refreshed_in_memory,
    refreshed_on_disk,
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
    "noted_ratings",
    "open_index",
]

_ORDER: Final = "ORDER BY moment DESC, name DESC"  # an unknown moment (NULL) last


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

    def page_json(self, offset: int, limit: int) -> list[str]:
        """The finished games of ``page``, each as ``claim2 history --json`` writes it (the
        text of ``history.games.game_json``, written by SQLite: ``history.json_rows``)."""
        return finished_json(self._db, "finished = 1 AND listed = 1", _ORDER, offset, limit)

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
        (each game once), by the name as written in their latest game, the most games first
        (the tallies and ratings kept in the index: ``history.people``)."""
        players: dict[str, PlayerStats] = {}
        rows = self._db.execute(
            "SELECT person, level, games, wins, draws, take_backs, "
            f"{', '.join(FACTIONS)} FROM tallies"
        )
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
        people = stored(self._db)
        named: dict[str, PlayerStats] = {}
        for key, stats in players.items():
            person = people.get(key)
            stats.rating = new_rating() if person is None else person.rating
            named[key if person is None else person.name] = stats
        return dict(sorted(named.items(), key=lambda item: (-item[1].total.games, item[0])))

    def ratings(self) -> dict[str, Rating]:
        """Each rated person's rating, by name key (``claim2.text.names.name_key``)."""
        return _ratings(self._db)

    def _entry(self, row: tuple[Any, ...]) -> GameEntry:
        name, finished, moment, first, second, winner, votes0, votes1 = row[:8]
        factions = row[8:13]
        level, seat, take_backs, match_id, first_to, match_game, tally0, tally1 = row[13:21]
        phase, trick = row[21:]
        computer = None if level is None else ComputerSeat(seat, level)
        match = None
        if match_id is not None:
            match = MatchInfo(match_id, first_to, match_game, (tally0, tally1))
        return GameEntry(
            f"{SAVES_FOLDER}/{name}",
            (first, second),
            finished=bool(finished),
            when=None if moment is None else EPOCH + timedelta(microseconds=moment),
            winner=winner,
            votes=None if votes0 is None else (votes0, votes1),
            faction_votes=tuple(factions) if finished else (),
            phase=phase,
            trick=trick,
            computer=computer,
            take_backs=take_backs,
            match=match,
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
    _NOTED.clear()
    with contextlib.suppress(sqlite3.Error, OSError):
        connection = history_store.connect(index)
        try:
            if version(connection) == SCHEMA_VERSION:
                names = {path.name for path in (save, *others)}
                files = {name: file_key(saves / name) for name in names if (saves / name).exists()}
                trusted = sealed(connection, index)  # sealed again after, if it was before
                refresh(connection, data, Listing(files), None, only=names, trusted=trusted)
                if trusted:
                    seal(connection, index)
                rated = _ratings(connection)
                _NOTED.update((saves / name, rated) for name in files)
        finally:
            connection.close()


def noted_ratings(save: Path) -> dict[str, Rating] | None:
    """The people's ratings, by name key, as ``note_files`` left them in the index when it
    last noted ``save`` (its last call, in this process); None when it did not (no index
    yet, or another process's). A game's end says them without opening the index again:
    no listing of the saves folder, no checksum of the index file (at 20,000 games, tens
    of milliseconds). They are the index's: those of every game in it, in order."""
    return _NOTED.get(save)


_NOTED: dict[Path, dict[str, Rating]] = {}  # note_files' last files and the ratings after


def _ratings(connection: sqlite3.Connection) -> dict[str, Rating]:
    return {key: person.rating for key, person in stored(connection).items() if person.rated}


def _on_disk(data: Path, listing: Listing, progress: Progress | None) -> sqlite3.Connection | None:
    """The index file brought up to date, or None when it cannot be written (a read-only
    disk, say: the history is then made in memory)."""
    try:
        return refreshed_on_disk(data, listing, progress)
    except (sqlite3.Error, OSError, OverflowError, ValueError):
        return None
