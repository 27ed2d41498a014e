"""The strong level's use of the exact phase-two solver (``claim2.ai.exact``): the value of
every lead and reply against brute-force search on the engine (R10-R16), its budget, and
the shortcut of votes already certain. The review's use of it: ``tests/review/test_exact.py``."""

from __future__ import annotations

import random

from claim2.ai.exact import ExactSolver, OutOfBudget, Spot
from claim2.ai.sim import from_state, to_int
from claim2.engine import Card, GameState, legal_actions, new_game, outcome, step

from .positions import play_to


def brute_force(state: GameState) -> int:
    """Minimax over every legal action with the engine: 1 if seat 0 wins, -1 if seat 1, 0 a draw."""
    if state.finished:
        winner = outcome(state).winner
        return 0 if winner is None else (1 if winner == 0 else -1)
    values = [brute_force(step(state, action)) for action in legal_actions(state)]
    return max(values) if state.to_move == 0 else min(values)


def legal_cards(state: GameState) -> list[Card]:
    """The legal actions of ``state``, all cards: phase two has no seer's choice."""
    actions = legal_actions(state)
    cards = [action for action in actions if isinstance(action, Card)]
    assert len(cards) == len(actions), "a seer's choice in phase two"
    return cards


def endgames(count: int, tricks_left: int, seed: int) -> list[GameState]:
    rng = random.Random(seed)
    return [
        play_to(new_game(seed=seed * 1000 + game, first_leader=game % 2), rng, 2, 14 - tricks_left)
        for game in range(count)
    ]


def spot_of(state: GameState) -> Spot:
    return Spot.from_sim(from_state(state)[0])


def test_values_match_brute_force_on_small_endgames() -> None:
    results = set()
    for state in endgames(60, 3, seed=1):
        value = ExactSolver().value(spot_of(state))
        assert value == brute_force(state)
        results.add(value)
    assert {-1, 1} <= results


def test_lead_and_reply_values_match_brute_force() -> None:
    for state in endgames(12, 4, seed=2):
        spot = spot_of(state)
        solver = ExactSolver()
        leads = solver.values_of_leads(spot)
        assert sorted(leads) == sorted({to_int(card) for card in legal_cards(state)})
        for card in legal_cards(state):
            after_lead = step(state, card)
            assert leads[to_int(card)] == brute_force(after_lead)
            replies = solver.values_of_replies(spot, to_int(card))
            assert sorted(replies) == sorted({to_int(reply) for reply in legal_cards(after_lead)})
            for reply in legal_cards(after_lead):
                assert replies[to_int(reply)] == brute_force(step(after_lead, reply))


def test_a_shared_table_gives_the_same_values() -> None:
    solver = ExactSolver()
    for state in endgames(20, 5, seed=3):
        spot = spot_of(state)
        assert solver.value(spot) == ExactSolver().value(spot)


def test_a_settled_result_is_the_true_result() -> None:
    """The votes already certain decide (R15, R16): the shortcut agrees with brute force."""
    found = set()
    for state in endgames(80, 3, seed=4):
        known = ExactSolver().settled(spot_of(state))
        if known:
            assert known == brute_force(state)
            found.add(known)
    assert found == {-1, 1}  # the shortcut does apply in some endgames, either way


def test_a_search_out_of_budget_leaves_a_table_that_still_gives_true_values() -> None:
    stopped = 0
    for state in endgames(10, 4, seed=5):
        spot = spot_of(state)
        solver = ExactSolver()
        try:
            solver.values_of_leads(spot, budget=5)
        except OutOfBudget:
            stopped += 1
        leads = solver.values_of_leads(spot)
        for card in legal_cards(state):
            assert leads[to_int(card)] == brute_force(step(state, card))
    assert stopped
