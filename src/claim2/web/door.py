"""Who may come in to the browser guest's page: the rules, without a server or a socket.

- **The token.** The link carries a secret token (``secrets``); a request without it, or
  with another, is refused. It is compared with ``secrets.compare_digest``.
- **One guest browser at a time.** The first browser that opens the page with the token
  is given a random browser id (a cookie) and holds the seat. Its reloads and its
  websockets come back with that id; another browser gets a short page saying that a
  guest is already playing. The seat is free again ``grace`` seconds after its browser's
  last websocket closed (or after a page that never opened one): long enough for a
  reload, short enough for the invited friend to move to another browser.
- **A cap on processes.** Each websocket runs one guest process; ``most`` may run at
  once, whatever happens (a reload starts the new one while the old one is ending).

Time is read from an injected ``Clock``; nothing here sleeps.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field

from claim2.sitting.clock import Clock, MonotonicClock

MOST_PROCESSES = 2  # one playing, one ending after a reload
GRACE = 15.0  # seconds the seat is kept for a browser that has no websocket open
TOKEN_BYTES = 16  # 128 bits: never guessed
MAX_TOKEN = 64  # characters of a token (or a browser id) offered that are looked at


def new_token() -> str:
    """A new secret for the link (URL-safe, 22 characters)."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def same_secret(offered: str | None, secret: str) -> bool:
    """Whether ``offered`` is ``secret``, compared in constant time (a wrong length, or
    anything too long, is simply wrong)."""
    if offered is None or len(offered) > MAX_TOKEN:
        return False
    return secrets.compare_digest(offered.encode("utf-8"), secret.encode("utf-8"))


@dataclass
class Door:
    """The rules of the guest's page (see the module); the server asks, then tells."""

    token: str
    most: int = MOST_PROCESSES
    grace: float = GRACE
    clock: Clock = field(default_factory=MonotonicClock)
    holder: str | None = None  # the browser id holding the seat
    sockets: int = 0  # the holder's websockets open now
    processes: int = 0  # guest processes running (or ending)
    _idle_since: float = 0.0

    def admits(self, offered: str | None) -> bool:
        """Whether ``offered`` is the link's token."""
        return same_secret(offered, self.token)

    def holds(self, browser: str | None) -> bool:
        """Whether ``browser`` (a cookie's value, or None) is the one holding the seat."""
        return self.holder is not None and same_secret(browser, self.holder)

    def _free(self) -> bool:
        if self.holder is None:
            return True
        return self.sockets == 0 and self.clock.now() - self._idle_since >= self.grace

    def page(self, browser: str | None) -> str | None:
        """A browser asks for the page (with the token): the browser id it is to keep (a
        new one for a new browser), or None when another browser holds the seat."""
        if self.holds(browser):
            assert self.holder is not None
            if self.sockets == 0:
                self._idle_since = self.clock.now()
            return self.holder
        if not self._free():
            return None
        self.holder = secrets.token_urlsafe(TOKEN_BYTES)
        self.sockets = 0
        self._idle_since = self.clock.now()
        return self.holder

    def may_connect(self, browser: str | None) -> bool:
        """Whether a websocket from ``browser`` may start a guest process now: its browser
        holds the seat and fewer than ``most`` processes run."""
        return self.holds(browser) and self.processes < self.most

    def connected(self) -> None:
        """A websocket of the holder was let in: its process is starting."""
        self.sockets += 1
        self.processes += 1

    def disconnected(self) -> None:
        """That websocket has closed (its process is being ended)."""
        self.sockets = max(0, self.sockets - 1)
        if self.sockets == 0:
            self._idle_since = self.clock.now()

    def ended(self) -> None:
        """A guest process has ended."""
        self.processes = max(0, self.processes - 1)
