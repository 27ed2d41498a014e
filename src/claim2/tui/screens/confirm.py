"""A yes/no question over the current screen (quitting, abandoning a game)."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.widgets import Button

from claim2.game.i18n import N_, _
from claim2.tui.screens.dialog import Dialog


class ConfirmScreen(Dialog[bool]):
    """Dismisses with True for yes (y, or the yes button) and False for no (n, Esc)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer(True)", N_("Yes")),
        Binding("n,escape", "answer(False)", N_("No")),
    ]

    def __init__(self, title: str, message: str, yes: str, no: str) -> None:
        super().__init__()
        self.title_text = title
        self.question = message
        self.yes = yes
        self.no = no

    def heading(self) -> str:
        return self.title_text

    def message(self) -> str:
        return self.question

    def buttons(self) -> ComposeResult:
        yield Button(self.yes, id="yes", variant="primary", action="screen.answer(True)")
        yield Button(self.no, id="no", action="screen.answer(False)")

    async def relanguage(self) -> None:
        """Asked in the words given to it: only its keys follow the language."""
        self.refresh_bindings()

    def on_mount(self) -> None:
        self.query_one("#no", Button).focus()

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)


def take_back_question(name: str, card: str) -> ConfirmScreen:
    """Over the network: the other player, ``name``, asks to take ``card`` back."""
    return ConfirmScreen(
        _("Take back?"),
        _("{name} asks to take {card} back. Allow it?").format(name=name, card=card),
        _("Allow"),
        _("Refuse"),
    )
