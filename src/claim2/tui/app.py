"""The Claim 2 app: it turns keys and clicks into calls on a ``Sitting`` (the application
layer, ``claim2.sitting``) and draws what comes back. It decides nothing about the game.

The start screen, then one game screen composed once per game (``GameScreen``), whose
parts are updated at every step from the scene the sitting made. A key guard
(``tui.key_guard``, around ``claim2.sitting.gate``) stands between the keyboard and the
game screen: a held key, a burst or a stuck key never confirms anything. Every guard and
pause reads the sitting's clock, which tests replace.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import PurePath
from typing import Any, ClassVar

from textual.app import SystemCommand
from textual.screen import Screen

from claim2.settings.remembered import load_settings
from claim2.sitting import switches
from claim2.sitting.lobby import NewGame, Unfinished
from claim2.sitting.sitting import Sitting
from claim2.storage.files import take_notices
from claim2.tui.messages import (
    AutoContinue,
    BackToStart,
    PlayAgain,
    ResumeGame,
    ResumeShelved,
    ReviewGame,
    StartGame,
)
from claim2.tui.screens.overlays.too_small import check_size
from claim2.tui.screens.start.start import StartScreen
from claim2.tui.shell import Shell
from claim2.tui.sitting_app import SittingApp


class Claim2App(SittingApp):
    """Claim 2 for two people on one laptop, or one against the computer."""

    # The start screen's styles are read with the app's: a screen's own file, read when the
    # screen is first shown, makes Textual parse every style sheet again (the first frame).
    CSS_PATH: ClassVar[list[str | PurePath]] = [*Shell.CSS_PATH, "screens/start/start.tcss"]

    def __init__(
        self,
        sitting: Sitting | None = None,
        *,
        walkthrough: bool = False,
        new_game: NewGame | None = None,
    ) -> None:
        """``sitting``: the application layer (its clock, seed and options); ``walkthrough``:
        open the list of lessons over the start screen; ``new_game``: start it at once
        (``claim2 play --name``), asking first over an unfinished game."""
        super().__init__(sitting or Sitting())
        self.walkthrough = walkthrough
        self.new_game = new_game

    # Start-up ------------------------------------------------------------------------

    def get_default_screen(self) -> Screen[Any]:
        """The theme and the look as remembered, and the app's first screen
        (``first_screen``)."""
        self.load_look()
        return self.first_screen()

    def first_screen(self) -> Screen[Any]:
        """The screen that stays under every other: the start screen, or, when the game is
        open in another window, the screen that says so. Being Textual's first screen rather
        than one pushed over a blank one, it is styled and drawn once before the first frame
        (about 50 ms less CPU; ``benchmarks/first_screen.py``)."""
        settings = load_settings()
        self.sitting.open()
        if self.sitting.elsewhere:  # the game is open in another window: never touch its save
            from claim2.tui.screens.overlays.elsewhere import ElsewhereScreen

            folder = self.sitting.folder
            assert folder is not None
            return ElsewhereScreen(folder.folder)
        return StartScreen(
            options=self.sitting.options,
            known=settings.players,
            classes=self.size_classes(),
            plain=settings.plain,
            auto_continue=settings.auto_continue,
            phones=self.phones_choice(),
        )

    def phones_choice(self) -> bool | None:
        """Whether the start screen's "On phones" is ticked (None: this app has no phones)."""
        return None

    def on_mount(self) -> None:
        self.started = True
        self.begin()
        check_size(self, self.size, in_game=False)  # covers what ``begin`` showed if too small

    def begin(self) -> None:
        """What the app does once its first screen is up: say what was set aside, open the
        lessons if asked, and look for the saved game."""
        for notice in take_notices():  # files set aside while starting (settings, say)
            self.notify(notice, severity="warning", timeout=12, markup=False)
        if self.walkthrough:
            self.action_walkthrough()
        self.call_after_refresh(self.look_for_save)
        if self.new_game is not None:
            self.call_after_refresh(self.post_message, StartGame(self.new_game))

    def look_for_save(self) -> None:
        """Offer to resume the saved game, or say why it could not be read."""
        lobby = self.sitting.look_for_save()
        for screen in self.screen_stack:
            if isinstance(screen, StartScreen):
                screen.show_lobby(lobby)

    # Starting and leaving games --------------------------------------------------------

    def on_start_game(self, message: StartGame) -> None:
        if self.sitting.table is not None or self.screen.is_modal:
            return  # a second Enter of a burst: the first started the game (or asked)
        question = self.sitting.start(message.game)
        self.say_notes()
        if question is None:
            self.play()
            return
        from claim2.sitting.lobby_words import UnfinishedChoice as Choice
        from claim2.tui.screens.overlays.unfinished import UnfinishedScreen

        def answered(choice: Choice | None) -> None:
            if choice is Choice.RESUME:
                self.sitting.resume()
            elif choice is Choice.KEEP_ASIDE:
                self.sitting.start_now(message.game)
            self.say_notes()
            self.play()

        assert isinstance(question, Unfinished)
        self.push_screen(UnfinishedScreen(question.names, question.where), answered)

    def on_resume_game(self, message: ResumeGame) -> None:
        self.sitting.look_for_save()
        self.sitting.resume()
        self.play()

    def on_resume_shelved(self, message: ResumeShelved) -> None:
        self.sitting.resume_shelved(message.path)
        self.say_notes()
        self.play()

    def play(self) -> None:
        """Show the game the sitting holds, on the game screen (composed once per game)."""
        from claim2.tui.screens.table.game import GameScreen

        table = self.sitting.table
        if table is None:
            return
        if self.game_screen is None or self.game_screen.mode is not table.mode:
            self.game_screen = GameScreen(table.mode, classes=self.size_classes())
        if self.screen is not self.game_screen:
            self.show_over_start(self.game_screen)
        self.show_scene(new=True)
        # once the game is drawn, while the players look at it: the end's history, ahead
        self.call_after_refresh(self.sitting.ready_ahead)

    def on_play_again(self, message: PlayAgain) -> None:
        """The next game at once, with the same players (a game that could not be saved is
        first offered to be saved elsewhere)."""
        table = self.sitting.table
        if table is not None and table.session.finished:
            self.offer_save_elsewhere(self._play_again)

    def _play_again(self) -> None:
        if self.sitting.play_again():
            self.say_notes()
            self.play()
        self.say_notes()

    def on_review_game(self, message: ReviewGame) -> None:
        """The finished game's review, over the end of the game (Esc comes back to it)."""
        from claim2.tui.screens.past_games.review import ReviewScreen

        table = self.sitting.table
        if table is None or not table.session.finished or isinstance(self.screen, ReviewScreen):
            return
        self.push_screen(ReviewScreen(table.session.record))

    def on_back_to_start(self, message: BackToStart) -> None:
        if self.sitting.table is None:
            return  # left already: s pressed again (or held) before the start screen was up
        self.offer_save_elsewhere(self._back_to_start)

    def _back_to_start(self) -> None:
        choices = self.sitting.leave()
        self.guard.deadlines.clear()
        self.game_screen = None
        start = self.screen_stack[0]
        assert isinstance(start, StartScreen)  # a game is only played from the start screen
        while len(self.screen_stack) > 1:
            self.pop_screen()

        async def shown_again() -> None:
            settings = load_settings()
            start.auto_continue = self.auto_continue  # as last switched (in the palette too)
            await start.start_over(choices, settings.players)
            self.look_for_save()

        self.call_later(shown_again)

    def show_over_start(self, screen: Screen[Any]) -> None:
        """``screen`` in place of the one on top, or over the start screen (the app's first
        screen, which stays under every other: Textual's first screen is never replaced)."""
        if len(self.screen_stack) > 1:
            self.switch_screen(screen)
        else:
            self.push_screen(screen)

    # Going on by itself against the computer ------------------------------------------------

    @property
    def auto_continue(self) -> bool:
        """Whether a trick's result goes on by itself against the computer (the setting)."""
        on = self.sitting.auto_continue
        return load_settings().auto_continue if on is None else on

    def on_auto_continue(self, message: AutoContinue) -> None:
        self.switch_auto_continue(message.on, say=False)  # the check box says it

    def toggle_auto_continue(self) -> None:
        self.switch_auto_continue(not self.auto_continue)

    def switch_auto_continue(self, on: bool, *, say: bool = True) -> None:
        """The setting switched (from the scene on the screen on) and remembered."""
        if self.sitting.set_auto_continue(on):
            self.show_scene(new=False)
            self.go_on_by_itself()
        remembered = switches.remember(auto_continue=on)
        if say or not remembered:
            self.note(switches.auto_continue_note(on, remembered=remembered))

    def setting_commands(self) -> Iterable[SystemCommand]:
        title, explained = switches.auto_continue_command(self.auto_continue)
        yield SystemCommand(title, explained, self.toggle_auto_continue)

    def before_relanguage(self, screen: Screen[Any]) -> None:
        if isinstance(screen, StartScreen):
            screen.show_lobby(self.sitting.lobby(), again=True)

    def action_history(self) -> None:
        """The games played and kept aside, from the start screen."""
        from claim2.tui.screens.past_games.history import HistoryScreen

        save_path = self.sitting.save_path
        if (
            self.sitting.table is None
            and save_path is not None
            and not isinstance(self.screen, HistoryScreen)
        ):
            self.push_screen(HistoryScreen(save_path, can_resume=not self.sitting.elsewhere))
