"""Time as an input: every guard, pause and timeout of a sitting reads a ``Clock``.

The app runs on ``MonotonicClock``; tests (and a replay of keys) use ``ManualClock``,
whose time moves only when told to, so no test sleeps or races the machine.

``Deadlines`` keeps the moments something is due (the computer's move has been on
the screen long enough, a hand-off is ready for its key) and runs what is due when
asked. ``TimedDeadlines`` asks by itself, the one way for every front-end and the
network: on a clock that runs by itself one timer (the front-end's or the event loop's)
waits for the next deadline; a clock moved by hand runs them at every move, and no
timer is set. Which of the two a clock is, the clock says (``Clock.follow``).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol


class Clock(Protocol):
    """Seconds on a clock that never goes back (only differences mean anything)."""

    def now(self) -> float: ...

    def follow(self, listener: Callable[[], None]) -> bool:
        """Call ``listener`` whenever the clock is moved by hand, and say whether it is
        (True: moving it runs its deadlines; False: it runs by itself, and a timer must
        wait for them)."""
        ...


class MonotonicClock:
    """The machine's monotonic clock."""

    def now(self) -> float:
        return time.monotonic()

    def follow(self, listener: Callable[[], None]) -> bool:
        return False  # it moves by itself: nobody moves it


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

    def follow(self, listener: Callable[[], None]) -> bool:
        self.listen(listener)
        return True


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


#: ``set_timer(seconds, run)``: call ``run`` once that many seconds from now; returns
#: what cancels it, or None where there is no timer to set (no event loop running).
SetTimer = Callable[[float, Callable[[], None]], Callable[[], object] | None]


class TimedDeadlines(Deadlines):
    """``Deadlines`` that run by themselves when due: on a clock that runs by itself one
    timer made by ``set_timer`` waits for the next deadline (the clock is read again when
    it fires); on a clock moved by hand every move runs them and no timer is set."""

    def __init__(self, clock: Clock, set_timer: SetTimer) -> None:
        super().__init__(clock)
        self._set_timer = set_timer
        self._cancel: Callable[[], object] | None = None
        self._armed_for: float | None = None  # the moment the timer set waits for
        self._by_hand = clock.follow(self.run)

    def at(self, moment: float, run: Callable[[], None], name: str = "") -> None:
        super().at(moment, run, name)
        self.arm()

    def run(self) -> None:
        """Run what is due, and wait for the next."""
        self._armed_for = None  # the timer, if one was set, has fired
        self.run_due()
        self.arm()

    def arm(self) -> None:
        """A timer for the next deadline, unless one already waits for it."""
        moment = self._due[0].at if self._due else None
        if moment is not None and moment == self._armed_for:
            return
        if self._cancel is not None:
            self._cancel()
            self._cancel, self._armed_for = None, None
        if moment is None or self._by_hand:
            return
        self._cancel = self._set_timer(max(0.0, moment - self.clock.now()), self.run)
        if self._cancel is not None:
            self._armed_for = moment
