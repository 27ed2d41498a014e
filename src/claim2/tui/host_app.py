"""``claim2 host``: the app for the host's player of a game over the network.

It is the Claim 2 app with a ``HostSitting`` (the game is held here, saved as
``saves/network.json``) and a ``HostService`` on a websocket server in the app's own
asyncio loop. The host's screen shows the host's own scenes (no hand-offs); what the
guest does arrives through the service and is drawn at once. The start screen is the
``HostScreen``: the addresses and the join code, and the game agreed on here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from textual.app import App
from textual.screen import Screen
from websockets.asyncio.server import Server

from claim2.net.addresses import local_addresses
from claim2.net.host import HostService
from claim2.net.server import start_server
from claim2.settings.remembered import load_settings
from claim2.sitting.notes import Note
from claim2.sitting.remote import host_words
from claim2.sitting.remote.host_news import (
    Answered,
    AskedToTakeBack,
    GuestMoved,
    HostNews,
    News,
    WrongCodes,
)
from claim2.sitting.remote.hosting import HostSitting
from claim2.tui.app import Claim2App
from claim2.tui.screens.start.host import HostScreen
from claim2.tui.shell import Shell

if TYPE_CHECKING:
    from claim2.web.browser_guest import BrowserGuest  # the web server loads with --web only

BYE_FLUSH = 0.3  # seconds the app waits, when quitting, for the guest to be told


class HostApp(Claim2App):
    """The host's app: the game over the network is held and saved here."""

    CSS_PATH = Shell.CSS_PATH  # no local start screen, nor its styles

    def first_screen(self) -> Screen[Any]:
        """Textual's own blank first screen, under the host screen (not the local start screen)."""
        return App.get_default_screen(self)

    def __init__(
        self,
        sitting: HostSitting,
        *,
        code: str,
        port: int,
        bind: str | None = None,
        web_port: int | None = None,
    ) -> None:
        """``web_port``: ``claim2 host --web``, browsers join through this port too."""
        super().__init__(sitting)
        self.host_sitting = sitting
        self.code = code
        self.port = port
        self.bind_address = bind
        self.server: Server | None = None
        self.news = HostNews(sitting, self.clock, self._news)
        self.service = HostService(
            sitting,
            code,
            self.clock,
            on_again=self.news.wants_again,
            on_wrong_code=self.news.wrong_codes,
        )
        self.host_screen: HostScreen | None = None
        self.browser: BrowserGuest | None = None
        if web_port is not None:
            from claim2.web.browser_guest import BrowserGuest

            self.browser = BrowserGuest(
                self.service, web_port, bind=bind, suggested=self.browser_guest_name
            )
        self._quitting = False
        sitting.listen(on_change=self._soon)

    def begin(self) -> None:
        """The host screen, and the game opened to the network (not when the game is open in
        another window: that screen says so)."""
        self.sitting.open()
        if self.sitting.elsewhere:
            from claim2.tui.screens.overlays.elsewhere import ElsewhereScreen

            folder = self.sitting.folder
            assert folder is not None
            self.push_screen(ElsewhereScreen(folder.folder))
            return
        names = load_settings().players
        self.host_sitting.host_name = names[0] if names else ""
        self.host_screen = HostScreen(self.code, self.host_sitting.host_name)
        self.push_screen(self.host_screen)
        self.run_worker(self._serve(), group="server", exclusive=True)
        self.call_after_refresh(self.look_for_save)

    async def _serve(self) -> None:
        try:
            self.server = await start_server(self.service, self.bind_address, self.port)
        except OSError as error:
            problem = host_words.cannot_open(self.port, error.strerror or str(error))
            if self.host_screen is not None:
                self.host_screen.show_where([], problem)
            return
        if self.browser is not None:
            await self.browser.start()
        self._serve_shown()

    def served_port(self) -> int:
        """The port the game is served on (the one asked for, or the free one taken)."""
        if self.server is not None:
            for socket in self.server.sockets:
                return int(socket.getsockname()[1])
        return self.port

    def browser_guest_name(self) -> str | None:
        """The name offered on a browser guest's page: the one the game's guest seat expects (a
        game that goes on), else the saved game's guest offered on the host's screen, else
        the one the last guest gave; None: no guest yet."""
        expected = self.service.expected_name()
        if expected:
            return expected
        screen = self.host_screen
        resume = screen.resume if screen is not None else None
        sitting = self.host_sitting
        if sitting.network_table is None and resume is not None:
            return resume.names[sitting.remote.seat]
        return sitting.remote.name or None

    def look_for_save(self) -> None:
        lobby = self.sitting.look_for_save()
        if self.host_screen is not None:
            self.host_screen.show_lobby(lobby)

    # The game -------------------------------------------------------------------------------

    def play(self) -> None:
        """Show the game started or resumed; its host's name is the one a guest is told
        and the start screen shows again."""
        table = self.sitting.table
        if table is not None:
            self.host_sitting.host_name = table.names[self.host_sitting.local]
        super().play()

    def _soon(self) -> None:
        self.call_later(self._remote_step)

    def _remote_step(self) -> None:
        """The guest moved (or the game changed for both): draw the host's scene if it is
        another than the one on the screen."""
        table, screen = self.sitting.table, self.game_screen
        if table is None or screen is None or screen.scene is table.scene:
            return
        new = screen.scene is None or screen.scene.shown != table.scene.shown
        self.show_scene(new=new)

    def _news(self, news: News) -> None:
        """What the host hears (``HostNews``), laid out: a toast, a question over the screen,
        the host screen's lines."""
        if isinstance(news, Note):
            self.note(news)
        elif isinstance(news, AskedToTakeBack):
            self.call_later(self._ask, news)
        elif isinstance(news, Answered):
            self.note(news.note)
        elif isinstance(news, GuestMoved):
            if self.host_screen is not None and self.host_screen.is_current:
                self.host_screen.guest_moved(news.name, news.here)
            self.note(news.note)
            self.refresh_title()
        elif isinstance(news, WrongCodes):
            if self.host_screen is not None:
                self.host_screen.show_tries(news.text)
            if news.note is not None:
                self.note(news.note)

    def _ask(self, news: AskedToTakeBack) -> None:
        from claim2.tui.screens.overlays.confirm import ConfirmScreen

        def answered(yes: bool | None) -> None:
            self.news.answer(news.asked, bool(yes))

        question = news.question
        screen = ConfirmScreen(question.title, question.text, question.yes, question.no)
        self.push_screen(screen, answered)

    # Leaving ---------------------------------------------------------------------------------

    def _back_to_start(self) -> None:
        self.sitting.leave()
        self.guard.deadlines.clear()
        self.game_screen = None
        self.host_screen = HostScreen(self.code, self.host_sitting.host_name)
        remote = self.host_sitting.remote
        self.switch_screen(self.host_screen)
        self.call_after_refresh(self._host_screen_again, remote.name, remote.connected)

    def _host_screen_again(self, name: str, here: bool) -> None:
        if self.host_screen is not None:
            self.host_screen.guest_moved(name, here)
            self.call_later(self._serve_shown)
        self.look_for_save()

    def _serve_shown(self) -> None:
        screen = self.host_screen
        if screen is not None and self.server is not None:
            if self.browser is not None:
                screen.show_web(self.browser.link, self.browser.problem)
            screen.show_where(local_addresses(self.served_port(), self.bind_address))

    def exit(self, result: Any = None, return_code: int = 0, message: Any = None) -> None:
        """Tell the guest, give that a moment to go out, then close."""
        if self._quitting:
            return
        self._quitting = True
        self.service.closing()
        if self.server is not None:
            self.server.close()
        if self.browser is not None:  # its page says the host has closed the game
            self.run_worker(self.browser.close(), group="browser")

        def close() -> None:
            Claim2App.exit(self, result, return_code, message)

        self.set_timer(BYE_FLUSH, close)
