"""A guest in the host's own process: a ``GuestGame`` joined to the host's ``HostService``
through a connection in memory, with no socket.

Every message goes as it would over the network: the service's text, read by the guest's
table (``GuestGame.received``: the same pydantic checks as from a socket), and the guest's
answers encoded as messages the service reads (``HostService.received``). So whatever holds
the guest's table (the browser guest's page, ``claim2.web``) can only ever learn what the
guest's seat is sent: its own view (R17), by construction.

Both ways go through the loop (``call_soon``, in order): nothing said by one side is read by
the other inside the call that said it. The host's side always runs in the host's own
language (``own_language``), never in the language of the page that pressed something. The
connection is counted by the service's door under a sender of its own, ``IN_PROCESS``
(never an address): wrong codes tried from any address never hold it out, and its code is
the service's own, never typed or passed on a command line.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from claim2.net.connection import Guest
from claim2.net.guest import GuestGame
from claim2.net.host import HostService
from claim2.net.protocol import ProtocolError
from claim2.net.wire import WireError
from claim2.text.i18n import own_language

IN_PROCESS = "in-process"  # the door's sender for a guest in the host's process
IN_PROCESS_RATE = (50.0, 100)  # messages a second, and at once: the page limits its own


class MemoryConnection:
    """``game`` joined to ``service`` in this process (``open``, ``close``); ``on_update()``
    after each message from the host has been read, and when the connection ends."""

    def __init__(
        self, service: HostService, game: GuestGame, on_update: Callable[[], None]
    ) -> None:
        self.service = service
        self.game = game
        self.on_update = on_update
        self.guest: Guest | None = None  # the service's side, while open
        self.open_now = False
        game.outbox = self._answer

    def open(self) -> None:
        """Connect and say hello (with the service's own code and the game's name)."""
        if self.open_now:
            return
        self.open_now = True
        link = _Link(self)
        with own_language():
            visitor = self.service.door.opened(IN_PROCESS, lambda: link.close(1008, "no room"))
            self.guest = self.service.connected(link, visitor, rate=IN_PROCESS_RATE)
        self.game.code = self.service.code
        self._to_host(self.game.hello())

    def close(self) -> None:
        """Say bye and close (the host keeps the game; ``open`` joins again)."""
        if not self.open_now:
            return
        self._to_host(self.game.bye())
        self._closed()

    def _answer(self, answer: object) -> bool:
        if not self.open_now:
            return False
        self._to_host(self.game.message_for(answer))  # type: ignore[arg-type]
        return True

    def _to_host(self, text: str) -> None:
        guest = self.guest
        if guest is None:
            return
        with own_language():  # the call is run in a copy of this context: the host's words
            asyncio.get_running_loop().call_soon(self._deliver_to_host, guest, text)

    def _deliver_to_host(self, guest: Guest, text: str) -> None:
        if not guest.closed:
            self.service.received(guest, text)

    def _from_host(self, guest: Guest, text: str) -> None:
        asyncio.get_running_loop().call_soon(self._deliver_to_guest, guest, text)

    def _deliver_to_guest(self, guest: Guest, text: str) -> None:
        if guest is not self.guest:
            return  # a connection closed since
        try:
            self.game.received(text)
        except (ProtocolError, WireError) as error:
            self.game.refused_us(
                "unreadable", f"the host sent what this game cannot read ({error})"
            )
            self._closed()
        self.on_update()

    def _host_closed(self, guest: Guest) -> None:
        asyncio.get_running_loop().call_soon(self._after_host_closed, guest)

    def _after_host_closed(self, guest: Guest) -> None:
        if guest is not self.guest:
            return
        self.guest, self.open_now = None, False
        self.service.disconnected(guest)
        if not self.game.ended:
            self.game.lost()
        self.on_update()

    def _closed(self) -> None:
        guest, self.guest, self.open_now = self.guest, None, False
        if guest is not None:
            with own_language():
                asyncio.get_running_loop().call_soon(self.service.disconnected, guest)


class _Link:
    """The service's side of the connection (a ``claim2.net.connection.Link``)."""

    def __init__(self, connection: MemoryConnection) -> None:
        self.connection = connection
        self.guest: Guest | None = None

    def send(self, text: str) -> None:
        guest = self.connection.guest
        if guest is not None:
            self.connection._from_host(guest, text)

    def close(self, code: int, reason: str) -> None:
        guest = self.connection.guest
        if guest is not None:
            self.connection._host_closed(guest)
