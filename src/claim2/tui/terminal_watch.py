"""Noticing that the terminal has gone away, so that the app saves, stops and frees its lock.

A terminal can go without a word: a window closed on a program started in another
session (``setsid``, ``su -c``), a lost connection. No hangup signal comes, reads
end at once (Textual's input thread then spins on them) and the app would run on
for ever without a screen, holding the data folder's lock. ``TerminalWatch`` notices
any of these, and calls ``on_gone(reason)`` once, from a thread of its own:

- ``SIGHUP`` and ``SIGTERM`` (the usual hangup and "please stop");
- the end of input, or an error, on the terminal: ``poll`` reports a hangup or an
  error on its descriptors (without reading: Textual reads them), and a terminal
  that no longer answers ``tcgetattr`` is gone too;
- standard input that is no terminal and has nothing more to give: a character device
  that is not a terminal (``</dev/null``) at once, a file once it has been read to its
  end (Textual's input thread would spin on its reads for ever).

If the process is still running ``grace`` seconds after ``on_gone`` was called (the
app could not stop: its screen is gone), ``force_exit`` ends it (``os._exit``; the
system drops the lock with the process). Standard library only, no Textual: the app
just passes a callback (``launch.run_app``).
"""

from __future__ import annotations

import contextlib
import os
import select
import signal
import stat
import threading
from collections.abc import Callable, Sequence
from enum import Enum
from types import FrameType
from typing import Final

try:
    import termios
except ImportError:  # pragma: no cover - Windows
    termios = None  # type: ignore[assignment]

INTERVAL: Final = 1.0  # seconds between two looks at the terminal (a hangup wakes it at once;
# each look wakes the process: four a second were a twentieth of a step of play's CPU)
GRACE: Final = 2.0  # seconds the app has to stop before the process is ended
_GONE_EVENTS: Final = getattr(select, "POLLHUP", 0) | getattr(select, "POLLERR", 0)
_INVALID: Final = getattr(select, "POLLNVAL", 0)


class Gone(Enum):
    """Why the terminal is taken to be gone; ``code`` is the exit code the command gives."""

    HANGUP = "hangup"  # SIGHUP
    TERMINATED = "terminated"  # SIGTERM
    END_OF_INPUT = "end of input"  # a hangup or an error on the terminal

    @property
    def code(self) -> int:
        return 128 + int(signal.SIGTERM) if self is Gone.TERMINATED else 128 + 1


def _exit_now(code: int) -> None:  # pragma: no cover - ends the process
    os._exit(code)


