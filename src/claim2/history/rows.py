"""The history index's rows, checked as records are (issue 40, case 8).

The index is a cache of the record files, but it is a file too: anything may be in it.
Before an index is used every row of its three tables is checked (exact types, ranges,
names by the one rule for names, the JSON of a row's match and votes), so that a row
such as ``{"id": 1}`` for a match, or a moment no date can hold, never reaches the
history: an index with such a row is taken as damaged and rebuilt from the files.
"""

from __future__ import annotations

import sqlite3
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from claim2.text.names import check_name

Name = Annotated[str, Field(max_length=256)]  # each distinct one checked by the name rule
Seat = Literal[0, 1]
Count = Annotated[int, Field(ge=0, le=1_000_000)]
# microseconds since 1970 that a date can hold (years 1 to 9999)
Moment = Annotated[int, Field(ge=-62_135_596_800_000_000, le=253_402_300_799_999_999)]
FileName = Annotated[str, Field(min_length=1, max_length=255, pattern=r"^[^/\\\x00]+$")]
Short = Annotated[str, Field(max_length=64)]


class _Match(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid")

    id: Short
    first_to: Annotated[int, Field(ge=1, le=99)]
    game: Annotated[int, Field(ge=1, le=999)]
    tally: tuple[Annotated[int, Field(ge=0, le=99)], Annotated[int, Field(ge=0, le=99)]]


_STRICT = ConfigDict(strict=True)
_GAMES = TypeAdapter(
    list[
        tuple[
            FileName,  # name
            Seat,  # finished
            Moment | None,
            Name,  # player0
            Name,  # player1
            Seat | None,  # winner
            Annotated[int, Field(ge=0, le=5)] | None,  # votes0
            Annotated[int, Field(ge=0, le=5)] | None,  # votes1
            str,  # factions (JSON)
            Short | None,  # level
            Seat | None,  # computer_seat
            Count,  # take_backs
            str | None,  # match (JSON)
            Literal[1, 2],  # phase
            Annotated[int, Field(ge=1, le=13)],  # trick
        ]
    ],
    config=_STRICT,
)
_FACTIONS = TypeAdapter(
    Annotated[list[Seat | None], Field(min_length=0, max_length=5)], config=_STRICT
)
_MATCH = TypeAdapter(_Match)
_SEATS = TypeAdapter(
    list[
        tuple[FileName, Name, Literal[-1, 0, 1], Short | None, Count, Seat, Seat, Seat, Seat, Seat]
    ],
    config=_STRICT,
)
_FILES = TypeAdapter(
    list[
        tuple[
            FileName,
            Count,
            Annotated[str, Field(max_length=24)],
            Annotated[str, Field(max_length=2000)] | None,
            Short | None,
        ]
    ],
    config=_STRICT,
)


def rows_valid(connection: sqlite3.Connection, columns: str, factions: tuple[str, ...]) -> bool:
    """Whether every row of the index's games (``columns``), seats (with the five
    ``factions``' votes) and files is what the index writes (see the module)."""
    if len(factions) != 5:
        raise ValueError("five factions")
    seats = f"name, person, result, level, take_backs, {', '.join(factions)}"
    try:  # whole tables at once: 20,000 games (and 40,000 seats) in about 0.15 s
        games = _GAMES.validate_python(
            connection.execute(f"SELECT {columns} FROM games").fetchall()
        )
        for game in games:
            _FACTIONS.validate_json(game[8])
            if game[12] is not None:
                _MATCH.validate_json(game[12])
        _SEATS.validate_python(connection.execute(f"SELECT {seats} FROM seats").fetchall())
        files = "SELECT name, size, mtime_ns, note, language FROM files"
        _FILES.validate_python(connection.execute(files).fetchall())
        names = (
            "SELECT player0 FROM games UNION SELECT player1 FROM games "
            "UNION SELECT person FROM seats"
        )
        for (name,) in connection.execute(names):
            check_name(name)
    except (ValidationError, ValueError):
        return False
    return True
