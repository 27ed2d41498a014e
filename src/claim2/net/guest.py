"""The guest's side of a game over the network: a thin client.

``GuestGame`` keeps what the host has sent (the guest's own scene, the public log, the
record once the game has ended) and words nothing: the app draws the scene in its
player's language. Its answers (a card, going on, a take-back) are messages carrying
the stamp of the scene they answer; the host's engine decides.

``GuestConnection`` runs it over a websocket: it says hello with the join code, reads
the host's messages, and after a dropped connection joins again with the same code
(every few seconds, until told to stop); a refusal (a wrong code, another version)
or the host quitting ends it.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from claim2.engine import Action, Card, Faction, IllegalAction, IllegalReason
from claim2.engine.cards import faction_of_code
from claim2.engine.events import Event
from claim2.game.steps import NextScreen
from claim2.net import codec, wire
from claim2.net.protocol import (
    HOST_LIMIT,
    PROTOCOL,
    Again,
    Answer,
    AskTakeBack,
    Bye,
    Closing,
    Error,
    Game,
    Hello,
    HostMessage,
    Lobby,
    Play,
    Proceed,
    ProtocolError,
    RecordMessage,
    SceneMessage,
    Standing,
    Told,
    Welcome,
    dump,
    read_host,
)
from claim2.net.wire import WireError
from claim2.records.record import GameRecord, RecordError, parse_record
from claim2.sitting.clock import Clock, MonotonicClock
from claim2.sitting.scene import Scene

MAX_LOG = 600  # public events in a whole game (fewer than 300 in practice)
RETRY_AFTER = (0.5, 1.0, 2.0, 3.0)  # seconds between tries to join again, then the last


class Status(Enum):
    CONNECTING = "connecting"
    LOBBY = "lobby"  # joined; the host has not started a game yet
    PLAYING = "playing"
    LOST = "lost"  # the connection dropped: joining again
    REFUSED = "refused"  # the host refused us (``problem`` says why): the end
    HOST_LEFT = "host_left"  # the host's player quit: the end


@dataclass(frozen=True, slots=True)
class TakeBackQuestion:
    """The other player asks to take back ``card``, the card they led."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class TakeBackAnswer:
    """The answer to ``seat``'s question: ``card`` went back if ``allowed``."""

    seat: int
    card: Card
    allowed: bool
    lapsed: bool


@dataclass(frozen=True, slots=True)
class Refused:
    """The host's engine refused our move: ``error`` (our own cards only)."""

    error: IllegalAction


News = TakeBackQuestion | TakeBackAnswer | Refused


class GuestGame:
    """What the guest knows, from the host's messages alone."""

    def __init__(self, code: str, name: str) -> None:
        self.code = code
        self.name = name
        self.status = Status.CONNECTING
        self.problem: str | None = None  # why the host refused us or closed (English)
        self.problem_code: str | None = None  # which rule (docs/protocol.md)
        self.problem_name: str | None = None  # the player a ``wrong_player`` refusal expects
        self.seat: int | None = None
        self.host_name = ""
        self.game: Game | None = None
        self.scene: Scene | None = None
        self.standing: Standing | None = None
        self.log: list[Event] = []
        self.record: GameRecord | None = None
        self.news: list[News] = []  # to tell the player once
        self.scenes = 0  # scenes received (a benchmark and the tests count them)

    # Messages to the host ------------------------------------------------------------------

    def hello(self) -> str:
        return dump(Hello(type="hello", protocol=PROTOCOL, code=self.code, name=self.name))

    def play(self, action: Action, shown: NextScreen) -> str:
        return dump(Play(type="play", action=action.code, stamp=codec.stamp(shown)))

    def proceed(self, shown: NextScreen) -> str:
        return dump(Proceed(type="proceed", stamp=codec.stamp(shown)))

    def take_back(self, shown: NextScreen) -> str:
        return dump(AskTakeBack(type="take_back", stamp=codec.stamp(shown)))

    def answer(self, allow: bool) -> str:
        return dump(Answer(type="answer", allow=allow))

    def again(self) -> str:
        return dump(Again(type="again"))

    def bye(self) -> str:
        return dump(Bye(type="bye"))

    def take_news(self) -> list[News]:
        news, self.news = self.news, []
        return news

    # Messages from the host ---------------------------------------------------------------------

    def received(self, data: str | bytes) -> None:
        """One message from the host (raises ProtocolError or WireError: the connection
        is then closed by the caller)."""
        message = read_host(data)
        try:
            self._handle(message)
        except (ValueError, KeyError, IndexError) as error:
            if isinstance(error, ProtocolError | WireError):
                raise
            raise WireError(str(error)) from None

    def _handle(self, message: HostMessage) -> None:
        if isinstance(message, Welcome):
            self.seat = wire.seat(message.seat)
            self.host_name = wire.read_name(message.host) if message.host else ""
            if self.game is None:  # joining again mid-game: still joining until it comes
                self.status = Status.LOBBY
        elif isinstance(message, Lobby):
            self.host_name = wire.read_name(message.host) if message.host else ""
            self.status, self.game, self.scene, self.standing = Status.LOBBY, None, None, None
        elif isinstance(message, Game):
            for name in message.names:
                wire.read_name(name)
            self.game, self.scene, self.standing, self.record = message, None, None, None
            self.log = []
            self.status = Status.PLAYING
        elif isinstance(message, SceneMessage):
            if self.game is None or not 0 <= message.log_from <= len(self.log):
                raise WireError("a scene before its game, or a log that does not follow")
            if message.log_from + len(message.log) > MAX_LOG:
                raise WireError("a log longer than a game")
            events = codec.read_events(message.log, MAX_LOG)
            self.scene = codec.read_scene(message.scene)
            self.log = [*self.log[: message.log_from], *events]
            self.standing = message.standing
            self.scenes += 1
        elif isinstance(message, Told):
            self._told(message)
        elif isinstance(message, RecordMessage):
            try:
                self.record = parse_record(_json_text(message.record))
            except RecordError as error:
                raise WireError(f"a record that cannot be read ({error})") from None
        elif isinstance(message, Error):
            self.status = Status.REFUSED
            self.problem = wire.text(message.text, 200, "an error")
            self.problem_code = message.code
            self.problem_name = wire.read_name(message.name) if message.name else None
        elif isinstance(message, Closing):
            if message.reason == "lobby":
                self.status, self.game, self.scene = Status.LOBBY, None, None
            else:
                self.status = Status.HOST_LEFT

    def _told(self, told: Told) -> None:
        seat = wire.seat(told.seat)
        if told.what == "asked":
            self.news.append(TakeBackQuestion(seat, wire.read_card(told.card)))
        elif told.what == "answered":
            card = wire.read_card(told.card)
            self.news.append(TakeBackAnswer(seat, card, told.allowed, told.lapsed))
        else:
            self.news.append(Refused(_illegal(told)))


