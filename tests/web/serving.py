"""The page server (``PageServer``) with the network guest's seat, on 127.0.0.1, and
browsers made of aiohttp sessions (each its own cookies). No browser engine here."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

import aiohttp

from claim2.net.host import HostService
from claim2.sitting.clock import ManualClock
from claim2.sitting.remote.hosting import HostSitting
from claim2.web.guest_seat import GuestSeat
from claim2.web.server import PageServer
from net.helpers import CODE, SeatCheck

LIMIT = 120.0  # seconds any one test may take: a guard against a hang only (a whole game
# by taps in chromium took over 20 s on a machine busy with other test runs)


@dataclass
class Serving:
    sitting: HostSitting
    service: HostService
    seat: GuestSeat
    server: PageServer
    token: str
    clock: ManualClock
    check: SeatCheck
    frames: list[str] = field(default_factory=list)

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.server.port}"

    def link(self, token: str | None = None) -> str:
        return f"{self.base}/?t={token or self.token}"

    def socket_url(self, token: str | None = None) -> str:
        return f"ws://127.0.0.1:{self.server.port}/ws/{token or self.token}"

    def browser(self, language: str = "en") -> aiohttp.ClientSession:
        """A browser of its own (its own cookies; an IP address keeps them too)."""
        return aiohttp.ClientSession(
            cookie_jar=aiohttp.CookieJar(unsafe=True), headers={"Accept-Language": language}
        )

    async def open_page(self, browser: aiohttp.ClientSession) -> str:
        async with browser.get(self.link()) as response:
            assert response.status == 200, response.status
            return await response.text()

    async def connect(self, browser: aiohttp.ClientSession) -> aiohttp.ClientWebSocketResponse:
        return await browser.ws_connect(self.socket_url(), origin=self.base)

    async def joined(self, browser: aiohttp.ClientSession) -> aiohttp.ClientWebSocketResponse:
        """``browser`` opens the link and joins as Bob: its page's websocket, once it waits
        for Ann."""
        await self.open_page(browser)
        socket = await self.connect(browser)
        frame = await next_frame(socket)
        await press(socket, "name", frame["v"], name="Bob")
        await frame_with(socket, "Waiting for Ann")
        return socket


@asynccontextmanager
async def serving(seed: int = 1) -> AsyncIterator[Serving]:
    sitting = HostSitting(seed=seed)
    sitting.open()
    sitting.host_name = "Ann"
    clock = ManualClock()
    check = SeatCheck(sitting, sitting.remote.seat)
    service = HostService(sitting, CODE, clock, tap=check.tap)
    seat = GuestSeat(service)
    server = PageServer(clock=clock)
    token = server.add_seat(seat)
    serving = Serving(sitting, service, seat, server, token, clock, check)
    server.tap = serving.frames.append
    await server.start("127.0.0.1", 0)
    try:
        async with asyncio.timeout(LIMIT):
            yield serving
        assert not check.problems, check.problems
    finally:
        service.closing()
        await server.close()
        sitting.close()


async def next_frame(socket: aiohttp.ClientWebSocketResponse) -> dict[str, Any]:
    """The next frame the page is sent."""
    message = await socket.receive(timeout=5)
    assert message.type == aiohttp.WSMsgType.TEXT, message
    frame = json.loads(message.data)
    assert isinstance(frame, dict)
    return frame


async def frame_with(socket: aiohttp.ClientWebSocketResponse, text: str) -> dict[str, Any]:
    """The first frame whose screen or words hold ``text``."""
    for _frame in range(50):
        frame = await next_frame(socket)
        if text in (frame.get("html") or "") or text in frame.get("say", ""):
            return frame
    raise AssertionError(f"no frame with {text!r}")


async def press(
    socket: aiohttp.ClientWebSocketResponse, do: str, version: int, **data: object
) -> None:
    await socket.send_str(json.dumps({"do": do, "v": version, **data}))
