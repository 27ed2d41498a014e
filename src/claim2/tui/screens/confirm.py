"""A yes/no question over the current screen (quitting, abandoning a game)."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from claim2.game.i18n import N_
from claim2.tui.widgets.footer import KeyFooter, TranslatedKeys


class ConfirmScreen(TranslatedKeys, ModalScreen[bool]):
    """Dismisses with True for yes (y, or the yes button) and False for no (n, Esc)."""

    CSS_PATH = "modal.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer(True)", N_("Yes")),
        Binding("n,escape", "answer(False)", N_("No")),
    ]

    def __init__(self, title: str, message: str, yes: str, no: str) -> None:
        super().__init__()
        self.title_text = title
        self.message = message
        self.yes = yes
        self.no = no

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog") as dialog:
            dialog.border_title = self.title_text
            yield Static(self.message, id="message")
            with Horizontal(id="buttons"):
                yield Button(self.yes, id="yes", variant="primary")
                yield Button(self.no, id="no")
        yield KeyFooter()

    async def relanguage(self) -> None:
        """Asked in the words given to it: only its keys follow the language."""
        self.refresh_bindings()

    def on_mount(self) -> None:
        self.query_one("#no", Button).focus()

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(event.button.id == "yes")
