"""A yes/no question over the current screen (quitting, abandoning a game)."""

from __future__ import annotations

from dataclasses import replace
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import ActiveBinding, BindingType
from textual.content import Content
from textual.widgets import Button

from claim2.text.i18n import N_, current_language
from claim2.tui.bindings import bound
from claim2.tui.screens.overlays.dialog import Dialog

YES_KEYS = {"nl": "j"}  # yes in the player's language, where it is not y ("Ja")


class ConfirmScreen(Dialog[bool]):
    """Dismisses with True for yes (y, or the yes button) and False for no (n, Esc). In a
    language whose yes starts with another letter (Dutch: j), that key answers yes too, and
    the footer shows it instead of y."""

    BINDINGS: ClassVar[list[BindingType]] = [
        bound("confirm.yes", "answer(True)", N_("Yes")),
        bound("confirm.yes_dutch", "answer_in_language('j')", N_("Yes")),
        bound("confirm.no", "answer(False)", N_("No")),
    ]

    def __init__(self, title: str, message: str, yes: str, no: str) -> None:
        super().__init__()
        self.title_text = title
        self.question = message
        self.yes = yes
        self.no = no

    def heading(self) -> str:
        return self.title_text

    def message(self) -> Content:
        return Content(self.question)  # plain text: a name in it is shown as given

    def buttons(self) -> ComposeResult:
        yield Button(self.yes, id="yes", variant="primary", action="screen.answer(True)")
        yield Button(self.no, id="no", action="screen.answer(False)")

    async def relanguage(self) -> None:
        """Asked in the words given to it: only its keys follow the language."""
        self.refresh_bindings()

    def on_mount(self) -> None:
        self.query_one("#no", Button).focus()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "answer_in_language":
            return YES_KEYS.get(current_language()) in parameters
        return True

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        """The keys, y left out of the footer where the language's own yes key is shown
        (it still answers yes)."""
        active = super().active_bindings
        if YES_KEYS.get(current_language()) is None or "y" not in active:
            return active
        y = active["y"]
        return {**active, "y": y._replace(binding=replace(y.binding, show=False))}

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)

    def action_answer_in_language(self, key: str) -> None:
        self.dismiss(True)
