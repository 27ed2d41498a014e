"""What every app that shows a game has: the game screen (composed once per game), the key
guard between the keyboard and it, and the game's scenes drawn from a table
(``claim2.sitting.play_table.PlayTable``), with the answers given back to that table.

The table may hold the game here (``SittingApp``: hot-seat, against the computer, the
host of a game over the network) or be the guest's side of a game held by the host
(``GuestApp``): the flow of scenes is the same, and decided by the table.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from textual import events, work

from claim2.present.keymap import key_list
from claim2.sitting.clock import Clock
from claim2.tui.key_guard import KeyGuard
from claim2.tui.messages import (
    ComputerMoved,
    HintWanted,
    PlayAction,
    Proceed,
    QuitGame,
    Reveal,
    TakeBack,
)
from claim2.tui.pointer import on_a_removed_widget
from claim2.tui.screens.overlays.too_small import check_size
from claim2.tui.shell import Shell

if TYPE_CHECKING:  # imported when a game starts: the start screen comes first
    from claim2.sitting.play_table import PlayTable
    from claim2.tui.screens.table.game import GameScreen


class TableApp(Shell):
    """An app that draws the scenes of ``current_table`` on its game screen."""

    def __init__(self, clock: Clock) -> None:
        """``clock``: every guard and pause reads it (tests give a ``ManualClock``)."""
        super().__init__()
        self.clock = clock
        self.game_screen: GameScreen | None = None
        self.guard = KeyGuard(self.clock, self.set_timer, lambda: self.game_screen)
        self.farewell: str | None = None  # said on the terminal once the app has closed
        self.started = False  # on_mount has run

    def current_table(self) -> PlayTable | None:
        """The table whose scenes are on the game screen (None: no game)."""
        return None

    def scene_shown(self) -> None:
        """After a scene is drawn: what the app says beside it (the sitting's notes)."""

    def refresh_title(self) -> None:
        if self.game_screen is not None:
            self.game_screen.refresh_title()

    def on_resize(self, event: events.Resize) -> None:
        if not self.started:  # Textual's first size comes before the app's styles: on_mount
            return
        uncovered = check_size(self, event.size, in_game=self.current_table() is not None)
        if uncovered and self.game_screen is not None and self.screen is self.game_screen:
            self.game_screen.back_on_screen()  # the same player was looking: say whose it is

    # Leaving -------------------------------------------------------------------------------

    def on_quit_game(self, message: QuitGame) -> None:
        self.action_quit_game()

    def action_quit_game(self) -> None:
        """q in a game (an app that holds the game asks first)."""
        self.exit()

    def terminal_gone(self, code: int) -> None:
        """The terminal has gone away (``tui.terminal_watch``): the game is saved after every
        move, so the app only stops, with ``code``, and lets the lock go."""
        self.exit(return_code=code)

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
            going_on = key_list("game.proceed")
            if on_game and isinstance(event, events.Key) and event.key not in going_on:
                self.hold()  # a scene going on by itself stays (the key does as it does)
        await super().on_event(event)

    # The game's scenes --------------------------------------------------------------------

    def show_scene(self, *, new: bool = True) -> None:
        """Draw the table's current scene; ``new``: it is another scene than the one on the
        screen (its keys wait for a quiet spell, the computer thinks if it is its turn)."""
        table, screen = self.current_table(), self.game_screen
        scene = table.scene if table is not None else None
        if table is None or screen is None or scene is None:
            return
        screen.show(scene, self.look)
        if new:
            self.guard.deadlines.cancel("proceed")
            self.guard.new_scene(scene.settle)
            thinking = table.thinking()
            if thinking is not None:
                self.computer_thinks(thinking.run, scene.shown)
            self.go_on_by_itself()
        self.scene_shown()
        self.refresh_title()

    def go_on_by_itself(self) -> None:
        """The scene on the screen goes on by itself after its ``pause`` from now (the
        computer's move shown, a trick's result against the computer), or waits (none)."""
        self.guard.deadlines.cancel("proceed")
        table = self.current_table()
        scene = table.scene if table is not None else None
        if scene is not None and scene.pause is not None:
            shown = scene.shown
            self.guard.deadlines.after(scene.pause, lambda: self._auto_proceed(shown), "proceed")
        self.guard.deadlines.arm()  # the proceed cancelled: no timer left waiting for it

    def hold(self) -> None:
        """A key other than Enter on a scene that was to go on by itself: it stays, and
        says so, until Enter."""
        table = self.current_table()
        scene = table.scene if table is not None else None
        if table is not None and scene is not None and table.hold(scene.shown):
            self.guard.deadlines.cancel("proceed")
            self.show_scene(new=False)

    def _auto_proceed(self, shown: Any) -> None:
        table = self.current_table()
        if table is not None and table.proceed(shown):
            self.show_scene()

    def _shown_now(self) -> Any:
        table = self.current_table()
        scene = table.scene if table is not None else None
        return scene.shown if scene is not None else None

    def on_reveal(self, message: Reveal) -> None:
        table = self.current_table()
        if table is not None and table.reveal(message.shown):
            self.show_scene()

    def on_proceed(self, message: Proceed) -> None:
        table = self.current_table()
        if table is not None and table.proceed(message.shown):
            self.show_scene()

    def on_play_action(self, message: PlayAction) -> None:
        table, screen = self.current_table(), self.game_screen
        if table is None or screen is None:
            return
        before = self._shown_now()
        refused = table.play(message.action, message.shown)
        if refused is not None:
            self.note(refused)
            screen.refused()
        elif self._shown_now() != before:
            self.show_scene()

    def on_take_back(self, message: TakeBack) -> None:
        table = self.current_table()
        if table is None:
            return
        before = self._shown_now()
        self.note(table.take_back(message.shown))
        if self._shown_now() != before:
            self.show_scene()

    @work(thread=True, exclusive=True, group="computer", name="computer thinks")
    def computer_thinks(self, think: Callable[[], Any], shown: Any) -> None:
        """The computer chooses from its own view, off the app's thread."""
        self.post_message(ComputerMoved(think(), shown))

    def on_computer_moved(self, message: ComputerMoved) -> None:
        table = self.current_table()
        if table is not None and table.computer_moved(message.action, message.shown):
            self.show_scene()

    def on_hint_wanted(self, message: HintWanted) -> None:
        """A hint for the player of that scene, worked out from their own view only."""
        table = self.current_table()
        work_out = table.hint_request(message.shown) if table is not None else None
        if work_out is not None:
            self.hint_thinks(work_out, message.shown)

    @work(thread=True, exclusive=True, group="hint", name="hint")
    def hint_thinks(self, work_out: Callable[[], Any], shown: Any) -> None:
        hint = work_out()
        self.call_from_thread(self._hint_found, hint, shown)

    def _hint_found(self, hint: Any, shown: Any) -> None:
        screen = self.game_screen
        if screen is not None and self._shown_now() == shown:
            screen.show_hint(hint)
