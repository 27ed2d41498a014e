"""A review's time and memory are bounded (issue 49, case 7; issue 52): a phase two too long
to search whole (``tests/data/hard_phase_two.json``, a random legal game whose phase two took
the search 2.7 million positions from its first trick) is solved from its last trick back
within a budget of positions, which also bounds the search's table, and the tricks the
budget did not reach are estimated instead, and said to be."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

from claim2.ai.exact import ExactSolver
from claim2.engine import parse_action
from claim2.present.review_words import summary
from claim2.records.record import load_record, replay_states
from claim2.review.exact_moves import review_tricks, trick_starts
from claim2.review.game import result_of, review_record
from claim2.text.i18n import set_language

HARD = Path(__file__).parent.parent / "data" / "hard_phase_two.json"
BUDGET = 40_000  # far below the review's: the test stays cheap, the bound is the same


def test_a_hard_phase_two_is_solved_from_its_end_back_as_far_as_its_budget_goes() -> None:
    record = load_record(HARD)
    states = replay_states(record)
    actions = [parse_action(code) for code in record.actions]
    solver = ExactSolver(table_limit=BUDGET)
    tricks, unsolved = review_tricks(states, actions, len(actions), budget=BUDGET, solver=solver)
    starts = trick_starts(states, len(actions))
    assert unsolved and tricks  # the first tricks left to the estimates, the last ones exact
    assert unsolved == tuple(starts[: len(unsolved)])
    assert [trick.trick for trick in tricks] == list(range(len(unsolved) + 1, 14))
    assert solver.nodes <= BUDGET + 1 and len(solver.table) <= BUDGET  # time and memory
    for trick, following in pairwise(tricks):
        assert trick.reply.after == following.lead.before
    assert tricks[-1].reply.after == result_of(states[-1])


def test_the_tricks_left_unsolved_are_estimated_and_said_to_be() -> None:
    """A game still being played (no phase one reviewed: cheap), cut in phase two."""
    set_language("en")
    record = load_record(HARD)
    states = replay_states(record)
    cut = next(i for i, state in enumerate(states) if state.phase == 2 and state.trick == 4)
    playing = record.model_copy(update={"actions": record.actions[:cut]})
    review = review_record(playing, budget=2_000)
    assert not review.whole and review.start is None
    estimated = {estimate.trick for estimate in review.estimates}
    solved = {trick.trick for trick in review.tricks}
    assert estimated and estimated.isdisjoint(solved)
    assert estimated | solved == {1, 2, 3}
    assert all(estimate.phase == 2 for estimate in review.estimates)
    assert any("too long to solve" in line.plain for line in summary(review))
