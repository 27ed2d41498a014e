"""Every field of every message is bounded before it is used (issue 49, case 2): hostile
messages (hypothesis: any JSON in any field, numbers of hundreds of digits, long texts,
unknown fields, deep nesting) sent to the host's service, before its hello or once let in,
are answered with one error of the protocol (whose own text keeps its limits) and the
connection closed with 1008, never an exception; the same sent by a host to a guest is
refused as unreadable. Over a real socket, a hello with a 300-digit protocol number gets
its error, and nothing is logged.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from claim2.net.guest import GuestGame
from claim2.net.host import HostService
from claim2.net.protocol import GUEST_LIMIT, MAX_TEXT, PROTOCOL, ProtocolError
from claim2.net.wire import WireError
from claim2.sitting.clock import ManualClock
from claim2.sitting.lobby import NewGame
from claim2.sitting.remote.hosting import HostSitting

from .strategies import hostile_text, nested

pytestmark = pytest.mark.usefixtures("clean_environment")
Json = Any
CODE = "123-456-789"
CODES = {"malformed", "binary", "too_large", "too_frequent", "no_hello", "wrong_code"}
CODES |= {"bad_name", "version", "out_of_turn", "replaced", "wrong_player"}
GUEST_TYPES = ["hello", "play", "proceed", "take_back", "answer", "again", "bye"]
HOST_TYPES = ["welcome", "lobby", "game", "scene", "told", "record", "error", "bye"]
FIELDS = [
    *("protocol", "code", "name", "action", "stamp", "allow", "seat", "host", "names"),
    *("first_leader", "match", "resumed", "scene", "log_from", "log", "standing", "what"),
    *("card", "allowed", "lapsed", "reason", "faction", "cards", "record", "text"),
]

huge = st.integers(10**18, 10**400) | st.integers(-(10**400), -(10**18))
scalars = (
    st.none()
    | st.booleans()
    | st.integers()
    | huge
    | st.floats(allow_nan=False, allow_infinity=False)
    | hostile_text
    | st.integers(200, 3000).map(lambda n: "9" * n)
)
values: st.SearchStrategy[Json] = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


@st.composite
def messages(draw: st.DrawFn, types: list[str]) -> Json:
    """A message of any type (or none) whose fields hold anything."""
    message: dict[str, Json] = {"type": draw(st.sampled_from(types) | values)}
    for name in draw(st.lists(st.sampled_from(FIELDS) | st.text(max_size=300), max_size=5)):
        message[name] = draw(values)
    return message


@st.composite
def hellos(draw: st.DrawFn) -> Json:
    """A hello with one of its fields anything at all."""
    hello: dict[str, Json] = {"type": "hello", "protocol": PROTOCOL, "code": CODE, "name": "Eve"}
    hello[draw(st.sampled_from(["protocol", "code", "name"]))] = draw(values)
    return hello


class Line:
    """A connection as the host's service sees it: what it was sent, how it closed."""

    def __init__(self) -> None:
        self.sent: list[Json] = []
        self.closed: int | None = None
        self.reason = ""

    def send(self, text: str) -> None:
        self.sent.append(json.loads(text))

    def close(self, code: int, reason: str) -> None:
        self.closed, self.reason = code, reason


class Host:
    """A host's service with a game begun."""

    def __init__(self) -> None:
        self.sitting = HostSitting(seed=5)
        self.sitting.open()
        self.sitting.host_name = "Ann"
        self.service = HostService(self.sitting, CODE, ManualClock())
        self.sitting.start_now(NewGame(("Ann", "Bob"), first_leader=self.service.seat))

    def send(self, text: str, *, admitted: bool) -> Line:
        """``text`` on a new connection (let in first if ``admitted``)."""
        line = Line()
        guest = self.service.connected(line)
        if admitted:
            hello = {"type": "hello", "protocol": PROTOCOL, "code": CODE, "name": "Bob"}
            self.service.received(guest, json.dumps(hello))
            assert line.closed is None
        self.service.received(guest, text)
        return line


