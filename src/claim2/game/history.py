"""The history of games: every record in the saves folder, and the players' statistics.

Finished games are listed newest first; games that stopped in the middle
(the one in progress, and shelved ones) are listed apart. Files are only
read, never moved or written: one that cannot be read is skipped with a note
(one line). The same game found twice (a crash between keeping a finished
save and removing it, say) is counted once.

A game's time is the end written in its record (version 2), else the time in
its name (``game-20261201-101500.json``, local time), else when the file was
last written. The computer is not a player in the statistics: a person's
games against it are counted apart for each level.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Final

from pydantic import BaseModel, ConfigDict

from claim2.engine import Faction, outcome
from claim2.engine.ruleset import next_seat
from claim2.game.file_reading import FileProblem, read_model
from claim2.game.i18n import _
from claim2.game.quoting import quote
from claim2.game.records import (
    GameRecord,
    RecordComputer,
    RecordError,
    RecordMatch,
    load_record,
    parse_time,
    replay_states,
    upgraded,
)
from claim2.game.storage import data_folder

SAVES_FOLDER: Final = "saves"
OPTIONS_FOLDER: Final = "options"  # saves/options/<name>: a game's options before version 2
OPTIONS_LIMIT: Final = 64_000
CURRENT_SAVE: Final = "current.json"
MAX_FILES: Final = 5000  # a saves folder with more is read up to this many (newest names last)
_STAMP = re.compile(r"-(\d{8}-\d{6})(?:-\d+)?\.json$")

JsonObject = dict[str, object]


class _OldOptions(BaseModel):
    """What the history needs of the options file kept beside saves before record version 2
    (``{"format": "claim2-game-options", "version": 1, "computer": {...}, "hints": ...}``)."""

    model_config = ConfigDict(strict=True, extra="ignore", frozen=True)

    computer: RecordComputer | None


@dataclass(frozen=True, slots=True)
class GameEntry:
    """One game found in the saves folder."""

    file: str  # relative to the data folder, with "/" ("saves/game-20261201-101500.json")
    record: GameRecord
    finished: bool
    when: datetime  # when it ended (finished) or was last saved (unfinished), in UTC
    winner: int | None = None  # the winning seat; None: a draw, or not finished
    votes: tuple[int, int] | None = None  # None when not finished
    faction_votes: tuple[int | None, ...] = ()  # the seat each faction voted for, deck order
    phase: int = 1  # where an unfinished game stands
    trick: int = 1

    @property
    def players(self) -> tuple[str, str]:
        return (self.record.players[0], self.record.players[1])

    @property
    def vs_computer(self) -> str | None:
        """The computer's level, or None for two people."""
        return None if self.record.computer is None else self.record.computer.level

    @property
    def human_seats(self) -> tuple[int, ...]:
        if self.record.computer is None:
            return (0, 1)
        return (next_seat(self.record.computer.seat),)

    @property
    def match(self) -> RecordMatch | None:
        return self.record.match


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

    def as_json(self) -> JsonObject:
        return {
            **self.total.as_json(),
            "votes_by_faction": {faction.key: n for faction, n in self.faction_votes.items()},
            "vs_people": self.vs_people.as_json(),
            "vs_computer": {level: t.as_json() for level, t in sorted(self.vs_computer.items())},
            "take_backs": self.take_backs,
        }


@dataclass(frozen=True, slots=True)
class History:
    games: tuple[GameEntry, ...]  # finished, newest first
    shelved: tuple[GameEntry, ...]  # unfinished, newest first
    notes: tuple[str, ...]  # one line for each file skipped

    def statistics(self) -> dict[str, PlayerStats]:
        return statistics(self.games)


def saves_folder(data: Path | None = None) -> Path:
    return (data or data_folder()) / SAVES_FOLDER


def read_history(data: Path | None = None) -> History:
    """Every game record in the saves folder of ``data`` (the data folder by default)."""
    data = data or data_folder()
    folder = saves_folder(data)
    notes: list[str] = []
    try:
        paths = sorted(
            (p for p in folder.iterdir() if p.suffix == ".json" and not p.name.startswith(".")),
            key=lambda p: (p.name == CURRENT_SAVE, p.name),  # kept copies before current.json
        )
    except FileNotFoundError:
        return History((), (), ())
    except OSError as error:
        reason = error.strerror or str(error)
        note = _("cannot read the folder {path}: {reason}").format(
            path=quote(str(folder), limit=200), reason=reason
        )
        return History((), (), (note,))
    entries: list[GameEntry] = []
    seen: set[tuple[object, ...]] = set()
    for path in paths[-MAX_FILES:]:
        entry = _entry(path, data, notes)
        if entry is None:
            continue
        key = _identity(entry.record)
        if key in seen:
            continue
        seen.add(key)
        entries.append(entry)
    entries.sort(key=lambda e: (e.when, e.file), reverse=True)
    return History(
        tuple(e for e in entries if e.finished),
        tuple(e for e in entries if not e.finished),
        tuple(notes),
    )


