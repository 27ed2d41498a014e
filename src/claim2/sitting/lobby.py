"""What the start screen offers, as data: the unfinished game, the games kept aside, a
notice, and the new game the players ask for.

Everything here is public (names, where a game stands, a match's tally): the start
screen is seen by anyone at the laptop.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from claim2.settings.options import GameOptions
from claim2.text.i18n import _

if TYPE_CHECKING:  # the start screen imports this before its first frame: records later
    from claim2.engine import GameState
    from claim2.game.saves import ShelvedGame
    from claim2.records.parts import RecordMatch
    from claim2.records.record import GameRecord


@dataclass(frozen=True, slots=True)
class MatchInfo:
    """Which game of a match an unfinished game is, and the tally before it in words
    (``Ann 1 – Bob 0``)."""

    game: int
    tally: str


@dataclass(frozen=True, slots=True)
class ResumeInfo:
    """What the start screen tells about an unfinished game (all public)."""

    names: tuple[str, str]
    phase: int
    trick: int
    match: MatchInfo | None = None  # None: a single game
    when: str = ""  # when it was last played, for games that read alike

    @property
    def where(self) -> str:
        """Where the game stands, e.g. "Phase 1 · trick 4 of 13"."""
        from claim2.present.narrator import trick_heading

        return trick_heading(self.phase, self.trick).plain


@dataclass(frozen=True, slots=True)
class ShelvedInfo:
    """An unfinished game kept aside, listed on the start screen to be resumed."""

    path: Path
    game: ResumeInfo


@dataclass(frozen=True, slots=True)
class Lobby:
    """What the start screen shows besides the new game: the unfinished game to resume, a
    notice (plain text: a file that could not be read, a folder that cannot be used) and the
    games kept aside."""

    resume: ResumeInfo | None = None
    notice: str | None = None
    shelved: tuple[ShelvedInfo, ...] = ()


@dataclass(frozen=True, slots=True)
class NewGame:
    """A new game as asked for on the start screen: the two names, who leads first (None: at
    random), the options; ``first_to``: a new match won by the first to 2 or 3 wins (None:
    a single game), or ``match``: the match it belongs to."""

    names: tuple[str, str]
    first_leader: int | None = None
    options: GameOptions = field(default_factory=GameOptions)
    first_to: int | None = None
    match: RecordMatch | None = None

    def record_match(self, now: datetime | None = None) -> RecordMatch | None:
        """The match the game belongs to: its own, a new one, or none."""
        from claim2.game.matches import match_id, new_match

        if self.match is not None or self.first_to is None:
            return self.match
        return new_match(self.first_to, match_id(now or datetime.now()))


@dataclass(frozen=True, slots=True)
class Unfinished:
    """A question before a new game: an unfinished game is in the save (resume it, keep it
    aside and start the new one, or cancel). Its players and where it stands."""

    names: tuple[str, str]
    where: str


@dataclass(frozen=True, slots=True)
class Wanted:
    """What the command line asked of a new game (``claim2 play --name Ann --seed 3``):
    ``names`` (none: not said), the computer's level (``computer_given``: said, None for two
    people), ``hints`` and ``seed`` (None: not said)."""

    names: tuple[str, ...] = ()
    computer: str | None = None
    computer_given: bool = False
    hints: bool | None = None
    seed: int | None = None

    @property
    def said(self) -> bool:
        """Whether anything about a game was asked for."""
        given = (self.computer_given, self.hints is not None, self.seed is not None)
        return bool(self.names) or any(given)

    def agrees(self, record: GameRecord) -> bool:
        """Whether the unfinished game ``record`` is the game asked for: the same players,
        opponent and hints, and with a seed, its deal (as ``Sitting.start_now`` deals it)."""
        from claim2.engine import shuffled_deal
        from claim2.text.names import same_person

        level = record.computer.level if record.computer is not None else None
        if self.computer_given and self.computer != level:
            return False
        if self.hints is not None and self.hints != record.hints:
            return False
        if self.names:
            people = [
                seat for seat in (0, 1) if record.computer is None or seat != record.computer.seat
            ]
            players = [record.players[seat] for seat in people]
            if len(players) != len(self.names):
                return False
            if not all(same_person(a, b) for a, b in zip(self.names, players, strict=True)):
                return False
        if self.seed is not None:
            deal = shuffled_deal(self.seed)
            hands = tuple(sorted(card.code for card in hand) for hand in deal.hands)
            recorded = tuple(sorted(hand) for hand in record.deal.hands)
            if hands != recorded or [card.code for card in deal.draw_pile] != record.deal.draw_pile:
                return False
        return True


@dataclass(frozen=True, slots=True)
class StartChoices:
    """What the start screen is filled in with after a game: the names and options."""

    names: tuple[str, str] = ("", "")
    options: GameOptions = field(default_factory=GameOptions)
    first_to: int | None = None


def first_leader_at_random(seed: int | None) -> int:
    """0 or 1 at random; reproducible when the game has a seed."""
    if seed is None:
        return random.SystemRandom().randrange(2)
    return random.Random(f"claim2 first leader {seed}").randrange(2)


def resume_info(record: GameRecord, state: GameState, when: str = "") -> ResumeInfo:
    """What the start screen says about an unfinished game: who plays, where it stands, and
    which game of a match it is, with the tally before it."""
    from claim2.game.matches import tally_text

    players = (record.players[0], record.players[1])
    match = None
    if record.match is not None:
        match = MatchInfo(record.match.game, tally_text(players, record.match.tally))
    return ResumeInfo(players, state.phase, state.trick, match, when)


def shelved_infos(games: list[ShelvedGame]) -> tuple[ShelvedInfo, ...]:
    """The games kept aside for the start screen; those that read alike are told apart by
    when they were kept (from their file names): to the minute, or to the second when that
    is not enough, with the file's number when two were kept in the same second."""
    listed = [resume_info(game.record, game.state) for game in games]
    for detail in range(KEPT_WHEN_DETAILS):
        alike = {info for info in listed if listed.count(info) > 1}
        if not alike:
            break
        listed = [
            replace(info, when=kept_when(game.path, detail)) if info in alike else info
            for game, info in zip(games, listed, strict=True)
        ]
    return tuple(ShelvedInfo(game.path, info) for game, info in zip(games, listed, strict=True))


