"""The host's door: the connections that have not been let in yet, and the join codes tried.

Whatever the network does, the host keeps what it needs to hold and save its game:

- **A cap on the connections not let in** (``MAX_WAITING``), counted from the moment the
  system accepts them (before the websocket's own handshake). When a new one passes the
  cap, the oldest connection of the sender that holds the most is dropped: one sender
  cannot push out another's.
- **A cap per sender** (``per_sender``, none by default): a sender's connection past it
  drops that sender's oldest.
- **Descriptors kept for the game** (``claim2.net.descriptors``): a connection accepted
  while fewer than the reserve are left is dropped at once.
- **A deadline to say hello** (``HELLO_WITHIN`` seconds on the host's clock).
- **Wrong codes cost their sender only.** A sender is an IPv4 address, or an IPv6
  address's /64 network. Its first hello is checked at once; after ``k`` wrong codes its
  next hello waits ``min(2**(k-1), 60)`` seconds before it is checked (1, 2, 4, ... 60).
  Hellos of other senders, the right guest's among them, never wait for it, and nothing
  is ever locked. A sender quiet for ``FORGET_AFTER`` seconds is forgotten.

Time is the injected clock's: every deadline is kept in ``Deadlines`` (``timers.loop_deadlines``
runs them on the asyncio loop). No sockets here: a connection is a ``Visitor`` with a
``drop`` to close it at once. docs/protocol.md works out what this costs a guesser.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Callable
from dataclasses import dataclass, field

from claim2.net.descriptors import room_left
from claim2.sitting.clock import Clock, Deadlines

MAX_WAITING = 32  # connections not let in yet (a descriptor each)
HELLO_WITHIN = 5.0  # seconds from a connection's opening to its hello
FIRST_DELAY = 1.0  # seconds a sender waits after its first wrong code
MAX_DELAY = 60.0  # seconds a sender waits at most between two tries
FORGET_AFTER = 600.0  # seconds after its last try that a sender is forgotten
MAX_SENDERS = 4096  # senders remembered at most (the least recent forgotten first)
RECENT = 60.0  # seconds of wrong codes the host's screen counts


def sender_of(address: str) -> str:
    """Who a connection comes from, for the cost of wrong codes: its IPv4 address, or its
    IPv6 address's /64 network (one machine may use many addresses of its own /64)."""
    try:
        parsed = ipaddress.ip_address(address.split("%", maxsplit=1)[0])
    except ValueError:
        return address
    if isinstance(parsed, ipaddress.IPv6Address):
        if parsed.ipv4_mapped is not None:
            return str(parsed.ipv4_mapped)
        return str(ipaddress.ip_network(f"{parsed}/64", strict=False))
    return str(parsed)


def delay_after(wrong: int) -> float:
    """Seconds a sender waits before its next hello is checked, after ``wrong`` wrong codes."""
    if wrong <= 0:
        return 0.0
    return float(min(FIRST_DELAY * 2 ** min(wrong - 1, 16), MAX_DELAY))


@dataclass(eq=False)
class Visitor:
    """One connection not let in yet: who sent it, when it opened; ``drop()`` closes it at
    once; ``late()`` is called if it says no hello in time (by default, ``drop``)."""

    sender: str
    opened: float
    drop: Callable[[], None]
    late: Callable[[], None] | None = None
    said_hello: bool = False
    gone: bool = False


@dataclass(eq=False)
class _Sender:
    wrong: int = 0
    next_at: float = 0.0
    last: float = 0.0
    queue: list[tuple[Visitor, Callable[[], bool]]] = field(default_factory=list)


