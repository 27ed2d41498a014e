"""``claim2 join``: the app of the guest of a game over the network, a thin client.

The guest's machine holds no game: it draws the scenes the host sends for its seat on
the same game screen as every other game, and sends its answers back (the host's
engine decides). Its words are its own player's language. While connecting, waiting
for the host to start, or after the connection dropped, the ``JoinScreen`` says so.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, ClassVar
from urllib.parse import urlsplit

from textual import events
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Middle
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Static

from claim2.game.matches import tally_text
from claim2.game.steps import ScreenKind
from claim2.net.guest import (
    GuestConnection,
    GuestGame,
    Refused,
    Status,
    TakeBackAnswer,
    TakeBackQuestion,
)
from claim2.net.guest_words import status_text
from claim2.sitting.clock import Clock
from claim2.sitting.notes import Note, Severity
from claim2.sitting.scene import Mode, Scene
from claim2.sitting.sitting import Sitting
from claim2.text.i18n import N_, _
from claim2.text.wording import illegal_action_text
from claim2.tui.app import Claim2App
from claim2.tui.heap import let_go
from claim2.tui.messages import (
    BackToStart,
    PlayAction,
    PlayAgain,
    Proceed,
    Reveal,
    TakeBack,
)
from claim2.tui.screens.game import GameScreen
from claim2.tui.shell import Shell
from claim2.tui.widgets.footer import KeyFooter, TranslatedKeys
from claim2.tui.widgets.title_bar import TitleBar


def leave_line() -> str:
    """The line under a status that ends the joining."""
    return _("Press q or Esc to leave.")


class JoinScreen(TranslatedKeys, Screen[None]):
    """Where the connection stands: joining, waiting for the host, lost, refused, the host
    gone. No game is shown here, so q and Esc leave at once, as Ctrl+Q does."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("q,escape", "app.quit", N_("Quit"), key_display="q"),
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


