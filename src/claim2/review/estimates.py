"""Decisions as the strong level rates them: estimates, never exact values.

In phase one the draw pile and part of the other hand are hidden, so no move has an
exact value. Each decision is rated as the strong level would rate it from the
chooser's own view (``StrongPolicy.analyse``: sampled deals that fit the view, each
action played out in them), remembering what that player saw before, as the
computer does. Phase two's decisions are rated so too in the tricks the exact search
could not solve within its budget (``exact_moves``).

The first look plays fewer deals than the strong level does in a game (``REVIEW``), and
the action played may have been dropped after a few of them, so its loss against the
best action found is rough (it varies between runs by about 0.044). A move that seems to
lose ``SCREEN`` or more is looked at closely: both actions on ``MEASURE_WORLDS`` fresh
deals each (the same deals, so much of the luck cancels out), and that loss is the one
graded. One that still loses ``grading.MISTAKE`` or more is confirmed on
``CONFIRM_WORLDS`` more deals, and graded on all of them: a mistake or a blunder is
never the luck of one look. A move that seems to lose less than ``SCREEN`` keeps the
first look's loss, which can only make it best or good.

A review takes at most ``LOOKS`` closer and confirming looks, in the order the moves were
played (a count, so a game is always graded the same), and none once its thread has spent
``TIME_LIMIT`` seconds of CPU (a safety net for a much slower machine). A move left with
its first look is at worst an inaccuracy.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import replace

from claim2.ai.strong import STRONG, StrongPolicy
from claim2.engine import Action, GameState, PlayerView, view
from claim2.review.grading import MISTAKE, at_least
from claim2.review.model import Estimate, Move

SCREEN = 0.03  # a first look's loss from which a move is looked at closely
LOOKS = 20  # closer and confirming looks in a review, at most
TIME_LIMIT = 3.5  # CPU seconds of a review's thread after which it takes no more looks
MEASURE_WORLDS = 512
CONFIRM_WORLDS = 512
# the strong level's search, on fewer deals, never solving phase two (the review does)
REVIEW = replace(STRONG, playouts=320, exact_tricks=0)

Progress = Callable[[int], None]  # told the index of each action as it is rated


class Looks:
    """The closer looks a review may still take: ``LOOKS`` of them, and none past its thread's
    CPU deadline."""

    def __init__(self, count: int = LOOKS, seconds: float = TIME_LIMIT) -> None:
        self.left = count
        self.deadline = time.thread_time() + seconds  # ``math.inf``: no safety net (tests)

    def take(self) -> bool:
        """One more look, if the review may still take one."""
        if self.left <= 0 or time.thread_time() > self.deadline:
            return False
        self.left -= 1
        return True


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
    out: list[Estimate] = []
    for index, state in enumerate(states[: last + 1]):
        seat = state.to_move
        seen = view(state, seat)
        action = actions[index]
        policy = policies[seat]
        if index in wanted:
            found = rate(policy, state, seen, action, index, looks)
            if found is not None:
                out.append(found)
            if progress is not None:
                progress(index)
        policy.memory.note(seen, action)
    return tuple(out)


def rate(
    policy: StrongPolicy,
    state: GameState,
    seen: PlayerView,
    action: Action,
    index: int,
    looks: Looks,
) -> Estimate | None:
    """One decision rated (see the module); None if the search did not try ``action``."""
    analysis = policy.analyse(seen, random.Random(f"review/{index}"))
    scores = analysis.scores
    if action not in scores:
        return None
    best = analysis.action
    score, best_score = scores[action], scores[best]
    confirmed = False
    if best != action and at_least(best_score - score, SCREEN) and looks.take():
        look = policy.compare(seen, (best, action), 2 * index, 2 * MEASURE_WORLDS)
        score, best_score = look.scores[action], look.scores[best]
        if at_least(best_score - score, MISTAKE) and looks.take():
            again = policy.compare(seen, (best, action), 2 * index + 1, 2 * CONFIRM_WORLDS)
            worlds = MEASURE_WORLDS + CONFIRM_WORLDS
            score = (MEASURE_WORLDS * score + CONFIRM_WORLDS * again.scores[action]) / worlds
            best_score = (
                MEASURE_WORLDS * best_score + CONFIRM_WORLDS * again.scores[best]
            ) / worlds
            confirmed = True
    return Estimate(
        trick=state.trick,
        index=index,
        seat=seen.seat,
        move=move_kind(state),
        action=action,
        score=score,
        best=best,
        best_score=best_score,
        confirmed=confirmed,
        phase=state.phase,
    )
