"""The immutable game state. Build new states with ``rules.step``, never by hand."""

from __future__ import annotations

from typing import NamedTuple

from claim2.engine.cards import Card
from claim2.engine.events import Event, SeerChoice, TrickWon
from claim2.engine.ruleset import NEXT_SEAT

Pile = tuple[Card, ...]
PerPlayer = tuple[Pile, Pile]

HAND_SIZE = 13
DRAW_PILE_SIZE = 26


class PendingSeer(NamedTuple):
    """A phase-one trick won with a Seer: the winner must choose (R8)."""

    winner: int
    trick: TrickWon


class SeerPeek(NamedTuple):
    """A Seer choice made in phase one (R8): ``player`` saw ``card`` (the top card of the
    draw pile) on trick ``trick`` and chose ``choice``. With ``PRIZE`` the card went face
    down to the opponent; with ``TOP`` into ``player``'s own follower pile."""

    player: int
    trick: int
    card: Card
    choice: SeerChoice


class GameState(NamedTuple):
    """Everything about a game at one moment, hidden cards included.

    Piles are tuples of cards; hands are kept sorted in deck order. Per-player
    fields are pairs indexed by seat (0 or 1).
    """

    phase: int  # 1 or 2
    trick: int  # 1..13 within the phase (13 once the game is over)
    leader: int  # who leads the current trick
    hands: PerPlayer
    draw_pile: Pile  # face down, top card first (the prize is not in it)
    prize: Card | None  # the face-up card played for in phase one (R6)
    played: Pile  # cards played so far in the current trick, in play order
    prizes: PerPlayer  # face-up prizes each player put in their follower pile
    draws: PerPlayer  # face-down cards each player put in their follower pile
    discards: Pile  # cards played in phase one, face up (R7)
    score_piles: PerPlayer
    gnomes_in_front: PerPlayer
    trolls_aside: Pile
    smashed: Pile  # gnomes destroyed by giants (R12)
    seer: PendingSeer | None  # a Seer choice waiting to be made (R8)
    finished: bool
    events: tuple[Event, ...]  # what the step that made this state did
    last_trick: TrickWon | None
    peeks: tuple[SeerPeek, ...] = ()  # every Seer choice so far, in order (R8)

    @property
    def to_move(self) -> int:
        """The seat that acts next (meaningless once the game is finished)."""
        if self.seer is not None:
            return self.seer.winner
        return self.leader if not self.played else NEXT_SEAT[self.leader]

    @property
    def followers(self) -> PerPlayer:
        """Each player's whole follower pile, sorted in deck order."""
        return (
            tuple(sorted(self.prizes[0] + self.draws[0])),
            tuple(sorted(self.prizes[1] + self.draws[1])),
        )

    @property
    def seer_peek(self) -> Card | None:
        """The top card the pending Seer winner may look at, if any."""
        return self.draw_pile[0] if self.seer is not None else None
