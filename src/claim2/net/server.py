"""The host's websocket server (``websockets``): ``HostService`` on a socket, in the running
asyncio loop (the app's). Each connection is a ``Link`` whose sends are written in order;
a guest that says no hello in time is refused, and a closing connection is read on (and
nothing looked at) until it has closed."""

from __future__ import annotations

import asyncio

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from claim2.net.host import HostService
from claim2.net.protocol import GUEST_BURST, GUEST_LIMIT, HELLO_WITHIN


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


async def start_server(
    service: HostService,
    host: str | None,
    port: int,
    *,
    hello_within: float = HELLO_WITHIN,
) -> Server:
    """Serve ``service`` on ``host`` (None: every address) and ``port`` (0: any free one)."""

    async def handler(socket: ServerConnection) -> None:
        link = _SocketLink(socket)
        guest = service.connected(link)
        writer = asyncio.create_task(link.write())
        try:
            try:
                first = await asyncio.wait_for(socket.recv(), hello_within)
            except TimeoutError:
                service.refuse(guest, "no_hello", "no hello in time")
            else:
                service.received(guest, first)
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
        max_size=4 * GUEST_LIMIT,  # beyond our own limit (an error message) the socket's
        max_queue=GUEST_BURST,
        compression=None,
        ping_interval=10,
        ping_timeout=10,
    )
