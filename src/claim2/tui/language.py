"""Switching the app's language while it runs (F3, or the command palette), remembered.

``LanguageSwitch.switch`` translates everything from then on (``claim2.game.i18n``),
keeps the choice for the next start, and shows the screen on top again in the
new language:

- a screen the app knows how to build is replaced by a fresh one built the
  same way: the start screen with what was typed and chosen on it, a game
  screen through the game's flow (for the same seated player, so nothing of
  the other player's shows), the rules at the same page, the log, the
  discards;
- any other screen is composed again in place (a lesson, the computer's move
  once it is shown); a question waiting for yes or no only gets its keys
  translated (it was asked in the old language).

Screens further down the stack are refreshed when they come back on top. The
game is not touched: it is saved after every move and only its screens are
rebuilt.

Also here: the command palette in the player's language (the language commands,
Textual's own commands translated, the palette's placeholder).
"""

from __future__ import annotations

import gettext
from collections.abc import Callable, Iterable, Iterator
from functools import partial
from typing import TYPE_CHECKING, Any
from weakref import WeakSet

from textual.app import App, SystemCommand
from textual.command import CommandPalette
from textual.screen import Screen, SystemModalScreen

from claim2.game.i18n import (
    DOMAIN,
    LANGUAGES,
    LOCALE_DIR,
    N_,
    _,
    current_language,
    set_language,
)
from claim2.game.settings import remember_language

if TYPE_CHECKING:
    from claim2.engine import Action
    from claim2.tui.app import Claim2App
    from claim2.tui.screens.computer_move import ComputerMoveScreen
    from claim2.tui.screens.start import StartScreen

AnyScreen = Screen[Any]
Restore = Callable[[AnyScreen], object]  # may be async

# Translators: the command palette's entry for a language, shown in that language
# ("Language: English", "Taal: Nederlands"); also searched for in the current one.
LANGUAGE_COMMAND = N_("Language: {language}")
# Translators: names of the languages, as said in the language of the screen.
LANGUAGE_NAMES = {"en": N_("English"), "nl": N_("Dutch")}
# Translators: the footer's label of the F3 key, which switches to the next
# language: that language's own name, written in it. F3 in English switches to
# Dutch ("Nederlands"); in Dutch it switches to English, so translate it as "English".
NEXT_LANGUAGE_KEY = N_("Nederlands")
# Translators: the footer's label of Ctrl+P, which opens the list of commands.
PALETTE_KEY = N_("palette")
PALETTE_PLACEHOLDER = N_("Search for commands…")
# Textual's own commands in the palette (the same English text as Textual's, to
# translate them where they are shown).
TEXTUAL_COMMANDS = (
    N_("Theme"),
    N_("Change the current theme"),
    N_("Quit"),
    N_("Quit the application as soon as possible"),
    N_("Keys"),
    N_("Show help for the focused widget and a summary of available keys"),
    N_("Hide the keys and widget help panel"),
    N_("Minimize"),
    N_("Minimize the widget and restore to normal size"),
    N_("Maximize"),
    N_("Maximize the focused widget"),
    N_("Screenshot"),
    N_("Save an SVG 'screenshot' of the current screen"),
)
WAIT = 0.05  # seconds between looks at a computer's move still being worked out


def next_language() -> str:
    """The language after the current one (F3 goes round them all)."""
    codes = list(LANGUAGES)
    return codes[(codes.index(current_language()) + 1) % len(codes)]


def in_language(language: str, message: str) -> str:
    """``message`` translated into ``language``, whatever the current language is."""
    catalog = gettext.translation(DOMAIN, localedir=LOCALE_DIR, languages=[language], fallback=True)
    return catalog.gettext(message)


def open_command_palette(app: App[Any]) -> None:
    """Textual's command palette (Ctrl+P), with its placeholder in the current language."""
    if app.use_command_palette and not CommandPalette.is_open(app):
        app.push_screen(CommandPalette(placeholder=_(PALETTE_PLACEHOLDER), id="--command-palette"))


def translated_commands(commands: Iterable[SystemCommand]) -> Iterator[SystemCommand]:
    """Textual's own commands, their titles and help in the current language."""
    for command in commands:
        yield command._replace(title=_(command.title), help=_(command.help))


