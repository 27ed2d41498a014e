"""Rules of thumb on a fully known game (a ``Sim``): one trick of look-ahead.

These functions are the playout policy of the strong level and, on the
phase-two hands (which a player knows exactly, see ``knowledge``), the normal
level's play. They know every card of the game they are given; the strong
level only ever gives them worlds it sampled from its own view.

Phase one: a card in hand is worth nothing after phase one (every played card
is discarded), so hand cards are only tools to win prizes; a prize is worth
winning when it beats what a blind draw brings on average. Phase two: each
trick's two cards go to the winner, so win the tricks you can and lose cheaply
the ones you cannot.
"""

from __future__ import annotations

import random

from claim2.ai.sim import CARD_INTS, DRAGONS, GNOMES, TROLLS, Sim, distinct
from claim2.engine.ruleset import NEXT_SEAT

# How much a card in the follower pile helps in phase two: higher cards win
# tricks; Dragons also decide who leads (R5).
WORTH = [0.0] * CARD_INTS
for _card in range(CARD_INTS):
    _faction, _value = divmod(_card, 10)
    WORTH[_card] = 1.0 + _value / 9 + (0.3 if _faction == DRAGONS else 0.0)
AVERAGE_WORTH = 1.0 + 4.5 / 9 + 0.3 * 10 / 52  # a blind draw, about
WANT_MARGIN = 0.05


def wants(prize: int) -> bool:
    """Is this prize worth spending a good card on?"""
    return WORTH[prize] > AVERAGE_WORTH + WANT_MARGIN


def lowest(cards: list[int]) -> int:
    """The card with the lowest value (the first in deck order among equals)."""
    best = cards[0]
    for card in cards:
        if card % 10 < best % 10:
            best = card
    return best


def beaters(hand: list[int], lead: int) -> list[int]:
    """The cards of ``hand`` that beat ``lead`` (same faction, higher; R4)."""
    faction = lead // 10
    return [card for card in hand if card // 10 == faction and card > lead]


def follow_options(hand: list[int], lead: int) -> list[int]:
    faction = lead // 10
    return [card for card in hand if card // 10 == faction] or hand


def choose_seer(prize: int, top: int) -> bool:
    """R8: take the top card when it is worth more than the prize."""
    return WORTH[top] > WORTH[prize]


class Playout:
    """The rules of thumb as Sim callbacks, with a little randomness (``noise``)."""

    def __init__(self, rng: random.Random, noise: float = 0.1) -> None:
        self.rng = rng
        self.noise = noise

    def lead(self, sim: Sim) -> int:
        hand = sim.hands[sim.leader]
        if self.noise and self.rng.random() < self.noise:
            return hand[int(self.rng.random() * len(hand))]
        theirs = sim.hands[NEXT_SEAT[sim.leader]]
        if sim.phase == 1:
            return lead_phase_one(hand, theirs, sim.prize)
        return self.lead_two(sim, hand, theirs)

    def follow(self, sim: Sim, lead: int) -> int:
        hand = sim.hands[NEXT_SEAT[sim.leader]]
        if self.noise and self.rng.random() < self.noise:
            options = follow_options(hand, lead)
            return options[int(self.rng.random() * len(options))]
        if sim.phase == 1:
            return follow_phase_one(hand, lead, sim.prize)
        return self.follow_two(sim, hand, lead)

    def lead_two(self, sim: Sim, hand: list[int], theirs: list[int]) -> int:
        """The card to lead in phase two (a subclass may know more)."""
        return lead_phase_two(hand, theirs)

    def follow_two(self, sim: Sim, hand: list[int], lead: int) -> int:
        """The card to answer ``lead`` with in phase two."""
        return follow_phase_two(hand, lead)

    def seer(self, sim: Sim, winner: int, prize: int, top: int) -> bool:
        return choose_seer(prize, top)

    def run(self, sim: Sim) -> float:
        """The game played out: seat 0's result (1, 0, -1; a subclass may estimate it)."""
        return sim.run(self.lead, self.follow, self.seer)


def lead_phase_one(hand: list[int], theirs: list[int], prize: int) -> int:
    """Lead the cheapest sure winner for a prize worth having, else the lowest card."""
    if wants(prize):
        sure = [card for card in hand if not beaters(theirs, card)]
        if sure:
            return lowest(sure)
    return lowest(hand)


def follow_phase_one(hand: list[int], lead: int, prize: int) -> int:
    """Beat the lead cheaply for a prize worth having; else play the lowest card."""
    options = beaters(hand, lead)
    if options and wants(prize):
        return options[0]
    return lowest(follow_options(hand, lead))


def gain(card: int) -> float:
    """What winning ``card`` in phase two is worth, roughly: one card for a vote."""
    faction = card // 10
    if faction == TROLLS:
        return 0.8  # trolls go to the pool first (R13)
    if faction == GNOMES:
        return 0.9  # may still be smashed (R12)
    return 1.0


def lead_phase_two(hand: list[int], theirs: list[int]) -> int:
    """The lead with the best one-trick result, assuming the reply ``follow_phase_two``
    (the first such card in deck order)."""

    def result(card: int) -> float:
        reply = follow_phase_two(theirs, card)
        won = trick_value(card, reply, leader_wins=reply // 10 != card // 10 or reply < card)
        return won - 0.02 * (card % 10) + (0.2 if card // 10 == DRAGONS else 0.0)  # R5

    return max(distinct(hand), key=result)


def follow_phase_two(hand: list[int], lead: int) -> int:
    """Win with the cheapest card that beats the lead; else give away the least."""
    options = beaters(hand, lead)
    if options:
        return options[0]
    legal = follow_options(hand, lead)
    return lowest(legal)


def trick_value(lead: int, reply: int, leader_wins: bool) -> float:
    """The leader's gain from a phase-two trick (negative when the follower wins)."""
    value = gain(lead) + gain(reply)
    return value if leader_wins else -value