def _json_text(value: object) -> str:
    return json.dumps(value)


def _illegal(told: Told) -> IllegalAction:
    """The host engine's refusal, rebuilt to be worded here."""
    try:
        reason = IllegalReason(told.reason)
    except ValueError:
        reason = IllegalReason.NOT_AN_ACTION
    faction: Faction | None = None
    if told.faction is not None:
        try:
            faction = faction_of_code(told.faction)
        except ValueError:
            faction = None
    cards = tuple(wire.read_card(code) for code in told.cards[:13])
    return IllegalAction(reason.value, reason, wire.seat(told.seat), faction, cards)


class GuestConnection:
    """``game`` played over a websocket to ``url``; ``on_update()`` after every message
    from the host and every change of the connection."""

    def __init__(
        self,
        url: str,
        game: GuestGame,
        on_update: Callable[[], None],
        *,
        clock: Clock | None = None,
        retry_after: tuple[float, ...] = RETRY_AFTER,
    ) -> None:
        self.url = url
        self.game = game
        self.on_update = on_update
        self.clock = clock or MonotonicClock()
        self.retry_after = retry_after
        self.socket: ClientConnection | None = None
        self._stopped = False
        self._outbox: asyncio.Queue[str] | None = None

    def send(self, text: str) -> bool:
        """Send ``text`` now if connected (False: not sent; the scene is sent again on
        rejoining, and answered again)."""
        socket = self.socket
        if socket is None:
            return False
        asyncio.get_running_loop().create_task(self._send(socket, text))
        return True

    async def _send(self, socket: ClientConnection, text: str) -> None:
        with contextlib.suppress(ConnectionClosed):
            await socket.send(text)

    async def stop(self) -> None:
        """Leave: say bye and close (the host keeps the game)."""
        self._stopped = True
        socket = self.socket
        if socket is not None:
            with contextlib.suppress(ConnectionClosed):
                await socket.send(self.game.bye())
            await socket.close()

    async def run(self) -> None:
        """Join, play, and join again after a drop, until refused, left or stopped."""
        tries = 0
        while not self._stopped:
            try:
                async with connect(
                    self.url,
                    max_size=HOST_LIMIT,
                    open_timeout=5,
                    compression=None,
                    ping_interval=10,
                    ping_timeout=10,
                ) as socket:
                    tries = 0
                    await socket.send(self.game.hello())
                    self.socket = socket
                    async for data in socket:
                        try:
                            self.game.received(data)
                        except (ProtocolError, WireError) as error:
                            self.game.status = Status.REFUSED
                            self.game.problem_code = "unreadable"
                            self.game.problem = (
                                f"the host sent what this game cannot read ({error})"
                            )
                            await socket.close(1008, "unreadable message")
                        self.on_update()
                        if self.game.status in (Status.REFUSED, Status.HOST_LEFT):
                            break
            except (OSError, ConnectionClosed, InvalidHandshake, TimeoutError):
                pass
            except InvalidURI:
                self.game.status = Status.REFUSED
                self.game.problem_code = "bad_address"
                self.game.problem = f"not an address to join: {self.url}"
            finally:
                self.socket = None
            if self._stopped or self.game.status in (Status.REFUSED, Status.HOST_LEFT):
                self.on_update()
                return
            self.game.status = Status.LOST
            self.on_update()
            await asyncio.sleep(self.retry_after[min(tries, len(self.retry_after) - 1)])
            tries += 1


def url_of(address: str, port: int) -> str:
    """The websocket address of a host typed as ``HOST``, ``HOST:PORT`` or ``[IPv6]:PORT``
    (``port`` when none is given)."""
    address = address.strip()
    if address.startswith(("ws://", "wss://")):
        return address
    host, _colon, given = address.rpartition(":")
    if host and given.isdigit() and (host.count(":") == 0 or host.endswith("]")):
        return f"ws://{host}:{given}"
    if address.count(":") >= 2 and not address.startswith("["):
        return f"ws://[{address}]:{port}"
    return f"ws://{address}:{port}"
