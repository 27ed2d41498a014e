"""Layouts for narrow terminals, the command line's and the app's alike: a line of text that
wraps under itself (its wrapped lines start ``hang`` cells further in than its first, so a
long sentence of a review stays one block at 80 columns instead of running back to the
first column), and a choice of two layouts by the width there is."""

from __future__ import annotations

from rich.console import Console, ConsoleOptions, RenderableType, RenderResult
from rich.measure import Measurement
from rich.text import Text

HANG = 2


class Hanging:
    """``text`` (one line, never markup) wrapped with a hanging indent: its wrapped lines
    start under its first word, ``hang`` cells further in."""

    def __init__(self, text: Text, hang: int = HANG) -> None:
        self.text = text
        self.hang = hang

    @property
    def indent(self) -> int:
        """The spaces the line starts with."""
        plain = self.text.plain
        return len(plain) - len(plain.lstrip(" "))

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        width = options.max_width
        pad = min(self.indent + self.hang, max(0, width // 2))
        if self.text.cell_len <= width or width <= pad:
            yield self.text
            return
        lines = self.text.wrap(console, width - pad)
        for number, line in enumerate(lines):
            shown = Text(" " * pad) + line if number else line.copy()
            shown.rstrip()
            yield shown

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        longest = max((len(word) for word in self.text.plain.split()), default=0)
        return Measurement(min(longest + self.indent + self.hang, options.max_width),
                           self.text.cell_len)  # fmt: skip


class ByWidth:
    """``wide`` where there are at least ``cells`` cells across, else ``narrow``."""

    def __init__(self, wide: RenderableType, narrow: RenderableType, cells: int) -> None:
        self.wide = wide
        self.narrow = narrow
        self.cells = cells

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield self.wide if options.max_width >= self.cells else self.narrow
