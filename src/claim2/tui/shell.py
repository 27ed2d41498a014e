"""The app's shell, the part of ``Claim2App`` that is the same whatever is played: its
title, styles and sizes, the keys that work on every screen (the keys list, the palette,
F3), the theme and the player's settings (``Look``), notes, and switching the language.

``Claim2App`` (``claim2.tui.app``) adds the game: the sitting, the key gate, the scenes.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from pathlib import PurePath
from typing import Any, ClassVar

from textual import events
from textual.app import App, SystemCommand
from textual.binding import Binding, BindingType
from textual.reactive import reactive
from textual.screen import Screen, SystemModalScreen
from textual.theme import Theme

from claim2.present.keymap import KEY_LABELS
from claim2.present.palette import faction_variables
from claim2.settings.remembered import load_settings, remember_language, save_settings
from claim2.sitting import switches
from claim2.sitting.notes import Note, Severity
from claim2.text.i18n import LANGUAGES, N_, _, current_language, set_language
from claim2.tui.bindings import bound
from claim2.tui.language import (
    NEXT_LANGUAGE_KEY,
    PALETTE_PLACEHOLDER,
    language_commands,
    next_language,
    translated_commands,
)
from claim2.tui.messages import MemoryAids, PlainLines
from claim2.tui.screens.table.look import Look
from claim2.tui.widgets.in_order import InOrder


def key_label(shown: str) -> str:
    """``shown`` (Textual's display of a key: ``home``, ``f3``, ``shift+tab``, ``^s``) with
    its key named as on a keyboard (``Home``, ``F3``, ``shift+Tab``, ``^s``)."""
    head, plus, key = shown.rpartition("+")
    caret = "^" if key.startswith("^") and len(key) > 1 else ""
    name = key[len(caret) :]
    if len(name) in (2, 3) and name[0] == "f" and name[1:].isdigit():
        name = name.upper()
    else:
        name = KEY_LABELS.get(name, name)
    return f"{head}{plus}{caret}{name}"


SEVERITIES = {
    Severity.INFORMATION: "information",
    Severity.WARNING: "warning",
    Severity.ERROR: "error",
}


class Shell(App[None]):
    """What every screen of Claim 2 shares."""

    TITLE = "Claim 2"
    CSS_PATH: ClassVar[list[str | PurePath]] = ["app.tcss", "widgets/hand.tcss"]
    # every screen gets classes by its size: the card table is drawn larger from about 118×34
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (118, "-wide")]  # noqa: RUF012
    VERTICAL_BREAKPOINTS = [(0, "-short"), (34, "-tall")]  # noqa: RUF012
    BINDINGS: ClassVar[list[BindingType]] = [
        bound("app.quit", "quit", N_("Quit"), show=False, priority=True),
        # F3 switches the language on every screen, over questions and lists too (priority);
        # the start screen shows it in its footer.
        bound("app.language", "next_language", NEXT_LANGUAGE_KEY, show=False, priority=True),
    ]

    def get_key_display(self, binding: Binding) -> str:
        """A key as the footer and the keys list show it: a named key as keyboards label it
        (Textual's documented way to change how keys are shown)."""
        return key_label(super().get_key_display(binding))

    language: reactive[str] = reactive("en", init=False)
    """The language the app speaks; every screen is shown again in it when it changes."""

    def __init__(self) -> None:
        super().__init__()
        self.set_reactive(Shell.language, current_language())
        self.look = Look()

    async def on_event(self, event: events.Event) -> None:
        """A key for a focused field that takes its keys in order (``InOrder``: a name, a
        row of choices) is taken there at once, before the next key moves the focus."""
        if isinstance(event, events.Key) and not event.is_forwarded:
            field = self.focused
            if isinstance(field, InOrder) and await field.take_key(event):
                return
        await super().on_event(event)

    def size_classes(self) -> str:
        """The size classes (``-narrow -short`` …) a screen gets at the terminal's present
        size: given to a screen when it is made, Textual finds them there when it shows it
        and need not style the whole screen a second time."""
        width, height = self.size
        found = []
        for dimension, breakpoints in (
            (width, self.HORIZONTAL_BREAKPOINTS),
            (height, self.VERTICAL_BREAKPOINTS),
        ):
            for threshold, name in sorted(breakpoints or [], reverse=True):
                if dimension >= threshold:
                    found.append(name)
                    break
        return " ".join(found)

    def load_look(self) -> None:
        """The theme and the player's settings, as remembered."""
        settings = load_settings()
        if settings.theme in self.available_themes:
            self.theme = settings.theme
        self.look = Look(settings.confirm_cards, settings.memory_aids)
        self.theme_changed_signal.subscribe(self, self._remember_theme)

    def _remember_theme(self, theme: Theme) -> None:
        try:
            save_settings(replace(load_settings(), theme=theme.name))
        except OSError:
            self.note(switches.theme_not_remembered())

    def note(self, note: Note, *, timeout: float | None = None) -> None:
        severity = SEVERITIES[note.severity]
        if timeout is None:  # brief: notes sit over the screen
            timeout = 12 if note.severity is Severity.ERROR else 4
        self.notify(note.text, severity=severity, timeout=timeout, markup=False)  # type: ignore[arg-type]

    def on_memory_aids(self, message: MemoryAids) -> None:
        """m: the memory aids shown or hidden, from the next turn on and at later starts."""
        self.look = replace(self.look, aids=message.on)
        if not switches.remember(memory_aids=message.on):
            self.note(switches.memory_aids_not_remembered())

    def on_plain_lines(self, message: PlainLines) -> None:
        """The start screen's setting: ``claim2 play`` in plain lines from the next start on
        (``claim2.plain``), remembered."""
        remembered = switches.remember(plain=message.on)
        self.note(switches.plain_lines_note(message.on, remembered=remembered), timeout=8)

    def action_keys(self) -> None:
        """?: every key of the screen, also those not in the footer."""
        from claim2.tui.screens.overlays.keys import KeysScreen, key_rows

        self.push_screen(KeysScreen(key_rows(self.screen)))

    def action_command_palette(self) -> None:
        from textual.command import CommandPalette

        app: App[Any] = self
        if self.use_command_palette and not CommandPalette.is_open(app):
            self.push_screen(
                CommandPalette(placeholder=_(PALETTE_PLACEHOLDER), id="--command-palette")
            )

    def action_rules(self) -> None:
        from claim2.tui.screens.overlays.rules import RulesScreen

        if not isinstance(self.screen, RulesScreen):
            self.push_screen(RulesScreen())

    def action_walkthrough(self) -> None:
        """The list of lessons (imported only when wanted)."""
        from claim2.tui.walkthrough.lesson_list import LessonListScreen

        self.push_screen(LessonListScreen())

    def toggle_confirm_cards(self) -> None:
        """The "confirm every card" setting, switched and remembered; from the next turn on."""
        on = not self.look.confirm
        self.look = replace(self.look, confirm=on)
        remembered = switches.remember(confirm_cards=on)
        self.note(switches.confirm_cards_note(on, remembered=remembered))

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        """The palette's commands, without Textual's "Screenshot": it would write a private
        hand to disk."""
        yield from language_commands(self.switch_language)
        title, explained = switches.confirm_cards_command(self.look.confirm)
        yield SystemCommand(title, explained, self.toggle_confirm_cards)
        yield from self.setting_commands()
        commands = super().get_system_commands(screen)
        yield from translated_commands(c for c in commands if c.title != "Screenshot")

    def setting_commands(self) -> Iterable[SystemCommand]:
        """The palette's commands for the settings of an app that holds games."""
        return ()

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
        self.note(switches.language_note(LANGUAGES[language], remembered=remembered))

    async def watch_language(self) -> None:
        """Every screen of the app's shown again in the current language (the top last): a
        screen with a ``relanguage`` method says itself what that takes; the game screen
        draws the same scene again, for the same player."""
        for screen in list(self.screen_stack):
            if screen.id == "_default" or isinstance(screen, SystemModalScreen):
                continue  # Textual's own (its palette)
            self.before_relanguage(screen)
            own = getattr(screen, "relanguage", None)
            if own is not None:
                await own()
                continue
            await screen.recompose()
            if screen.focused is None:
                screen.focus_next()

    def before_relanguage(self, screen: Screen[Any]) -> None:
        """Whatever ``screen`` needs before it is shown again in another language."""
