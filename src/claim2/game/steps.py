"""What the game session asks the app to show next (a ``NextScreen``), and the seat's
``SeatPlayer`` for a seat the computer (or a lesson's script) plays."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Protocol

from claim2.engine import Action, PlayerView
from claim2.engine.events import Event, TrickWon


class SeatPlayer(Protocol):
    """Chooses a move for a seat from that seat's view only (a computer or a script)."""

    def choose(self, seen: PlayerView) -> Action: ...


class ScreenKind(Enum):
    HANDOFF = "handoff"  # public: pass the laptop to ``seat``
    TURN = "turn"  # private to ``seat``: play a card
    SEER = "seer"  # private to ``seat``: the Seer choice (R8)
    COMPUTER = "computer"  # a policy moves for ``seat``; no screen of its own
    WAITING = "waiting"  # the other person moves at their own screen (over the network)
    TRICK_RESULT = "trick_result"  # public: ``result``
    PHASE_TWO = "phase_two"  # public: phase two begins
    END = "end"  # public: the scoring


PRIVATE_KINDS = frozenset({ScreenKind.TURN, ScreenKind.SEER})
ACTING_KINDS = PRIVATE_KINDS | {ScreenKind.COMPUTER}  # answered by an action


@dataclass(frozen=True, slots=True)
class TrickResult:
    """A finished trick and what followed from it, as everybody may see it."""

    trick: TrickWon
    events: tuple[Event, ...]  # public events from the first card to the last effect


@dataclass(frozen=True, slots=True)
class NextScreen:
    """A screen to show: its kind, whose it is (None: public), and ``move``, the number of
    actions taken when it was asked for (its answer carries it back); ``taken_back``, how
    many cards were taken back by then (the same move number after a take-back is another
    screen). A hand-off may carry the ``result`` of the trick before it."""

    kind: ScreenKind
    seat: int | None = None
    result: TrickResult | None = None
    move: int = 0
    taken_back: int = 0
