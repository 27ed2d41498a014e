"""A scene's title: whose turn it is, or what the screen is for."""

from __future__ import annotations

from claim2.game.steps import ScreenKind
from claim2.present.phrase import Phrase, said
from claim2.present.scenes.turn import Names
from claim2.text.i18n import _


def scene_title(kind: ScreenKind, seat: int | None, names: Names) -> Phrase:
    """The title of a scene of ``kind`` addressed to ``seat`` (None: public)."""
    if kind in (ScreenKind.TURN, ScreenKind.COMPUTER, ScreenKind.WAITING) and seat is not None:
        return said(_("{name}'s turn"), name=names[seat])
    if kind is ScreenKind.SEER and seat is not None:
        return said(_("{name}'s Seer choice"), name=names[seat])
    if kind is ScreenKind.HANDOFF:
        return said(_("Hand-off"))
    if kind is ScreenKind.TRICK_RESULT:
        return said(_("Trick result"))
    if kind is ScreenKind.PHASE_TWO:
        return phase_two_title()
    return said(_("Game over"))


def phase_two_title() -> Phrase:
    return said(_("Phase two"))
