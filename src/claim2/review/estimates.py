"""Decisions as the strong level rates them: estimates, never exact values.

In phase one the draw pile and part of the other hand are hidden, so no move has an
exact value. Each decision is rated as the strong level would rate it from the
chooser's own view (``StrongPolicy.analyse``: sampled deals that fit the view, each
action played out in them), remembering what that player saw before, as the
computer does. Phase two's decisions are rated so too in the tricks the exact search
could not solve within its budget (``exact_moves``).

The first look plays fewer deals than the strong level does in a game (``REVIEW``), and
it drops actions after a few deals (successive halving), so its loss of the action
played against the best action found is rough (it varies between runs by about 0.044),
and it may even call the move played the best. A move whose first look put another
action ``SCREEN`` or more above it is looked at closely: the move and its rivals (the
first look's best other action, and the next ones while they are ``SCREEN`` above the
move, ``RIVALS`` at most: ``_First.rivals``), all on the same ``MEASURE_WORLDS`` fresh
deals with the same playouts after each (``StrongPolicy.paired``: common random numbers,
so much of the luck of the deals cancels out), and the loss against the best of them is
the one graded. One that still loses ``CONFIRM_FROM`` (one closer look's noise) or more is
confirmed: the move and that best action on ``MEASURE_WORLDS`` other fresh deals, graded
on those alone (the closer look chose the better action, so its own loss is a little too
large; the confirming look's is not) by their own noise: a mistake from three of it
(``grading.SHORT_MISTAKE``). One whose confirming look finds ``EXTEND_FROM`` or more but
less than that is extended to ``CONFIRM_WORLDS`` deals, and graded on all of them by
their smaller noise (a mistake from ``grading.MISTAKE``). So a mistake or a blunder is
never the luck of one look (``grading``: each loss is graded by the noise of its look). A
move not looked at closely keeps the first look's loss, which can only make it best or
good, or an inaccuracy when the review had no looks left.

The closer looks are taken after every first look, the moves the first looks found worst
first (ties in the order played), each keeping a look for its confirmation; then the
confirmations are extended, the largest losses first. A review takes at most ``LOOKS``
closer looks' worth of sampled games (a count, so a game is always graded the same; a
confirming look counts as one, an extension as ``EXTENSION``, by their CPU), and none once
its thread has spent ``TIME_LIMIT`` seconds of CPU (a safety net for a much slower machine). Last,
the grades are made monotone in the loss over the review (``grading.monotone``): the
looks differ in their noise, and not every move gets every look, so a larger loss could
otherwise be graded below a smaller one.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from claim2.ai.knowledge import Memory
from claim2.ai.strong import STRONG, Analysis, StrongPolicy
from claim2.engine import Action, GameState, PlayerView, view
from claim2.review.grading import NOISE, SHORT_MISTAKE, at_least, monotone
from claim2.review.model import Estimate, Move

SCREEN = 0.01  # how far above the move another action's first look must be for a closer look
RIVALS = 3  # at most: the first look's other actions a closer look plays against the move
LOOKS = 22  # the sampled games of a review's closer and confirming looks, in closer looks
TIME_LIMIT = 4.0  # CPU seconds of a review's thread after which it takes no more looks
MEASURE_WORLDS = 512
CONFIRM_WORLDS = 2048  # a confirmation extended (EXTENSION: its cost in closer looks)
EXTENSION = 2  # 1,536 more games of two actions: about the CPU of two closer looks
CONFIRM_FROM = NOISE  # a closer look's loss from which the move is confirmed (one noise: 0.017)
EXTEND_FROM = (
    NOISE  # a short confirming look's loss from which it is extended (if short of a mistake)
)
# the strong level's search, on fewer deals, never solving phase two (the review does)
REVIEW = replace(STRONG, playouts=320, exact_tricks=0)

# told the index of each action rated twice: after its first look, after its closer looks
Progress = Callable[[int], None]


class Looks:
    """The looks a review may still take: as many sampled games as ``LOOKS`` closer looks
    (a confirming look counts as ``CONFIRM_WORLDS / MEASURE_WORLDS`` of them), and none past
    its thread's CPU deadline."""

    def __init__(self, count: int = LOOKS, seconds: float = TIME_LIMIT) -> None:
        self.left = count
        self.deadline = time.thread_time() + seconds  # ``math.inf``: no safety net (tests)

    def take(self, cost: int = 1) -> bool:
        """One more look costing ``cost`` closer looks, if the review may still take it."""
        if self.left < cost or time.thread_time() > self.deadline:
            return False
        self.left -= cost
        return True

    def give_back(self, cost: int = 1) -> None:
        """A look taken but not needed after all."""
        self.left += cost


