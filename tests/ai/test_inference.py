"""The opponent model: worlds that explain the opponent's phase-one plays weigh more."""

from __future__ import annotations

import copy
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from claim2.ai.heuristics import wants
from claim2.ai.inference import (
    CHEAPER_WIN,
    DECLINED,
    OVERSPENT,
    UNWANTED_WIN,
    Play,
    _play_factor,
    observe,
    weight,
)
from claim2.ai.knowledge import knowledge
from claim2.ai.normal import NormalPolicy
from claim2.ai.sampling import sample_world
from claim2.ai.sim import CARD_INTS
from claim2.ai.strong import StrongPolicy
from claim2.engine import GameState, legal_actions, new_game, step, view


def normal_games(count: int, seed: int) -> list[tuple[GameState, NormalPolicy]]:
    """Phase-one positions of games between two normal players, seat 0 to move."""
    found = []
    for game in range(count):
        state = new_game(seed=seed + game)
        policies = [NormalPolicy(), NormalPolicy()]
        rng = random.Random(game)
        stop = rng.randrange(4, 13)
        while state.phase == 1 and (state.trick < stop or state.to_move != 0 or state.seer):
            mover = state.to_move
            state = step(state, policies[mover].choose(view(state, mover), rng))
        if state.phase == 1:
            found.append((state, policies[0]))
    return found


def test_the_true_world_explains_a_normal_opponent_better_than_sampled_worlds() -> None:
    true_weights, sampled_weights = [], []
    rng = random.Random(1)
    for state, mine in normal_games(12, seed=40):
        seen = view(state, 0)
        observed = observe(seen, mine.memory)
        assert observed.plays  # the opponent has played in phase one
        assert all(play.prize is not None for play in observed.plays)  # remembered prizes
        known = knowledge(seen, mine.memory)
        drawn = len(known.known_opponent_draws)
        true_weights.append(weight(observed, state, 1, drawn))
        for _ in range(30):
            world = sample_world(seen, rng, known, mine.memory)
            sampled = weight(observed, world, 1, drawn)
            assert 0 < sampled <= 1
            sampled_weights.append(sampled)
    assert min(true_weights) == 1.0  # the model is the normal level's rules of thumb
    assert sum(sampled_weights) / len(sampled_weights) < 0.9


def test_without_memory_the_model_still_uses_what_the_view_shows() -> None:
    state, _ = normal_games(1, seed=41)[0]
    observed = observe(view(state, 0), None)
    assert observed.plays and all(play.prize is None for play in observed.plays[1:])


def test_a_seed_still_gives_the_same_move_with_the_model() -> None:
    for state, mine in normal_games(2, seed=42):
        seen = view(state, 0)
        moves = set()
        for _ in range(2):
            policy = StrongPolicy()
            policy.memory = copy.deepcopy(mine.memory)
            moves.add(policy.choose(seen, random.Random(3)))
        assert len(moves) == 1


def test_the_leaders_of_past_tricks_follow_from_the_discards() -> None:
    from claim2.ai.inference import _leaders

    for game in range(6):
        state = new_game(seed=60 + game, first_leader=game % 2)
        rng = random.Random(game)
        leaders = []
        while state.phase == 1:
            if not state.played and state.seer is None:
                leaders.append(state.leader)
            state = step(state, rng.choice(legal_actions(state)))
            if state.phase == 1 and not state.played and state.seer is None and state.trick > 1:
                assert _leaders(view(state, game % 2)) == leaders[: state.trick - 1]


def test_a_seer_winner_who_took_the_top_card_is_noticed() -> None:
    from claim2.ai.sim import to_int
    from claim2.engine import SeerChoice

    noticed = 0
    for game in range(12):
        state = new_game(seed=80 + game, first_leader=game % 2)
        rng = random.Random(game)
        mine = NormalPolicy()
        took_top: list[int] = []
        while state.phase == 1:
            if state.to_move == 0:
                seen = view(state, 0)
                observed = observe(seen, mine.memory)
                assert sorted(observed.seer_tops) == sorted(took_top)
                state = step(state, mine.choose(seen, rng))
            elif state.seer is not None:
                assert state.prize is not None
                took_top.append(to_int(state.prize))
                state = step(state, SeerChoice.TOP)
            else:
                state = step(state, rng.choice(legal_actions(state)))
        noticed += len(took_top)
    assert noticed


def plain_factor(play: Play, hand: list[int]) -> float:
    """``_play_factor`` as first written (by faction and value), to hold the fast one to."""
    card = play.card
    value = card % 10
    if play.lead is None:
        poor = play.prize is not None and not wants(play.prize)
        return OVERSPENT if poor and any(other % 10 < value for other in hand) else 1.0
    lead = play.lead
    faction = lead // 10
    legal = [other for other in hand if other // 10 == faction] or hand
    if all(other == card for other in legal):
        return 1.0
    beat = card // 10 == faction and card > lead
    beaters = [other for other in legal if other // 10 == faction and other > lead]
    factor = 1.0
    if beat:
        if play.prize is not None and not wants(play.prize) and len(beaters) < len(legal):
            factor *= UNWANTED_WIN
        if any(other < card for other in beaters):
            factor *= CHEAPER_WIN
        return factor
    if beaters and play.prize is not None and wants(play.prize):
        factor *= DECLINED
    if any(other % 10 < value and other not in beaters for other in legal):
        factor *= OVERSPENT
    return factor


CARD = st.integers(0, CARD_INTS - 1)


@settings(max_examples=600, deadline=None)
@given(st.lists(CARD, max_size=12), CARD, st.none() | CARD, st.none() | CARD)
def test_a_play_weighs_as_the_plain_scan_says(
    others: list[int], card: int, lead: int | None, prize: int | None
) -> None:
    play = Play(5, card, lead, prize)
    hand = [*others, card]
    assert _play_factor(play, hand) == plain_factor(play, hand)
