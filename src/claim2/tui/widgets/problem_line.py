"""A line under a form that says what is wrong with it, shown only while something is."""

from __future__ import annotations

from textual.widgets import Static

from claim2.present.phrase import Phrase
from claim2.tui.narrate import content


class ProblemLine(Static):
    """``say`` a problem (a ``Phrase``), or None: the line goes."""

    def __init__(self, *, id: str | None = "problem") -> None:
        super().__init__(id=id)
        self.display = False  # a line only when there is something to say

    def say(self, problem: Phrase | None) -> None:
        self.display = problem is not None
        if problem is not None:
            self.update(content(problem))
