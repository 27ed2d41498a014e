"""A host and guests over the loopback interface, and the check of every message sent to
the guest against what its seat may see (R17)."""

from __future__ import annotations

import asyncio
import json
import random
import re
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from contextlib import asynccontextmanager
from dataclasses import fields, is_dataclass
from typing import Any, TypeVar

from websockets.asyncio.server import Server

from claim2.engine import Action, Card, GameState, view
from claim2.game.public import public_view
from claim2.game.steps import NextScreen, ScreenKind
from claim2.net import codec
from claim2.net.guest import GuestConnection, GuestGame
from claim2.net.host import HostService
from claim2.net.server import start_server
from claim2.records.record import load_record
from claim2.sitting.clock import ManualClock
from claim2.sitting.guest import news
from claim2.sitting.guest.news import Status
from claim2.sitting.lobby import NewGame
from claim2.sitting.remote.hosting import HostSitting
from claim2.sitting.remote.table import RemoteTable
from claim2.sitting.scene import Scene

CODE = "123-456-789"
CARD_CODE = re.compile(r"(?<![A-Za-z])(Gn|Gi|Dr|Tr|Se)[0-9](?![0-9])")
T = TypeVar("T")


def run(coroutine: Awaitable[T], timeout: float = 20.0) -> T:
    """Run ``coroutine`` in a fresh event loop (a test never hangs: at most ``timeout``)."""

    async def bounded() -> T:
        return await asyncio.wait_for(coroutine, timeout)

    return asyncio.run(bounded())


def cards_in(value: Any) -> Iterator[Card]:
    """Every card in a view, an event or anything made of them (found by walking it, not by
    the codec under test)."""
    if isinstance(value, Card):
        yield value
    elif isinstance(value, tuple | list):
        for item in value:
            yield from cards_in(item)
    elif is_dataclass(value) and not isinstance(value, type):
        for field in fields(value):
            yield from cards_in(getattr(value, field.name))


# What a guest's answers look like on the wire (``GuestGame.message_for``) -------------------


def play_message(action: Action, shown: NextScreen) -> str:
    return GuestGame.message_for(news.Play(action, shown))


def proceed_message(shown: NextScreen) -> str:
    return GuestGame.message_for(news.Proceed(shown))


def take_back_message(shown: NextScreen) -> str:
    return GuestGame.message_for(news.AskTakeBack(shown))


def answer_message(allow: bool) -> str:
    return GuestGame.message_for(news.AnswerTakeBack(allow))


def again_message() -> str:
    return GuestGame.message_for(news.Again())


class SeatCheck:
    """Checks each message sent to ``seat`` against ``view(state, seat)`` at that moment:
    a scene's private view is exactly the seat's view; its public view one the seat has
    seen; the message encodes nothing else (decoding and encoding again gives it back);
    every card code in it is one the seat has seen so far; the record only once the game
    has ended."""

    def __init__(self, sitting: HostSitting, seat: int) -> None:
        self.sitting = sitting
        self.seat = seat
        self.known: set[str] = set()  # the codes of every card the seat has seen
        self.publics: list[Any] = []
        self.done: dict[int, GameState] = {}  # by id, each kept alive (an id is reused
        # once its object is gone: a state dropped by a take-back would hide a new one)
        self.messages: list[str] = []
        self.kinds: list[str] = []
        self.problems: list[str] = []

    def _learn(self, states: tuple[GameState, ...]) -> None:
        for state in states:
            if self.done.get(id(state)) is state:
                continue
            self.done[id(state)] = state
            seen = view(state, self.seat)
            self.known.update(card.code for card in cards_in(seen))
            self.publics.append(public_view(seen))

    def tap(self, text: str) -> None:
        """Check one message (a failure is kept: the service must not swallow it)."""
        try:
            self._check(text)
        except AssertionError as error:
            self.problems.append(str(error))
            raise

    def _check(self, text: str) -> None:
        self.messages.append(text)
        message = json.loads(text)
        self.kinds.append(message["type"])
        table = self.sitting.table
        assert table is None or isinstance(table, RemoteTable)
        if table is not None:
            self._learn(table.session.states)
        if message["type"] == "record":
            assert table is not None and table.session.finished, "a record before the end"
            return
        leaked = {code.group(0) for code in CARD_CODE.finditer(text)} - self.known
        assert not leaked, f"{message['type']} to seat {self.seat} holds unseen {leaked}"
        if message["type"] != "scene":
            return
        assert table is not None
        scene = codec.read_scene(message["scene"])
        state = table.session.states[-1]
        if scene.seen is not None:
            assert scene.seen == view(state, self.seat), "a private view not the seat's own"
            assert scene.kind in (ScreenKind.TURN, ScreenKind.SEER, ScreenKind.WAITING)
        assert scene.public in self.publics, "a public view the seat never had"
        again = json.dumps(codec.scene(scene), separators=(",", ":"))
        assert again == json.dumps(message["scene"], separators=(",", ":")), "more than a scene"
        log = codec.read_events(message["log"], 1000)
        assert codec.events(log) == message["log"]


