"""The browser port cannot be choked without the token (issue 49, case 1): its connections
are capped per sender and in all, a slow request head and an idle connection are closed,
and descriptors are kept for the game, whose save never fails for want of them.

Strangers connect from other loopback addresses (127.0.0.2 and on), as other machines
would. The listener's deadlines run on a ``ManualClock``; aiohttp's keep-alive timeout
(the idle rule) is given a tiny value instead.
"""

from __future__ import annotations

import asyncio
import json
import sys
from asyncio.subprocess import PIPE, Process
from collections.abc import AsyncIterator, Callable
from contextlib import AsyncExitStack, asynccontextmanager
from pathlib import Path

import aiohttp
import pytest
from aiohttp import web
from websockets.asyncio.client import connect

from claim2.net.descriptors import RESERVE
from claim2.net.protocol import PROTOCOL
from claim2.sitting.clock import ManualClock
from claim2.web.listener import HEAD_WITHIN, MAX_CONNECTIONS, PER_SENDER, Listener

pytestmark = [
    pytest.mark.usefixtures("clean_environment"),
    pytest.mark.skipif(sys.platform == "win32", reason="loopback addresses beyond 127.0.0.1"),
]
HOST = Path(__file__).with_name("browser_host.py")
SLOW_HEAD = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n"  # and never the blank line


class Conn:
    """A raw connection to the listener."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader = reader
        self.writer = writer

    async def closed(self) -> bool:
        """Whether the listener closed it (read to its end, at most a few seconds)."""
        try:
            async with asyncio.timeout(5):
                while await self.reader.read(4096):
                    pass
        except ConnectionError:
            return True
        except TimeoutError:
            return False
        return True


async def open_from(port: int, source: str, head: bytes = SLOW_HEAD) -> Conn:
    reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0))
    writer.write(head)
    await writer.drain()
    return Conn(reader, writer)


async def page(port: int, path: str = "/", source: str = "127.0.0.1") -> int:
    """The status of a request for ``path`` from ``source``."""
    connector = aiohttp.TCPConnector(local_addr=(source, 0), force_close=True)
    async with (
        aiohttp.ClientSession(connector=connector) as browser,
        browser.get(f"http://127.0.0.1:{port}{path}") as response,
    ):
        return response.status


async def hello(_request: web.Request) -> web.Response:
    return web.Response(text="hello")


@asynccontextmanager
async def listening(
    clock: ManualClock, *, room: Callable[[], bool] = lambda: True, idle_within: float = 15.0
) -> AsyncIterator[tuple[Listener, int]]:
    listener = Listener(clock=clock, room=room, idle_within=idle_within)
    app = web.Application()
    app.add_routes([web.get("/", hello)])
    port = await listener.start(app, "127.0.0.1", 0)
    async with AsyncExitStack() as stack:
        stack.push_async_callback(listener.close)
        async with asyncio.timeout(20):
            yield listener, port


async def until(condition: Callable[[], bool]) -> None:
    """Let the listener's loop run until ``condition`` holds (the connections it counts
    arrive through the system's queue)."""
    while not condition():  # noqa: ASYNC110 - the condition is the listener's own state
        await asyncio.sleep(0)


# The listener, in this process ------------------------------------------------------------


async def test_a_slow_head_is_closed_on_the_hosts_clock() -> None:
    clock = ManualClock()
    async with listening(clock) as (listener, port):
        slow = await open_from(port, "127.0.0.2")
        await until(lambda: listener.connections == 1)
        clock.advance(HEAD_WITHIN - 0.5)
        assert listener.connections == 1
        clock.advance(0.5)
        assert await slow.closed()
        assert await page(port) == 200  # and the port answers


async def test_a_sender_holds_at_most_its_share() -> None:
    clock = ManualClock()
    async with listening(clock) as (listener, port):
        first = await open_from(port, "127.0.0.2")
        await until(lambda: listener.connections == 1)
        rest = [await open_from(port, "127.0.0.2") for _ in range(PER_SENDER)]
        await until(lambda: listener.door.opened_count == PER_SENDER + 1)
        assert listener.connections == PER_SENDER
        assert await first.closed()  # its oldest
        assert await page(port) == 200  # another sender is answered
        for conn in rest:
            conn.writer.close()


async def test_the_connections_in_all_are_capped_and_the_busiest_loses() -> None:
    clock = ManualClock()
    async with listening(clock) as (listener, port):
        senders = [f"127.0.0.{n}" for n in range(2, 2 + 8)]
        conns = [await open_from(port, senders[n % 8]) for n in range(8 * 5)]
        await until(lambda: listener.door.opened_count == len(conns))
        assert listener.connections == MAX_CONNECTIONS
        assert listener.door.dropped == len(conns) - MAX_CONNECTIONS
        assert await page(port, source="127.0.0.20") == 200
        for conn in conns:
            conn.writer.close()


async def test_an_idle_connection_is_closed() -> None:
    async with listening(ManualClock(), idle_within=0.01) as (_listener, port):
        request = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
        conn = await open_from(port, "127.0.0.2", request)
        assert await conn.closed()  # after its answer, by aiohttp's keep-alive timeout


async def test_no_connection_is_kept_when_the_descriptors_left_are_the_games() -> None:
    async with listening(ManualClock(), room=lambda: False) as (listener, port):
        with pytest.raises(aiohttp.ClientError):
            await page(port)
        assert listener.connections == 0


# A whole host whose descriptors are limited ------------------------------------------------


@asynccontextmanager
async def limited_host(limit: int) -> AsyncIterator[tuple[Process, dict[str, str]]]:
    """A host (game port and browser port) in a process of its own, limited to ``limit``
    descriptors."""
    child = await asyncio.create_subprocess_exec(
        sys.executable, str(HOST), str(limit), stdin=PIPE, stdout=PIPE
    )
    assert child.stdin is not None and child.stdout is not None
    try:
        yield child, json.loads(await child.stdout.readline())
    finally:
        child.stdin.close()
        await child.wait()


async def ask(child: Process, line: str) -> dict[str, object]:
    assert child.stdin is not None and child.stdout is not None
    child.stdin.write(line.encode() + b"\n")
    answer: dict[str, object] = json.loads(await child.stdout.readline())
    return answer


@pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="counts /proc/self/fd")
async def test_300_slow_connections_choke_neither_the_page_the_guest_nor_the_save() -> None:
    limit = 256
    async with limited_host(limit) as (child, host), asyncio.timeout(30):
        web_port, game_port = int(host["web"]), int(host["game"])
        slow = [await open_from(web_port, f"127.0.0.{2 + n % 30}") for n in range(300)]
        assert await page(web_port, "/?t=wrong") == 403  # the page answers
        assert await page(web_port, f"/?t={host['token']}") == 200
        url = f"ws://127.0.0.1:{game_port}"
        async with connect(url, open_timeout=10) as guest:  # the right guest joins
            hello = {"type": "hello", "protocol": PROTOCOL, "code": host["code"], "name": "Bob"}
            await guest.send(json.dumps(hello))
            assert json.loads(await guest.recv())["type"] == "welcome"
            counted = await ask(child, "count")
            assert int(str(counted["connections"])) <= MAX_CONNECTIONS
            started = await ask(child, "start")  # the game saves
            assert started["problem"] is None
            assert int(str(started["descriptors"])) < limit - RESERVE
        for conn in slow:
            conn.writer.close()
