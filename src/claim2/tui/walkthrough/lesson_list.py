"""The list of lessons: number, title, rules taught, minutes, done or not; open, skip, start over.

Progress is remembered between runs (``claim2.walkthrough.progress``); a lesson
can be opened again when it is done, and skipped (marked done) without doing it.
"""

from __future__ import annotations

from typing import ClassVar

from rich.cells import cell_len, set_cell_size
from textual import events
from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import DataTable, Static

from claim2.present.lessons import minutes_label, progress_line, rules_label
from claim2.text.i18n import N_, _
from claim2.tui.bindings import bound
from claim2.tui.narrate import content
from claim2.tui.screens.overlays.confirm import ConfirmScreen
from claim2.tui.walkthrough.lesson import LessonScreen
from claim2.tui.widgets.footer import KeyFooter, TranslatedKeys
from claim2.tui.widgets.title_bar import TitleBar
from claim2.walkthrough import Lesson, Progress, load_lessons, load_progress, mark_done, reset

DONE_MARK = "✓"
MIN_TITLE_WIDTH = 12  # narrower than this, the table scrolls sideways instead


def cut_title(title: str, room: int) -> str:
    """``title`` whole when it fits in ``room`` cells, else cut with an ellipsis."""
    if cell_len(title) <= room:
        return title
    return set_cell_size(title, room - 1).rstrip() + "…"


class LessonTable(DataTable[str]):
    """The lessons, a row each; Enter (or a click on a chosen row) opens one.

    Titles are shown whole while the table has room for them, and cut with an
    ellipsis to the room left by the other columns when it has not."""

    BINDINGS: ClassVar[list[BindingType]] = [
        bound("lessons.open", "select_cursor", N_("Open"), display=True),
        bound("lessons.first", "row(0)", N_("First lesson"), show=False),
        bound("lessons.last", "row(-1)", N_("Last lesson"), show=False),
    ]

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, cursor_type="row", zebra_stripes=True)
        self.titles: dict[str, str] = {}  # by row key, whole

    def action_row(self, row: int) -> None:
        self.move_cursor(row=row % self.row_count)

    def title_room(self) -> int | None:
        """The cells left for a title beside the other columns (None before layout)."""
        width = self.scrollable_content_region.width
        if not width:
            return None
        others = sum(
            column.get_render_width(self) for key, column in self.columns.items() if key != "title"
        )
        return max(MIN_TITLE_WIDTH, width - others - 2 * self.cell_padding)

    def show_titles(self, titles: dict[str, str] | None = None) -> None:
        """Each lesson's title, whole or cut to the room there is now."""
        if titles is not None:
            self.titles = titles
        room = self.title_room()
        for key, title in self.titles.items():
            shown = title if room is None else cut_title(title, room)
            self.update_cell(key, "title", shown, update_width=True)

    def on_resize(self, event: events.Resize) -> None:
        self.show_titles()


