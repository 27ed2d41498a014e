"""What a review found: exact values for phase two, estimates for phase one.

Values are for seat 0, as in ``claim2 replay --json``: 1 seat 0 wins, 0 a draw,
-1 seat 1 wins (with best play from both sides from that moment). Every rated move is
graded by what it cost (``grading``); ``GradedMove`` is the same for both phases, for
the words and the chart (``claim2.present``) and any page that lays a review out.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from claim2.engine import Action, Card
from claim2.review.grading import Grade, accuracy, grade

WIN, DRAW, LOSS = 1, 0, -1  # a value for seat 0


def for_seat(value: int, seat: int) -> int:
    """A value for seat 0 seen from ``seat``: 1 a win for that seat, -1 a loss."""
    return value if seat == 0 else -value


def _for_seat_0(share: float, seat: int) -> float:
    """``seat``'s chance of winning as seat 0's (a draw counting half)."""
    return share if seat == 0 else 1 - share


def chance(value: int) -> float:
    """An exact value for seat 0 as seat 0's chance of winning (a draw counting half)."""
    return (value + 1) / 2


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
    forced: bool = False  # the only legal card: not rated

    @property
    def changed(self) -> bool:
        return self.before != self.after

    @property
    def loss(self) -> float:
        """The chance the move gave away: 1 a win turned into a loss, 1/2 a win into a draw
        or a draw into a loss, else 0."""
        return (for_seat(self.before, self.seat) - for_seat(self.after, self.seat)) / 2

    @property
    def grade(self) -> Grade:
        return grade(self.loss, exact=True)


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
    """A decision as the strong level rates it: the average result of the action played and
    of the best action it found over its sampled games, for the player who chose (a win 1,
    a draw 1/2, a loss 0). Phase one's decisions, and phase two's where the exact search
    ran out of its budget (``phase``).

    ``confirmed``: the loss was looked at again on fresh sampled games (every mistake and
    blunder is, ``claim2.review.estimates``); ``short``: on as many as a closer look only
    (graded by that look's noise). ``graded``: the grade the review gave it, made monotone
    over the review (``grading.monotone``); None: its own look's (``own_grade``)."""

    trick: int
    index: int  # the action in the record
    seat: int
    move: Move
    action: Action
    score: float
    best: Action
    best_score: float
    confirmed: bool = False
    phase: int = 1
    short: bool = False
    graded: Grade | None = None

    @property
    def loss(self) -> float:
        if self.action == self.best:
            return 0.0
        return max(0.0, self.best_score - self.score)

    @property
    def grade(self) -> Grade:
        """As the review graded it (``graded``), else by its own look (``own_grade``)."""
        return self.graded if self.graded is not None else self.own_grade

    @property
    def own_grade(self) -> Grade:
        """By the loss and the noise of its look; a mistake or a blunder only once confirmed
        (else at worst an inaccuracy)."""
        return grade(self.loss, confirmed=self.confirmed, short=self.short)

    @property
    def clearly_worse(self) -> bool:
        """Graded a mistake or a blunder."""
        return self.grade.serious


@dataclass(frozen=True, slots=True)
class GradedMove:
    """A rated move of either phase, as the summary and the chart use it.

    ``before`` and ``after``: seat 0's chance of winning just before and after it (exact
    in phase two, else the chooser's estimate turned round for seat 1); ``better``: a
    better move when it lost anything."""

    phase: int
    trick: int
    index: int
    seat: int
    move: Move
    action: Action
    better: Action | None
    loss: float
    grade: Grade
    exact: bool
    before: float
    after: float

    @classmethod
    def of_estimate(cls, estimate: Estimate) -> GradedMove:
        loss, seat = estimate.loss, estimate.seat
        return cls(
            estimate.phase, estimate.trick, estimate.index, seat, estimate.move,
            estimate.action, estimate.best if loss > 0 else None, loss, estimate.grade, False,
            _for_seat_0(estimate.best_score, seat), _for_seat_0(estimate.score, seat),
        )  # fmt: skip

    @classmethod
    def of_exact(cls, trick: ExactTrick, move: ExactMove) -> GradedMove:
        offset = 0 if move is trick.lead else 1
        kind = Move.LEAD if offset == 0 else Move.REPLY
        return cls(
            2, trick.trick, trick.index + offset, move.seat, kind, move.card, move.better,
            move.loss, move.grade, True, chance(move.before), chance(move.after),
        )  # fmt: skip


@dataclass(frozen=True, slots=True)
class Turning:
    """The move after which the game's result never changed again: where it was decided."""

    trick: int
    move: ExactMove


@dataclass(frozen=True, slots=True)
class ChartPoint:
    """A player's chance of winning after a trick (a draw counting half): exact, or their
    own estimate (``chart_points``)."""

    phase: int
    trick: int
    chance: float
    exact: bool


@dataclass(frozen=True, slots=True)
class Fall:
    """A player's chance of winning before and after a trick of phase one, theirs."""

    trick: int
    before: float
    after: float

    @property
    def size(self) -> float:
        return self.before - self.after


