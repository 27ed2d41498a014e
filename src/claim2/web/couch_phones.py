"""``claim2 play --phones``: each person's phone served its seat's page by the laptop's own
process (the couch, ``claim2.sitting.remote.couch``).

One ``PageServer`` with a seat per person (each ``PhoneSeat`` behind a token of its own, so
one link each, made once: a phone that sleeps or reloads comes back through the same link
for as long as the app runs); the links on the laptop's address on the local network first,
or why there are none. No process is started for a phone."""

from __future__ import annotations

from claim2.net.addresses import local_addresses
from claim2.net.ports import DEFAULT_PHONES_PORT
from claim2.sitting.clock import Clock
from claim2.sitting.remote import couch_words
from claim2.sitting.remote.couch import CouchSitting
from claim2.web.server import PageServer


class CouchPhones:
    """The phones' pages of ``couch`` on ``port`` (taken: a free one; ``bind``: one address
    only)."""

    def __init__(
        self,
        couch: CouchSitting,
        port: int = DEFAULT_PHONES_PORT,
        *,
        bind: str | None = None,
        clock: Clock | None = None,
    ) -> None:
        self.couch = couch
        self.port = port
        self.bind = bind
        self.server = PageServer(clock=clock or couch.clock, phones=True)
        self.tokens = tuple(self.server.add_seat(phone) for phone in couch.phone_seats)
        self.links: tuple[str, str] | None = None
        self.problem: str | None = None
        self.started = False

    async def start(self) -> None:
        """Serve the phones' pages (once); ``links`` or ``problem`` says how it went."""
        if self.started:
            return
        self.started = True
        try:
            port = await self._serve()
        except OSError as error:
            self.problem = couch_words.phones_cannot_join(self.port, error.strerror or str(error))
            return
        address = local_addresses(port, self.bind)[0]
        first, second = (self.server.link(address, token) for token in self.tokens)
        self.links = (first, second)

    async def _serve(self) -> int:
        try:
            return await self.server.start(self.bind, self.port)
        except OSError:
            if self.port == 0:
                raise
            return await self.server.start(self.bind, 0)  # taken: any free port will do

    async def close(self) -> None:
        """Every page told that the laptop has closed the game, and the server stopped."""
        if self.started:
            await self.server.close()
