"""``claim2 host --web``: the network guest's seat served as a page by the host's own
process, for the host's app and for ``claim2 host --plain`` alike.

One ``PageServer`` with one seat, the guest's (``GuestSeat``: a guest's table joined to the
host's ``HostService`` in memory); the link the host's screen shows, or why there is none.
No process is started for a browser."""

from __future__ import annotations

from collections.abc import Callable

from claim2.net.addresses import local_addresses
from claim2.net.host import HostService
from claim2.sitting.clock import Clock
from claim2.sitting.remote import host_words
from claim2.web.guest_seat import GuestSeat
from claim2.web.server import PageServer


class BrowserGuest:
    """The guest's page of ``service``'s game on ``port`` (``bind``: one address only);
    ``suggested()``: the name to offer on the page."""

    def __init__(
        self,
        service: HostService,
        port: int,
        *,
        bind: str | None = None,
        suggested: Callable[[], str | None] | None = None,
        clock: Clock | None = None,
    ) -> None:
        self.port = port
        self.bind = bind
        self.seat = GuestSeat(service, suggested)
        self.server = PageServer(clock=clock or service.clock)
        self.token = self.server.add_seat(self.seat)
        self.link: str | None = None
        self.problem: str | None = None

    async def start(self) -> None:
        """Serve on the host's address; ``link`` or ``problem`` says how it went."""
        try:
            port = await self.server.start(self.bind, self.port)
        except OSError as error:
            self.problem = host_words.browsers_cannot_join(self.port, error.strerror or str(error))
            return
        self.link = self.server.link(local_addresses(port, self.bind)[0], self.token)

    async def close(self) -> None:
        """Every page told that the host has closed the game, and the server stopped."""
        await self.server.close()
