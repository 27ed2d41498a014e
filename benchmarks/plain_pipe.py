"""A plain guest fed an endless pipe while it waits for the other player: its CPU and memory.

    python benchmarks/plain_pipe.py [--seconds 10]

Starts ``claim2 host --plain --name Ann`` on 127.0.0.1 whose input never says anything (its
turn never comes to an end), and ``yes 1 | claim2 join --plain`` against it: the guest
plays until it is the host's turn, then waits. Over ``--seconds`` of that wait it reports
the guest's CPU (user and system, from /proc: a share of one core), its resident memory
(now and at its peak), and the bytes it has read from the pipe, which stay flat: the
input is read only as the game asks for it (``claim2.plain.live``). Issue 53 asks under
10% of a core and under 150 MB. Linux only (/proc).
"""

from __future__ import annotations

import argparse
import os
import re
import select
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import IO

CLAIM2 = (sys.executable, "-m", "claim2")
TICKS = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / TICKS  # utime, stime


def status(pid: int, key: str) -> int:
    """A field of /proc/PID/status in kB."""
    found = re.search(rf"^{key}:\s+(\d+)", Path(f"/proc/{pid}/status").read_text(), re.M)
    return int(found.group(1)) if found else 0


def bytes_read(pid: int) -> int:
    found = re.search(r"^rchar:\s+(\d+)", Path(f"/proc/{pid}/io").read_text(), re.M)
    return int(found.group(1)) if found else 0


def read_until(stream: IO[bytes] | None, done: str, limit: float = 60) -> str:
    """Lines of ``stream`` (a pipe) until one contains ``done``."""
    assert stream is not None
    said = b""
    deadline = time.monotonic() + limit
    while done.encode() not in said:
        ready, _, _ = select.select([stream], [], [], max(deadline - time.monotonic(), 0))
        chunk = os.read(stream.fileno(), 4096) if ready else b""
        if not chunk:
            raise SystemExit(f"plain_pipe: never said {done!r}: {said[-400:]!r}")
        said += chunk
    return said.decode()


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    args = parser.parse_args()
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = str(probe.getsockname()[1])
    folder = Path(tempfile.mkdtemp(prefix="claim2-plain-pipe-"))
    env = {**os.environ, "PYTHONIOENCODING": "utf-8", "LANGUAGE": "en"}
    env.pop("ACCESSIBLE", None)
    hosting = ("host", "--plain", "--name", "Ann", "--seed", "4", "--bind", "127.0.0.1")
    host = subprocess.Popen(
        [*CLAIM2, *hosting, "--port", port],
        stdin=subprocess.PIPE,  # open, and silent: the host never answers
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env={**env, "CLAIM2_DATA_DIR": str(folder / "host")},
    )
    yes = subprocess.Popen(["yes", "1"], stdout=subprocess.PIPE)
    guest = None
    try:
        joined = read_until(host.stdout, "claim2 join ")
        address, code = joined.split("claim2 join ", 1)[1].split()[:2]
        guest = subprocess.Popen(
            [*CLAIM2, "join", "--plain", "--name", "Bob", address, code],
            stdin=yes.stdout,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            env={**env, "CLAIM2_DATA_DIR": str(folder / "guest")},
        )
        read_until(guest.stdout, "Ann's turn")  # the guest waits for the host from here
        time.sleep(1.0)  # the guest's last answer on its way
        cpu, read = cpu_seconds(guest.pid), bytes_read(guest.pid)
        began = time.monotonic()
        time.sleep(args.seconds)
        spent = time.monotonic() - began
        share = (cpu_seconds(guest.pid) - cpu) / spent
        more = bytes_read(guest.pid) - read
        rss, peak = status(guest.pid, "VmRSS") / 1024, status(guest.pid, "VmHWM") / 1024
        print(f"guest waiting {spent:.1f} s with 'yes 1' on its input:")
        print(f"  CPU: {share:.1%} of a core (issue 53: under 10%)")
        print(f"  memory: {rss:.0f} MB resident, {peak:.0f} MB at its peak (under 150 MB)")
        print(f"  read while waiting: {more} bytes (the pipe waits in its own buffer)")
        ok = share < 0.10 and peak < 150 and more < 65536
        return 0 if ok else 1
    finally:
        for process in (guest, host, yes):
            if process is not None and process.poll() is None:
                process.kill()
                process.wait()


if __name__ == "__main__":
    raise SystemExit(main())
