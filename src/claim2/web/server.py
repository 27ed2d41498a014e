"""The seats' pages over HTTP and websockets (aiohttp), in the caller's asyncio loop.

``PageServer`` serves any number of seats (``add_seat``: a ``SeatSource`` behind a token of
its own). A seat's link (``/?t=TOKEN``) gives the page's shell; the page's script opens one
websocket (``/ws/TOKEN``) over which the server sends each new screen (HTML made here,
``claim2.web.screen``) and the page sends its presses. Nothing is served at any other path;
the script and the style sheet only to a browser that opened a valid link.

Refused before anything runs: a request without a valid token (403, a short page saying to
ask the host for the link again), a websocket from another site (its ``Origin``), or from a
browser that did not open the link; a second browser on a seat gets a short page saying
somebody is already playing. A message from the page is at most ``MAX_MESSAGE`` bytes, one
JSON object of known fields, at most ``RATE`` a second; anything else is dropped, and the
page told so in a word.

It is served through the browser port's ``Listener`` (``listener.py``: caps on connections
in all and per sender, slow heads and idle connections closed, descriptors kept for the
game's save); a page's websocket is trusted by it once the seat's door let it in.

Nothing is logged: no access log (the link holds the token), and aiohttp's loggers are
given a handler that drops what they say (by default Python would print it over the host's
screen).
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import json
import logging
import re
from collections.abc import Callable, Coroutine
from importlib.resources import files
from typing import Any
from urllib.parse import urlsplit

from aiohttp import WSCloseCode, WSMsgType, web

from claim2.net.limits import Bucket
from claim2.net.wire import WireError, read_json
from claim2.sitting.clock import Clock, MonotonicClock
from claim2.sitting.guest import page_words
from claim2.text.i18n import speaking
from claim2.web.door import GRACE, Door, SeatDoor
from claim2.web.listener import Listener
from claim2.web.pages import (
    busy_page,
    busy_words,
    headers,
    language_for,
    refused_page,
    served_headers,
    shell_page,
)
from claim2.web.review_kept import KeptReview
from claim2.web.screen import Frame, Job, Page
from claim2.web.seat import SeatSource
from claim2.web.style import style_sheet

COOKIE = "claim2_browser"  # the browser's id (``Door.new_browser``)
MAX_MESSAGE = 4096  # bytes of one message from the page
RATE = (20.0, 40)  # messages a second from one page, on average and at once
MAX_DO = 16  # characters of a press's name
_HOST = re.compile(r"(?:[A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?")
_STATIC = files("claim2.web") / "static"


def quiet_loggers() -> None:
    """aiohttp's log records are dropped (never printed over the host's screen, nor
    anywhere else)."""
    for name in ("aiohttp", "aiohttp.access", "aiohttp.server", "aiohttp.web"):
        logger = logging.getLogger(name)
        if not any(isinstance(handler, logging.NullHandler) for handler in logger.handlers):
            logger.addHandler(logging.NullHandler())
        logger.propagate = False


class _Seat:
    """A seat served: its door, its source, the pages connected to it, and the review of
    its finished game (kept with the seat: a reload shows it, and asks for no second)."""

    def __init__(self, door: SeatDoor, source: SeatSource) -> None:
        self.door = door
        self.source = source
        self.pages: list[_Connection] = []
        self.review = KeptReview()

    def changed(self) -> None:
        for connection in self.pages:
            connection.dirty.set()


class _Connection:
    """One page's websocket: its ``Page``, and a writer that sends its frames in order."""

    def __init__(self, socket: web.WebSocketResponse, page: Page) -> None:
        self.socket = socket
        self.page = page
        self.dirty = asyncio.Event()
        self.final: Frame | None = None  # the last frame before closing
        self.playing = True  # the newest page of its seat
        self.stop_listening: Callable[[], None] = lambda: None

    def changed(self) -> None:
        self.dirty.set()


