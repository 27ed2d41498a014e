"""The ``normal`` level: rules of thumb that use everything the view tells.

Phase one: for a prize worth having (``heuristics.wants``), lead the cheapest
card the opponent is unlikely to beat, judged from the unseen cards and the
factions the opponent has shown they lack; as second player beat the lead
with the cheapest card that does. Phase two: the opponent's hand is known
exactly, so it plays the one-trick look-ahead of ``heuristics`` on it.
"""

from __future__ import annotations

import random
from math import comb

from claim2.ai import heuristics
from claim2.ai.knowledge import Knowledge, Memory, knowledge
from claim2.ai.policy import check_turn
from claim2.ai.sim import ints, to_card, to_int
from claim2.engine import Action, Card, PlayerView, SeerChoice

SAFE_ENOUGH = 0.25  # lead a card for a prize when the opponent beats it at most this often


def chance_beaten(card: Card, known: Knowledge) -> float:
    """The chance that the opponent's hand holds a card beating ``card`` (R4)."""
    if card.faction in known.voids:
        return 0.0
    eligible = [c for c in known.unseen if c.faction not in known.voids]
    higher = sum(1 for c in eligible if c.faction is card.faction and c.value > card.value)
    size = known.opponent_hand_size
    total = comb(len(eligible), size)
    return 1.0 - comb(len(eligible) - higher, size) / total if total else 0.0


class NormalPolicy:
    def __init__(self) -> None:
        self.memory = Memory()

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        action = self._choose(view)
        self.memory.note(view, action)
        return action

    def _choose(self, view: PlayerView) -> Action:
        actions = check_turn(view)
        if len(actions) == 1:
            return actions[0]
        if view.seer_peek is not None:
            assert view.prize is not None
            take_top = heuristics.choose_seer(to_int(view.prize), to_int(view.seer_peek))
            return SeerChoice.TOP if take_top else SeerChoice.PRIZE
        known = knowledge(view, self.memory)
        hand = ints(view.hand)
        if view.phase == 2:
            theirs = ints(known.unseen)
            if view.played:
                return to_card(heuristics.follow_phase_two(hand, to_int(view.played[0])))
            return to_card(heuristics.lead_phase_two(hand, theirs))
        assert view.prize is not None
        prize = to_int(view.prize)
        if view.played:
            return to_card(heuristics.follow_phase_one(hand, to_int(view.played[0]), prize))
        if heuristics.wants(prize):
            safe = [card for card in hand if chance_beaten(to_card(card), known) <= SAFE_ENOUGH]
            if safe:
                return to_card(heuristics.lowest(safe))
        return to_card(heuristics.lowest(hand))
