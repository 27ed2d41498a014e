"""The strong level's playout policy: the rules of thumb, knowing which votes are still open.

Like ``heuristics.Playout`` (phase one is the same), but in phase two a card
of a faction whose vote is already certain (one player ahead by more cards
than are left in it, R15) is worth little to win: such cards are given away
first, and a trick holding only such cards is not worth a good card.
"""

from __future__ import annotations

import random

from claim2.ai.heuristics import Playout, follow_options, follow_phase_one, lead_phase_one
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


_GAINS: dict[tuple[bool, ...], list[float]] = {}


def gains(closed: tuple[bool, ...]) -> list[float]:
    """What winning each card is worth, roughly (one card towards a vote), by card int."""
    known = _GAINS.get(closed)
    if known is not None:
        return known
    out = [0.0] * 50
    for card in range(50):
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
    legal = [card for card in hand if card // 10 == faction]
    following = bool(legal)
    if not following:
        legal = hand
    stake = gain[lead]
    best = legal[0]
    best_score = -1e9
    for card in legal:
        if following and card > lead:
            score = stake + gain[card] - SPEND * (card % 10)
        else:
            score = -stake - gain[card] - SPEND * (card % 10)
        if card // 10 == DRAGONS:
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
        self._gains: list[float] = []

    def _gains_now(self, sim: Sim) -> list[float]:
        """The cards' gains at the start of this phase-two trick (computed once a trick)."""
        stamp = (id(sim), sim.trick)
        if stamp != self._closed_at:
            self._gains = gains(closed_factions(sim))
            self._closed_at = stamp
        return self._gains

    def lead(self, sim: Sim) -> int:
        hand = sim.hands[sim.leader]
        if self.noise and self.rng.random() < self.noise:
            return hand[int(self.rng.random() * len(hand))]
        if sim.phase == 1:
            return lead_phase_one(hand, sim.hands[1 - sim.leader], sim.prize)
        return lead_two(hand, sim.hands[1 - sim.leader], self._gains_now(sim))

    def follow(self, sim: Sim, lead: int) -> int:
        hand = sim.hands[1 - sim.leader]
        if self.noise and self.rng.random() < self.noise:
            options = follow_options(hand, lead)
            return options[int(self.rng.random() * len(options))]
        if sim.phase == 1:
            return follow_phase_one(hand, lead, sim.prize)
        return follow_two(hand, lead, self._gains_now(sim))
