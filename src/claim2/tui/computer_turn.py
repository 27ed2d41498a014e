"""The computer's turn in the app: it thinks in a worker thread (``@work(thread=True)``)
from its own view, and the worker's ``ComputerMoved`` message brings its move back; the
move is taken only if its turn is still the step shown, stays on the screen for a
moment, then the game goes on."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import work
from textual.app import App

if TYPE_CHECKING:
    from claim2.engine import PlayerView
    from claim2.game.session import GameSession, NextScreen, SeatPlayer
    from claim2.tui.computer import ComputerMoved
    from claim2.tui.screens.game import GameScreen


class ComputerTurn(App[None]):
    """The app's part for a seat the computer plays."""

    session: GameSession | None
    current: NextScreen | None
    game_screen: GameScreen | None
    computer_pause: float

    def advance(self) -> None:
        """Show the step the session says comes next (the app's)."""
        raise NotImplementedError

    @work(thread=True, exclusive=True, group="computer", name="computer thinks")
    def computer_thinks(self, player: SeatPlayer, seen: PlayerView, shown: NextScreen) -> None:
        """The computer chooses from its own view, off the app's thread."""
        from claim2.tui.computer import ComputerMoved

        self.post_message(ComputerMoved(player.choose(seen), shown))

    def on_computer_moved(self, message: ComputerMoved) -> None:
        """The computer has chosen: take its move (if its turn is still current), show it
        for a moment, then go on."""
        from claim2.tui.screens.computer_move import ComputerPane

        session, shown = self.session, message.shown
        if session is None or self.current != shown or shown.seat is None:
            return
        if not session.take(message.action, seat=shown.seat, move=shown.move):
            return
        pane = self.game_screen.pane if self.game_screen is not None else None
        if isinstance(pane, ComputerPane) and pane.shown == shown:
            pane.show_move(message.action)
        if self.computer_pause > 0:
            self.set_timer(self.computer_pause, lambda: self.move_shown(shown))
        else:
            self.move_shown(shown)

    def move_shown(self, shown: NextScreen) -> None:
        """The computer's move was on the screen long enough: the next step."""
        if self.current == shown:
            self.advance()
