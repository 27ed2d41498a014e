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
import os
import sqlite3
import stat
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from claim2.engine import Faction
from claim2.game import write_guard
from claim2.game.data_folder import SAVES_FOLDER, holding_data_folder
from claim2.game.history_entry import ComputerSeat, GameEntry, MatchInfo, PlayerStats, Tally
from claim2.game.i18n import _, current_language
from claim2.game.quoting import quote
from claim2.game.storage import data_folder, rename_unique

if TYPE_CHECKING:
    from claim2.game.history_reading import ReadFile

INDEX_FILE: Final = "history.sqlite3"
SCHEMA_VERSION: Final = 2  # PRAGMA user_version: another one is rebuilt
CURRENT_SAVE: Final = "current.json"
BATCH: Final = 500  # files read between two commits while the index is built
_EPOCH: Final = datetime(1970, 1, 1, tzinfo=UTC)
_FACTIONS: Final = tuple(faction.key for faction in Faction)

Progress = Callable[[int, int], None]  # (files read, files to read)

_SCHEMA: Final = f"""
CREATE TABLE files (
    name TEXT PRIMARY KEY,  -- in the saves folder
    size INTEGER NOT NULL,
    mtime_ns TEXT NOT NULL,  -- any whole number: a file's time can be far off
    note TEXT,  -- why it was skipped, or what was wrong with its old options file
    language TEXT NOT NULL  -- of the note
);
CREATE TABLE games (
    name TEXT PRIMARY KEY REFERENCES files (name),
    identity TEXT NOT NULL,  -- the same game in two files has one identity
    current INTEGER NOT NULL,  -- 1 for current.json: a kept copy is listed before it
    listed INTEGER NOT NULL DEFAULT 1,  -- 0 for the second file of the same game
    finished INTEGER NOT NULL,
    moment INTEGER,  -- when, in microseconds since 1970 (UTC); NULL: unknown
    player0 TEXT NOT NULL,
    player1 TEXT NOT NULL,
    winner INTEGER,
    votes0 INTEGER,
    votes1 INTEGER,
    factions TEXT NOT NULL,  -- JSON: the seat each faction voted for, deck order
    level TEXT,
    computer_seat INTEGER,
    take_backs INTEGER NOT NULL,
    match TEXT,  -- JSON
    phase INTEGER NOT NULL,
    trick INTEGER NOT NULL
);
CREATE INDEX games_order ON games (finished, listed, moment DESC, name DESC);
CREATE INDEX games_identity ON games (identity, current, name);
CREATE TABLE seats (  -- one row a person in a finished game: the statistics
    name TEXT NOT NULL REFERENCES games (name),
    person TEXT NOT NULL,
    result INTEGER NOT NULL,  -- 1 won, 0 a draw, -1 lost
    level TEXT,  -- the computer's, or NULL against a person
    take_backs INTEGER NOT NULL,
    {", ".join(f"{key} INTEGER NOT NULL" for key in _FACTIONS)}  -- 1: this faction's vote
);
CREATE INDEX seats_game ON seats (name);
PRAGMA user_version = {SCHEMA_VERSION};
"""

_COLUMNS: Final = (
    "name, finished, moment, player0, player1, winner, votes0, votes1, factions, level, "
    "computer_seat, take_backs, match, phase, trick"
)
_ORDER: Final = "ORDER BY moment IS NULL, moment DESC, name DESC"


class _Damaged(Exception):
    """The index file is not an index of this version."""


@dataclass(frozen=True, slots=True)
class Listing:
    """The record files in the saves folder: name -> (size, mtime_ns); or why it cannot be
    listed."""

    files: dict[str, tuple[int, int]]
    problem: str | None = None


def list_saves(saves: Path) -> Listing:
    """Every ``*.json`` in the saves folder (not hidden ones), with its size and time."""
    files: dict[str, tuple[int, int]] = {}
    try:
        with os.scandir(saves) as entries:
            for entry in entries:
                name = entry.name
                if name.endswith(".json") and not name.startswith("."):
                    try:
                        found = entry.stat()
                    except OSError:  # a broken link: read again (and skipped) every time
                        files[name] = (-1, -1)
                    else:
                        files[name] = (found.st_size, found.st_mtime_ns)
    except FileNotFoundError:
        return Listing({})
    except OSError as error:
        return Listing({}, error.strerror or str(error))
    return Listing(files)


