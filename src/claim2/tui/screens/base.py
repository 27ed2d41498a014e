"""What every game screen shares: the keys for the rules, the log and quitting, what the
screen was shown for, and a guard against keys typed before it appeared.

A game screen is made for one ``NextScreen`` of the session (its kind, seat and move
number); its one answer (a card, a Seer choice, "show my cards", "continue") carries it
back, so the session can drop an answer from a screen that is no longer current.

For ``guard`` seconds after it is first drawn a screen is not *ready*: the app drops
every key and click meant for it (typed ahead, or held down), its footer is dimmed and
its button lights up only once it is ready.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from textual.binding import Binding, BindingType
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Button

from claim2.game.i18n import N_
from claim2.tui.widgets.footer import TranslatedKeys

if TYPE_CHECKING:
    from claim2.game.session import NextScreen


class MouseButton(Button, can_focus=False):
    """A button for the mouse; the keyboard uses the screen's binding (shown in the footer)."""


class GameScreen(TranslatedKeys, Screen[None]):
    """A screen of a game in progress (public or private)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("f1", "app.rules", N_("Rules"), key_display="F1"),
        Binding("question_mark", "app.rules", N_("Rules"), show=False),
        Binding("l", "app.game_log", N_("Log")),
        Binding("d", "app.discards", N_("Discards")),
        Binding("q", "app.quit_game", N_("Quit")),
    ]

    class Ready(Message):
        """The screen's guard time is over: it takes keys now."""

    def __init__(self, shown: NextScreen | None = None, *, guard: float = 0.0) -> None:
        """``shown``: what the session asked for; ``guard``: seconds to ignore input."""
        super().__init__()
        self.shown = shown
        self.guard = guard
        self.ready = guard <= 0
        self.answered = False
        self.set_class(not self.ready, "-waiting")

    def on_mount(self) -> None:
        if not self.ready:
            self.call_after_refresh(self._start_guard)

    def _start_guard(self) -> None:
        self.set_timer(self.guard, self._become_ready)

    def _become_ready(self) -> None:
        self.ready = True
        self.remove_class("-waiting")
        for button in self.query(".-guarded").results(Button):
            button.disabled = False
        self.post_message(self.Ready())

    def guarded_button(self, label: str, id: str) -> MouseButton:
        """The screen's main button: dim and inert until the screen is ready."""
        return MouseButton(
            label, id=id, variant="primary", classes="-guarded", disabled=not self.ready
        )

    def answer(self, message: Message) -> None:
        """Post the screen's answer once; what is pressed after it is dropped."""
        if not self.answered:
            self.answered = True
            self.post_message(message)
