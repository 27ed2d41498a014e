"""The choices made for a game besides the names: a computer opponent (its level) and hints.

Light on purpose: the start screen imports it before the first frame. A game's
record keeps these choices (record version 2; ``legacy_options`` reads saves
made before that).
"""

from __future__ import annotations

from dataclasses import dataclass

from claim2.engine.ruleset import next_seat
from claim2.records.levels import LEVELS
from claim2.text.i18n import _

COMPUTER_SEAT = 1  # in a new game against the computer, the person is the first player
DEFAULT_LEVEL = "normal"


@dataclass(frozen=True, slots=True)
class GameOptions:
    """``computer``: the computer's level (None: two people at the laptop); ``hints``: on or off."""

    computer: str | None = None
    computer_seat: int = COMPUTER_SEAT
    hints: bool = False

    @property
    def human_seats(self) -> tuple[int, ...]:
        """The seats played by people."""
        if self.computer is None:
            return (0, 1)
        return (next_seat(self.computer_seat),)


def level_name(level: str) -> str:
    """The level's display name, translated."""
    return _(LEVELS[level])


def computer_name(level: str) -> str:
    """The computer player's name in this game, e.g. "Computer (strong)"."""
    return _("Computer ({level})").format(level=level_name(level))
