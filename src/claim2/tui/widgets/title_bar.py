"""The title bar at the top of every screen: the app's title and the screen's sub-title, as
the app formats them (``App.format_title``: a match's tally, a game that is not saved).

A plain ``Static`` that watches the titles through Textual's public ``watch``; the game
screen asks it to show the title again after every step (``show_title``)."""

from __future__ import annotations

from textual.widgets import Static

from claim2.tui.widgets.text import show_text


class TitleBar(Static):
    """One line: "Claim 2 — Ann's turn"."""

    DEFAULT_CSS = """
    TitleBar {
        dock: top;
        width: 100%;
        height: 1;
        background: $panel;
        color: $foreground;
        text-align: center;
        content-align: center middle;
    }
    """

    def on_mount(self) -> None:
        self.watch(self.app, "title", self.show_title, init=False)
        self.watch(self.app, "sub_title", self.show_title, init=False)
        self.watch(self.screen, "title", self.show_title, init=False)
        self.watch(self.screen, "sub_title", self.show_title, init=True)

    def show_title(self) -> None:
        """Show the title again (the app may have something new to say in it)."""
        screen = self.screen
        title = screen.title or self.app.title
        sub_title = screen.sub_title or self.app.sub_title
        show_text(self, self.app.format_title(title, sub_title))
