"""The exact solver (``claim2.ai.exact``, the one search of the strong level, the hints and
the review) against a brute-force search over the engine on endgames (R10-R16), and,
on longer ones, against itself trying every card (touching cards not grouped)."""

from __future__ import annotations

import pytest

from claim2.ai.exact import ExactSolver, Spot
from claim2.ai.sim import from_state, to_card, to_int
from claim2.engine import Card, GameState, legal_actions, new_game, step

from .games import brute_force, endgame, normal_phase_two


def spot_of(state: GameState) -> Spot:
    return Spot.from_sim(from_state(state)[0])


def cards(state: GameState) -> list[Card]:
    found = legal_actions(state)
    assert all(isinstance(action, Card) for action in found)
    return [action for action in found if isinstance(action, Card)]


@pytest.mark.parametrize(("tricks_left", "games"), [(1, 60), (2, 60), (3, 60), (4, 30), (5, 10)])
def test_values_match_brute_force(tricks_left: int, games: int) -> None:
    seen = set()
    solver = ExactSolver()  # one table for all: entries of one game never answer another
    for seed in range(games):
        state = endgame(seed, tricks_left)
        value = solver.value(spot_of(state))
        assert value == brute_force(state), seed
        seen.add(value)
    assert {-1, 1} <= seen


def test_each_lead_and_reply_matches_brute_force() -> None:
    for seed in range(100, 112):
        state = endgame(seed, 3)
        spot = spot_of(state)
        solver = ExactSolver()
        assert set(solver.leads(spot)) <= {to_int(card) for card in cards(state)}
        for lead in cards(state):
            after_lead = step(state, lead)
            value, reply = solver.after_lead(spot, to_int(lead))
            assert value == brute_force(after_lead)
            assert to_card(reply) in cards(after_lead)
            assert brute_force(step(after_lead, to_card(reply))) == value  # it keeps the value
            assert set(solver.replies(spot, to_int(lead))) <= {
                to_int(card) for card in cards(after_lead)
            }
            for answer in cards(after_lead):
                assert solver.after_trick(spot, to_int(lead), to_int(answer)) == brute_force(
                    step(after_lead, answer)
                )


def test_the_best_lead_keeps_the_value() -> None:
    for seed in range(200, 215):
        state = endgame(seed, 3)
        value, lead = ExactSolver().best_lead(spot_of(state))
        assert value == brute_force(state)
        assert brute_force(step(state, to_card(lead))) == value


def test_longer_endgames_match_a_search_of_every_card() -> None:
    """Seven tricks to go: too many for brute force, so a search trying every card checks
    the grouping of touching cards."""
    for seed in range(300, 330):
        state = endgame(seed, 7)
        expected = ExactSolver(touching=False).value(spot_of(state))
        assert ExactSolver().value(spot_of(state)) == expected


def test_a_full_table_is_cleared_and_values_stay_true() -> None:
    solver = ExactSolver(table_limit=50)
    for seed in range(400, 410):
        state = endgame(seed, 3)
        assert solver.value(spot_of(state)) == brute_force(state)


def test_only_phase_two_is_solved() -> None:
    with pytest.raises(ValueError, match="phase two"):
        Spot.from_sim(from_state(new_game(seed=1, first_leader=0))[0])


def test_whole_phase_two_matches_a_search_of_every_card() -> None:
    """From the first trick of phase two, after a phase one played by the normal level."""
    for seed in (1, 3):
        state = normal_phase_two(seed)
        expected = ExactSolver(touching=False).value(spot_of(state))
        assert ExactSolver().value(spot_of(state)) == expected
