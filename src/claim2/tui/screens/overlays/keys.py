"""The ``?`` overlay: every key of the screen below, also those the footer has no room for.

Built from the screen's active bindings (their descriptions already in the player's
language); keys doing the same thing share a row (``0 1 2 … 9  Card of value``).
"""

from __future__ import annotations

from typing import ClassVar

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Static

from claim2.text.i18n import N_, _
from claim2.tui.bindings import bound
from claim2.tui.widgets.footer import KeyFooter, TranslatedKeys

#: Textual's own keys for moving the focus and copying text: nothing to do in a game.
LEFT_OUT = ("focus_next", "focus_previous", "copy_text")


def key_rows(screen: Screen[object]) -> list[tuple[str, str]]:
    """(keys, what they do) for every binding active on ``screen``, grouped by description."""
    rows: dict[str, list[str]] = {}
    for active in screen.active_bindings.values():
        binding = active.binding
        if binding.system or not binding.description or binding.action.endswith(LEFT_OUT):
            continue
        shown = screen.app.get_key_display(binding)
        keys = rows.setdefault(binding.description, [])
        if not any(shown in earlier for earlier in keys):  # "→" is in "←→↑↓" already
            keys.append(shown)
    return [(" ".join(keys), description) for description, keys in rows.items()]


class KeysScreen(TranslatedKeys, ModalScreen[None]):
    """The keys of the screen below; Esc or ? closes."""

    CSS_PATH = "modal.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        bound("keys.close", "dismiss", N_("Close"), display=True)
    ]

    def __init__(self, rows: list[tuple[str, str]]) -> None:
        super().__init__()
        self.rows = rows

    def compose(self) -> ComposeResult:
        table = Table(box=None, show_header=False, padding=(0, 2, 0, 0))
        table.add_column(no_wrap=True, style="bold")
        table.add_column()
        for keys, description in self.rows:
            table.add_row(Text(keys), Text(description))
        with Vertical(id="dialog") as dialog:
            dialog.border_title = _("Keys")
            with VerticalScroll(id="scroller"):
                yield Static(table)
        yield KeyFooter()
