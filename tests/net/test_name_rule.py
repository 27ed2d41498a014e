"""One rule for names at every door (issue 40, case 2): the wire's hello, the host's screen,
the names a host sends, ``claim2 join --name``, as the app's start screen and the records.

A name the rule refuses (a right-to-left override, a zero-width character, a line
separator, a name 64 cells wide) is refused at the hello, with a reason the guest words in
its own language; the real guest's game goes on and is saved; typed on the host's screen
it is refused there, and the app goes on.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest
from textual.widgets import Input
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from app.net_driving import drawn, guest_app, host_app
from claim2.cli import main
from claim2.net.guest import GuestGame
from claim2.net.protocol import PROTOCOL
from claim2.net.wire import WireError
from claim2.text.i18n import set_language
from claim2.text.names import name_problem
from net.helpers import CODE, HostPlayer, Player, hosting, intact, run, until

BAD_NAMES = [
    "Bob\u202e",  # a right-to-left override: the name shown reversed
    "Bo\u200bb",  # a zero-width space
    "Bob\u2028",  # a line separator
    "\uff37" * 32,  # 32 full-width letters: 64 cells
    "B" * 64,  # 64 characters
]


def test_every_bad_name_breaks_the_one_rule() -> None:
    for name in BAD_NAMES:
        assert name_problem(name) is not None, repr(name)


async def refused_hello(port: int, name: str) -> dict[str, str]:
    """A hello with the right code and ``name``: the host's error (and it closes)."""
    hello = {"type": "hello", "protocol": PROTOCOL, "code": CODE, "name": name}
    errors: list[dict[str, str]] = []
    async with connect(f"ws://127.0.0.1:{port}") as socket:
        await socket.send(json.dumps(hello))
        try:
            async for data in socket:
                errors.append(json.loads(data))
        except ConnectionClosed:
            pass
    assert [error["type"] for error in errors] == ["error"], errors
    return errors[0]


@pytest.mark.usefixtures("clean_environment")
def test_a_hello_with_a_bad_name_is_refused_while_the_game_goes_on() -> None:
    async def play() -> None:
        async with hosting(21) as host:
            guest = Player(21, clock=host.clock)
            me = HostPlayer(host.sitting, 21)
            me.attach()
            task = asyncio.create_task(guest.connect(host.port).run())
            await until(lambda: host.sitting.remote.connected)
            table = host.start()
            me.act()
            await until(lambda: table.session.moves >= 4)
            for name in BAD_NAMES:
                error = await refused_hello(host.port, name)
                assert error["code"] == "bad_name", (name, error)
                assert host.sitting.remote.connected and host.sitting.remote.name == "Bob"
                intact(host)
            await until(lambda: guest.ended)
            assert table.session.record.players == ("Ann", "Bob")
            intact(host)
            await guest.line.stop()
            await task

    run(play())


def test_a_guest_refuses_names_from_the_host_that_break_the_rule() -> None:
    for name in BAD_NAMES:
        game = GuestGame(CODE, "Bob")
        welcome = {"type": "welcome", "protocol": PROTOCOL, "seat": 1, "host": name}
        with pytest.raises(WireError):
            game.received(json.dumps(welcome))
        started = {
            "type": "game",
            "names": [name, "Bob"],
            "seat": 1,
            "first_leader": 0,
            "match": None,
            "resumed": False,
        }
        with pytest.raises(WireError):
            game.received(json.dumps(started))


async def test_a_bad_name_typed_on_the_host_screen_is_refused_there(data_dir: Path) -> None:
    async with host_app(data_dir) as run:
        bob = await run.join("Bob")
        screen = run.top
        for name in ("Ann\u202e", "\uff37" * 20):  # Bob's own name is his: the host's is typed
            screen.query_one("#host-name", Input).value = name
            await run.press("ctrl+s")
            assert run.shows("Please choose another name: it")
            assert run.sitting.network_table is None and run.app.is_running
        screen.query_one("#host-name", Input).value = ""
        await run.press("ctrl+s")
        await drawn(run)
        assert run.network_table.names == ("Host", "Bob")
        assert bob.player.game.problem is None


async def test_a_dutch_guest_is_told_in_dutch_why_its_name_is_refused(data_dir: Path) -> None:
    set_language("nl")
    async with hosting(22) as host, guest_app(data_dir, host, name="Bob\u202e") as run:
        await run.wait_until(
            lambda: run.shows("De host liet je niet toe: je naam moet een naam zijn zonder"),
            "the refusal in Dutch",
        )
        assert not host.sitting.remote.connected


def test_claim2_join_refuses_a_bad_name_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "en", "join", "127.0.0.1", CODE, "--name", "Bob\u202e"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("claim2: error: Please choose another name: it must be a name")
    assert len(err.splitlines()) == 1
