"""The strong level's playout policy: the rules of thumb, knowing which votes are still open.

Like ``heuristics.Playout`` (phase one is the same), but in phase two a card
of a faction whose vote is already certain (one player ahead by more cards
than are left in it, R15) is worth little to win: such cards are given away
first, and a trick holding only such cards is not worth a good card.
"""

from __future__ import annotations

import random

from claim2.ai.heuristics import (
    Playout,
    beaters,
    follow_options,
    follow_phase_one,
    lead_phase_one,
)
from claim2.ai.sim import DRAGONS, GIANTS, GNOMES, TROLLS, Sim, faction_count

CLOSED_GAIN = 0.1  # a card of a decided faction still counts in R16's tie-break
SPEND = 0.03  # the cost of using up a card, per point of value


def closed_factions(sim: Sim) -> tuple[bool, ...]:
    """For each faction: is its vote already certain (whoever gets it)?"""
    left = [0, 0, 0, 0, 0]
    for hand in sim.hands:
        for card in hand:
            left[card // 10] += 1
    left[TROLLS] += len(sim.aside)
    closed = [False] * 5
    gnomes = faction_count(sim.front[0]) - faction_count(sim.front[1])
    closed[GNOMES] = abs(gnomes) > left[GNOMES] + left[GIANTS]
    score0, score1 = sim.score
    for faction in (1, 2, 3, 4):
        shift = 20 * faction
        ahead = faction_count((score0 >> shift) & 0xFFFFF) - faction_count(
            (score1 >> shift) & 0xFFFFF
        )
        closed[faction] = abs(ahead) > left[faction]
    return tuple(closed)


def gain(card: int, closed: tuple[bool, ...]) -> float:
    faction = card // 10
    if closed[faction]:
        return CLOSED_GAIN
    if faction == TROLLS:
        return 0.8  # trolls go to the pool first (R13)
    if faction == GNOMES:
        return 0.9  # may still be smashed (R12)
    return 1.0


def follow_two(hand: list[int], lead: int, closed: tuple[bool, ...]) -> int:
    """Win when the trick is worth the card; else give away what matters least."""
    options = beaters(hand, lead)
    legal = follow_options(hand, lead)
    stake = gain(lead, closed)
    best = legal[0]
    best_score = -1e9
    for card in legal:
        if card in options:
            score = stake + gain(card, closed) - SPEND * (card % 10)
        else:
            score = -stake - gain(card, closed) - SPEND * (card % 10)
        if card // 10 == DRAGONS:
            score += 0.2  # the lead comes back (R5)
        if score > best_score:
            best, best_score = card, score
    return best


def lead_two(hand: list[int], theirs: list[int], closed: tuple[bool, ...]) -> int:
    """The lead with the best one-trick result against the reply of ``follow_two``."""
    best = hand[0]
    best_score = -1e9
    previous = -1
    for card in hand:
        if card == previous:
            continue
        previous = card
        reply = follow_two(theirs, card, closed)
        value = gain(card, closed) + gain(reply, closed)
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
        self._closed: tuple[bool, ...] = (False,) * 5

    def _closed_now(self, sim: Sim) -> tuple[bool, ...]:
        """The closed factions at the start of this phase-two trick (computed once a trick)."""
        stamp = (id(sim), sim.trick)
        if stamp != self._closed_at:
            self._closed = closed_factions(sim)
            self._closed_at = stamp
        return self._closed

    def lead(self, sim: Sim) -> int:
        hand = sim.hands[sim.leader]
        if self.noise and self.rng.random() < self.noise:
            return hand[int(self.rng.random() * len(hand))]
        if sim.phase == 1:
            return lead_phase_one(hand, sim.hands[1 - sim.leader], sim.prize)
        return lead_two(hand, sim.hands[1 - sim.leader], self._closed_now(sim))

    def follow(self, sim: Sim, lead: int) -> int:
        hand = sim.hands[1 - sim.leader]
        if self.noise and self.rng.random() < self.noise:
            options = follow_options(hand, lead)
            return options[int(self.rng.random() * len(options))]
        if sim.phase == 1:
            return follow_phase_one(hand, lead, sim.prize)
        return follow_two(hand, lead, self._closed_now(sim))