class PageServer:
    """The seats' pages (see the module), served in the running loop (``start``, ``close``).
    ``tap(text)`` sees every frame sent to a page (the tests check them)."""

    def __init__(
        self,
        *,
        clock: Clock | None = None,
        grace: float = GRACE,
        listener: Listener | None = None,
        phones: bool = False,
    ) -> None:
        self.clock = clock or MonotonicClock()
        self.phones = phones  # the couch's phones' seats (not a guest's): their own words
        self.door = Door(grace=grace, clock=self.clock)
        self.listener = listener or Listener(clock=self.clock)
        self.tap: Callable[[str], None] | None = None
        self.port = 0
        self._seats: list[_Seat] = []
        self._connections: set[_Connection] = set()
        self._tasks: set[asyncio.Task[None]] = set()
        self._style = style_sheet()
        self._script = (_STATIC / "page.js").read_text(encoding="utf-8")

    def add_seat(self, source: SeatSource) -> str:
        """Serve ``source``'s seat behind a new token; the token (for ``link``)."""
        door = self.door.add()
        self._seats.append(_Seat(door, source))
        return door.token

    @staticmethod
    def link(address: str, token: str) -> str:
        """The link to a seat: ``address`` (``HOST:PORT`` of this server) and its token."""
        return f"http://{address}/?t={token}"

    @property
    def pages(self) -> int:
        """Pages connected now."""
        return len(self._connections)

    # Serving --------------------------------------------------------------------------------

    def make_app(self) -> web.Application:
        app = web.Application(client_max_size=MAX_MESSAGE)
        app.on_response_prepare.append(_served_headers)
        app.add_routes(
            [
                web.get("/", self.handle_page, allow_head=False),
                web.get("/page.js", self.handle_script, allow_head=False),
                web.get("/page.css", self.handle_style, allow_head=False),
                web.get("/ws/{token}", self.handle_socket, allow_head=False),
            ]
        )
        return app

    async def start(self, host: str | None, port: int) -> int:
        """Serve on ``host`` (None: every address) and ``port`` (0: a free one), behind the
        browser port's ``Listener``; the port."""
        quiet_loggers()
        self.port = await self.listener.start(self.make_app(), host, port)
        return self.port

    async def close(self) -> None:
        """Tell every page its last words (its seat's, else that the host has closed the
        game: no link that cannot work) and stop serving."""
        for _turn in range(3):  # what the sources were told just before (the host's bye)
            await asyncio.sleep(0)
        for connection in list(self._connections):
            page = connection.page
            frame = page.frame()
            if not frame.closed:
                with speaking(page.language):
                    frame = page.closing_frame(page_words.server_closed())
            connection.final = frame
            connection.dirty.set()
        for task in list(self._tasks):
            with contextlib.suppress(Exception, asyncio.CancelledError):
                await asyncio.wait_for(asyncio.shield(task), 2.0)
        await self.listener.close()

    # The page ------------------------------------------------------------------------------

    def _language(self, request: web.Request) -> str:
        return language_for(request.headers.get("Accept-Language"))

    async def handle_page(self, request: web.Request) -> web.StreamResponse:
        """The seat's page for a valid token; else a short page (403) saying to ask the
        host for the link again. Another browser playing the seat: a short page (409)."""
        language = self._language(request)
        seat = self.door.seat_for(request.query.get("t"))
        if seat is None:
            return _html(refused_page(language), 403)
        if not _HOST.fullmatch(request.host):
            raise web.HTTPBadRequest()
        browser = request.cookies.get(COOKIE)
        if not self.door.knows(browser):
            browser = None
        if self.door.busy(seat, browser):
            return _html(busy_page(language, phones=self.phones), 409)
        response = _html(
            shell_page(language=language, socket_path=f"/ws/{seat.token}"),
            200,
            socket_origin=f"ws://{request.host}",
        )
        if browser is None:
            browser = self.door.new_browser()
        response.set_cookie(COOKIE, browser, httponly=True, samesite="Strict", path="/")
        return response

    async def handle_script(self, request: web.Request) -> web.StreamResponse:
        return self._file(request, self._script, "text/javascript")

    async def handle_style(self, request: web.Request) -> web.StreamResponse:
        return self._file(request, self._style, "text/css")

    def _file(self, request: web.Request, text: str, kind: str) -> web.StreamResponse:
        if not self.door.knows(request.cookies.get(COOKIE)):
            raise web.HTTPForbidden()
        return web.Response(text=text, content_type=kind, charset="utf-8", headers=headers())

    # The websocket --------------------------------------------------------------------------

    async def handle_socket(self, request: web.Request) -> web.StreamResponse:
        """A page's connection to its seat. Refused (403) without a valid token, from
        another site or from a browser that did not open the link; a second browser gets
        the busy page's words and is closed."""
        seat_door = self.door.seat_for(request.match_info.get("token"))
        browser = request.cookies.get(COOKIE)
        if seat_door is None or not same_origin(request) or not self.door.knows(browser):
            raise web.HTTPForbidden()
        assert browser is not None
        seat = next(served for served in self._seats if served.door is seat_door)
        language = self._language(request)
        socket = web.WebSocketResponse(heartbeat=15, max_msg_size=MAX_MESSAGE, compress=False)
        newcomer = self.door.newcomer(seat_door, browser)  # asked before it sees the seat
        if not self.door.claim(seat_door, browser):
            await socket.prepare(request)  # still counted and timed by the listener
            await self._refuse(socket, language)
            return socket
        self.listener.trust(request)  # the seat's door holds it now (one page a seat)
        try:
            await socket.prepare(request)
        except BaseException:
            self.door.released(seat_door)
            raise
        connection = _Connection(socket, Page(seat.source, language, kept=seat.review))
        for other in seat.pages:  # a reload, or another tab of the same browser
            other.playing = False
            with speaking(other.page.language):
                other.final = other.page.closing_frame(page_words.other_tab())
            other.dirty.set()
        seat.pages.append(connection)
        self._connections.add(connection)
        writer = asyncio.ensure_future(self._write(connection))
        self._tasks.add(writer)
        writer.add_done_callback(self._tasks.discard)
        connection.stop_listening = seat.source.listen(connection.changed)
        try:
            seat.source.arrived(newcomer=newcomer)
            connection.dirty.set()
            await self._read(seat, connection)
        finally:
            connection.stop_listening()
            self._connections.discard(connection)
            with contextlib.suppress(ValueError):
                seat.pages.remove(connection)
            self.door.released(seat_door)
            if connection.playing and not seat.pages:
                seat.source.left()
            if connection.final is None:
                writer.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await writer
        return socket

    async def _refuse(self, socket: web.WebSocketResponse, language: str) -> None:
        with speaking(language):
            heading, words = busy_words(phones=self.phones)
            text = json.dumps(
                {"html": _busy_screen(heading, words), "say": words, "closed": True, "v": 0}
            )
        if self.tap is not None:
            self.tap(text)
        with contextlib.suppress(Exception):
            await socket.send_str(text)
            await socket.close(code=WSCloseCode.POLICY_VIOLATION)

    async def _read(self, seat: _Seat, connection: _Connection) -> None:
        bucket = Bucket(self.clock, *RATE)
        async for message in connection.socket:
            if message.type != WSMsgType.TEXT or not bucket.take():
                continue
            press = read_press(message.data)
            if press is None:
                connection.page.misread()
            elif connection.playing and connection.final is None:
                do, data, version = press
                connection.page.press(do, data, version)
                work = connection.page.take_work()
                if work is not None:
                    self._spawn(self._work(seat, connection, work))
            connection.dirty.set()

    async def _work(self, seat: _Seat, connection: _Connection, job: Job) -> None:
        """Work for the page (a hint, the review) done in a thread, with the page's language
        current there too; the seat's pages (the one that asked, or the one that reloaded
        it meanwhile) are shown again as it goes (``wake``) and once done."""
        loop = asyncio.get_running_loop()

        def wake() -> None:
            loop.call_soon_threadsafe(seat.changed)

        with speaking(connection.page.language):
            context = contextvars.copy_context()
        done = await loop.run_in_executor(None, context.run, job, wake)
        done()
        seat.changed()

    def _spawn(self, coroutine: Coroutine[Any, Any, None]) -> None:
        task = asyncio.ensure_future(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _write(self, connection: _Connection) -> None:
        socket = connection.socket
        while not socket.closed:
            await connection.dirty.wait()
            connection.dirty.clear()
            final = connection.final
            frame = final if final is not None else connection.page.frame()
            if frame.html is None and not frame.say and frame.focus is None and final is None:
                continue
            text = json.dumps(
                {
                    "v": frame.version,
                    "html": frame.html,
                    "say": frame.say,
                    "focus": frame.focus,
                    "closed": frame.closed or final is not None,
                }
            )
            if self.tap is not None:
                self.tap(text)
            try:
                await socket.send_str(text)
            except (ConnectionError, RuntimeError):
                return
            if final is not None or frame.closed:
                with contextlib.suppress(Exception):
                    await socket.close(code=WSCloseCode.GOING_AWAY)
                return


def read_press(data: str) -> tuple[str, dict[str, object], object] | None:
    """A press from the page, ``{"do": ..., "v": ..., ...}``: its name, its fields and the
    scene's version; None for anything else (not JSON, nested too deep, not an object,
    no known press)."""
    try:
        value = read_json(data, MAX_MESSAGE)
    except WireError:
        return None
    if not isinstance(value, dict):
        return None
    do = value.get("do")
    if not isinstance(do, str) or not 0 < len(do) <= MAX_DO:
        return None
    fields: dict[str, object] = {
        key: item
        for key, item in value.items()
        if isinstance(key, str) and isinstance(item, str | bool | int) and key not in ("do", "v")
    }
    return do, fields, value.get("v")


def _busy_screen(heading: str, words: str) -> str:
    from claim2.web.html import escape

    return (
        f'<header class="bar"><h1 id="title" tabindex="-1">{escape(heading)}'
        f'</h1></header><p class="status">{escape(words)}</p>'
    )


def _html(text: str, status: int, socket_origin: str | None = None) -> web.Response:
    return web.Response(
        text=text,
        status=status,
        content_type="text/html",
        charset="utf-8",
        headers=headers(socket_origin),
    )


async def _served_headers(request: web.Request, response: web.StreamResponse) -> None:
    """Every response, refusals and websockets too: ``pages.served_headers``."""
    response.headers.update(served_headers(request.host, secure=request.secure))


def same_origin(request: web.Request) -> bool:
    """Whether a websocket request comes from this server's own page (a browser always
    says where from: ``Origin``)."""
    origin = request.headers.get("Origin")
    if origin is None:
        return False
    parts = urlsplit(origin)
    return parts.scheme in ("http", "https") and parts.netloc.lower() == request.host.lower()
