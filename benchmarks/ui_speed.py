"""CPU per step of the app, beside a bare Textual app swapping a table of the same size.

    python benchmarks/ui_speed.py [--sizes 80x24,200x50] [--seed 3] [--games 1] [--terminal]
                                  [--calls]

Headless (always): a whole hot-seat game is played through the app with Textual's
test driver (``App.run_test``) and a manual clock (no waiting for guards); the CPU time
of the process is taken around every step (the key, and everything until the screen is
drawn again: ``pilot.pause()``; the clock is moved past the key's guard and the screen
drawn before it, as a player's quiet spell lights the screen up before the key), by kind
of step: *reveal* (Enter on a hand-off),
*play* (a card, up to the next scene), *trick result* and *phase two* (Enter on them),
*end* (the last card, up to the end's scoring). In the same run, a bare Textual app
swaps two tables of the same size (13 bordered cards, 13 backs, 6 text panels; the cards
as large as the game's at that size) with a ``ContentSwitcher``, measured the same way:
the yardstick, 20 swaps before the game and 20 after it (the machine's speed drifts over
minutes).

``--terminal`` also plays a whole game in a real terminal (tmux, which must be
installed): keys are sent with ``tmux send-keys`` and the app process's CPU time (all its
threads, to the microsecond where the kernel shows the scheduler's count, else in 10 ms
ticks) is read from ``/proc`` around each step, until the screen has changed and stays
still. The bare app (``bare_app.py``) runs beside it in a second tmux session and is
measured the same way, one swap after each step of the game (while the game waits out its
quiet spell). The first screen is measured for both too (``first_screen.py``: wall clock
and CPU, five times each, in turns), with claim2's bytecode written first (as an installed
wheel has it, and Textual's is), once with a new data folder and once with a settings file
in it.

``--calls`` counts, headless, the Python calls of each step (cProfile) instead of its CPU
time: a figure that does not drift with the machine's speed, to compare two versions.

The figures are medians and maxima in milliseconds of CPU; compare ratios, not single
figures (the machine's speed and load move them).
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import os
import pstats
import shutil
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable

from bare_app import BareApp
from first_screen import report as first_screen_report
from terminal import BareInTerminal, Tmux, compile_package, process_cpu

STEPS = ("reveal", "play", "trick result", "phase two", "end")


# Headless -------------------------------------------------------------------------------


def cpu() -> float:
    return time.process_time() * 1000


class Meter:
    """What a step costs: milliseconds of CPU, or (``calls``) thousands of Python calls
    counted by cProfile, which do not drift with the machine's speed (slower to run)."""

    def __init__(self, *, calls: bool = False) -> None:
        self.calls = calls
        self._profile: cProfile.Profile | None = None
        self._began = 0.0

    def start(self) -> None:
        if self.calls:
            self._profile = cProfile.Profile()
            self._profile.enable()
        else:
            self._began = cpu()

    def stop(self) -> float:
        if self._profile is None:
            return cpu() - self._began
        self._profile.disable()
        # total_calls is set by Stats (documented in print_stats' header) but not in typeshed
        counted: int = getattr(pstats.Stats(self._profile), "total_calls")  # noqa: B009
        self._profile = None
        return float(counted) / 1000

    @property
    def unit(self) -> str:
        return "k" if self.calls else "ms"


async def bare_headless(size: tuple[int, int], steps: int, meter: Meter) -> list[float]:
    app = BareApp()
    times = []
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        for _ in range(steps):
            meter.start()
            await pilot.press("enter")
            await pilot.pause()
            times.append(meter.stop())
    return times


async def game_headless(size: tuple[int, int], seed: int, meter: Meter) -> dict[str, list[float]]:
    from claim2.game.steps import ScreenKind
    from claim2.sitting.clock import ManualClock
    from claim2.sitting.lobby import NewGame
    from claim2.sitting.sitting import Sitting
    from claim2.tui.app import Claim2App
    from claim2.tui.messages import StartGame

    clock = ManualClock()
    app = Claim2App(Sitting(seed=seed, clock=clock))
    times: dict[str, list[float]] = defaultdict(list)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        app.post_message(StartGame(NewGame(("Ann", "Bob"), 0)))
        await pilot.pause()
        table = app.sitting.table
        assert table is not None
        while table.scene.kind is not ScreenKind.END:
            kind = table.scene.kind
            clock.advance(1.0)  # past every guard: no key was pressed for a second
            await pilot.pause()  # the gate opened: the screen lit up, before the key
            meter.start()
            await pilot.press("1" if kind is ScreenKind.SEER else "enter")  # a Seer choice
            await pilot.pause()  # has no default (issue 46): the first of its two is taken
            spent = meter.stop()
            times[step_name(kind, ended=table.session.finished)].append(spent)
    return times


