"""The strong level's playout policy: the rules of thumb, knowing which votes are still open.

Like ``heuristics.Playout`` (phase one is the same), but in phase two a card
of a faction whose vote is already certain (one player ahead by more cards
than are left in it, R15) is worth little to win: such cards are given away
first, and a trick holding only such cards is not worth a good card.
"""

from __future__ import annotations

import random
from bisect import bisect_left

from claim2.ai.heuristics import Playout
from claim2.ai.sim import CARD_INTS, DRAGONS, FACTIONS, GIANTS, GNOMES, TROLLS, Sim

CLOSED_GAIN = 0.1  # a card of a decided faction still counts in R16's tie-break
SPEND = 0.03  # the cost of using up a card, per point of value


_BOUNDS = tuple(range(10, CARD_INTS, 10))  # where each faction after the first begins
_FIELD = 0x55555


def closed_factions(sim: Sim) -> tuple[bool, ...]:
    """For each faction: is its vote already certain (whoever gets it)?"""
    left = [0] * FACTIONS
    for hand in sim.hands:  # sorted: count each faction by bisection
        start = 0
        for faction, bound in enumerate(_BOUNDS):
            end = bisect_left(hand, bound, start)
            left[faction] += end - start
            start = end
        left[-1] += len(hand) - start
    left[TROLLS] += len(sim.aside)
    front0, front1 = sim.front
    gnomes = (
        (front0 & _FIELD).bit_count()
        + 2 * ((front0 >> 1) & _FIELD).bit_count()
        - (front1 & _FIELD).bit_count()
        - 2 * ((front1 >> 1) & _FIELD).bit_count()
    )
    closed = [abs(gnomes) > left[GNOMES] + left[GIANTS]] + [False] * (FACTIONS - 1)
    score0, score1 = sim.score
    for faction in range(1, FACTIONS):
        shift = 20 * faction
        field0 = score0 >> shift
        field1 = score1 >> shift
        ahead = (
            (field0 & _FIELD).bit_count()
            + 2 * ((field0 >> 1) & _FIELD).bit_count()
            - (field1 & _FIELD).bit_count()
            - 2 * ((field1 >> 1) & _FIELD).bit_count()
        )
        closed[faction] = abs(ahead) > left[faction]
    return tuple(closed)


_GAINS: dict[tuple[bool, ...], list[float]] = {}
_SPENT = [SPEND * (card % 10) for card in range(CARD_INTS)]
_IS_DRAGON = [card // 10 == DRAGONS for card in range(CARD_INTS)]


def gains(closed: tuple[bool, ...]) -> list[float]:
    """What winning each card is worth, roughly (one card towards a vote), by card int."""
    known = _GAINS.get(closed)
    if known is not None:
        return known
    out = [0.0] * CARD_INTS
    for card in range(CARD_INTS):
        faction = card // 10
        if closed[faction]:
            out[card] = CLOSED_GAIN
        elif faction == TROLLS:
            out[card] = 0.8  # trolls go to the pool first (R13)
        elif faction == GNOMES:
            out[card] = 0.9  # may still be smashed (R12)
        else:
            out[card] = 1.0
    _GAINS[closed] = out  # at most 32 of them
    return out


def follow_two(hand: list[int], lead: int, gain: list[float]) -> int:
    """Win when the trick is worth the card; else give away what matters least."""
    faction = lead // 10
    start = bisect_left(hand, faction * 10)
    end = bisect_left(hand, faction * 10 + 10, start)
    stake = gain[lead]
    following = start != end
    if not following:  # nothing of the led faction: any card, and every one loses
        start, end = 0, len(hand)
    best = hand[start]
    best_score = -1e9
    for index in range(start, end):
        card = hand[index]
        if following and card > lead:
            score = stake + gain[card] - _SPENT[card]
        else:
            score = -stake - gain[card] - _SPENT[card]
        if _IS_DRAGON[card]:
            score += 0.2  # the lead comes back (R5)
        if score > best_score:
            best, best_score = card, score
    return best


def lead_two(hand: list[int], theirs: list[int], gain: list[float]) -> int:
    """The lead with the best one-trick result against the reply of ``follow_two``."""
    best = hand[0]
    best_score = -1e9
    previous = -1
    for card in hand:
        if card == previous:
            continue
        previous = card
        reply = follow_two(theirs, card, gain)
        value = gain[card] + gain[reply]
        won = reply // 10 != card // 10 or reply < card
        score = (value if won else -value) - 0.02 * (card % 10)
        if card // 10 == DRAGONS:
            score += 0.2  # the lead stays (R5)
        if score > best_score:
            best, best_score = card, score
    return best


class VotePlayout(Playout):
    """``Playout`` with phase-two play that knows which votes are still open."""

    def __init__(self, rng: random.Random, noise: float = 0.1) -> None:
        super().__init__(rng, noise)
        self._closed_at: tuple[int, int] = (0, 0)
        self._gains: list[float] = gains((False,) * 5)

    def _gains_now(self, sim: Sim) -> list[float]:
        """The cards' gains at the start of this phase-two trick (computed once a trick)."""
        stamp = (id(sim), sim.trick)
        if stamp != self._closed_at:
            self._gains = gains(closed_factions(sim))
            self._closed_at = stamp
        return self._gains

    def lead_two(self, sim: Sim, hand: list[int], theirs: list[int]) -> int:
        return lead_two(hand, theirs, self._gains_now(sim))

    def follow_two(self, sim: Sim, hand: list[int], lead: int) -> int:
        return follow_two(hand, lead, self._gains_now(sim))
