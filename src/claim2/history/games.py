"""The history of games: every record in the saves folder, and the players' statistics.

Finished games are listed newest first; games that stopped in the middle (the one
in progress, and shelved ones) are listed apart. The record files are only read,
never moved or written: one that cannot be read is skipped with a note (one line).
The same game found twice (a crash between keeping a finished save and removing it,
say) is counted once. The computer is not a player in the statistics: a person's
games against it are counted apart for each level.

The games come from the history index (``history_index``: SQLite, brought up to date
with the files each time it is opened), a page at a time for the app and ``claim2
history``; ``read_history`` reads all of them at once. ``game_json`` and
``history_json`` are ``claim2 history --json`` (documented in docs/formats.md); every
time in it is ISO 8601 (``moments.iso_utc``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from claim2.engine import Faction
from claim2.history.entry import ComputerSeat, GameEntry, MatchInfo, PlayerStats, Tally
from claim2.history.index import open_index
from claim2.history.ratings import people_of
from claim2.storage.moments import iso_utc
from claim2.text.names import name_key

__all__ = [
    "ComputerSeat",
    "GameEntry",
    "History",
    "MatchInfo",
    "PlayerStats",
    "Tally",
    "game_json",
    "history_json",
    "read_history",
    "statistics",
]

SAVES_FOLDER: Final = "saves"
PAGE_SIZE: Final = 50  # games a page of ``claim2 history`` shows
FACTION_KEYS: Final = tuple(faction.key for faction in Faction)  # "gnomes"…, deck order

JsonObject = dict[str, object]


@dataclass(frozen=True, slots=True)
class History:
    games: tuple[GameEntry, ...]  # finished, newest first
    shelved: tuple[GameEntry, ...]  # unfinished, newest first
    notes: tuple[str, ...]  # one line for each file skipped
    players: dict[str, PlayerStats] | None = None  # counted by the index, if it did

    def statistics(self) -> dict[str, PlayerStats]:
        return self.players if self.players is not None else statistics(self.games)


def read_history(data: Path | None = None) -> History:
    """Every game in the saves folder of ``data`` (the data folder by default), through the
    history index; the statistics are counted by SQL."""
    with open_index(data) as index:
        games = tuple(index.page(0, index.count()))
        return History(games, tuple(index.shelved()), tuple(index.notes()), index.statistics())


def statistics(games: Iterable[GameEntry]) -> dict[str, PlayerStats]:
    """Each person's games, wins, draws and votes in these finished games, by the name as
    written in their latest game (what the index counts with SQL, counted here one game at
    a time; a person is a name key: ``claim2.text.names.name_key``)."""
    players: dict[str, PlayerStats] = {}
    finished = [game for game in games if game.finished]
    for game in finished:
        for seat in dict.fromkeys(game.human_seats):
            stats = players.setdefault(name_key(game.players[seat]), PlayerStats())
            result = 0 if game.winner is None else (1 if game.winner == seat else -1)
            stats.total.count(result)
            level = game.vs_computer
            if level is None:
                stats.vs_people.count(result)
            else:
                stats.vs_computer.setdefault(level, Tally()).count(result)
            for faction, vote in zip(Faction, game.faction_votes, strict=True):
                stats.faction_votes[faction] += vote == seat
            stats.take_backs += game.take_backs
    people = people_of(finished)
    named = {}
    for key, stats in players.items():
        stats.rating = people[key].rating
        named[people[key].name] = stats
    return dict(sorted(named.items(), key=lambda item: (-item[1].total.games, item[0])))


def game_json(game: GameEntry) -> JsonObject:
    """One game as ``claim2 history --json`` lists it (see docs/formats.md)."""
    match = game.match
    when = None if game.when is None else iso_utc(game.when)
    result: JsonObject = {
        "file": game.file,
        "finished": game.finished,
        "players": list(game.players),
        "winner": game.winner,
        "votes": None if game.votes is None else list(game.votes),
        "ended": when if game.finished else None,
        "vs_computer": game.vs_computer,
        "computer_seat": None if game.computer is None else game.computer.seat,
        "take_backs": game.take_backs,
        "match": None if match is None else match.as_json(),
    }
    if game.finished:
        result["faction_winners"] = dict(zip(FACTION_KEYS, game.faction_votes, strict=True))
    else:
        result.update(saved=when, phase=game.phase, trick=game.trick)
    return result


def history_json(
    games: History | Iterable[GameEntry],
    players: dict[str, PlayerStats] | None = None,
    shelved: Iterable[GameEntry] = (),
) -> JsonObject:
    """The ``claim2 history --json`` object: games, players, and the shelved games (of a
    ``History``, or given one by one)."""
    if isinstance(games, History):
        history = games
        games, players, shelved = history.games, history.statistics(), history.shelved
    finished = list(games)
    counted = players if players is not None else statistics(finished)
    return {
        "games": [game_json(game) for game in finished],
        "players": {name: stats.as_json() for name, stats in counted.items()},
        "shelved": [game_json(game) for game in shelved],
    }
