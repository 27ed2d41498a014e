"""Programs in a real terminal (tmux) for the benchmarks: their screen, keys sent to them,
and their CPU time read from ``/proc``; the bare app run the same way."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path


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
    """A program in a tmux session of its own, ``width``×``height``; ``PYTHONPATH`` is
    passed on (a new session takes the environment of the tmux server, which may be
    older than this process)."""

    made = 0  # sessions started by this process (each gets a name of its own)

    def __init__(self, command: str, size: tuple[int, int], environment: dict[str, str]) -> None:
        Tmux.made += 1
        self.name = f"bench{os.getpid()}-{Tmux.made}"
        width, height = size
        if "PYTHONPATH" in os.environ:  # another checkout's claim2: passed on
            environment = {"PYTHONPATH": os.environ["PYTHONPATH"], **environment}
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
        # the session may be gone already, with the program (and the server with its last)
        subprocess.run(["tmux", "kill-session", "-t", self.name], check=False, capture_output=True)


def compile_package(other_src: str | None = None) -> None:
    """Write claim2's bytecode, as an installed wheel has it: Textual's is written when it is
    installed, and a source checkout run with PYTHONDONTWRITEBYTECODE would compile claim2
    at every start and time that instead of the app. The bare app's module too (it is
    compiled at every start of the bare app otherwise), and ``other_src``'s claim2 (another
    checkout measured beside this one)."""
    import compileall

    import claim2

    compileall.compile_dir(Path(claim2.__file__).parent, quiet=1)
    if other_src is not None:
        compileall.compile_dir(Path(other_src) / "claim2", quiet=1)
    compileall.compile_file(Path(__file__).with_name("bare_app.py"), quiet=1)


BARE_SCRIPT = f"""
import sys
sys.path.insert(0, {str(Path(__file__).parent)!r})
from bare_app import BareApp
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