def _key(path: Path) -> tuple[int, int]:
    """What tells that a file has changed: its size and time (-1 when it cannot be looked
    at, a broken link: read again, and skipped with a note, every time)."""
    try:
        found = path.stat()
    except OSError:
        return (-1, -1)
    return (found.st_size, found.st_mtime_ns)


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
            f"SELECT {_COLUMNS} FROM games WHERE finished = 1 AND listed = 1 {_ORDER} "
            "LIMIT ? OFFSET ?",
            (max(limit, 0), max(offset, 0)),
        )
        return [self._entry(row) for row in rows]

    def shelved(self) -> list[GameEntry]:
        """The unfinished games (the one in progress and those kept aside), newest first."""
        rows = self._db.execute(
            f"SELECT {_COLUMNS} FROM games WHERE finished = 0 AND listed = 1 {_ORDER}"
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
                again = _read(self.data / SAVES_FOLDER / name, self.data).note
            notes.append(again or note)
        return notes

    def statistics(self) -> dict[str, PlayerStats]:
        """Each person's games, wins, draws, votes and take-backs over the finished games
        (each game once), by name, the most games first (counted by SQL)."""
        factions = ", ".join(f"sum(seats.{key})" for key in _FACTIONS)
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
        return dict(sorted(players.items(), key=lambda item: (-item[1].total.games, item[0])))

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
            when=None if moment is None else _EPOCH + timedelta(microseconds=moment),
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
        connection = _refreshed_in_memory(data, listing, progress)
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
    if saves.name != SAVES_FOLDER or not write_guard.holds(data) or not _regular(index):
        return
    with contextlib.suppress(sqlite3.Error, OSError):
        connection = sqlite3.connect(index, timeout=5)
        try:
            if _version(connection) == SCHEMA_VERSION:
                names = {path.name for path in (save, *others)}
                files = {name: _key(saves / name) for name in names if (saves / name).exists()}
                _refresh(connection, data, Listing(files), None, only=names)
        finally:
            connection.close()


def _on_disk(data: Path, listing: Listing, progress: Progress | None) -> sqlite3.Connection | None:
    """The index file brought up to date, or None when it cannot be written (a read-only
    disk, say: the history is then made in memory)."""
    try:
        return _refreshed_on_disk(data, listing, progress)
    except (sqlite3.Error, OSError, OverflowError, ValueError):
        return None


def _refreshed_on_disk(
    data: Path, listing: Listing, progress: Progress | None
) -> sqlite3.Connection:
    """The index file, checked (a damaged one kept aside and made anew), brought up to date;
    raises sqlite3.Error or OSError when it cannot be written."""
    path = data / INDEX_FILE
    write_guard.check_write(path)
    connection = None
    try:
        if os.path.lexists(path) and not _regular(path):
            raise _Damaged
        connection = sqlite3.connect(path, timeout=5)
        _check(connection)
    except sqlite3.OperationalError:  # locked, read-only, no room: not damaged
        if connection is not None:
            connection.close()
        raise
    except (sqlite3.DatabaseError, _Damaged):  # not a database, malformed, not a file
        if connection is not None:
            connection.close()
        _keep_aside(path)
        connection = sqlite3.connect(path, timeout=5)
        _check(connection)
    try:
        _refresh(connection, data, listing, progress)
    except BaseException:
        connection.close()
        raise
    return connection


def _keep_aside(path: Path) -> None:
    """Keep a damaged index, and its journal (which would be played into a new index), under
    new names beside them: never deleted."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for suffix in ("", "-journal", "-wal", "-shm"):
        found = path.with_name(path.name + suffix)
        if os.path.lexists(found):
            rename_unique(found, f"{INDEX_FILE}.damaged-{stamp}{suffix}")


def _refreshed_in_memory(
    data: Path, listing: Listing, progress: Progress | None
) -> sqlite3.Connection:
    """A copy of the index in memory (empty when there is none, or it cannot be read),
    brought up to date there: nothing is written."""
    connection = sqlite3.connect(":memory:")
    path = data / INDEX_FILE
    if listing.files and _regular(path):
        with contextlib.suppress(sqlite3.Error, _Damaged, OSError, ValueError):
            disk = sqlite3.connect(f"{path.absolute().as_uri()}?mode=ro", uri=True, timeout=5)
            try:
                disk.backup(connection)
            finally:
                disk.close()
            _check(connection)
    try:
        _check(connection)
    except (sqlite3.DatabaseError, _Damaged):
        connection.close()
        connection = sqlite3.connect(":memory:")
        _check(connection)
    _refresh(connection, data, listing, progress)
    return connection


def _read(path: Path, data: Path) -> ReadFile:
    """The record file ``path``, read (pydantic and the engine: imported only when needed)."""
    from claim2.game.history_reading import read_entry

    return read_entry(path, data)


def _regular(path: Path) -> bool:
    try:
        return stat.S_ISREG(os.lstat(path).st_mode)
    except OSError:
        return False


def _version(connection: sqlite3.Connection) -> int:
    return int(connection.execute("PRAGMA user_version").fetchone()[0])


def _check(connection: sqlite3.Connection) -> None:
    """Make the tables in a new index, make an index of another version anew, and raise
    ``_Damaged`` (or sqlite3.DatabaseError) for one that is damaged."""
    version = _version(connection)
    if version == 0:  # new
        with connection:
            connection.executescript(_SCHEMA)
        return
    if version != SCHEMA_VERSION:  # another claim2's: made anew
        with connection:
            for table in ("seats", "games", "files"):
                connection.execute(f"DROP TABLE IF EXISTS {table}")
            connection.executescript(_SCHEMA)
        return
    if connection.execute("PRAGMA quick_check").fetchone()[0] != "ok":
        raise _Damaged


def _refresh(
    connection: sqlite3.Connection,
    data: Path,
    listing: Listing,
    progress: Progress | None,
    only: set[str] | None = None,
) -> None:
    """Bring the index up to date with ``listing`` (or, with ``only``, for those names)."""
    known = {
        name: (size, int(mtime))
        for name, size, mtime in connection.execute("SELECT name, size, mtime_ns FROM files")
    }
    names = set(known) | set(listing.files) if only is None else only
    gone = [name for name in names if name in known and name not in listing.files]
    changed = sorted(
        name for name in names if name in listing.files and known.get(name) != listing.files[name]
    )
    if not gone and not changed:
        return
    language = current_language()
    with connection:
        _drop(connection, gone + changed)
    for start in range(0, len(changed), BATCH):
        with connection:
            for name in changed[start : start + BATCH]:
                _add(connection, data, name, listing.files[name], language)
        if progress is not None:
            progress(min(start + BATCH, len(changed)), len(changed))
    with connection:
        connection.execute(
            "UPDATE games SET listed = NOT EXISTS (SELECT 1 FROM games AS other "
            "WHERE other.identity = games.identity AND (other.current, other.name) "
            "< (games.current, games.name))"
        )


def _drop(connection: sqlite3.Connection, names: list[str]) -> None:
    for table in ("seats", "games", "files"):
        connection.executemany(f"DELETE FROM {table} WHERE name = ?", ((n,) for n in names))


def _add(
    connection: sqlite3.Connection, data: Path, name: str, key: tuple[int, int], language: str
) -> None:
    """Read the file ``name`` and put what the history needs of it in the index."""
    found = _read(data / SAVES_FOLDER / name, data)
    connection.execute(
        "INSERT INTO files (name, size, mtime_ns, note, language) VALUES (?, ?, ?, ?, ?)",
        (name, key[0], str(key[1]), found.note, language),
    )
    entry = found.entry
    if entry is None:
        return
    moment = None if entry.when is None else (entry.when - _EPOCH) // timedelta(microseconds=1)
    match = None if entry.match is None else json.dumps(entry.match.as_json())
    computer = entry.computer
    connection.execute(
        f"INSERT INTO games (identity, current, {_COLUMNS}) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            found.identity,
            int(name == CURRENT_SAVE),
            name,
            int(entry.finished),
            moment,
            entry.players[0],
            entry.players[1],
            entry.winner,
            None if entry.votes is None else entry.votes[0],
            None if entry.votes is None else entry.votes[1],
            json.dumps(list(entry.faction_votes)),
            None if computer is None else computer.level,
            None if computer is None else computer.seat,
            entry.take_backs,
            match,
            entry.phase,
            entry.trick,
        ),
    )
    if not entry.finished:
        return
    for seat in dict.fromkeys(entry.human_seats):
        result = 0 if entry.winner is None else (1 if entry.winner == seat else -1)
        won = [int(vote == seat) for vote in entry.faction_votes]
        connection.execute(
            f"INSERT INTO seats (name, person, result, level, take_backs, {', '.join(_FACTIONS)}) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (name, entry.players[seat], result, entry.vs_computer, entry.take_backs, *won),
        )
