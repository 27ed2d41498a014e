"""Messages the screens post to the app, which alone talks to the game session."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from textual.message import Message

from claim2.engine import Action
from claim2.game.options import GameOptions

if TYPE_CHECKING:
    from claim2.game.records import RecordMatch
    from claim2.game.session import NextScreen


class Proceed(Message):
    """The hand-off or public screen ``shown`` was dismissed: show what comes next.

    ``shown`` is what the screen was made for (kind, seat, move number): the session
    ignores the message once another screen is due."""

    def __init__(self, shown: NextScreen) -> None:
        super().__init__()
        self.shown = shown


class PlayAction(Message):
    """The player at the screen ``shown`` confirmed an action (a card or a Seer choice).

    The session takes it only for that screen's seat and move number."""

    def __init__(self, action: Action, shown: NextScreen) -> None:
        super().__init__()
        self.action = action
        self.shown = shown


class TakeBack(Message):
    """On the hand-off ``shown``, ``seat`` takes back the card it led (the session takes it
    back only while that hand-off is current)."""

    def __init__(self, seat: int, shown: NextScreen) -> None:
        super().__init__()
        self.seat = seat
        self.shown = shown


class StartGame(Message):
    """Start a new game: the two names, who leads first (None: at random), the options;
    ``first_to``: a new match won by the first to 2 or 3 wins (None: a single game), or
    ``match``: the match the game belongs to (playing again in a match)."""

    def __init__(
        self,
        names: tuple[str, str],
        first_leader: int | None,
        options: GameOptions | None = None,
        *,
        first_to: int | None = None,
        match: RecordMatch | None = None,
    ) -> None:
        super().__init__()
        self.names = names
        self.first_leader = first_leader
        self.options = options or GameOptions()
        self.first_to = first_to
        self.match = match


class ResumeGame(Message):
    """Continue the saved, unfinished game."""


class ResumeShelved(Message):
    """Continue the unfinished game kept aside at ``path`` (listed on the start screen)."""

    def __init__(self, path: Path) -> None:
        super().__init__()
        self.path = path


class BackToStart(Message):
    """Back to the start screen (after a game, to choose other players or options)."""


class PlayAgain(Message):
    """After a game: the next game at once, with the same players and options (the next
    game of the match, if the game was one of a match)."""