@pytest.fixture
def host() -> Iterator[Host]:
    host = Host()
    yield host
    host.service.closing()
    host.sitting.close()


def answered(line: Line) -> None:
    """Either still open (what was sent was a message it may send), or closed with one
    error of the protocol, within its limits."""
    if line.closed is None:
        return
    error = line.sent[-1]
    assert line.closed == 1008 and error["type"] == "error", line.sent
    assert error["code"] in CODES and len(error["text"]) <= MAX_TEXT, error
    assert len(line.reason.encode()) <= 123


def test_a_hello_with_a_300_digit_protocol_number_is_malformed(host: Host) -> None:
    for number in (int("3" * 300), -int("3" * 300), 1000):
        hello = {"type": "hello", "protocol": number, "code": CODE, "name": "Eve"}
        line = host.send(json.dumps(hello), admitted=False)
        answered(line)
        assert line.closed == 1008 and line.sent[-1]["code"] == "malformed"


def test_a_refusal_naming_a_long_field_fits_a_close_frame(host: Host) -> None:
    line = host.send(json.dumps({"type": "bye", "é" * 300: 1}), admitted=True)
    answered(line)
    assert line.sent[-1]["code"] == "malformed"


def test_any_hostile_message_before_or_after_the_hello_is_refused_in_one_error(
    host: Host,
) -> None:
    table = host.sitting.network_table
    assert table is not None

    @settings(max_examples=300, suppress_health_check=[HealthCheck.function_scoped_fixture])
    @given(hellos() | messages(GUEST_TYPES), st.booleans())
    def check(message: Json, admitted: bool) -> None:
        line = host.send(json.dumps(message), admitted=admitted)
        if line.closed == 1000:  # a guest let in may say a well-formed bye and leave
            assert admitted and isinstance(message, dict) and message["type"] == "bye", line.sent
        else:
            answered(line)
        assert table.session.moves == 0 and host.sitting.network_table is table

    check()


@settings(max_examples=300)
@given(messages(HOST_TYPES))
@example({"type": "\n"})  # a library's message quoting the tag it was sent (found by Hypothesis)
@example({"type": "\x1b[31m"})
@example({"type": "a\u2028b\u202e"})
@example({"\r": "welcome"})
def test_any_hostile_message_from_the_host_is_refused_by_the_guest(message: Json) -> None:
    game = GuestGame(CODE, "Bob")
    problem = ""
    try:
        game.received(json.dumps(message))
    except (ProtocolError, WireError) as error:
        problem = str(error)
    assert len(problem) <= MAX_TEXT and problem.isprintable()


@pytest.mark.parametrize("depth", [100, 1000, GUEST_LIMIT // 2 - 40])
def test_deep_nesting_is_malformed(host: Host, depth: int) -> None:
    message = '{"type": "play", "action": "Dr7", "stamp": {"kind": ' + nested(depth) + "}}"
    line = host.send(message, admitted=True)
    answered(line)
    assert line.closed == 1008


async def test_over_a_socket_the_long_version_gets_its_error_and_nothing_is_logged(
    caplog: pytest.LogCaptureFixture,
) -> None:
    from claim2.net.server import start_server

    sitting = HostSitting(seed=1)
    sitting.open()
    service = HostService(sitting, CODE, ManualClock())
    server = await start_server(service, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    hello = {"type": "hello", "protocol": int("3" * 300), "code": CODE, "name": "Eve"}
    try:
        with caplog.at_level(logging.DEBUG):
            async with connect(f"ws://127.0.0.1:{port}") as socket:
                await socket.send(json.dumps(hello))
                error = json.loads(await socket.recv())
                with pytest.raises(ConnectionClosed):
                    await socket.recv()
            assert error["type"] == "error" and error["code"] == "malformed"
            assert socket.close_code == 1008
    finally:
        server.close()
        await server.wait_closed()
        sitting.close()
    assert not [record for record in caplog.records if record.levelno >= logging.WARNING]
