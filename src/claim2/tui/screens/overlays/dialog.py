"""What the app's questions share: a box titled with what it is about, a message, what else
the question needs (a field, say), a row of buttons, and the keys below.

Each button carries the action it runs (Textual's ``Button(action=...)``), so a click and
the dialog's key for it do the same.
"""

from __future__ import annotations

from typing import ClassVar, TypeVar

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Static

from claim2.text.i18n import _
from claim2.tui.widgets.footer import KeyFooter, TranslatedKeys

Answer = TypeVar("Answer")


class Dialog(TranslatedKeys, ModalScreen[Answer]):
    """A question over the current screen; subclasses say what is in it (its keys in the
    player's language)."""

    CSS_PATH = "modal.tcss"
    HEADING: ClassVar[str] = ""
    """The title (marked with ``N_``, translated when shown), unless ``heading`` is overridden."""
    MESSAGE: ClassVar[str] = ""
    """What it says, as plain text with ``fields`` (marked with ``N_``), unless ``message`` is
    overridden."""

    def heading(self) -> str:
        """The dialog's title (on its border), in the current language."""
        return _(self.HEADING)

    def fields(self) -> dict[str, str]:
        """The values put into ``MESSAGE`` (plain text, never markup)."""
        return {}

    def message(self) -> Content | str:
        """What the dialog says, in the current language."""
        return Content(_(self.MESSAGE).format(**self.fields()))

    def body(self) -> ComposeResult:
        """What comes between the message and the buttons (nothing, unless overridden)."""
        yield from ()

    def buttons(self) -> ComposeResult:
        """The buttons, each with its action."""
        raise NotImplementedError

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog") as dialog:
            dialog.border_title = self.heading()
            yield Static(self.message(), id="message")
            yield from self.body()
            with Horizontal(id="buttons"):
                yield from self.buttons()
        yield KeyFooter()
