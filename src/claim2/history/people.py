"""The people of the history's index, their ratings and tallies, kept in the index (issue 54).

Rating 20,000 games again each time the history is shown took longer than all the rest
(openskill, one game after another). So the index keeps each person (``people``: by
name key, their name as written in their latest game, their rating) and marks the
games taken into it (``games.taken``). ``settle`` brings it up to date after the files
were: the finished games added since, when they were all played after the last one
taken, are rated on from where the ratings stood; any other change (a game taken that
is gone, changed or no longer listed, a game added before the last one taken, people
that do not add up to the games taken) rates every game again, in order. Either way
the ratings are those of ``history.ratings`` over every game in order (tested). Each
person's games, wins, draws, take-backs and votes won against each level (``tallies``)
are counted again by SQL whenever the games changed, so that the statistics are read,
not counted, each time they are shown.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from typing import Any, Final

from claim2.history.json_rows import FACTIONS
from claim2.history.ratings import Person, Played, Rater

_PLAYED: Final = (
    "SELECT name, moment, player0, player1, person0, person1, winner, computer_seat, level "
    "FROM games WHERE finished = 1 AND listed = 1"
)
_TAKEN_SEATS: Final = (
    "SELECT person, count(*) FROM (SELECT person0 AS person FROM games WHERE taken = 1 "
    "UNION ALL SELECT person1 FROM games WHERE taken = 1) WHERE person IS NOT NULL "
    "GROUP BY person"
)


def settle(connection: sqlite3.Connection, *, trusted: bool = False, sealed: bool = False) -> bool:
    """Bring the people, their ratings and their tallies up to date with the index's games
    (see the module; ``trusted``: they are known to add up, the index being sealed and no
    file changed; ``sealed``: the index was sealed when opened, so its tallies are those of
    the games taken, and games added after them are added to the tallies, not counted
    again). Whether anything was written."""
    people = stored(connection)
    if trusted or _consistent(connection, people):
        last = connection.execute(
            "SELECT moment, name FROM games WHERE taken = 1 ORDER BY moment DESC, name DESC LIMIT 1"
        ).fetchone()
        new = connection.execute(f"{_PLAYED} AND taken = 0 ORDER BY moment, name").fetchall()
        if not new:
            if not trusted:
                _tally(connection)
            return not trusted
        if last is None or not _before((new[0][1], new[0][0]), last):
            _take(connection, Rater(people), new, anew=False, sealed=sealed)
            return True
    rows = connection.execute(f"{_PLAYED} ORDER BY moment, name").fetchall()
    _take(connection, Rater(), rows, anew=True)
    return True


_COUNTS: Final = ("games", "wins", "draws", "take_backs", *FACTIONS)  # tallies' numbers


def _tally(connection: sqlite3.Connection) -> None:
    """Count each person's games, wins, draws, take-backs and votes won again, by level."""
    with connection:
        connection.execute("DELETE FROM tallies")
        connection.execute(f"INSERT INTO tallies {_summed('')}")


def _add_tallies(connection: sqlite3.Connection, names: list[tuple[str]]) -> None:
    """Add the games ``names`` (just taken) to the tallies kept."""
    with connection:
        connection.execute("CREATE TEMP TABLE added (name TEXT PRIMARY KEY)")
        try:
            connection.executemany("INSERT OR IGNORE INTO added VALUES (?)", names)
            connection.execute(
                f"CREATE TEMP TABLE sums AS {_summed('AND name IN (SELECT name FROM added)')}"
            )
            same = "tallies.person = sums.person AND tallies.level IS sums.level"
            added = ", ".join(f"{key} = tallies.{key} + sums.{key}" for key in _COUNTS)
            connection.execute(f"UPDATE tallies SET {added} FROM sums WHERE {same}")
            connection.execute(
                f"INSERT INTO tallies SELECT * FROM sums WHERE NOT EXISTS "
                f"(SELECT 1 FROM tallies WHERE {same})"
            )
        finally:
            connection.execute("DROP TABLE IF EXISTS temp.sums")
            connection.execute("DROP TABLE temp.added")


def _summed(where: str) -> str:
    """Each person's games, wins, draws, take-backs and votes won against each level, over
    the finished games (``where``: and only those)."""
    factions = ", ".join(f"sum({key}) AS {key}" for key in FACTIONS)
    return (
        "SELECT person, level, count(*) AS games, sum(result = 1) AS wins, "
        f"sum(result = 0) AS draws, sum(take_backs) AS take_backs, {factions} "
        f"FROM ({_seat(0, where)} UNION ALL {_seat(1, where)}) GROUP BY person, level"
    )


def _seat(seat: int, where: str = "") -> str:
    """Each finished game's person at ``seat`` (none at the computer's), as the tallies
    count them: the result (1 won, 0 a draw, -1 lost), the level, the votes won."""
    won = ", ".join(f"{key} IS {seat} AS {key}" for key in FACTIONS)
    return (
        f"SELECT person{seat} AS person, CASE WHEN winner IS NULL THEN 0 "
        f"WHEN winner = {seat} THEN 1 ELSE -1 END AS result, level, take_backs, {won} "
        f"FROM games WHERE finished = 1 AND listed = 1 AND person{seat} IS NOT NULL {where}"
    )


def stored(connection: sqlite3.Connection) -> dict[str, Person]:
    """The people as the index keeps them, by name key."""
    rows = connection.execute(
        "SELECT person, name, games, rated, value, deviation, change FROM people"
    )
    return {person: Person(*fields) for person, *fields in rows}


def _consistent(connection: sqlite3.Connection, people: dict[str, Person]) -> bool:
    """Whether ``people`` are those of the games taken, and those are all still to count."""
    counted = dict(connection.execute(_TAKEN_SEATS).fetchall())
    if counted != {key: person.games for key, person in people.items()}:
        return False
    gone = connection.execute(
        "SELECT 1 FROM games WHERE taken = 1 AND NOT (finished = 1 AND listed = 1) LIMIT 1"
    ).fetchone()
    return gone is None


def _before(first: tuple[int | None, str], second: tuple[int | None, str]) -> bool:
    """Whether a game at (moment, name) ``first`` was played before one at ``second`` (an
    unknown moment before all, as SQLite orders them)."""

    def order(place: tuple[int | None, str]) -> tuple[bool, int, str]:
        moment, name = place
        return (moment is not None, moment or 0, name)

    return order(first) < order(second)


def _take(
    connection: sqlite3.Connection,
    rater: Rater,
    rows: Iterable[tuple[Any, ...]],
    *,
    anew: bool,
    sealed: bool = False,
) -> None:
    """Rate the games of ``rows`` (in order) and keep what ``rater`` makes of the people;
    the tallies counted again, or (not ``anew``, ``sealed``: see ``settle``) added to."""
    names = []
    touched: set[str | None] = set()
    for name, _moment, first, second, person0, person1, winner, seat, level in rows:
        rater.play(Played((first, second), winner, seat, level, (person0, person1)))
        names.append((name,))
        touched.update((person0, person1))
    with connection:
        if anew:
            connection.execute("DELETE FROM people")
            connection.execute("UPDATE games SET taken = (finished = 1 AND listed = 1)")
        else:
            connection.executemany("UPDATE games SET taken = 1 WHERE name = ?", names)
        connection.executemany(
            "INSERT OR REPLACE INTO people (person, name, games, rated, value, deviation, change) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            (
                (key, p.name, p.games, p.rated, p.value, p.deviation, p.change)
                for key, p in rater.people.items()
                if key in touched
            ),
        )
    if sealed and not anew:
        _add_tallies(connection, names)
    else:
        _tally(connection)
