"""The browser port's own door: an aiohttp application served so that nobody without the
token can choke it, nor take the descriptors the game needs to save itself.

The rules are the game port's (``claim2.net.door``, its code reused), applied to each
connection the moment the system's ``accept`` gives it, before aiohttp sees a byte:

- **a cap in all** (``MAX_CONNECTIONS``): past it, the oldest connection of the sender
  that holds the most is closed, so one sender cannot push out another's;
- **a cap per sender** (``PER_SENDER``; a sender is an IPv4 address or an IPv6 /64):
  past it, that sender's oldest connection is closed;
- **descriptors kept for the game** (``claim2.net.descriptors.RESERVE``): a connection
  accepted while fewer are left is closed at once, and when the system has none to give
  (``accept`` fails) the listener waits ``PAUSE`` seconds before taking more;
- **a slow request head is closed**: a connection's first request must have arrived
  whole ``HEAD_WITHIN`` seconds after it opened (on the injected clock);
- **an idle connection is closed**: one that has not sent its next request whole
  ``IDLE_WITHIN`` seconds after its last answer is closed (aiohttp's keep-alive timeout).

A connection the application lets in for good (a websocket of the browser holding the
seat, behind the application's own door) is ``trust``ed: no longer counted nor timed.

Use: ``listener = Listener(); port = await listener.start(app, host, port)``, then
``await listener.close()``.
"""

from __future__ import annotations

import asyncio
import errno
import socket
from collections.abc import Awaitable, Callable

from aiohttp import web

from claim2.net.descriptors import room_left
from claim2.net.door import Door, Visitor
from claim2.net.timers import loop_deadlines
from claim2.sitting.clock import Clock, MonotonicClock

MAX_CONNECTIONS = 32  # connections to the browser port not trusted (a descriptor each)
PER_SENDER = 12  # of them from one sender (a browser opens six or so at once)
HEAD_WITHIN = 5.0  # seconds from a connection's opening to its first request, whole
IDLE_WITHIN = 15.0  # seconds an idle connection is kept (aiohttp's keep-alive timeout)
PAUSE = 1.0  # seconds without accepting when the system had no descriptor to give
QUEUE = 128  # connections the system may hold for the listener to accept
AT_ONCE = 32  # connections accepted before the loop runs anything else
MAX_LINE = 4096  # bytes of a request's first line, or of one header
MAX_HEADERS = 64  # headers of a request
LINGER = 2.0  # seconds to read what a request sends beyond its head, when not read
_OUT_OF = frozenset({errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM})

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


