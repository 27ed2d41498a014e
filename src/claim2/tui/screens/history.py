"""The history screen: the finished games (newest first) and the unfinished ones kept.

Opened from the start screen. Enter on a finished game opens it in the replay
viewer; on an unfinished one, resumes it. ``s`` shows the players' statistics.
The saves folder is read in a worker thread (replaying every record takes a
moment when there are many); names come from files and are shown as plain
text (Rich ``Text`` cells: a DataTable reads ``str`` cells as markup).
"""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.message import Message
from textual.screen import Screen
from textual.widgets import DataTable, Static

from claim2.game.history import GameEntry, History, read_history
from claim2.game.i18n import N_, _, ngettext
from claim2.present.history_text import level_text, name_text, notes_text, when_text, winner_text
from claim2.tui.messages import ResumeGame, ResumeShelved
from claim2.tui.text import phase_trick
from claim2.tui.widgets.footer import KeyFooter, TranslatedKeys
from claim2.tui.widgets.title_bar import TitleBar


def players_text(game: GameEntry) -> Text:
    return name_text(game.players[0]) + Text(" – ") + name_text(game.players[1])


def result_text(game: GameEntry) -> Text:
    """A finished game's winner and votes, the winner's first ("Bob (4–1)"); where an
    unfinished one stands."""
    if not game.finished:
        return Text(_("Unfinished · {where}").format(where=phase_trick(game.phase, game.trick)))
    if game.votes is None:
        return winner_text(game)
    first, second = game.votes if game.winner != 1 else reversed(game.votes)
    return winner_text(game) + Text(f" ({first}–{second})")


class GamesTable(DataTable[Text]):
    """One row a game: finished ones first (newest first), then the unfinished ones."""

    def __init__(self, games: list[GameEntry], *, id: str | None = None) -> None:
        super().__init__(cursor_type="row", zebra_stripes=True, id=id)
        self.games = games

    def on_mount(self) -> None:
        self.add_column(_("When"), key="when")
        self.add_column(_("Players"), key="players")
        self.add_column(_("Result"), key="result")
        self.add_column(_("Computer"), key="computer")
        self.add_column(_("Notes"), key="notes")
        for game in self.games:
            self.add_row(
                Text(when_text(game)),
                players_text(game),
                result_text(game),
                Text(level_text(game.vs_computer)),
                Text(notes_text(game)),
            )


class HistoryScreen(TranslatedKeys, Screen[None]):
    """The games played and kept aside; Enter watches or resumes one, ``s``: statistics."""

    CSS_PATH = "history.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "app.pop_screen", N_("Back"), key_display="Esc"),
        Binding("s", "statistics", N_("Statistics")),
    ]

    def __init__(self, save_path: Path, *, can_resume: bool = True) -> None:
        """``save_path``: the game in progress (``saves/current.json``), whose folder's
        parent is the data folder; ``can_resume``: False while another window has it."""
        super().__init__()
        self.save_path = save_path
        self.can_resume = can_resume
        self.history: History | None = None  # None until read

    @property
    def loaded(self) -> bool:
        return self.history is not None

    @property
    def games(self) -> list[GameEntry]:
        """The rows of the table: finished games, then unfinished ones."""
        if self.history is None:
            return []
        return [*self.history.games, *self.history.shelved]

    def compose(self) -> ComposeResult:
        self.sub_title = _("History")
        yield TitleBar()
        with Vertical(id="history"):
            if self.history is None:
                yield Static(_("Reading the saved games…"), id="status")
            elif not self.games:
                yield Static(_("No games yet: start one on the start screen."), id="status")
            else:
                yield Static(self._status(), id="status")
                yield GamesTable(self.games, id="games")
        yield KeyFooter()

    def _status(self) -> Text:
        text = _("Enter: watch a finished game again, or resume an unfinished one.")
        if self.history is not None and self.history.notes:
            count = len(self.history.notes)
            text += " " + ngettext(
                "{count} file could not be read.", "{count} files could not be read.", count
            ).format(count=count)
        return Text(text)

    def on_mount(self) -> None:
        self.read_games()

    class Loaded(Message):
        """The saves folder has been read (posted from the worker thread)."""

        def __init__(self, history: History) -> None:
            super().__init__()
            self.history = history

    @work(thread=True, exclusive=True, group="history", name="read the history")
    def read_games(self) -> None:
        self.post_message(self.Loaded(read_history(self.save_path.parent.parent)))

    async def on_history_screen_loaded(self, message: Loaded) -> None:
        self.history = message.history
        await self.recompose()
        if self.query(GamesTable):
            self.query_one(GamesTable).focus()

    async def relanguage(self) -> None:
        """Shown again in the current language (the games as read)."""
        await self.recompose()
        if self.query(GamesTable):
            self.query_one(GamesTable).focus()

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        games = self.games
        if not 0 <= event.cursor_row < len(games):
            return
        game = games[event.cursor_row]
        if game.finished:
            from claim2.tui.screens.replay_viewer import ReplayScreen

            self.app.push_screen(ReplayScreen(game.record))
            return
        if not self.can_resume:
            self.notify(_("The game is open in another window."), severity="warning")
            return
        path = self.save_path.parent.parent / game.file
        self.app.pop_screen()
        if path == self.save_path:
            self.app.post_message(ResumeGame())
        else:
            self.app.post_message(ResumeShelved(path))

    def action_statistics(self) -> None:
        if self.history is not None:
            from claim2.tui.screens.statistics import StatisticsScreen

            self.app.push_screen(StatisticsScreen(self.history))
