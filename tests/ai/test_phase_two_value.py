"""The learnt phase-two value (``phase_two_value``) and the playouts that end with it."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from claim2.ai.phase_two_features import COUNT, features
from claim2.ai.phase_two_value import WEIGHTS, ValuePlayout, chance
from claim2.ai.rollout import VotePlayout
from claim2.ai.sim import from_state

from .positions import random_states

DEAL = st.permutations(
    [card for faction in range(5) for card in range(10 * faction, 10 * faction + 10)]
    + [0, 1, 2]  # enough cards for two hands of 13
)


@st.composite
def starts(draw: st.DrawFn) -> tuple[list[int], list[int], int]:
    """Two hands of 13 cards (any cards: the value only weighs them) and the leader."""
    cards = draw(DEAL)
    return sorted(cards[:13]), sorted(cards[13:26]), draw(st.integers(0, 1))


@settings(max_examples=200, deadline=None)
@given(starts())
def test_the_value_seen_from_the_other_seat_is_turned_round(
    start: tuple[list[int], list[int], int],
) -> None:
    hand0, hand1, leader = start
    assert features(hand1, hand0, 1 - leader) == [-x for x in features(hand0, hand1, leader)]
    mine = chance(hand0, hand1, leader)
    assert 0 <= mine <= 1
    assert abs(mine + chance(hand1, hand0, 1 - leader) - 1) < 1e-9


def test_there_is_a_weight_for_each_feature() -> None:
    assert len(WEIGHTS) == COUNT


def test_a_playout_from_phase_one_ends_with_the_value_at_the_start_of_phase_two() -> None:
    checked = 0
    for state in random_states(30, 5, phase=1):
        if state.seer is not None:
            continue
        sim, lead = from_state(state)
        ended = sim.copy()
        if lead is not None:  # the trick under way first, as the strong level plays it
            continue
        found = ValuePlayout(random.Random(3)).run(sim)
        play = VotePlayout(random.Random(3))
        while ended.phase == 1:
            card = play.lead(ended)
            ended.play_trick(card, play.follow(ended, card), play.seer)
        assert (ended.phase, ended.trick) == (2, 1)
        assert found == 2 * chance(ended.hands[0], ended.hands[1], ended.leader) - 1
        checked += 1
    assert checked >= 5


def test_a_playout_from_phase_two_is_played_out_by_the_rules() -> None:
    checked = 0
    for state in random_states(30, 6, phase=2):
        sim, lead = from_state(state)
        if lead is not None or sim.trick == 1:
            continue
        rules = VotePlayout(random.Random(4)).run(sim.copy())
        assert ValuePlayout(random.Random(4)).run(sim.copy()) == rules
        checked += 1
    assert checked >= 5
