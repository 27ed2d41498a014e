"""Every level plays legal moves, plays fair (R17) and is reproducible from a seed."""

from __future__ import annotations

import random

import pytest

from claim2.ai import LEVELS, NotMyTurn, make_policy, policy_names
from claim2.engine import GameState, legal_actions, new_game, step, view

from .positions import random_states

ALL = ("random", "first", "easy", "normal", "strong", "expert")
SEARCHING = ("strong", "expert")  # slow: tested on fewer positions
# the expert's own search is what is reproduced, its budget as shipped: seconds of CPU
# (marked slow, docs/testing.md)
EXPERT_SLOW = [
    pytest.param(name, marks=pytest.mark.slow) if name == "expert" else name for name in ALL
]
VIEWS = {"random": 200, "first": 50, "easy": 200, "normal": 200, "strong": 12, "expert": 4}


def test_registry_names_the_levels() -> None:
    assert tuple(LEVELS) == ("easy", "normal", "strong", "expert")
    assert set(policy_names()) == set(ALL)
    with pytest.raises(KeyError, match="unknown policy"):
        make_policy("grandmaster")


@pytest.mark.parametrize("name", ALL)
def test_every_level_chooses_a_legal_action(name: str) -> None:
    rng = random.Random(1)
    for state in random_states(VIEWS[name], seed=10):
        seen = view(state, state.to_move)
        assert make_policy(name).choose(seen, rng) in legal_actions(state)


@pytest.mark.parametrize("name", ALL)
def test_a_level_refuses_a_view_without_a_move(name: str) -> None:
    state = new_game(seed=1)
    with pytest.raises(NotMyTurn):
        make_policy(name).choose(view(state, 1 - state.to_move), random.Random(1))


def hidden_swapped(state: GameState, rng: random.Random) -> GameState:
    """Another state the player to move cannot tell apart: the opponent's hidden cards moved.

    Cards are exchanged between the opponent's hand, the opponent's face-down
    draws and the draw pile (never the card a Seer peek shows to the mover).
    """
    me = state.to_move
    them = 1 - me
    hand, draws, pile = list(state.hands[them]), list(state.draws[them]), list(state.draw_pile)
    pile_from = 1 if state.seer is not None else 0
    for _ in range(6):
        places = [p for p in ("hand", "draws") if (hand if p == "hand" else draws)]
        if not places or len(pile) <= pile_from:
            break
        place = rng.choice(places)
        cards = hand if place == "hand" else draws
        i, j = rng.randrange(len(cards)), rng.randrange(pile_from, len(pile))
        cards[i], pile[j] = pile[j], cards[i]
    hands = list(state.hands)
    hands[them] = tuple(sorted(hand))
    all_draws = list(state.draws)
    all_draws[them] = tuple(draws)
    return state._replace(
        hands=(hands[0], hands[1]), draws=(all_draws[0], all_draws[1]), draw_pile=tuple(pile)
    )


def phase_one_decisions(count: int, seed: int) -> list[GameState]:
    """States in phase one where the mover has a real choice, Seer choices included."""
    found = []
    rng = random.Random(seed)
    for state in random_states(count * 3, seed=seed, phase=1):
        if state.seer is None and len(legal_actions(state)) > 1:
            found.append(state)
    game = 0
    while sum(1 for state in found if state.seer) < 2:  # make sure Seer choices are in
        state = new_game(seed=seed + game)
        game += 1
        while state.phase == 1 and state.seer is None:
            state = step(state, rng.choice(legal_actions(state)))
        if state.seer is not None:
            found.append(state)
    return found[: count - 2] + [state for state in found if state.seer][:2]


@pytest.mark.parametrize("name", EXPERT_SLOW)
def test_same_view_and_seed_give_the_same_move_whatever_is_hidden(name: str) -> None:
    """R17: the computer cannot react to cards it has not seen."""
    rng = random.Random(2)
    count = {"strong": 6, "expert": 3}.get(name, 40)
    differed = 0
    for state in phase_one_decisions(count, seed=3):
        other = hidden_swapped(state, rng)
        seat = state.to_move
        differed += other.hands[1 - seat] != state.hands[1 - seat]
        seen = view(state, seat)
        assert view(other, seat) == seen
        first = make_policy(name).choose(seen, random.Random(7))
        second = make_policy(name).choose(view(other, seat), random.Random(7))
        assert first == second
    assert differed


@pytest.mark.parametrize("name", EXPERT_SLOW)
def test_a_seed_replays_a_whole_game(name: str) -> None:
    def game() -> list[str]:
        state = new_game(seed=5)
        policies = [make_policy(name), make_policy("normal")]
        rngs = [random.Random(11), random.Random(12)]
        moves: list[str] = []
        while not state.finished and (name not in SEARCHING or len(moves) < 8):
            mover = state.to_move
            action = policies[mover].choose(view(state, mover), rngs[mover])
            moves.append(action.code)
            state = step(state, action)
        return moves

    assert game() == game()


def test_strong_takes_a_forced_win_in_the_endgame() -> None:
    from .test_solver import brute_force, endgames

    won = 0
    for state in endgames(30, 4, seed=7):
        mover = state.to_move
        target = 1 if mover == 0 else -1
        values = {action: brute_force(step(state, action)) for action in legal_actions(state)}
        if target not in values.values():
            continue
        action = make_policy("strong").choose(view(state, mover), random.Random(1))
        assert values[action] == target
        won += 1
    assert won >= 5


def test_strong_answers_legally_even_out_of_time() -> None:
    from claim2.ai.strong import StrongPolicy

    for state in random_states(10, seed=13):
        seen = view(state, state.to_move)
        action = StrongPolicy(time_limit=0.0).choose(seen, random.Random(1))
        assert action in legal_actions(state)


def test_strong_falls_back_to_playouts_when_the_exact_search_runs_out() -> None:
    from dataclasses import replace

    from claim2.ai.strong import STRONG, StrongPolicy

    from .test_solver import endgames

    for state in endgames(3, 10, seed=17):
        seen = view(state, state.to_move)
        tight = StrongPolicy(replace(STRONG, nodes=1, playouts=40, first_worlds=2))
        analysis = tight.analyse(seen, random.Random(1))
        assert analysis.action in legal_actions(state)
        assert not analysis.exact and analysis.playouts
    for state in endgames(3, 4, seed=17):
        analysis = StrongPolicy().analyse(view(state, state.to_move), random.Random(1))
        assert analysis.exact or len(legal_actions(state)) == 1


def test_the_playouts_after_a_failed_exact_search_keep_to_their_own_budget() -> None:
    from dataclasses import replace

    from claim2.ai.strong import STRONG, StrongPolicy

    from .test_solver import endgames

    checked = 0
    for state in endgames(3, 10, seed=17):
        seen = view(state, state.to_move)
        if len(seen.legal_actions) < 3:
            continue
        tight = replace(STRONG, nodes=1, playouts=400, first_worlds=2)
        full = StrongPolicy(tight).analyse(seen, random.Random(1))
        cheap = StrongPolicy(replace(tight, fallback_playouts=40)).analyse(seen, random.Random(1))
        assert not full.exact and not cheap.exact
        assert sum(full.playouts.values()) > 300  # a few lost to rounding
        assert 2 * len(seen.legal_actions) <= sum(cheap.playouts.values()) <= 40
        checked += 1
    assert checked
