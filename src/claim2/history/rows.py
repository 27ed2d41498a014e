"""The history index's rows, checked as records are (issue 40, case 8).

The index is a cache of the record files, but it is a file too: anything may be in it.
Before an index is used every row of its three tables is checked (exact types, ranges,
the parts of a match together, names by the one rule for names and each person's key
made from their name), so that a match with no fields, or a moment no date can hold,
never reaches the history: an index with such a row is taken as damaged and rebuilt
from the files. The types and ranges are checked by SQLite, a table in one query (20,000
games in a few milliseconds); the names, once each, here.

That each game's row stands for a file that holds a game is ``history.store``'s check
(``backed``), and that the people's ratings are those of the games
is ``history.people``'s (they are rated again when they are not).
"""

from __future__ import annotations

import sqlite3
from typing import Final

from claim2.records.levels import LEVELS
from claim2.text.names import check_name, name_key

# microseconds since 1970 that a date can hold (years 1 to 9999)
_MOMENTS: Final = "-62135596800000000 AND 253402300799999999"


def _integer(column: str, low: int, high: int, *, null: bool = False) -> str:
    checked = f"(typeof({column}) = 'integer' AND {column} BETWEEN {low} AND {high})"
    return f"({column} IS NULL OR {checked})" if null else checked


def _text(column: str, longest: int, *, null: bool = False) -> str:
    checked = f"(typeof({column}) = 'text' AND length({column}) BETWEEN 1 AND {longest})"
    return f"({column} IS NULL OR {checked})" if null else checked


def _real(column: str, low: float, high: float) -> str:
    return (
        f"({column} IS NULL OR (typeof({column}) = 'real' AND {column} BETWEEN {low} AND {high}))"
    )


def _seat(column: str, *, null: bool = False) -> str:
    return _integer(column, 0, 1, null=null)


_GAMES: Final = " AND ".join(
    [
        _text("name", 255),
        "instr(name, '/') = 0",
        _text("identity", 64),
        _seat("current"),
        _seat("listed"),
        _seat("taken"),
        _seat("finished"),
        f"(moment IS NULL OR (typeof(moment) = 'integer' AND moment BETWEEN {_MOMENTS}))",
        _text("player0", 256),
        _text("player1", 256),
        _text("person0", 1024, null=True),
        _text("person1", 1024, null=True),
        _seat("winner", null=True),
        _integer("votes0", 0, 5, null=True),
        _integer("votes1", 0, 5, null=True),
        *(_seat(faction, null=True) for faction in ("gnomes", "giants", "dragons", "trolls")),
        _seat("seers", null=True),
        f"(level IS NULL OR level IN ({', '.join(repr(level) for level in LEVELS)}))",
        _seat("computer_seat", null=True),
        "(level IS NULL) = (computer_seat IS NULL)",
        "(person0 IS NULL) = (computer_seat IS 0)",
        "(person1 IS NULL) = (computer_seat IS 1)",
        _integer("take_backs", 0, 1_000_000),
        _text("match_id", 64, null=True),
        "(match_id IS NULL OR match_id NOT GLOB '*[^A-Za-z0-9-]*')",  # as records have it
        "(match_id IS NULL) = (first_to IS NULL) AND (match_id IS NULL) = (match_game IS NULL)",
        "(match_id IS NULL) = (tally0 IS NULL) AND (match_id IS NULL) = (tally1 IS NULL)",
        _integer("first_to", 1, 99, null=True),
        _integer("match_game", 1, 999, null=True),
        _integer("tally0", 0, 99, null=True),
        _integer("tally1", 0, 99, null=True),
        _integer("phase", 1, 2),
        _integer("trick", 1, 13),
    ]
)
_FILES: Final = " AND ".join(
    [
        _text("name", 255),
        _integer("size", -1, 2**62),
        "(typeof(mtime_ns) = 'text' AND length(mtime_ns) BETWEEN 1 AND 24)",
        _text("note", 2000, null=True),
        "(typeof(language) = 'text' AND length(language) <= 64)",
        _seat("game"),
    ]
)
_PEOPLE: Final = " AND ".join(
    [
        _text("person", 1024),
        _text("name", 256),
        _integer("games", 1, 2**62),
        _integer("rated", 0, 2**62),
        "rated <= games",
        _real("value", -1e6, 1e6),
        _real("deviation", 1e-9, 9.0),
        "(value IS NULL) = (rated = 0) AND (deviation IS NULL) = (rated = 0)",
        "(typeof(change) = 'real' AND change BETWEEN -1e6 AND 1e6)",
    ]
)


_META: Final = " AND ".join(
    [
        _integer("seal", 0, 2**32, null=True),
        _text("listing", 64, null=True),
    ]
)

_TABLES: Final = (("games", _GAMES), ("files", _FILES), ("people", _PEOPLE), ("meta", _META))


def rows_valid(connection: sqlite3.Connection) -> bool:
    """Whether every row of the index's games, files, people and meta is what the index
    writes (see the module)."""
    if connection.execute("SELECT count(*) FROM meta").fetchone()[0] != 1:
        return False
    for table, valid in _TABLES:
        query = f"SELECT 1 FROM {table} WHERE coalesce({valid}, 0) = 0 LIMIT 1"
        if connection.execute(query).fetchone() is not None:
            return False
    names = (
        "SELECT player0, person0 FROM games UNION SELECT player1, person1 FROM games "
        "UNION SELECT name, person FROM people"
    )
    try:
        for name, person in connection.execute(names):
            check_name(name)
            if person is not None and person != name_key(name):
                return False
    except ValueError:
        return False
    return True
