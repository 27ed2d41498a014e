"""A hand-off between two people at one screen, in plain lines: whose turn comes, why the
laptop changes hands, a take-back on offer; then the next player presses Enter and a
screenful of blank lines pushes what was shown out of sight before their cards are said.
The terminal's scroll-back still holds every line, and the game says so when it starts."""

from __future__ import annotations

from claim2.plain.questions import Wait
from claim2.present.phrase import Phrase, said
from claim2.present.scenes.titles import scene_title
from claim2.sitting.scene import Scene
from claim2.text.i18n import _


def hot_seat_warning() -> Phrase:
    """Said when a game between two people at one screen starts or is resumed."""
    return said(
        _(
            "Two players at one screen: before each player's cards are said, the screen is "
            "filled with blank lines, but the terminal's scroll-back still holds every line. "
            "Play this way with someone you trust, or with a screen reader and headphones."
        )
    )


def handoff_lines(scene: Scene) -> list[Phrase]:
    """The hand-off's lines (public)."""
    return [Phrase("{title}.", {"title": scene_title(scene.kind, scene.seat, scene.names)})]


def handoff_wait(scene: Scene) -> Wait:
    """What Enter does on a hand-off: the next player's cards are said."""
    seat = scene.seat if scene.seat is not None else 0
    return Wait(
        said(
            _("{name}, press Enter when only you can see the screen."),
            name=scene.names[seat],
        )
    )
