"""What the ``claim2`` command is given: its parser, which says a wrong argument in one
line (exit code 2), and the numbers it takes."""

from __future__ import annotations

import argparse
import re
from typing import NoReturn

from claim2.text.i18n import _
from claim2.text.quoting import number_text, printable

EXIT_USAGE = 2
MAX_NUMBER = 1_000_000  # a page number or size larger than this is refused
MAX_MESSAGE = 300  # characters of a usage error's message, what was typed included
MAX_PORT = 65535  # claim2 host --port
LONG_NUMBER = re.compile(r"\d{15,}")  # cut short in messages


class UsageError(Exception):
    """Bad input from the user: reported in one line, exit code 2."""


class Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        """One clear line instead of argparse's usage dump (what was typed cut short)."""
        message = LONG_NUMBER.sub(lambda found: number_text(found.group()), message)
        if len(message) > MAX_MESSAGE:
            message = message[:MAX_MESSAGE] + "…"
        line = _("{prog}: error: {message} (see '{prog} --help')").format(
            prog=self.prog, message=message
        )
        self.exit(EXIT_USAGE, printable(line) + "\n")


def whole_number(text: str, largest: int) -> int:
    """A whole number from 1 to ``largest`` (argparse reports the error in one line)."""
    try:
        number = int(text) if len(text) <= 12 else 0
    except ValueError:
        number = 0
    if not 1 <= number <= largest:
        raise argparse.ArgumentTypeError(
            _("must be a whole number from 1 to {largest}").format(largest=largest)
        )
    return number


def positive(text: str) -> int:
    """A whole number from 1 to ``MAX_NUMBER``."""
    return whole_number(text, MAX_NUMBER)


def port(text: str) -> int:
    """A port from 1 to 65535 (the system refuses any other: the host's app would crash)."""
    return whole_number(text, MAX_PORT)
