"""Anything the page (or any socket) sends that is not a message is dropped with a word,
and the connection goes on (issue 49, case 6): JSON nested thousands deep (where only a
ValueError was caught, a RecursionError closed the page), numbers of thousands of digits,
NaN, bytes that are not UTF-8. ``claim2.net.wire.read_json`` reads every such value, for
any server of claim2's: a value or a ``WireError``, never another exception."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import aiohttp
import pytest
from hypothesis import given
from hypothesis import strategies as st

from claim2.net.wire import MAX_DEPTH, WireError, read_json
from claim2.sitting.clock import ManualClock
from claim2.web.door import Door
from claim2.web.server import COOKIE, MAX_MESSAGE, GuestWebServer

from .strategies import nested

pytestmark = pytest.mark.usefixtures("clean_environment")
FAKE = Path(__file__).parents[1] / "web" / "fake_guest.py"
TOKEN = "k" * 22
JUNK = [
    nested(5000),  # a RecursionError in Python's parser
    nested(MAX_DEPTH + 1),
    "[" + "9" * 5000 + "]",  # more digits than Python reads
    '["stdin", NaN]',
    '["ping", "1"] x',
    "\ud800",
]


@given(st.text(max_size=200) | st.sampled_from(JUNK) | st.binary(max_size=50))
def test_read_json_gives_a_value_or_a_wire_error(data: str | bytes) -> None:
    problem = ""
    try:
        value = read_json(data, 4096)
        assert json.loads(json.dumps(value)) == value
    except WireError as error:
        problem = str(error)
    assert "\n" not in problem


def test_read_json_refuses_what_is_too_large_or_too_deep() -> None:
    assert read_json(nested(MAX_DEPTH), 4096) == json.loads(nested(MAX_DEPTH))
    for junk in JUNK:
        with pytest.raises(WireError):
            read_json(junk, MAX_MESSAGE)
    with pytest.raises(WireError):
        read_json("[1]" + " " * 100, 100)


async def test_the_page_survives_any_junk_and_is_told_of_each(tmp_path: Path) -> None:
    door = Door(TOKEN, clock=ManualClock())

    def command(language: str) -> list[str]:
        return [sys.executable, str(FAKE), str(tmp_path), language, "normal"]

    server = GuestWebServer(door, command, stop_within=10.0)
    port = await server.start("127.0.0.1", 0)
    base = f"http://127.0.0.1:{port}"
    try:
        async with aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) as browser:
            async with browser.get(f"{base}/?t={TOKEN}") as response:
                assert response.status == 200 and COOKIE in response.cookies
            url = f"ws://127.0.0.1:{port}/ws/{TOKEN}"
            async with browser.ws_connect(url, origin=base) as socket:
                assert (await socket.receive()).type is aiohttp.WSMsgType.BINARY  # its hello
                for junk in JUNK[:-1]:
                    await socket.send_str(junk)
                    word = (await socket.receive()).json()
                    assert word[0] == "log" and "dropped" in word[1]
                await socket.send_json(["ping", "still here"])
                assert (await socket.receive()).json() == ["pong", "still here"]
    finally:
        await server.close()
