"""What the host tells the guest, and the guest's answers, as values: a game begun, where
a match stands, a take-back asked or answered, a move refused; a card, going on, a
take-back asked, an answer, another game."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from claim2.engine import Action, Card, IllegalAction
from claim2.game.steps import NextScreen


class Status(Enum):
    CONNECTING = "connecting"
    LOBBY = "lobby"  # joined; the host has not started a game yet
    PLAYING = "playing"
    LOST = "lost"  # the connection dropped: joining again
    REFUSED = "refused"  # the host refused us (``problem`` says why): the end
    HOST_LEFT = "host_left"  # the host's player quit: the end


@dataclass(frozen=True, slots=True)
class Match:
    """The match a game belongs to: the first to ``first_to`` wins; game ``game``;
    ``tally`` before it."""

    first_to: int
    game: int
    tally: tuple[int, int]


@dataclass(frozen=True, slots=True)
class GameInfo:
    """A game the host began (or goes on with after a rejoin): the names, the guest's
    seat, who led first, its match, whether it was resumed from the host's save."""

    names: tuple[str, str]
    seat: int
    first_leader: int
    match: Match | None
    resumed: bool


@dataclass(frozen=True, slots=True)
class Standing:
    """After a game of a match: the tally, and the match's winner (None: it goes on)."""

    tally: tuple[int, int]
    winner: int | None
    next_game: int


@dataclass(frozen=True, slots=True)
class TakeBackQuestion:
    """The other player asks to take back ``card``, the card they led."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class TakeBackAnswer:
    """The answer to ``seat``'s question: ``card`` went back if ``allowed``."""

    seat: int
    card: Card
    allowed: bool
    lapsed: bool


@dataclass(frozen=True, slots=True)
class Refused:
    """The host's engine refused our move: ``error`` (our own cards only)."""

    error: IllegalAction


News = TakeBackQuestion | TakeBackAnswer | Refused


# The guest's answers, for the connection to send -----------------------------------------


@dataclass(frozen=True, slots=True)
class Play:
    action: Action
    shown: NextScreen


@dataclass(frozen=True, slots=True)
class Proceed:
    shown: NextScreen


@dataclass(frozen=True, slots=True)
class AskTakeBack:
    shown: NextScreen


@dataclass(frozen=True, slots=True)
class AnswerTakeBack:
    allow: bool


@dataclass(frozen=True, slots=True)
class Again:
    pass


Answer = Play | Proceed | AskTakeBack | AnswerTakeBack | Again
