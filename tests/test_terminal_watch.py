"""A terminal that goes away stops the app within seconds, and its lock is free (issue 25).

Case 5 of issue 25: a terminal gone without a hangup signal (a ``setsid`` session,
``su -c``, a closed window) left the app running without a screen at 40-90% CPU,
holding the data folder's lock for ever. ``TerminalWatch`` notices the end of input,
an error on the terminal, SIGHUP and SIGTERM, and calls the app back; if the app
cannot stop, the process is ended after a grace time.
"""

from __future__ import annotations

import contextlib
import os
import select
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from claim2.storage.lock import FolderLock
from claim2.tui.terminal_watch import Gone, TerminalWatch

pytestmark = pytest.mark.skipif(
    os.name != "posix" or not hasattr(select, "poll"), reason="POSIX terminals"
)

WAIT = 5.0  # seconds at most for what should take a fraction of one


class Told:
    """What a watch said, and when (an Event to wait on: no sleeping)."""

    def __init__(self) -> None:
        self.gone: list[Gone] = []
        self.exited: list[int] = []
        self.said = threading.Event()
        self.ended = threading.Event()

    def on_gone(self, why: Gone) -> None:
        self.gone.append(why)
        self.said.set()

    def force_exit(self, code: int) -> None:
        self.exited.append(code)
        self.ended.set()


@pytest.fixture
def told() -> Told:
    return Told()


@pytest.fixture
def terminal() -> Iterator[tuple[int, int]]:
    """A pseudo-terminal: (the side a terminal window holds, the side the app reads)."""
    master, slave = os.openpty()
    yield master, slave
    for descriptor in (master, slave):
        with contextlib.suppress(OSError):
            os.close(descriptor)


def test_a_terminal_closed_without_a_hangup_signal_is_noticed(
    told: Told, terminal: tuple[int, int]
) -> None:
    master, slave = terminal
    watch = TerminalWatch(
        told.on_gone, descriptors=[slave], interval=0.02, force_exit=told.force_exit, signals=False
    )
    with watch:
        assert not told.said.wait(0.1)  # an open terminal is fine
        os.close(master)  # the window is closed
        assert told.said.wait(WAIT)
    assert told.gone == [Gone.END_OF_INPUT] and watch.gone is Gone.END_OF_INPUT
    assert not told.exited  # stopped in time: nothing forced


def test_the_end_of_input_on_a_pipe_is_noticed(told: Told) -> None:
    read, write = os.pipe()
    try:
        with TerminalWatch(told.on_gone, descriptors=[read], interval=0.02, signals=False):
            os.close(write)
            assert told.said.wait(WAIT)
        assert told.gone == [Gone.END_OF_INPUT]
    finally:
        os.close(read)


@pytest.mark.parametrize(
    ("number", "why"), [(signal.SIGHUP, Gone.HANGUP), (signal.SIGTERM, Gone.TERMINATED)]
)
def test_hangup_and_terminate_signals_are_noticed_then_given_back(
    told: Told, number: int, why: Gone
) -> None:
    before = signal.getsignal(number)
    with TerminalWatch(told.on_gone, descriptors=[], force_exit=told.force_exit):
        os.kill(os.getpid(), number)
        assert told.said.wait(WAIT)
        os.kill(os.getpid(), number)  # said once
    assert told.gone == [why]
    assert why.code == 128 + (15 if number == signal.SIGTERM else 1)
    assert signal.getsignal(number) == before


def test_an_app_that_cannot_stop_is_ended_after_the_grace_time(told: Told) -> None:
    watch = TerminalWatch(
        told.on_gone, descriptors=[], grace=0.05, force_exit=told.force_exit, signals=False
    )
    watch.start()
    watch.notice(Gone.END_OF_INPUT)
    assert told.ended.wait(WAIT)
    assert told.exited == [Gone.END_OF_INPUT.code]
    watch.stop()


def test_an_app_that_stops_in_time_is_not_ended(told: Told) -> None:
    watch = TerminalWatch(
        told.on_gone, descriptors=[], grace=0.2, force_exit=told.force_exit, signals=False
    )
    watch.start()
    watch.notice(Gone.HANGUP)
    assert told.said.wait(WAIT)
    watch.stop()  # the app stopped
    assert not told.ended.wait(0.4)


# slow: 2.6 s of CPU, a process of its own (its imports, Textual, the start screen drawn):
# only a real session on a real terminal whose window closes shows the watch at work there
@pytest.mark.slow
def test_claim2_play_stops_and_frees_its_lock_when_its_window_closes(tmp_path: Path) -> None:
    """The app in a session of its own (no hangup signal reaches it) on a terminal whose
    window is then closed: it stops within seconds (the old one ran on for ever)."""
    data = tmp_path / "data"
    master, slave = os.openpty()
    app = subprocess.Popen(
        [sys.executable, "-m", "claim2", "--lang", "en", "play"],
        stdin=slave,
        stdout=slave,
        stderr=slave,
        env={**os.environ, "CLAIM2_DATA_DIR": str(data), "TERM": "xterm-256color"},
        start_new_session=True,
    )
    os.close(slave)
    try:
        shown = b""
        deadline = time.monotonic() + 60
        while b"First player" not in shown and time.monotonic() < deadline:
            ready, _, _ = select.select([master], [], [], 0.5)
            if ready:
                shown += os.read(master, 65536)
        assert b"First player" in shown  # the start screen is up: the lock is held
        lock = FolderLock(data)
        assert not lock.acquire()
        os.close(master)
        # it stops by itself (the wait only bounds a failure: no time is asserted)
        assert app.wait(timeout=60) == Gone.END_OF_INPUT.code
        assert lock.acquire()  # free
        lock.release()
    finally:
        if app.poll() is None:
            app.kill()
            app.wait()
        with contextlib.suppress(OSError):
            os.close(master)


def test_a_descriptor_poll_cannot_watch_is_left_to_tcgetattr(terminal: tuple[int, int]) -> None:
    """macOS's poll cannot watch a terminal (it says POLLNVAL of an open one): that is no
    hangup, and the terminal is asked with tcgetattr instead; a closed one is gone."""
    _, slave = terminal
    poller = select.poll()
    poller.register(slave, 0)
    assert not TerminalWatch._hung_up(poller, [(slave, select.POLLNVAL)])
    read, write = os.pipe()
    os.close(read)
    os.close(write)
    assert TerminalWatch._hung_up(poller, [(read, select.POLLNVAL)])
