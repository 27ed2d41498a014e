"""The key footer: descriptions in the player's language, rebuilt at most once per refresh.

Binding descriptions are marked with ``N_()`` where they are declared (class
level) and translated here, when shown, so a change of language reaches them.
Textual's Footer rebuilds itself on every change of the bindings, and moving
the focus or opening a screen changes them several times in a row; coalescing
those rebuilds keeps a key press quick.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Footer
from textual.widgets._footer import FooterKey

from claim2.i18n import _


class KeyFooter(Footer):
    """A ``Footer`` that coalesces the rebuilds asked for within one refresh."""

    _rebuild_pending = False

    def compose(self) -> ComposeResult:
        for widget in super().compose():
            if isinstance(widget, FooterKey) and widget.description:
                widget.description = _(widget.description)
            yield widget

    def bindings_changed(self, screen: Screen[object]) -> None:
        if self._rebuild_pending:
            return
        self._rebuild_pending = True
        self.call_after_refresh(self._rebuild, screen)

    def _rebuild(self, screen: Screen[object]) -> None:
        self._rebuild_pending = False
        super().bindings_changed(screen)
