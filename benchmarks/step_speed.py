"""CPU of each step of a hot-seat game, read from outside the process, against the bare
swap: the gate of issue 54 (every step at most 2× the bare swap). Run it before each
submission (docs/performance.md).

    python benchmarks/step_speed.py [--sizes 80x24,200x50] [--steps 8] [--seed 3] [--whole]
    python benchmarks/step_speed.py --ends 5 [--seed 3]   # five games a size: their ends

``claim2 play`` runs in a real terminal (tmux), as a person runs it, with a new data folder.
For each step a key is sent with ``tmux send-keys`` and the CPU time of the claim2 process
(all its threads, from the scheduler's count in ``/proc``) is read from just before the key
until the screen has *settled*: it has changed, the scene's quiet spell is over (its gate
opened: the screen lit up), and for 0.4 s neither the screen nor the process's CPU time has
moved. Everything the process does for the key is counted: the step, its drawing, the
writes to the terminal, the light-up when the gate opens, the timers. The bare Textual app
of ``bare_app.py`` (a ``ContentSwitcher`` swapping two tables of the same size) runs beside
it in a second terminal and is measured the same way, one swap after each step of the game:
both in the same minutes, with the same waits.

Steps: *reveal* (Enter on a hand-off: a hand shown), *play* (Enter on a turn: a card played,
up to the next scene), *trick result* (Enter on a trick's result). With ``--whole`` the game
is played to its end, and *phase two* and *end* (the last card up to the scores) come once
a game. The figures are the median of the first ``--steps`` steps of each kind (8: the
gate's measure) and their ratio to the median bare swap.

With ``--ends N``, N games a size (seeds ``--seed``, ``--seed`` + 1, …) are played to their
end, and only the steps that come once a game are measured: *phase two* and the last two
tricks' steps (among them the *end*), each followed by a bare swap; the steps before are
played quickly, unmeasured (a key once the screen has changed and its gate is open). The
*reveal*, *play* and *trick result* then printed are those of the last two tricks (phase
two's: a hand of one or two cards), not the game's whole.

``benchmarks/ui_speed.py`` measures the same steps headless (``App.run_test``, a manual
clock), which leaves out what only a terminal costs: the driver writing every frame to
it, and the timers of the real clock (the gate opening, the pause after a trick); its
``--terminal`` mode read the CPU as soon as the screen was still for 0.3 s, before a
hand-off's gate opened (1 s) and lit the screen up.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

from terminal import BARE_SCRIPT, Tmux, compile_package, process_cpu

STEPS = ("reveal", "play", "trick result", "phase two", "end")
SETTLED = 0.4  # seconds with neither the screen nor the CPU time moving
GATE = 1.3  # seconds after the key before the screen may count as settled: a hand-off's
# and the end's gate opens 1 s after they are shown (sitting/gate.py), and lights them up
IDLE_CPU = 1.0  # ms of CPU over SETTLED seconds that still count as idle (Textual's own
# idle wake-ups: about 1 ms a second for the bare app, 2 ms for claim2)
POLL = 0.025


class Program:
    """A program in tmux whose steps are measured: ``step(keys)`` sends keys and returns
    the CPU milliseconds until the screen settled, and the screen then."""

    def __init__(self, tmux: Tmux) -> None:
        self.tmux = tmux
        self.shown = ""
        self.save: Path | None = None  # a game's save in progress (its data folder's)

    def wait_for(self, text: str, timeout: float = 30.0) -> str:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            screen = self.tmux.screen()
            if text in screen:
                return screen
            time.sleep(0.05)
        raise SystemExit(f"no {text!r} on the screen after {timeout} s:\n{self.tmux.screen()}")

    def settle(self, began: float, timeout: float = 20.0) -> str:
        """Wait until the screen differs from ``self.shown``, ``GATE`` seconds have passed
        since ``began`` and for ``SETTLED`` seconds neither the screen nor the CPU moved."""
        pid = self.tmux.pid
        history: list[tuple[float, float]] = []  # (moment, cpu) over the last SETTLED s
        screen, still_since = self.tmux.screen(), time.monotonic()
        while time.monotonic() - began < timeout:
            time.sleep(POLL)
            now_screen, now, used = self.tmux.screen(), time.monotonic(), process_cpu(pid)
            if now_screen != screen:
                screen, still_since = now_screen, now
            history = [(at, cpu) for at, cpu in history if now - at <= SETTLED] + [(now, used)]
            idle = now - history[0][0] >= SETTLED * 0.9 and used - history[0][1] < IDLE_CPU
            if (
                screen.strip()
                and screen != self.shown
                and now - began >= GATE
                and now - still_since >= SETTLED
                and idle
            ):
                return screen
        raise SystemExit(f"the screen did not settle in {timeout} s:\n{screen}")

    def step(self, *keys: str) -> tuple[float, str]:
        before = process_cpu(self.tmux.pid)
        began = time.monotonic()
        self.tmux.keys(*keys)
        self.shown = self.settle(began)
        return process_cpu(self.tmux.pid) - before, self.shown

    def send(self, key: str) -> float:
        """Send ``key`` unmeasured; the moment it was sent (``forward`` waits for its end)."""
        self.tmux.keys(key)
        return time.monotonic()

    def forward(self, began: float, timeout: float = 20.0) -> None:
        """After a key sent at ``began`` unmeasured: wait until the screen changed, has been
        still for a moment, and its gate is surely open (a hand-off's after 1 s, another
        scene's after 0.3 s and 0.4 s without a key: ``sitting/gate.py``)."""
        screen, changed, first = self.shown, began, None
        while time.monotonic() - began < timeout:
            time.sleep(POLL)
            now_screen, now = self.tmux.screen(), time.monotonic()
            if now_screen != screen:
                screen, changed = now_screen, now
                first = first or now
            if first is None or not screen.strip():
                continue
            wait = 1.15 if "Pass the laptop" in screen or "Game over" in screen else 0.5
            if now - changed >= 0.15 and now - first >= wait and now - began >= 0.5:
                self.shown = screen
                return
        raise SystemExit(f"the screen did not change in {timeout} s:\n{screen}")

    def quiet(self, timeout: float = 20.0) -> None:
        """Wait until the process's CPU time has not moved for ``SETTLED`` seconds (what a
        step played quickly left to do is done before the next is measured)."""
        began, history = time.monotonic(), list[tuple[float, float]]()
        while time.monotonic() - began < timeout:
            time.sleep(POLL)
            now, used = time.monotonic(), process_cpu(self.tmux.pid)
            history = [(at, cpu) for at, cpu in history if now - at <= SETTLED] + [(now, used)]
            if now - history[0][0] >= SETTLED * 0.9 and used - history[0][1] < IDLE_CPU:
                return
        raise SystemExit(f"the process did not go quiet in {timeout} s")

    def close(self) -> None:
        self.tmux.close()


def step_kind(screen: str) -> str:
    if "Pass the laptop" in screen:
        return "reveal"
    if "Phase one is over" in screen:
        return "phase two"
    if "Continue" in screen:
        return "trick result"
    return "play"


def start_game(size: tuple[int, int], seed: int, folder: Path, src: str | None) -> Program:
    """``claim2 play`` in tmux, on a new data folder in ``folder``, its hot-seat game begun
    (``src``: another checkout's ``src`` folder, for an A/B)."""
    data = Path(tempfile.mkdtemp(dir=folder))
    environment = {"CLAIM2_DATA_DIR": str(data)}
    if src is not None:
        environment["PYTHONPATH"] = src
    game = Program(Tmux(f"{sys.executable} -m claim2 play --seed {seed}", size, environment))
    game.wait_for("Who leads")
    game.save = data / "saves" / "current.json"
    game.tmux.keys("Ann", "Tab", "Bob", "C-s")
    game.shown = game.wait_for("Pass the laptop")
    return game


def near_end(game: Program) -> bool:
    """Whether ``game`` is in the last two tricks of its game (read from its save)."""
    from claim2.records.record import RecordError, load_record, replay_states

    if game.save is None:
        return True
    try:
        state = replay_states(load_record(game.save))[-1]
    except RecordError:  # kept as a finished game already, or not yet saved: measured
        return True
    return state.finished or (state.phase == 2 and state.trick >= 12)


Times = dict[str, dict[str, list[float]]]


def measure(
    size: tuple[int, int],
    seeds: list[int],
    steps: int,
    whole: bool,
    against: str | None = None,
    quick: bool = False,
) -> Times:
    """CPU per step of a hot-seat game of each of ``seeds`` at ``size`` (``"this"``), of
    the same game on the checkout ``against`` if given (``"that"``, step for step in turns),
    and of the bare swap (``"bare"``, one after each step measured). ``quick``: only the
    steps that come once a game are measured (``--ends``)."""
    folder = Path(tempfile.mkdtemp(prefix="claim2-bench-"))
    script = folder / "bare.py"
    script.write_text(BARE_SCRIPT)
    bare = Program(Tmux(f"{sys.executable} {script}", size, {}))
    times: Times = defaultdict(lambda: defaultdict(list))
    try:
        bare.shown = bare.wait_for("panel 0")
        for seed in seeds:
            games = {"this": start_game(size, seed, folder, None)}
            if against is not None:
                games["that"] = start_game(size, seed, folder, against)
            try:
                time.sleep(GATE)
                play(games, bare, times, steps, whole or quick, quick)
            finally:
                for game in games.values():
                    game.close()
    finally:
        bare.close()
        shutil.rmtree(folder, ignore_errors=True)
    return times


def play(
    games: dict[str, Program], bare: Program, times: Times, steps: int, whole: bool, quick: bool
) -> None:
    """Play ``games`` (the same game, this checkout's and another's) to the end (``whole``)
    or until ``steps`` reveals and plays were measured, into ``times``."""
    this = games["this"]
    for _ in range(400):
        if "Game over" in this.shown:
            return
        if not whole and all(len(times["this"][name]) >= steps for name in STEPS[:2]):
            return
        kind = step_kind(this.shown)
        key = "1" if "Seer choice" in this.shown else "Enter"
        if quick and kind != "phase two" and not near_end(this):
            sent = {name: game.send(key) for name, game in games.items()}
            for name, game in games.items():
                game.forward(sent[name])
            continue
        for name, game in games.items():
            game.quiet()
            spent, shown = game.step(key)
            times[name]["end" if "Game over" in shown else kind].append(spent)
        swap, _ = bare.step("Enter")
        times["bare"]["swap"].append(swap)
    raise SystemExit(f"the game did not end:\n{this.shown}")


def line(name: str, values: list[float], bare: float | None) -> str:
    if not values:
        return f"  {name:<13} —"
    median = statistics.median(values)
    ratio = f"  {median / bare:4.2f}× bare" if bare else ""
    return (
        f"  {name:<13} median {median:6.1f} ms   min {min(values):6.1f}   max {max(values):6.1f}"
        f"   ({len(values)} steps){ratio}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="80x24,200x50")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--steps", type=int, default=8, help="reveals and plays measured")
    parser.add_argument("--whole", action="store_true", help="to the end of the game")
    parser.add_argument(
        "--ends",
        type=int,
        metavar="N",
        help="N games a size (seeds --seed, --seed + 1, ...), measuring only phase two and "
        "the last two tricks (the end)",
    )
    parser.add_argument(
        "--against",
        metavar="SRC",
        help="another checkout's src folder: its game is played beside this one, step for "
        "step in turns, and each step's ratio this/that is reported",
    )
    arguments = parser.parse_args()
    compile_package(arguments.against)
    for text in arguments.sizes.split(","):
        width, height = (int(part) for part in text.split("x"))
        games = arguments.ends or 1
        seeds = list(range(arguments.seed, arguments.seed + games))
        quick = arguments.ends is not None
        times = measure(
            (width, height), seeds, arguments.steps, arguments.whole, arguments.against, quick
        )
        bare = times["bare"]["swap"]
        yardstick = statistics.median(bare)
        print(f"terminal {width}×{height}: CPU of the process from the key to the screen settled")
        print(line("bare swap", bare, None))
        for who in ("this", "that"):
            if who not in times:
                continue
            if "that" in times:
                print(f" {who}: {'this checkout' if who == 'this' else arguments.against}")
            for name in STEPS:
                values = times[who].get(name, [])
                kept = values if arguments.whole or quick else values[: arguments.steps]
                print(line(name, kept, yardstick))
        if "that" in times:
            print(" this/that, median of the step-by-step ratios:")
            for name in STEPS:
                this, that = times["this"].get(name, []), times["that"].get(name, [])
                pairs = list(zip(this, that, strict=True))
                if pairs:
                    ratios = [mine / theirs for mine, theirs in pairs]
                    print(f"  {name:<13} {statistics.median(ratios):5.2f}  ({len(pairs)} pairs)")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
