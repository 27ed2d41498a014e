"""``claim2 history --json``'s games, kept in the index as text (``games.json``).

Made one at a time in Python (a ``GameEntry``, its ``games.game_json``, ``json.dumps``),
the JSON of 20,000 games took longer than all the rest of the command. So SQLite writes
each finished game's text (``REST``: all but the file's name, in the same words and
order, with the same spaces) once, as the game is added to the index, and whenever the
index's rows were checked (``store.refresh``); ``finished_json`` only puts the file's
name before it, quoted by ``json`` itself, since a file may be named with any
character. Everything else a row holds was checked (``history.rows``) or written by the
history from a checked record: names have no control characters, so a quotation mark
and a backslash are all that JSON escapes in them. ``tests/test_history_json.py`` holds
the text equal to ``json.dumps(game_json(entry))``.
"""

from __future__ import annotations

import sqlite3
from json.encoder import encode_basestring
from typing import Final

from claim2.engine import Faction

FACTIONS: Final = tuple(faction.key for faction in Faction)  # "gnomes"…, deck order

# A moment (microseconds, maybe before 1970) to the second, as ``moments.iso_utc`` says it.
ISO: Final = (
    "strftime('%Y-%m-%dT%H:%M:%SZ', (moment - (moment % 1000000 + 1000000) % 1000000) "
    "/ 1000000, 'unixepoch')"
)


def _quoted(column: str) -> str:
    """A text column as a JSON string (no control characters in it: see the module)."""
    return f"""'"' || replace(replace({column}, '\\', '\\\\'), '"', '\\"') || '"'"""


def _or_null(column: str, value: str) -> str:
    return f"CASE WHEN {column} IS NULL THEN 'null' ELSE {value} END"


def _number(column: str) -> str:
    return _or_null(column, column)


_MATCH: Final = _or_null(
    "match_id",
    f"""'{{"id": ' || {_quoted("match_id")} || ', "first_to": ' || first_to || """
    """', "game": ' || match_game || ', "tally": [' || tally0 || ', ' || tally1 || ']}'""",
)
_FACTION_WINNERS: Final = " || ', ' || ".join(
    f"""'"{key}": ' || {_number(key)}""" for key in FACTIONS
)
# Everything after the file's name: ``, "finished": true, ...}``.
REST: Final = " || ".join(
    [
        """', "finished": true, "players": [' """,
        _quoted("player0"),
        "', '",
        _quoted("player1"),
        """'], "winner": ' """,
        _number("winner"),
        """', "votes": ' """,
        _or_null("votes0", "'[' || votes0 || ', ' || votes1 || ']'"),
        """', "ended": ' """,
        _or_null("moment", _quoted(ISO)),
        """', "vs_computer": ' """,
        _or_null("level", _quoted("level")),
        """', "computer_seat": ' """,
        _number("computer_seat"),
        """', "take_backs": ' """,
        "take_backs",
        """', "match": ' """,
        _MATCH,
        """', "faction_winners": {' """,
        _FACTION_WINNERS,
        "'}}'",
    ]
)


def finished_json(
    connection: sqlite3.Connection, where: str, order: str, offset: int, limit: int
) -> list[str]:
    """The JSON of the finished games ``where`` says, in ``order``, from the ``offset``-th
    (``limit`` of them)."""
    rows = connection.execute(
        f"SELECT name, json FROM games WHERE {where} {order} LIMIT ? OFFSET ?",
        (max(limit, 0), max(offset, 0)),
    )
    return [f'{{"file": {encode_basestring(f"saves/{name}")}{rest}' for name, rest in rows]
