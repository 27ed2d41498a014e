"""How long ``claim2 play`` takes to show its start screen, beside the bare Textual app of
``bare_app.py`` showing its table, both in a real terminal (tmux), taken in turns.

    python benchmarks/first_screen.py [--sizes 80x24,200x50] [--times 7]

Two measures, each once with a new data folder and once with a settings file in it (as at
every start after the first game):

- *wall*: from the start of the command to its screen drawn and still for 0.3 s, read
  from tmux (what a person sees; the same fixed part, tmux and the 0.3 s, in both);
- *CPU*: the process's CPU time up to its first frame written to the terminal (the first
  write of Textual's driver larger than its set-up sequences), without tmux or polling:
  the stricter of the two.

claim2's bytecode, and the bare app's, is written first (as an installed wheel has it).
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

from terminal import BareInTerminal, Tmux, compile_package

HERE = Path(__file__).parent

SETTINGS = {"language": "en", "players": ["Ann", "Bob"], "memory_aids": True}


def first_screens(
    size: tuple[int, int], times: int, *, settings: bool = False
) -> tuple[list[float], list[float]]:
    """Wall-clock seconds from the start of ``claim2 play`` to its start screen drawn (and
    still for 0.3 s), and the same for the bare app: ``times`` of each, taken in turns.
    ``settings``: the data folder has a settings file, as at every start after the first
    game (it is read before the first screen: the language, the theme, the names)."""
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


FRAME_SCRIPT = f"""
import json, os, sys, time
from pathlib import Path
sys.path.insert(0, {str(HERE)!r})
from textual.drivers.linux_driver import LinuxDriver

write = LinuxDriver.write

def first_frame(self, data):
    write(self, data)
    if len(data) > 1500:  # the first frame (the set-up sequences before it are short)
        Path(sys.argv[2]).write_text(json.dumps(time.process_time()))
        os._exit(0)

LinuxDriver.write = first_frame
if sys.argv[1] == "bare":
    from bare_app import BareApp
    BareApp().run()
else:
    from claim2.cli import main
    main(["play"])
"""


def first_frames(
    size: tuple[int, int], times: int, *, settings: bool = False
) -> tuple[list[float], list[float]]:
    """CPU seconds of ``claim2 play`` up to its first frame, and of the bare app up to its
    own: ``times`` of each, taken in turns (``settings``: as in ``first_screens``)."""
    script = Path(tempfile.mkdtemp(prefix="claim2-bench-")) / "first_frame.py"
    script.write_text(FRAME_SCRIPT)
    found: dict[str, list[float]] = {"ours": [], "bare": []}
    for _ in range(times):
        for which, values in found.items():
            folder = tempfile.mkdtemp(prefix="claim2-bench-")
            if settings:
                Path(folder, "settings.json").write_text(json.dumps(SETTINGS))
            out = Path(folder, "first-frame.json")
            command = f"{sys.executable} {script} {which} {out}"
            tmux = Tmux(command, size, {"CLAIM2_DATA_DIR": folder})
            try:
                deadline = time.monotonic() + 20
                while not out.exists() and time.monotonic() < deadline:
                    time.sleep(0.01)
                time.sleep(0.05)  # written whole
                values.append(float(json.loads(out.read_text())))
            finally:
                tmux.close()
                shutil.rmtree(folder, ignore_errors=True)
    return found["ours"], found["bare"]


def report(size: tuple[int, int], times: int) -> None:
    """Both measures at ``size``, with a new data folder and with settings saved."""
    for settings, what in ((False, "a new data folder"), (True, "settings saved")):
        for name, measure in (("wall", first_screens), ("CPU", first_frames)):
            ours, bare = measure(size, times, settings=settings)
            first, bare_first = statistics.median(ours), statistics.median(bare)
            print(
                f"  first screen {name:4} {first * 1000:6.0f} ms   bare {bare_first * 1000:6.0f} ms"
                f"   ({first / bare_first:.2f}× bare; medians of {times}, in turns; {what})"
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="80x24,200x50")
    parser.add_argument("--times", type=int, default=7)
    arguments = parser.parse_args()
    compile_package()
    for text in arguments.sizes.split(","):
        width, height = (int(part) for part in text.split("x"))
        print(f"first screen, {width}×{height}")
        report((width, height), arguments.times)


if __name__ == "__main__":
    main()
