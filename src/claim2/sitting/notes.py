"""What the sitting says once, beside a scene: a ``Note`` (a toast) and its ``Severity``.

Kept apart from ``scene`` so that the start screen (and everything it imports) needs
none of the game's own modules: a note is plain text.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

COMPUTER_PAUSE = 0.8  # seconds the computer's move stays on the screen before the game goes on


class Severity(Enum):
    INFORMATION = "information"
    WARNING = "warning"
    ERROR = "error"


@dataclass(frozen=True, slots=True)
class Note:
    """Something to say once (a toast), as plain text in the current language."""

    text: str
    severity: Severity = Severity.INFORMATION
