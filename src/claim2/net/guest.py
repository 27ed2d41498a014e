"""The guest's side of a game over the network, on the wire.

``GuestGame`` is the guest's table (``claim2.sitting.guest.table.GuestTable``: what the
host has said, and the player's answers) read from and written to the host's messages:
``received`` decodes one message into the table, and each answer the table hands to its
``outbox`` is encoded here (``message_for``).

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

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from claim2.engine import Faction, IllegalAction, IllegalReason
from claim2.engine.cards import faction_of_code
from claim2.net import codec, wire
from claim2.net import protocol as wire_messages
from claim2.net.protocol import (
    HOST_LIMIT,
    MAX_LOG,
    PROTOCOL,
    Bye,
    Closing,
    Error,
    Game,
    Hello,
    HostMessage,
    Lobby,
    ProtocolError,
    RecordMessage,
    SceneMessage,
    Told,
    Welcome,
    dump,
    read_host,
)
from claim2.net.wire import WireError, one_line
from claim2.records.record import RecordError, parse_record
from claim2.sitting.clock import Clock, MonotonicClock
from claim2.sitting.guest import news
from claim2.sitting.guest.news import (
    GameInfo,
    Match,
    Refused,
    Standing,
    TakeBackAnswer,
    TakeBackQuestion,
)
from claim2.sitting.guest.table import GuestTable

RETRY_AFTER = (0.5, 1.0, 2.0, 3.0)  # seconds between tries to join again, then the last


class GuestGame(GuestTable):
    """The guest's table, read from the host's messages and answering with messages."""

    # Messages to the host ------------------------------------------------------------------

    def hello(self) -> str:
        return dump(Hello(type="hello", protocol=PROTOCOL, code=self.code, name=self.name))

    def bye(self) -> str:
        return dump(Bye(type="bye"))

    @staticmethod
    def message_for(answer: news.Answer) -> str:
        """The message that carries the player's ``answer`` to the host."""
        if isinstance(answer, news.Play):
            return dump(
                wire_messages.Play(
                    type="play", action=answer.action.code, stamp=codec.stamp(answer.shown)
                )
            )
        if isinstance(answer, news.Proceed):
            return dump(wire_messages.Proceed(type="proceed", stamp=codec.stamp(answer.shown)))
        if isinstance(answer, news.AskTakeBack):
            return dump(
                wire_messages.AskTakeBack(type="take_back", stamp=codec.stamp(answer.shown))
            )
        if isinstance(answer, news.AnswerTakeBack):
            return dump(wire_messages.Answer(type="answer", allow=answer.allow))
        return dump(wire_messages.Again(type="again"))

    # Messages from the host ---------------------------------------------------------------------

    def received(self, data: str | bytes) -> None:
        """One message from the host (raises ProtocolError or WireError: the connection
        is then closed by the caller)."""
        message = read_host(data)
        try:
            self._handle(message)
        except (ValueError, KeyError, IndexError, RecursionError) as error:
            if isinstance(error, ProtocolError | WireError):
                raise
            raise WireError(one_line(error)) from None

    def _handle(self, message: HostMessage) -> None:
        if isinstance(message, Welcome):
            self.welcomed(message.seat, wire.read_name(message.host) if message.host else "")
        elif isinstance(message, Lobby):
            self.in_lobby(wire.read_name(message.host) if message.host else "")
        elif isinstance(message, Game):
            for name in message.names:
                wire.read_name(name)
            match = message.match
            self.game_began(
                GameInfo(
                    message.names,
                    message.seat,
                    message.first_leader,
                    None if match is None else Match(match.first_to, match.game, match.tally),
                    message.resumed,
                )
            )
        elif isinstance(message, SceneMessage):
            if self.game is None or not 0 <= message.log_from <= len(self.log):
                raise WireError("a scene before its game, or a log that does not follow")
            if message.log_from + len(message.log) > MAX_LOG:
                raise WireError("a log longer than a game")
            events = codec.read_events(message.log, MAX_LOG)
            standing = message.standing
            self.scene_came(
                codec.read_scene(message.scene),
                message.log_from,
                events,
                None
                if standing is None
                else Standing(standing.tally, standing.winner, standing.next_game),
            )
        elif isinstance(message, Told):
            self._told(message)
        elif isinstance(message, RecordMessage):
            try:
                self.record_came(parse_record(_json_text(message.record)))
            except RecordError as error:
                raise WireError(f"a record that cannot be read ({error})") from None
        elif isinstance(message, Error):
            self.refused_us(
                message.code,
                wire.text(message.text),
                wire.read_name(message.name) if message.name else None,
            )
        elif isinstance(message, Closing):
            if message.reason == "lobby":
                self.in_lobby()
            else:
                self.host_left()

    def _told(self, told: Told) -> None:
        seat, card = told.seat, told.card
        if told.what == "refused":
            self.told(Refused(_illegal(told)))
        elif card is None:
            raise WireError("a take-back's question or answer names its card")
        elif told.what == "asked":
            self.told(TakeBackQuestion(seat, card))
        else:
            self.told(TakeBackAnswer(seat, card, told.allowed, told.lapsed))


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
    return IllegalAction(reason.value, reason, told.seat, faction, told.cards[:13])


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
        game.outbox = lambda answer: self.send(game.message_for(answer))
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
                            self.game.refused_us(
                                "unreadable", f"the host sent what this game cannot read ({error})"
                            )
                            await socket.close(1008, "unreadable message")
                        self.on_update()
                        if self.game.ended:
                            break
            except (OSError, ConnectionClosed, InvalidHandshake, TimeoutError):
                pass
            except InvalidURI:
                self.game.refused_us("bad_address", f"not an address to join: {self.url}")
            finally:
                self.socket = None
            if self._stopped or self.game.ended:
                self.on_update()
                return
            self.game.lost()
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
