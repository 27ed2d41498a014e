"""The strong level's phase-two playout choices (``rollout``), against plain scans.

The playout functions skip cards they can prove no better than a cheaper one; these
tests compare them with the obvious versions that score every card.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from claim2.ai.rollout import (
    SPEND,
    closed_factions,
    follow_two,
    gains,
    lead_and_reply,
    lead_two,
)
from claim2.ai.sim import DRAGONS, FACTIONS, GIANTS, GNOMES, TROLLS, faction_count, from_state

from .positions import random_states

CARDS = st.lists(st.integers(0, 10 * FACTIONS - 1), min_size=1, max_size=13).map(sorted)
CLOSED = st.tuples(*[st.booleans()] * FACTIONS)


def scan_follow(hand: list[int], lead: int, gain: list[float]) -> int:
    """Score every legal card (R3); the first best one."""
    same = [card for card in hand if card // 10 == lead // 10]
    best, best_score = -1, -1e9
    for card in same or hand:
        cost = SPEND * (card % 10)
        wins = bool(same) and card > lead
        score = gain[lead] + gain[card] - cost if wins else -gain[lead] - gain[card] - cost
        if card // 10 == DRAGONS:
            score += 0.2
        if score > best_score:
            best, best_score = card, score
    return best


def scan_lead(hand: list[int], theirs: list[int], gain: list[float]) -> int:
    best, best_score = -1, -1e9
    for card in hand:
        reply = scan_follow(theirs, card, gain)
        value = gain[card] + gain[reply]
        won = reply // 10 != card // 10 or reply < card
        score = (value if won else -value) - 0.02 * (card % 10)
        if card // 10 == DRAGONS:
            score += 0.2
        if score > best_score:
            best, best_score = card, score
    return best


@settings(max_examples=400, deadline=None)
@given(CARDS, st.integers(0, 10 * FACTIONS - 1), CLOSED)
def test_follow_two_is_the_best_scored_legal_card(
    hand: list[int], lead: int, closed: tuple[bool, ...]
) -> None:
    gain = gains(closed)
    assert follow_two(hand, lead, gain) == scan_follow(hand, lead, gain)


@settings(max_examples=400, deadline=None)
@given(CARDS, CARDS, CLOSED)
def test_lead_two_is_the_best_scored_lead(
    hand: list[int], theirs: list[int], closed: tuple[bool, ...]
) -> None:
    gain = gains(closed)
    assert lead_two(hand, theirs, gain) == scan_lead(hand, theirs, gain)


def test_follow_two_wins_a_worthwhile_trick_cheaply_and_loses_cheaply() -> None:
    gain = gains((False,) * FACTIONS)
    giants = 10 * GIANTS
    hand = [giants + 2, giants + 6, giants + 8]
    assert follow_two(hand, giants + 5, gain) == giants + 6  # the cheapest winner
    assert follow_two(hand, giants + 9, gain) == giants + 2  # cannot win: the cheapest
    # Nothing of the led faction: a troll (worth less to the opponent) before a giant.
    assert follow_two([giants + 1, 10 * TROLLS + 1], 10 * GNOMES + 3, gain) == 10 * TROLLS + 1


def test_a_closed_faction_is_given_away_first() -> None:
    closed = [False] * FACTIONS
    closed[GIANTS] = True
    gain = gains(tuple(closed))
    giant, dragon = 10 * GIANTS + 1, 10 * DRAGONS + 1
    assert follow_two([giant, dragon], 10 * TROLLS + 4, gains((False,) * FACTIONS)) == dragon
    assert follow_two([giant, dragon], 10 * TROLLS + 4, gain) == giant


def scan_closed(
    sim_hands: list[list[int]], score: list[int], front: list[int], aside: int
) -> list[bool]:
    left = [0] * FACTIONS
    for hand in sim_hands:
        for card in hand:
            left[card // 10] += 1
    left[TROLLS] += aside
    gnomes = faction_count(front[0]) - faction_count(front[1])
    closed = [abs(gnomes) > left[GNOMES] + left[GIANTS]]
    for faction in range(1, FACTIONS):
        fields = [(pile >> (20 * faction)) & 0xFFFFF for pile in score]
        closed.append(abs(faction_count(fields[0]) - faction_count(fields[1])) > left[faction])
    return closed


def test_closed_factions_counts_every_card_left() -> None:
    seen = set()
    for state in random_states(80, seed=7, phase=2):
        sim, _ = from_state(state)
        expected = scan_closed(sim.hands, sim.score, sim.front, len(sim.aside))
        assert list(closed_factions(sim)) == expected
        seen.add(tuple(expected))
    assert len(seen) > 3  # open and closed factions both occur


@settings(max_examples=400, deadline=None)
@given(CARDS, CARDS, CLOSED)
def test_lead_two_works_out_the_reply_follow_two_gives(
    hand: list[int], theirs: list[int], closed: tuple[bool, ...]
) -> None:
    gain = gains(closed)
    lead, reply = lead_and_reply(hand, theirs, gain)
    assert lead == lead_two(hand, theirs, gain)
    assert reply == follow_two(theirs, lead, gain)
