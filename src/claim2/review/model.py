"""What a review found: exact values for phase two, estimates for phase one.

Values are for seat 0, as in ``claim2 replay --json``: 1 seat 0 wins, 0 a draw,
-1 seat 1 wins (with best play from both sides from that moment).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from claim2.engine import Action, Card

WIN, DRAW, LOSS = 1, 0, -1  # a value for seat 0


def for_seat(value: int, seat: int) -> int:
    """A value for seat 0 seen from ``seat``: 1 a win for that seat, -1 a loss."""
    return value if seat == 0 else -value


class Move(Enum):
    """Which decision of a trick a review entry is about."""

    LEAD = "lead"
    REPLY = "reply"
    SEER = "seer"  # a Seer winner's choice (R8)


@dataclass(frozen=True, slots=True)
class ExactMove:
    """A phase-two move with the exact value before and after it (for seat 0).

    ``better``: when the move changed the value, a move that would have kept it."""

    seat: int
    card: Card
    before: int
    after: int
    better: Card | None = None

    @property
    def changed(self) -> bool:
        return self.before != self.after


@dataclass(frozen=True, slots=True)
class ExactTrick:
    """A phase-two trick: its lead and its reply, each with its values (chained: the value
    after the lead is the value before the reply)."""

    trick: int
    index: int  # the lead's action in the record (the reply is the next one)
    lead: ExactMove
    reply: ExactMove

    @property
    def moves(self) -> tuple[ExactMove, ExactMove]:
        return (self.lead, self.reply)


@dataclass(frozen=True, slots=True)
class Estimate:
    """A phase-one decision as the strong level rates it: the average result of each action
    over its sampled games, for the player who chose (a win 1, a draw 1/2, a loss 0).

    ``clearly_worse``: the action chosen lost at least ``CLEARLY_WORSE`` against ``best``,
    confirmed on more sampled games (``claim2.review.estimates``)."""

    trick: int
    index: int  # the action in the record
    seat: int
    move: Move
    action: Action
    score: float
    best: Action
    best_score: float
    clearly_worse: bool = False


@dataclass(frozen=True, slots=True)
class Turning:
    """The move after which the game's result never changed again: where it was decided."""

    trick: int
    move: ExactMove


@dataclass(frozen=True, slots=True)
class GameReview:
    """A review of a game, as far as it may be shown.

    ``whole``: every card could be used (a finished game, or ``--reveal``); otherwise only
    what both players have seen, ``actions`` of ``recorded``. ``start``: the exact value
    when phase two began (None if it has not). ``result``: the game's result for seat 0,
    None while it is being played."""

    players: tuple[str, str]
    whole: bool
    actions: int
    recorded: int
    estimates: tuple[Estimate, ...]
    tricks: tuple[ExactTrick, ...]
    result: int | None

    @property
    def start(self) -> int | None:
        return self.tricks[0].lead.before if self.tricks else None

    @property
    def turning(self) -> Turning | None:
        """The last phase-two move that changed the exact result, if any did."""
        for trick in reversed(self.tricks):
            for move in reversed(trick.moves):
                if move.changed:
                    return Turning(trick.trick, move)
        return None

    @property
    def mistakes(self) -> tuple[tuple[int, ExactMove], ...]:
        """Every phase-two move that changed the exact result, with its trick."""
        return tuple(
            (trick.trick, move) for trick in self.tricks for move in trick.moves if move.changed
        )

    @property
    def flagged(self) -> tuple[Estimate, ...]:
        """The phase-one decisions the strong level rates clearly worse."""
        return tuple(estimate for estimate in self.estimates if estimate.clearly_worse)
