"""A second app on the same data folder: the game is open in another window.

This app never touches the game's save; it offers what cannot harm it: the
rules, the walkthrough, and how to watch a finished game (``claim2 replay``).
"""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import BindingType
from textual.widgets import Button

from claim2.text.i18n import N_, _
from claim2.tui.bindings import bound
from claim2.tui.language import NEXT_LANGUAGE_KEY
from claim2.tui.screens.overlays.dialog import Dialog


class ElsewhereScreen(Dialog[None]):
    """The game is open in another window: rules, lessons and replays only."""

    HEADING = N_("Claim 2 is open in another window")
    MESSAGE = N_(
        "The game is open in another window (it uses the data folder {path}). "
        "Play on there: this window never touches that game. Here you can read "
        "the rules or take the lessons; 'claim2 replay FILE' shows a finished "
        "game, kept in the folder saves."
    )
    BINDINGS: ClassVar[list[BindingType]] = [
        bound("app.rules", "app.rules", N_("Rules"), display=True),
        bound("app.lessons", "app.walkthrough", N_("Learn to play"), display=True),
        bound("app.language", "app.next_language", NEXT_LANGUAGE_KEY, display=True, priority=True),
        bound("elsewhere.quit", "app.quit", N_("Quit")),
    ]

    def __init__(self, folder: Path) -> None:
        super().__init__()
        self.folder = folder

    def fields(self) -> dict[str, str]:
        return {"path": str(self.folder)}

    def buttons(self) -> ComposeResult:
        yield Button(_("Rules"), id="rules", action="app.rules")
        yield Button(
            _("Learn to play"), id="walkthrough", variant="primary", action="app.walkthrough"
        )
        yield Button(_("Quit"), id="quit", variant="error", action="screen.leave")

    def on_mount(self) -> None:
        self.query_one("#walkthrough", Button).focus()

    def action_leave(self) -> None:
        """The Quit button: this window closes (the game in the other one goes on)."""
        self.app.exit()
