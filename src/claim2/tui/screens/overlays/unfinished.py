"""Asked when a new game is started over an unfinished one: resume it, keep it aside and
start the new game, or cancel. Nothing is shelved without this question."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import BindingType
from textual.content import Content
from textual.widgets import Button
from textual.widgets.button import ButtonVariant

from claim2.sitting.lobby import Unfinished as UnfinishedGame
from claim2.sitting.lobby_words import UnfinishedChoice, unfinished_choices, unfinished_question
from claim2.text.i18n import N_
from claim2.tui.bindings import bound
from claim2.tui.narrate import content
from claim2.tui.screens.overlays.dialog import Dialog


class UnfinishedScreen(Dialog[UnfinishedChoice]):
    """Dismisses with the choice; Esc (and Enter on the focused Cancel) cancels."""

    HEADING = N_("Unfinished game")
    BINDINGS: ClassVar[list[BindingType]] = [
        bound("unfinished.resume", "answer('resume')", N_("Resume it")),
        bound("unfinished.keep_aside", "answer('keep-aside')", N_("Keep it aside")),
        bound("unfinished.cancel", "answer('cancel')", N_("Cancel")),
    ]

    def __init__(self, names: tuple[str, str], where: str) -> None:
        """``names``: the players of the unfinished game; ``where``: how far it got."""
        super().__init__()
        self.names = names
        self.where = where

    def message(self) -> Content:
        return content(unfinished_question(UnfinishedGame(self.names, self.where)))

    def buttons(self) -> ComposeResult:
        variants: dict[UnfinishedChoice, ButtonVariant] = {
            UnfinishedChoice.RESUME: "success",
            UnfinishedChoice.KEEP_ASIDE: "primary",
        }
        for choice, label in unfinished_choices():  # the sitting's choices and words
            yield Button(
                label,
                id=choice.value,
                variant=variants.get(choice, "default"),
                action=f"screen.answer('{choice.value}')",
            )

    def on_mount(self) -> None:
        self.query_one(f"#{UnfinishedChoice.CANCEL.value}", Button).focus()

    def action_answer(self, choice: str) -> None:
        self.dismiss(UnfinishedChoice(choice))
