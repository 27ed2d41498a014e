"""Memory aids: exactly what a perfect memory works out from the view, never more (R17)."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from claim2.engine import (
    Card,
    Faction,
    GameState,
    SeerChoice,
    shuffled_deal,
    start,
    view,
)
from claim2.engine.aids import memory_aids

from .hidden import GAMES, random_game, twin_games


def truly_hidden(state: GameState, player: int) -> Counter[Card]:
    """Worked out from the whole state: the cards ``player`` has not seen (phase one)."""
    opponent = 1 - player
    cards = Counter(state.hands[opponent] + state.draw_pile + state.draws[opponent])
    if state.seer is not None and state.seer.winner == player:
        cards[state.draw_pile[0]] -= 1  # peeking at it now
    for peek in state.peeks:
        if peek.player == player and peek.choice is SeerChoice.PRIZE:
            cards[peek.card] -= 1  # the opponent drew the card this player peeked at
    return +cards


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(**GAMES)
def test_aids_count_exactly_the_cards_the_player_has_not_seen(
    seed: int, choices: int, length: int, player: int
) -> None:
    _, states = random_game(seed, choices, length + 20)
    for state in states:
        aids = memory_aids(view(state, player))
        opponent = 1 - player
        if state.phase == 1:
            assert Counter(aids.unseen) == truly_hidden(state, player)
            assert Counter(aids.opponent_known) <= Counter(
                state.prizes[opponent] + state.draws[opponent]
            )
            assert not aids.opponent_hand_complete
        else:
            # phase two: the opponent's hand is worked out in full
            assert aids.unseen == ()
            assert Counter(aids.opponent_known) == Counter(state.hands[opponent])
            assert aids.opponent_hand_complete
        assert Counter(aids.my_draws) == Counter(state.draws[player])


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(shuffle=st.randoms(use_true_random=False), **GAMES)
def test_aids_are_the_same_in_games_the_player_cannot_tell_apart(
    seed: int, choices: int, length: int, player: int, shuffle: random.Random
) -> None:
    """Two games that differ only in cards the player has not seen give the same aids."""
    for mine, theirs in twin_games(seed, choices, length, player, shuffle):
        assert memory_aids(view(mine, player)) == memory_aids(view(theirs, player))


def test_the_unseen_cards_of_a_faction_come_highest_first() -> None:
    state = start(shuffled_deal(3, first_leader=0))
    aids = memory_aids(view(state, 0))
    for faction in Faction:
        values = [card.value for card in aids.unseen_of(faction)]
        assert values == sorted(values, reverse=True)
    # before any trick: all but the own hand and the prize are unseen (13 + 25)
    assert len(aids.unseen) == 38


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(**GAMES)
def test_aids_know_the_peeks_and_the_opponents_followers_a_player_saw(
    seed: int, choices: int, length: int, player: int
) -> None:
    """R7, R8: in phase one the opponent's known followers are their face-up prizes and the
    cards this player peeked at and left to them; the player's own peeks, and which of their
    own draws the opponent peeked at, are kept in both phases."""
    _, states = random_game(seed, choices, length + 20)
    opponent = 1 - player
    for state in states:
        aids = memory_aids(view(state, player))
        my_peeks = tuple(peek for peek in state.peeks if peek.player == player)
        assert aids.peeks == my_peeks
        their_prize_looks = [
            p.card for p in state.peeks if p.player == opponent and p.choice is SeerChoice.PRIZE
        ]
        assert Counter(aids.draws_seen_by_opponent) == Counter(their_prize_looks)
        if state.phase == 1:
            left = [peek.card for peek in my_peeks if peek.choice is SeerChoice.PRIZE]
            known = Counter(state.prizes[opponent]) + Counter(left)
            assert Counter(aids.opponent_known) == known
            assert aids.opponent_hand_complete is False
        else:
            assert aids.opponent_hand_complete is True
