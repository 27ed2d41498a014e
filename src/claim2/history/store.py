"""The history index's file: its tables, and bringing them up to date with the saves folder.

``refresh`` compares the index with a listing of the saves folder (``list_saves``: each
``*.json`` with its size and time) and reads again (``read_file``: ``history_reading``)
every file added or changed, dropping those removed; the same game in two files is
then marked so that it is listed once. A game's row stands for its file: an index
with a row of no file (one written into it by hand, say) is damaged. Then each person's
rating is brought up to date (``history.people``). ``refreshed_on_disk``
does it in the index file (under the data folder's lock: ``write_guard``), keeping a
damaged one aside and making it anew; ``refreshed_in_memory`` in a copy in memory,
writing nothing. The queries are ``history_index``'s.
"""

from __future__ import annotations

import contextlib
import functools
import os
import sqlite3
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Final

from claim2.history.json_rows import FACTIONS, REST
from claim2.history.listing import Listing, regular
from claim2.history.seal import seal, sealed
from claim2.storage import write_guard
from claim2.storage.data_folder import SAVES_FOLDER
from claim2.storage.files import rename_unique
from claim2.text.i18n import current_language
from claim2.text.names import name_key

if TYPE_CHECKING:
    from claim2.history.reading import ReadFile

INDEX_FILE: Final = "history.sqlite3"
SCHEMA_VERSION: Final = 4  # PRAGMA user_version: another one is rebuilt (3: no json, tallies)
CURRENT_SAVE: Final = "current.json"
BATCH: Final = 500  # files read between two commits while the index is built
EPOCH: Final = datetime(1970, 1, 1, tzinfo=UTC)

Progress = Callable[[int, int], None]  # (files read, files to read)

SCHEMA: Final = f"""
CREATE TABLE files (
    name TEXT PRIMARY KEY,  -- in the saves folder
    size INTEGER NOT NULL,
    mtime_ns TEXT NOT NULL,  -- any whole number: a file's time can be far off
    note TEXT,  -- why it was skipped, or what was wrong with its old options file
    language TEXT NOT NULL,  -- of the note
    game INTEGER NOT NULL  -- 1: it holds a game, the one row of ``games`` named as it
);
CREATE TABLE games (  -- one row a file that holds a game, and no other row
    name TEXT PRIMARY KEY REFERENCES files (name),
    identity TEXT NOT NULL,  -- the same game in two files has one identity
    current INTEGER NOT NULL,  -- 1 for current.json: a kept copy is listed before it
    listed INTEGER NOT NULL DEFAULT 1,  -- 0 for the second file of the same game
    taken INTEGER NOT NULL DEFAULT 0,  -- 1: taken into the people's ratings (history.people)
    finished INTEGER NOT NULL,
    moment INTEGER,  -- when, in microseconds since 1970 (UTC); NULL: unknown
    player0 TEXT NOT NULL,  -- the names as written
    player1 TEXT NOT NULL,
    person0 TEXT,  -- the person at each seat (claim2.text.names.name_key); NULL: the computer
    person1 TEXT,
    winner INTEGER,
    votes0 INTEGER,
    votes1 INTEGER,
    {", ".join(f"{key} INTEGER" for key in FACTIONS)},  -- the seat each faction voted for
    level TEXT,
    computer_seat INTEGER,
    take_backs INTEGER NOT NULL,
    match_id TEXT,  -- the match, or NULL (and the four after it)
    first_to INTEGER,
    match_game INTEGER,
    tally0 INTEGER,
    tally1 INTEGER,
    phase INTEGER NOT NULL,
    trick INTEGER NOT NULL,
    json TEXT  -- a finished game's JSON but its file's name (history.json_rows); else NULL
);
CREATE INDEX games_order ON games (finished, listed, moment, name);
CREATE INDEX games_identity ON games (identity, current, name);
CREATE TABLE tallies (  -- each person's games against each level (NULL: people), summed
    person TEXT NOT NULL,
    level TEXT,
    games INTEGER NOT NULL,
    wins INTEGER NOT NULL,
    draws INTEGER NOT NULL,
    take_backs INTEGER NOT NULL,
    {", ".join(f"{key} INTEGER NOT NULL" for key in FACTIONS)}  -- votes won
);
CREATE TABLE meta (  -- one row
    seal INTEGER,  -- the checksum of the file when the history last wrote it (history.seal)
    listing TEXT  -- a digest of the saves folder's listing at the last full refresh
);
INSERT INTO meta (seal, listing) VALUES (NULL, NULL);
CREATE TABLE people (  -- each person of the games taken: the ratings kept (history.people)
    person TEXT PRIMARY KEY,  -- name_key
    name TEXT NOT NULL,  -- as written in their latest game
    games INTEGER NOT NULL,  -- games taken
    rated INTEGER NOT NULL,  -- of which rated
    value REAL,  -- the rating; NULL before a rated game
    deviation REAL,
    change REAL NOT NULL  -- what the last rated game changed
);
PRAGMA user_version = {SCHEMA_VERSION};
"""
TABLES: Final = ("meta", "tallies", "people", "seats", "games", "files")  # seats: version 2's

