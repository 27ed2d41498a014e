"""Drawing the hidden cards: whole game states consistent with one player's view.

A sampled world puts the unseen cards in the right places in the right
numbers (the opponent's hand, the opponent's face-down draws, the draw pile),
keeps the known top card on top and keeps the opponent's hand free of the
factions they failed to follow. Seen from the same seat, a sampled world
gives back the view it came from. Within those rules every placement is
equally likely.
"""

from __future__ import annotations

import random
from collections import Counter

from claim2.ai.knowledge import Knowledge, Memory, knowledge
from claim2.engine import Card, GameState, PlayerView, state_seen_as
from claim2.engine.cards import DECK_COUNTS


class SamplingError(ValueError):
    """No world fits the view (the view or the memory is inconsistent)."""


def sample_world(
    seen: PlayerView,
    rng: random.Random,
    known: Knowledge | None = None,
    memory: Memory | None = None,
) -> GameState:
    """One full game state that ``seen.seat`` cannot tell from the real one."""
    if known is None:
        known = knowledge(seen, memory)
    unseen = list(known.unseen)
    rng.shuffle(unseen)
    hand_size = known.opponent_hand_size
    if known.voids:
        allowed = [card for card in unseen if card.faction not in known.voids]
        if len(allowed) < hand_size:
            raise SamplingError("too few unseen cards outside the opponent's void factions")
        hand = allowed[:hand_size]
        rest = list(unseen)
        for card in hand:
            rest.remove(card)
    else:
        hand, rest = unseen[:hand_size], unseen[hand_size:]
    hidden_draws = known.opponent_hidden_draws
    their_draws = (*known.known_opponent_draws, *rest[:hidden_draws])
    pile_rest = rest[hidden_draws:]
    if len(pile_rest) + (known.top_card is not None) != known.draw_pile_size:
        raise SamplingError("the unseen cards do not fill the hidden places")
    draw_pile = (known.top_card, *pile_rest) if known.top_card is not None else tuple(pile_rest)
    their_draws = tuple(their_draws) if seen.phase == 1 else _phase_two_draws(seen)
    return state_seen_as(seen, tuple(sorted(hand)), their_draws, draw_pile)


def _phase_two_draws(seen: PlayerView) -> tuple[Card, ...]:
    """The opponent's face-down draws, known once phase one is over."""
    counts = Counter(DECK_COUNTS)
    for pile in (seen.discards, seen.prizes[0], seen.prizes[1], seen.my_draws):
        for card in pile:
            counts[card] -= 1
    return tuple(sorted(counts.elements()))