class Player:
    """A guest that plays random legal moves as soon as its scene asks (``answer``)."""

    def __init__(
        self,
        seed: int,
        *,
        name: str = "Bob",
        code: str = CODE,
        clock: ManualClock | None = None,
        pace: float = 0.2,
    ) -> None:
        self.game = GuestGame(code, name)
        self.clock = clock  # the host's: moved on by ``pace`` before each answer (a person's
        self.pace = pace  # pace, so the host's flood limit sees what it would in play)
        self.rng = random.Random(seed)
        self.connection: GuestConnection | None = None
        self.updates = asyncio.Event()
        self.answered: set[Any] = set()
        self.playing = True
        self.on_scene: Callable[[Player], None] | None = None

    @property
    def line(self) -> GuestConnection:
        """The connection (a test asks for it only after ``connect``)."""
        assert self.connection is not None, "not connected"
        return self.connection

    @property
    def scene(self) -> Scene:
        """The guest's scene (a test asks for it only once it has waited for one)."""
        scene = self.game.scene
        assert scene is not None, "no scene yet"
        return scene

    def connect(self, port: int) -> GuestConnection:
        self.connection = GuestConnection(
            f"ws://127.0.0.1:{port}", self.game, self.update, retry_after=(0.01,)
        )
        return self.connection

    def update(self) -> None:
        self.updates.set()
        scene = self.game.scene
        if self.on_scene is not None:
            self.on_scene(self)
        if not self.playing or scene is None or self.connection is None:
            return
        key = (scene.shown, scene.public)
        if key in self.answered:
            return
        if self.clock is not None:
            self.clock.advance(self.pace)
        if scene.acts:
            assert scene.seen is not None
            self.answered.add(key)
            action = self.rng.choice(scene.seen.legal_actions)
            self.connection.send(play_message(action, scene.shown))
        elif scene.kind in (ScreenKind.TRICK_RESULT, ScreenKind.PHASE_TWO):
            self.answered.add(key)
            self.connection.send(proceed_message(scene.shown))

    @property
    def ended(self) -> bool:
        scene = self.game.scene
        return scene is not None and scene.kind is ScreenKind.END and self.game.record is not None


class HostPlayer:
    """The host's person, playing random legal moves on the host's own scenes."""

    def __init__(self, sitting: HostSitting, seed: int) -> None:
        self.sitting = sitting
        self.rng = random.Random(seed)
        self.playing = True
        self.moves = 0

    def attach(self) -> None:
        self.sitting.listen(on_change=self.soon, on_table=self.soon)

    def soon(self) -> None:
        asyncio.get_running_loop().call_soon(self.act)

    def act(self) -> None:
        table = self.sitting.network_table
        if table is None or not self.playing:
            return
        scene = table.scene
        if scene.acts:
            assert scene.seen is not None
            table.play(self.rng.choice(scene.seen.legal_actions), scene.shown)
            self.moves += 1
        elif scene.kind in (ScreenKind.TRICK_RESULT, ScreenKind.PHASE_TWO):
            table.proceed(scene.shown)


class Hosting:
    """A host sitting (its own data folder), its service and server on 127.0.0.1, the
    check of the messages to the guest and the host's clock."""

    def __init__(
        self,
        sitting: HostSitting,
        service: HostService,
        server: Server,
        check: SeatCheck,
        clock: ManualClock,
    ) -> None:
        self.sitting = sitting
        self.service = service
        self.server = server
        self.check = check
        self.clock = clock
        self.port: int = server.sockets[0].getsockname()[1] if server.sockets else 0

    def start(self, first_leader: int = 0, first_to: int | None = None) -> RemoteTable:
        self.sitting.start_now(
            NewGame(("Ann", "Bob"), first_leader=first_leader, first_to=first_to)
        )
        table = self.sitting.network_table
        assert table is not None
        return table


@asynccontextmanager
async def hosting(
    seed: int = 1, clock: ManualClock | None = None, hello_within: float = 5.0
) -> AsyncIterator[Hosting]:
    sitting = HostSitting(seed=seed)
    sitting.open()
    sitting.host_name = "Ann"
    check = SeatCheck(sitting, sitting.remote.seat)
    clock = clock or ManualClock()
    service = HostService(sitting, CODE, clock, tap=check.tap, hello_within=hello_within)
    server = await start_server(service, "127.0.0.1", 0)
    host = Hosting(sitting, service, server, check, clock)
    try:
        yield host
        assert not check.problems, check.problems
    finally:
        service.closing()
        server.close()
        await server.wait_closed()
        sitting.close()


def intact(host: Hosting) -> None:
    """The host's game and its save are intact: saved after its last move (no save problem),
    and the file holds exactly the game's record while it is being played."""
    table = host.sitting.network_table
    assert host.sitting.save_problem() is None, host.sitting.save_problem()
    if table is None or table.session.finished:
        return
    path = host.sitting.save_path
    assert path is not None
    assert load_record(path) == table.session.record


async def until(condition: Callable[[], bool], *events: asyncio.Event, limit: float = 10) -> None:
    """Wait (on the loop, never sleeping in a test's own time) until ``condition()``."""
    async with asyncio.timeout(limit):
        while not condition():  # noqa: ASYNC110 (loopback I/O moves it on)
            await asyncio.sleep(0.001)


def status(player: Player) -> Status:
    return player.game.status
