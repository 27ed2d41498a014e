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

The youngest generation is also collected less often while the app runs: after 7,000 new
objects instead of Python's 700 (``gc.set_threshold``, the older generations' counts kept).
A step makes far more than 700, so the collector ran many times a step, and every tenth of
those ran over the generation above, moving what survived up towards the full collection's
generation. With 7,000, a step's objects die young together, and a whole headless game at
200×50 makes no full collection in its steps (it made about twelve, 8–27 ms each). The
medians stay about the same; the slowest steps are what it lowers: 117, 106 and 113 ms
against 137, 124 and 141 ms for the slowest reveal, play and trick result in four games
each way, played in turns. What it holds is a few thousand short-lived objects more.
``let_go`` puts back the thresholds found.

No full collection comes first: it would cost 80 ms at every new game screen (half a second
in the test process, whose heap is larger), and the garbage it would find is little: about
3,500 of 93,000 objects when a game screen has just been composed at 200×50. That little
is kept until the app closes.
"""

from __future__ import annotations

import gc

YOUNG = 7000
"""New objects that start a collection of the youngest generation while the app runs."""

_found: list[tuple[int, int, int]] = []  # the thresholds before the first hold_still


def hold_still() -> None:
    """What lives now (the modules, the app, its screens, the game so far) is no longer
    walked by the garbage collector, and the young objects are collected in larger
    batches."""
    gc.freeze()
    young, middle, old = gc.get_threshold()
    if not _found:
        _found.append((young, middle, old))
    gc.set_threshold(max(young, YOUNG), middle, old)


def let_go() -> None:
    """Everything held goes back to the collector, on its own thresholds (the app is
    closing)."""
    gc.unfreeze()
    if _found:
        gc.set_threshold(*_found.pop())
