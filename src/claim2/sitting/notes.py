"""What the sitting says once, beside a scene: a ``Note`` (a toast) and its ``Severity``,
or a yes-or-no ``Question``; and the take-back agreed between two screens (over the
network), asked and answered in the same words on the host's and the guest's.

Kept apart from ``scene`` so that the start screen (and everything it imports) needs
none of the game's own modules: a note is plain text.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from claim2.text.i18n import _

COMPUTER_PAUSE = 0.8  # seconds the computer's move stays on the screen before the game goes on
# Against the computer (the setting ``auto_continue``): seconds a trick's result, and phase
# two's announcement, stay on the screen before the game goes on by itself.
RESULT_PAUSE = 2.0
PHASE_TWO_PAUSE = 6.0


class Severity(Enum):
    INFORMATION = "information"
    WARNING = "warning"
    ERROR = "error"


@dataclass(frozen=True, slots=True)
class Note:
    """Something to say once (a toast), as plain text in the current language."""

    text: str
    severity: Severity = Severity.INFORMATION


@dataclass(frozen=True, slots=True)
class Question:
    """A yes-or-no question to the person at the screen: its ``title``, ``text`` and the
    words of its two answers."""

    title: str
    text: str
    yes: str
    no: str


def take_back_question(name: str, card: str) -> Question:
    """Over the network: the other player, ``name``, asks to take back ``card`` (a code)."""
    return Question(
        _("Take back?"),
        _("{name} asks to take {card} back. Allow it?").format(name=name, card=card),
        _("Allow"),
        _("Refuse"),
    )


def take_back_answered(name: str, card: str, *, allowed: bool, lapsed: bool) -> Note:
    """The other player, ``name``, answered this player's question about ``card``."""
    if allowed:
        text = _("{name} agreed: {card} is back in your hand.")
    elif lapsed:
        text = _("Too late: the game has moved on.")
    else:
        text = _("{name} did not agree: {card} stays on the table.")
    return Note(text.format(name=name, card=card))
