"""The host's side of a game over the network: one guest, its own scenes, its answers.

``HostService`` is the protocol without sockets: a connection is a ``Link`` (send a text,
close with a reason), every message from it goes through ``received``. It admits one
guest (the right join code and protocol version), sends it what its seat may see and
nothing else: its own scenes (``NetworkTable.scene_for``), the public log, and the whole
record once the game has ended. Its answers go to the host's ``NetworkTable``, which the
host's engine checks. A message that is malformed, too large, too frequent, out of
turn, or a hello with a wrong code closes that connection only, with an error message
saying why; the game goes on.

``claim2.net.server.start_server`` runs it on a websocket server.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Protocol

from claim2.engine.events import Event
from claim2.game.session import NextScreen
from claim2.net import codec
from claim2.net.codes import same_code
from claim2.net.door import HELLO_WITHIN, MAX_WAITING, Door, Visitor
from claim2.net.limits import Bucket
from claim2.net.protocol import (
    GUEST_BURST,
    GUEST_RATE,
    PROTOCOL,
    Again,
    Answer,
    AskTakeBack,
    Bye,
    Closing,
    Error,
    Game,
    Hello,
    Lobby,
    MatchWire,
    Message,
    Play,
    Proceed,
    ProtocolError,
    RecordMessage,
    SceneMessage,
    Told,
    Welcome,
    dump,
    read_guest,
)
from claim2.net.telling import common_events, goes_on, refusal_for, standing_of, told_message
from claim2.net.timers import LoopDeadlines
from claim2.net.wire import WireError
from claim2.records.record import dump_record
from claim2.sitting.clock import Clock
from claim2.sitting.hosting import HostSitting
from claim2.sitting.network import NetworkTable, Tell
from claim2.text.names import name_problem, same_person

POLICY = 1008  # the websocket close code for a broken rule
GOING_AWAY = 1001


class Link(Protocol):
    """One connection, as the service sees it."""

    def send(self, text: str) -> None: ...

    def close(self, code: int, reason: str) -> None: ...


class Guest:
    """One connection (the door's ``visitor`` until it is let in) and what has been sent on
    it."""

    def __init__(self, link: Link, bucket: Bucket, visitor: Visitor) -> None:
        self.link = link
        self.bucket = bucket
        self.visitor = visitor
        self.knocked = False  # said hello: its code is being checked (or waits to be)
        self.admitted = False
        self.closed = False
        self.scene: str | None = None  # the last scene sent (its JSON)
        self.stamps: set[tuple[str, int | None, int, int]] = set()  # every stamp sent
        self.acting: set[tuple[str, int | None, int, int]] = set()  # turns and Seer choices
        self.log: tuple[Event, ...] = ()  # the public log as last sent
        self.game: object | None = None  # the table whose game was announced
        self.record_sent = False


def _key(shown: NextScreen) -> tuple[str, int | None, int, int]:
    return (shown.kind.value, shown.seat, shown.move, shown.taken_back)


class HostService:
    """The host's side of the protocol for ``sitting`` (whose remote seat the guest plays),
    admitting guests with ``code``. ``tap(text)`` sees every message sent to a guest (tests
    check each against the guest's view); ``on_again()`` when the guest asks for another
    game."""

    def __init__(
        self,
        sitting: HostSitting,
        code: str,
        clock: Clock,
        *,
        tap: Callable[[str], None] | None = None,
        on_again: Callable[[], None] | None = None,
        on_wrong_code: Callable[[int], None] | None = None,
        cap: int = MAX_WAITING,
        hello_within: float = HELLO_WITHIN,
    ) -> None:
        self.sitting = sitting
        self.code = code
        self.clock = clock
        self.tap = tap
        self.on_again = on_again
        self.on_wrong_code = on_wrong_code
        self.deadlines = LoopDeadlines(clock)
        self.door = Door(
            self.deadlines, cap=cap, hello_within=hello_within, on_wrong=self._wrong_code
        )
        self.guest: Guest | None = None  # the admitted guest's connection, if any
        self.player: str | None = None  # who plays the guest's seat at this table (None: anyone)
        self._seated: object | None = None  # the table ``player`` is of
        self._again: object | None = None  # the table whose end the guest asked to play again
        sitting.listen(on_change=self.push, on_tell=self._told, on_table=self._table)

    @property
    def seat(self) -> int:
        return self.sitting.remote.seat

    def expected_name(self) -> str | None:
        """The name a guest must join under now to play the guest's seat (the rule of
        ``_seat_for``); None: any name (no game, or a new one nobody has joined)."""
        table = self.sitting.network_table
        if table is None:
            return None
        if table is not self._seated:
            return table.names[self.seat] if goes_on(table) else None
        return self.player

    # Connections ---------------------------------------------------------------------------

    def connected(self, link: Link, visitor: Visitor | None = None) -> Guest:
        """A websocket connection is open (``visitor``: as the door counted it when the
        system accepted it); it must say hello in time."""
        if visitor is None:
            visitor = self.door.opened("?", lambda: link.close(POLICY, "no room"))
        guest = Guest(link, Bucket(self.clock, GUEST_RATE, GUEST_BURST), visitor)
        visitor.late = lambda: self.refuse(guest, "no_hello", "no hello in time")
        if visitor.gone:  # dropped before its handshake was over
            self._close(guest, POLICY, "no room")
        return guest

    def disconnected(self, guest: Guest) -> None:
        guest.closed = True
        self.door.closed(guest.visitor)
        if self.guest is guest:
            self.guest = None
            self.sitting.remote.left()

    def closing(self, reason: str = "host_left") -> None:
        """The host's player quits: the guest is told."""
        guest = self.guest
        if guest is not None:
            self._send(guest, Closing(type="bye", reason=reason))
            self._close(guest, GOING_AWAY, "the host has quit")

    def refuse(self, guest: Guest, code: str, text: str, name: str | None = None) -> None:
        """Close ``guest``'s connection: one error message saying why."""
        if guest.closed:
            return
        self._send(guest, Error(type="error", code=code, text=text, name=name))
        self._close(guest, POLICY, text[:120])

    def _close(self, guest: Guest, code: int, reason: str) -> None:
        if not guest.closed:
            guest.closed = True
            guest.link.close(code, reason)
        self.disconnected(guest)

    def _send(self, guest: Guest, message: Message) -> None:
        if guest.closed:
            return
        text = dump(message)
        if self.tap is not None:
            self.tap(text)
        guest.link.send(text)

    # What a guest sends -----------------------------------------------------------------------

    def received(self, guest: Guest, data: str | bytes) -> None:
        """One message from ``guest``: checked, then answered (or the connection closed)."""
        if guest.closed:
            return
        if not guest.bucket.take():
            self.refuse(guest, "too_frequent", "too many messages: at most 10 a second")
            return
        try:
            message = read_guest(data)
            self._handle(guest, message)
        except ProtocolError as error:
            self.refuse(guest, error.code, error.text, error.name)
        except WireError as error:
            self.refuse(guest, "malformed", f"not a message of this game ({error})")

    def _handle(self, guest: Guest, message: object) -> None:
        if not guest.admitted:
            if guest.knocked:
                raise ProtocolError("malformed", "wait for the welcome after a hello")
            if not isinstance(message, Hello):
                raise ProtocolError("no_hello", "the first message must be a hello")
            self._hello(guest, message)
            return
        if isinstance(message, Hello):
            raise ProtocolError("malformed", "hello was already said")
        if isinstance(message, Bye):
            self._close(guest, 1000, "bye")
            return
        if isinstance(message, Again):
            table = self.sitting.network_table
            if self.on_again is not None and table is not None and self._again is not table:
                self._again = table  # asked once a game
                self.on_again()
            return
        table = self.sitting.network_table
        if isinstance(message, Answer):
            if table is not None:
                table.answer_take_back(self.seat, message.allow)
            return
        assert isinstance(message, Play | Proceed | AskTakeBack)
        shown = codec.read_stamp(message.stamp)
        key = _key(shown)
        if table is None or key not in guest.stamps:
            raise ProtocolError("out_of_turn", "an answer to a scene that was never sent")
        if isinstance(message, Play):
            action = codec.read_action(message.action)
            if key not in guest.acting:
                raise ProtocolError("out_of_turn", "a move on a scene that was not your turn")
            refused = table.play_for(self.seat, action, shown)
            if refused is not None:
                self._send(guest, refusal_for(self.seat, refused, table, action))
        elif isinstance(message, Proceed):
            table.proceed_for(self.seat, shown)
        else:
            table.ask_take_back(self.seat)

    def _hello(self, guest: Guest, hello: Hello) -> None:
        if hello.protocol != PROTOCOL:
            raise ProtocolError(
                "version",
                f"this host speaks protocol version {PROTOCOL}, not {hello.protocol}: "
                "use the same version of claim2",
            )
        guest.knocked = True
        self.door.knock(guest.visitor, lambda: self._let_in(guest, hello))

    def _let_in(self, guest: Guest, hello: Hello) -> bool:
        """The hello's code checked (when the door says its sender's turn has come): the
        guest let in, or refused. False: a wrong code (it costs its sender)."""
        if guest.closed:
            return True  # gone before its turn: nothing was tried
        if not same_code(hello.code, self.code):
            self.refuse(guest, "wrong_code", "wrong join code")
            return False
        try:
            self._admit(guest, hello)
        except ProtocolError as error:
            self.refuse(guest, error.code, error.text, error.name)
        return True

    def _admit(self, guest: Guest, hello: Hello) -> None:
        name = hello.name.strip(" ") or "?"
        if name_problem(name) is not None:  # the one rule for names, as the app's own
            raise ProtocolError("bad_name", "this name cannot be a player's: choose another")
        self._seat_for(self.sitting.network_table, name)
        if self.guest is not None and self.guest is not guest:  # a rejoin: the old one goes
            old = self.guest
            self.refuse(old, "replaced", "the same player joined again from elsewhere")
        guest.admitted = True
        self.door.admitted(guest.visitor)
        self.guest = guest
        host_name = self.sitting.table.names[0] if self.sitting.table is not None else ""
        self._send(
            guest, Welcome(type="welcome", protocol=PROTOCOL, seat=self.seat, host=host_name)
        )
        self.sitting.remote.arrived(name)
        self._table()

    def _wrong_code(self, recent: int) -> None:
        if self.on_wrong_code is not None:
            self.on_wrong_code(recent)

    def _seat_for(self, table: NetworkTable | None, name: str) -> None:
        """Let ``name`` play the guest's seat at ``table``, or refuse them (``wrong_player``).

        A game resumed from the save goes on with the guest it was saved with; a new game
        with the guest who was there when it started, or else the first to join it. The
        names are compared as a person's (``same_person``)."""
        if table is None:
            return  # the lobby: anybody may join, the host chooses the game
        if table is not self._seated:
            self._seated = table
            self.player = table.names[self.seat] if goes_on(table) else None
        if self.player is None:
            self.player = name
        elif not same_person(name, self.player):
            raise ProtocolError(
                "wrong_player",
                f"this game goes on with {self.player}: join as {self.player}",
                name=self.player,
            )

    # What the guest is sent --------------------------------------------------------------------

    def _table(self) -> None:
        """A game started, or was left: the guest is told, then shown its scene."""
        guest = self.guest
        if guest is None:
            return
        table = self.sitting.network_table
        try:
            self._seat_for(table, self.sitting.remote.name)
        except ProtocolError as error:
            self.refuse(guest, error.code, error.text, error.name)
            return
        if table is None:
            if guest.game is not None:
                self._send(guest, Closing(type="bye", reason="lobby"))
            guest.game = None
            self._send(guest, Lobby(type="lobby", host=self.sitting.host_name))
            return
        if guest.game is not table:
            guest.game, guest.scene, guest.log, guest.record_sent = table, None, (), False
            guest.stamps.clear()
            guest.acting.clear()
            record = table.session.record
            match = None
            if record.match is not None:
                match = MatchWire(
                    first_to=record.match.first_to,
                    game=record.match.game,
                    tally=record.match.tally,
                )
            self._send(
                guest,
                Game(
                    type="game",
                    names=table.names,
                    seat=self.seat,
                    first_leader=record.first_leader,
                    match=match,
                    resumed=goes_on(table),
                ),
            )
            question = table.question
            if question is not None and question.seat != self.seat:
                self._send(
                    guest,
                    Told(type="told", what="asked", seat=question.seat, card=question.card),
                )
        self.push()

    def push(self) -> None:
        """Send the guest its scene if it changed (with the public log since the last)."""
        guest, table = self.guest, self.sitting.network_table
        if guest is None or table is None or guest.game is not table:
            return
        scene = table.scene_for(self.seat)
        encoded = codec.scene(scene)
        text = json.dumps(encoded, separators=(",", ":"))
        if text == guest.scene:
            return
        guest.scene = text
        key = _key(scene.shown)
        guest.stamps.add(key)
        if scene.acts:
            guest.acting.add(key)
        log = table.session.log()
        start = common_events(guest.log, log)
        guest.log = log
        self._send(
            guest,
            SceneMessage(
                type="scene",
                scene=encoded,
                log_from=start,
                log=codec.events(log[start:]),
                standing=standing_of(table) if table.session.finished else None,
            ),
        )
        if table.session.finished and not guest.record_sent:
            guest.record_sent = True
            record = json.loads(dump_record(table.session.record))
            self._send(guest, RecordMessage(type="record", record=record))

    def _told(self, seat: int, tell: Tell) -> None:
        guest = self.guest
        message = told_message(tell)
        if guest is not None and seat == self.seat and message is not None:
            self._send(guest, message)
