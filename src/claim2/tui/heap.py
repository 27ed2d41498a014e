"""The objects a game lives on, kept out of the garbage collector's walk.

A step of play makes tens of thousands of short-lived objects (Textual's strips, segments,
events), so Python's cyclic garbage collector runs many times a step, and every so often a
full collection walks every object the process holds: the modules, the theme, the game
screen's widgets, the session's states. At 200×50 that was about 30 ms of a reveal's
180 ms on the project's machine, and the steps that took over 150 ms were those with a full
collection in them (``benchmarks/ui_speed.py``).

Textual pauses the collector while it scrolls (``App.PAUSE_GC_ON_SCROLL``); for objects that
live as long as the program, the standard library has ``gc.freeze()``: everything alive is
moved where the collector never looks. ``hold_still`` is called when a game screen has been
composed (``GameScreen``), ``let_go`` when the app closes, so a process that runs many
apps (the tests) gets their objects collected again.

It is called first just before the app runs (``launch.run_app``), its modules imported:
before the first frame, Python's collector made one full collection of the 55,000 objects
they hold (12–15 ms of CPU; a bare Textual app stays just under the count that starts one).
The next full collection now comes after the first frame, over the objects made since; a
whole game in a terminal makes as many full collections as before, and no longer ones
(eleven at 200×50, seed 3: 139 ms in all, against 163 ms without this).

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
