"""Messages the game screen posts to the app, which alone talks to the sitting.

Every answer carries the ``shown`` stamp of the scene it was given on (its kind, seat
and move number): the sitting drops an answer to a scene that is no longer current,
so a key pressed on a screen being replaced never acts on the next one.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from textual.message import Message

from claim2.sitting.lobby import NewGame

if TYPE_CHECKING:  # in annotations only: the start screen imports this before its first frame
    from claim2.engine import Action
    from claim2.game.steps import NextScreen


class Answer(Message):
    """An answer on the scene ``shown``."""

    def __init__(self, shown: NextScreen) -> None:
        super().__init__()
        self.shown = shown


class Reveal(Answer):
    """The hand-off ``shown`` was confirmed: its player sees their own screen now."""


class Proceed(Answer):
    """A public scene (a trick's result, phase two) was dismissed: on to the next."""


class PlayAction(Answer):
    """The player of the private scene ``shown`` chose ``action`` (a card or a Seer choice)."""

    def __init__(self, action: Action, shown: NextScreen) -> None:
        super().__init__(shown)
        self.action = action


class TakeBack(Answer):
    """``u`` on the scene ``shown``: the card on offer goes back (if it still may)."""


class HintWanted(Answer):
    """The player of the private scene ``shown`` asks for a hint."""


class ComputerMoved(Answer):
    """The computer chose ``action`` on its turn ``shown`` (posted from its worker)."""

    def __init__(self, action: Action, shown: NextScreen) -> None:
        super().__init__(shown)
        self.action = action


class StartGame(Message):
    """Start the new game ``game`` (asked for on the start screen)."""

    def __init__(self, game: NewGame) -> None:
        super().__init__()
        self.game = game


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


class ReviewGame(Message):
    """After a game: its review (issue 45), on a screen of its own."""


class MemoryAids(Message):
    """The memory aids were shown (``on``) or hidden with ``m``: remember it."""

    def __init__(self, on: bool) -> None:
        super().__init__()
        self.on = on


class PlainLines(Message):
    """The start screen's setting of plain lines was switched (``on``): remember it."""

    def __init__(self, on: bool) -> None:
        super().__init__()
        self.on = on


class AutoContinue(Message):
    """The start screen's setting of a trick's result going on by itself against the
    computer was switched (``on``): remember it."""

    def __init__(self, on: bool) -> None:
        super().__init__()
        self.on = on


class QuitGame(Message):
    """q on the game screen: the app asks whether to quit (``action_quit_game``)."""


class Phones(Message):
    """The start screen's choice of playing on phones (the couch) was switched (``on``):
    the next game is played so, and it is remembered."""

    def __init__(self, on: bool) -> None:
        super().__init__()
        self.on = on


class ShowPhones(Message):
    """p on the couch's table: the app shows the phones' links and codes again."""