MATCH: Final = "match_id, first_to, match_game, tally0, tally1"
COLUMNS: Final = (
    "name, finished, moment, player0, player1, winner, votes0, votes1, "
    f"{', '.join(FACTIONS)}, level, computer_seat, take_backs, {MATCH}, phase, trick"
)


class Damaged(Exception):
    """The index file is not an index of this version."""


def connect(path: Path) -> sqlite3.Connection:
    """The index file ``path``, open to be written, its writes not synced to the disk
    (``PRAGMA synchronous = OFF``: a transaction synced twice cost about 0.3 ms of CPU, seven
    of them at a game's end). The index is made from the record files, which stay the
    source of truth, and its journal still undoes a transaction the app did not finish;
    what a crash of the machine could leave (writes lost, or a damaged page) no longer
    matches the seal or the listing, and is checked, brought up to date, or kept aside and
    made anew as any index that does not match."""
    connection = sqlite3.connect(path, timeout=5)
    connection.execute("PRAGMA synchronous = OFF")
    return connection


def refreshed_on_disk(
    data: Path, listing: Listing, progress: Progress | None
) -> sqlite3.Connection:
    """The index file, checked (a damaged one kept aside and made anew), brought up to date
    and sealed (``history.seal``); raises sqlite3.Error or OSError when it cannot be
    written."""
    path = data / INDEX_FILE
    write_guard.check_write(path)
    connection = None
    try:
        if os.path.lexists(path) and not regular(path):
            raise Damaged
        connection = connect(path)
        trusted = check(connection, path)
    except sqlite3.OperationalError:  # locked, read-only, no room: not damaged
        if connection is not None:
            connection.close()
        raise
    except (sqlite3.DatabaseError, Damaged):  # not a database, malformed, not a file
        if connection is not None:
            connection.close()
        keep_aside(path)
        connection = connect(path)
        trusted = check(connection, path)
    try:
        if refresh(connection, data, listing, progress, trusted=trusted) or not trusted:
            seal(connection, path)
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
        with contextlib.suppress(sqlite3.Error, OSError, ValueError):
            disk = sqlite3.connect(f"{path.absolute().as_uri()}?mode=ro", uri=True, timeout=5)
            try:
                disk.backup(connection)
            finally:
                disk.close()
    try:
        trusted = check(connection, path)  # sealed: the file it was copied from
    except (sqlite3.DatabaseError, Damaged, OSError, ValueError):
        connection.close()
        connection = sqlite3.connect(":memory:")
        trusted = check(connection, None)
    refresh(connection, data, listing, progress, trusted=trusted)
    return connection


def read_file(path: Path, data: Path) -> ReadFile:
    """The record file ``path``, read (pydantic and the engine: imported only when needed)."""
    from claim2.history.reading import read_entry

    return read_entry(path, data)


def version(connection: sqlite3.Connection) -> int:
    return int(connection.execute("PRAGMA user_version").fetchone()[0])


def check(connection: sqlite3.Connection, path: Path | None) -> bool:
    """Make the tables in a new index, make an index of another version anew, and raise
    ``Damaged`` (or sqlite3.DatabaseError) for one that is damaged or holds a row that the
    index never writes (``history.rows``, ``backed``). Whether the index (read from the
    file ``path``) is known good without checking its people (``history.people``): new,
    or sealed by the history (``history.seal``), when its rows are not checked either."""
    found = version(connection)
    if found == 0:  # new
        _script(connection, SCHEMA)
        return True
    if found != SCHEMA_VERSION:  # another claim2's: made anew
        drops = "".join(f"DROP TABLE IF EXISTS {table};\n" for table in TABLES)
        _script(connection, drops + SCHEMA)
        connection.execute("VACUUM")  # the old tables' pages: not read again
        return True
    if _schema(connection) != _schema():  # tables made by hand, or by a claim2 being written
        raise Damaged
    if path is not None and sealed(connection, path):
        return True
    if connection.execute("PRAGMA quick_check").fetchone()[0] != "ok":
        raise Damaged
    from claim2.history.rows import rows_valid

    if not rows_valid(connection) or not backed(connection):  # rows the index never writes
        raise Damaged
    return False


def _script(connection: sqlite3.Connection, script: str) -> None:
    """Run ``script`` as one transaction: each statement of a script is a transaction of its
    own otherwise, written to the disk and synced (making an index cost 2 ms more)."""
    connection.commit()
    try:
        connection.executescript(f"BEGIN;\n{script}COMMIT;\n")
    except BaseException:
        if connection.in_transaction:
            connection.rollback()
        raise


@functools.cache
def _made() -> frozenset[str]:
    with contextlib.closing(sqlite3.connect(":memory:")) as connection:
        connection.executescript(SCHEMA)
        return _schema(connection)


def _schema(connection: sqlite3.Connection | None = None) -> frozenset[str]:
    """The statements that made the index's tables (``connection``'s, or those of SCHEMA)."""
    if connection is None:
        return _made()
    return frozenset(row[0] for row in connection.execute("SELECT sql FROM sqlite_master"))


