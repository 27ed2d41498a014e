"""``claim2 host --web``: the browser guest's server in the host's app (its asyncio loop),
the link the host's screen shows, and the guest's process for each browser: ``claim2 join``
pointed at this host, under the name that the game's guest seat expects.

What it needs of the host's app (``tui.host_app.HostApp``) is a ``Host``: the app imports
this module, never the other way round."""

from __future__ import annotations

from typing import Protocol

from textual.theme import Theme

from claim2.net.addresses import local_addresses
from claim2.sitting.remote import host_words
from claim2.text.i18n import N_
from claim2.web.door import Door, new_token
from claim2.web.invite import browser_link, guest_command, join_address
from claim2.web.pages import Look, words
from claim2.web.server import GuestWebServer

GUEST = N_("Guest")


class Host(Protocol):
    """What the browser guest needs of the host's app: where the game is served, its join
    code, its colours, and the name a browser's guest joins under."""

    code: str

    @property
    def bind_address(self) -> str | None: ...

    @property
    def current_theme(self) -> Theme: ...

    def served_port(self) -> int: ...

    def browser_guest_name(self) -> str | None:
        """The name the game's guest seat expects, or the last guest's; None: none yet."""
        ...


class BrowserGuest:
    """The web server of ``app`` on ``port``, behind a ``Door`` with a new token."""

    def __init__(self, app: Host, port: int) -> None:
        self.app = app
        self.port = port
        self.door = Door(new_token())
        self.server = GuestWebServer(self.door, self.command)
        self.link: str | None = None
        self.problem: str | None = None

    async def start(self) -> None:
        """Serve on the host's address; ``link`` or ``problem`` says how it went."""
        theme = self.app.current_theme
        default = Look()
        self.server.look = Look(
            background=theme.background or default.background,
            foreground=theme.foreground or default.foreground,
            accent=theme.primary or default.accent,
        )
        bind = self.app.bind_address
        try:
            port = await self.server.start(bind, self.port)
        except OSError as error:
            self.problem = host_words.browsers_cannot_join(self.port, error.strerror or str(error))
            return
        self.link = browser_link(local_addresses(port, bind)[0], self.door.token)

    async def close(self) -> None:
        await self.server.close()

    def command(self, language: str) -> list[str]:
        """The guest's process for a browser whose language is ``language``."""
        app = self.app
        address = join_address(app.bind_address, app.served_port())
        return guest_command(address, app.code, self.guest_name(language), language)

    def guest_name(self, language: str) -> str:
        """The name the browser's guest joins under: the host's (``browser_guest_name``),
        else "Guest" in the browser's language."""
        return self.app.browser_guest_name() or words(language)(GUEST)