class LanguageSwitch:
    """The app's language switch; screens not on top are refreshed when they come back."""

    def __init__(self, app: Claim2App) -> None:
        self.app = app
        self._stale: WeakSet[AnyScreen] = WeakSet()  # shown in an earlier language
        self._busy = False
        self._watching = False

    # What the player sees of it ----------------------------------------------------------

    def commands(self) -> Iterator[SystemCommand]:
        """A palette command per other language: its title in that language (so its
        speakers find it), and the same command searchable in the current language."""
        for code, native in LANGUAGES.items():
            if code == current_language():
                continue
            run = partial(self.switch, code)
            explained = _("Show the game in {language}; the choice is remembered.").format(
                language=_(LANGUAGE_NAMES[code])
            )
            title = in_language(code, LANGUAGE_COMMAND).format(language=native)
            yield SystemCommand(title, explained, run)
            here = _(LANGUAGE_COMMAND).format(language=_(LANGUAGE_NAMES[code]))
            if here != title:
                yield SystemCommand(here, explained, run, discover=False)

    async def switch(self, language: str) -> None:
        """Speak ``language`` from now on, remember it, and show the screen again in it."""
        if language == current_language():
            return
        try:
            remember_language(language)
            remembered = True
        except OSError:  # the settings file cannot be written: this run still switches
            set_language(language)
            remembered = False
        await self.refresh_screens()
        if remembered:
            message = _("Language: {language} (remembered for next time).")
            self.app.notify(message.format(language=LANGUAGES[language]))
        else:
            message = _("Language: {language}. It could not be remembered for next time.")
            self.app.notify(message.format(language=LANGUAGES[language]), severity="warning")

    # Showing the screens again -------------------------------------------------------------

    async def refresh_screens(self) -> None:
        """Show the screen on top again (and what shows under it, if it can be rebuilt too);
        the screens underneath follow when they come back on top."""
        if not self._watching:
            self.app.screen_change_signal.subscribe(self.app, self._came_on_top, immediate=True)
            self._watching = True
        stack = [screen for screen in self.app.screen_stack if self._ours(screen)]
        if not stack:
            return
        if not self._ours(self.app.screen):  # F3 in the palette: refresh once it is closed
            self._stale.update(stack)
            return
        shown = [stack[-1]]  # the top, and what shows through the modal screens over it
        while shown[0].is_modal and len(shown) < len(stack):
            shown.insert(0, stack[-len(shown) - 1])
        self._stale.update(screen for screen in stack if screen not in shown)
        self._busy = True
        try:
            await self._refresh(shown)
        finally:
            self._busy = False

    def _ours(self, screen: AnyScreen) -> bool:
        """A screen of the game's (not Textual's default screen, nor its palette)."""
        return screen.id != "_default" and not isinstance(screen, SystemModalScreen)

    async def _refresh(self, shown: list[AnyScreen]) -> None:
        """Replace the top of ``shown`` that can be rebuilt; the rest stays for later."""
        copies = [self._fresh_copy(screen) for screen in shown]
        first = len(shown)
        while first > 0 and copies[first - 1] is not None:
            first -= 1
        if first == len(shown):  # the screen on top cannot be rebuilt: refresh it in place
            self._stale.update(shown[:-1])
            await self._in_place(shown[-1])
            return
        self._stale.update(shown[:first])
        for _screen in shown[first + 1 :]:
            await self.app.pop_screen()
        for index in range(first, len(shown)):
            copy = copies[index]
            assert copy is not None
            screen, restore = copy
            if index == first:
                await self.app.switch_screen(screen)
            else:
                await self.app.push_screen(screen)
            screen.call_later(restore, screen)  # once it is composed and mounted

    def _came_on_top(self, screen: AnyScreen) -> None:
        if screen in self._stale and not self._busy:
            self._stale.discard(screen)
            self.app.call_later(self.refresh_screens)

    # How each screen is rebuilt --------------------------------------------------------------

    def _fresh_copy(self, old: AnyScreen) -> tuple[AnyScreen, Restore] | None:
        """A new screen showing what ``old`` shows, and how to bring back its cursor;
        None when ``old`` is refreshed in place instead."""
        from claim2.tui.screens.base import GameScreen
        from claim2.tui.screens.log import DiscardsScreen, LogScreen
        from claim2.tui.screens.rules import RulesScreen
        from claim2.tui.screens.start import StartScreen
        from claim2.tui.screens.too_small import TooSmallScreen

        app = self.app
        if isinstance(old, StartScreen):
            return start_copy(app, old)
        if isinstance(old, GameScreen):
            return game_copy(app, old)
        if isinstance(old, RulesScreen):
            page = old.page

            async def turn_to(screen: AnyScreen) -> None:
                assert isinstance(screen, RulesScreen)
                await screen.show_page(page)

            return RulesScreen(), turn_to
        if isinstance(old, LogScreen | DiscardsScreen) and app.session is not None:
            session = app.session
            if isinstance(old, LogScreen):
                return LogScreen(session.log(), session.players), _nothing
            return DiscardsScreen(session.public()), _nothing
        if isinstance(old, TooSmallScreen):
            return TooSmallScreen(), _nothing
        return _walkthrough_copy(old)

    async def _in_place(self, screen: AnyScreen) -> None:
        """Compose ``screen`` again in the new language, keeping the screen itself."""
        from claim2.tui.screens.computer_move import ComputerMoveScreen
        from claim2.tui.screens.confirm import ConfirmScreen
        from claim2.tui.widgets.footer import KeyFooter

        if isinstance(screen, ComputerMoveScreen):
            await self._computer_in_place(screen)
        elif isinstance(screen, ConfirmScreen):  # asked in words given to it: its keys only
            for footer in screen.query(KeyFooter):
                footer.refresh(recompose=True)
        else:
            _rename_lesson_seats(screen)
            await screen.recompose()
            if screen.focused is None:
                screen.focus_next()

    async def _computer_in_place(self, screen: ComputerMoveScreen) -> None:
        """The computer's screen: its keys, title and line say at once what it does; the rest
        is composed again once its move is shown (nothing touches the screen after that)."""
        from textual.widgets import Static

        from claim2.tui.widgets.footer import KeyFooter

        if not screen.is_attached:
            return
        if screen.action is None:  # still thinking: its move will land on this screen
            screen.sub_title = _("{name}'s turn").format(name=screen.names[screen.computer])
            for footer in screen.query(KeyFooter):
                footer.refresh(recompose=True)
            screen.query_one("#prompt", Static).update(screen.thinking_line())
            self._stale.add(screen)
            self.app.set_timer(WAIT, partial(self._computer_later, screen))
            return
        await screen.recompose()
        screen.show_move(screen.action)
        screen.sub_title = _("{name}'s turn").format(name=screen.names[screen.computer])

    async def _computer_later(self, screen: ComputerMoveScreen) -> None:
        """Look again whether the computer has moved (while its screen is on top)."""
        if screen not in self._stale or not screen.is_current:
            return  # gone, or refreshed when it comes back on top
        if screen.action is None:
            self.app.set_timer(WAIT, partial(self._computer_later, screen))
            return
        self._stale.discard(screen)
        await self._computer_in_place(screen)


