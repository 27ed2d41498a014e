"""Driving the apps of a game over the network (``claim2 host``, ``claim2 join``) through
Textual's Pilot, on the test's own event loop, over 127.0.0.1 and a free port (0).

- ``host_app``: the host's app (``HostApp``) on a ``ManualClock``; the guest is a scripted
  client from tests/net (``Player``, which answers nothing by itself here: ``Guest``), and
  every message sent to it is checked against its seat's view (``SeatCheck``, R17).
- ``guest_app``: the guest's app (``GuestApp``) on a ``ManualClock``, joined to a host
  service of tests/net (``hosting``: a ``HostSitting`` the test plays directly).

Waits go through ``driving.wait_until`` (``pilot.pause()`` turns, bounded), never a sleep.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path

from claim2.engine import Action, Card
from claim2.game.steps import ScreenKind
from claim2.records.record import GameRecord
from claim2.sitting.clock import ManualClock
from claim2.sitting.guest.news import News
from claim2.sitting.remote.hosting import HostSitting
from claim2.sitting.remote.table import RemoteTable
from claim2.tui.guest_app import GuestApp
from claim2.tui.host_app import HostApp
from claim2.tui.screens.table.game import scene_title
from net.helpers import (
    CODE,
    Hosting,
    Player,
    SeatCheck,
    answer_message,
    play_message,
    proceed_message,
    take_back_message,
)

from .driving import SIZE, Run, screen_text
from .games import CARD_CODE, hidden_from


@dataclass
class Guest:
    """A scripted guest: tests/net's ``Player`` (not playing by itself) on a connection
    run as a task of the test's loop."""

    player: Player
    task: asyncio.Task[None]

    @property
    def status(self) -> object:
        return self.player.game.status

    def play(self, action: Action | None = None) -> Action:
        """Play ``action`` (else the last legal one) on the guest's current turn."""
        scene = self.player.scene
        assert scene.acts and scene.seen is not None, f"not Bob's turn: {scene.kind}"
        chosen = scene.seen.legal_actions[-1] if action is None else action
        self.player.line.send(play_message(chosen, scene.shown))
        return chosen

    def proceed(self) -> None:
        self.player.line.send(proceed_message(self.player.scene.shown))

    def ask_take_back(self) -> Card:
        scene = self.player.scene
        offer = scene.take_back
        assert offer is not None and offer.card is not None, "nothing to take back"
        self.player.line.send(take_back_message(scene.shown))
        return offer.card

    def answer(self, allow: bool) -> None:
        self.player.line.send(answer_message(allow))

    async def leave(self) -> None:
        """Bye, and the connection closed (the host keeps the game)."""
        await self.player.line.stop()
        await self.task


@dataclass
class HostRun(Run):
    """The host's app being driven, and the guests that joined it."""

    port: int = 0
    guests: list[Guest] = field(default_factory=list)

    @property
    def host(self) -> HostApp:
        assert isinstance(self.app, HostApp)
        return self.app

    @property
    def sitting(self) -> HostSitting:
        return self.host.host_sitting

    @property
    def network_table(self) -> RemoteTable:
        table = self.sitting.network_table
        assert table is not None, "no game at the table"
        return table

    async def told(self, guest: Guest) -> list[News]:
        """What the host has told ``guest`` since the last time (waited for)."""
        game = guest.player.game
        await self.wait_until(lambda: bool(game.news), "the guest told")
        return game.take_news()

    async def join(self, name: str = "Bob", code: str = CODE) -> Guest:
        """A guest joins (with ``code``); waited for until the host has it, or refused it."""
        player = Player(0, name=name, code=code)
        player.playing = False
        task = asyncio.create_task(player.connect(self.port).run())
        guest = Guest(player, task)
        self.guests.append(guest)
        await self.wait_until(
            lambda: self.sitting.remote.connected or task.done(), f"{name} joined"
        )
        return guest


@asynccontextmanager
async def host_app(
    data_dir: Path, *, seed: int = 3, size: tuple[int, int] = SIZE, port: int = 0
) -> AsyncIterator[HostRun]:
    """The host's app on ``port`` of 127.0.0.1 (0: a free one), once it shows where to
    join; the guests' connections and the server are closed at the end."""
    clock = ManualClock()
    sitting = HostSitting(seed=seed, clock=clock)
    app = HostApp(sitting, code=CODE, port=port, bind="127.0.0.1")
    check = SeatCheck(sitting, sitting.remote.seat)
    app.service.tap = check.tap
    async with app.run_test(size=size, notifications=True) as pilot:
        run = HostRun(app, pilot, clock, data_dir)
        screen = app.host_screen
        assert screen is not None
        await run.wait_until(
            lambda: bool(screen.addresses) or screen.problem is not None, "where to join"
        )
        await run.settle()  # and drawn
        server = app.server
        if server is not None and server.sockets:
            run.port = server.sockets[0].getsockname()[1]
        try:
            yield run
        finally:
            for guest in run.guests:
                if not guest.task.done():
                    await guest.leave()
            if app.server is not None:
                app.server.close()
                await app.server.wait_closed()
    assert not check.problems, check.problems


