"""The hot-seat app: the start screen, then one game screen showing whatever step the game
session says comes next.

The app is the only place that talks to the ``GameSession``; panes post messages
(``claim2.tui.messages``) and are handed only what they may show. Starting and
resuming games is in ``starting``; switching the language in ``language``.

Start-up is kept short: only the start screen is imported before the first
frame; the save (game records need pydantic) is looked at right after it, and
the game's panes are imported when a game starts.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from pathlib import Path, PurePath
from typing import TYPE_CHECKING, Any, ClassVar

from textual import events
from textual.app import SystemCommand
from textual.binding import Binding, BindingType
from textual.content import Content
from textual.geometry import Size
from textual.reactive import reactive
from textual.screen import Screen
from textual.signal import Signal
from textual.theme import Theme

from claim2.game import options as options_module
from claim2.game.i18n import N_, _, current_language
from claim2.game.options import COMPUTER_PAUSE, GameOptions, InputGuard
from claim2.game.settings import load_settings, save_settings
from claim2.game.storage import take_notices
from claim2.present.palette import faction_variables
from claim2.tui import starting
from claim2.tui.actions import GameActions, confirm_command
from claim2.tui.computer_turn import ComputerTurn
from claim2.tui.keeping import DataFolder, SaveWatch, offer_save_elsewhere, open_data_folder
from claim2.tui.language import (
    NEXT_LANGUAGE_KEY,
    language_commands,
    next_language,
    show_in_language,
    switch_language,
    translated_commands,
)
from claim2.tui.messages import (
    BackToStart,
    PlayAction,
    PlayAgain,
    Proceed,
    ResumeGame,
    ResumeShelved,
    StartGame,
    TakeBack,
)
from claim2.tui.pointer import on_a_removed_widget
from claim2.tui.screens.base import Pane
from claim2.tui.screens.game import GameScreen
from claim2.tui.screens.start import StartScreen
from claim2.tui.screens.too_small import check_size

if TYPE_CHECKING:
    from claim2.game.legacy_options import OptionsCheck
    from claim2.game.saves import SaveCheck
    from claim2.game.session import GameSession, NextScreen
    from claim2.tui.hinting import Hints
    from claim2.tui.screens.hinting import HintingPane


ALWAYS_KEYS = frozenset({"ctrl+q", "f3"})  # taken even while a pane ignores keys


class Claim2App(ComputerTurn, GameActions):
    """Claim 2 for two people on one laptop."""

    TITLE = "Claim 2"
    CSS_PATH: ClassVar[list[str | PurePath]] = [
        "app.tcss",
        "widgets/hand.tcss",
        "widgets/card.tcss",
    ]
    # every screen gets classes by its size: the card table is drawn larger from about 118×34
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (118, "-wide")]  # noqa: RUF012
    VERTICAL_BREAKPOINTS = [(0, "-short"), (34, "-tall")]  # noqa: RUF012
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q", "quit", N_("Quit"), show=False, priority=True),
        # F3 switches the language on every screen, over questions and lists too (priority);
        # the start screen shows it in its footer.
        Binding("f3", "next_language", NEXT_LANGUAGE_KEY, show=False, priority=True),
    ]

    language: reactive[str] = reactive("en", init=False)
    """The language the app speaks; every screen is shown again in it when it changes."""

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
        ``input_guard``: how long game panes ignore keys after they appear."""
        super().__init__()
        self.set_reactive(Claim2App.language, current_language())
        self.seed = seed
        self.save_path = save_path
        self.walkthrough = walkthrough  # open the list of lessons over the start screen
        self.session: GameSession | None = None
        self.current: NextScreen | None = None  # the step shown on the game screen
        self.found: SaveCheck | None = None  # None until the save has been looked at
        self.found_options: OptionsCheck | None = None  # the saved game's options
        self.options = options or GameOptions()  # of the game being played (or to start)
        self.computer_pause = computer_pause
        self.input_guard = input_guard if input_guard is not None else options_module.INPUT_GUARD
        self.hints: Hints | None = None  # when hints are on in the game being played
        self.game_screen: GameScreen | None = None  # while a game is played
        self.pane_shown: Signal[Pane] = Signal(self, "pane_shown")  # each pane as it comes
        self.data_folder: DataFolder | None = None  # opened (and locked) at mount
        self.save_watch = SaveWatch(self)
        self.confirm_cards = False  # the "confirm every card" setting (read at mount)
        self.crash: BaseException | None = None  # an error the app did not expect
        self.memory_aids = True  # the turn screens show the memory aids (m; read at mount)

    # Start-up ------------------------------------------------------------------

    def on_mount(self) -> None:
        settings = load_settings()
        if settings.theme in self.available_themes:
            self.theme = settings.theme
        self.confirm_cards = settings.confirm_cards
        self.memory_aids = settings.memory_aids
        self.theme_changed_signal.subscribe(self, self._remember_theme)
        self.data_folder = folder = open_data_folder()
        self.save_path = self.save_path or folder.folder / "saves" / "current.json"
        for notice in take_notices():  # files set aside while starting (settings, say)
            self.notify(notice, severity="warning", timeout=12, markup=False)
        if folder.elsewhere:  # the game is open in another window: never touch its save
            from claim2.tui.screens.elsewhere import ElsewhereScreen

            self.push_screen(ElsewhereScreen(folder.folder))
        else:
            self.push_screen(StartScreen(options=self.options, known=load_settings().players))
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
        starting.look_for_save(self)

    def _remember_theme(self, theme: Theme) -> None:
        try:
            save_settings(replace(load_settings(), theme=theme.name))
        except OSError:
            self.notify(_("Could not remember the theme."), severity="warning", markup=False)

    # The terminal's size ----------------------------------------------------------

    def on_resize(self, event: events.Resize) -> None:
        self._check_size(event.size)

    def _check_size(self, size: Size) -> None:
        check_size(self, size)

    # Starting, resuming, leaving a game ----------------------------------------------

    def on_start_game(self, message: StartGame) -> None:
        starting.ask_new_game(self, message)

    def on_resume_game(self, message: ResumeGame) -> None:
        starting.resume_game(self)

    def on_resume_shelved(self, message: ResumeShelved) -> None:
        starting.resume_shelved(self, message.path)

    def play(self, session: GameSession, hints: Hints | None) -> None:
        """Play ``session`` on a new game screen, from the step it is at."""
        self.session = session
        self.hints = hints
        self.game_screen = GameScreen()
        self.switch_screen(self.game_screen)
        self.advance()

    def on_back_to_start(self, message: BackToStart) -> None:
        offer_save_elsewhere(self, self.session, self._back_to_start)

    def on_play_again(self, message: PlayAgain) -> None:
        """The next game at once, with the same players (a game that could not be saved is
        first offered to be saved elsewhere)."""
        session = self.session
        if session is not None and session.finished:
            offer_save_elsewhere(self, session, lambda: starting.play_again(self, session))

    def _back_to_start(self) -> None:
        names = self.session.players if self.session is not None else ("", "")
        if self.options.computer is not None:  # the person's name only
            human = self.options.human_seats[0]
            names = (names[human], "")
        self.session = None
        self.current = None
        self.hints = None
        self.game_screen = None
        shelved = starting.shelved_games()
        self.found = None  # looked at again: the next game of a match may be there
        self.call_after_refresh(self.look_for_save)
        known = load_settings().players
        self.switch_screen(
            StartScreen(names=names, options=self.options, shelved=shelved, known=known)
        )

    # Playing -------------------------------------------------------------------------------

    def on_proceed(self, message: Proceed) -> None:
        """A hand-off or public pane was dismissed: on, unless it is no longer current."""
        shown = message.shown
        if self.session is not None and self.session.proceed(
            shown.kind, seat=shown.seat, move=shown.move
        ):
            self.advance()

    def on_play_action(self, message: PlayAction) -> None:
        """A card or Seer choice confirmed on a private pane: taken only for that pane's
        seat and move (a key pressed on a pane being replaced is dropped)."""
        from claim2.engine import IllegalAction

        session, shown = self.session, message.shown
        if session is None or shown.seat is None:
            return
        before = session.view_for(shown.seat)
        try:
            taken = session.take(message.action, seat=shown.seat, move=shown.move)
        except IllegalAction:
            self.notify(_("That move is not allowed now."), severity="error")
            pane = self.game_screen.pane if self.game_screen is not None else None
            if pane is not None and pane.shown == shown:
                pane.answered = False  # the player chooses again
            return
        if not taken:
            return
        if self.hints is not None:
            self.hints.played(before, message.action)
        self.advance()

    def on_take_back(self, message: TakeBack) -> None:
        """On the hand-off, the leader takes back their card: their turn again (only while
        that hand-off is current and the other player has not revealed their screen)."""
        session = self.session
        if session is None or self.current != message.shown:
            return
        if session.take_back(seat=message.seat, move=message.shown.move):
            self.advance()

    def advance(self) -> None:
        """Show the step the session says comes next; the computer thinks if it is its turn."""
        from claim2.game.session import ScreenKind
        from claim2.tui.flow import pane_for

        session, screen = self.session, self.game_screen
        if session is None or screen is None:
            return
        self.save_watch.check(session)
        shown = session.next_screen()
        self.current = shown
        pane = pane_for(
            shown,
            session,
            hints=self.options.hints,
            confirm=self.confirm_cards,
            guard=self.input_guard,
        )
        screen.show(pane)
        self.pane_shown.publish(pane)
        if shown.kind is ScreenKind.COMPUTER and shown.seat is not None:
            player = session.policies[shown.seat]
            assert player is not None
            self.computer_thinks(player, session.view_for(shown.seat), shown)

    # Keys typed ahead ----------------------------------------------------------------

    async def on_event(self, event: events.Event) -> None:
        """Keys and clicks meant for a game pane that is not ready yet are dropped, and so
        are those still queued while the app closes (no screen is left to take them), and
        clicks on what a screen being rebuilt has just removed (Textual would fail on them)."""
        input_event = isinstance(event, events.Key | events.MouseDown | events.MouseUp)
        if input_event and not self.screen_stack:
            return
        if isinstance(event, events.MouseDown) and on_a_removed_widget(self.screen, event):
            return
        if (
            input_event
            and not event.is_forwarded
            and not self.input_ready
            and not (isinstance(event, events.Key) and event.key in ALWAYS_KEYS)
        ):
            return
        await super().on_event(event)

    @property
    def input_ready(self) -> bool:
        """Whether the screen shown takes keys now (a game pane after its guard time)."""
        screen = self.screen
        return not isinstance(screen, GameScreen) or screen.ready

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "take_back":  # u: only against the computer (see ``taking_back``)
            from claim2.tui.taking_back import take_back_state

            return take_back_state(self)
        return True

    def action_take_back(self) -> None:
        """u against the computer: the person's last card (and the computer's answer) back."""
        from claim2.tui.taking_back import take_back

        if take_back(self):
            self.advance()

    def on_hinting_pane_hint_wanted(self, message: HintingPane.HintWanted) -> None:
        """A hint for the player at that pane, from their own view only."""
        from claim2.tui.hinting import ask_hint

        if self.session is not None and self.hints is not None:
            seen = self.session.view_for(message.asker.seen.seat)
            ask_hint(self, self.hints, seen, message.asker)

    # Anywhere --------------------------------------------------------------------------------

    async def action_next_language(self) -> None:
        """F3: the next language (remembered), every screen shown again in it."""
        await switch_language(self, next_language())

    async def watch_language(self) -> None:
        await show_in_language(self)

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        """The palette's commands, without Textual's "Screenshot": it would write a private
        hand to disk."""
        yield from language_commands(self)
        yield confirm_command(self)
        commands = super().get_system_commands(screen)
        yield from translated_commands(c for c in commands if c.title != "Screenshot")

    def get_theme_variable_defaults(self) -> dict[str, str]:
        """The faction colours (Okabe–Ito) for the current theme, light or dark."""
        return {
            **super().get_theme_variable_defaults(),
            **faction_variables(self.current_theme.dark),
        }

    def format_title(self, title: str, sub_title: str) -> Content:
        """The header: the title (with a match's tally), and a lasting warning while the
        game is not saved."""
        title = self.match_title(title)
        warning = self.save_watch.warning()
        if warning is None:
            return super().format_title(title, sub_title)
        return Content.assemble(Content(title), " — ", Content(warning).stylize("bold $error"))

    def match_title(self, title: str) -> str:
        """``title`` with the tally of the match being played, e.g. ``Claim 2 · Ann 1 – Bob 0``
        (after the game once it is over)."""
        session = self.session
        if session is None or session.record.match is None:
            return title
        from claim2.game.again import standing
        from claim2.game.matches import tally_text

        tally = session.record.match.tally
        after = standing(session.record) if session.finished else None
        if after is not None:
            tally = after.tally
        return _("{title} · {tally}").format(title=title, tally=tally_text(session.players, tally))

    def _handle_exception(self, error: Exception) -> None:
        """An error the app did not expect: kept for the crash log (``launch``), then Textual
        stops the app as usual."""
        if self.crash is None:
            self.crash = error
        super()._handle_exception(error)
