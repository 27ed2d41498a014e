"""``claim2 host --plain`` and ``claim2 join --plain`` in-process, over the loopback
interface: a plain guest against the host's app layer (every message to it checked against
its seat's view), a plain host against a scripted guest, the host's input ending mid-game
and the game resumed by hosting again, the guest leaving mid-game, and a take-back asked
and allowed between two plain players. Each game played to its end is kept, and its record
replays, finished."""

from __future__ import annotations

import asyncio
import io
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from claim2.plain.hosting import PlainHost
from claim2.plain.joining import PlainGuest
from claim2.plain.lines import Listener, Speaker
from claim2.plain.live import LineFeed, LiveTalk
from claim2.sitting.clock import ManualClock
from claim2.sitting.guest.news import Status
from claim2.sitting.remote.hosting import HostSitting
from net.helpers import CODE, HostPlayer, Player, hosting, run, until

from .lines import clean, kept_games, replays_finished

ONES = "1\n" * 400


class Side:
    """One player's lines: what was said (``lines``), and lines given to it as typed."""

    def __init__(self) -> None:
        self.out = io.StringIO()
        self.talk = LiveTalk(Speaker(self.out))

    @property
    def lines(self) -> list[str]:
        return self.out.getvalue().splitlines()

    def feed(self, text: str) -> None:
        """Lines read on a thread, as from a pipe (then the end of the input)."""
        LineFeed(Listener(io.StringIO(text)), asyncio.get_running_loop(), self.talk).start()

    def type(self, line: str) -> None:
        """One line typed now."""
        self.talk.heard(line)

    def said(self, line: str) -> Callable[[], bool]:
        return lambda: line in self.lines


def plain_host(side: Side, sitting: HostSitting, clock: ManualClock, name: str | None) -> PlainHost:
    return PlainHost(
        sitting, side.talk, code=CODE, port=0, bind="127.0.0.1", name=name, clock=clock
    )


def plain_guest(side: Side, port: int, clock: ManualClock, name: str = "Bob") -> PlainGuest:
    guest = PlainGuest(
        side.talk,
        f"ws://127.0.0.1:{port}",
        CODE,
        name,
        address=f"127.0.0.1:{port}",
        retry_after=(0.01,),
    )

    async def pace() -> None:  # a person's pace, as the host's clock sees it
        clock.advance(0.2)

    guest.seat.pace = pace
    return guest


