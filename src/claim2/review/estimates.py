"""Phase one as the strong level rates it: estimates, never exact values.

In phase one the draw pile and part of the other hand are hidden, so no move has an
exact value. Each decision is rated as the strong level would rate it from the
chooser's own view (``StrongPolicy.analyse``: sampled deals that fit the view, each
action played out in them), remembering what that player saw before, as the
computer does. A move is called clearly worse only when the strong level's best
action did at least ``CLEARLY_WORSE`` better on average, and still does on
``CONFIRM_WORLDS`` more deals played by both (the same deals, so luck cancels out).

A review rates every decision of phase one, so it plays fewer deals per decision
than the strong level does in a game (``REVIEW``, about 40% of its playouts: a
whole game's review in about 1.5 s of one core instead of 3.5 s); the closer look
at a move that seems clearly worse is what decides whether it is marked.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import replace

from claim2.ai.strong import STRONG, StrongPolicy
from claim2.engine import Action, GameState, PlayerView, view
from claim2.review.model import Estimate, Move

CLEARLY_WORSE = 0.2  # on average over the sampled deals: a win 1, a draw 1/2, a loss 0
CONFIRM_WORLDS = 96
REVIEW = replace(STRONG, playouts=320)  # the strong level's search, on fewer deals

Progress = Callable[[int], None]  # told the index of each action as it is rated


def decisions(states: Sequence[GameState], count: int) -> list[int]:
    """The indexes of the phase-one actions, among the first ``count``, that had a choice."""
    out = []
    for index, state in enumerate(states[:count]):
        if state.phase != 1:
            break
        if len(view(state, state.to_move).legal_actions) > 1:
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
) -> tuple[Estimate, ...]:
    """The strong level's estimates of the actions at ``indexes`` (phase one, in order).

    Each player's memory is built from their own earlier decisions, so the same game
    gives the same estimates however its decisions are shared out (``seed``s by index).
    """
    wanted = set(indexes)
    last = max(wanted, default=-1)
    policies = (StrongPolicy(REVIEW), StrongPolicy(REVIEW))
    out: list[Estimate] = []
    for index, state in enumerate(states[: last + 1]):
        seat = state.to_move
        seen = view(state, seat)
        action = actions[index]
        policy = policies[seat]
        if index in wanted:
            found = _estimate(policy, state, seen, action, index)
            if found is not None:
                out.append(found)
            if progress is not None:
                progress(index)
        policy.memory.note(seen, action)
    return tuple(out)


def _estimate(
    policy: StrongPolicy, state: GameState, seen: PlayerView, action: Action, index: int
) -> Estimate | None:
    analysis = policy.analyse(seen, random.Random(f"review/{index}"))
    scores = analysis.scores
    if action not in scores:
        return None
    best = analysis.action
    score, best_score = scores[action], scores[best]
    worse = False
    if best != action and best_score - score >= CLEARLY_WORSE:
        closer = policy.compare(seen, (best, action), index, 2 * CONFIRM_WORLDS)
        score, best_score = closer.scores[action], closer.scores[best]
        worse = best_score - score >= CLEARLY_WORSE
    return Estimate(
        trick=state.trick,
        index=index,
        seat=seen.seat,
        move=move_kind(state),
        action=action,
        score=score,
        best=best,
        best_score=best_score,
        clearly_worse=worse,
    )
