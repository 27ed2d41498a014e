"""``claim2 host --web``: the guest's app served to a browser, for the invited only.

textual-serve (Textualize's package) runs a Textual app in a browser: its page holds
xterm.js, and each websocket to it starts one app process (``AppService``) whose screen it
streams. It has no authentication of its own; ``GuestWebServer`` wraps it without
changing it: a subclass of its ``Server`` whose page and websocket handlers ask the
``Door`` first (the token, one browser, the cap on processes), on an aiohttp application
of its own whose middleware lets textual-serve's static files (its script, styles and
fonts) go only to the browser holding the seat. Nothing is served at any other path. It
is served through the browser port's ``Listener`` (``listener.py``: the caps on
connections, slow heads and idle connections closed, descriptors kept for the game).

The process each websocket starts is ``claim2 join`` pointed at this host (``command``
says which), in the guest's language: the network guest, which only ever receives its
own seat's view. When the page closes, the process is told to quit; its standard input
is then closed, which ``claim2 join`` takes as its terminal gone (it ends within seconds,
``tui.terminal_watch``).

Nothing is logged here: no access log (the link holds the token), and textual-serve's
and aiohttp's loggers are given a handler that drops what they say (by default Python
would print it over the host's screen).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
import shlex
import subprocess
import sys
from collections.abc import Awaitable, Callable, Sequence
from urllib.parse import urlsplit

from aiohttp import WSCloseCode, WSMsgType, web
from textual_serve.app_service import AppService
from textual_serve.server import Server

from claim2.net.wire import Json, WireError, read_json
from claim2.web.door import Door
from claim2.web.listener import Listener
from claim2.web.pages import Look, busy_page, game_page, headers, language_for

COOKIE = "claim2_guest"  # the browser id of the seat's browser
STOP_WITHIN = 3.0  # seconds a guest process has to quit before its input is closed
MAX_MESSAGE = 64 * 1024  # bytes of one message from the page
MAX_INPUT = 4096  # characters of keys in one message (a paste is cut)
SIZES = frozenset(range(10, 1001))  # columns or rows of a terminal taken from the page
_HOST = re.compile(r"(?:[A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?")

_CMD_SPECIAL = frozenset('&|<>^%"!\n\r')  # what list2cmdline leaves for cmd.exe to read
Command = Callable[[str], Sequence[str]]  # the guest's language -> its process's arguments


def shell_line(arguments: Sequence[str]) -> str:
    """``arguments`` as one command line for the system's shell (textual-serve runs one)."""
    if sys.platform == "win32":  # pragma: no cover - Windows
        if any(character in argument for argument in arguments for character in _CMD_SPECIAL):
            raise ValueError("an argument cmd.exe would read as a command")  # a name, say
        return subprocess.list2cmdline(list(arguments))
    return shlex.join(arguments)  # quoted: a guest's name is never read as a command


def quiet_loggers() -> None:
    """textual-serve's and aiohttp's log records are dropped (never printed over the
    host's screen, nor anywhere else)."""
    for name in ("textual-serve", "aiohttp"):
        logger = logging.getLogger(name)
        if not any(isinstance(handler, logging.NullHandler) for handler in logger.handlers):
            logger.addHandler(logging.NullHandler())
        logger.propagate = False