class Door:
    """The connections not let in yet (``waiting``) and the senders' wrong codes, on
    ``deadlines`` (their clock). ``on_wrong(count)`` after each wrong code, with the count
    of the last ``RECENT`` seconds."""

    def __init__(
        self,
        deadlines: Deadlines,
        *,
        cap: int = MAX_WAITING,
        per_sender: int | None = None,
        hello_within: float = HELLO_WITHIN,
        on_wrong: Callable[[int], None] | None = None,
        room: Callable[[], bool] = room_left,
    ) -> None:
        self.deadlines = deadlines
        self.clock: Clock = deadlines.clock
        self.cap = cap
        self.per_sender = per_sender
        self.room = room  # whether descriptors are left for one more connection
        self.hello_within = hello_within
        self.on_wrong = on_wrong
        self.waiting: list[Visitor] = []  # oldest first
        self.opened_count = 0  # connections accepted so far (the tests and a benchmark read
        self.dropped = 0  # them) and those dropped to keep within the cap
        self._senders: dict[str, _Sender] = {}
        self._wrong: list[float] = []  # when each recent wrong code was checked

    # Connections ---------------------------------------------------------------------------

    def opened(self, address: str, drop: Callable[[], None]) -> Visitor:
        """A connection from ``address`` was accepted: counted, given its deadline, and the
        oldest of the busiest sender dropped if the cap is passed."""
        visitor = Visitor(sender_of(address), self.clock.now(), drop)
        self.opened_count += 1
        self.waiting.append(visitor)
        if not self.room():  # the descriptors left are the game's
            self._drop(visitor)
            return visitor
        self.deadlines.at(visitor.opened + self.hello_within, lambda: self._deadline(visitor))
        if self.per_sender is not None:
            own = [other for other in self.waiting if other.sender == visitor.sender]
            for oldest in own[: max(0, len(own) - self.per_sender)]:
                self._drop(oldest)
        while len(self.waiting) > self.cap:
            self._drop(self._busiest_oldest())
        return visitor

    def closed(self, visitor: Visitor) -> None:
        """The connection is gone (closed by either side, or let in and then closed)."""
        visitor.gone = True
        if visitor in self.waiting:
            self.waiting.remove(visitor)

    def admitted(self, visitor: Visitor) -> None:
        """Let in: no longer counted (one guest at a time is let in)."""
        if visitor in self.waiting:
            self.waiting.remove(visitor)

    def _deadline(self, visitor: Visitor) -> None:
        if visitor.gone or visitor.said_hello or visitor not in self.waiting:
            return
        (visitor.late or visitor.drop)()

    def _busiest_oldest(self) -> Visitor:
        counts: dict[str, int] = {}
        for visitor in self.waiting:
            counts[visitor.sender] = counts.get(visitor.sender, 0) + 1
        busiest = max(counts.values())
        return next(v for v in self.waiting if counts[v.sender] == busiest)

    def _drop(self, visitor: Visitor) -> None:
        self.closed(visitor)
        self.dropped += 1
        visitor.drop()

    # Codes ---------------------------------------------------------------------------------

    def knock(self, visitor: Visitor, check: Callable[[], bool]) -> None:
        """``visitor`` said hello: ``check()`` (True: the right code) runs now, or once its
        sender's wait after its wrong codes is over."""
        visitor.said_hello = True
        sender = self._sender(visitor.sender)
        sender.queue.append((visitor, check))
        self._serve(visitor.sender)

    def _sender(self, key: str) -> _Sender:
        now = self.clock.now()
        sender = self._senders.get(key)
        if sender is not None and not sender.queue and now - sender.last >= FORGET_AFTER:
            sender = None
        if sender is None:
            sender = _Sender(last=now)
            self._senders[key] = sender
            if len(self._senders) > MAX_SENDERS:
                idle = [k for k, s in self._senders.items() if not s.queue and k != key]
                if idle:
                    del self._senders[min(idle, key=lambda k: self._senders[k].last)]
        return sender

    def _serve(self, key: str) -> None:
        sender = self._senders.get(key)
        if sender is None:
            return
        while sender.queue:
            now = self.clock.now()
            if now < sender.next_at:
                self.deadlines.at(sender.next_at, lambda: self._serve(key), f"sender {key}")
                return
            visitor, check = sender.queue.pop(0)
            if visitor.gone:
                continue
            sender.last = now
            if check():
                sender.wrong, sender.next_at = 0, 0.0
            else:
                sender.wrong += 1
                sender.next_at = now + delay_after(sender.wrong)
                self._wrong = [at for at in self._wrong if now - at < RECENT] + [now]
                if self.on_wrong is not None:
                    self.on_wrong(len(self._wrong))

    def queued(self) -> int:
        """Hellos waiting for their sender's turn to be checked."""
        return sum(len(sender.queue) for sender in self._senders.values())