class LessonListScreen(TranslatedKeys, Screen[None]):
    """Choose a lesson; the cursor starts on the first one not done yet."""

    CSS_PATH = "lesson_list.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        bound("lessons.skip", "skip", N_("Skip")),
        bound("lessons.start_over", "start_over", N_("Start over")),
        bound("app.rules", "app.rules", N_("Rules"), display=True),
        bound("lessons.back", "back", N_("Back")),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.lessons: list[Lesson] = load_lessons()
        self.progress = Progress(frozenset())

    def compose(self) -> ComposeResult:
        yield TitleBar()
        with Vertical(id="wt-list"):
            yield LessonTable(id="wt-lessons")
            yield Static(id="wt-about")
            yield Static(id="wt-summary")
        yield KeyFooter()

    def on_mount(self) -> None:
        self.sub_title = _("Learn to play")
        table = self.query_one(LessonTable)
        table.add_column(DONE_MARK, key="done")
        table.add_column("#", key="number")
        table.add_column(_("Lesson"), key="title")
        table.add_column(_("Rules"), key="rules")
        table.add_column(_("Min."), key="minutes")
        for lesson in self.lessons:
            table.add_row(
                "",
                str(lesson.number).rjust(2),
                "",
                rules_label(lesson.rules),
                minutes_label(lesson.minutes).rjust(3),
                key=lesson.id,
            )
        table.show_titles({lesson.id: _(lesson.title) for lesson in self.lessons})
        self._load_progress()
        row = self._next_to_do()
        table.move_cursor(row=row)
        self._describe(row)
        table.focus()

    async def relanguage(self) -> None:
        """Composed and filled again in the current language."""
        await self.recompose()
        self.on_mount()

    # Progress ---------------------------------------------------------------------

    def _load_progress(self) -> None:
        self._show_progress(load_progress())

    def _show_progress(self, progress: Progress) -> None:
        """Mark the lessons done, say how far the learner is, and tell of an unreadable file."""
        self.progress = progress
        table = self.query_one(LessonTable)
        for lesson in self.lessons:
            mark = DONE_MARK if progress.is_done(lesson.id) else ""
            table.update_cell(lesson.id, "done", mark)
        self.query_one("#wt-summary", Static).update(content(progress_line(self.lessons, progress)))
        if progress.moved_aside is not None:
            self.notify(
                _("Your progress could not be read. It was kept as {path}.").format(
                    path=progress.moved_aside
                ),
                severity="warning",
                timeout=8,
                markup=False,
            )

    def _next_to_do(self, after: int = -1) -> int:
        """The row of the first lesson not done after row ``after`` (else from the top)."""
        rows = list(range(after + 1, len(self.lessons))) + list(range(after + 1))
        for row in rows:
            if not self.progress.is_done(self.lessons[row].id):
                return row
        return min(after + 1, len(self.lessons) - 1)

    def _remembered(self, done: Progress | None) -> None:
        if done is None:
            self.notify(_("Could not remember your progress."), severity="warning")
            return
        self._show_progress(done)

    # The chosen lesson ----------------------------------------------------------------

    @property
    def chosen(self) -> Lesson:
        return self.lessons[self.query_one(LessonTable).cursor_row]

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        self._describe(event.cursor_row)

    def _describe(self, row: int) -> None:
        """What the lesson at ``row`` is about: the first paragraph of its introduction."""
        lesson = self.lessons[row]
        about = self.query_one("#wt-about", Static)
        about.border_title = _("Lesson {number}: {title}").format(
            number=lesson.number, title=_(lesson.title)
        )
        about.update(_(lesson.intro[0]))

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        row = event.cursor_row
        lesson = self.lessons[row]

        def closed(done: bool | None) -> None:
            self._load_progress()
            table = self.query_one(LessonTable)
            table.move_cursor(row=self._next_to_do(row) if done else row)

        self.app.push_screen(LessonScreen(lesson, len(self.lessons)), closed)

    # Keys -------------------------------------------------------------------------------

    def action_skip(self) -> None:
        """Mark the chosen lesson done without doing it, and go on to the next."""
        table = self.query_one(LessonTable)
        row = table.cursor_row
        try:
            progress: Progress | None = mark_done(self.lessons[row].id)
        except OSError:
            progress = None
        self._remembered(progress)
        table.move_cursor(row=min(row + 1, len(self.lessons) - 1))

    def action_start_over(self) -> None:
        def answered(yes: bool | None) -> None:
            if not yes:
                return
            try:
                progress: Progress | None = reset()
            except OSError:
                progress = None
            self._remembered(progress)
            self.query_one(LessonTable).move_cursor(row=0)

        self.app.push_screen(
            ConfirmScreen(
                _("Start over"),
                _("Forget which lessons are done? The lessons themselves stay."),
                _("Start over"),
                _("Cancel"),
            ),
            answered,
        )

    def action_back(self) -> None:
        self.dismiss()
