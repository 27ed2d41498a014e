"""Two players, two connections, one game held by the host: played to the end over the
loopback interface, every message to the guest checked against its seat's view (R17)."""

from __future__ import annotations

import pytest

from claim2.game.steps import ScreenKind
from claim2.sitting.guest.news import Status

from .helpers import HostPlayer, Player, hosting, run, until

pytestmark = pytest.mark.usefixtures("clean_environment")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_whole_game_between_two_clients(seed: int) -> None:
    async def play() -> None:
        async with hosting(seed) as host:
            guest = Player(seed, clock=host.clock)
            me = HostPlayer(host.sitting, seed)
            me.attach()
            task = __import__("asyncio").create_task(guest.connect(host.port).run())
            await until(lambda: guest.game.status is Status.LOBBY)
            assert host.sitting.remote.connected and host.sitting.remote.name == "Bob"
            table = host.start(first_leader=seed % 2)
            me.act()
            await until(lambda: guest.ended and table.session.finished)
            assert guest.game.record == table.session.record
            assert guest.game.log == list(table.session.log())
            assert guest.game.scene is not None and guest.game.scene.names == ("Ann", "Bob")
            assert host.check.kinds[:2] == ["welcome", "lobby"]
            assert host.check.kinds.count("record") == 1
            assert me.moves > 0
            await guest.line.stop()
            await task

    run(play())


def test_the_guest_sees_the_game_it_joins_late() -> None:
    """The host started before the guest joined: it gets the game, then its scene."""

    async def play() -> None:
        async with hosting(4) as host:
            table = host.start(first_leader=0)
            guest = Player(4)
            guest.playing = False
            task = __import__("asyncio").create_task(guest.connect(host.port).run())
            await until(lambda: guest.game.scene is not None)
            assert guest.game.game is not None and guest.game.game.names == ("Ann", "Bob")
            scene = guest.scene
            assert scene.kind is ScreenKind.WAITING and scene.seat == 0  # waiting for Ann
            assert scene.seen is not None and scene.seen.seat == 1
            assert scene.seen == table.session.view_for(1)
            await guest.line.stop()
            await task

    run(play())