def _nothing(screen: AnyScreen) -> None:
    """Nothing to bring back on the new screen."""


def start_copy(app: Claim2App, old: StartScreen) -> tuple[AnyScreen, Restore]:
    """A new start screen with the names typed, the options and the leader chosen, the focus."""
    from textual.widgets import Input, RadioButton, RadioSet

    from claim2.tui.screens.start import StartScreen

    names = (
        old.query_one("#name-0", Input).value,
        old.query_one("#name-1", Input).value,
    )
    resume, notice = old.resume, old.notice
    if app.found is not None and (resume is not None or notice):
        resume, notice = app.resume_and_notice(app.found)
    pressed = old.query_one("#leader", RadioSet).pressed_button
    leader = pressed.id if pressed is not None else None
    focused = old.focused.id if old.focused is not None else None

    def restore(screen: AnyScreen) -> None:
        if leader is not None:
            screen.query_one(f"#{leader}", RadioButton).value = True
        if focused is not None and screen.query(f"#{focused}"):
            screen.query_one(f"#{focused}").focus()

    copy = StartScreen(
        resume=resume, notice=notice, names=names, options=old.options, shelved=old.shelved
    )
    return copy, restore


def game_copy(app: Claim2App, old: AnyScreen) -> tuple[AnyScreen, Restore] | None:
    """The game's current screen built again by the game's flow, its cursor where it was.

    The computer's move is shown in place (its screen waits for the move it is making).
    """
    from textual.widgets import OptionList

    from claim2.engine import SeerChoice
    from claim2.tui.flow import screen_for
    from claim2.tui.screens.computer_move import ComputerMoveScreen
    from claim2.tui.screens.hinting import HintingScreen
    from claim2.tui.screens.turn import TurnScreen
    from claim2.tui.widgets.hand import Hand

    if isinstance(old, ComputerMoveScreen) or app.session is None or app.current is None:
        return None
    pointed: Action | None = None
    if isinstance(old, TurnScreen) and old.query(Hand):
        pointed = old.query_one(Hand).selected
    elif isinstance(old, HintingScreen) and old.query("#seer-options"):
        highlighted = old.query_one("#seer-options", OptionList).highlighted
        pointed = (SeerChoice.PRIZE, SeerChoice.TOP)[highlighted or 0]

    def restore(screen: AnyScreen) -> None:
        if isinstance(screen, HintingScreen) and pointed is not None:
            screen.point_at(pointed)

    shown = screen_for(app.current, app.session, hints=app.options.hints, guard=app.input_guard)
    return shown, restore


def _walkthrough_copy(old: AnyScreen) -> tuple[AnyScreen, Restore] | None:
    """The list of lessons is built again (it reads the lessons and progress anew)."""
    from claim2.tui.walkthrough.lesson_list import LessonListScreen

    if type(old) is LessonListScreen:
        return LessonListScreen(), _nothing
    return None


def _rename_lesson_seats(screen: AnyScreen) -> None:
    """A lesson names the two sides ("You", "Opponent") once: name them again."""
    from claim2.tui.walkthrough.lesson import LessonScreen
    from claim2.tui.walkthrough.words import seat_names

    if isinstance(screen, LessonScreen):
        screen.names = seat_names(screen.run.learner_seat)
