"""Phase two move by move, with the exact value before and after each card.

In phase two both players can know both hands (``claim2.ai.knowledge``), so the
rest of the game is a game of perfect information and its value with best play
is exact (``claim2.ai.exact``). One solver, and its table, serves the whole
phase: solving the first trick fills the table for the tricks after it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from claim2.ai.exact import ExactSolver, Spot
from claim2.ai.sim import from_state, to_card, to_int
from claim2.engine import Action, Card, GameState
from claim2.review.model import ExactMove, ExactTrick

Progress = Callable[[int], None]  # told each trick as it is done (1 to 13)


def trick_starts(states: Sequence[GameState], actions: int) -> list[int]:
    """The indexes of the states that start a phase-two trick whose two cards are among the
    first ``actions`` actions (``states[i + 1]`` is the state after action ``i``)."""
    return [
        index
        for index, state in enumerate(states[:-1])
        if state.phase == 2 and not state.played and not state.finished and index + 2 <= actions
    ]


def review_tricks(
    states: Sequence[GameState],
    actions: Sequence[Action],
    count: int,
    progress: Progress | None = None,
    solver: ExactSolver | None = None,
) -> tuple[ExactTrick, ...]:
    """Each phase-two trick among the first ``count`` actions, with its exact values."""
    solver = solver or ExactSolver()
    out: list[ExactTrick] = []
    for index in trick_starts(states, count):
        state = states[index]
        lead, reply = actions[index], actions[index + 1]
        assert isinstance(lead, Card) and isinstance(reply, Card)
        out.append(exact_trick(solver, state, lead, reply, index))
        if progress is not None:
            progress(state.trick)
    return tuple(out)


def exact_trick(
    solver: ExactSolver, state: GameState, lead: Card, reply: Card, index: int
) -> ExactTrick:
    """One trick: the values before and after its lead and its reply, and for a card that
    changed the value, a card that would have kept it."""
    spot = Spot.from_sim(from_state(state)[0])
    lead_int, reply_int = to_int(lead), to_int(reply)
    before = solver.value(spot)
    after_lead, best_reply = solver.after_lead(spot, lead_int)
    after_reply = solver.after_trick(spot, lead_int, reply_int)
    better_lead = None
    if after_lead != before:
        better_lead = to_card(solver.best_lead(spot)[1])
    better_reply = None
    if after_reply != after_lead:
        better_reply = to_card(best_reply)
    leader = state.leader
    return ExactTrick(
        state.trick,
        index,
        ExactMove(leader, lead, before, after_lead, better_lead),
        ExactMove(1 - leader, reply, after_lead, after_reply, better_reply),
    )