class GuestApp(Claim2App):
    """The guest's app: the host's scenes for this seat, drawn as they come."""

    CSS_PATH = Shell.CSS_PATH  # no local start screen, nor its styles

    def first_screen(self) -> Screen[Any]:
        """Textual's own blank first screen, under the join screen (not the local start screen)."""
        return App.get_default_screen(self)

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
        super().__init__(Sitting(clock=clock))  # never opened: the guest's machine keeps no game
        self.url = url
        self.address = address or urlsplit(url).netloc
        self.guest = GuestGame(code, name)
        self.connection = GuestConnection(url, self.guest, self._soon, clock=self.clock)
        self.join_screen = JoinScreen()
        self._drawn: Scene | None = None
        self._announced: object | None = None
        self._quitting = False

    def begin(self) -> None:
        """The join screen, and the connection to the host (no data folder: the host holds
        the game)."""
        self.join_screen.say(self._status_text())
        self.push_screen(self.join_screen)
        self.run_worker(self.connection.run(), group="connection", exclusive=True)

    def on_unmount(self, event: events.Unmount) -> None:  # type: ignore[override]
        event.prevent_default()
        let_go()

    # What the host sends --------------------------------------------------------------------

    def _soon(self) -> None:
        self.call_later(self._update)

    def _status_text(self) -> str:
        text = status_text(self.guest, self.url)
        if self.guest.status in (Status.REFUSED, Status.HOST_LEFT):
            return f"{text}\n{leave_line()}"
        return text

    def _update(self) -> None:
        game = self.guest
        self._announce()
        for news in game.take_news():
            self._tell(news)
        scene = game.scene
        if game.status is Status.PLAYING and scene is not None:
            if self.game_screen is None:
                self.game_screen = GameScreen(Mode.NETWORK)
                self.switch_screen(self.game_screen)
            if scene is not self._drawn:
                new = self._drawn is None or self._drawn.shown != scene.shown
                self.show_scene(new=new)
        elif self.game_screen is None:
            self.join_screen.say(self._status_text())
        elif game.status is not Status.LOST:  # back to waiting (or the end): no game shown
            self.game_screen, self._drawn = None, None
            self.join_screen = JoinScreen(self._status_text())
            self.switch_screen(self.join_screen)
        self.refresh_title()

    def _announce(self) -> None:
        """A new game: its names, who leads first and the match, before the deal."""
        game = self.guest.game
        if game is None or game is self._announced:
            return
        self._announced = game
        first = game.names[game.first_leader]
        lines = [
            _("{first} – {second}").format(first=game.names[0], second=game.names[1]),
            _("{name} leads first.").format(name=first),
        ]
        if game.match is not None:
            lines.append(
                _("Match (first to {wins} wins) · game {number}").format(
                    wins=game.match.first_to, number=game.match.game
                )
            )
            lines.append(tally_text(game.names, game.match.tally))
        else:
            lines.append(_("One game"))
        if game.resumed:
            lines.append(_("The game goes on where it was."))
        self.notify("\n".join(lines), title=_("The game"), timeout=10, markup=False)

    def _tell(self, news: object) -> None:
        game = self.guest.game
        names = game.names if game is not None else ("", "")
        if isinstance(news, Refused):
            text = _("That move is not allowed: {reason}.").format(
                reason=illegal_action_text(news.error, names)
            )
            self.note(Note(text, Severity.ERROR))
            if self.game_screen is not None:
                self.game_screen.refused()
        elif isinstance(news, TakeBackQuestion):
            self._ask(names[news.seat], news)
        elif isinstance(news, TakeBackAnswer) and news.seat == self.guest.seat:
            other = names[1 - news.seat]
            if news.allowed:
                text = _("{name} agreed: {card} is back in your hand.")
            elif news.lapsed:
                text = _("Too late: the game has moved on.")
            else:
                text = _("{name} did not agree: {card} stays on the table.")
            self.note(Note(text.format(name=other, card=news.card.code)))

    def _ask(self, name: str, asked: TakeBackQuestion) -> None:
        from claim2.tui.screens.confirm import take_back_question

        def answered(yes: bool | None) -> None:
            self.connection.send(self.guest.answer(bool(yes)))

        self.push_screen(
            take_back_question(name, asked.card.code),
            answered,
        )

    def show_scene(self, *, new: bool = True) -> None:
        scene, screen = self.guest.scene, self.game_screen
        if scene is None or screen is None:
            return
        self._drawn = scene
        scene = replace(scene, log=tuple(self.guest.log))  # the public log the host sent
        standing = self.guest.standing
        if standing is not None:
            names = scene.names
            if standing.winner is not None:
                state = _("{name} wins the match!").format(name=names[standing.winner])
            else:
                state = _("The match goes on: game {number} is next.").format(
                    number=standing.next_game
                )
            line = _("{tally} · {state}").format(
                tally=tally_text(names, standing.tally), state=state
            )
            scene = replace(scene, match_line=line)
        screen.show(scene, self.look)
        if new:
            self.guard.new_scene(scene.settle)
            self.guard.arm()
        self.refresh_title()

    # The player's answers ----------------------------------------------------------------------

    def on_play_action(self, message: PlayAction) -> None:
        message.prevent_default()
        if not self.connection.send(self.guest.play(message.action, message.shown)):
            self._not_connected()

    def on_proceed(self, message: Proceed) -> None:
        message.prevent_default()
        if not self.connection.send(self.guest.proceed(message.shown)):
            self._not_connected()

    def on_reveal(self, message: Reveal) -> None:
        message.prevent_default()

    def on_take_back(self, message: TakeBack) -> None:
        message.prevent_default()
        scene = self.guest.scene
        if scene is None or scene.take_back is None or scene.take_back.card is None:
            self.note(Note(_("There is no card to take back now."), Severity.WARNING))
            return
        if self.connection.send(self.guest.take_back(message.shown)):
            game = self.guest.game
            name = game.names[1 - scene.take_back.seat] if game is not None else ""
            self.note(
                Note(
                    _("{name} is asked whether you may take {card} back…").format(
                        name=name, card=scene.take_back.card.code
                    )
                )
            )

    def on_play_again(self, message: PlayAgain) -> None:
        message.prevent_default()
        self.connection.send(self.guest.again())
        game = self.guest.game
        name = game.names[1 - (self.guest.seat or 0)] if game is not None else ""
        self.notify(_("{name} is asked for another game.").format(name=name), markup=False)

    def on_back_to_start(self, message: BackToStart) -> None:
        message.prevent_default()
        self.exit()

    def _not_connected(self) -> None:
        self.notify(_("Not connected: joining again…"), severity="warning", timeout=4, markup=False)
        if self.game_screen is not None:
            self.game_screen.refused()

    def format_title(self, title: str, sub_title: str) -> Content:
        if self.guest.status is Status.LOST and self.guest.game is not None:
            warning = _("Connection lost — joining again…")
            return Content.assemble(Content(title), " — ", Content(warning).stylize("bold $error"))
        return super().format_title(title, sub_title)

    # Leaving -----------------------------------------------------------------------------------

    async def action_quit(self) -> None:
        self.exit()

    def action_quit_game(self) -> None:
        from claim2.tui.screens.confirm import ConfirmScreen

        def answered(yes: bool | None) -> None:
            if yes:
                self.exit()

        self.push_screen(
            ConfirmScreen(
                _("Quit"),
                _("The game is kept on the host's computer: you can join again. Quit now?"),
                _("Quit"),
                _("Keep playing"),
            ),
            answered,
        )

    def exit(self, result: Any = None, return_code: int = 0, message: Any = None) -> None:
        """Leave the host; a game left in play is kept there, and the terminal says how to
        join it again once the app has closed (``farewell``)."""
        if self._quitting:
            return
        self._quitting = True
        game, scene = self.guest, self.guest.scene
        in_play = scene is not None and scene.kind is not ScreenKind.END
        if game.status in (Status.PLAYING, Status.LOST) and game.game is not None and in_play:
            self.farewell = _(
                "The game is kept on the host's computer: join again with "
                "claim2 join {address} {code}"
            ).format(address=self.address, code=game.code)

        async def leave() -> None:
            await self.connection.stop()
            Claim2App.exit(self, result, return_code, message)

        self.run_worker(leave(), group="leaving")
