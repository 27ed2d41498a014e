"""A line for the player's hint, on their own turn screen only (it follows from their hand)."""

from __future__ import annotations

from textual.widgets import Static

from claim2.ai.hints import Hint
from claim2.game.i18n import _
from claim2.tui.text import plain_markup


class HintLine(Static):
    """Empty until the player asks for a hint."""

    DEFAULT_CSS = """
    HintLine {
        height: auto;
        padding: 0 1;
        color: $text-accent;
    }
    """

    def on_mount(self) -> None:
        self.display = False

    def waiting(self) -> None:
        self.display = True
        self.update(_("Looking for a good move…"))

    def show(self, hint: Hint) -> None:
        self.display = True
        self.update(_("Hint: {reason}").format(reason=plain_markup(hint.reason)))
