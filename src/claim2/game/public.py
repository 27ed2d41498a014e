"""What both players may see (R17): the only input of the public screens.

A public screen (hand-off, trick result, log, end) is built from a
``PublicView`` and from ``public_events``: the hidden cards are not in them.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from claim2.engine import Card, PlayerView
from claim2.engine.events import CardDrawn, Event, SeerPeeked, TrickWon
from claim2.engine.state import PerPlayer, Pile


@dataclass(frozen=True, slots=True)
class PublicView:
    """The public part of a player's view: identical whichever seat it comes from."""

    phase: int
    trick: int
    leader: int
    to_move: int
    finished: bool
    hand_sizes: tuple[int, int]
    draw_pile_size: int
    prize: Card | None
    played: Pile
    prizes: PerPlayer
    follower_counts: tuple[int, int]
    discards: Pile
    score_piles: PerPlayer
    gnomes_in_front: PerPlayer
    trolls_aside: Pile
    smashed: Pile
    seer_pending: int | None
    last_trick: TrickWon | None


def public_view(seen: PlayerView) -> PublicView:
    """The public fields of ``seen``, leaving out the hand, draws, peek and events."""
    return PublicView(
        phase=seen.phase,
        trick=seen.trick,
        leader=seen.leader,
        to_move=seen.to_move,
        finished=seen.finished,
        hand_sizes=seen.hand_sizes,
        draw_pile_size=seen.draw_pile_size,
        prize=seen.prize,
        played=seen.played,
        prizes=seen.prizes,
        follower_counts=seen.follower_counts,
        discards=seen.discards,
        score_piles=seen.score_piles,
        gnomes_in_front=seen.gnomes_in_front,
        trolls_aside=seen.trolls_aside,
        smashed=seen.smashed,
        seer_pending=seen.seer_pending,
        last_trick=seen.last_trick,
    )


def public_event(event: Event) -> Event | None:
    """The event as anybody may see it: a hidden draw without its card, no Seer peek."""
    if isinstance(event, SeerPeeked):
        return None
    if isinstance(event, CardDrawn):
        return event._replace(card=None)
    return event


def public_events(events: Iterable[Event]) -> tuple[Event, ...]:
    """The public events among ``events``, with the hidden cards taken out."""
    result = []
    for event in events:
        public = public_event(event)
        if public is not None:
            result.append(public)
    return tuple(result)
