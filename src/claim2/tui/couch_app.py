"""``claim2 play``: the Claim 2 app whose games may also be played on phones (the couch,
``claim2 play --phones`` or the start screen's "On phones").

It is the Claim 2 app with a ``CouchSitting``. With phones on, a game chosen (or resumed)
shows the phones' links and codes (``PhonesScreen``) until every person's phone is there;
then the game screen shows the public table (``Mode.COUCH``: no hand, ever) while each phone
shows its own seat's page, served by this process (``claim2.web.couch_phones``) in the app's
own loop. What the phones do arrives through the sitting and is drawn at once; the
computer's turn (against the computer) is worked out here, as at any game of this app.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from claim2.net.ports import DEFAULT_PHONES_PORT
from claim2.sitting import switches
from claim2.sitting.lobby import NewGame
from claim2.sitting.remote.couch import CouchSitting
from claim2.tui.app import Claim2App
from claim2.tui.messages import BackToStart, Phones, ShowPhones

if TYPE_CHECKING:  # with the phones (the QR codes, the web server): not before the start
    from claim2.tui.screens.start.phones import PhonesScreen

BYE_FLUSH = 0.3  # seconds the app waits, when quitting, for the phones to be told


class CouchApp(Claim2App):
    """The app of ``claim2 play`` (see the module)."""

    def __init__(
        self,
        sitting: CouchSitting,
        *,
        walkthrough: bool = False,
        new_game: NewGame | None = None,
        port: int = DEFAULT_PHONES_PORT,
        bind: str | None = None,
        links: tuple[str, str] | None = None,
    ) -> None:
        """``port``, ``bind``: where the phones' pages are served (a free port if taken);
        ``links``: shown as the phones' links, and no server started (the tests drive the
        phones' seats themselves)."""
        super().__init__(sitting, walkthrough=walkthrough, new_game=new_game)
        self.couch = sitting
        self.phones_port = port
        self.bind_address = bind
        self.given_links = links
        self.phones: Any = None  # the phones' server (claim2.web.couch_phones), once needed
        self.phones_screen: PhonesScreen | None = None
        self._shown_table: object | None = None  # the table whose game screen is up
        self._quitting = False
        sitting.listen(self._soon)

    def phones_choice(self) -> bool | None:
        return self.couch.phones

    def on_phones(self, message: Phones) -> None:
        """The start screen's "On phones": the next game is played so, and remembered."""
        self.couch.phones = message.on
        switches.remember(phones=message.on)

    # The phones ---------------------------------------------------------------------------

    def _serve_phones(self) -> None:
        """The phones' pages served (once), in the app's loop."""
        if self.phones is not None or self.given_links is not None:
            return
        from claim2.web.couch_phones import CouchPhones

        self.phones = CouchPhones(
            self.couch, self.phones_port, bind=self.bind_address, clock=self.clock
        )
        self.run_worker(self._start_phones(), group="phones", exclusive=True)

    async def _start_phones(self) -> None:
        await self.phones.start()
        for screen in self._phones_screens():
            screen.served(self.phones.links, self.phones.problem)

    def _phones_screens(self) -> list[PhonesScreen]:
        if self.phones is None and self.given_links is None:
            return []
        from claim2.tui.screens.start.phones import PhonesScreen

        return [screen for screen in self.screen_stack if isinstance(screen, PhonesScreen)]

    def _phones_screen(self, *, over_game: bool) -> PhonesScreen:
        from claim2.tui.screens.start.phones import PhonesScreen

        links = self.phones.links if self.phones is not None else self.given_links
        problem = self.phones.problem if self.phones is not None else None
        return PhonesScreen(
            self.couch, links, problem, over_game=over_game, classes=self.size_classes()
        )

    def on_show_phones(self, message: ShowPhones) -> None:
        """p over the game: the phones' links and codes again (Esc back)."""
        if self.couch.couch_table is not None and self.screen is self.game_screen:
            self.push_screen(self._phones_screen(over_game=True))

    # The game -------------------------------------------------------------------------------

    def play(self) -> None:
        """A game waiting for the phones shows their links; a game on the table, the game
        screen (on phones, the public table)."""
        couch = self.couch
        if couch.phones and couch.table is None and couch.gathering is not None:
            self._serve_phones()
            if self.phones_screen is None or self.screen is not self.phones_screen:
                self.phones_screen = self._phones_screen(over_game=False)
                self.show_over_start(self.phones_screen)
            return
        self.phones_screen = None
        self._shown_table = couch.table
        super().play()

    def _soon(self) -> None:
        if not self._quitting:
            self.call_later(self._phones_step)

    def _phones_step(self) -> None:
        """Something changed on a phone (or because of one): drawn here."""
        self.say_notes()
        for phones in self._phones_screens():
            phones.show_phones()
        couch, table = self.couch, self.couch.couch_table
        if table is None:
            return
        if table is not self._shown_table:  # the game began (or the next one did)
            self.play()
            return
        screen = self.game_screen
        if screen is None or screen.scene is table.scene:
            return
        self.show_scene(new=screen.scene is None or screen.scene.shown != table.scene.shown)
        couch.check_saved()

    def on_back_to_start(self, message: BackToStart) -> None:
        """Esc while the game waits for the phones: back to the start screen."""
        if self.couch.gathering is not None and self.couch.table is None:
            self.phones_screen = None
            self._back_to_start()
            return
        super().on_back_to_start(message)

    def _back_to_start(self) -> None:
        self._shown_table = None
        super()._back_to_start()

    # Leaving -------------------------------------------------------------------------------

    def exit(self, result: Any = None, return_code: int = 0, message: Any = None) -> None:
        """Tell the phones, give that a moment to go out, then close."""
        if self._quitting:
            return
        self._quitting = True
        if self.phones is None:
            super().exit(result, return_code, message)
            return
        self.couch.closed = True
        self.couch.changed()
        self.run_worker(self.phones.close(), group="phones-close")

        def close() -> None:
            Claim2App.exit(self, result, return_code, message)

        self.set_timer(BYE_FLUSH, close)
