"""Asked when a new game is started over an unfinished one: resume it, keep it aside and
start the new game, or cancel. Nothing is shelved without this question."""

from __future__ import annotations

from enum import Enum
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.content import Content
from textual.widgets import Button

from claim2.sitting.lobby import Unfinished as UnfinishedGame
from claim2.sitting.lobby_words import unfinished_question
from claim2.text.i18n import N_, _
from claim2.tui.narrate import content
from claim2.tui.screens.overlays.dialog import Dialog


class Unfinished(Enum):
    RESUME = "resume"
    KEEP_ASIDE = "keep-aside"
    CANCEL = "cancel"


class UnfinishedScreen(Dialog[Unfinished]):
    """Dismisses with the choice; Esc (and Enter on the focused Cancel) cancels."""

    HEADING = N_("Unfinished game")
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("r", "answer('resume')", N_("Resume it")),
        Binding("k", "answer('keep-aside')", N_("Keep it aside")),
        Binding("escape", "answer('cancel')", N_("Cancel")),
    ]

    def __init__(self, names: tuple[str, str], where: str) -> None:
        """``names``: the players of the unfinished game; ``where``: how far it got."""
        super().__init__()
        self.names = names
        self.where = where

    def message(self) -> Content:
        return content(unfinished_question(UnfinishedGame(self.names, self.where)))

    def buttons(self) -> ComposeResult:
        yield Button(
            _("Resume it"), id="resume", variant="success", action="screen.answer('resume')"
        )
        yield Button(
            _("Keep it aside, start"),
            id="keep-aside",
            variant="primary",
            action="screen.answer('keep-aside')",
        )
        yield Button(_("Cancel"), id="cancel", action="screen.answer('cancel')")

    def on_mount(self) -> None:
        self.query_one(f"#{Unfinished.CANCEL.value}", Button).focus()

    def action_answer(self, choice: str) -> None:
        self.dismiss(Unfinished(choice))
