"""When the app stops on an error it did not expect: the details go to a crash log.

The log is written into the data folder (``crash-<time>.log``) when this process
holds its lock (``write_guard``), else into the system's temporary folder; the command
names it in one line and exits with a non-zero code.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
import time
import traceback
from pathlib import Path

from claim2 import __version__
from claim2.game.storage import data_dir
from claim2.game.write_guard import check_write


def crash_text(error: BaseException) -> str:
    """What a crash log holds: the version and the traceback (no game state, no hands)."""
    lines = [f"claim2 {__version__}, {time.strftime('%Y-%m-%d %H:%M:%S')}\n\n"]
    lines.extend(traceback.format_exception(error))
    return "".join(lines)


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
