"""The end of input stops every app command, its game saved (issue 40, case 7).

``claim2 play </dev/null`` and ``claim2 join … </dev/null`` used to sit at 80-100% CPU for
ever (Textual's input thread spins on reads that end at once). Each command now stops as
it does on a hangup, with exit code 129, its data folder's lock free; the host of a game
a guest left that way keeps it, saved. (The waits only bound a failure: no time is
asserted; the report measures it.)

``claim2 walkthrough`` is not run here: it is ``claim2 play``'s app (``Claim2App``) opened on
the lessons, run by the same ``launch.run_app`` under the same watch
(tests/app/test_launch.py::test_walkthrough_opens_the_lessons), so ``play`` below proves it
(a process of its own costs 3.3 s of CPU).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import select
import subprocess
import sys
from pathlib import Path

import pytest

from claim2.storage.lock import FolderLock
from claim2.tui.terminal_watch import Gone, TerminalWatch

from .helpers import CODE, HostPlayer, hosting, intact, run, until

pytestmark = pytest.mark.skipif(
    os.name != "posix" or not hasattr(select, "poll"), reason="POSIX terminals"
)
BOUND = 60.0  # seconds: only a failure waits this long


def command(*arguments: str) -> list[str]:
    return [sys.executable, "-m", "claim2", "--lang", "en", *arguments]


def environment(data: Path) -> dict[str, str]:
    return {**os.environ, "CLAIM2_DATA_DIR": str(data), "TERM": "xterm-256color"}


@pytest.mark.parametrize(
    "arguments",
    [
        # slow: the one app command in a real terminal of its own (a process, its imports,
        # and Textual's input thread spinning until the watch looks): 3.3 s of CPU
        pytest.param(("play",), id="play", marks=pytest.mark.slow),
        pytest.param(("host", "--port", "0"), id="host"),
        pytest.param(("join", "127.0.0.1:9", CODE), id="join"),
    ],
)
def test_every_app_command_stops_at_the_end_of_its_input(
    tmp_path: Path, arguments: tuple[str, ...]
) -> None:
    if arguments[0] == "host":  # a free port of its own
        import socket

        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            arguments = ("host", "--bind", "127.0.0.1", "--port", str(probe.getsockname()[1]))
    data = tmp_path / "data"
    screen, terminal = os.openpty()
    try:
        with open(os.devnull, "rb") as nothing:
            done = subprocess.run(
                command(*arguments),
                stdin=nothing,
                stdout=terminal,
                stderr=terminal,
                env=environment(data),
                timeout=BOUND,
                check=False,
            )
    finally:
        os.close(terminal)
        with contextlib.suppress(OSError):
            while os.read(screen, 65536):
                pass
        os.close(screen)
    assert done.returncode == Gone.END_OF_INPUT.code
    if data.exists():  # the guest's keeps no game: it opens no data folder
        lock = FolderLock(data)
        assert lock.acquire()  # free
        lock.release()


def test_a_guest_at_the_end_of_its_input_leaves_the_hosts_game_saved(tmp_path: Path) -> None:
    async def play() -> None:
        async with hosting(51) as host:
            host.start()
            me = HostPlayer(host.sitting, 51)
            me.attach()
            me.act()
            table = host.sitting.network_table
            assert table is not None
            screen, terminal = os.openpty()
            guest = await asyncio.create_subprocess_exec(
                *command("join", f"127.0.0.1:{host.port}", CODE, "--name", "Bob"),
                stdin=asyncio.subprocess.DEVNULL,  # /dev/null
                stdout=terminal,
                stderr=terminal,
                env=environment(tmp_path / "guest"),
            )
            os.close(terminal)
            try:
                async with asyncio.timeout(BOUND):
                    assert await guest.wait() == Gone.END_OF_INPUT.code
            finally:
                os.close(screen)
            await until(lambda: not host.sitting.remote.connected)
            assert table.session.moves >= 1
            intact(host)

    run(play(), timeout=BOUND + 10)


def test_input_that_is_no_terminal_and_has_nothing_more_is_noticed(tmp_path: Path) -> None:
    told: list[Gone] = []
    with open(os.devnull, "rb") as nothing:
        watch = TerminalWatch(told.append, descriptors=[nothing.fileno()], signals=False)
        assert watch._input_ended()
    keys = tmp_path / "keys"
    keys.write_bytes(b"q")
    with keys.open("rb") as typed:
        watch = TerminalWatch(told.append, descriptors=[typed.fileno()], signals=False)
        assert not watch._input_ended()
        typed.read()
        assert watch._input_ended()
    read, write = os.pipe()
    try:
        watch = TerminalWatch(told.append, descriptors=[read], signals=False)
        assert not watch._input_ended()
    finally:
        os.close(read)
        os.close(write)
