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
still. The bare app runs beside it in a second tmux session and is measured the same way,
one swap after each step of the game (while the game waits out its quiet spell). The
first screen's time (start to the start screen drawn and still, wall clock) is measured
for both too, five times each, in turns, with claim2's bytecode written first (as an
installed wheel has it, and Textual's is), once with a new data folder and once with a
settings file in it (as at every start after the first game).

``--calls`` counts, headless, the Python calls of each step (cProfile) instead of its CPU
time: a figure that does not drift with the machine's speed, to compare two versions.

The figures are medians and maxima in milliseconds of CPU; compare ratios, not single
figures (the machine's speed and load move them).
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import json
import os
import pstats
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

from textual import events
from textual.app import App, ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import ContentSwitcher, Static

STEPS = ("reveal", "play", "trick result", "phase two", "end")


# The yardstick: a bare Textual app ------------------------------------------------------


def card(text: str) -> Static:
    box = Static(text, classes="card")
    return box


class BareTable(Vertical):
    """13 bordered cards, 13 backs and 6 text panels, like a turn of the game."""

    def compose(self) -> ComposeResult:
        for number in range(6):
            yield Static(f"panel {number}: some words about the game " * 2, classes="panel")
        with Horizontal(classes="row"):
            for number in range(13):
                yield card(f"B{number}")
        with Horizontal(classes="row"):
            for number in range(13):
                yield card(f"C{number}")


class BareApp(App[None]):
    """Two tables in a ``ContentSwitcher``; Enter swaps them. Its cards are as large as the
    game's at that terminal size (5×3, from 118×34 7×5, from 180×46 9×7)."""

    CSS = """
    .card { width: 5; height: 3; border: round $primary; }
    .row { height: auto; }
    .panel { height: auto; border: round $secondary; }
    """
    BINDINGS = [("enter", "swap", "Swap")]  # noqa: RUF012

    def on_resize(self, event: events.Resize) -> None:
        width, height = event.size
        card = (9, 7) if width >= 180 and height >= 46 else (7, 5) if width >= 118 else (5, 3)
        for box in self.query(".card"):
            box.styles.width, box.styles.height = card

    def compose(self) -> ComposeResult:
        with ContentSwitcher(initial="one"):
            yield BareTable(id="one")
            yield BareTable(id="two")

    def action_swap(self) -> None:
        switcher = self.query_one(ContentSwitcher)
        switcher.current = "two" if switcher.current == "one" else "one"
        for panel in self.query(".panel").results(Static):
            panel.update(f"panel at {time.perf_counter():.6f}")


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
            await pilot.press("enter")
            await pilot.pause()
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


# In a real terminal ------------------------------------------------------------------------


def process_cpu(pid: int) -> float:
    """CPU milliseconds of process ``pid`` so far, all its threads (Textual writes to the
    terminal from a thread of its own): from the scheduler's ``sum_exec_runtime`` (to the
    microsecond) where the kernel shows it in ``/proc/PID/task/TID/sched``, or else from
    ``/proc/PID/stat`` in clock ticks (10 ms, coarse beside a 20–40 ms step)."""
    total, found = 0.0, False
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            lines = (task / "sched").read_text().splitlines()
        except OSError:  # a thread that ended since, or a kernel without the file
            continue
        for text in lines:
            if text.startswith("se.sum_exec_runtime"):
                total += float(text.split(":")[1])
                found = True
    if found:
        return total
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = int(fields[11]) + int(fields[12])
    return ticks * 1000 / os.sysconf("SC_CLK_TCK")


class Tmux:
    """A program in a tmux session of its own, ``width``×``height``."""

    made = 0  # sessions started by this process (each gets a name of its own)

    def __init__(self, command: str, size: tuple[int, int], environment: dict[str, str]) -> None:
        Tmux.made += 1
        self.name = f"bench{os.getpid()}-{Tmux.made}"
        width, height = size
        variables = " ".join(f"{key}={value}" for key, value in environment.items())
        for attempt in range(5):
            # a tmux server still shutting down after the last session closed refuses the
            # new one ("server exited unexpectedly"): the next attempt starts a new server
            started = subprocess.run(
                ["tmux", "new-session", "-d", "-s", self.name, "-x", str(width), "-y", str(height),
                 f"env {variables} {command}"],
                check=attempt == 4,
            )  # fmt: skip
            if started.returncode == 0:
                break
            time.sleep(0.2)
        self.pid = self._program_pid()

    def _program_pid(self) -> int:
        for _ in range(100):
            shell = subprocess.run(
                ["tmux", "list-panes", "-t", self.name, "-F", "#{pane_pid}"],
                capture_output=True, text=True, check=True,
            ).stdout.split()[0]  # fmt: skip
            children = Path(f"/proc/{shell}/task/{shell}/children")
            found = children.read_text().split() if children.exists() else []
            if found:
                return int(found[-1])
            if "python" in Path(f"/proc/{shell}/comm").read_text(errors="replace"):
                return int(shell)  # the shell handed its process to the program (exec)
            time.sleep(0.05)
        return int(shell)

    def screen(self) -> str:
        return subprocess.run(
            ["tmux", "capture-pane", "-p", "-t", self.name],
            capture_output=True,
            text=True,
            check=False,
        ).stdout

    def keys(self, *keys: str) -> None:
        subprocess.run(["tmux", "send-keys", "-t", self.name, *keys], check=True)

    def settle(self, before: str, timeout: float = 10.0) -> str:
        """Wait until the screen shows something other than ``before`` and stays the same for
        0.3 s (a blank screen is not yet the program's)."""
        deadline = time.monotonic() + timeout
        last, still = self.screen(), time.monotonic()
        while time.monotonic() < deadline:
            time.sleep(0.05)
            now = self.screen()
            if now != last:
                last, still = now, time.monotonic()
            elif now.strip() and now != before and time.monotonic() - still > 0.3:
                return now
        return last

    def close(self) -> None:
        subprocess.run(["tmux", "kill-session", "-t", self.name], check=False)


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
            tmux.keys("Enter")
            previous, shown = shown, tmux.settle(shown)
            if shown == previous:
                raise SystemExit(f"the game in tmux did not answer Enter:\n{shown}")
            spent = process_cpu(tmux.pid) - before
            times["end" if "Game over" in shown else kind].append(spent)
    finally:
        tmux.close()
        shutil.rmtree(folder, ignore_errors=True)
    return times


SETTINGS = {"language": "en", "players": ["Ann", "Bob"], "memory_aids": True}


def first_screens(
    size: tuple[int, int], times: int, *, settings: bool = False
) -> tuple[list[float], list[float]]:
    """Wall-clock seconds from the start of ``claim2 play`` to its start screen drawn (and
    still for 0.3 s), and the same for the bare app: ``times`` of each, taken in turns.
    ``settings``: the data folder has a settings file, as at every start after the first
    game (it is read with pydantic-settings before the first screen: theme and language)."""
    ours, bare = [], []
    for _ in range(times):
        folder = tempfile.mkdtemp(prefix="claim2-bench-")
        if settings:
            Path(folder, "settings.json").write_text(json.dumps(SETTINGS))
        began = time.monotonic()
        tmux = Tmux(f"{sys.executable} -m claim2 play", size, {"CLAIM2_DATA_DIR": folder})
        try:
            tmux.settle("", timeout=20)
            ours.append(time.monotonic() - began)
        finally:
            tmux.close()
            shutil.rmtree(folder, ignore_errors=True)
        yardstick = BareInTerminal(size)
        yardstick.close()
        bare.append(yardstick.first)
    return ours, bare


def compile_package() -> None:
    """Write claim2's bytecode, as an installed wheel has it: Textual's is written when it is
    installed, and a source checkout run with PYTHONDONTWRITEBYTECODE would compile claim2
    at every start and time that instead of the app. This file's too: the bare app is
    imported from it, and would compile it at every start."""
    import compileall

    import claim2

    compileall.compile_dir(Path(claim2.__file__).parent, quiet=1)
    compileall.compile_file(__file__, quiet=1)


BARE_SCRIPT = f"""
import sys
sys.path.insert(0, {str(Path(__file__).parent)!r})
from ui_speed import BareApp
BareApp().run()
"""


class BareInTerminal:
    """The bare app in tmux: ``first`` its first screen's wall-clock time, ``swap()`` one
    swap measured (its CPU time, appended to ``times``)."""

    def __init__(self, size: tuple[int, int]) -> None:
        script = Path(tempfile.mkdtemp()) / "bare.py"
        script.write_text(BARE_SCRIPT)
        began = time.monotonic()
        self.tmux = Tmux(f"{sys.executable} {script}", size, {})
        self.shown = self.tmux.settle("", timeout=20)
        self.first = time.monotonic() - began
        self.times: list[float] = []

    def swap(self) -> None:
        before = process_cpu(self.tmux.pid)
        self.tmux.keys("Enter")
        self.shown = self.tmux.settle(self.shown)
        self.times.append(process_cpu(self.tmux.pid) - before)

    def close(self) -> None:
        self.tmux.close()


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
            for settings, what in ((False, "a new data folder"), (True, "settings saved")):
                ours, bare_firsts = first_screens(size, 5, settings=settings)
                first, bare_first = statistics.median(ours), statistics.median(bare_firsts)
                print(
                    f"  first screen  {first * 1000:6.0f} ms wall   bare {bare_first * 1000:6.0f}"
                    f" ms   ({first / bare_first:.2f}× bare; medians of 5, taken in turns;"
                    f" {what})"
                )


if __name__ == "__main__":
    main()
