"""The public screens a game's actions leave to be shown, and its public log.

An action can end a trick (its result is to be shown) and the last trick of phase one
begins phase two (its screen is to be shown): ``ScreenQueue`` keeps those screens in
order until the players have gone past them, and the game's public events (hidden cards
taken out), rebuilt from the game's states when it is resumed or a move is taken back.
``GameSession`` decides when each is shown (``next_screen``).
"""

from __future__ import annotations

from collections.abc import Sequence

from claim2.engine import GameState
from claim2.engine.events import Event, PhaseTwoBegan, SeerChose, TrickWon
from claim2.game.public import public_events
from claim2.game.steps import NextScreen, ScreenKind, TrickResult


def trick_done(events: Sequence[Event]) -> bool:
    """Whether these events end a trick (with its Seer choice, if any)."""
    return any(isinstance(event, TrickWon | SeerChose) for event in events)


class ScreenQueue:
    """The public screens still to show (``pending``, first to show first) and the public
    log of the game so far (``log``)."""

    def __init__(self) -> None:
        self.pending: list[NextScreen] = []
        self.log: list[Event] = []
        self._trick_events: list[Event] = []  # the public events of the trick under way

    def after(self, state: GameState) -> None:
        """``state`` was reached by an action: its public events are logged, and the screens
        it calls for are queued (the trick's result, with its events; phase two)."""
        events = public_events(state.events)
        self.log.extend(events)
        self._trick_events.extend(events)
        if state.last_trick is not None and state.seer is None and trick_done(state.events):
            self.pending.append(
                NextScreen(
                    ScreenKind.TRICK_RESULT,
                    result=TrickResult(state.last_trick, tuple(self._trick_events)),
                )
            )
            self._trick_events.clear()
        if any(isinstance(event, PhaseTwoBegan) for event in state.events):
            self.pending.append(NextScreen(ScreenKind.PHASE_TWO))

    def rebuild(self, states: Sequence[GameState]) -> None:
        """The log and the trick under way from the game's states, nothing pending (a game
        resumed, or a move taken back: the screens of the moves before were seen)."""
        self.pending.clear()
        self.log.clear()
        self._trick_events.clear()
        for state in states:
            events = public_events(state.events)
            self.log.extend(events)
            self._trick_events.extend(events)
            if state.seer is None and trick_done(state.events):
                self._trick_events.clear()
