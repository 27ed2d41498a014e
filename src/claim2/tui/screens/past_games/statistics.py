"""The players' statistics on a screen of their own: games, wins, draws, win rate; the votes
won per faction; games against each level of the computer apart.

The same tables as ``claim2 history`` (Rich tables; names are plain text).
"""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

from claim2.history.games import PlayerStats
from claim2.present.history_text import computer_table, players_table, votes_table
from claim2.text.i18n import N_, _
from claim2.tui.bindings import bound
from claim2.tui.widgets.footer import KeyFooter, TranslatedKeys
from claim2.tui.widgets.title_bar import TitleBar


class StatisticsScreen(TranslatedKeys, Screen[None]):
    """Each person's record over the finished games; Esc goes back."""

    CSS_PATH = "history.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        bound("past.back", "app.pop_screen", N_("Back"), display=True),
    ]

    def __init__(self, players: dict[str, PlayerStats]) -> None:
        """``players``: each person's statistics (``HistoryIndex.statistics``)."""
        super().__init__()
        self.players = players

    def compose(self) -> ComposeResult:
        self.sub_title = _("Statistics")
        yield TitleBar()
        with VerticalScroll(id="statistics"):
            players = self.players
            if not players:
                yield Static(Text(_("No finished games yet.")), id="no-games")
            else:
                yield Static(players_table(players), id="players")
                yield Static(votes_table(players), id="votes")
                computer = computer_table(players)
                if computer is not None:
                    yield Static(computer, id="computer")
        yield KeyFooter()

    def on_mount(self) -> None:
        self.query_one("#statistics").focus()