def decisions(states: Sequence[GameState], count: int, *, phase: int = 1) -> list[int]:
    """The indexes of the actions of ``phase``, among the first ``count``, that had a choice."""
    out = []
    for index, state in enumerate(states[:count]):
        if state.phase > phase:
            break
        if state.phase == phase and len(view(state, state.to_move).legal_actions) > 1:
            out.append(index)
    return out


def move_kind(state: GameState) -> Move:
    if state.seer is not None:
        return Move.SEER
    return Move.REPLY if state.played else Move.LEAD


@dataclass
class _First:
    """A decision's first look, with what its player remembered then (for a closer look)."""

    state: GameState
    seen: PlayerView
    action: Action
    analysis: Analysis
    memory: Memory

    def rivals(self) -> list[Action]:
        """The other actions a closer look plays against the move, the best first (the first
        offered among equals): the first look's best, and the next ones while they are
        ``SCREEN`` or more above the move, ``RIVALS`` at most. One whose first look came out
        exactly as one already taken (as many games, the same average: in effect the same
        move, two cards that take the same tricks) is passed over."""
        scores, counts = self.analysis.scores, self.analysis.playouts
        order = list(scores)
        others = [action for action in order if action != self.action]
        others.sort(key=lambda action: (-scores[action], order.index(action)))
        taken: list[Action] = []
        for action in others:
            if taken and (
                len(taken) == RIVALS or not at_least(scores[action] - scores[self.action], SCREEN)
            ):
                break
            if not any(
                scores[action] == scores[other] and counts.get(action) == counts.get(other)
                for other in taken
            ):
                taken.append(action)
        return taken

    def gap(self) -> float:
        """How far the best other action's first look is above the move's (may be below 0)."""
        rivals = self.rivals()
        if not rivals:
            return -1.0
        return self.analysis.scores[rivals[0]] - self.analysis.scores[self.action]


def estimate_moves(
    states: Sequence[GameState],
    actions: Sequence[Action],
    indexes: Sequence[int],
    progress: Progress | None = None,
    looks: Looks | None = None,
) -> tuple[Estimate, ...]:
    """The strong level's estimates of the actions at ``indexes`` (in order).

    Each player's memory is built from their own earlier decisions, so the same game
    gives the same estimates however its decisions are shared out (``seed``s by index).
    """
    wanted = set(indexes)
    last = max(wanted, default=-1)
    looks = looks or Looks()
    policies = (StrongPolicy(REVIEW), StrongPolicy(REVIEW))
    firsts: dict[int, _First] = {}
    for index, state in enumerate(states[: last + 1]):
        seat = state.to_move
        seen = view(state, seat)
        action = actions[index]
        policy = policies[seat]
        if index in wanted:
            analysis = policy.analyse(seen, random.Random(f"review/{index}"))
            if action in analysis.scores:
                memory = Memory(
                    list(policy.memory.peeked_to_opponent), list(policy.memory.tricks_seen)
                )
                firsts[index] = _First(state, seen, action, analysis, memory)
            if progress is not None:
                progress(index)
                if action not in analysis.scores:  # not rated: no closer look to wait for
                    progress(index)
        policy.memory.note(seen, action)
    order = sorted(firsts, key=lambda index: (-firsts[index].gap(), index))
    looked: dict[int, Estimate] = {}
    short: list[_Short] = []  # confirmed on as many games as a closer look, to extend
    for index in order:
        looked[index], waiting = closer(index, firsts[index], looks)
        if waiting is not None:
            short.append(waiting)
        elif progress is not None:
            progress(index)
    for waiting in sorted(short, key=lambda found: (-found.estimate.loss, found.estimate.index)):
        looked[waiting.estimate.index] = waiting.extend(looks)
        if progress is not None:
            progress(waiting.estimate.index)
    found = [looked[index] for index in sorted(looked)]
    grades = monotone(
        [(estimate.loss, estimate.own_grade, estimate.confirmed) for estimate in found]
    )
    return tuple(
        estimate if graded is estimate.own_grade else replace(estimate, graded=graded)
        for estimate, graded in zip(found, grades, strict=True)
    )


