"""Anything the page (or any socket) sends that is not a message is dropped with a word,
and the connection goes on (issue 49, case 6): JSON nested thousands deep (where only a
ValueError was caught, a RecursionError closed the page), numbers of thousands of digits,
NaN, bytes that are not UTF-8. ``claim2.net.wire.read_json`` reads every such value, for
any server of claim2's: a value or a ``WireError``, never another exception."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from claim2.net.wire import MAX_DEPTH, WireError, read_json
from claim2.web.server import MAX_MESSAGE
from web.serving import frame_with, next_frame, serving

from .strategies import nested

pytestmark = pytest.mark.usefixtures("clean_environment")
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


async def test_the_page_survives_any_junk_and_is_told_of_each() -> None:
    async with serving() as host, host.browser() as browser:
        await host.open_page(browser)
        socket = await host.connect(browser)
        await next_frame(socket)  # the name asked
        for junk in JUNK[:-1]:
            if len(junk.encode()) > MAX_MESSAGE:
                continue  # closed by the socket's own limit (tests/web/test_server.py)
            await socket.send_str(junk)
            frame = await frame_with(socket, "cannot read")
            assert not frame["closed"]
        await socket.send_str(json.dumps({"do": "name", "v": 1, "name": "Bob"}))
        await frame_with(socket, "Waiting for Ann")  # still playing
        await socket.close()
