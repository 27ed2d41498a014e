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
from claim2.engine import Card, GameState, PlayerView, SeerChoice
from claim2.engine.cards import DECK_COUNTS
from claim2.engine.state import PendingSeer, SeerPeek


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
    me, them = seen.seat, seen.opponent
    hands: list[tuple[Card, ...]] = [(), ()]
    hands[me] = seen.hand
    hands[them] = tuple(sorted(hand))
    draws: list[tuple[Card, ...]] = [(), ()]
    draws[me] = seen.my_draws
    draws[them] = tuple(their_draws) if seen.phase == 1 else _phase_two_draws(seen)
    seer = None
    if seen.seer_pending is not None:
        assert seen.last_trick is not None
        seer = PendingSeer(seen.seer_pending, seen.last_trick)
    return GameState(
        phase=seen.phase,
        trick=seen.trick,
        leader=seen.leader,
        hands=(hands[0], hands[1]),
        draw_pile=draw_pile,
        prize=seen.prize,
        played=seen.played,
        prizes=seen.prizes,
        draws=(draws[0], draws[1]),
        discards=seen.discards,
        score_piles=seen.score_piles,
        gnomes_in_front=seen.gnomes_in_front,
        trolls_aside=seen.trolls_aside,
        smashed=seen.smashed,
        seer=seer,
        finished=seen.finished,
        events=seen.events,
        last_trick=seen.last_trick,
        # what the view tells of Seer peeks: this seat's own, and the opponent's that it drew
        peeks=seen.my_peeks
        + tuple(SeerPeek(them, 0, card, SeerChoice.PRIZE) for card in seen.peeked_draws),
    )


def _phase_two_draws(seen: PlayerView) -> tuple[Card, ...]:
    """The opponent's face-down draws, known once phase one is over."""
    counts = Counter(DECK_COUNTS)
    for pile in (seen.discards, seen.prizes[0], seen.prizes[1], seen.my_draws):
        for card in pile:
            counts[card] -= 1
    return tuple(sorted(counts.elements()))
