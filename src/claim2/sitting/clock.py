"""Time as an input: every guard, pause and timeout of a sitting reads a ``Clock``.

The app runs on ``MonotonicClock``; tests (and a replay of keys) use ``ManualClock``,
whose time moves only when told to, so no test sleeps or races the machine.

``Deadlines`` keeps the moments something is due (the computer's move has been on
the screen long enough, a hand-off is ready for its key) and runs what is due when
asked: the app asks when a timer it set fires, a ``ManualClock`` whenever it is
moved on.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol


class Clock(Protocol):
    """Seconds on a clock that never goes back (only differences mean anything)."""

    def now(self) -> float: ...


class MonotonicClock:
    """The machine's monotonic clock."""

    def now(self) -> float:
        return time.monotonic()


class ManualClock:
    """A clock that moves only when ``advance`` is called; listeners hear each move."""

    def __init__(self, start: float = 1000.0) -> None:
        self._now = start
        self._listeners: list[Callable[[], None]] = []

    def now(self) -> float:
        return self._now

    def advance(self, seconds: float) -> None:
        """Move on by ``seconds`` (not negative), then tell every listener."""
        if seconds < 0:
            raise ValueError("a clock never goes back")
        self._now += seconds
        for listener in list(self._listeners):
            listener()

    def listen(self, listener: Callable[[], None]) -> None:
        """Call ``listener`` after every ``advance``."""
        self._listeners.append(listener)


@dataclass(order=True, slots=True)
class _Due:
    at: float
    order: int
    run: Callable[[], None] = field(compare=False)
    name: str = field(compare=False, default="")


class Deadlines:
    """Things to do at given moments of ``clock``; ``run_due`` runs those whose moment
    has come, in order. A name given again replaces its earlier deadline."""

    def __init__(self, clock: Clock) -> None:
        self.clock = clock
        self._due: list[_Due] = []
        self._count = 0

    def at(self, moment: float, run: Callable[[], None], name: str = "") -> None:
        if name:
            self.cancel(name)
        self._count += 1
        self._due.append(_Due(moment, self._count, run, name))
        self._due.sort()

    def after(self, seconds: float, run: Callable[[], None], name: str = "") -> None:
        self.at(self.clock.now() + seconds, run, name)

    def cancel(self, name: str) -> None:
        self._due = [due for due in self._due if due.name != name]

    def clear(self) -> None:
        self._due.clear()

    def next_in(self) -> float | None:
        """Seconds until the next deadline (0 if one is due), or None if there is none."""
        if not self._due:
            return None
        return max(0.0, self._due[0].at - self.clock.now())

    def run_due(self) -> int:
        """Run every deadline that is due now (and those that become due meanwhile);
        returns how many ran."""
        ran = 0
        while self._due and self._due[0].at <= self.clock.now():
            due = self._due.pop(0)
            due.run()
            ran += 1
        return ran
