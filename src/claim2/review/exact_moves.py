"""Phase two move by move, with the exact value before and after each card.

In phase two both players can know both hands (``claim2.ai.knowledge``), so the
rest of the game is a game of perfect information and its value with best play
is exact (``claim2.ai.exact``). One solver, and its table, serves the whole phase.

Most phase twos are solved in well under a second, but a few deals take the search
far longer (a random game took two minutes and a gigabyte before the search learnt to
try touching cards once). So the whole phase gets a budget of ``BUDGET`` positions,
which bounds both the time and the table, and is solved from its last trick back to
its first: the later tricks are the cheaper ones, and each fills the table for the
tricks before it. The tricks before the first one the budget could not solve are left
to the estimates (``estimates``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from claim2.ai.exact import ExactSolver, OutOfBudget, Spot
from claim2.ai.sim import from_state, to_card, to_int
from claim2.engine import Action, Card, GameState, legal_actions, step
from claim2.review.model import ExactMove, ExactTrick

BUDGET = 300_000  # positions searched for a whole phase two (about 1 s of one core)

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
    *,
    budget: int = BUDGET,
    solver: ExactSolver | None = None,
) -> tuple[tuple[ExactTrick, ...], tuple[int, ...]]:
    """Each phase-two trick among the first ``count`` actions with its exact values, as far
    back from the last as ``budget`` positions allow; and the indexes of the tricks left
    unsolved (their first states), in order."""
    solver = solver or ExactSolver(table_limit=budget)
    until = solver.nodes + budget
    starts = trick_starts(states, count)
    solved: list[ExactTrick] = []
    for place in range(len(starts) - 1, -1, -1):
        index = starts[place]
        state = states[index]
        lead, reply = actions[index], actions[index + 1]
        assert isinstance(lead, Card) and isinstance(reply, Card)
        try:
            solved.append(exact_trick(solver, state, lead, reply, index, until=until))
        except OutOfBudget:
            return tuple(reversed(solved)), tuple(starts[: place + 1])
        if progress is not None:
            progress(state.trick)
    return tuple(reversed(solved)), ()


def exact_trick(
    solver: ExactSolver,
    state: GameState,
    lead: Card,
    reply: Card,
    index: int,
    *,
    until: int | None = None,
) -> ExactTrick:
    """One trick: the values before and after its lead and its reply, and for a card that
    changed the value, a card that would have kept it. ``until``: ``OutOfBudget`` once
    the solver has searched that many positions in all."""

    def budget() -> int | None:
        return None if until is None else max(0, until - solver.nodes)

    spot = Spot.from_sim(from_state(state)[0])
    lead_int, reply_int = to_int(lead), to_int(reply)
    before = solver.value(spot, budget())
    after_reply = solver.after_trick(spot, lead_int, reply_int, budget())
    after_lead, best_reply = solver.after_lead(spot, lead_int, budget(), first=reply_int)
    better_lead = None
    if after_lead != before:
        better_lead = to_card(solver.best_lead(spot, budget())[1])
    better_reply = None
    if after_reply != after_lead:
        better_reply = to_card(best_reply)
    leader = state.leader
    after = step(state, lead)
    return ExactTrick(
        state.trick,
        index,
        ExactMove(leader, lead, before, after_lead, better_lead, len(legal_actions(state)) == 1),
        ExactMove(
            1 - leader, reply, after_lead, after_reply, better_reply,
            len(legal_actions(after)) == 1,
        ),
    )  # fmt: skip
