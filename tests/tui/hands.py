"""Driving the app with fast hands, and the hot-seat promises checked after every burst.

``Watch`` keeps every game screen the app showed, in order. ``check`` asserts what must
hold however fast keys come:

- every action in the record was chosen on a private screen (turn or Seer choice) made
  for the acting seat at that move number, and that screen was ready (shown long
  enough to take keys);
- a private screen of one seat never follows the other seat's private screen without a
  hand-off to it that was ready in between;
- once the end screen is up, it stays.
"""

from __future__ import annotations

from textual import events
from textual.pilot import Pilot

from claim2.game.records import replay_states
from claim2.game.session import PRIVATE_KINDS, ScreenKind
from claim2.tui.app import Claim2App
from claim2.tui.screens.base import Pane
from claim2.tui.screens.end import EndPane

from .driver import top

CHARACTERS = {"enter": "\r", "escape": "\x1b", "space": " "}


class Watch:
    """Every pane the game screen showed, in order (subscribe once the app runs)."""

    def __init__(self, app: Claim2App) -> None:
        self.app = app
        self.screens: list[Pane] = []
        self.since: int | None = None
        app.pane_shown.subscribe(app, self._changed, immediate=True)

    def _changed(self, screen: Pane) -> None:
        if screen not in self.screens:
            self.screens.append(screen)
            if self.since is None and screen.shown is not None:
                self.since = screen.shown.move  # the moves of a resumed game came before

    def check(self) -> None:
        app = self.app
        session = app.session
        assert session is not None
        states = replay_states(session.record)
        for move, state in enumerate(states[:-1]):
            if self.since is None or move < self.since:
                continue
            seat = state.to_move
            shown_for = [
                screen
                for screen in self.screens
                if screen.shown is not None
                and screen.shown.kind in PRIVATE_KINDS
                and screen.shown.seat == seat
                and screen.shown.move == move
            ]
            assert shown_for, f"move {move} was taken for seat {seat} without its screen"
            assert any(screen.ready for screen in shown_for), f"move {move}: screen not ready"
        last_private: int | None = None
        handed_to: set[int] = set()
        for screen in self.screens:
            shown = screen.shown
            if shown is None or shown.seat is None:
                continue
            if shown.kind is ScreenKind.HANDOFF and screen.ready:
                handed_to.add(shown.seat)
            elif shown.kind in PRIVATE_KINDS:
                if last_private is not None and last_private != shown.seat:
                    assert shown.seat in handed_to, "a private screen without its hand-off"
                if last_private != shown.seat:
                    handed_to.clear()
                last_private = shown.seat
        if any(isinstance(screen, EndPane) for screen in self.screens):
            assert isinstance(top(app), EndPane), f"the end screen left: {top(app)!r}"


async def burst(pilot: Pilot[None], *names: str) -> None:
    """Post ``names`` as key presses all at once (as fast as hands or key repeat go),
    then let the app handle them."""
    app = pilot.app
    for name in names:
        event = events.Key(name, CHARACTERS.get(name, name if len(name) == 1 else None))
        event.set_sender(app)
        app.post_message(event)
    await pilot.pause()


async def until_ready(pilot: Pilot[None], limit: int = 2000) -> None:
    """Let the app run until the screen on top takes keys (its guard time is over)."""
    app = pilot.app
    assert isinstance(app, Claim2App)
    for _ in range(limit):
        if app.input_ready:
            return
        await pilot.pause(0.01)
    raise AssertionError(f"{top(app)!r} never became ready")
