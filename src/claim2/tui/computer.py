"""The computer's seat in the app: a ``claim2.ai`` policy fed only that seat's view.

``ComputerPlayer`` is the session's ``Policy`` for a computer seat.
``play_computer_turn`` lets it think off the UI thread (the strong level takes
up to a second), then takes its move, lets the screen show it and, after a
short pause so a person can follow, moves on.

On resume, ``remember`` rebuilds what the policy remembers (its Seer peeks)
by replaying the record and showing it that seat's own views.
"""

from __future__ import annotations

import contextlib
import random
import time
from collections.abc import Iterator
from typing import TYPE_CHECKING, Protocol

from claim2.ai import make_policy
from claim2.ai.knowledge import Memory
from claim2.engine import Action, PlayerView, parse_action, view
from claim2.records import GameRecord, replay_states

if TYPE_CHECKING:
    from textual.app import App

    from claim2.tui.session import GameSession


class MoveShower(Protocol):
    """The screen shown while the computer moves."""

    def show_move(self, action: Action) -> None: ...

    def move_shown(self) -> None: ...


class ComputerPlayer:
    """A seat played by the computer at ``level``: it sees what the seat's view shows, no more."""

    def __init__(self, level: str, seed: int | None = None) -> None:
        self.level = level
        self.policy = make_policy(level)
        self.rng = random.Random(f"claim2 computer {seed}") if seed is not None else random.Random()
        self.think_times: list[float] = []  # seconds per decision, for the curious

    def choose(self, seen: PlayerView) -> Action:
        began = time.perf_counter()
        action = self.policy.choose(seen, self.rng)
        self.think_times.append(time.perf_counter() - began)
        return action

    def remember(self, record: GameRecord, seat: int) -> None:
        """Rebuild the policy's memory of a resumed game from ``seat``'s own earlier views."""
        memory = getattr(self.policy, "memory", None)
        if isinstance(memory, Memory):
            for seen, action in own_decisions(record, seat):
                memory.note(seen, action)


def own_decisions(record: GameRecord, seat: int) -> Iterator[tuple[PlayerView, Action]]:
    """Every decision ``seat`` took in ``record``: its view at the time and its action."""
    for state, code in zip(replay_states(record), record.actions, strict=False):
        if state.to_move == seat:
            yield view(state, seat), parse_action(code)


def play_computer_turn(
    app: App[None], session: GameSession, seat: int, screen: MoveShower, pause: float
) -> None:
    """Let ``seat``'s computer choose from its view in a thread, then take and show its move."""
    player = session.policies[seat]
    if player is None:
        raise ValueError("this seat is played by a person")
    seen = session.view_for(seat)
    moves = session.moves

    def chosen(action: Action) -> None:
        if session.moves != moves:  # cannot happen: nobody else moves meanwhile
            return
        session.act(action)
        screen.show_move(action)
        if pause > 0:
            app.set_timer(pause, screen.move_shown)
        else:
            screen.move_shown()

    def think() -> None:
        action = player.choose(seen)
        with contextlib.suppress(RuntimeError):  # the app closed meanwhile
            app.call_later(chosen, action)  # thread-safe, and never waits for the app

    app.run_worker(think, name="computer thinks", group="computer", thread=True, exclusive=True)
