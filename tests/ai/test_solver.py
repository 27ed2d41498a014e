"""The exact phase-two solver agrees with brute-force search on the engine (R10-R16)."""

from __future__ import annotations

import random

from claim2.ai.sim import from_state, to_int
from claim2.ai.solver import Position, Solver
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


def test_values_match_brute_force_on_small_endgames() -> None:
    results = set()
    for state in endgames(60, 3, seed=1):
        sim, _ = from_state(state)
        value = Solver().value(Position.from_sim(sim))
        assert value == brute_force(state)
        results.add(value)
    assert {-1, 1} <= results


def test_lead_and_reply_values_match_brute_force() -> None:
    for state in endgames(12, 4, seed=2):
        sim, _ = from_state(state)
        position = Position.from_sim(sim)
        solver = Solver()
        leads = solver.values_of_leads(position)
        assert sorted(leads) == sorted({to_int(card) for card in legal_cards(state)})
        for card in legal_cards(state):
            after_lead = step(state, card)
            assert leads[to_int(card)] == brute_force(after_lead)
            replies = solver.values_of_replies(position, to_int(card))
            for reply in legal_cards(after_lead):
                assert replies[to_int(reply)] == brute_force(step(after_lead, reply))


def test_a_shared_table_gives_the_same_values() -> None:
    solver = Solver()
    for state in endgames(20, 5, seed=3):
        sim, _ = from_state(state)
        position = Position.from_sim(sim)
        assert solver.value(position) == Solver().value(position)


def test_a_settled_result_is_the_true_result() -> None:
    """Three votes already certain (R15, R16): the shortcut agrees with brute force."""
    from claim2.ai.solver import settled

    found = set()
    for state in endgames(80, 3, seed=4):
        sim, _ = from_state(state)
        p = Position.from_sim(sim)
        known = settled(p.hands, p.score, p.front, p.aside)
        if known is not None:
            assert known == brute_force(state)
            found.add(known)
    assert found  # the shortcut does apply in some endgames


def test_a_search_out_of_budget_leaves_a_table_that_still_gives_true_values() -> None:
    from claim2.ai.solver import OutOfBudget

    stopped = 0
    for state in endgames(10, 4, seed=5):
        sim, _ = from_state(state)
        position = Position.from_sim(sim)
        solver = Solver()
        try:
            solver.values_of_leads(position, budget=5)
        except OutOfBudget:
            stopped += 1
        leads = solver.values_of_leads(position)
        for card in legal_cards(state):
            assert leads[to_int(card)] == brute_force(step(state, card))
    assert stopped
