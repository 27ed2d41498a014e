"""What every app that holds a game has: its ``Sitting`` (the application layer), whose
table's scenes it draws (``TableApp``), the notes and the title the sitting gives, and
quitting (asked in a game, after offering to save elsewhere a game that could not be
saved). ``Claim2App`` (``app.py``) adds starting and resuming games from the start
screen; the host's app builds on that. (The guest's app holds no game: it is a
``TableApp`` of the guest's table.)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from textual.content import Content

from claim2.sitting import leaving_words
from claim2.sitting.sitting import Sitting
from claim2.tui.heap import let_go
from claim2.tui.table_app import TableApp

if TYPE_CHECKING:
    from claim2.sitting.play_table import HeldTable


class SittingApp(TableApp):
    """An app holding one ``Sitting``: it draws what the sitting decides."""

    def __init__(self, sitting: Sitting) -> None:
        """``sitting``: the application layer (its clock, seed and options)."""
        super().__init__(sitting.clock)
        self.sitting = sitting

    def current_table(self) -> HeldTable | None:
        return self.sitting.table

    def scene_shown(self) -> None:
        self.sitting.check_saved()
        self.say_notes()

    def on_unmount(self) -> None:
        self.sitting.close()
        let_go()

    # Notes and the title ------------------------------------------------------------------

    def say_notes(self) -> None:
        for note in self.sitting.take_notes():
            self.note(note)

    def format_title(self, title: str, sub_title: str) -> Content:
        """The header: the title (with a match's tally), and a lasting warning while the
        game is not saved."""
        title = self.sitting.title(title)
        warning = self.sitting.warning()
        if warning is None:
            return super().format_title(title, sub_title)
        return Content.assemble(Content(title), " — ", Content(warning).stylize("bold $error"))

    # Leaving -------------------------------------------------------------------------------

    def offer_save_elsewhere(self, then: Callable[[], object]) -> None:
        """Before leaving a game that could not be saved, ask where else to keep it; then
        ``then``."""
        unsaved = self.sitting.unsaved()
        if unsaved is None:
            then()
            return
        from claim2.tui.screens.overlays.save_elsewhere import SaveElsewhereScreen

        def answered(leave: bool | None) -> None:
            if leave:
                then()

        self.clear_notifications()  # the dialog says why; a note left would cover half of it
        self.push_screen(SaveElsewhereScreen(*unsaved), answered)

    async def action_quit(self) -> None:
        """Ctrl+Q: quit (the game is saved after every move: it says so once the app has
        closed), offering first to save elsewhere a game that could not be saved."""
        self.offer_save_elsewhere(self.quit_saying)

    def quit_saying(self) -> None:
        """Close the app; a game in progress is saved, and the terminal says so once the app
        has closed (``farewell``: Textual's own exit message goes where errors go)."""
        table = self.sitting.table
        if table is not None and not table.session.finished and self.sitting.unsaved() is None:
            self.farewell = self.resume_hint()
        self.exit()

    def resume_hint(self) -> str:
        """What the terminal says of a game left unfinished."""
        return leaving_words.resume_hint(hosting=self.sitting.hosting)

    def action_quit_game(self) -> None:
        """q in a game: asks first (``leaving_words``); once the game is over (saved, in the
        history, nothing to resume), quits at once."""
        from claim2.tui.screens.overlays.confirm import ConfirmScreen

        table = self.sitting.table
        if table is not None and table.session.finished:
            self.offer_save_elsewhere(self.quit_saying)
            return

        def answered(yes: bool | None) -> None:
            if yes:
                self.offer_save_elsewhere(self.quit_saying)

        question = leaving_words.quit_question(hosting=self.sitting.hosting)
        self.push_screen(
            ConfirmScreen(question.title, question.text, question.yes, question.no), answered
        )
