"""The Claim 2 app: it turns keys and clicks into calls on a ``Sitting`` (the application
layer, ``claim2.sitting``) and draws what comes back. It decides nothing about the game.

The start screen, then one game screen composed once per game (``GameScreen``), whose
parts are updated at every step from the scene the sitting made. A key gate
(``claim2.sitting.gate``) stands between the keyboard and the game screen: a held key,
a burst or a stuck key never confirms anything. Every guard and pause reads the
sitting's clock, which tests replace.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from pathlib import PurePath
from typing import Any, ClassVar

from textual import events, work
from textual.app import App, SystemCommand
from textual.binding import Binding, BindingType
from textual.content import Content
from textual.reactive import reactive
from textual.screen import Screen, SystemModalScreen
from textual.theme import Theme
from textual.timer import Timer

from claim2.game.i18n import LANGUAGES, N_, _, current_language, set_language
from claim2.game.settings import load_settings, remember_language, save_settings
from claim2.game.storage import take_notices
from claim2.present.palette import faction_variables
from claim2.sitting.clock import Deadlines, ManualClock
from claim2.sitting.gate import KeyGate
from claim2.sitting.lobby import Unfinished
from claim2.sitting.scene import Note, Severity
from claim2.sitting.sitting import Sitting
from claim2.tui.language import (
    NEXT_LANGUAGE_KEY,
    PALETTE_PLACEHOLDER,
    language_commands,
    next_language,
    translated_commands,
)
from claim2.tui.messages import (
    BackToStart,
    ComputerMoved,
    HintWanted,
    MemoryAids,
    PlayAction,
    PlayAgain,
    Proceed,
    ResumeGame,
    ResumeShelved,
    Reveal,
    StartGame,
    TakeBack,
)
from claim2.tui.pointer import on_a_removed_widget
from claim2.tui.screens.game import GameScreen
from claim2.tui.screens.look import Look
from claim2.tui.screens.start import StartScreen
from claim2.tui.screens.too_small import check_size

ALWAYS_KEYS = frozenset({"ctrl+q", "f3"})  # taken even while the game screen's gate is closed


class Claim2App(App[None]):
    """Claim 2 for two people on one laptop, or one against the computer."""

    TITLE = "Claim 2"
    CSS_PATH: ClassVar[list[str | PurePath]] = ["app.tcss", "widgets/hand.tcss"]
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

    def __init__(self, sitting: Sitting | None = None, *, walkthrough: bool = False) -> None:
        """``sitting``: the application layer (its clock, seed and options); ``walkthrough``:
        open the list of lessons over the start screen."""
        super().__init__()
        self.set_reactive(Claim2App.language, current_language())
        self.sitting = sitting or Sitting()
        self.walkthrough = walkthrough
        self.clock = self.sitting.clock
        self.deadlines = Deadlines(self.clock)
        self.gate = KeyGate()
        self.look = Look()
        self.game_screen: GameScreen | None = None
        self._timer: Timer | None = None
        if isinstance(self.clock, ManualClock):
            self.clock.listen(self._run_deadlines)

    # Start-up ------------------------------------------------------------------------

    def on_mount(self) -> None:
        settings = load_settings()
        if settings.theme in self.available_themes:
            self.theme = settings.theme
        self.look = Look(settings.confirm_cards, settings.memory_aids)
        self.theme_changed_signal.subscribe(self, self._remember_theme)
        self.sitting.open()
        for notice in take_notices():  # files set aside while starting (settings, say)
            self.notify(notice, severity="warning", timeout=12, markup=False)
        if self.sitting.elsewhere:  # the game is open in another window: never touch its save
            from claim2.tui.screens.elsewhere import ElsewhereScreen

            folder = self.sitting.folder
            assert folder is not None
            self.push_screen(ElsewhereScreen(folder.folder))
        else:
            self.push_screen(StartScreen(options=self.sitting.options, known=settings.players))
        if self.walkthrough:
            self.action_walkthrough()
        check_size(self, self.size, in_game=False)
        self.call_after_refresh(self.look_for_save)

    def on_unmount(self) -> None:
        self.sitting.close()

    def look_for_save(self) -> None:
        """Offer to resume the saved game, or say why it could not be read."""
        lobby = self.sitting.look_for_save()
        for screen in self.screen_stack:
            if isinstance(screen, StartScreen):
                screen.show_lobby(lobby)

    def _remember_theme(self, theme: Theme) -> None:
        try:
            save_settings(replace(load_settings(), theme=theme.name))
        except OSError:
            self.notify(_("Could not remember the theme."), severity="warning", markup=False)

    def on_resize(self, event: events.Resize) -> None:
        check_size(self, event.size, in_game=self.sitting.table is not None)

    # Starting and leaving games --------------------------------------------------------

    def on_start_game(self, message: StartGame) -> None:
        question = self.sitting.start(message.game)
        self.say_notes()
        if question is None:
            self.play()
            return
        from claim2.tui.screens.unfinished import Unfinished as Choice
        from claim2.tui.screens.unfinished import UnfinishedScreen

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
        table = self.sitting.table
        if table is None:
            return
        if self.game_screen is None or self.game_screen.mode is not table.mode:
            self.game_screen = GameScreen(table.mode)
            self.switch_screen(self.game_screen)
        elif self.screen is not self.game_screen:
            self.switch_screen(self.game_screen)
        self.show_scene(new=True)

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

    def on_back_to_start(self, message: BackToStart) -> None:
        self.offer_save_elsewhere(self._back_to_start)

    def _back_to_start(self) -> None:
        choices = self.sitting.leave()
        self.deadlines.clear()
        self.game_screen = None
        known = load_settings().players
        start = StartScreen(
            names=choices.names, options=choices.options, known=known, first_to=choices.first_to
        )
        self.switch_screen(start)
        self.call_after_refresh(self.look_for_save)

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

    # The game's scenes --------------------------------------------------------------------

    def show_scene(self, *, new: bool = True) -> None:
        """Draw the sitting's current scene; ``new``: it is another scene than the one on the
        screen (its keys wait for a quiet spell, the computer thinks if it is its turn)."""
        table, screen = self.sitting.table, self.game_screen
        if table is None or screen is None:
            return
        scene = table.scene
        self.sitting.check_saved()
        screen.show(scene, self.look)
        if new:
            self.gate.show(self.clock.now(), settle=scene.settle)
            screen.set_ready(False)
            self.deadlines.cancel("proceed")
            self._watch_gate()
            thinking = table.thinking()
            if thinking is not None:
                self.computer_thinks(thinking.run, scene.shown)
            if scene.pause is not None:
                shown = scene.shown
                self.deadlines.after(scene.pause, lambda: self._auto_proceed(shown), "proceed")
            self._arm_timer()
        self.say_notes()
        self.refresh_title()

    def _auto_proceed(self, shown: Any) -> None:
        table = self.sitting.table
        if table is not None and table.proceed(shown):
            self.show_scene()

    def on_reveal(self, message: Reveal) -> None:
        table = self.sitting.table
        if table is not None and table.reveal(message.shown):
            self.show_scene()

    def on_proceed(self, message: Proceed) -> None:
        table = self.sitting.table
        if table is not None and table.proceed(message.shown):
            self.show_scene()

    def on_play_action(self, message: PlayAction) -> None:
        table, screen = self.sitting.table, self.game_screen
        if table is None or screen is None:
            return
        before = table.scene.shown
        refused = table.play(message.action, message.shown)
        if refused is not None:
            self.note(refused)
            screen.refused()
        elif table.scene.shown != before:
            self.show_scene()

    def on_take_back(self, message: TakeBack) -> None:
        table = self.sitting.table
        if table is None:
            return
        before = table.scene.shown
        self.note(table.take_back(message.shown))
        if table.scene.shown != before:
            self.show_scene()

    def action_take_back(self) -> None:
        """u against the computer: the person's last card (and the computer's answer) back."""
        table = self.sitting.table
        if table is not None:
            self.post_message(TakeBack(table.scene.shown))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "take_back":  # u against the computer (the hand-off has its own)
            table = self.sitting.table
            if table is None or table.person is None or table.session.finished:
                return False
            return True if table.take_back_offer() is not None else None
        return True

    @work(thread=True, exclusive=True, group="computer", name="computer thinks")
    def computer_thinks(self, think: Callable[[], Any], shown: Any) -> None:
        """The computer chooses from its own view, off the app's thread."""
        self.post_message(ComputerMoved(think(), shown))

    def on_computer_moved(self, message: ComputerMoved) -> None:
        table = self.sitting.table
        if table is not None and table.computer_moved(message.action, message.shown):
            self.show_scene()

    def on_hint_wanted(self, message: HintWanted) -> None:
        """A hint for the player of that scene, worked out from their own view only."""
        table = self.sitting.table
        work_out = table.hint_request(message.shown) if table is not None else None
        if work_out is not None:
            self.hint_thinks(work_out, message.shown)

    @work(thread=True, exclusive=True, group="hint", name="hint")
    def hint_thinks(self, work_out: Callable[[], Any], shown: Any) -> None:
        hint = work_out()
        self.call_from_thread(self._hint_found, hint, shown)

    def _hint_found(self, hint: Any, shown: Any) -> None:
        table, screen = self.sitting.table, self.game_screen
        if table is not None and screen is not None and table.scene.shown == shown:
            screen.show_hint(hint)

    def on_memory_aids(self, message: MemoryAids) -> None:
        """m: the memory aids shown or hidden, from the next turn on and at later starts."""
        self.look = replace(self.look, aids=message.on)
        try:
            save_settings(replace(load_settings(), memory_aids=message.on))
        except OSError:
            message_text = _("The memory aids setting could not be remembered for next time.")
            self.notify(message_text, severity="warning", markup=False)

    # Notes and the title ------------------------------------------------------------------

    def note(self, note: Note) -> None:
        severity = {
            Severity.INFORMATION: "information",
            Severity.WARNING: "warning",
            Severity.ERROR: "error",
        }[note.severity]
        timeout = 12 if note.severity is Severity.ERROR else 6
        self.notify(note.text, severity=severity, timeout=timeout, markup=False)  # type: ignore[arg-type]

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

    # The key gate and the clock ---------------------------------------------------------------

    async def on_event(self, event: events.Event) -> None:
        """Keys and clicks for the game screen pass the key gate (a held key, a burst or a
        stuck key never confirms anything); those still queued while the app closes are
        dropped, and so are clicks on what a screen being rebuilt has just removed."""
        input_event = isinstance(event, events.Key | events.MouseDown | events.MouseUp)
        if input_event and not self.screen_stack:
            return
        if isinstance(event, events.MouseDown) and on_a_removed_widget(self.screen, event):
            return
        if input_event and self._gated(event) and not self.gate.admit(self.clock.now()):
            self._watch_gate()
            self._arm_timer()
            return
        await super().on_event(event)

    def _gated(self, event: events.Event) -> bool:
        """Whether ``event`` (a key or a click) must pass the game screen's key gate."""
        if isinstance(event, events.Key) and event.key in ALWAYS_KEYS:
            return False
        return (
            not event.is_forwarded
            and not isinstance(event, events.MouseUp)
            and self.game_screen is not None
            and self.screen is self.game_screen
        )

    def _watch_gate(self) -> None:
        """Light the game screen up when its gate opens (if no key comes first)."""
        screen = self.game_screen
        if screen is not None:
            self.deadlines.at(self.gate.ready_at(), self._gate_open, "gate")

    def _gate_open(self) -> None:
        if self.game_screen is not None and self.gate.ready(self.clock.now()):
            self.game_screen.set_ready(True)

    def _run_deadlines(self) -> None:
        self.deadlines.run_due()
        self._arm_timer()

    def _arm_timer(self) -> None:
        """A timer for the next deadline (on the machine's clock: the sitting's clock is
        read again when it fires)."""
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
        wait = self.deadlines.next_in()
        if wait is not None and not isinstance(self.clock, ManualClock):
            self._timer = self.set_timer(wait, self._run_deadlines)

    # Keys that work anywhere --------------------------------------------------------------------

    def action_keys(self) -> None:
        """?: every key of the screen, also those not in the footer."""
        from claim2.tui.screens.keys import KeysScreen, key_rows

        self.push_screen(KeysScreen(key_rows(self.screen)))

    def action_help_quit(self) -> None:
        """Ctrl+C (Textual's hint, in the player's language): how to quit."""
        self.notify(_("Press Ctrl+Q to quit."), title=_("Do you want to quit?"), markup=False)

    def action_command_palette(self) -> None:
        from textual.command import CommandPalette

        app: App[Any] = self
        if self.use_command_palette and not CommandPalette.is_open(app):
            self.push_screen(
                CommandPalette(placeholder=_(PALETTE_PLACEHOLDER), id="--command-palette")
            )

    async def action_quit(self) -> None:
        """Ctrl+Q: quit (the game is saved after every move), offering first to save elsewhere
        a game that could not be saved."""
        if self.sitting.table is not None and self.sitting.unsaved() is None:
            self.notify(_("The game is saved: 'claim2 play' offers to resume it."), markup=False)
        self.offer_save_elsewhere(self.exit)

    def action_rules(self) -> None:
        from claim2.tui.screens.rules import RulesScreen

        if not isinstance(self.screen, RulesScreen):
            self.push_screen(RulesScreen(), self._back_on_screen)

    def _back_on_screen(self, _result: object = None) -> None:
        """A screen over a private one was closed: say whose screen it is again."""
        table = self.sitting.table
        if table is None or self.screen is not self.game_screen:
            return
        scene = table.scene
        if scene.seen is not None and scene.acts:
            name = scene.names[scene.seen.seat]
            self.notify(_("{name}'s cards again.").format(name=name), timeout=3, markup=False)

    def action_history(self) -> None:
        """The games played and kept aside, from the start screen."""
        from claim2.tui.screens.history import HistoryScreen

        save_path = self.sitting.save_path
        if (
            self.sitting.table is None
            and save_path is not None
            and not isinstance(self.screen, HistoryScreen)
        ):
            self.push_screen(HistoryScreen(save_path, can_resume=not self.sitting.elsewhere))

    def action_walkthrough(self) -> None:
        """The list of lessons (imported only when wanted)."""
        from claim2.tui.walkthrough.lesson_list import LessonListScreen

        self.push_screen(LessonListScreen())

    def action_game_log(self) -> None:
        from claim2.tui.screens.log import LogScreen

        table = self.sitting.table
        if table is not None:
            log = LogScreen(table.session.log(), table.names)
            self.push_screen(log, self._back_on_screen)

    def action_discards(self) -> None:
        from claim2.tui.screens.log import DiscardsScreen

        table = self.sitting.table
        if table is not None:
            self.push_screen(DiscardsScreen(table.session.public()), self._back_on_screen)

    def action_quit_game(self) -> None:
        from claim2.tui.screens.confirm import ConfirmScreen

        def answered(yes: bool | None) -> None:
            if yes:
                self.offer_save_elsewhere(self.exit)

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

    def toggle_confirm_cards(self) -> None:
        """The "confirm every card" setting, switched and remembered; from the next turn on."""
        on = not self.look.confirm
        self.look = replace(self.look, confirm=on)
        try:
            save_settings(replace(load_settings(), confirm_cards=on))
            remembered = True
        except OSError:
            remembered = False
        if on:
            message = _("Every card now takes a second Enter to play.")
        else:
            message = _("A card is now played with one key.")
        if not remembered:
            message += " " + _("It could not be remembered for next time.")
        self.notify(message, markup=False)

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        """The palette's commands, without Textual's "Screenshot": it would write a private
        hand to disk."""
        yield from language_commands(self.switch_language)
        if self.look.confirm:
            title = _("Confirm every card: on")
            explained = _("Play a card with one key again (Enter, or its value).")
        else:
            title = _("Confirm every card: off")
            explained = _("Play every card with two presses of Enter, the first to raise it.")
        yield SystemCommand(title, explained, self.toggle_confirm_cards)
        commands = super().get_system_commands(screen)
        yield from translated_commands(c for c in commands if c.title != "Screenshot")

    def get_theme_variable_defaults(self) -> dict[str, str]:
        """The faction colours (Okabe–Ito) for the current theme, light or dark."""
        return {
            **super().get_theme_variable_defaults(),
            **faction_variables(self.current_theme.dark),
        }

    # Languages ---------------------------------------------------------------------------------

    async def action_next_language(self) -> None:
        """F3: the next language (remembered), every screen shown again in it."""
        await self.switch_language(next_language())

    async def switch_language(self, language: str) -> None:
        """Speak ``language`` from now on, remember it, and show every screen again in it."""
        if language == current_language():
            return
        try:
            remember_language(language)
            remembered = True
        except OSError:  # the settings file cannot be written: this run still switches
            set_language(language)
            remembered = False
        self.language = language  # its watcher shows the screens again
        if remembered:
            message = _("Language: {language} (remembered for next time).")
            self.notify(message.format(language=LANGUAGES[language]))
        else:
            message = _("Language: {language}. It could not be remembered for next time.")
            self.notify(message.format(language=LANGUAGES[language]), severity="warning")

    async def watch_language(self) -> None:
        """Every screen of the app's shown again in the current language (the top last): a
        screen with a ``relanguage`` method says itself what that takes; the game screen
        draws the same scene again, for the same player."""
        for screen in list(self.screen_stack):
            if screen.id == "_default" or isinstance(screen, SystemModalScreen):
                continue  # Textual's own (its palette)
            if isinstance(screen, StartScreen):
                screen.show_lobby(self.sitting.lobby(), again=True)
            own = getattr(screen, "relanguage", None)
            if own is not None:
                await own()
                continue
            await screen.recompose()
            if screen.focused is None:
                screen.focus_next()
