"""The history index's file: its tables, and bringing them up to date with the saves folder.

``refresh`` compares the index with a listing of the saves folder (``list_saves``: each
``*.json`` with its size and time) and reads again (``read_file``: ``history_reading``)
every file added or changed, dropping those removed; the same game in two files is
then marked so that it is listed once. ``refreshed_on_disk`` does it in the index file
(under the data folder's lock: ``write_guard``), keeping a damaged one aside and making
it anew; ``refreshed_in_memory`` in a copy in memory, writing nothing. The queries are
``history_index``'s.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import stat
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Final

from claim2.engine import Faction
from claim2.storage import write_guard
from claim2.storage.data_folder import SAVES_FOLDER
from claim2.storage.files import rename_unique
from claim2.text.i18n import current_language

if TYPE_CHECKING:
    from claim2.history.reading import ReadFile

INDEX_FILE: Final = "history.sqlite3"
SCHEMA_VERSION: Final = 2  # PRAGMA user_version: another one is rebuilt
CURRENT_SAVE: Final = "current.json"
BATCH: Final = 500  # files read between two commits while the index is built
EPOCH: Final = datetime(1970, 1, 1, tzinfo=UTC)
FACTIONS: Final = tuple(faction.key for faction in Faction)

Progress = Callable[[int, int], None]  # (files read, files to read)

SCHEMA: Final = f"""
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
    {", ".join(f"{key} INTEGER NOT NULL" for key in FACTIONS)}  -- 1: this faction's vote
);
CREATE INDEX seats_game ON seats (name);
PRAGMA user_version = {SCHEMA_VERSION};
"""

COLUMNS: Final = (
    "name, finished, moment, player0, player1, winner, votes0, votes1, factions, level, "
    "computer_seat, take_backs, match, phase, trick"
)


class Damaged(Exception):
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


def file_key(path: Path) -> tuple[int, int]:
    """What tells that a file has changed: its size and time (-1 when it cannot be looked
    at, a broken link: read again, and skipped with a note, every time)."""
    try:
        found = path.stat()
    except OSError:
        return (-1, -1)
    return (found.st_size, found.st_mtime_ns)


def refreshed_on_disk(
    data: Path, listing: Listing, progress: Progress | None
) -> sqlite3.Connection:
    """The index file, checked (a damaged one kept aside and made anew), brought up to date;
    raises sqlite3.Error or OSError when it cannot be written."""
    path = data / INDEX_FILE
    write_guard.check_write(path)
    connection = None
    try:
        if os.path.lexists(path) and not regular(path):
            raise Damaged
        connection = sqlite3.connect(path, timeout=5)
        check(connection)
    except sqlite3.OperationalError:  # locked, read-only, no room: not damaged
        if connection is not None:
            connection.close()
        raise
    except (sqlite3.DatabaseError, Damaged):  # not a database, malformed, not a file
        if connection is not None:
            connection.close()
        keep_aside(path)
        connection = sqlite3.connect(path, timeout=5)
        check(connection)
    try:
        refresh(connection, data, listing, progress)
    except BaseException:
        connection.close()
        raise
    return connection


def keep_aside(path: Path) -> None:
    """Keep a damaged index, and its journal (which would be played into a new index), under
    new names beside them: never deleted."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for suffix in ("", "-journal", "-wal", "-shm"):
        found = path.with_name(path.name + suffix)
        if os.path.lexists(found):
            rename_unique(found, f"{INDEX_FILE}.damaged-{stamp}{suffix}")


def refreshed_in_memory(
    data: Path, listing: Listing, progress: Progress | None
) -> sqlite3.Connection:
    """A copy of the index in memory (empty when there is none, or it cannot be read),
    brought up to date there: nothing is written."""
    connection = sqlite3.connect(":memory:")
    path = data / INDEX_FILE
    if listing.files and regular(path):
        with contextlib.suppress(sqlite3.Error, Damaged, OSError, ValueError):
            disk = sqlite3.connect(f"{path.absolute().as_uri()}?mode=ro", uri=True, timeout=5)
            try:
                disk.backup(connection)
            finally:
                disk.close()
            check(connection)
    try:
        check(connection)
    except (sqlite3.DatabaseError, Damaged):
        connection.close()
        connection = sqlite3.connect(":memory:")
        check(connection)
    refresh(connection, data, listing, progress)
    return connection


def read_file(path: Path, data: Path) -> ReadFile:
    """The record file ``path``, read (pydantic and the engine: imported only when needed)."""
    from claim2.history.reading import read_entry

    return read_entry(path, data)


def regular(path: Path) -> bool:
    try:
        return stat.S_ISREG(os.lstat(path).st_mode)
    except OSError:
        return False


def version(connection: sqlite3.Connection) -> int:
    return int(connection.execute("PRAGMA user_version").fetchone()[0])


def check(connection: sqlite3.Connection) -> None:
    """Make the tables in a new index, make an index of another version anew, and raise
    ``Damaged`` (or sqlite3.DatabaseError) for one that is damaged or holds a row that does
    not validate (``history.rows``)."""
    found = version(connection)
    if found == 0:  # new
        with connection:
            connection.executescript(SCHEMA)
        return
    if found != SCHEMA_VERSION:  # another claim2's: made anew
        with connection:
            for table in ("seats", "games", "files"):
                connection.execute(f"DROP TABLE IF EXISTS {table}")
            connection.executescript(SCHEMA)
        return
    if connection.execute("PRAGMA quick_check").fetchone()[0] != "ok":
        raise Damaged
    from claim2.history.rows import rows_valid  # pydantic: only once an index is there

    if not rows_valid(connection, COLUMNS, FACTIONS):  # a row the index never writes
        raise Damaged


def refresh(
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
        drop(connection, gone + changed)
    for start in range(0, len(changed), BATCH):
        with connection:
            for name in changed[start : start + BATCH]:
                add(connection, data, name, listing.files[name], language)
        if progress is not None:
            progress(min(start + BATCH, len(changed)), len(changed))
    with connection:
        connection.execute(
            "UPDATE games SET listed = NOT EXISTS (SELECT 1 FROM games AS other "
            "WHERE other.identity = games.identity AND (other.current, other.name) "
            "< (games.current, games.name))"
        )


def drop(connection: sqlite3.Connection, names: list[str]) -> None:
    for table in ("seats", "games", "files"):
        connection.executemany(f"DELETE FROM {table} WHERE name = ?", ((n,) for n in names))


def add(
    connection: sqlite3.Connection, data: Path, name: str, key: tuple[int, int], language: str
) -> None:
    """Read the file ``name`` and put what the history needs of it in the index."""
    found = read_file(data / SAVES_FOLDER / name, data)
    connection.execute(
        "INSERT INTO files (name, size, mtime_ns, note, language) VALUES (?, ?, ?, ?, ?)",
        (name, key[0], str(key[1]), found.note, language),
    )
    entry = found.entry
    if entry is None:
        return
    moment = None if entry.when is None else (entry.when - EPOCH) // timedelta(microseconds=1)
    match = None if entry.match is None else json.dumps(entry.match.as_json())
    computer = entry.computer
    connection.execute(
        f"INSERT INTO games (identity, current, {COLUMNS}) "
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
            f"INSERT INTO seats (name, person, result, level, take_backs, {', '.join(FACTIONS)}) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (name, entry.players[seat], result, entry.vs_computer, entry.take_backs, *won),
        )
