"""One game of the history and the statistics' counters (no pydantic: commands stay fast).

A ``GameEntry`` is what the history needs of one record file in the saves folder:
who played, who won, with how many votes, when, against which level of the
computer, the match, the take-backs. ``history_reading.read_entry`` makes it from
the file; the history index (``history_index``) keeps it in SQLite; the record
files stay the source of truth (``GameEntry.record`` reads the file again).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from claim2.engine import Faction
from claim2.engine.ruleset import next_seat

if TYPE_CHECKING:
    from claim2.records.record import GameRecord

JsonObject = dict[str, object]


@dataclass(frozen=True, slots=True)
class Rating:
    """A person's rating (``value``), its ``deviation`` (the uncertainty: about two
    deviations either side hold the true strength), and how much the person's last rated
    game changed the value (0 before any)."""

    value: float
    deviation: float
    change: float = 0.0
    games: int = 0  # games rated

    def as_json(self) -> JsonObject:
        return {"value": round(self.value, 2), "deviation": round(self.deviation, 2)}


@dataclass(frozen=True, slots=True)
class ComputerSeat:
    """The seat the computer played, at which level (a record's ``computer``)."""

    seat: int
    level: str


@dataclass(frozen=True, slots=True)
class MatchInfo:
    """The match a game belongs to (a record's ``match``): its id, the wins that take it,
    the game's number and each seat's wins before it."""

    id: str
    first_to: int
    game: int
    tally: tuple[int, int]

    def as_json(self) -> JsonObject:
        return {
            "id": self.id,
            "first_to": self.first_to,
            "game": self.game,
            "tally": list(self.tally),
        }


@dataclass(frozen=True, slots=True)
class GameEntry:
    """One game found in the saves folder (a row of the history)."""

    file: str  # relative to the data folder, with "/" ("saves/game-20261201-101500.json")
    players: tuple[str, str]
    finished: bool
    when: datetime | None  # when it ended (finished) or was last saved, in UTC; None: unknown
    winner: int | None = None  # the winning seat; None: a draw, or not finished
    votes: tuple[int, int] | None = None  # None when not finished
    faction_votes: tuple[int | None, ...] = ()  # the seat each faction voted for, deck order
    phase: int = 1  # where an unfinished game stands
    trick: int = 1
    computer: ComputerSeat | None = None
    take_backs: int = 0
    match: MatchInfo | None = None
    folder: Path | None = field(default=None, compare=False)  # the data folder it is in

    @property
    def vs_computer(self) -> str | None:
        """The computer's level, or None for two people."""
        return None if self.computer is None else self.computer.level

    @property
    def human_seats(self) -> tuple[int, ...]:
        if self.computer is None:
            return (0, 1)
        return (next_seat(self.computer.seat),)

    @property
    def path(self) -> Path:
        return (self.folder or Path()) / self.file

    @property
    def record(self) -> GameRecord:
        """The game's record, read again from its file (raises RecordError)."""
        from claim2.records.parts import RecordComputer
        from claim2.records.record import load_record, upgraded

        record = load_record(self.path)
        if record.version == 1 and self.computer is not None:
            computer = RecordComputer(seat=self.computer.seat, level=self.computer.level)
            record = upgraded(record, computer=computer)
        return record


@dataclass(slots=True)
class Tally:
    """Games, wins and draws (losses are the rest)."""

    games: int = 0
    wins: int = 0
    draws: int = 0

    @property
    def losses(self) -> int:
        return self.games - self.wins - self.draws

    @property
    def win_rate(self) -> float | None:
        """Wins per game (0 to 1), or None without games."""
        return self.wins / self.games if self.games else None

    def count(self, result: int) -> None:
        """One more game: ``result`` is 1 (won), 0 (a draw) or -1 (lost)."""
        self.games += 1
        self.wins += result == 1
        self.draws += result == 0

    def as_json(self) -> JsonObject:
        rate = self.win_rate
        return {
            "games": self.games,
            "wins": self.wins,
            "draws": self.draws,
            "losses": self.losses,
            "win_rate": None if rate is None else round(rate, 4),
        }


@dataclass(slots=True)
class PlayerStats:
    """One person's record over the finished games."""

    total: Tally = field(default_factory=Tally)
    vs_people: Tally = field(default_factory=Tally)
    vs_computer: dict[str, Tally] = field(default_factory=dict)  # by level
    faction_votes: dict[Faction, int] = field(default_factory=lambda: dict.fromkeys(Faction, 0))
    take_backs: int = 0
    rating: Rating | None = None  # over the finished games in order (``history.ratings``)

    def as_json(self) -> JsonObject:
        """``claim2 history --json``'s entry for a person (see docs/formats.md)."""
        return {
            "rating": None if self.rating is None else self.rating.as_json(),
            **self.total.as_json(),
            "votes_won_by_faction": {faction.key: n for faction, n in self.faction_votes.items()},
            "vs_people": self.vs_people.as_json(),
            "vs_computer": {level: t.as_json() for level, t in sorted(self.vs_computer.items())},
            "take_backs": self.take_backs,
        }
