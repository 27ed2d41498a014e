"""The ``claim2`` command. Keep imports light: Textual loads only for the app commands.

Its parser (``parser``, what it is given: ``arguments``), what each command runs
(``commands``), and here the language it speaks and ``main``."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from claim2.cli.arguments import EXIT_USAGE, MAX_MESSAGE, UsageError
from claim2.cli.commands import run
from claim2.cli.parser import build_parser
from claim2.present.argparse_i18n import argparse_in_current_language
from claim2.text.i18n import LANGUAGES, _, language_from_environment, set_language
from claim2.text.quoting import printable

__all__ = ["EXIT_USAGE", "MAX_MESSAGE", "UsageError", "choose_language", "main"]

APP_COMMANDS = frozenset({"play", "walkthrough", "host", "join"})


def say_notices() -> None:
    """One line on stderr for each file set aside while starting (a settings file, say)."""
    from claim2.storage.files import take_notices

    for notice in take_notices():
        print(printable(_("claim2: note: {notice}").format(notice=notice)), file=sys.stderr)


def _language_option(argv: Sequence[str]) -> str | None:
    """The value of --lang, read before the parser is built (its help is translated)."""
    for index, argument in enumerate(argv):
        if argument == "--lang" and index + 1 < len(argv):
            return argv[index + 1]
        if argument.startswith("--lang="):
            return argument.partition("=")[2]
    return None


def choose_language(argv: Sequence[str]) -> str:
    """--lang, else the remembered choice, else the locale variables, else English."""
    from claim2.settings.remembered import load_settings

    asked = _language_option(argv)
    if asked in LANGUAGES:
        return asked
    remembered = load_settings().language
    if remembered in LANGUAGES:
        return remembered
    return language_from_environment() or "en"


def main(argv: Sequence[str] | None = None) -> int:
    arguments = list(sys.argv[1:] if argv is None else argv)
    set_language(choose_language(arguments))
    if not APP_COMMANDS & set(arguments):  # the app shows them itself
        say_notices()
    with argparse_in_current_language():
        parser = build_parser()
        options = parser.parse_args(arguments)
    if options.lang:
        set_language(options.lang)
    try:
        return run(options, parser)
    except UsageError as error:
        print(printable(_("claim2: error: {message}").format(message=error)), file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        return 130
