"""A browser new to a seat (not the one that played it, whose page has gone past the grace)
is asked whether its person is the seat's player before anything of the seat is sent: no
frame holds a card of the seat until they say yes. The browser that held the seat (a
reload, even after the grace) is shown the seat at once. Over the page server's websocket,
for the network guest's seat and a couch phone's."""

from __future__ import annotations

import json

import aiohttp

from claim2.sitting.clock import ManualClock
from claim2.sitting.lobby import NewGame
from claim2.sitting.remote.couch import CouchSitting
from claim2.web.door import GRACE
from claim2.web.server import PageServer
from sitting.tables import NAMES
from sitting.test_couch import both_here
from web.serving import Serving, frame_with, next_frame, press, serving

ASKED = "This game goes on with {name}, who played it in another browser"


async def bob_played_and_left(host: Serving, browser: aiohttp.ClientSession) -> None:
    """Bob joins from ``browser``, the game starts, and his page closes and stays away past
    the grace."""
    await host.open_page(browser)
    socket = await host.connect(browser)
    frame = await next_frame(socket)
    await press(socket, "name", frame["v"], name="Bob")
    await frame_with(socket, "Waiting for Ann")
    host.sitting.start_now(NewGame(("Ann", "Bob"), first_leader=1))
    await frame_with(socket, 'data-do="card"')
    await socket.close()
    host.clock.advance(GRACE + 1)


async def test_a_new_browser_on_the_guests_seat_is_asked_before_any_private_frame() -> None:
    async with serving() as host, host.browser() as first, host.browser() as second:
        await bob_played_and_left(host, first)

        sent_before = len(host.frames)
        await host.open_page(second)  # the same link in a browser with no cookie
        socket = await host.connect(second)
        frame = await frame_with(socket, ASKED.format(name="Bob"))
        assert 'data-do="rejoin"' in frame["html"] and "Join as Bob" in frame["html"]
        newcomer_frames = host.frames[sent_before:]
        assert newcomer_frames and all("data-card" not in text for text in newcomer_frames)
        assert all("Not seen yet" not in text for text in newcomer_frames)

        await press(socket, "rejoin", frame["v"])  # they say they are Bob: the seat at once
        await frame_with(socket, 'data-do="card"')
        assert host.sitting.remote.connected and host.sitting.remote.name == "Bob"
        await socket.close()


async def test_the_browser_that_held_the_seat_comes_back_at_once_even_after_the_grace() -> None:
    async with serving() as host, host.browser() as browser:
        await bob_played_and_left(host, browser)
        await host.open_page(browser)
        socket = await host.connect(browser)
        frame = await frame_with(socket, 'data-do="card"')
        assert "another browser" not in json.dumps(frame)
        await socket.close()


async def test_a_new_browser_on_a_couch_phones_link_is_asked_first() -> None:
    clock = ManualClock()
    couch = CouchSitting(seed=3, phones=True, clock=clock)
    couch.open()
    server = PageServer(clock=clock)
    sent: list[str] = []
    server.tap = sent.append
    token, _other = (server.add_seat(phone) for phone in couch.phone_seats)
    await server.start("127.0.0.1", 0)
    base = f"http://127.0.0.1:{server.port}"

    async def connect(browser: aiohttp.ClientSession) -> aiohttp.ClientWebSocketResponse:
        async with browser.get(f"{base}/?t={token}") as response:
            assert response.status == 200
        return await browser.ws_connect(f"ws://127.0.0.1:{server.port}/ws/{token}", origin=base)

    try:
        couch.start_now(NewGame(NAMES, first_leader=0))
        both_here(couch)
        async with (
            aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) as first,
            aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) as second,
        ):
            socket = await connect(first)
            await frame_with(socket, 'data-do="card"')
            await socket.close()
            clock.advance(GRACE + 1)
            sent.clear()
            socket = await connect(second)
            frame = await frame_with(socket, ASKED.format(name=NAMES[0]))
            assert sent and all("data-card" not in text for text in sent)
            await press(socket, "rejoin", frame["v"])
            await frame_with(socket, 'data-do="card"')
            await socket.close()
    finally:
        await server.close()
        couch.close()