def _entry(path: Path, data: Path, notes: list[str]) -> GameEntry | None:
    name = path.relative_to(data).as_posix()
    try:
        if not path.is_file():  # a folder, a pipe (which would never end), a broken link
            raise RecordError(_("it is not a file"))
        record = load_record(path)
        states = replay_states(record)
        written = path.stat().st_mtime
    except (RecordError, OSError) as error:
        reason = error.reason if isinstance(error, RecordError) else error.strerror or str(error)
        notes.append(
            _("skipped {file}: {reason}").format(file=quote(name, limit=200), reason=reason)
        )
        return None
    if record.version == 1:  # version 2 records hold their options
        record = _with_old_options(record, path, data, notes)
    final = states[-1]
    saved = datetime.fromtimestamp(written, UTC)
    if not final.finished:
        return GameEntry(name, record, False, saved, phase=final.phase, trick=final.trick)
    result = outcome(final)
    when = _ended(record, path) or saved
    return GameEntry(
        name,
        record,
        True,
        when,
        winner=result.winner,
        votes=result.votes,
        faction_votes=tuple(faction.vote for faction in result.factions),
    )


def _with_old_options(record: GameRecord, path: Path, data: Path, notes: list[str]) -> GameRecord:
    """``record`` with the computer named in its old options file, if there is one."""
    options = path.parent / OPTIONS_FOLDER / path.name
    if not options.is_file():
        return record
    try:
        found = read_model(options, _OldOptions, limit=OPTIONS_LIMIT)
    except FileProblem as problem:
        name = options.relative_to(data).as_posix()
        notes.append(
            _("skipped {file}: {reason}").format(file=quote(name, limit=200), reason=problem.reason)
        )
        return record
    if found.computer is None:
        return record
    return upgraded(record, computer=found.computer)


def _ended(record: GameRecord, path: Path) -> datetime | None:
    if record.ended is not None:
        moment = parse_time(record.ended)
        if moment is not None:
            return moment.astimezone(UTC)
    stamp = _STAMP.search(path.name)
    if stamp is None:
        return None
    try:  # the name's time is local time (see tui.saves.keep_as)
        return datetime.strptime(stamp.group(1), "%Y%m%d-%H%M%S").astimezone(UTC)
    except ValueError:
        return None


def _identity(record: GameRecord) -> tuple[object, ...]:
    deal = record.deal
    return (
        record.players,
        record.first_leader,
        tuple(map(tuple, deal.hands)),
        tuple(deal.draw_pile),
        tuple(record.actions),
    )


def statistics(games: Iterable[GameEntry]) -> dict[str, PlayerStats]:
    """Each person's games, wins, draws and votes in these finished games, by name."""
    players: dict[str, PlayerStats] = {}
    for game in games:
        if not game.finished:
            continue
        for seat in dict.fromkeys(game.human_seats):
            name = game.players[seat]
            stats = players.setdefault(name, PlayerStats())
            result = 0 if game.winner is None else (1 if game.winner == seat else -1)
            stats.total.count(result)
            level = game.vs_computer
            if level is None:
                stats.vs_people.count(result)
            else:
                stats.vs_computer.setdefault(level, Tally()).count(result)
            for faction, vote in zip(Faction, game.faction_votes, strict=True):
                stats.faction_votes[faction] += vote == seat
            stats.take_backs += game.record.take_backs
    return dict(sorted(players.items(), key=lambda item: (-item[1].total.games, item[0])))


def time_json(moment: datetime) -> str:
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def game_json(game: GameEntry) -> JsonObject:
    """One game as ``claim2 history --json`` lists it."""
    match = game.match
    result: JsonObject = {
        "file": game.file,
        "finished": game.finished,
        "players": list(game.players),
        "winner": game.winner,
        "votes": None if game.votes is None else list(game.votes),
        "ended": time_json(game.when) if game.finished else None,
        "vs_computer": game.vs_computer,
        "computer_seat": None if game.record.computer is None else game.record.computer.seat,
        "take_backs": game.record.take_backs,
        "match": None if match is None else match.model_dump(mode="json"),
    }
    if game.finished:
        result["votes_by_faction"] = {
            faction.key: vote for faction, vote in zip(Faction, game.faction_votes, strict=True)
        }
    else:
        result.update(saved=time_json(game.when), phase=game.phase, trick=game.trick)
    return result


def history_json(history: History) -> JsonObject:
    """The ``claim2 history --json`` object: games, players, and the shelved games."""
    return {
        "games": [game_json(game) for game in history.games],
        "players": {name: stats.as_json() for name, stats in history.statistics().items()},
        "shelved": [game_json(game) for game in history.shelved],
    }