class TerminalWatch:
    """Watches the terminal on ``descriptors`` (standard input and output by default) from
    ``start`` until ``stop``; see the module."""

    def __init__(
        self,
        on_gone: Callable[[Gone], object],
        *,
        descriptors: Sequence[int] | None = None,
        interval: float = INTERVAL,
        grace: float = GRACE,
        force_exit: Callable[[int], object] = _exit_now,
        signals: bool = True,
    ) -> None:
        self.on_gone = on_gone
        self.descriptors = tuple(descriptors if descriptors is not None else _terminal())
        self.input = self.descriptors[0] if self.descriptors else None  # where keys come from
        self.interval = interval
        self.grace = grace
        self.force_exit = force_exit
        self.signals = signals
        self.gone: Gone | None = None  # set once the terminal is gone
        self._told = threading.Lock()
        self._stopped = threading.Event()  # set: the deadline is disarmed
        self._watching = True
        self._previous: dict[int, object] = {}
        self._thread: threading.Thread | None = None

    def start(self) -> TerminalWatch:
        """Install the signal handlers (from the main thread) and start watching."""
        if self.signals and threading.current_thread() is threading.main_thread():
            for number in _signals():
                with contextlib.suppress(OSError, ValueError):
                    self._previous[number] = signal.signal(number, self._signalled)
        if self.descriptors and hasattr(select, "poll"):
            self._thread = threading.Thread(
                target=self._watch, name="claim2 terminal watch", daemon=True
            )
            self._thread.start()
        return self

    def stop(self, *, disarm: bool = True) -> None:
        """Stop watching; the signal handlers there were before come back. ``disarm``:
        False keeps the deadline of a terminal gone (the process ends by then anyway)."""
        if disarm or self.gone is None:
            self._stopped.set()
        self._watching = False
        for number, handler in self._previous.items():
            with contextlib.suppress(OSError, ValueError, TypeError):
                signal.signal(number, handler)  # type: ignore[arg-type]
        self._previous.clear()
        thread, self._thread = self._thread, None
        if thread is not None and thread is not threading.current_thread():
            thread.join(self.interval * 4)

    def __enter__(self) -> TerminalWatch:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def _signalled(self, number: int, frame: FrameType | None) -> None:
        self.notice(Gone.TERMINATED if number == _sigterm() else Gone.HANGUP)

    def notice(self, why: Gone) -> None:
        """The terminal is gone: ``on_gone`` is called (once, in a thread of its own), and
        the process ended ``grace`` seconds later if it is still running."""
        with self._told:
            if self.gone is not None:
                return
            self.gone = why
        threading.Thread(
            target=self._tell, args=(why,), name="claim2 terminal gone", daemon=True
        ).start()

    def _tell(self, why: Gone) -> None:
        deadline = threading.Timer(self.grace, self._too_late, args=(why,))
        deadline.daemon = True
        deadline.start()
        with contextlib.suppress(Exception):  # whatever happens, the deadline holds
            self.on_gone(why)

    def _too_late(self, why: Gone) -> None:
        if not self._stopped.is_set():
            self.force_exit(why.code)

    def _watch(self) -> None:
        poller = select.poll()
        for descriptor in self.descriptors:
            poller.register(descriptor, 0)  # a hangup and errors only: never reads
        while self._watching:
            try:
                events = poller.poll(self.interval * 1000)
            except OSError:
                events = [(-1, _GONE_EVENTS)]
            if not self._watching:
                return
            if self._hung_up(poller, events) or not self._answers() or self._input_ended():
                self.notice(Gone.END_OF_INPUT)
                return

    @staticmethod
    def _hung_up(poller: select.poll, events: list[tuple[int, int]]) -> bool:
        """Whether ``events`` say a terminal hung up or failed. A descriptor ``poll`` cannot
        watch though it is open (a terminal on macOS) is left to ``_answers``."""
        for descriptor, mask in events:
            if mask & _GONE_EVENTS:
                return True
            if mask & _INVALID:
                try:
                    os.fstat(descriptor)
                except OSError:
                    return True  # closed under the app
                poller.unregister(descriptor)
        return False

    def _input_ended(self) -> bool:
        """Whether the input is no terminal and will never give another key: a character
        device that is not a terminal (``/dev/null``), or a file read to its end. (A pipe
        says so by a hangup.)"""
        descriptor = self.input
        if descriptor is None or _isatty(descriptor):
            return False
        try:
            status = os.fstat(descriptor)
            if stat.S_ISCHR(status.st_mode):
                return True
            if stat.S_ISREG(status.st_mode):
                return os.lseek(descriptor, 0, os.SEEK_CUR) >= status.st_size
        except OSError:
            return True
        return False

    def _answers(self) -> bool:
        """Whether each terminal among the descriptors still answers (``tcgetattr``)."""
        if termios is None:
            return True
        for descriptor in self.descriptors:
            if not _isatty(descriptor):
                continue
            try:
                termios.tcgetattr(descriptor)
            except (OSError, termios.error):
                return False
        return True


def _isatty(descriptor: int) -> bool:
    try:
        return os.isatty(descriptor)
    except OSError:
        return False


def _terminal() -> list[int]:
    """Standard input and output, if they are open."""
    found = []
    for descriptor in (0, 1):
        try:
            os.fstat(descriptor)
        except OSError:
            continue
        found.append(descriptor)
    return found


def _sigterm() -> int:
    return int(signal.SIGTERM)


def _signals() -> list[int]:
    found = [int(signal.SIGTERM)]
    hangup = getattr(signal, "SIGHUP", None)
    if hangup is not None:
        found.append(int(hangup))
    return found
