"""The host's side of a game over the network: one guest, its own scenes, its answers.

``HostService`` is the protocol without sockets: a connection is a ``Link`` (send a text,
close with a reason), every message from it goes through ``received``. It admits one
guest (the right join code and protocol version), sends it what its seat may see and
nothing else: its own scenes (``RemoteTable.scene_for``), the public log, and the whole
record once the game has ended. Its answers go to the host's ``RemoteTable``, which the
host's engine checks. A message that is malformed, too large, too frequent, out of
turn, or a hello with a wrong code closes that connection only, with an error message
saying why; the game goes on.

A connection and what was sent on it is a ``connection.Guest``; what the guest is sent
about the game is made in ``feed``, who may play its seat is ``seat_rule``'s.
``claim2.net.server.start_server`` runs it on a websocket server.
"""

from __future__ import annotations

from collections.abc import Callable

from claim2.net import codec
from claim2.net.codes import same_code
from claim2.net.connection import GOING_AWAY, POLICY, Guest, Link, stamp_of
from claim2.net.door import HELLO_WITHIN, MAX_WAITING, Door, Visitor
from claim2.net.feed import announcement, news
from claim2.net.limits import Bucket
from claim2.net.protocol import (
    GUEST_BURST,
    GUEST_RATE,
    MAX_REASON,
    MAX_TEXT,
    PROTOCOL,
    Again,
    Answer,
    AskTakeBack,
    Bye,
    Closing,
    Error,
    Hello,
    Lobby,
    Message,
    Play,
    Proceed,
    ProtocolError,
    Welcome,
    dump,
    read_guest,
)
from claim2.net.seat_rule import GuestSeat
from claim2.net.telling import refusal_for, told_message
from claim2.net.timers import loop_deadlines
from claim2.net.wire import one_line
from claim2.sitting.clock import Clock
from claim2.sitting.remote.agreement import Tell
from claim2.sitting.remote.hosting import HostSitting
from claim2.text.names import name_problem


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
        self.deadlines = loop_deadlines(clock)
        self.door = Door(
            self.deadlines, cap=cap, hello_within=hello_within, on_wrong=self._wrong_code
        )
        self.guest: Guest | None = None  # the admitted guest's connection, if any
        self.guest_seat = GuestSeat(sitting.remote.seat)  # and who may play it
        self._again: object | None = None  # the table whose end the guest asked to play again
        sitting.listen(on_change=self.push, on_tell=self._told, on_table=self._table)

    @property
    def seat(self) -> int:
        return self.sitting.remote.seat

    def expected_name(self) -> str | None:
        """The name a guest must join under now to play the guest's seat; None: any name
        (no game, or a new one nobody has joined)."""
        return self.guest_seat.expected_name(self.sitting.network_table)

    # Connections ---------------------------------------------------------------------------

    def connected(
        self,
        link: Link,
        visitor: Visitor | None = None,
        *,
        rate: tuple[float, int] = (GUEST_RATE, GUEST_BURST),
    ) -> Guest:
        """A websocket connection is open (``visitor``: as the door counted it when the
        system accepted it); it must say hello in time. ``rate``: the messages a second it
        may send, and at once (a guest in this process, ``claim2.net.memory``, is paced by
        its page instead)."""
        if visitor is None:
            visitor = self.door.opened("?", lambda: link.close(POLICY, "no room"))
        guest = Guest(link, Bucket(self.clock, *rate), visitor)
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
        self._send(guest, Error(type="error", code=code, text=text[:MAX_TEXT], name=name))
        reason = text.encode("utf-8")[:MAX_REASON].decode("utf-8", errors="ignore")
        self._close(guest, POLICY, reason)

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
        except (ValueError, RecursionError) as error:  # a WireError, or what a check missed
            self.refuse(guest, "malformed", f"not a message of this game ({one_line(error)})")

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
        key = stamp_of(shown)
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
        self.guest_seat.take(self.sitting.network_table, name)
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

    # What the guest is sent --------------------------------------------------------------------

    def _table(self) -> None:
        """A game started, or was left: the guest is told, then shown its scene."""
        guest = self.guest
        if guest is None:
            return
        table = self.sitting.network_table
        try:
            self.guest_seat.take(table, self.sitting.remote.name)
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
            for message in announcement(guest, table, self.seat):
                self._send(guest, message)
        self.push()

    def push(self) -> None:
        """Send the guest its scene if it changed (with the public log since the last)."""
        guest, table = self.guest, self.sitting.network_table
        if guest is None or table is None or guest.game is not table:
            return
        for message in news(guest, table, self.seat):
            self._send(guest, message)

    def _told(self, seat: int, tell: Tell) -> None:
        guest = self.guest
        message = told_message(tell)
        if guest is not None and seat == self.seat and message is not None:
            self._send(guest, message)
