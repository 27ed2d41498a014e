"""A question is asked once; a flood closes only its own connection (issue 40, case 5).

A guest that asks to take back its card every 0.12 s (under the flood limit) used to get
a question on the host's screen each time, and the host never got to play. Now the host
is asked once; once refused, the card is not offered nor asked again; the host plays on.
A guest that asks for another game again and again is heard once. All while a game goes
on, its save intact.
"""

from __future__ import annotations

import asyncio
import json

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from claim2.sitting.guest.news import Status
from claim2.sitting.remote.agreement import TakeBackAsked, Tell

from .helpers import (
    HostPlayer,
    Player,
    again_message,
    hosting,
    intact,
    play_message,
    run,
    take_back_message,
    until,
)

pytestmark = pytest.mark.usefixtures("clean_environment")


def heard(asked: list[Tell], seat: int, tell: Tell) -> None:
    """What the host's person is asked (the answers told to both seats left out)."""
    if seat == 0 and isinstance(tell, TakeBackAsked):
        asked.append(tell)


def test_a_take_back_is_asked_once_however_often_the_guest_asks() -> None:
    async def play() -> None:
        async with hosting(41) as host:
            asked: list[Tell] = []
            host.sitting.listen(on_tell=lambda seat, tell: heard(asked, seat, tell))
            guest = Player(41, clock=host.clock)
            guest.playing = False
            task = asyncio.create_task(guest.connect(host.port).run())
            await until(lambda: host.sitting.remote.connected)
            table = host.start(first_leader=1)  # the guest leads
            await until(lambda: guest.game.scene is not None and guest.game.scene.acts)
            scene = guest.scene
            assert scene.seen is not None
            guest.line.send(play_message(scene.seen.legal_actions[0], scene.shown))
            await until(lambda: guest.game.scene is not None and guest.scene.take_back is not None)
            shown = guest.scene.shown
            for _ in range(200):  # 25 s of asking, every 0.12 s of the host's clock
                host.clock.advance(0.12)
                guest.line.send(take_back_message(shown))
                if len(asked) == 1 and table.question is not None:
                    table.answer_take_back(0, allowed=False)  # the host says no, once
                await asyncio.sleep(0)
            await until(lambda: table.question is None and bool(asked))
            assert [type(tell) for tell in asked] == [TakeBackAsked]
            assert table.offer_for(1) is None  # not offered again
            assert host.sitting.remote.connected
            assert table.scene.acts  # the host's turn: it plays on
            me = HostPlayer(host.sitting, 41)
            me.attach()
            guest.playing = True
            me.act()
            guest.update()
            await until(lambda: guest.ended and table.session.finished)
            assert len(asked) == 1
            intact(host)
            await guest.line.stop()
            await task

    run(play())


def test_a_flood_of_questions_closes_only_that_connection_and_the_game_goes_on() -> None:
    async def play() -> None:
        async with hosting(42) as host:
            asked: list[Tell] = []
            host.sitting.listen(on_tell=lambda seat, tell: heard(asked, seat, tell))
            table = host.start(first_leader=0)
            me = HostPlayer(host.sitting, 42)
            me.attach()
            async with connect(f"ws://127.0.0.1:{host.port}") as socket:
                hello = {"type": "hello", "protocol": 2, "code": "123-456-789", "name": "Bob"}
                await socket.send(json.dumps(hello))
                for _ in range(60):  # answers to no question, and asks for another game
                    await socket.send(json.dumps({"type": "answer", "allow": True}))
                    await socket.send(json.dumps({"type": "again"}))
                errors = []
                with pytest.raises(ConnectionClosed):  # noqa: PT012 (read to the close)
                    async for data in socket:
                        message = json.loads(data)
                        if message["type"] == "error":
                            errors.append(message["code"])
                assert errors == ["too_frequent"]
            assert not asked and table.session.moves == 0
            guest = Player(42, clock=host.clock)  # the same guest joins again and plays
            task = asyncio.create_task(guest.connect(host.port).run())
            me.act()
            await until(lambda: guest.ended and table.session.finished)
            assert guest.game.status is not Status.REFUSED
            intact(host)
            await guest.line.stop()
            await task

    run(play())


def test_asking_for_another_game_again_and_again_is_heard_once() -> None:
    async def play() -> None:
        async with hosting(43) as host:
            heard: list[int] = []
            host.service.on_again = lambda: heard.append(1)
            guest = Player(43, clock=host.clock)
            me = HostPlayer(host.sitting, 43)
            me.attach()
            task = asyncio.create_task(guest.connect(host.port).run())
            await until(lambda: host.sitting.remote.connected)
            table = host.start()
            me.act()
            await until(lambda: guest.ended and table.session.finished)
            for _ in range(8):
                host.clock.advance(1)
                guest.line.send(again_message())
            await until(lambda: bool(heard))
            for _ in range(20):
                await asyncio.sleep(0)
            assert heard == [1] and host.sitting.remote.connected
            intact(host)
            await guest.line.stop()
            await task

    run(play())