def test_a_plain_guest_plays_a_whole_game(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    me = Side()

    async def play() -> int:
        async with hosting(5) as host:
            player = HostPlayer(host.sitting, 5)
            player.attach()
            me.feed(ONES)
            joining = asyncio.create_task(plain_guest(me, host.port, host.clock).run())
            await until(me.said("You have joined. Waiting for Ann to start the game…"))
            table = host.start(first_leader=1)
            player.act()
            code = await joining
            assert table.session.finished
            return code

    assert run(play(), 60) == 0
    clean(me.out.getvalue())
    lines = me.lines
    assert lines[1] == f"Joining the game at 127.0.0.1:{lines[1].rsplit(':', 1)[1]}"
    assert "You have joined. Waiting for Ann to start the game…" in lines
    assert "Ann – Bob" in lines and "Bob leads first." in lines
    assert lines[lines.index("One game") + 1].startswith("Trick 1, prize ")
    assert lines[lines.index("One game") + 1].endswith(". You lead.")
    assert "Ann wins the trick with Giant 9 and takes Giant 1." in lines  # Ann's card, new here
    assert any(re.match(r"(You win|Ann wins), \d votes? to \d\.", line) for line in lines)
    assert len(me.out.getvalue().split()) <= 1500
    assert lines[-1] == "What now: 1 Quit, 2 Play again."
    (kept,) = kept_games(data_dir)
    assert replays_finished(kept, capsys)


def test_a_plain_host_plays_a_whole_game(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    me = Side()
    clock = ManualClock()
    guest = Player(6, clock=clock)

    async def play() -> int:
        sitting = HostSitting(seed=6)
        host = plain_host(me, sitting, clock, None)
        me.feed("Ann\n" + ONES)
        hosting_task = asyncio.create_task(host.run())
        await until(lambda: host.server is not None)
        joining = asyncio.create_task(guest.connect(host.served_port).run())
        code = await hosting_task
        await joining
        return code

    assert run(play(), 60) == 0
    clean(me.out.getvalue())
    lines = me.lines
    assert lines[1] == f"Join code: {CODE}"
    assert lines[2].startswith("The other player joins with: claim2 join 127.0.0.1:")
    assert "Bob has joined." in lines
    assert "Your name (an empty line chooses Host):" in lines
    assert any(re.match(r"(You win|Bob wins), \d votes? to \d\.", line) for line in lines)
    assert "Waiting for Bob…" in lines
    assert lines[-1] == "What now: 1 Quit, 2 Play again, 3 New game."
    assert guest.ended and guest.game.status is Status.HOST_LEFT
    (kept,) = kept_games(data_dir)
    assert replays_finished(kept, capsys)
    assert guest.game.record is not None


def test_the_hosts_input_ends_mid_game_and_hosting_again_resumes_it(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    clock = ManualClock()
    first, second = Side(), Side()

    async def host_until_the_end(side: Side, answers: str, seed: int) -> tuple[int, Player]:
        host = plain_host(side, HostSitting(seed=seed), clock, "Ann")
        side.feed(answers)
        hosting_task = asyncio.create_task(host.run())
        await until(lambda: host.server is not None)
        guest = Player(seed, clock=clock)
        joining = asyncio.create_task(guest.connect(host.served_port).run())
        code = await hosting_task
        await until(lambda: guest.game.ended)
        await joining
        return code, guest

    code, guest = run(host_until_the_end(first, "1\n" * 12, 7), 60)
    assert code == 0
    saved = data_dir / "saves" / "network.json"
    assert saved.exists()
    assert first.lines[-1] == (  # no path read aloud: with --verbose, or "where"
        "The game is saved: 'claim2 host --plain' resumes it, and Bob can join again."
    )
    assert guest.game.status is Status.HOST_LEFT
    assert "join again when they host it" in guest.game.status_words("here")
    assert not kept_games(data_dir)

    code, guest = run(host_until_the_end(second, ONES, 8), 60)
    assert code == 0
    lines = second.lines
    assert any(line.startswith("Unfinished game: Ann and Bob") for line in lines)
    assert "What now: 1 Resume it, 2 New game, 3 Quit. An empty line chooses 1." in lines
    assert any(re.match(r"(You win|Bob wins), \d votes? to \d\.", line) for line in lines)
    assert not saved.exists()
    (kept,) = kept_games(data_dir)
    assert replays_finished(kept, capsys)
    assert guest.ended


def test_the_guest_leaves_mid_game_and_the_host_keeps_it(data_dir: Path) -> None:
    me = Side()

    async def play() -> int:
        async with hosting(9) as host:
            player = HostPlayer(host.sitting, 9)
            player.attach()
            me.feed("1\n" * 6)
            joining = asyncio.create_task(plain_guest(me, host.port, host.clock).run())
            await until(lambda: host.sitting.remote.connected)
            table = host.start(first_leader=1)
            player.act()
            code = await joining
            await until(lambda: not host.sitting.remote.connected)
            assert not table.session.finished
            assert host.sitting.save_problem() is None
            return code

    assert run(play(), 60) == 0
    port = me.lines[1].rsplit(":", 1)[1].removesuffix("…")
    assert me.lines[-1] == (
        "The game is kept on the host's computer: join again with claim2 join "
        f"127.0.0.1:{port} {CODE}"
    )


def test_a_card_taken_back_by_agreement_between_two_plain_players(data_dir: Path) -> None:
    """Ann leads, then types undo while Bob chooses: Bob is asked before his turn, allows
    it, and is asked his turn again once Ann has led anew."""
    ann, bob = Side(), Side()
    clock = ManualClock()

    async def play() -> None:
        host = plain_host(ann, HostSitting(seed=11), clock, None)
        hosting_task = asyncio.create_task(host.run())
        await until(lambda: host.server is not None)
        guest = plain_guest(bob, host.served_port, clock)
        joining = asyncio.create_task(guest.run())
        await until(ann.said("Bob has joined."))
        for line in ("Ann", "2", "1"):  # Ann leads the first trick; one game
            ann.type(line)
        await until(lambda: ann.lines[-1].startswith("Play a card: "))
        led = ann.lines[-1].removeprefix("Play a card: ").split(",")[0].split(";")[0]
        ann.type(led)  # "Gnome 5": the first card on offer, named
        await until(lambda: bob.lines[-1].startswith("Play a card: "))
        ann.type("undo")
        await until(lambda: bob.lines[-1] == "Your answer: 1 Allow, 2 Refuse.")
        asked = bob.lines[-2]
        assert asked.startswith("Ann asks to take ") and asked.endswith(" back. Allow it?")
        bob.type("1")
        card = asked.removeprefix("Ann asks to take ").removesuffix(" back. Allow it?")
        assert card == led.removesuffix(".")
        await until(ann.said(f"Bob agreed: {card} is back in your hand."))
        await until(lambda: ann.lines[-1].startswith("Play a card: "))
        assert ann.said(f"Bob is asked whether you may take {card} back…")()
        await until(lambda: bob.lines[-1] == "Ann's turn.")
        assert bob.lines[-2] == "Your answer: 1 Allow, 2 Refuse."
        ann.type("quit")
        assert await hosting_task == 0
        await until(lambda: guest.guest.ended)
        assert await joining == 0

    run(play(), 60)
    clean(ann.out.getvalue() + bob.out.getvalue())
    assert bob.lines[-1] == (
        "Ann has closed the game. It is saved on their computer: join again when they host it."
    )
