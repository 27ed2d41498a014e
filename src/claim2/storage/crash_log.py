"""When the app stops on an error it did not expect: the details go to a crash log.

The log is written into the data folder (``crash-<time>.log``) when this process
holds its lock (``write_guard``), else into the system's temporary folder; the command
names it in one line and exits with a non-zero code.
"""

from __future__ import annotations

import contextlib
import os
import re
import tempfile
import time
import traceback
from pathlib import Path

from claim2 import __version__
from claim2.storage.files import data_dir
from claim2.storage.write_guard import check_write

#: A card's code (``Gn3``, ``Se0``) anywhere in a text: taken out of crash logs.
CARD_CODE = re.compile(r"(?<![A-Za-z])(?:Gn|Gi|Dr|Tr|Se)[0-9](?![0-9])")
HIDDEN = "··"


def without_cards(text: str) -> str:
    """``text`` with every card code replaced: a crash log never holds a hand or a pile."""
    return CARD_CODE.sub(HIDDEN, text)


def crash_text(error: BaseException) -> str:
    """What a crash log holds: the version and the traceback, without local variables and
    with every card code taken out (no game state, no hands)."""
    lines = [f"claim2 {__version__}, {time.strftime('%Y-%m-%d %H:%M:%S')}\n\n"]
    lines.extend(traceback.format_exception(error))
    return without_cards("".join(lines))


def report_text(report: str) -> str:
    """A traceback as drawn by Rich (with boxes of local variables): the boxes left out,
    every card code taken out; headed like ``crash_text``."""
    kept: list[str] = []
    depth = 0
    for line in report.splitlines():
        opens = "╭" in line and "locals" in line
        if opens or depth:
            depth += line.count("╭") - line.count("╰")
            depth = max(0, depth)
            continue
        kept.append(line.rstrip())
    head = f"claim2 {__version__}, {time.strftime('%Y-%m-%d %H:%M:%S')}\n\n"
    return without_cards(head + "\n".join(kept) + "\n")


def write_crash_log(text: str) -> Path | None:
    """Write ``text`` to a new crash log; its path, or None if no folder would take it."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    folders: list[Path] = []
    with contextlib.suppress(OSError):
        folder = data_dir()
        check_write(folder / "claim2-crash.log")  # only under the data folder's lock
        folders.append(folder)
    folders.append(Path(tempfile.gettempdir()))
    for folder in folders:
        for number in range(1, 100):
            suffix = "" if number == 1 else f"-{number}"
            path = folder / f"claim2-crash-{stamp}{suffix}.log"
            try:
                descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            except FileExistsError:
                continue
            except OSError:
                break
            try:
                with os.fdopen(descriptor, "w", encoding="utf-8") as file:
                    file.write(text)
            except OSError:
                break
            return path
    return None
