"""What every game screen shares: the keys for the rules, the log and quitting."""

from __future__ import annotations

from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets import Button

from claim2.i18n import N_


class MouseButton(Button, can_focus=False):
    """A button for the mouse; the keyboard uses the screen's binding (shown in the footer)."""


class GameScreen(Screen[None]):
    """A screen of a game in progress (public or private)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("f1", "app.rules", N_("Rules"), key_display="F1"),
        Binding("question_mark", "app.rules", N_("Rules"), show=False),
        Binding("l", "app.game_log", N_("Log")),
        Binding("d", "app.discards", N_("Discards")),
        Binding("q", "app.quit_game", N_("Quit")),
    ]
