"""Who may come in to a seat's page: the rules, without a server or a socket.

- **A token per seat.** Each seat's link carries a secret token (``secrets``, 128 bits); a
  request without one, or with another, is refused. Tokens are compared with
  ``secrets.compare_digest``, each offered one against every seat's.
- **A browser is known by a cookie.** A browser that opens a link with a valid token is
  given a random browser id (an ``HttpOnly``, ``SameSite=Strict`` cookie); the page's files
  and its websocket are for known browsers only. Giving the page claims nothing: a request
  that only fetches the link (a chat app's link preview) takes no seat.
- **One browser at a time per seat.** The seat is taken when a page's websocket opens:
  by the first browser, or by the same browser again (a reload, another tab: the newest
  page plays). Another browser is refused while the holder's page is open, and for
  ``grace`` seconds after it closed (a reload comes back well within it); after that, the
  seat goes to whoever opens it, but a browser new to a seat (``newcomer``) is shown nothing
  of it until the person says they are its player (the seat's source asks).

Time is read from an injected ``Clock``; nothing here sleeps.
"""

from __future__ import annotations

import secrets
from collections import OrderedDict
from dataclasses import dataclass, field

from claim2.sitting.clock import Clock, MonotonicClock

GRACE = 15.0  # seconds a seat is kept for its browser once its page has closed
TOKEN_BYTES = 16  # 128 bits: never guessed
MAX_TOKEN = 64  # characters of a token (or a browser id) offered that are looked at
MAX_BROWSERS = 64  # browser ids remembered (the least recent forgotten first)


def new_token() -> str:
    """A new secret for a link, or a browser's id (URL-safe, 22 characters)."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def same_secret(offered: str | None, secret: str) -> bool:
    """Whether ``offered`` is ``secret``, compared in constant time (a wrong length, or
    anything too long, is simply wrong)."""
    if offered is None or len(offered) > MAX_TOKEN:
        return False
    return secrets.compare_digest(offered.encode("utf-8"), secret.encode("utf-8"))


@dataclass(eq=False)
class SeatDoor:
    """One seat's door: its token, the browser holding it and its pages open."""

    token: str
    holder: str | None = None
    pages: int = 0  # the holder's pages connected now
    idle_since: float = 0.0


@dataclass
class Door:
    """The rules of every seat's page (see the module); the server asks, then tells."""

    grace: float = GRACE
    clock: Clock = field(default_factory=MonotonicClock)
    seats: list[SeatDoor] = field(default_factory=list)
    _browsers: OrderedDict[str, None] = field(default_factory=OrderedDict)

    def add(self, token: str | None = None) -> SeatDoor:
        """A new seat behind ``token`` (a new one by default)."""
        seat = SeatDoor(token or new_token())
        self.seats.append(seat)
        return seat

    def seat_for(self, offered: str | None) -> SeatDoor | None:
        """The seat whose token is ``offered`` (every seat's compared, in constant time)."""
        found = None
        for seat in self.seats:
            if same_secret(offered, seat.token):
                found = seat
        return found

    # Browsers ------------------------------------------------------------------------------

    def new_browser(self) -> str:
        """A browser opened a link with a valid token: its id (remembered)."""
        browser = new_token()
        self._browsers[browser] = None
        while len(self._browsers) > MAX_BROWSERS:
            self._browsers.popitem(last=False)
        return browser

    def knows(self, browser: str | None) -> bool:
        """Whether ``browser`` (a cookie's value, or None) was given by this door."""
        known = False
        for kept in self._browsers:
            if same_secret(browser, kept):
                known = True
        if known and browser is not None:
            self._browsers.move_to_end(browser)
        return known

    # Seats ---------------------------------------------------------------------------------

    def busy(self, seat: SeatDoor, browser: str | None) -> bool:
        """Whether another browser than ``browser`` holds ``seat`` now."""
        if seat.holder is None or same_secret(browser, seat.holder):
            return False
        if seat.pages > 0:
            return True
        return self.clock.now() - seat.idle_since < self.grace

    def newcomer(self, seat: SeatDoor, browser: str | None) -> bool:
        """Whether ``browser`` is not the browser that last held ``seat`` while one did (it
        has gone, or ``busy`` says so): the seat's page asks it before showing the seat."""
        return seat.holder is not None and not same_secret(browser, seat.holder)

    def claim(self, seat: SeatDoor, browser: str) -> bool:
        """A page of ``browser`` connects to ``seat``: whether it may play it (it then
        holds the seat)."""
        if self.busy(seat, browser):
            return False
        if seat.holder is None or not same_secret(browser, seat.holder):
            seat.holder, seat.pages = browser, 0
        seat.pages += 1
        return True

    def released(self, seat: SeatDoor) -> None:
        """A page that held ``seat`` has closed."""
        seat.pages = max(0, seat.pages - 1)
        if seat.pages == 0:
            seat.idle_since = self.clock.now()
