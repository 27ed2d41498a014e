"""The objects a game lives on, kept out of the garbage collector's walk.

A step of play makes tens of thousands of short-lived objects (Textual's strips, segments,
events), so Python's cyclic garbage collector runs many times a step, and every so often a
full collection walks every object the process holds: the modules, the theme, the game
screen's widgets, the session's states. At 200×50 that was about 30 ms of a reveal's
180 ms on the project's machine, and the steps that took over 150 ms were those with a full
collection in them (``benchmarks/ui_speed.py``).

Textual pauses the collector while it scrolls (``App.PAUSE_GC_ON_SCROLL``); for objects that
live as long as the program, the standard library has ``gc.freeze()``: everything alive is
moved where the collector never looks. ``hold_still`` is called once a game's screen is up
(after a full collection, so that no garbage is kept), ``let_go`` when the app closes, so a
process that runs many apps (the tests) gets their objects collected.
"""

from __future__ import annotations

import gc


def hold_still() -> None:
    """What lives now (the app, its screens, the game so far) is no longer walked by the
    garbage collector; what was held before is looked at again first."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()


def let_go() -> None:
    """Everything held goes back to the collector (the app is closing)."""
    gc.unfreeze()
