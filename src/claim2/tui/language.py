"""Switching the app's language while it runs (F3, or the command palette), remembered.

``switch_language`` translates everything from then on (``claim2.game.i18n``), keeps the
choice for the next start and sets the app's ``language``, whose watcher calls
``show_in_language``: every screen of the app's is composed again, in place, in the
new language. A screen with a ``relanguage`` method says itself what that takes (the
start screen keeps what was typed and chosen, the game screen shows the same step for
the same seated player with its cursor where it was, the rules stay at their page, a
question waiting for yes or no gets only its keys translated: it was asked in the old
language); any other is composed again. The game is not touched: it is saved after
every move and only what shows it is composed again.

Also here: the command palette in the player's language (the language commands,
Textual's own commands translated, the palette's placeholder).
"""

from __future__ import annotations

import gettext
from collections.abc import Iterable, Iterator
from functools import partial
from typing import TYPE_CHECKING, Any

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
    from claim2.tui.app import Claim2App

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


def language_commands(app: Claim2App) -> Iterator[SystemCommand]:
    """A palette command per other language: its title in that language (so its speakers
    find it), and the same command searchable in the current language."""
    for code, native in LANGUAGES.items():
        if code == current_language():
            continue
        run = partial(switch_language, app, code)
        explained = _("Show the game in {language}; the choice is remembered.").format(
            language=_(LANGUAGE_NAMES[code])
        )
        title = in_language(code, LANGUAGE_COMMAND).format(language=native)
        yield SystemCommand(title, explained, run)
        here = _(LANGUAGE_COMMAND).format(language=_(LANGUAGE_NAMES[code]))
        if here != title:
            yield SystemCommand(here, explained, run, discover=False)


async def switch_language(app: Claim2App, language: str) -> None:
    """Speak ``language`` from now on, remember it, and show every screen again in it."""
    if language == current_language():
        return
    try:
        remember_language(language)
        remembered = True
    except OSError:  # the settings file cannot be written: this run still switches
        set_language(language)
        remembered = False
    app.language = language  # its watcher shows the screens again
    if remembered:
        message = _("Language: {language} (remembered for next time).")
        app.notify(message.format(language=LANGUAGES[language]))
    else:
        message = _("Language: {language}. It could not be remembered for next time.")
        app.notify(message.format(language=LANGUAGES[language]), severity="warning")


async def show_in_language(app: Claim2App) -> None:
    """Every screen of the app's composed again in the current language (the top last)."""
    from claim2.tui.screens.start import StartScreen

    for screen in list(app.screen_stack):
        if screen.id == "_default" or isinstance(screen, SystemModalScreen):
            continue  # Textual's own (its palette)
        if isinstance(screen, StartScreen) and app.found is not None:
            from claim2.tui.starting import resume_and_notice

            if screen.resume is not None or screen.notice:
                screen.resume, screen.notice = resume_and_notice(app, app.found)
        await relanguage(screen)


async def relanguage(screen: Screen[Any]) -> None:
    """``screen`` shown again in the current language, by its own ``relanguage`` if it has
    one, else composed again with the focus where it can be."""
    own = getattr(screen, "relanguage", None)
    if own is not None:
        await own()
        return
    await screen.recompose()
    if screen.focused is None:
        screen.focus_next()