class GuestWebServer(Server):
    """textual-serve's ``Server`` behind the ``Door``, run in the caller's asyncio loop
    (``start``, ``close``)."""

    def __init__(
        self,
        door: Door,
        command: Command,
        *,
        look: Look | None = None,
        stop_within: float = STOP_WITHIN,
        listener: Listener | None = None,
    ) -> None:
        super().__init__("claim2 join", title="Claim 2")
        self.door = door
        self.listener = listener or Listener()
        self.guest_command = command
        self.look = look or Look()
        self.stop_within = stop_within
        self.port = 0
        self.started = 0  # guest processes started so far (the tests count them)
        self._sockets: set[web.WebSocketResponse] = set()
        self._services: set[AppService] = set()
        self._tasks: set[asyncio.Future[bool]] = set()
        self._idle = asyncio.Event()
        self._idle.set()

    # Serving --------------------------------------------------------------------------------

    def make_app(self) -> web.Application:
        """The page, its websocket and textual-serve's static files; nothing else."""
        app = web.Application(middlewares=[self._static_gate], client_max_size=4096)
        app.add_routes(
            [
                web.get("/", self.handle_index),
                web.get("/ws/{token}", self.handle_websocket),
                web.static("/static", self.statics_path),
            ]
        )
        return app

    async def start(self, host: str | None, port: int) -> int:
        """Serve on ``host`` (None: every address) and ``port`` (0: a free one), in the
        running loop, behind the browser port's ``Listener``; the port served on."""
        quiet_loggers()
        self.port = await self.listener.start(self.make_app(), host, port)
        return self.port

    async def close(self, within: float = 2.0) -> None:
        """Close every guest's page (their processes are told to quit; those still running
        ``within`` seconds later have their input closed) and stop serving."""
        for socket in list(self._sockets):
            with contextlib.suppress(Exception):
                await socket.close(code=WSCloseCode.GOING_AWAY)
        for _attempt in range(2):
            try:
                await asyncio.wait_for(self.idle(), within)
                break
            except TimeoutError:
                for service in list(self._services):
                    with contextlib.suppress(Exception):
                        service.stdin.close()
        await self.listener.close()

    async def idle(self) -> None:
        """Return once no guest process is running (at once if none is)."""
        await self._idle.wait()

    @web.middleware
    async def _static_gate(
        self, request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
    ) -> web.StreamResponse:
        """textual-serve's files go only to the browser holding the seat."""
        if request.path.startswith("/static/") and not self.door.holds(request.cookies.get(COOKIE)):
            raise web.HTTPForbidden()
        return await handler(request)

    # The page -----------------------------------------------------------------------------

    async def handle_index(self, request: web.Request) -> web.StreamResponse:
        """The guest's page for the link's token (403 without it); a short page (409)
        while another browser plays."""
        if not self.door.admits(request.query.get("t")):
            raise web.HTTPForbidden()
        host = request.host
        if not _HOST.fullmatch(host):
            raise web.HTTPBadRequest()
        language = language_for(request.headers.get("Accept-Language"))
        browser = self.door.page(request.cookies.get(COOKIE))
        if browser is None:
            return web.Response(
                text=busy_page(language=language, look=self.look),
                status=409,
                content_type="text/html",
                headers=headers(),
            )
        socket_url = f"ws://{host}/ws/{self.door.token}"
        response = web.Response(
            text=game_page(language=language, socket_url=socket_url, look=self.look),
            content_type="text/html",
            headers=headers(f"ws://{host}"),
        )
        response.set_cookie(COOKIE, browser, httponly=True, samesite="Strict", path="/")
        return response

    # The websocket: one guest process -------------------------------------------------------

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        """The guest's process, streamed to the page holding the seat. Refused before any
        process starts: without the token or from another origin (403), from another
        browser (409), or with ``most`` processes running (503)."""
        if not self.door.admits(request.match_info.get("token")):
            raise web.HTTPForbidden()
        if not same_origin(request):
            raise web.HTTPForbidden()
        if not self.door.holds(request.cookies.get(COOKIE)):
            raise web.HTTPConflict()
        if not self.door.may_connect(request.cookies.get(COOKIE)):
            raise web.HTTPServiceUnavailable()
        width = _size(request.query.get("width"), 80)
        height = _size(request.query.get("height"), 24)
        language = language_for(request.headers.get("Accept-Language"))
        websocket = web.WebSocketResponse(heartbeat=15, max_msg_size=MAX_MESSAGE)
        self.door.connected()
        self.listener.trust(request)  # the door holds it now (the cap on processes)
        self._sockets.add(websocket)
        self._idle.clear()
        try:
            await websocket.prepare(request)
            for other in list(self._sockets - {websocket}):  # a reload (or another tab):
                self._closing(other)  # the newest plays
            await self._run(websocket, shell_line(self.guest_command(language)), width, height)
        finally:
            self._forget(websocket)
            self.door.ended()
            if self.door.processes == 0:
                self._idle.set()
        return websocket

    async def _run(
        self, websocket: web.WebSocketResponse, command: str, width: int, height: int
    ) -> None:
        """The guest's process for ``websocket``, until the page closes or it ends; then
        it is ended (``_stop``)."""
        service = AppService(
            command,
            write_bytes=websocket.send_bytes,
            write_str=websocket.send_str,
            close=_closer(websocket),
            download_manager=self.download_manager,
        )
        self._services.add(service)
        try:
            self.started += 1
            await service.start(width, height)
            await self._relay(websocket, service)
        finally:
            self._forget(websocket)
            try:
                await self._stop(service)
            finally:
                self._services.discard(service)

    def _forget(self, websocket: web.WebSocketResponse) -> None:
        """``websocket`` no longer plays: the door is told (once)."""
        if websocket in self._sockets:
            self._sockets.discard(websocket)
            self.door.disconnected()

    def _closing(self, websocket: web.WebSocketResponse) -> None:
        """Close ``websocket`` (without waiting for a page that may be gone)."""
        self._forget(websocket)
        task = asyncio.ensure_future(websocket.close(code=WSCloseCode.GOING_AWAY))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _relay(self, websocket: web.WebSocketResponse, service: AppService) -> None:
        """What the page sends, to the process: keys, its size, focus; anything else (not
        JSON, nested too deeply, too large, not one of these) is dropped with a word to the
        page's console."""
        async for message in websocket:
            if message.type != WSMsgType.TEXT:
                continue
            try:
                envelope = read_json(message.data, MAX_MESSAGE)
            except WireError as error:
                await _dropped(websocket, str(error))
                continue
            if not await self._relayed(websocket, service, envelope):
                await _dropped(websocket, "not a message of the page")

    async def _relayed(
        self, websocket: web.WebSocketResponse, service: AppService, envelope: Json
    ) -> bool:
        """Pass on one message of the page; False: it is none."""
        if not isinstance(envelope, list) or not envelope:
            return False
        kind, data = envelope[0], envelope[1] if len(envelope) > 1 else None
        if kind == "stdin" and isinstance(data, str):
            await service.send_bytes(data[:MAX_INPUT].encode("utf-8", "replace"))
        elif kind == "resize" and isinstance(data, dict):
            width, height = data.get("width"), data.get("height")
            if not (isinstance(width, int) and isinstance(height, int)):
                return False
            if not {width, height} <= SIZES:
                return False
            await service.set_terminal_size(width, height)
        elif kind == "ping" and isinstance(data, str) and len(data) <= 32:
            await websocket.send_json(["pong", data])
        elif kind == "blur":
            await service.blur()
        elif kind == "focus":
            await service.focus()
        else:
            return False
        return True

    async def _stop(self, service: AppService) -> None:
        """Tell the process to quit; after ``stop_within`` seconds (or at once if it has
        gone), close its input, which ends ``claim2 join`` within seconds whatever it was
        doing; return once it has ended."""
        stopping = asyncio.ensure_future(service.stop())
        try:
            await asyncio.wait({stopping}, timeout=self.stop_within)
        finally:  # even when the server closes: the process's input is closed
            with contextlib.suppress(Exception):  # no process (it never started)
                service.stdin.close()
        await stopping


async def _dropped(websocket: web.WebSocketResponse, why: str) -> None:
    """A word to the page's console about a message dropped (textual-serve's page logs
    ``log`` messages there)."""
    await websocket.send_json(["log", f"claim2 dropped a message: {why}"])


def _closer(websocket: web.WebSocketResponse) -> Callable[[], Awaitable[None]]:
    """What closes ``websocket`` when the guest's app has ended by itself (q, say)."""

    async def close() -> None:
        await websocket.close()

    return close


def same_origin(request: web.Request) -> bool:
    """Whether a websocket request comes from this server's own page (a browser always
    says where from: ``Origin``)."""
    origin = request.headers.get("Origin")
    if origin is None:
        return False
    parts = urlsplit(origin)
    return parts.scheme in ("http", "https") and parts.netloc.lower() == request.host.lower()


def _size(text: str | None, default: int) -> int:
    try:
        value = int(text or "")
    except ValueError:
        return default
    return value if value in SIZES else default
