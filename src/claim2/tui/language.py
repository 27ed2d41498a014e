"""The app's languages in its command palette and footer: the language commands, Textual's
own commands translated, the palette's placeholder, the F3 key's label.

The app switches the language itself (``Claim2App.switch_language``): everything is
translated from then on (``claim2.text.i18n``), the choice is remembered, and every
screen is shown again in the new language. A screen with a ``relanguage`` method says
itself what that takes (the start screen keeps what was typed and chosen, the game
screen draws the same scene for the same player, the rules stay at their page, a
question waiting for yes or no gets only its keys translated: it was asked in the old
language); any other is composed again. The game is not touched.
"""

from __future__ import annotations

import gettext
from collections.abc import Awaitable, Callable, Iterable, Iterator
from functools import partial

from textual.app import SystemCommand

from claim2.text.i18n import DOMAIN, LANGUAGES, LOCALE_DIR, N_, _, current_language

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


def translated_commands(commands: Iterable[SystemCommand]) -> Iterator[SystemCommand]:
    """Textual's own commands, their titles and help in the current language."""
    for command in commands:
        yield command._replace(title=_(command.title), help=_(command.help))


def language_commands(switch: Callable[[str], Awaitable[None]]) -> Iterator[SystemCommand]:
    """A palette command per other language (``switch`` switches to it): its title in that
    language (so its speakers find it), and the same command searchable in the current one."""
    for code, native in LANGUAGES.items():
        if code == current_language():
            continue
        run = partial(switch, code)
        explained = _("Show the game in {language}; the choice is remembered.").format(
            language=_(LANGUAGE_NAMES[code])
        )
        title = in_language(code, LANGUAGE_COMMAND).format(language=native)
        yield SystemCommand(title, explained, run)
        here = _(LANGUAGE_COMMAND).format(language=_(LANGUAGE_NAMES[code]))
        if here != title:
            yield SystemCommand(here, explained, run, discover=False)
