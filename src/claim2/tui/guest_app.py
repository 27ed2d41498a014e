"""``claim2 join``: the app of the guest of a game over the network, a thin client.

The guest's machine holds no game: the guest's table (``claim2.sitting.guest.table``,
on the wire ``claim2.net.guest.GuestGame``) keeps what the host sent and turns the
player's answers into messages, and this app draws its scenes on the same game screen as
every other game (``TableApp``). Its words are its own player's language
(``claim2.sitting.guest.words``). While connecting, waiting for the host to start, or
after the connection dropped, the ``JoinScreen`` says so.
"""

from __future__ import annotations

from typing import Any, ClassVar
from urllib.parse import urlsplit

from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import Center, Middle
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Static

from claim2.net.guest import GuestConnection, GuestGame
from claim2.sitting.clock import Clock, MonotonicClock
from claim2.sitting.guest import words
from claim2.sitting.guest.news import Status, TakeBackQuestion
from claim2.sitting.notes import Question, Severity, take_back_question
from claim2.sitting.scene import Mode, Scene
from claim2.text.i18n import N_
from claim2.tui.bindings import bound
from claim2.tui.heap import let_go
from claim2.tui.messages import BackToStart, PlayAgain
from claim2.tui.screens.overlays.too_small import check_size
from claim2.tui.screens.table.game import GameScreen
from claim2.tui.table_app import TableApp
from claim2.tui.widgets.footer import KeyFooter, TranslatedKeys
from claim2.tui.widgets.title_bar import TitleBar


class JoinScreen(TranslatedKeys, Screen[None]):
    """Where the connection stands: joining, waiting for the host, lost, refused, the host
    gone. No game is shown here, so q and Esc leave at once, as Ctrl+Q does."""

    BINDINGS: ClassVar[list[BindingType]] = [
        bound("guest.leave", "app.quit", N_("Quit"), display=True),
    ]
    DEFAULT_CSS = """
    JoinScreen Middle { height: 1fr; }
    JoinScreen #join-text { width: auto; max-width: 76; text-align: center; }
    """

    def __init__(self, text: str = "") -> None:
        super().__init__()
        self.text = text

    def compose(self) -> ComposeResult:
        yield TitleBar()
        with Middle(), Center():
            yield Static(Content(self.text), id="join-text")
        yield KeyFooter()

    def say(self, text: str) -> None:
        self.text = text
        if self.is_mounted:
            self.query_one("#join-text", Static).update(Content(text))


class GuestApp(TableApp):
    """The guest's app: the host's scenes for this seat, drawn as they come."""

    def __init__(
        self,
        url: str,
        code: str,
        name: str,
        *,
        address: str | None = None,
        clock: Clock | None = None,
    ) -> None:
        """``address``: the host's, as typed after ``claim2 join`` (the ``url``'s host and
        port if not given); ``clock``: the key gate's and the connection's (tests give a
        ``ManualClock``)."""
        super().__init__(clock or MonotonicClock())
        self.url = url
        self.address = address or urlsplit(url).netloc
        self.guest = GuestGame(code, name)
        self.connection = GuestConnection(url, self.guest, self._soon, clock=self.clock)
        self.join_screen = JoinScreen()
        self._drawn: Scene | None = None
        self._quitting = False

    def get_default_screen(self) -> Screen[Any]:
        """The theme and the look as remembered; Textual's own blank first screen, under
        the join screen."""
        self.load_look()
        return super().get_default_screen()

    def on_mount(self) -> None:
        """The join screen, and the connection to the host (no data folder: the host holds
        the game)."""
        self.started = True
        self.join_screen.say(self._status_text())
        self.push_screen(self.join_screen)
        self.run_worker(self.connection.run(), group="connection", exclusive=True)
        check_size(self, self.size, in_game=False)

    def on_unmount(self) -> None:
        let_go()

    def current_table(self) -> GuestGame | None:
        return self.guest if self.game_screen is not None else None

    # What the host sends --------------------------------------------------------------------

    def _soon(self) -> None:
        self.call_later(self._update)

    def _status_text(self) -> str:
        text = self.guest.status_words(self.url)
        return f"{text}\n{words.leave_line()}" if self.guest.ended else text

    def _update(self) -> None:
        guest = self.guest
        lines = guest.announcement()
        if lines is not None:
            text = "\n".join(lines)
            self.notify(text, title=words.announcement_title(), timeout=10, markup=False)
        for news in guest.take_news():
            if isinstance(news, TakeBackQuestion):
                self._ask(news)
                continue
            note = guest.note_for(news)
            if note is not None:
                self.note(note)
                if self.game_screen is not None and note.severity is Severity.ERROR:
                    self.game_screen.refused()
        scene = guest.scene
        if guest.status is Status.PLAYING and scene is not None:
            if self.game_screen is None:
                self.game_screen = GameScreen(Mode.NETWORK)
                self.switch_screen(self.game_screen)
            if scene != self._drawn:
                new = self._drawn is None or self._drawn.shown != scene.shown
                self._drawn = scene
                self.show_scene(new=new)
        elif self.game_screen is None:
            self.join_screen.say(self._status_text())
        elif guest.status is not Status.LOST:  # back to waiting (or the end): no game shown
            self.game_screen, self._drawn = None, None
            self.join_screen = JoinScreen(self._status_text())
            self.switch_screen(self.join_screen)
        self.refresh_title()

    def _ask(self, asked: TakeBackQuestion) -> None:
        names = self.guest.game.names if self.guest.game is not None else ("", "")
        question = take_back_question(names[asked.seat], asked.card.code)
        self._question(question, self.guest.answer)

    def _question(self, question: Question, then: Any) -> None:
        from claim2.tui.screens.overlays.confirm import ConfirmScreen

        def answered(yes: bool | None) -> None:
            then(bool(yes))

        screen = ConfirmScreen(question.title, question.text, question.yes, question.no)
        self.push_screen(screen, answered)

    # The player's answers that are not the game's ----------------------------------------------

    def on_play_again(self, message: PlayAgain) -> None:
        """Another game asked of the host: said at once, and on the end until it comes."""
        message.prevent_default()
        self.note(self.guest.again())
        self._update()

    def on_back_to_start(self, message: BackToStart) -> None:
        message.prevent_default()
        self.exit()

    def format_title(self, title: str, sub_title: str) -> Content:
        if self.guest.status is Status.LOST and self.guest.game is not None:
            warning = words.connection_lost()
            return Content.assemble(Content(title), " — ", Content(warning).stylize("bold $error"))
        return super().format_title(title, sub_title)

    # Leaving -----------------------------------------------------------------------------------

    async def action_quit(self) -> None:
        self.exit()

    def action_quit_game(self) -> None:
        def answered(yes: bool) -> None:
            if yes:
                self.exit()

        self._question(words.quit_question(), answered)

    def exit(self, result: Any = None, return_code: int = 0, message: Any = None) -> None:
        """Leave the host; a game left in play is kept there, and the terminal says how to
        join it again once the app has closed (``farewell``)."""
        if self._quitting:
            return
        self._quitting = True
        self.farewell = self.guest.farewell(self.address)

        async def leave() -> None:
            await self.connection.stop()
            TableApp.exit(self, result, return_code, message)

        self.run_worker(leave(), group="leaving")
