"""Messages the screens post to the app, which alone talks to the game session."""

from __future__ import annotations

from textual.message import Message

from claim2.engine import Action
from claim2.tui.options import GameOptions


class Proceed(Message):
    """A hand-off or a public screen was dismissed: show what comes next."""


class PlayAction(Message):
    """The player at the screen confirmed an action (a card or a Seer choice)."""

    def __init__(self, action: Action) -> None:
        super().__init__()
        self.action = action


class StartGame(Message):
    """Start a new game: the two names, who leads first (None: at random), the options."""

    def __init__(
        self,
        names: tuple[str, str],
        first_leader: int | None,
        options: GameOptions | None = None,
    ) -> None:
        super().__init__()
        self.names = names
        self.first_leader = first_leader
        self.options = options or GameOptions()


class ResumeGame(Message):
    """Continue the saved, unfinished game."""


class BackToStart(Message):
    """Back to the start screen (after a game, to play again)."""
