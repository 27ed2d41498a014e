"""The plain front-end's two streams: lines said (``Speaker``) and lines read
(``Listener``).

Every line said is one sentence (or a short list) as plain text: a ``Phrase`` in plain
words (cards in full words, tags dropped), every character that is not printable written
as an escape, so that nothing said (a name, a path) can move the cursor or colour the
terminal. A line read is data: cut at ``LINE_LIMIT`` characters, its spaces trimmed.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TextIO

from claim2.engine import Card, CardCodeError
from claim2.present.phrase import Phrase, plain
from claim2.text.quoting import printable
from claim2.text.wording import card_words

LINE_LIMIT = 200  # characters of an answer read; the rest of a longer line is dropped
ENDLESS = 1 << 20  # characters of one line dropped, at most: beyond, the input has ended
DROP_CHUNK = 4096  # characters of a line's rest read at a time
SCREENFUL = 50  # blank lines that push a hand off the screen when the height is not known


_CODE = re.compile(r"\b(?:Gn|Gi|Dr|Tr|Se)\d\b")


def codes_in_words(text: str) -> str:
    """A sentence that writes cards as codes (a hint's reason, a note: ``Tr7 beats Tr0``)
    with each card in words, as every other line says them ("Troll 7 beats Troll 0")."""

    def words(found: re.Match[str]) -> str:
        try:
            return card_words(Card.parse(found.group()))
        except CardCodeError:
            return found.group()

    return _CODE.sub(words, text)


def spoken(text: str) -> str:
    """A line as it is said: a run of spaces (a column's padding) is one space, and the
    middle dot between the parts of a line ("Phase 1 · trick 4 of 13") a semicolon, which
    a screen reader pauses at (it skips the dot, or names it)."""
    return " ".join(text.split()).replace(" · ", "; ")


class Speaker:
    """Says lines on ``out``, each flushed at once (a screen reader reads it as it comes).
    When ``out`` is gone (a pipe closed by its reader, a terminal gone), ``OutputGone`` is
    raised once and nothing more is written (``gone``)."""

    def __init__(self, out: TextIO, *, rows: int = SCREENFUL) -> None:
        """``rows``: the screen's height, for ``clear_screen``."""
        self.out = out
        self.rows = rows
        self.gone = False

    def say(self, line: Phrase | str | None) -> None:
        """One line (None: nothing), ``spoken``; a line break inside starts another line."""
        if line is None:
            return
        parts = plain(line).splitlines() or [""]
        self._write("".join(printable(spoken(part)) + "\n" for part in parts))

    def say_all(self, lines: Iterable[Phrase | str | None]) -> None:
        for line in lines:
            self.say(line)

    def end_line(self) -> None:
        """A line break: what follows starts a line of its own (after the "^C" a terminal
        writes for Ctrl+C)."""
        self._write("\n")

    def clear_screen(self) -> None:
        """A screenful of blank lines: what was on the screen is pushed up out of sight
        (the terminal's scroll-back still holds it)."""
        self._write("\n" * self.rows)

    def _write(self, text: str) -> None:
        if self.gone:
            return
        try:
            self.out.write(text)
            self.out.flush()
        except (OSError, ValueError):  # closed: a broken pipe, a terminal gone
            self.gone = True
            raise OutputGone from None


class EndOfInput(Exception):
    """The input has ended (a pipe that ran out, Ctrl+D): the game is saved and left."""


class OutputGone(EndOfInput):
    """The output has gone (a pipe closed by its reader): the game is saved and left."""


class Listener:
    """Reads answers from ``source``, a line at a time. A line longer than ``LINE_LIMIT`` is
    answered at once, cut there; the rest of it is dropped as it comes, before the next line
    is read. A line that has not ended after ``ENDLESS`` characters (``cat /dev/zero |``)
    is taken as the end of the input: nothing answers a question any more."""

    def __init__(self, source: TextIO) -> None:
        self.source = source
        self._cut = False  # the last line was cut: the rest of it is dropped first
        self._ended = False  # the input has ended (or sent a line that never ends)

    def line(self) -> str:
        """The next line, its surrounding spaces trimmed; raises ``EndOfInput`` at the
        end of the input."""
        if self._ended:
            raise EndOfInput
        if self._cut:
            self._drop_rest()
        read = self._read(LINE_LIMIT + 1)
        if not read:
            self._ended = True
            raise EndOfInput
        if len(read) > LINE_LIMIT and not read.endswith("\n"):
            self._cut = True
            read = read[:LINE_LIMIT]
        return read.strip()

    def _read(self, limit: int) -> str:
        try:
            return self.source.readline(limit)
        except (OSError, ValueError, UnicodeDecodeError):  # a closed or unreadable input
            raise EndOfInput from None

    def _drop_rest(self) -> None:
        """The rest of the line cut last, dropped as it comes (at most ``ENDLESS``
        characters: beyond, the input is at its end)."""
        dropped = 0
        while dropped < ENDLESS:
            rest = self._read(DROP_CHUNK)
            if not rest:
                break
            if rest.endswith("\n"):
                self._cut = False
                return
            dropped += len(rest)
        self._ended = True
        raise EndOfInput
