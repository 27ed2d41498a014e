"""The game screen: one screen for the whole game, showing the pane of the step the session
asks for (a turn, a hand-off, a Seer choice, the computer's move, a trick's result,
phase two, the end).

The app hands it each new pane (``show``); the screen keeps its title bar and footer and
puts the pane in place of the one before, so nothing of the previous step (a player's
hand) stays behind. The keys that work at every step (rules, log, discards, quit) are
the screen's; each pane adds its own.
"""

from __future__ import annotations

from pathlib import PurePath
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Container
from textual.screen import Screen

from claim2.game.i18n import N_
from claim2.tui.screens.base import Pane
from claim2.tui.widgets.footer import KeyFooter, TranslatedKeys
from claim2.tui.widgets.title_bar import TitleBar


class GameScreen(TranslatedKeys, Screen[None]):
    """The game in progress; ``pane`` is the step on it (None before the first)."""

    CSS_PATH: ClassVar[list[str | PurePath]] = [
        "turn.tcss",
        "seer.tcss",
        "handoff.tcss",
        "public.tcss",
    ]
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("f1", "app.rules", N_("Rules"), key_display="F1"),
        Binding("question_mark", "app.keys", N_("Keys"), key_display="?"),
        Binding("l", "app.game_log", N_("Log")),
        Binding("d", "app.discards", N_("Discards")),
        Binding("u", "app.take_back", N_("Take back")),  # against the computer only
        Binding("q", "app.quit_game", N_("Quit")),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.pane: Pane | None = None
        self.holder = Container(id="panes")

    def compose(self) -> ComposeResult:
        yield TitleBar()
        with self.holder:
            if self.pane is not None:
                yield self.pane
        yield KeyFooter()

    @property
    def ready(self) -> bool:
        """Whether the pane shown takes keys now (its guard time is over)."""
        return self.pane is None or self.pane.ready

    def show(self, pane: Pane) -> None:
        """Show ``pane`` in place of the one before (which goes, with all it showed)."""
        self.pane = pane
        self.sub_title = pane.title()
        for bar in self.query(TitleBar):  # the same title may come with a new warning
            bar.show_title()
        if self.holder.is_attached:
            self.holder.remove_children()
            self.holder.mount(pane)

    def on_pane_ready(self, message: Pane.Ready) -> None:
        self.refresh_bindings()

    async def relanguage(self) -> None:
        """The pane composed again in the current language (the same step, for the same
        player), the title and keys too."""
        pane = self.pane
        if pane is not None and pane.is_attached:
            await pane.relanguage()
            self.sub_title = pane.title()
        self.refresh_bindings()
