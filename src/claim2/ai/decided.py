"""Which factions' votes (R15) are already decided, as a player can check from the table.

In phase two a vote is decided when one player is ahead in that faction by more cards
than can still change hands: the cards of that faction in both hands and on the table,
and for the Trolls those set aside too (R13). A Gnome lead counts only beyond the Gnomes
still to be played and the Giants still to be won, each of which may smash one Gnome
(R11, R12). That is the exact search's own test (``exact_tables.settled``), worded from a view.
"""

from __future__ import annotations

from claim2.ai.knowledge import knowledge
from claim2.engine import Card, Faction, PlayerView


def decided_votes(seen: PlayerView) -> tuple[tuple[Faction, ...], tuple[Faction, ...]]:
    """The factions whose vote is already ``seen.seat``'s, and those already the
    opponent's (phase two; nothing is decided before it), in faction order."""
    if seen.phase != 2:
        return (), ()
    left = [*seen.hand, *knowledge(seen).unseen, *seen.played]
    me, them = seen.seat, seen.opponent
    mine: list[Faction] = []
    theirs: list[Faction] = []
    for faction in Faction:
        won = [(*seen.score_piles[seat], *seen.gnomes_in_front[seat]) for seat in (me, them)]
        ahead = _count(won[0], faction) - _count(won[1], faction)
        open_cards = _count(left, faction)
        if faction is Faction.GNOMES:
            open_cards += _count(left, Faction.GIANTS)
        elif faction is Faction.TROLLS:
            open_cards += len(seen.trolls_aside)
        if ahead > open_cards:
            mine.append(faction)
        elif -ahead > open_cards:
            theirs.append(faction)
    return tuple(mine), tuple(theirs)


def _count(cards: tuple[Card, ...] | list[Card], faction: Faction) -> int:
    """How many of ``cards`` are of ``faction``."""
    return sum(1 for card in cards if card.faction is faction)
