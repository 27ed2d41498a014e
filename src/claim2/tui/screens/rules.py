"""The rules (docs/rules.md in the current language), rendered in the app. Public."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import MarkdownViewer

from claim2.i18n import _
from claim2.rules_text import rules_markdown
from claim2.tui.widgets.footer import KeyFooter


class RulesScreen(ModalScreen[None]):
    """The rules with a table of contents (t toggles it); Esc closes."""

    CSS_PATH = "modal.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "dismiss", _("Close"), key_display="Esc"),
        Binding("t", "toggle_contents", _("Contents")),
    ]

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog", classes="-wide") as dialog:
            dialog.border_title = _("Rules of Claim 2")
            yield MarkdownViewer(
                rules_markdown(), show_table_of_contents=False, open_links=False, id="rules"
            )
        yield KeyFooter()

    def on_mount(self) -> None:
        self.query_one("#rules", MarkdownViewer).document.focus()

    def action_toggle_contents(self) -> None:
        viewer = self.query_one("#rules", MarkdownViewer)
        viewer.show_table_of_contents = not viewer.show_table_of_contents
