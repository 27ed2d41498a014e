"""The history screen: the finished games (newest first, a page at a time) and the
unfinished ones kept.

Opened from the start screen. Enter on a finished game opens it in the replay
viewer; on an unfinished one, resumes it (an unfinished game is never shown,
only named: see ``claim2.game.shared``). ``n`` and ``p`` turn the pages; ``s``
shows the players' statistics. The games come from the history index
(``claim2.history.index``, SQLite), read in a worker thread: the first time,
or after many new files, the index is built from the records (the screen counts
them as it goes); afterwards a page is read in a fraction of a second, whatever
the number of games. Names come from files and are shown as plain text (Rich
``Text`` cells: a DataTable reads ``str`` cells as markup).
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar, Final

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import Vertical
from textual.message import Message
from textual.screen import Screen
from textual.widgets import DataTable, Static

from claim2.history.games import GameEntry, PlayerStats
from claim2.history.index import Progress, open_index
from claim2.present.keymap import key_name
from claim2.text.i18n import N_, _, ngettext
from claim2.tui.bindings import bound
from claim2.tui.messages import ResumeGame, ResumeShelved
from claim2.tui.widgets.footer import KeyFooter, TranslatedKeys
from claim2.tui.widgets.games_table import GamesTable
from claim2.tui.widgets.title_bar import TitleBar

PAGE: Final = 100  # finished games a page


@dataclass(frozen=True, slots=True)
class HistoryPage:
    """One page of the history, as read from the index."""

    number: int  # from 1
    games: tuple[GameEntry, ...]  # finished, newest first
    total: int  # finished games in all
    shelved: tuple[GameEntry, ...]  # the unfinished ones (listed on the first page)
    players: dict[str, PlayerStats]  # over every finished game
    notes: tuple[str, ...]  # files that could not be read
    problem: str | None = None  # why no game could be read at all

    @property
    def pages(self) -> int:
        return max(1, -(-self.total // PAGE))


def read_page(data: Path, number: int, progress: Progress | None = None) -> HistoryPage:
    """Page ``number`` of the history of the data folder ``data`` (a worker thread's job)."""
    with open_index(data, progress) as index:
        total = index.count()
        number = max(1, min(number, max(1, -(-total // PAGE))))
        return HistoryPage(
            number,
            tuple(index.page((number - 1) * PAGE, PAGE)),
            total,
            tuple(index.shelved()),
            index.statistics(),
            tuple(index.notes()),
        )


class HistoryScreen(TranslatedKeys, Screen[None]):
    """The games played and kept aside; Enter watches or resumes one, ``n``/``p``: pages,
    ``s``: statistics."""

    CSS_PATH = "history.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        bound("past.back", "app.pop_screen", N_("Back"), display=True),
        bound("history.next_page", "page(1)", N_("Next page")),
        bound("history.previous_page", "page(-1)", N_("Previous page")),
        bound("history.statistics", "statistics", N_("Statistics")),
    ]

    def __init__(self, save_path: Path, *, can_resume: bool = True) -> None:
        """``save_path``: the game in progress (``saves/current.json``), whose folder's
        parent is the data folder; ``can_resume``: False while another window has it."""
        super().__init__()
        self.save_path = save_path
        self.can_resume = can_resume
        self.history: HistoryPage | None = None  # None until read
        self.reading: tuple[int, int] | None = None  # files read, files to read

    @property
    def data(self) -> Path:
        return self.save_path.parent.parent

    @property
    def loaded(self) -> bool:
        return self.history is not None

    @property
    def games(self) -> list[GameEntry]:
        """The rows of the table: the page's finished games, then (on the first page) the
        unfinished ones."""
        if self.history is None:
            return []
        shelved = self.history.shelved if self.history.number == 1 else ()
        return [*self.history.games, *shelved]

    def compose(self) -> ComposeResult:
        self.sub_title = _("History")
        yield TitleBar()
        with Vertical(id="history"):
            if self.history is None:
                yield Static(self._reading_text(), id="status")
            elif not self.games:
                yield Static(self._no_games_text(), id="status")
            else:
                yield Static(self._status(), id="status")
                yield GamesTable(self.games, id="games")
        yield KeyFooter()

    def _reading_text(self) -> Text:
        if self.reading is None or self.reading[1] < PAGE:
            return Text(_("Reading the saved games…"))
        done, total = self.reading
        return Text(_("Reading the saved games… {done} of {total}").format(done=done, total=total))

    def _no_games_text(self) -> Text:
        """None to list: why, when the games could not be read at all, or the files that
        could not be read."""
        history = self.history
        if history is not None and history.problem is not None:
            return Text(history.problem)
        return Text(_("No games yet: start one on the start screen.") + self._notes_text())

    def _notes_text(self) -> str:
        notes = self.history.notes if self.history is not None else ()
        if not notes:
            return ""
        return " " + ngettext(
            "{count} file could not be read.", "{count} files could not be read.", len(notes)
        ).format(count=len(notes))

    def _status(self) -> Text:
        text = _("{key}: watch a finished game again, or resume an unfinished one.").format(
            key=key_name("table.select")
        )
        history = self.history
        if history is not None and history.total > len(history.games):
            first = (history.number - 1) * PAGE + 1
            text += " " + _(
                "Games {first} to {last} of {total} (page {page} of {pages}: n next, p back)."
            ).format(
                first=first,
                last=first + len(history.games) - 1,
                total=history.total,
                page=history.number,
                pages=history.pages,
            )
        return Text(text + self._notes_text())

    def on_mount(self) -> None:
        self.read_games(1)

    class Loaded(Message):
        """A page of the history has been read (posted from the worker thread)."""

        def __init__(self, history: HistoryPage) -> None:
            super().__init__()
            self.history = history

    class Progress(Message):
        """The index is being built: so many files read of so many."""

        def __init__(self, done: int, total: int) -> None:
            super().__init__()
            self.done = done
            self.total = total

    @work(thread=True, exclusive=True, group="history", name="read the history")
    def read_games(self, number: int) -> None:
        def told(done: int, total: int) -> None:
            self.post_message(self.Progress(done, total))

        try:
            page = read_page(self.data, number, told)
        except (sqlite3.Error, OSError) as error:  # not even in memory: say so, do not stop
            problem = _("The saved games could not be read ({reason}).").format(reason=error)
            page = HistoryPage(number, (), 0, (), {}, (), problem)
        self.post_message(self.Loaded(page))

    def on_history_screen_progress(self, message: Progress) -> None:
        self.reading = (message.done, message.total)
        if self.history is None and self.query("#status"):
            self.query_one("#status", Static).update(self._reading_text())

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

    def action_page(self, step: int) -> None:
        """The next (``step`` 1) or previous (-1) page of finished games, if there is one."""
        history = self.history
        if history is None:
            return
        number = history.number + step
        if 1 <= number <= history.pages:
            self.read_games(number)

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        games = self.games
        if not 0 <= event.cursor_row < len(games):
            return
        game = games[event.cursor_row]
        if game.finished:
            self._watch(game)
            return
        if not self.can_resume:
            self.notify(_("The game is open in another window."), severity="warning")
            return
        path = self.data / game.file
        self.app.pop_screen()
        if path == self.save_path:
            self.app.post_message(ResumeGame())
        else:
            self.app.post_message(ResumeShelved(path))

    def _watch(self, game: GameEntry) -> None:
        """The finished game in the replay viewer (its record read again: the file is the
        source of truth; a game that is not finished there is not shown)."""
        from claim2.records.record import RecordError, replay_states
        from claim2.tui.screens.past_games.replay_viewer import ReplayScreen

        try:
            record = game.record
            finished = replay_states(record)[-1].finished
        except RecordError as error:
            self.notify(str(error), severity="error", markup=False)
            return
        if not finished:  # changed since it was listed: never shown whole
            self.notify(_("This game is not finished any more."), severity="warning")
            return
        self.app.push_screen(ReplayScreen(record))

    def action_statistics(self) -> None:
        if self.history is not None:
            from claim2.tui.screens.past_games.statistics import StatisticsScreen

            self.app.push_screen(StatisticsScreen(self.history.players))