def backed(connection: sqlite3.Connection) -> bool:
    """Whether each game's row stands for a file that holds a game, and each such file has
    its row (issue 49, case 10: thousands of rows of no file were counted as games)."""
    games = connection.execute("SELECT count(*) FROM games").fetchone()[0]
    files = connection.execute("SELECT count(*) FROM files WHERE game = 1").fetchone()[0]
    orphan = connection.execute(
        "SELECT 1 FROM games WHERE NOT EXISTS "
        "(SELECT 1 FROM files WHERE files.name = games.name AND files.game = 1) LIMIT 1"
    ).fetchone()
    return games == files and orphan is None


def refresh(
    connection: sqlite3.Connection,
    data: Path,
    listing: Listing,
    progress: Progress | None,
    only: set[str] | None = None,
    *,
    trusted: bool = False,
) -> bool:
    """Bring the index up to date with ``listing`` (or, with ``only``, for those names): the
    files, then the people (``history.people``; ``trusted``: as ``check`` says). Whether
    anything was written."""
    from claim2.history.people import settle

    if only is not None:
        changed = _files(connection, data, listing, progress, only, trusted=trusted)
    else:
        digest = listing.digest()
        row = connection.execute("SELECT listing FROM meta").fetchone()
        changed = False
        if not trusted or row is None or row[0] != digest:  # else no file changed
            changed = _files(connection, data, listing, progress, None, trusted=trusted)
            with connection:
                connection.execute("UPDATE meta SET listing = ?", (digest,))
    if not trusted:  # the games' JSON made again from their checked rows
        with connection:
            connection.execute(f"UPDATE games SET json = CASE WHEN finished = 1 THEN {REST} END")
    settled = settle(connection, trusted=trusted and not changed, sealed=trusted)
    return changed or settled or not trusted


def _files(
    connection: sqlite3.Connection,
    data: Path,
    listing: Listing,
    progress: Progress | None,
    only: set[str] | None,
    *,
    trusted: bool = False,
) -> bool:
    """Read the files added or changed, drop those gone; whether anything changed.
    ``trusted`` (the index was sealed): only the games of the files read or dropped may
    be listed or not since (else every game is looked at)."""
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
        return False
    language = current_language()
    touched = set(_identities(connection, gone + changed))
    with connection:
        drop(connection, gone + changed)
    for start in range(0, len(changed), BATCH):
        with connection:
            for name in changed[start : start + BATCH]:
                add(connection, data, name, listing.files[name], language)
        if progress is not None:
            progress(min(start + BATCH, len(changed)), len(changed))
    touched.update(_identities(connection, changed))
    with connection:
        update = f"UPDATE games SET listed = {_LISTED} WHERE listed IS NOT ({_LISTED})"
        if trusted:
            connection.executemany(f"{update} AND identity = ?", ((i,) for i in touched))
        else:  # only the rows that change are written (else all 20,000)
            connection.execute(update)
        connection.execute(f"UPDATE games SET json = {REST} WHERE finished = 1 AND json IS NULL")
    return True


#: Whether a game's row is the one listed of the files holding that game (the file it is
#: current in, then the first by name).
_LISTED: Final = (
    "NOT EXISTS (SELECT 1 FROM games AS other WHERE other.identity = games.identity "
    "AND (other.current, other.name) < (games.current, games.name))"
)


def _identities(connection: sqlite3.Connection, names: list[str]) -> list[str]:
    """The identities of the games in the files ``names`` (those the index holds)."""
    found = []
    for name in names:
        row = connection.execute("SELECT identity FROM games WHERE name = ?", (name,)).fetchone()
        if row is not None:
            found.append(row[0])
    return found


def drop(connection: sqlite3.Connection, names: list[str]) -> None:
    for table in ("games", "files"):
        connection.executemany(f"DELETE FROM {table} WHERE name = ?", ((n,) for n in names))


def add(
    connection: sqlite3.Connection, data: Path, name: str, key: tuple[int, int], language: str
) -> None:
    """Read the file ``name`` and put what the history needs of it in the index."""
    found = read_file(data / SAVES_FOLDER / name, data)
    connection.execute(
        "INSERT INTO files (name, size, mtime_ns, note, language, game) VALUES (?, ?, ?, ?, ?, ?)",
        (name, key[0], str(key[1]), found.note, language, int(found.entry is not None)),
    )
    entry = found.entry
    if entry is None:
        return
    moment = None if entry.when is None else (entry.when - EPOCH) // timedelta(microseconds=1)
    match = entry.match
    computer = entry.computer
    people = [
        None if computer is not None and seat == computer.seat else name_key(player)
        for seat, player in enumerate(entry.players)
    ]
    factions = entry.faction_votes if entry.finished else (None,) * len(FACTIONS)
    row = (
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
        *factions,
        None if computer is None else computer.level,
        None if computer is None else computer.seat,
        entry.take_backs,
        *((None,) * 5 if match is None else (match.id, match.first_to, match.game, *match.tally)),
        entry.phase,
        entry.trick,
        *people,
    )
    connection.execute(
        f"INSERT INTO games (identity, current, {COLUMNS}, person0, person1) "
        f"VALUES ({', '.join('?' * len(row))})",
        row,
    )
