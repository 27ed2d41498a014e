"""A finished game's review on a screen of its own (issues 45, 52): the summary first (where
each player lost ground, their accuracy), the chart of the chance of winning, then the
game trick by trick with the review's notes, scrolled with the arrow keys. A long line
wraps under itself, and the vote table stays whole at 80 columns.

The review is worked out in a thread (a Textual worker), its progress shown meanwhile;
leaving the screen cancels it (the thread stops at the next move it rates). The words
are ``claim2.present``'s, the same as ``claim2 replay --analyse``'s; names are plain
text (Rich ``Text``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from rich.console import Group, RenderableType
from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import VerticalScroll
from textual.message import Message
from textual.screen import Screen
from textual.widgets import ProgressBar, Static
from textual.worker import get_current_worker

from claim2.engine import GameState
from claim2.present.hanging import Hanging
from claim2.present.review_run import progress_line
from claim2.present.review_text import result_lines, review_lines
from claim2.records.record import GameRecord, replay_states
from claim2.review.game import review_record
from claim2.review.model import GameReview
from claim2.text.i18n import N_, _
from claim2.tui.bindings import bound
from claim2.tui.widgets.footer import KeyFooter, TranslatedKeys
from claim2.tui.widgets.title_bar import TitleBar


class _Stopped(Exception):
    """The screen was left: the review is not needed any more."""


class ReviewScreen(TranslatedKeys, Screen[None]):
    """The review of a finished game; Esc closes it (and stops a review under way)."""

    CSS_PATH = "history.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        bound("past.back", "app.pop_screen", N_("Close"), display=True),
    ]

    class Progress(Message):
        """So many moves rated of so many."""

        def __init__(self, done: int, total: int) -> None:
            super().__init__()
            self.done = done
            self.total = total

    class Done(Message):
        """The review is ready."""

        def __init__(self, review: GameReview) -> None:
            super().__init__()
            self.review = review

    def __init__(self, record: GameRecord, states: Sequence[GameState] | None = None) -> None:
        super().__init__()
        self.record = record
        self.players = (record.players[0], record.players[1])
        self.states = list(states) if states is not None else replay_states(record)
        self.review: GameReview | None = None
        self.rated = (0, 0)  # moves rated so far, of how many

    def compose(self) -> ComposeResult:
        self.sub_title = _("Review: {first} – {second}").format(
            first=self.players[0], second=self.players[1]
        )
        yield TitleBar()
        with VerticalScroll(id="review"):
            yield Static(Text(progress_line(*self.rated)), id="review-status")
            yield ProgressBar(show_eta=False, id="review-progress")
            yield Static(id="review-text")
        yield KeyFooter()

    def on_mount(self) -> None:
        self.query_one("#review").focus()
        if self.review is None:
            self.work_out()
        else:
            self.show_review(self.review)

    async def relanguage(self) -> None:
        """Shown again in the current language."""
        await self.recompose()
        self.on_mount()

    def on_unmount(self) -> None:
        self.workers.cancel_group(self, "review")

    @work(thread=True, exclusive=True, group="review", name="review the game")
    def work_out(self) -> None:
        worker = get_current_worker()

        def told(done: int, total: int) -> None:
            if worker.is_cancelled:
                raise _Stopped
            self.post_message(self.Progress(done, total))

        try:
            review = review_record(self.record, states=self.states, progress=told)
        except _Stopped:
            return
        if not worker.is_cancelled:
            self.post_message(self.Done(review))

    def on_review_screen_progress(self, message: Progress) -> None:
        self.rated = (message.done, message.total)
        if self.review is None and self.query("#review-status"):
            self.query_one("#review-status", Static).update(Text(progress_line(*self.rated)))
            self.query_one(ProgressBar).update(total=message.total, progress=message.done)

    def on_review_screen_done(self, message: Done) -> None:
        self.review = message.review
        self.show_review(message.review)

    def show_review(self, review: GameReview) -> None:
        self.query_one("#review-status").display = False
        self.query_one(ProgressBar).display = False
        dark = self.app.current_theme.dark
        lines: list[RenderableType] = [
            Hanging(line) for line in review_lines(self.players, self.states, review, dark=dark)
        ]
        final = self.states[-1]
        if final.finished:
            lines += [Text(), *result_lines(self.players, final)]
        self.query_one("#review-text", Static).update(Group(*lines))
