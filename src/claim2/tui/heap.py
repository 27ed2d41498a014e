"""The objects a game lives on, kept out of the garbage collector's walk.

A step of play makes tens of thousands of short-lived objects (Textual's strips, segments,
events), so Python's cyclic garbage collector runs many times a step, and every so often a
full collection walks every object the process holds: the modules, the theme, the game
screen's widgets, the session's states. At 200×50 a headless game made twelve or thirteen
of them, 50–90 ms the longest, and they made the slowest steps.

Textual pauses the collector while it scrolls (``App.PAUSE_GC_ON_SCROLL``); for objects that
live as long as the program, the standard library has ``gc.freeze()``: everything alive is
moved where the collector never looks. ``hold_still`` is called just before the app runs
(``launch.run_app``: the modules' 55,000 objects, whose one full collection came before the
first frame) and when a game screen has been composed (``GameScreen``); ``let_go`` when the
app closes, so a process that runs many apps (the tests) gets their objects collected again.

What it buys (docs/performance.md, A/B): over a whole headless game at 200×50, the
collector's time goes from about 1,040 ms to 390 ms (of about 5.5 s), its longest pause from
84 ms to 21 ms, and the slowest reveal, play and trick result from 131, 106 and 86 ms to 65,
62 and 61 ms; the first frame costs 7–9% less CPU. (Collecting the youngest generation
in larger batches, ``gc.set_threshold``, bought 2% more on top of this and was dropped.)

No full collection comes first: it would cost 80 ms at every new game screen (half a second
in the test process, whose heap is larger), and the garbage it would find is little: about
3,500 of 93,000 objects when a game screen has just been composed at 200×50. That little
is kept until the app closes.
"""

from __future__ import annotations

import gc


def hold_still() -> None:
    """What lives now (the modules, the app, its screens, the game so far) is no longer
    walked by the garbage collector."""
    gc.freeze()


def let_go() -> None:
    """Everything held goes back to the collector (the app is closing)."""
    gc.unfreeze()