class Listener:
    """Serves an aiohttp ``web.Application`` behind the rules above (see the module)."""

    def __init__(
        self,
        *,
        clock: Clock | None = None,
        cap: int = MAX_CONNECTIONS,
        per_sender: int = PER_SENDER,
        head_within: float = HEAD_WITHIN,
        idle_within: float = IDLE_WITHIN,
        room: Callable[[], bool] = room_left,
    ) -> None:
        self.deadlines = loop_deadlines(clock or MonotonicClock())
        self.door = Door(
            self.deadlines, cap=cap, per_sender=per_sender, hello_within=head_within, room=room
        )
        self.idle_within = idle_within
        self.port = 0
        self._visitors: dict[asyncio.Transport, Visitor] = {}
        self._runner: web.AppRunner | None = None
        self._sockets: list[socket.socket] = []
        self._accepting: list[asyncio.Task[None]] = []
        self._handing: set[asyncio.Task[None]] = set()  # connections being handed to aiohttp

    @property
    def connections(self) -> int:
        """Connections counted now (open and not trusted)."""
        return len(self.door.waiting)

    async def start(
        self, app: web.Application, host: str | None, port: int, *, shutdown_timeout: float = 2.0
    ) -> int:
        """Serve ``app`` (not started yet: the listener's middleware is put first in it)
        on ``host`` (None: every address) and ``port`` (0: a free one); the port served on.
        ``OSError`` if it cannot listen there."""
        app.middlewares.insert(0, self._heard)
        runner = web.AppRunner(
            app,
            access_log=None,
            handle_signals=False,
            shutdown_timeout=shutdown_timeout,
            keepalive_timeout=self.idle_within,
            max_line_size=MAX_LINE,
            max_field_size=MAX_LINE,
            max_headers=MAX_HEADERS,
            lingering_time=LINGER,
        )
        await runner.setup()
        make = runner.server
        assert make is not None
        self._runner = runner
        try:
            listening = _listen(host, port)
        except BaseException:
            await self.close()
            raise
        self._sockets.append(listening)
        self.port = int(listening.getsockname()[1])
        self._accepting.append(asyncio.ensure_future(self._accept(listening, make)))
        return self.port

    async def close(self) -> None:
        """Stop listening, close every connection, and end the application."""
        for task in self._accepting:
            task.cancel()
        await asyncio.gather(*self._accepting, return_exceptions=True)
        self._accepting.clear()
        for listening in self._sockets:
            listening.close()
        self._sockets.clear()
        await asyncio.gather(*self._handing, return_exceptions=True)
        runner, self._runner = self._runner, None
        if runner is not None:
            await runner.cleanup()
        for transport in list(self._visitors):
            transport.abort()

    def trust(self, request: web.BaseRequest) -> None:
        """``request``'s connection is let in for good (the application's own door holds
        it: a websocket of the browser holding the seat): no longer counted nor timed."""
        visitor = self._visitors.get(request.transport) if request.transport else None
        if visitor is not None:
            self.door.admitted(visitor)

    # Accepting -------------------------------------------------------------------------------

    async def _accept(self, listening: socket.socket, make: Callable[[], asyncio.Protocol]) -> None:
        """Take each connection the system accepted, and show it to the door at once."""
        loop = asyncio.get_running_loop()
        taken = 0
        while True:
            try:
                connection, address = await loop.sock_accept(listening)
            except OSError as error:
                if listening.fileno() < 0:
                    return  # closed
                if error.errno not in _OUT_OF:
                    continue  # the peer gave up before it was taken, say
                await self._pause()
                continue
            self._welcome(connection, address, make)
            taken += 1
            if taken % AT_ONCE == 0:
                await asyncio.sleep(0)  # the rest of the loop runs too

    async def _pause(self) -> None:
        """Wait ``PAUSE`` seconds on the listener's clock."""
        paused: asyncio.Future[None] = asyncio.get_running_loop().create_future()

        def over() -> None:
            if not paused.done():
                paused.set_result(None)

        self.deadlines.after(PAUSE, over)
        await paused

    def _welcome(
        self, connection: socket.socket, address: object, make: Callable[[], asyncio.Protocol]
    ) -> None:
        """Count ``connection``: closed at once if the door will not keep it, else handed
        to aiohttp."""
        counted = _Counted(self, make)
        peer = str(address[0]) if isinstance(address, tuple) and address else "?"
        counted.visitor = self.door.opened(peer, counted.drop)
        if counted.visitor.gone:
            connection.close()
            return
        task = asyncio.ensure_future(self._hand_over(connection, counted))
        self._handing.add(task)
        task.add_done_callback(self._handing.discard)

    async def _hand_over(self, connection: socket.socket, counted: _Counted) -> None:
        """``connection`` to aiohttp (through ``counted``); forgotten if that fails."""
        connection.setblocking(False)
        try:
            await asyncio.get_running_loop().connect_accepted_socket(
                lambda: counted, sock=connection
            )
        except OSError:
            connection.close()
            assert counted.visitor is not None
            self.door.closed(counted.visitor)

    def made(self, transport: asyncio.Transport, visitor: Visitor) -> None:
        self._visitors[transport] = visitor

    def lost(self, transport: asyncio.Transport | None, visitor: Visitor) -> None:
        if transport is not None:
            self._visitors.pop(transport, None)
        self.door.closed(visitor)

    @web.middleware
    async def _heard(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        """A request arrived whole: its connection is no longer held to the first head's
        deadline (aiohttp's keep-alive timeout keeps the next ones)."""
        visitor = self._visitors.get(request.transport) if request.transport else None
        if visitor is not None:
            visitor.said_hello = True
        return await handler(request)


def _listen(host: str | None, port: int) -> socket.socket:
    """A socket listening on ``host`` (None or "": every address, IPv6 and IPv4 where the
    system has both) and ``port``."""
    if not host:
        if socket.has_dualstack_ipv6():
            listening = socket.create_server(
                ("", port), family=socket.AF_INET6, backlog=QUEUE, dualstack_ipv6=True
            )
        else:  # pragma: no cover - a system without IPv6
            listening = socket.create_server(("", port), backlog=QUEUE)
    else:
        family, _type, _proto, _name, where = socket.getaddrinfo(
            host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE
        )[0]
        listening = socket.create_server(where[:2], family=family, backlog=QUEUE)
    listening.setblocking(False)
    return listening


class _Counted(asyncio.Protocol):
    """aiohttp's protocol for one connection (made when the connection is handed to it),
    counted by the listener: a connection the door drops is closed whatever its state."""

    def __init__(self, listener: Listener, make: Callable[[], asyncio.Protocol]) -> None:
        self.listener = listener
        self.make = make
        self.inner: asyncio.Protocol | None = None
        self.visitor: Visitor | None = None
        self.transport: asyncio.Transport | None = None
        self.dropped = False

    def drop(self) -> None:
        """Close the connection at once (before its transport is made: once it is)."""
        self.dropped = True
        if self.transport is not None:
            self.transport.abort()

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport) and self.visitor is not None
        self.transport = transport
        if self.dropped or self.visitor.gone:
            transport.abort()
            return
        self.listener.made(transport, self.visitor)
        self.inner = self.make()
        self.inner.connection_made(transport)

    def connection_lost(self, exc: Exception | None) -> None:
        if self.visitor is not None:
            self.listener.lost(self.transport, self.visitor)
        if self.inner is not None:
            self.inner.connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        if self.inner is not None:
            self.inner.data_received(data)

    def eof_received(self) -> bool | None:
        return self.inner.eof_received() if self.inner is not None else None

    def pause_writing(self) -> None:
        if self.inner is not None:
            self.inner.pause_writing()

    def resume_writing(self) -> None:
        if self.inner is not None:
            self.inner.resume_writing()
