"""The title bar at the top of every screen: Textual's ``Header``, made safe to outlive its title.

Textual's ``Header`` watches the app's and the screen's title and, on a change,
looks up its ``HeaderTitle`` child. While a screen is being taken down that
child can already be gone when a title change arrives (fast hands: a screen
replaced right after it was pushed); Textual's own handler then raises
``NoMatches`` and the app stops. This header does the same watching but skips
an update that finds no title to update: the screen is on its way out. (Textual calls
the handlers of every class of a widget for a message; this one stops it there.)
"""

from __future__ import annotations

from textual.css.query import NoMatches
from textual.dom import NoScreen
from textual.events import Mount
from textual.widgets import Header, Static


class TitleBar(Header):
    """``Header`` whose title updates are skipped once its title widget is gone."""

    def _on_mount(self, event: Mount) -> None:  # replaces Header's handler (same four watches)
        event.prevent_default()  # Textual would call Header's own handler after this one

        async def set_title() -> None:
            self.show_title()

        self.watch(self.app, "title", set_title)
        self.watch(self.app, "sub_title", set_title)
        self.watch(self.screen, "title", set_title)
        self.watch(self.screen, "sub_title", set_title)

    def show_title(self) -> None:
        """Show the title again (the app's ``format_title`` may say something new: a game
        that is not saved)."""
        try:
            title = self.query_one("HeaderTitle", Static)
            title.update(self.format_title())
        except (NoMatches, NoScreen):
            pass  # the header is being taken down with its screen