def step_name(kind: object, *, ended: bool) -> str:
    """The kind of step a key on a scene of ``kind`` was (``ended``: it ended the game)."""
    from claim2.game.steps import ScreenKind

    if kind is ScreenKind.HANDOFF:
        return "reveal"
    if kind is ScreenKind.TRICK_RESULT and ended:
        return "end"
    if kind is ScreenKind.TRICK_RESULT:
        return "trick result"
    if kind is ScreenKind.PHASE_TWO:
        return "phase two"
    return "play"


def step_kind(screen: str) -> str:
    if "Pass the laptop" in screen:
        return "reveal"
    if "Phase two" in screen and "Phase one is over" in screen:
        return "phase two"
    if "Continue" in screen:
        return "trick result"
    return "play"


def game_in_terminal(
    size: tuple[int, int], seed: int, between: Callable[[], None] = lambda: None
) -> dict[str, list[float]]:
    """CPU per step of a whole game in tmux; ``between``: called after each step, while the
    game waits out its quiet spell (the bare app's swap, so that both are measured in the
    same minutes)."""
    folder = tempfile.mkdtemp(prefix="claim2-bench-")
    tmux = Tmux(f"{sys.executable} -m claim2 play --seed {seed}", size, {"CLAIM2_DATA_DIR": folder})
    times: dict[str, list[float]] = defaultdict(list)
    try:
        shown = tmux.settle("", timeout=20)
        tmux.keys("Ann", "Tab", "Bob", "C-s")
        shown = tmux.settle(shown)
        for _ in range(400):
            if "Game over" in shown:
                break
            kind = step_kind(shown)
            quiet = time.monotonic() + 0.8  # let go of the keys: past the quiet spell
            between()
            time.sleep(max(0.0, quiet - time.monotonic()))
            before = process_cpu(tmux.pid)
            tmux.keys("1" if "Seer choice" in shown else "Enter")  # a Seer choice: no default
            previous, shown = shown, tmux.settle(shown)
            if shown == previous:
                raise SystemExit(f"the game in tmux did not answer Enter:\n{shown}")
            spent = process_cpu(tmux.pid) - before
            times["end" if "Game over" in shown else kind].append(spent)
    finally:
        tmux.close()
        shutil.rmtree(folder, ignore_errors=True)
    return times


# Reporting -----------------------------------------------------------------------------------


def line(name: str, values: list[float], bare: float | None = None, unit: str = "ms") -> str:
    if not values:
        return f"  {name:<13} —"
    median = statistics.median(values)
    ratio = f"  {median / bare:4.1f}× bare" if bare else ""
    return (
        f"  {name:<13} median {median:6.1f} {unit:<2}   max {max(values):6.1f} {unit:<2}   "
        f"({len(values)} steps){ratio}"
    )


def report(title: str, game: dict[str, list[float]], bare: list[float], unit: str = "ms") -> None:
    yardstick = statistics.median(bare)
    print(title)
    print(line("bare swap", bare, unit=unit))
    for name in STEPS:
        print(line(name, game.get(name, []), yardstick, unit))


def merged(runs: list[dict[str, list[float]]]) -> dict[str, list[float]]:
    """The steps of several games together, by kind."""
    together: dict[str, list[float]] = defaultdict(list)
    for run in runs:
        for name, values in run.items():
            together[name] += values
    return together


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="80x24,200x50")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument(
        "--games",
        type=int,
        default=1,
        help="games played at each size (seeds from --seed on): phase two and the end "
        "come once a game, so one game gives one of each",
    )
    parser.add_argument("--terminal", action="store_true", help="also in a real terminal (tmux)")
    parser.add_argument(
        "--calls",
        action="store_true",
        help="headless: count Python calls per step (thousands) instead of CPU time",
    )
    arguments = parser.parse_args()
    if arguments.terminal:
        compile_package()
    os.environ.setdefault("CLAIM2_DATA_DIR", tempfile.mkdtemp(prefix="claim2-bench-"))
    seeds = range(arguments.seed, arguments.seed + arguments.games)
    for text in arguments.sizes.split(","):
        width, height = (int(part) for part in text.split("x"))
        size = (width, height)
        # the bare app before and after the games: the machine's speed drifts over minutes
        meter = Meter(calls=arguments.calls)
        bare = asyncio.run(bare_headless(size, 20, meter))
        game = merged([asyncio.run(game_headless(size, seed, meter)) for seed in seeds])
        bare += asyncio.run(bare_headless(size, 20, meter))
        what = "thousands of calls" if arguments.calls else "CPU"
        report(f"headless {width}×{height} ({what} per step)", game, bare, unit=meter.unit)
        if arguments.terminal:
            yardstick = BareInTerminal(size)
            runs = []
            try:
                # one bare swap after each step of the game: both in the same minutes
                for seed in seeds:
                    runs.append(game_in_terminal(size, seed, between=yardstick.swap))
            finally:
                yardstick.close()
            report(f"terminal {width}×{height} (CPU per step)", merged(runs), yardstick.times)
            first_screen_report(size, 5)


if __name__ == "__main__":
    main()
