"""The hot-seat app: the start screen, then whatever the game session says comes next.

The app is the only place that talks to the ``GameSession``; screens post
messages (``claim2.tui.messages``) and are handed only what they may show.

Start-up is kept short: only the start screen is imported before the first
frame; the save (game records need pydantic) is looked at right after it, and
the game's screens are imported when a game starts.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import replace
from pathlib import Path, PurePath
from typing import TYPE_CHECKING, Any, ClassVar

from textual import events, work
from textual.app import App, SystemCommand
from textual.binding import Binding, BindingType
from textual.content import Content
from textual.geometry import Size
from textual.screen import Screen
from textual.theme import Theme

from claim2.game import options as options_module
from claim2.game.i18n import N_, _
from claim2.game.options import COMPUTER_PAUSE, GameOptions, InputGuard
from claim2.game.settings import load_settings, save_settings
from claim2.game.storage import take_notices
from claim2.tui.keeping import (
    DataFolder,
    SaveWatch,
    folder_notice,
    offer_save_elsewhere,
    open_data_folder,
)
from claim2.tui.language import (
    NEXT_LANGUAGE_KEY,
    LanguageSwitch,
    next_language,
    open_command_palette,
    translated_commands,
)
from claim2.tui.messages import (
    BackToStart,
    PlayAction,
    Proceed,
    ResumeGame,
    ResumeShelved,
    StartGame,
)
from claim2.tui.palette import faction_variables
from claim2.tui.screens.base import GameScreen
from claim2.tui.screens.start import ResumeInfo, ShelvedInfo, StartScreen
from claim2.tui.screens.too_small import MIN_HEIGHT, MIN_WIDTH, TooSmallScreen

if TYPE_CHECKING:
    from claim2.engine import PlayerView
    from claim2.game.options_file import OptionsCheck
    from claim2.game.records import GameRecord
    from claim2.game.saves import SaveCheck
    from claim2.game.session import GameSession, NextScreen, SeatPlayer
    from claim2.tui.computer import ComputerMoved
    from claim2.tui.hinting import Hints
    from claim2.tui.screens.computer_move import ComputerMoveScreen
    from claim2.tui.screens.hinting import HintingScreen


ALWAYS_KEYS = frozenset({"ctrl+q", "f3"})  # taken even while a screen ignores keys


def first_leader_at_random(seed: int | None) -> int:
    """0 or 1 at random; reproducible when the game has a seed."""
    if seed is None:
        return random.SystemRandom().randrange(2)
    return random.Random(f"claim2 first leader {seed}").randrange(2)


def _capitalized(sentence: str) -> str:
    return sentence[:1].upper() + sentence[1:]


class Claim2App(App[None]):
    """Claim 2 for two people on one laptop."""

    TITLE = "Claim 2"
    CSS_PATH: ClassVar[list[str | PurePath]] = [
        "app.tcss",
        "widgets/hand.tcss",
        "widgets/card.tcss",
    ]
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q", "quit", N_("Quit"), show=False, priority=True),
        # F3 switches the language on every screen, over questions and lists too (priority);
        # the start screen shows it in its footer.
        Binding("f3", "next_language", NEXT_LANGUAGE_KEY, show=False, priority=True),
    ]

    def __init__(
        self,
        seed: int | None = None,
        save_path: Path | None = None,
        *,
        walkthrough: bool = False,
        options: GameOptions | None = None,
        computer_pause: float = COMPUTER_PAUSE,
        input_guard: InputGuard | None = None,
    ) -> None:
        """``options`` are chosen on the start screen at first (``claim2 play --vs computer``);
        ``computer_pause``: seconds the computer's move stays up (tests use 0);
        ``input_guard``: how long game screens ignore keys after they appear."""
        super().__init__()
        self.seed = seed
        self.save_path = save_path
        self.walkthrough = walkthrough  # open the list of lessons over the start screen
        self.session: GameSession | None = None
        self.current: NextScreen | None = None
        self.found: SaveCheck | None = None  # None until the save has been looked at
        self.found_options: OptionsCheck | None = None  # the saved game's options
        self.options = options or GameOptions()  # of the game being played (or to start)
        self.computer_pause = computer_pause
        self.input_guard = input_guard if input_guard is not None else options_module.INPUT_GUARD
        self._computer_screen: ComputerMoveScreen | None = None  # showing the computer's turn
        self.hints: Hints | None = None  # when hints are on in the game being played
        self.language_switch = LanguageSwitch(self)
        self.data_folder: DataFolder | None = None  # opened (and locked) at mount
        self.save_watch = SaveWatch(self)
        self.crash: BaseException | None = None  # an error the app did not expect

    # Start-up ------------------------------------------------------------------

    def on_mount(self) -> None:
        theme = load_settings().theme
        if theme in self.available_themes:
            self.theme = theme
        self.theme_changed_signal.subscribe(self, self._remember_theme)
        self.data_folder = folder = open_data_folder()
        self.save_path = self.save_path or folder.folder / "saves" / "current.json"
        for notice in take_notices():  # files set aside while starting (settings, say)
            self.notify(notice, severity="warning", timeout=12, markup=False)
        if folder.elsewhere:  # the game is open in another window: never touch its save
            from claim2.tui.screens.elsewhere import ElsewhereScreen

            self.push_screen(ElsewhereScreen(folder.folder))
        else:
            self.push_screen(StartScreen(options=self.options))
        if self.walkthrough:
            self.action_walkthrough()
        self._check_size(self.size)
        self.call_after_refresh(self.look_for_save)

    def on_unmount(self) -> None:
        if self.data_folder is not None:
            self.data_folder.release()

    @property
    def elsewhere(self) -> bool:
        """Whether the game is open in another window (this app must not touch its save)."""
        return self.data_folder is not None and self.data_folder.elsewhere

    @property
    def save_checked(self) -> bool:
        return self.found is not None

    def look_for_save(self) -> None:
        """Offer to resume the saved game, or say why it could not be read (once)."""
        if self.found is not None:
            return
        from claim2.game.options_file import read_options
        from claim2.game.saves import SaveCheck, check_current_save

        assert self.save_path is not None
        if self.elsewhere:
            self.found = SaveCheck()
            return
        self.found = check_current_save(self.save_path)
        if self.found.record is not None:
            self.found_options = read_options(self.save_path)
        shelved = self.shelved_games()
        for screen in self.screen_stack:
            if isinstance(screen, StartScreen):
                screen.show_found(*self.resume_and_notice(self.found))
                screen.show_shelved(shelved)

    def shelved_games(self) -> list[ShelvedInfo]:
        """The unfinished games kept aside, for the start screen (none when the data
        folder cannot be used)."""
        from claim2.game.saves import shelved_games
        from claim2.game.storage import DataFolderError

        try:
            games = shelved_games()
        except (DataFolderError, OSError):
            return []
        return [
            ShelvedInfo(
                game.path,
                ResumeInfo(
                    (game.record.players[0], game.record.players[1]),
                    game.state.phase,
                    game.state.trick,
                ),
            )
            for game in games
        ]

    def resume_and_notice(self, found: SaveCheck) -> tuple[ResumeInfo | None, Content | None]:
        """What the start screen says about the save: text from files is plain text."""
        resume = None
        if found.record is not None and found.state is not None:
            players = found.record.players
            resume = ResumeInfo((players[0], players[1]), found.state.phase, found.state.trick)
        notice = None
        if found.problem is not None:
            where = str(found.moved_to) if found.moved_to else str(self.save_path)
            notice = Content(
                _(
                    "The saved game could not be read ({problem}). It was kept as {path}. "
                    "You can start a new game."
                ).format(problem=found.problem, path=where)
            )
        options = self.found_options
        if resume is not None and options is not None and options.problem is not None:
            notice = Content(
                _(
                    "{problem}: it was kept as {path}. Resuming goes on as a game for two people."
                ).format(problem=_capitalized(options.problem), path=options.moved_to or "?")
            )
        if self.data_folder is not None and self.data_folder.problem is not None:
            notice = folder_notice(self.data_folder.problem)
        return resume, notice

    def _remember_theme(self, theme: Theme) -> None:
        try:
            save_settings(replace(load_settings(), theme=theme.name))
        except OSError:
            self.notify(_("Could not remember the theme."), severity="warning", markup=False)

    # The terminal's size ----------------------------------------------------------

    def on_resize(self, event: events.Resize) -> None:
        self._check_size(event.size)

    def _check_size(self, size: Size) -> None:
        small = size.width < MIN_WIDTH or size.height < MIN_HEIGHT
        top = self.screen_stack[-1] if self.screen_stack else None
        if small and isinstance(top, TooSmallScreen):
            top.show_size(size.width, size.height)
        elif small:
            self.push_screen(TooSmallScreen())
        elif isinstance(top, TooSmallScreen):
            self.pop_screen()

    # Starting and resuming -----------------------------------------------------------

    def on_start_game(self, message: StartGame) -> None:
        """A new game; over an unfinished one, ask first (resume it, keep it aside, cancel)."""
        from claim2.tui.screens.unfinished import Unfinished, UnfinishedScreen
        from claim2.tui.text import phase_trick

        self.look_for_save()
        assert self.save_path is not None
        if self.elsewhere:  # never start a game over the one open in another window
            return
        if not self.save_path.exists():
            self.start_game(message)
            return
        found = self.found
        names, where = ("?", "?"), "?"
        if found is not None and found.record is not None and found.state is not None:
            names = (found.record.players[0], found.record.players[1])
            where = phase_trick(found.state.phase, found.state.trick)

        def answered(choice: Unfinished | None) -> None:
            if choice is Unfinished.RESUME:
                self.on_resume_game(ResumeGame())
            elif choice is Unfinished.KEEP_ASIDE:
                self.start_game(message)

        self.push_screen(UnfinishedScreen(names, where), answered)

    def start_game(self, message: StartGame) -> None:
        """Start the game ``message`` asks for; an unfinished one is kept aside first."""
        from claim2.engine import shuffled_deal
        from claim2.game.options_file import write_options
        from claim2.game.saves import SaveCheck, shelve
        from claim2.game.session import GameSession

        assert self.save_path is not None
        if self.save_path.exists():  # the players chose to keep it aside
            try:
                kept = shelve(self.save_path)
            except OSError as error:  # never write over it
                self.notify(
                    _("Could not keep the saved game {path} ({reason}): no new game.").format(
                        path=self.save_path, reason=error.strerror or error
                    ),
                    severity="error",
                    markup=False,
                )
                return
            self.notify(
                _("The unfinished game was kept as {path}.").format(path=kept), markup=False
            )
        self.found = SaveCheck()
        leader = message.first_leader
        if leader is None:
            leader = first_leader_at_random(self.seed)
        self.options = options = message.options
        save_path = self.save_path
        try:
            write_options(save_path, options)
            options_written = True
        except OSError:  # the game starts all the same; its options are saved with it later
            options_written = False
        self.session = GameSession.new(
            message.names,
            shuffled_deal(self.seed, leader),
            save_path=save_path,
            policies=self._policies(),
            on_finished=self._game_finished,
        )
        if not options_written:
            self.session.save_first(lambda: write_options(save_path, options))
            self.session.save()
        self.hints = self._hints()
        self.advance()

    def on_resume_game(self, message: ResumeGame) -> None:
        from claim2.game.saves import SaveCheck
        from claim2.game.session import GameSession

        record = self.found.record if self.found is not None else None
        if record is None or self.elsewhere:
            return
        self.found = SaveCheck()
        found = self.found_options
        self.options = found.options if found is not None else GameOptions()
        policies = self._policies(record)
        self.session = GameSession.resume(
            record, save_path=self.save_path, policies=policies, on_finished=self._game_finished
        )
        self.hints = self._hints(record)
        self.advance()

    def on_resume_shelved(self, message: ResumeShelved) -> None:
        """Resume a game kept aside; the current unfinished game, if any, is kept aside."""
        from claim2.game.options_file import read_options
        from claim2.game.saves import check_current_save, shelve, unshelve

        assert self.save_path is not None
        try:
            if self.save_path.exists():
                kept = shelve(self.save_path)
                self.notify(_("The unfinished game was kept as {path}.").format(path=kept))
            unshelve(message.path, self.save_path)
        except OSError as error:
            self.notify(
                _("Could not resume the game kept as {path} ({reason}).").format(
                    path=message.path, reason=error.strerror or error
                ),
                severity="error",
            )
            return
        self.found = check_current_save(self.save_path)
        self.found_options = read_options(self.save_path)
        self.on_resume_game(ResumeGame())

    def _policies(
        self, record: GameRecord | None = None
    ) -> tuple[SeatPlayer | None, SeatPlayer | None]:
        """The computer's seat, if any, with its memory of ``record`` (a resumed game)."""
        from claim2.tui.computer import ComputerPlayer

        level = self.options.computer
        if level is None:
            return (None, None)
        seat = self.options.computer_seat
        player = ComputerPlayer(level, self.seed)
        if record is not None:
            player.remember(record, seat)
        return (player, None) if seat == 0 else (None, player)

    def _hints(self, record: GameRecord | None = None) -> Hints | None:
        """The hinters of the people playing, if hints are on."""
        from claim2.tui.hinting import Hints

        if not self.options.hints:
            return None
        hints = Hints(self.options.human_seats)
        if record is not None:
            hints.remember(record)
        return hints

    def on_back_to_start(self, message: BackToStart) -> None:
        offer_save_elsewhere(self, self.session, self._back_to_start)

    def _back_to_start(self) -> None:
        names = self.session.players if self.session is not None else ("", "")
        if self.options.computer is not None:  # the person's name only
            human = self.options.human_seats[0]
            names = (names[human], "")
        self.session = None
        self.current = None
        self.hints = None
        self.switch_screen(
            StartScreen(names=names, options=self.options, shelved=self.shelved_games())
        )

    def _game_finished(self, session: GameSession) -> None:
        """Keep the finished game's record for ``claim2 replay``; the next game starts afresh."""
        from claim2.game.saves import keep_as

        if session.save_problem is not None:  # the file is behind the game: it stays, and
            return  # leaving offers to save the game elsewhere
        if session.save_path is not None and session.save_path.exists():
            try:
                kept = keep_as(session.save_path, "game")
            except OSError:  # it stays where it is, finished: it is not offered to resume
                kept = session.save_path
            session.save_path = None
            self.notify(
                _("The game was saved as {path}.").format(path=kept), timeout=8, markup=False
            )

    # Playing -------------------------------------------------------------------------------

    def on_proceed(self, message: Proceed) -> None:
        """A hand-off or public screen was dismissed: on, unless it is no longer current."""
        shown = message.shown
        if self.session is not None and self.session.proceed(
            shown.kind, seat=shown.seat, move=shown.move
        ):
            self.advance()

    def on_play_action(self, message: PlayAction) -> None:
        """A card or Seer choice confirmed on a private screen: taken only for that screen's
        seat and move (a key pressed on a screen being replaced is dropped)."""
        from claim2.engine import IllegalAction

        session, shown = self.session, message.shown
        if session is None or shown.seat is None:
            return
        before = session.view_for(shown.seat)
        try:
            taken = session.take(message.action, seat=shown.seat, move=shown.move)
        except IllegalAction:
            self.notify(_("That move is not allowed now."), severity="error")
            if isinstance(self.screen, GameScreen):
                self.screen.answered = False  # the player chooses again
            return
        if not taken:
            return
        if self.hints is not None:
            self.hints.played(before, message.action)
        self.advance()

    def advance(self) -> None:
        """Show the screen the session says comes next."""
        from claim2.tui.flow import screen_for

        session = self.session
        if session is None:
            return
        self.save_watch.check(session)
        shown = session.next_screen()
        self.current = shown
        self.switch_screen(
            screen_for(shown, session, hints=self.options.hints, guard=self.input_guard)
        )

    # Keys typed ahead ----------------------------------------------------------------

    async def on_event(self, event: events.Event) -> None:
        """Keys and clicks meant for a game screen that is not ready yet are dropped."""
        if (
            isinstance(event, events.Key | events.MouseDown | events.MouseUp)
            and not event.is_forwarded
            and isinstance(self.screen, GameScreen)
            and not self.screen.ready
            and not (isinstance(event, events.Key) and event.key in ALWAYS_KEYS)
        ):
            return
        await super().on_event(event)

    @property
    def input_ready(self) -> bool:
        """Whether the screen shown takes keys now (a game screen after its guard time)."""
        screen = self.screen
        return not isinstance(screen, GameScreen) or screen.ready

    # The computer's turn ---------------------------------------------------------------

    def on_computer_move_screen_to_move(self, message: ComputerMoveScreen.ToMove) -> None:
        """The computer's turn is on the screen: it thinks in a worker thread."""
        from claim2.game.session import ScreenKind

        shown, session = self.current, self.session
        if session is None or shown is None or message.shower.shown != shown:
            return
        if shown.kind is not ScreenKind.COMPUTER or shown.seat is None:
            return
        player = session.policies[shown.seat]
        assert player is not None
        self._computer_screen = message.shower
        self.computer_thinks(player, session.view_for(shown.seat), shown)

    @work(thread=True, exclusive=True, group="computer", name="computer thinks")
    def computer_thinks(self, player: SeatPlayer, seen: PlayerView, shown: NextScreen) -> None:
        """The computer chooses from its own view, off the app's thread."""
        from claim2.tui.computer import ComputerMoved

        self.post_message(ComputerMoved(player.choose(seen), shown))

    def on_computer_moved(self, message: ComputerMoved) -> None:
        """The computer has chosen: take its move (if its turn is still current), show it."""
        session, shown = self.session, message.shown
        if session is None or self.current != shown or shown.seat is None:
            return
        if not session.take(message.action, seat=shown.seat, move=shown.move):
            return
        screen = self._computer_screen
        if screen is None or screen.shown != shown:
            self.advance()
            return
        screen.show_move(message.action)
        if self.computer_pause > 0:
            self.set_timer(self.computer_pause, screen.move_shown)
        else:
            screen.move_shown()

    def on_computer_move_screen_move_shown(self, message: ComputerMoveScreen.MoveShown) -> None:
        if self.current == message.shown:
            self._computer_screen = None
            self.advance()

    def on_hinting_screen_hint_wanted(self, message: HintingScreen.HintWanted) -> None:
        """A hint for the player at that screen, from their own view only."""
        from claim2.tui.hinting import ask_hint

        if self.session is not None and self.hints is not None:
            seen = self.session.view_for(message.asker.seen.seat)
            ask_hint(self, self.hints, seen, message.asker)

    # Anywhere --------------------------------------------------------------------------------

    async def action_next_language(self) -> None:
        """F3: the next language (remembered), every screen shown again in it."""
        await self.language_switch.switch(next_language())

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        """The palette's commands, without Textual's "Screenshot": it would write a private
        hand to disk."""
        yield from self.language_switch.commands()
        commands = super().get_system_commands(screen)
        yield from translated_commands(c for c in commands if c.title != "Screenshot")

    def get_theme_variable_defaults(self) -> dict[str, str]:
        """The faction colours (Okabe–Ito) for the current theme, light or dark."""
        return {
            **super().get_theme_variable_defaults(),
            **faction_variables(self.current_theme.dark),
        }

    def action_help_quit(self) -> None:
        """Ctrl+C (Textual's hint, in the player's language): how to quit."""
        self.notify(_("Press Ctrl+Q to quit."), title=_("Do you want to quit?"), markup=False)

    def action_command_palette(self) -> None:
        open_command_palette(self)

    async def action_quit(self) -> None:
        """Ctrl+Q: quit, offering first to save elsewhere a game that could not be saved."""
        offer_save_elsewhere(self, self.session, self.exit)

    def format_title(self, title: str, sub_title: str) -> Content:
        """The header: the title, and a lasting warning while the game is not saved."""
        warning = self.save_watch.warning()
        if warning is None:
            return super().format_title(title, sub_title)
        return Content.assemble(Content(title), " — ", Content(warning).stylize("bold $error"))

    def _handle_exception(self, error: Exception) -> None:
        """An error the app did not expect: kept for the crash log (``launch``), then Textual
        stops the app as usual."""
        if self.crash is None:
            self.crash = error
        super()._handle_exception(error)

    def action_rules(self) -> None:
        from claim2.tui.screens.rules import RulesScreen

        if not isinstance(self.screen, RulesScreen):
            self.push_screen(RulesScreen())

    def action_walkthrough(self) -> None:
        """The list of lessons (imported only when wanted)."""
        from claim2.tui.walkthrough.lesson_list import LessonListScreen

        self.push_screen(LessonListScreen())

    def action_game_log(self) -> None:
        from claim2.tui.screens.log import LogScreen

        if self.session is not None:
            self.push_screen(LogScreen(self.session.log(), self.session.players))

    def action_discards(self) -> None:
        from claim2.tui.screens.log import DiscardsScreen

        if self.session is not None:
            self.push_screen(DiscardsScreen(self.session.public()))

    def action_quit_game(self) -> None:
        from claim2.tui.screens.confirm import ConfirmScreen

        def answered(yes: bool | None) -> None:
            if yes:
                offer_save_elsewhere(self, self.session, self.exit)

        self.push_screen(
            ConfirmScreen(
                _("Quit"),
                _(
                    "The game is saved after every move: 'claim2 play' offers to resume it. "
                    "Quit now?"
                ),
                _("Quit"),
                _("Keep playing"),
            ),
            answered,
        )
