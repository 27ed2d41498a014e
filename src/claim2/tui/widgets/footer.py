"""The key footer, redrawn at most once per refresh however often the bindings change.

Textual's Footer rebuilds itself on every change of the bindings, and moving
the focus or opening a screen changes them several times in a row; coalescing
those rebuilds keeps a key press quick.
"""

from __future__ import annotations

from textual.screen import Screen
from textual.widgets import Footer


class KeyFooter(Footer):
    """A ``Footer`` that coalesces the rebuilds asked for within one refresh."""

    _rebuild_pending = False

    def bindings_changed(self, screen: Screen[object]) -> None:
        if self._rebuild_pending:
            return
        self._rebuild_pending = True
        self.call_after_refresh(self._rebuild, screen)

    def _rebuild(self, screen: Screen[object]) -> None:
        self._rebuild_pending = False
        super().bindings_changed(screen)
