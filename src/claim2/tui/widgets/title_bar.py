"""The title bar at the top of every screen: the app's title and the screen's sub-title, as
the app formats them (``App.format_title``: a match's tally, a game that is not saved).

It watches the titles through Textual's public ``watch``; the game screen asks it to show
the title again after every step (``show_title``). Its size never changes (one line, the
screen's width), so a new title only repaints that line: a ``Static`` would ask for the
whole screen to be laid out again, and the title changes at every step of a game (its
request for a layout arrived after the step's own layout, and cost a second one).
"""

from __future__ import annotations

from textual.content import Content
from textual.reactive import reactive
from textual.widget import Widget

from claim2.tui.widgets.steady import Steady


class TitleBar(Steady, Widget):
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

    text: reactive[Content] = reactive(Content)
    """The line shown: a new one repaints the bar (never a layout: its size stays)."""

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
        self.text = self.app.format_title(title, sub_title)

    def render(self) -> Content:
        return self.text
