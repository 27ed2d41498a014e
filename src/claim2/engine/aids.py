"""Memory aids: what a player could work out with a perfect memory, from their own view only.

Everything here is a pure function of a ``PlayerView`` (R17), so an aid can
never tell a player more than the view holds: it only does the counting a
careful card player does in their head.

- **Not seen yet** (phase one): the cards of the deck the player has not seen
  anywhere -- not in their hand or follower pile, not face up on the table,
  not at a Seer peek. They are in the opponent's hand, the draw pile or the
  opponent's face-down draws.
- **Own secrets**: the cards this player drew face down (and which of them
  the opponent saw with a Seer), and this player's own Seer peeks.
- **The opponent's hand** (phase two): every card is then somewhere a player
  can see or remember, so the opponent's hand is exactly the cards not
  accounted for elsewhere. In phase one: the cards known to be in the
  opponent's follower pile (their prizes, and the cards this player's Seer
  peeks left to them).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from claim2.engine.cards import DECK, Card, Faction
from claim2.engine.events import SeerChoice
from claim2.engine.state import Pile, SeerPeek
from claim2.engine.views import PlayerView


@dataclass(frozen=True, slots=True)
class MemoryAids:
    """The aids for one player at one moment (all piles sorted in deck order)."""

    unseen: Pile  # phase one: cards not seen anywhere yet; phase two: empty
    my_draws: Pile  # drawn face down into this player's follower pile (phase one)
    draws_seen_by_opponent: Pile  # of ``my_draws``: the ones the opponent saw with a Seer
    peeks: tuple[SeerPeek, ...]  # this player's own Seer peeks
    opponent_known: Pile  # cards known to be in the opponent's follower pile or hand
    opponent_hand_complete: bool  # phase two: ``opponent_known`` is the opponent's whole hand

    def unseen_of(self, faction: Faction) -> Pile:
        """The unseen cards of one faction, highest first."""
        return tuple(sorted((c for c in self.unseen if c.faction is faction), reverse=True))


def _minus(cards: Counter[Card], taken: Iterable[Card]) -> None:
    """Take ``taken`` out of ``cards`` (a multiset), never below zero."""
    for card in taken:
        if cards[card] > 0:
            cards[card] -= 1


def _face_up(seen: PlayerView) -> list[Card]:
    """Cards on the table both players see now: the trick, discards and the phase-two piles."""
    cards = [*seen.played, *seen.discards, *seen.trolls_aside, *seen.smashed]
    for seat in (0, 1):
        cards += [*seen.score_piles[seat], *seen.gnomes_in_front[seat]]
    return cards


def _sorted(cards: Counter[Card]) -> Pile:
    return tuple(sorted(cards.elements()))


def memory_aids(seen: PlayerView) -> MemoryAids:
    """The memory aids for the player whose view ``seen`` is."""
    opponent = seen.opponent
    left_to_opponent = [p.card for p in seen.my_peeks if p.choice is SeerChoice.PRIZE]
    rest: Counter[Card] = Counter(DECK)
    _minus(rest, seen.hand)
    _minus(rest, _face_up(seen))
    if seen.phase == 2:
        # every card is in a hand or face up: what is left is the opponent's hand
        return MemoryAids(
            unseen=(),
            my_draws=seen.my_draws,
            draws_seen_by_opponent=seen.peeked_draws,
            peeks=seen.my_peeks,
            opponent_known=_sorted(rest),
            opponent_hand_complete=True,
        )
    _minus(rest, seen.my_draws)
    _minus(rest, seen.prizes[0] + seen.prizes[1])
    if seen.prize is not None:
        _minus(rest, (seen.prize,))
    if seen.seer_peek is not None:
        _minus(rest, (seen.seer_peek,))
    _minus(rest, left_to_opponent)
    return MemoryAids(
        unseen=_sorted(rest),
        my_draws=seen.my_draws,
        draws_seen_by_opponent=seen.peeked_draws,
        peeks=seen.my_peeks,
        opponent_known=tuple(sorted([*seen.prizes[opponent], *left_to_opponent])),
        opponent_hand_complete=False,
    )