@dataclass(frozen=True, slots=True)
class GameReview:
    """A review of a game, as far as it may be shown.

    ``whole``: every card could be used (a finished game, or ``--reveal``); otherwise only
    what both players have seen, ``actions`` of ``recorded``. ``estimates``: phase one's
    decisions, and phase two's in the tricks the exact search could not solve within its
    budget; ``tricks``: phase two's solved tricks. ``start``: the exact value when phase
    two began (None if it has not, or was not solved). ``result``: the game's result for
    seat 0, None while it is being played."""

    players: tuple[str, str]
    whole: bool
    actions: int
    recorded: int
    estimates: tuple[Estimate, ...]
    tricks: tuple[ExactTrick, ...]
    result: int | None

    @property
    def start(self) -> int | None:
        if not self.tricks or self.tricks[0].trick != 1:
            return None
        return self.tricks[0].lead.before

    @property
    def turning(self) -> Turning | None:
        """The last phase-two move that changed the exact result, if any did."""
        for trick in reversed(self.tricks):
            for move in reversed(trick.moves):
                if move.changed:
                    return Turning(trick.trick, move)
        return None

    @property
    def flagged(self) -> tuple[Estimate, ...]:
        """The estimated decisions graded a mistake or a blunder."""
        return tuple(estimate for estimate in self.estimates if estimate.clearly_worse)

    @property
    def moves(self) -> tuple[GradedMove, ...]:
        """Every rated move of both phases, in the order played (not the forced ones)."""
        found = [GradedMove.of_estimate(estimate) for estimate in self.estimates]
        found += [
            GradedMove.of_exact(trick, move)
            for trick in self.tricks
            for move in trick.moves
            if not move.forced
        ]
        return tuple(sorted(found, key=lambda move: move.index))

    @property
    def accuracy(self) -> tuple[float | None, float | None]:
        """Each seat's accuracy, 0 to 100 (``grading.accuracy``; None: no move rated)."""
        moves = self.moves
        return (
            accuracy(move.loss for move in moves if move.seat == 0),
            accuracy(move.loss for move in moves if move.seat == 1),
        )

    def lost_most(self, seat: int, count: int = 2) -> tuple[GradedMove, ...]:
        """``seat``'s moves that lost the most, at most ``count``, the worst first: those
        graded an inaccuracy or worse."""
        worse = [move for move in self.moves if move.seat == seat and move.grade in _LOST_GROUND]
        worse.sort(key=lambda move: (-move.loss, move.index))
        return tuple(worse[:count])

    def fell_most(self, seat: int) -> Fall | None:
        """The trick of phase one after which ``seat``'s chance had fallen most since the
        point before (the first: the chance before their first rated move), if it fell at
        all, on ``seat``'s own chart (``chart_of``). Phase two's falls are its graded moves
        (exact: a fall is a blunder)."""
        before = self.opening(seat)
        if before is None:
            return None
        found: Fall | None = None
        for point in self.chart_of(seat):
            if point.phase != 1:
                break
            fall = Fall(point.trick, before, point.chance)
            if fall.size > 0 and (found is None or fall.size > found.size):
                found = fall
            before = point.chance
        return found

    @property
    def chart(self) -> tuple[ChartPoint, ...]:
        """Seat 0's chance of winning after each trick reviewed (``chart_points``)."""
        return chart_points(self, 0)

    def opening(self, seat: int) -> float | None:
        """``seat``'s chance of winning before the first trick, as they could know it: the
        chance before their first rated move of phase one (None: none was rated), where their
        chart starts (so that a loss in trick 1 is a fall too)."""
        for move in self.moves:
            if move.phase == 1 and move.seat == seat:
                return _for_seat_0(move.before, seat)
        return None

    def chart_of(self, seat: int) -> tuple[ChartPoint, ...]:
        """``seat``'s chance of winning after each trick reviewed, as ``seat`` could know it
        (``chart_points``)."""
        return chart_points(self, seat)


_LOST_GROUND = (Grade.INACCURACY, Grade.MISTAKE, Grade.BLUNDER)


def chart_points(review: GameReview, seat: int = 0) -> tuple[ChartPoint, ...]:
    """``seat``'s chance of winning (a draw counting half) after each trick, from ``seat``'s
    own view wherever it is estimated: the exact value after its reply where phase two was
    solved; else ``seat``'s estimate after their last rated move of the trick; else their
    estimate before their next rated move (or the exact value before the next solved move);
    after the game's last trick, its result. A trick with none of these has no point.

    Only ``seat``'s own estimates: each player's are made from their own cards (and the
    strong level's sampled games), so the two players' estimates of one moment differ, and
    a chart mixing them would rise and fall with whose move was rated last in a trick, not
    with what happened; on one player's chart their graded moves fall where they were made
    (a move's loss is the fall from its ``before`` to its ``after``).
    """
    exact = {trick.trick: trick for trick in review.tricks}
    every = review.moves
    moves = [move for move in every if move.exact or move.seat == seat]
    tricks = sorted({(move.phase, move.trick) for move in every} | {(2, t) for t in exact})
    if review.result is not None:
        tricks = [(phase, trick) for phase in (1, 2) for trick in range(1, 14)]
    points = []
    for phase, number in tricks:
        solved = exact.get(number) if phase == 2 else None
        if solved is not None:
            found = chance(solved.reply.after)
            points.append(ChartPoint(phase, number, _for_seat_0(found, seat), True))
            continue
        inside = [move for move in moves if (move.phase, move.trick) == (phase, number)]
        later = [move for move in moves if (move.phase, move.trick) > (phase, number)]
        if inside:
            found, known = inside[-1].after, inside[-1].exact
        elif (phase, number) == (2, 13) and review.result is not None:
            found, known = chance(review.result), True
        elif later:
            found, known = later[0].before, later[0].exact
        else:
            continue
        points.append(ChartPoint(phase, number, _for_seat_0(found, seat), known))
    return tuple(points)