KEPT_WHEN_DETAILS = 3  # to the minute, to the second, with the file's number


def kept_when(path: Path, detail: int = 0) -> str:
    """When a game kept aside was kept, from its name (``unfinished-20261201-101500.json``,
    or ``unfinished-20261201-101500-2.json`` for the second one kept in that second):
    ``2026-12-01 10:15``; with ``detail`` 1 ``2026-12-01 10:15:00``; with ``detail`` 2
    ``2026-12-01 10:15:00 (2)``. A name not made that way is given as it is."""
    stem = path.stem
    parts = stem.split("-")
    if len(parts) >= 3 and parts[1].isdigit() and parts[2][:6].isdigit():
        day, moment = parts[1], parts[2]
        if len(day) == 8 and len(moment) >= 4:
            when = f"{day[:4]}-{day[4:6]}-{day[6:]} {moment[:2]}:{moment[2:4]}"
            if detail >= 1 and len(moment) >= 6:
                when = f"{when}:{moment[4:6]}"
            if detail >= 2:
                number = parts[3] if len(parts) > 3 and parts[3].isdigit() else "1"
                when = f"{when} ({number})"
            return when
    return stem


def folder_notice(problem: str) -> str:
    """The start screen's words for a data folder that cannot be used."""
    return _("{problem}. You can still play, but the game cannot be saved there.").format(
        problem=problem[:1].upper() + problem[1:]
    )
