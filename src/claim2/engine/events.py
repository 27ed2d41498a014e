"""Typed events: what each step of the game did, so a front end can narrate it.

Events are immutable named tuples (cheap to make: the engine makes many).
Every event is public except the two marked private (a card drawn face down,
a Seer's peek). A player's view carries private events only for their owner;
the opponent sees them redacted (``card`` is ``None``).
"""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple

from claim2.engine.cards import Card
from claim2.engine.ruleset import LeadReason, next_seat

__all__ = ["LeadReason"]  # re-exported: it is defined with the rule that gives it


class SeerChoice(Enum):
    """The two options of a Seer winner in phase one (R8)."""

    PRIZE = "prize"  # keep the face-up prize; the loser gets the top card
    TOP = "top"  # take the hidden top card; the loser gets the prize

    @property
    def code(self) -> str:
        """The action code used in records: ``seer:prize`` or ``seer:top``."""
        return f"seer:{self.value}"

    def __str__(self) -> str:
        return self.code


class CardPlayed(NamedTuple):
    player: int
    card: Card


class TrickWon(NamedTuple):
    """A trick is complete (R4, R5). ``cards`` are in play order, the leader's first.

    ``next_leader`` leads the following trick, for ``lead_reason``; after the
    last trick of phase one that carries over into phase two.
    """

    phase: int
    trick: int
    leader: int
    cards: tuple[Card, Card]
    winner: int
    next_leader: int
    lead_reason: LeadReason

    @property
    def loser(self) -> int:
        return next_seat(self.winner)


class PrizeRevealed(NamedTuple):
    """The top card of the draw pile is turned face up as the prize (R6)."""

    trick: int
    card: Card


class SeerPeeked(NamedTuple):
    """Private to ``player``: the Seer winner looked at the top card (R8)."""

    player: int
    card: Card | None


class SeerChose(NamedTuple):
    """Public: which option the Seer winner chose (R8)."""

    player: int
    choice: SeerChoice


class PrizeTaken(NamedTuple):
    """A face-up prize went into ``player``'s follower pile (R7)."""

    player: int
    card: Card


class CardDrawn(NamedTuple):
    """Private to ``player``: a card from the draw pile, face down (R7, R8)."""

    player: int
    card: Card | None


class PhaseTwoBegan(NamedTuple):
    """The follower piles became the hands (R10); ``leader`` leads first."""

    leader: int


class CardsScored(NamedTuple):
    """Cards went face up onto ``player``'s score pile (R10, R12, R13)."""

    player: int
    cards: tuple[Card, ...]


class GnomesPlaced(NamedTuple):
    """Gnomes won in phase two lie face up in front of ``player`` (R11)."""

    player: int
    cards: tuple[Card, ...]


class GnomeSmashed(NamedTuple):
    """A Giant won by ``player`` destroyed a Gnome in front of ``victim`` (R12)."""

    player: int
    victim: int
    giant: Card
    gnome: Card


class TrollTaken(NamedTuple):
    """``player`` took ``card``, the highest troll of the pool (R13)."""

    player: int
    card: Card


class TrollsSetAside(NamedTuple):
    """The trolls that now lie set aside, in public view (R13)."""

    cards: tuple[Card, ...]


class GnomesJoinedScore(NamedTuple):
    """At the end, the gnomes in front of ``player`` join their score pile (R11)."""

    player: int
    cards: tuple[Card, ...]


class GameEnded(NamedTuple):
    """The last trick of phase two is done; the game can be scored."""


Event = (
    CardPlayed
    | TrickWon
    | PrizeRevealed
    | SeerPeeked
    | SeerChose
    | PrizeTaken
    | CardDrawn
    | PhaseTwoBegan
    | CardsScored
    | GnomesPlaced
    | GnomeSmashed
    | TrollTaken
    | TrollsSetAside
    | GnomesJoinedScore
    | GameEnded
)


#: The private events: only their ``player`` sees their card (R17).
PRIVATE_EVENTS = (SeerPeeked, CardDrawn)


def seen_by(event: Event, player: int) -> Event:
    """The event as ``player`` may see it: private cards of others redacted (R17)."""
    if isinstance(event, PRIVATE_EVENTS) and event.player != player:
        return event._replace(card=None)
    return event


def _same_event(self: tuple[object, ...], other: object) -> bool:
    return type(self) is type(other) and tuple.__eq__(self, other)


def _different_event(self: tuple[object, ...], other: object) -> bool:
    return not _same_event(self, other)


# Named tuples compare equal to any tuple with the same items, so a CardDrawn
# would equal a PrizeTaken of the same card. Events compare by type too.
for _event_type in Event.__args__:
    setattr(_event_type, "__eq__", _same_event)  # noqa: B010
    setattr(_event_type, "__ne__", _different_event)  # noqa: B010
    setattr(_event_type, "__hash__", tuple.__hash__)  # noqa: B010
