"""``claim2 host --plain``: the host's side of a game over the network, in plain lines.

The game is held here as in the host's app (``HostSitting``, saved as
``saves/network.json``), served to the guest by ``HostService`` on a websocket server in
the same event loop as the lines typed here (``LiveTalk``). The host says where to join,
waits for the other player, then asks for the game (resume the unfinished one, or the
host's name, who leads, how many games; none of these with ``--name``) and plays the host's
seat (``Seat``). Leaving (``quit``, the end of the input, Ctrl+C) tells the guest,
and the last line says where the game is kept.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from websockets.asyncio.server import Server

from claim2.game.steps import ScreenKind
from claim2.net.addresses import local_addresses
from claim2.net.host import HostService
from claim2.net.server import start_server
from claim2.plain.commands import Leave
from claim2.plain.ending import end_question
from claim2.plain.lines import EndOfInput, codes_in_words
from claim2.plain.live import LiveTalk
from claim2.plain.play import elsewhere_line, menu_command
from claim2.plain.questions import CHANGED, Command, Option, Question, Typed
from claim2.plain.seat import Seat
from claim2.plain.start import NAME_TRIES, leader_question, match_question, start_words
from claim2.present.brief.teller import Brief
from claim2.present.phrase import said
from claim2.settings.remembered import load_settings
from claim2.sitting.clock import Clock, MonotonicClock
from claim2.sitting.keeping import quote_path
from claim2.sitting.lobby import NewGame
from claim2.sitting.lobby_words import Begin, names_refusal, no_game_here, resume_line, start_menu
from claim2.sitting.remote.host_news import (
    Answered,
    AskedToTakeBack,
    GuestMoved,
    HostNews,
    News,
    WrongCodes,
)
from claim2.sitting.remote.host_words import (
    browser_link,
    cannot_open,
    host_saved,
    join_code_title,
    join_with,
)
from claim2.sitting.remote.hosting import HostSitting
from claim2.sitting.remote.table import RemoteTable
from claim2.sitting.table_words import AfterGame
from claim2.text.i18n import _

if TYPE_CHECKING:
    from claim2.web.browser_guest import BrowserGuest  # the web server loads with --web only

EXIT_FAILED = 1  # the game could not be opened to the network, or saved
EXIT_USAGE = 2  # the data folder cannot hold a game (read-only...): said before anything
BYE_TURNS = 5  # loop turns given to the guest's connection to send the host's goodbye


class PlainHost:
    """The host's person at ``sitting``, talking on ``talk``; the guest joins with
    ``code`` on ``port`` (``bind``: one address only). ``name``: ``--name``, the game set up
    without questions."""

    def __init__(
        self,
        sitting: HostSitting,
        talk: LiveTalk,
        *,
        code: str,
        port: int,
        bind: str | None = None,
        name: str | None = None,
        clock: Clock | None = None,
        web_port: int | None = None,
        verbose: bool = False,
    ) -> None:
        self.sitting = sitting
        self.talk = talk
        self.code = code
        self.port = port
        self.bind = bind
        self.name = name
        self.clock = clock or MonotonicClock()
        self.server: Server | None = None
        self.news = HostNews(sitting, self.clock, self._hear, keys=False)
        self.service = HostService(
            sitting,
            code,
            self.clock,
            on_again=self.news.wants_again,
            on_wrong_code=self.news.wrong_codes,
        )
        self.verbose = verbose
        self.seat = Seat(talk, lambda: sitting.network_table, verbose=verbose)
        self.seat.other_here = lambda: sitting.remote.connected
        self.seat.you = lambda: sitting.local
        self.seat.commands.saved_at = lambda: quote_path(sitting.save_path)
        self.browser: BrowserGuest | None = None
        if web_port is not None:  # claim2 host --plain --web: the guest's page, served here
            from claim2.web.browser_guest import BrowserGuest

            self.browser = BrowserGuest(
                self.service,
                web_port,
                bind=bind,
                suggested=lambda: self.service.expected_name() or sitting.remote.name or None,
            )
        self._waited_for: RemoteTable | None = None  # the game whose end waits for the guest
        self._closing = False
        sitting.listen(on_change=self._changed, on_table=self._changed)

    @property
    def served_port(self) -> int:
        if self.server is not None:
            for socket in self.server.sockets:
                return int(socket.getsockname()[1])
        return self.port

    async def run(self) -> int:
        """Host until the host's person leaves; the exit code."""
        sitting, talk = self.sitting, self.talk
        sitting.open()
        try:
            if sitting.elsewhere:
                folder = sitting.folder
                talk.say(elsewhere_line(str(folder.folder) if folder is not None else "?"))
                return EXIT_FAILED
            folder = sitting.folder
            if folder is not None and folder.problem is not None:  # before any port opens
                talk.say(no_game_here(folder.problem))
                return EXIT_USAGE
            names = load_settings().players
            self.sitting.host_name = self.name or (names[0] if names else "")
            try:
                self.server = await start_server(self.service, self.bind, self.port)
            except OSError as error:
                talk.say(cannot_open(self.port, error.strerror or str(error)))
                return EXIT_FAILED
            if self.browser is not None:
                await self.browser.start()
            return await self._until_left()
        finally:
            await self._close()
            sitting.close()

    async def _until_left(self) -> int:
        talk = self.talk
        try:
            talk.say(start_words())
            self._say_where()
            playing = asyncio.create_task(self._play())
            stopped: asyncio.Future[Any] = talk.stopped
            await asyncio.wait({playing, stopped}, return_when=asyncio.FIRST_COMPLETED)
            if not playing.done():
                playing.cancel()
                with contextlib.suppress(asyncio.CancelledError, EndOfInput, Leave):
                    await playing
                return self.leaving()
            try:
                return playing.result()
            except (EndOfInput, Leave):
                return self.leaving()
        except (EndOfInput, Leave):
            return self.leaving()

    async def _close(self) -> None:
        """The guest told that the host has left, then the server closed."""
        self._closing = True
        self.service.closing()
        for _turn in range(BYE_TURNS):
            await asyncio.sleep(0)
        if self.browser is not None:  # its page says the host has closed the game
            await self.browser.close()
        if self.server is not None:
            self.server.close()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.server.wait_closed(), 2)

    def leaving(self) -> int:
        """The last line when the host leaves a game in play: where it is kept."""
        table = self.sitting.network_table
        if table is None or table.session.finished or self.talk.speaker.gone:
            return 0
        unsaved = self.sitting.unsaved()
        with contextlib.suppress(EndOfInput):
            if unsaved is not None:
                self.talk.say(
                    said(
                        _("The game could not be saved ({reason}); it ends here."),
                        reason=unsaved[1],
                    )
                )
                return EXIT_FAILED
            path = quote_path(self.sitting.save_path) if self.verbose else None
            self.talk.say(host_saved(table.names[self.sitting.remote.seat], path))
        return 0

    def _say_where(self) -> None:
        addresses = local_addresses(self.served_port, self.bind)
        talk = self.talk
        talk.say(join_code_title(self.code))
        if addresses:
            talk.say(join_with(addresses[0], self.code))
            talk.say(
                _("Addresses of this computer: {addresses}").format(addresses=", ".join(addresses))
            )
        browser = self.browser
        if browser is not None and browser.link is not None:
            talk.say(browser_link(browser.link))
        elif browser is not None and browser.problem is not None:
            talk.say(browser.problem)

    # The games -------------------------------------------------------------------------

    async def _play(self) -> int:
        """The lobby, then each game, until the host quits (the exit code)."""
        sitting, seat, talk = self.sitting, self.seat, self.talk
        shown = None
        while True:
            table = sitting.network_table
            if table is None:
                if not await self._lobby():
                    return 0
                continue
            if table is not shown:
                shown = table
                seat.new_game()
            self._notes()
            scene = table.scene
            if scene.kind is not ScreenKind.END:
                await seat.step(scene)
                continue
            seat.say_if_new(scene)
            if self._guest_before_the_end(table):
                await seat.until_changed(seat.commands.on(scene))
                continue
            chosen = await talk.ask(
                end_question(scene),
                seat.commands.on(scene),
                lambda table=table: sitting.network_table is table,  # type: ignore[misc]
            )
            if chosen is CHANGED:
                continue
            if chosen is AfterGame.QUIT:
                return 0
            if chosen is AfterGame.AGAIN and sitting.play_again():
                continue
            sitting.leave()

    def _guest_before_the_end(self, table: RemoteTable) -> bool:
        """Whether the guest, still here, has not seen the end yet: what comes next (another
        game, or the host leaving) waits for them (said once)."""
        if not self.sitting.remote.connected:
            return False
        if table.scene_for(self.sitting.remote.seat).kind is ScreenKind.END:
            return False
        if self._waited_for is not table:
            self._waited_for = table
            name = table.names[self.sitting.remote.seat]
            self.talk.say(_("Waiting for {name}…").format(name=name))
        return True

    def _notes(self) -> None:
        self.sitting.check_saved()
        for note in self.sitting.take_notes():
            self.talk.say(note.text)

    async def _lobby(self) -> bool:
        """Wait for the other player, then put a game on the table (False: the host quit)."""
        sitting, talk = self.sitting, self.talk
        remote = sitting.remote
        menu = self._menu_command
        if not remote.connected:
            talk.say(_("Waiting for the other player to join…"))
        while not remote.connected:
            await self.seat.until_changed(menu, playing=False)
        lobby = sitting.look_for_save()
        if lobby.notice:
            talk.say(lobby.notice)
        if lobby.resume is not None:
            talk.say(resume_line(lobby.resume))
            choices = start_menu(lobby, shelved=False)
            options = tuple(Option(label, choice) for choice, label in choices)
            begin = await self._until_chosen(Question(said(_("What now")), options, default=0))
            if begin is Begin.QUIT:
                return False
            if begin is Begin.RESUME:
                sitting.resume()
                self._notes()
                return True
        game = await self._new_game(remote.name)
        sitting.host_name = game.names[0]
        sitting.start_now(game)
        self._notes()
        return True

    async def _until_chosen(self, question: Question[Any]) -> Any:
        while True:
            chosen = await self.talk.ask(question, self._menu_command)
            if chosen is not CHANGED:
                return chosen

    async def _new_game(self, guest: str) -> NewGame:
        """The game asked for: the host's name (``--name``, or asked), the guest's as they
        joined; who leads and how many games (asked, unless ``--name`` was given)."""
        guest = guest or _("Guest")
        if self.name:
            return NewGame((self.name, guest))
        host = await self._host_name(guest)
        names = (host, guest)
        leader = await self._until_chosen(leader_question(Brief(names, you=0)))
        first_to = await self._until_chosen(match_question())
        assert leader is None or isinstance(leader, int)
        assert first_to is None or isinstance(first_to, int)
        return NewGame(names, first_leader=leader, first_to=first_to)

    async def _host_name(self, guest: str) -> str:
        default = self.sitting.host_name or _("Host")
        for _try in range(NAME_TRIES):
            prompt = said(
                _("{prompt} (an empty line chooses {name}):"), prompt=_("Your name"), name=default
            )
            typed = await self.talk.ask(Typed(prompt))
            name = str(typed) or default
            refusal = names_refusal((name, guest), computer=False)
            if refusal is None:
                return name
            self.talk.say(refusal[1])
        return default

    def _menu_command(self, command: Command, rest: str) -> bool:
        return menu_command(self.talk.speaker, command, rest)

    # What the guest does --------------------------------------------------------------

    def _soon(self, action: Callable[[], None]) -> None:
        asyncio.get_running_loop().call_soon(self.talk.guarded, action)

    def _changed(self) -> None:
        self._soon(self.seat.on_change)

    def _hear(self, news: News) -> None:
        self._soon(lambda: self._news(news))

    def _news(self, news: News) -> None:
        """What the host hears (``HostNews``), said in a line (a question to take a card
        back asked in numbered lines)."""
        if isinstance(news, AskedToTakeBack):
            asyncio.get_running_loop().create_task(self._take_back_asked(news))
        elif isinstance(news, GuestMoved):
            if not self._closing:
                self.talk.say(news.note.text)
                self.seat.on_change()
        elif isinstance(news, WrongCodes):
            if news.note is not None:
                self.talk.say(news.note.text)
        elif isinstance(news, Answered):
            self.talk.say(codes_in_words(news.note.text))
        else:
            self.talk.say(news.text)

    async def _take_back_asked(self, news: AskedToTakeBack) -> None:
        table = self.sitting.network_table
        if table is None:
            return
        question = replace(news.question, text=codes_in_words(news.question.text))
        asked = news.asked
        try:
            allowed = await self.seat.yes_or_no(question, lambda: table.question is asked)
        except (EndOfInput, Leave) as why:
            self.talk.stop(why)
            return
        if allowed is not None:
            self.news.answer(asked, allowed)
