"""Malformed, oversized, flooding, out-of-turn and wrong-code clients are refused, each
with one error message to that connection only, while a real game goes on."""

from __future__ import annotations

import asyncio
import json

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from claim2.game.steps import ScreenKind
from claim2.net.protocol import GUEST_LIMIT, PROTOCOL
from claim2.sitting.clock import ManualClock

from .helpers import CODE, Hosting, HostPlayer, Player, hosting, play_message, run, until

pytestmark = pytest.mark.usefixtures("clean_environment")


def hello(code: str = CODE, version: int = PROTOCOL) -> str:
    return json.dumps({"type": "hello", "protocol": version, "code": code, "name": "Eve"})


async def refused(host: Hosting, *messages: str | bytes) -> dict[str, str]:
    """Send ``messages`` on a new connection: the host's error message (and it closes)."""
    async with connect(f"ws://127.0.0.1:{host.port}", max_size=2**20) as socket:
        error = None
        try:
            for message in messages:
                await socket.send(message)
            async for data in socket:
                answer = json.loads(data)
                if answer["type"] == "error":
                    error = answer
        except ConnectionClosed:
            pass
        assert socket.close_code in (1008, 1009)
    assert error is not None or socket.close_code == 1009
    return error or {"code": "too_large", "text": socket.close_reason or ""}


WRONG: list[tuple[str, list[str | bytes]]] = [
    ("malformed", ["{not json"]),
    ("malformed", [json.dumps({"type": "hello", "protocol": 1, "code": CODE})]),
    ("malformed", [json.dumps([1, 2, 3])]),
    ("binary", [b"\x00\x01"]),
    ("no_hello", [json.dumps({"type": "proceed", "stamp": {}})]),
    ("wrong_code", [hello("999-999-999")]),
    ("version", [hello(version=99)]),
    ("too_large", ["x" * (GUEST_LIMIT + 1)]),
    ("too_large", ["x" * (GUEST_LIMIT * 10)]),
]


def test_hostile_clients_are_refused_while_a_real_game_goes_on() -> None:
    async def play() -> None:
        clock = ManualClock()
        async with hosting(7, clock=clock) as host:
            guest = Player(7, clock=clock)
            me = HostPlayer(host.sitting, 7)
            me.attach()
            task = asyncio.create_task(guest.connect(host.port).run())
            await until(lambda: host.sitting.remote.connected)
            table = host.start()
            me.act()
            await until(lambda: table.session.moves >= 6)
            for code, messages in WRONG:
                error = await refused(host, *messages)
                assert error["code"] == code, (code, error)
                assert len(error["text"]) < 200
            clock.advance(2)  # the wrong code above: a second's wait for its sender
            await until(lambda: guest.ended)
            assert host.sitting.remote.connected and guest.game.problem is None
            await guest.line.stop()
            await task

    run(play())


def test_a_flooding_guest_is_refused_and_may_join_again() -> None:
    async def play() -> None:
        clock = ManualClock()
        async with hosting(8, clock=clock) as host:
            table = host.start()
            async with connect(f"ws://127.0.0.1:{host.port}") as socket:
                await socket.send(hello())
                for _ in range(40):
                    await socket.send(json.dumps({"type": "again"}))
                kinds = []
                with pytest.raises(ConnectionClosed):  # noqa: PT012 (read to the close)
                    async for data in socket:
                        kinds.append(json.loads(data))
                assert kinds[-1]["code"] == "too_frequent"
            assert not host.sitting.remote.connected
            clock.advance(5)
            guest = Player(8, name="Eve", clock=clock)  # the same guest, as it joined
            me = HostPlayer(host.sitting, 8)
            me.attach()
            task = asyncio.create_task(guest.connect(host.port).run())
            me.act()
            await until(lambda: guest.ended and table.session.finished)

            await guest.line.stop()
            await task

    run(play())


def test_a_move_out_of_turn_closes_the_connection() -> None:
    async def play() -> None:
        async with hosting(9) as host:
            table = host.start(first_leader=0)  # Ann leads: Bob waits
            async with connect(f"ws://127.0.0.1:{host.port}") as socket:
                await socket.send(hello())
                scene = None
                async for data in socket:
                    message = json.loads(data)
                    if message["type"] == "scene":
                        scene = message["scene"]
                        break
                assert scene is not None and scene["shown"]["kind"] == "waiting"
                card = scene["seen"]["hand"][0]
                stamp = {key: scene["shown"][key] for key in ("kind", "seat", "move", "taken_back")}
                await socket.send(json.dumps({"type": "play", "action": card, "stamp": stamp}))
                forged = dict(stamp, kind="turn", seat=1)
                await socket.send(json.dumps({"type": "play", "action": card, "stamp": forged}))
                errors = []
                with pytest.raises(ConnectionClosed):  # noqa: PT012 (read to the close)
                    async for data in socket:
                        errors.append(json.loads(data))
                assert errors[-1]["code"] == "out_of_turn"
            assert table.session.moves == 0

    run(play())


def test_a_guest_that_never_says_hello_is_closed() -> None:
    async def play() -> None:
        clock = ManualClock()
        async with (
            hosting(10, clock=clock, hello_within=5.0) as host,
            connect(f"ws://127.0.0.1:{host.port}") as socket,
        ):
            await until(lambda: len(host.service.door.waiting) == 1)
            clock.advance(5.0)  # the deadline, on the host's clock
            data = await socket.recv()
            assert json.loads(data)["code"] == "no_hello"

    run(play())


def test_an_illegal_move_gets_the_engines_reason() -> None:
    async def play() -> None:
        async with hosting(12) as host:
            table = host.start(first_leader=0)
            guest = Player(12)
            guest.playing = False
            task = asyncio.create_task(guest.connect(host.port).run())
            await until(lambda: guest.game.scene is not None)
            scene = table.scene
            assert scene.seen is not None
            led = scene.seen.legal_actions[0]
            table.play(led, scene.shown)
            await until(lambda: guest.game.scene is not None and guest.game.scene.acts)
            own = guest.scene
            assert own.seen is not None
            illegal = [card for card in own.seen.hand if card not in own.seen.legal_actions]
            if not illegal:
                pytest.skip("every card may be played")
            guest.line.send(play_message(illegal[0], own.shown))
            await until(lambda: bool(guest.game.news))
            news = guest.game.take_news()
            from claim2.engine import IllegalReason
            from claim2.sitting.guest.news import Refused

            assert isinstance(news[0], Refused)
            assert news[0].error.reason is IllegalReason.MUST_FOLLOW
            assert set(news[0].error.cards) <= set(own.seen.hand)
            assert table.session.moves == 1 and host.sitting.remote.connected
            await guest.line.stop()
            await task

    run(play())


def test_the_stale_answer_of_a_guest_is_dropped_quietly() -> None:
    async def play() -> None:
        async with hosting(13) as host:
            table = host.start(first_leader=1)  # Bob leads
            guest = Player(13)
            guest.playing = False
            task = asyncio.create_task(guest.connect(host.port).run())
            await until(lambda: guest.game.scene is not None and guest.game.scene.acts)
            own = guest.scene
            assert own.seen is not None
            guest.line.send(play_message(own.seen.legal_actions[0], own.shown))
            guest.line.send(play_message(own.seen.legal_actions[-1], own.shown))
            await until(lambda: table.scene.acts)
            assert table.session.moves == 1 and host.sitting.remote.connected
            assert table.scene.kind is ScreenKind.TURN
            await guest.line.stop()
            await task

    run(play())
