"""The network's deadlines wait on the running asyncio loop (``TimedDeadlines`` of
``claim2.sitting.clock``, with the loop's timers)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from claim2.sitting.clock import Clock, TimedDeadlines


def loop_timer(wait: float, run: Callable[[], None]) -> Callable[[], object] | None:
    """``run`` on the running loop ``wait`` seconds from now (what cancels it); with no loop
    running (a test of the service alone), None: the deadlines run when asked."""
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        return None
    return loop.call_later(wait, run).cancel


def loop_deadlines(clock: Clock) -> TimedDeadlines:
    """Deadlines on ``clock`` that run by themselves on the running loop."""
    return TimedDeadlines(clock, loop_timer)