@dataclass
class _Short:
    """A move confirmed on ``MEASURE_WORLDS`` fresh games, short of a mistake by that look's
    noise: extended to ``CONFIRM_WORLDS`` games if the review may still take the look."""

    estimate: Estimate
    policy: StrongPolicy
    seen: PlayerView

    def extend(self, looks: Looks) -> Estimate:
        """The estimate on all the confirming look's games (``CONFIRM_WORLDS``), or as it is."""
        estimate = self.estimate
        more = CONFIRM_WORLDS - MEASURE_WORLDS
        if more <= 0 or not looks.take(EXTENSION):
            return estimate
        pair = (estimate.best, estimate.action)
        again = self.policy.paired(self.seen, pair, (1 << 32) + estimate.index, more)
        weight = MEASURE_WORLDS / CONFIRM_WORLDS

        def mean(before: float, action: Action) -> float:
            return weight * before + (1 - weight) * again.scores[action]

        return replace(
            estimate,
            score=mean(estimate.score, estimate.action),
            best_score=mean(estimate.best_score, estimate.best),
            short=False,
        )


def closer(index: int, first: _First, looks: Looks) -> tuple[Estimate, _Short | None]:
    """One decision rated (see the module) from its first look, with a closer look and a
    confirming one if it needs them and the review may still take them; and, if that
    confirming look was short of a mistake, what it needs to be extended."""
    scores = first.analysis.scores
    action = first.action
    best = first.analysis.action
    score, best_score = scores[action], scores[best]
    confirmed = short = False
    waiting: _Short | None = None
    policy: StrongPolicy | None = None
    rivals = first.rivals()
    if rivals and at_least(first.gap(), SCREEN) and looks.take(2):  # one kept to confirm
        policy = StrongPolicy(REVIEW)
        policy.memory = first.memory
        look = policy.paired(first.seen, (action, *rivals), 2 * index, MEASURE_WORLDS)
        best = max(rivals, key=lambda rival: (look.scores[rival], -rivals.index(rival)))
        score, best_score = look.scores[action], look.scores[best]
        if best_score < score:  # the move was the best of them
            best, best_score = action, score
        if at_least(best_score - score, CONFIRM_FROM):
            again = policy.paired(first.seen, (best, action), 2 * index + 1, MEASURE_WORLDS)
            score, best_score = again.scores[action], again.scores[best]
            confirmed = short = True
        else:
            looks.give_back()  # the confirming look kept for it was not needed
    estimate = Estimate(
        trick=first.state.trick,
        index=index,
        seat=first.seen.seat,
        move=move_kind(first.state),
        action=action,
        score=score,
        best=best,
        best_score=best_score,
        confirmed=confirmed,
        phase=first.state.phase,
        short=short,
    )
    loss = estimate.loss
    if (
        short
        and policy is not None
        and at_least(loss, EXTEND_FROM)
        and not at_least(loss, SHORT_MISTAKE)
    ):
        waiting = _Short(estimate, policy, first.seen)
    return estimate, waiting
