"""What every app that seats a game has: its ``Sitting`` (the application layer), the key
guard between the keyboard and the game screen, the notes and the title the sitting gives,
and quitting (asked in a game, after offering to save elsewhere a game that could not be
saved). ``Claim2App`` (``app.py``) adds the game's flow on top: starting, resuming, the
scenes; the host and guest apps build on that.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from textual import events
from textual.content import Content

from claim2.sitting.sitting import Sitting
from claim2.text.i18n import _
from claim2.tui.heap import let_go
from claim2.tui.key_guard import KeyGuard
from claim2.tui.messages import QuitGame
from claim2.tui.pointer import on_a_removed_widget
from claim2.tui.shell import Shell

if TYPE_CHECKING:  # imported when a game starts: the start screen comes first
    from claim2.tui.screens.game import GameScreen


class SittingApp(Shell):
    """An app holding one ``Sitting``: it draws what the sitting decides."""

    def __init__(self, sitting: Sitting) -> None:
        """``sitting``: the application layer (its clock, seed and options)."""
        super().__init__()
        self.sitting = sitting
        self.clock = sitting.clock
        self.game_screen: GameScreen | None = None
        self.guard = KeyGuard(self.clock, self.set_timer, lambda: self.game_screen)
        self.farewell: str | None = None  # said on the terminal once the app has closed

    def on_unmount(self) -> None:
        self.sitting.close()
        let_go()

    # Notes and the title ------------------------------------------------------------------

    def say_notes(self) -> None:
        for note in self.sitting.take_notes():
            self.note(note)

    def refresh_title(self) -> None:
        if self.game_screen is not None:
            self.game_screen.refresh_title()

    def format_title(self, title: str, sub_title: str) -> Content:
        """The header: the title (with a match's tally), and a lasting warning while the
        game is not saved."""
        title = self.sitting.title(title)
        warning = self.sitting.warning()
        if warning is None:
            return super().format_title(title, sub_title)
        return Content.assemble(Content(title), " — ", Content(warning).stylize("bold $error"))

    # The key gate ----------------------------------------------------------------------------

    async def on_event(self, event: events.Event) -> None:
        """Keys and clicks for the game screen pass the key guard (a held key, a burst or a
        stuck key never confirms anything); those still queued while the app closes are
        dropped, and so are clicks on what a screen being rebuilt has just removed."""
        if isinstance(event, events.Key | events.MouseDown | events.MouseUp):
            if not self.screen_stack:
                return
            if isinstance(event, events.MouseDown) and on_a_removed_widget(self.screen, event):
                return
            on_game = self.game_screen is not None and self.screen is self.game_screen
            if not isinstance(event, events.MouseUp) and not self.guard.admit(event, on_game):
                return
        await super().on_event(event)

    # Leaving -------------------------------------------------------------------------------

    def offer_save_elsewhere(self, then: Callable[[], object]) -> None:
        """Before leaving a game that could not be saved, ask where else to keep it; then
        ``then``."""
        unsaved = self.sitting.unsaved()
        if unsaved is None:
            then()
            return
        from claim2.tui.screens.save_elsewhere import SaveElsewhereScreen

        def answered(leave: bool | None) -> None:
            if leave:
                then()

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
        return _("The game is saved: 'claim2 play' offers to resume it.")

    def quit_question(self) -> str:
        """What q in a game asks (the network apps ask in their own words)."""
        return _("The game is saved after every move: 'claim2 play' offers to resume it. Quit now?")

    def terminal_gone(self, code: int) -> None:
        """The terminal has gone away (``tui.terminal_watch``): the game is saved after every
        move, so the app only stops, with ``code``, and lets the lock go."""
        self.exit(return_code=code)

    def on_quit_game(self, message: QuitGame) -> None:
        self.action_quit_game()

    def action_quit_game(self) -> None:
        """q in a game: asks first (``quit_question``); once the game is over (saved, in the
        history, nothing to resume), quits at once."""
        from claim2.tui.screens.confirm import ConfirmScreen

        table = self.sitting.table
        if table is not None and table.session.finished:
            self.offer_save_elsewhere(self.quit_saying)
            return

        def answered(yes: bool | None) -> None:
            if yes:
                self.offer_save_elsewhere(self.quit_saying)

        self.push_screen(
            ConfirmScreen(
                _("Quit"),
                self.quit_question(),
                _("Quit"),
                _("Keep playing"),
            ),
            answered,
        )
