"""Deadlines on an injected clock, run on the running asyncio loop.

On the machine's clock one loop timer waits for the next deadline; on a ``ManualClock``
(tests) moving the clock runs them, and no timer is set (as the app's ``KeyGuard``)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from claim2.sitting.clock import Clock, Deadlines, ManualClock


class LoopDeadlines(Deadlines):
    """``Deadlines`` that run by themselves when due."""

    def __init__(self, clock: Clock) -> None:
        super().__init__(clock)
        self._timer: asyncio.TimerHandle | None = None
        if isinstance(clock, ManualClock):
            clock.listen(self.run)

    def at(self, moment: float, run: Callable[[], None], name: str = "") -> None:
        super().at(moment, run, name)
        self._arm()

    def run(self) -> None:
        """Run what is due, and wait for the next."""
        self.run_due()
        self._arm()

    def _arm(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        wait = self.next_in()
        if wait is None or isinstance(self.clock, ManualClock):
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # no loop (a test of the service alone): run when asked
            return
        self._timer = loop.call_later(wait, self.run)
