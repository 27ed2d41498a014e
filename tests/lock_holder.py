"""Another process holding a data folder's lock, as a second claim2 window would."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

HOLDER = """
import sys
from pathlib import Path
from claim2.storage.lock import FolderLock
lock = FolderLock(Path({folder!r}))
assert lock.acquire()
print("held", flush=True)
sys.stdin.read()  # held until killed (or its input closes)
"""


@contextmanager
def lock_held_elsewhere(folder: Path) -> Iterator[None]:
    """While the block runs another process holds ``folder``'s lock; then it is killed
    with SIGKILL (kill -9: no clean-up in the holder) and waited for."""
    script = textwrap.dedent(HOLDER).format(folder=str(folder))
    holder = subprocess.Popen(
        [sys.executable, "-c", script], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    try:
        assert holder.stdout is not None
        assert holder.stdout.readline().strip() == "held"
        yield
    finally:
        holder.kill()
        holder.wait()
