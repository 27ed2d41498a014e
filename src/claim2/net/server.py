"""The host's websocket server (``websockets``): ``HostService`` on a socket, in the running
asyncio loop (the app's). Every connection the system accepts is shown to the service's
door at once (``claim2.net.door``: the cap on connections not let in, the deadline to say
hello), before the websocket's own handshake. Each connection is a ``Link`` whose sends are
written in order; a closing connection is read on (and nothing looked at) until it has
closed."""

from __future__ import annotations

import asyncio
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from claim2.net.door import Visitor
from claim2.net.host import HostService
from claim2.net.protocol import GUEST_BURST, GUEST_LIMIT


class _SocketLink:
    """A ``Link`` on a websocket: sends are queued and written in order by a task."""

    def __init__(self, socket: ServerConnection) -> None:
        self.socket = socket
        self.queue: asyncio.Queue[str | tuple[int, str]] = asyncio.Queue()

    def send(self, text: str) -> None:
        self.queue.put_nowait(text)

    def close(self, code: int, reason: str) -> None:
        self.queue.put_nowait((code, reason))

    async def write(self) -> None:
        while True:
            item = await self.queue.get()
            if isinstance(item, tuple):
                await self.socket.close(item[0], item[1])
                return
            await self.socket.send(item)


def _address(transport: asyncio.BaseTransport) -> str:
    peer = transport.get_extra_info("peername")
    return str(peer[0]) if isinstance(peer, tuple) and peer else "?"


async def start_server(service: HostService, host: str | None, port: int) -> Server:
    """Serve ``service`` on ``host`` (None: every address) and ``port`` (0: any free one)."""
    door = service.door

    class Connection(ServerConnection):
        """A websocket connection that the door counts from its first moment."""

        visitor: Visitor | None = None

        def connection_made(self, transport: asyncio.BaseTransport) -> None:
            super().connection_made(transport)
            abort = getattr(transport, "abort", transport.close)
            self.visitor = door.opened(_address(transport), abort)

        def connection_lost(self, exc: Exception | None) -> None:
            if self.visitor is not None:
                door.closed(self.visitor)
            super().connection_lost(exc)

    async def handler(socket: Any) -> None:
        assert isinstance(socket, Connection)
        link = _SocketLink(socket)
        guest = service.connected(link, socket.visitor)
        writer = asyncio.create_task(link.write())
        try:
            while not guest.closed:
                service.received(guest, await socket.recv())
            async with asyncio.timeout(5):  # read on while it closes: nothing is looked at
                async for _ignored in socket:
                    pass
        except (ConnectionClosed, TimeoutError):
            pass
        finally:
            closed = guest.closed
            service.disconnected(guest)
            if not closed:
                link.close(1000, "")
            try:
                await asyncio.wait_for(writer, 2)
            except (TimeoutError, ConnectionClosed):
                writer.cancel()

    return await serve(
        handler,
        host,
        port,
        create_connection=Connection,
        max_size=4 * GUEST_LIMIT,  # beyond our own limit (an error message) the socket's
        max_queue=GUEST_BURST,
        compression=None,
        ping_interval=10,
        ping_timeout=10,
    )