@dataclass
class GuestRun(Run):
    """The guest's app being driven, joined to ``hosting``."""

    hosting: Hosting | None = None

    @property
    def guest(self) -> GuestApp:
        assert isinstance(self.app, GuestApp)
        return self.app

    @property
    def network_table(self) -> RemoteTable:
        assert self.hosting is not None
        table = self.hosting.sitting.network_table
        assert table is not None, "no game at the host's table"
        return table


@asynccontextmanager
async def guest_app(
    data_dir: Path,
    hosting: Hosting,
    *,
    name: str = "Bob",
    code: str = CODE,
    size: tuple[int, int] = SIZE,
) -> AsyncIterator[GuestRun]:
    """The guest's app joining ``hosting`` (as ``claim2 join 127.0.0.1:PORT CODE``); its
    connection is closed at the end."""
    clock = ManualClock()
    app = GuestApp(f"ws://127.0.0.1:{hosting.port}", code, name, clock=clock)
    app.connection.retry_after = (0.01,)  # a dropped line is joined again at once
    async with app.run_test(size=size, notifications=True) as pilot:
        run = GuestRun(app, pilot, clock, data_dir, hosting=hosting)
        try:
            yield run
        finally:
            await app.connection.stop()
            await app.workers.wait_for_complete()


def start_at(hosting: Hosting, record: GameRecord) -> RemoteTable:
    """The host resumes ``record`` (saved as its game over the network first)."""
    from claim2.records.record import save_record

    sitting = hosting.sitting
    assert sitting.save_path is not None
    save_record(record, sitting.save_path)
    sitting.found = None
    sitting.look_for_save()
    assert sitting.resume()
    table = sitting.network_table
    assert table is not None
    return table


def leaked(run: Run, table: RemoteTable, seat: int) -> set[str]:
    """The cards on ``run``'s screen that ``seat`` cannot know of now (R17)."""
    hidden = hidden_from(table.session.record, seat)
    return set(CARD_CODE.findall(screen_text(run.app))) & hidden


async def noted(run: Run, words: str) -> None:
    """Wait until a note (a toast) on the screen says ``words``: a note is drawn a turn of
    the loop after it is given (later still if the screen changes at once)."""
    await run.wait_until(lambda: run.says(words), f"a note saying {words!r}")


async def drawn(run: Run, kind: ScreenKind | None = None) -> None:
    """Wait until the game screen is on top and has drawn its scene (of ``kind``): its
    title names the scene (a game screen just made draws once all its parts are there)."""

    def done() -> bool:
        screen = run.app.game_screen
        if not run.on_game or screen is None or screen.scene is None:
            return False
        return (kind is None or screen.scene.kind is kind) and screen.sub_title == scene_title(
            screen.scene
        )

    await run.wait_until(done, f"the game screen drawn ({kind})")
    await run.settle()  # and laid out


async def in_header(run: Run, words: str, *, there: bool = True) -> None:
    """Wait until the header says ``words`` (or, ``there`` False, no longer does)."""
    await run.wait_until(lambda: (words in header(run)) is there, f"header: {words!r} {there}")


def header(run: Run) -> str:
    return screen_text(run.app).splitlines()[0]


def ann_plays(table: RemoteTable, index: int = 0) -> Action:
    """The host's player plays a legal move (the first, or ``index``) on her turn."""
    scene = table.scene
    assert scene.acts and scene.seen is not None, f"not Ann's turn: {scene.kind}"
    action = scene.seen.legal_actions[index]
    assert table.play(action, scene.shown) is None
    return action


async def guest_to_the_end(run: GuestRun, steps: int = 20) -> None:
    """The game played to its end: Ann (the host) plays her first legal move and goes on
    from the results; the guest presses Enter on each of its scenes (Enter on a scene
    already answered is dropped by the host)."""
    table = run.network_table
    for _ in range(steps):
        if run.kind() is ScreenKind.END:
            break
        if table.scene.acts:
            ann_plays(table)
        elif table.scene.kind in (ScreenKind.TRICK_RESULT, ScreenKind.PHASE_TWO):
            table.proceed(table.scene.shown)
        if run.kind() is not ScreenKind.WAITING:
            await run.after_quiet("enter")
        else:
            await run.settle()
    await drawn(run, ScreenKind.END)
