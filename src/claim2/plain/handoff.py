"""A hand-off between two people at one screen, in plain lines: whom the laptop goes to,
why, a take-back on offer (the table's own words, ``claim2.sitting.table_words``); then
the next player presses Enter and a screenful of blank lines pushes what was shown out of
sight before their cards are said. The terminal's scroll-back still holds every line, and
the game says so when it starts."""

from __future__ import annotations

from claim2.plain.questions import Command, Wait, command_word
from claim2.present.phrase import Phrase, said
from claim2.sitting.scene import Scene
from claim2.sitting.table_words import (
    handoff_context,
    handoff_title,
    look_away,
    look_away_briefly,
)
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


def take_back_offer() -> Phrase:
    """Said once when a game between two people starts, in brief lines (in full, on every
    hand-off that allows it)."""
    return said(
        _("On the next player's hand-off, the leader may type {undo} to take their card back."),
        undo=command_word(Command.UNDO),
    )


def handoff_lines(scene: Scene) -> list[Phrase]:
    """The hand-off's lines (public): whom the laptop goes to, why, and the take-back on
    offer to the leader (without the card: the laptop may be in the follower's hands)."""
    lines = [Phrase("{title}.", {"title": handoff_title(scene)})]
    if scene.result is None:
        lines.append(handoff_context(scene))
    offer = scene.take_back
    if offer is not None:
        lines.append(
            said(
                _("{name}: changed your mind? Type {undo} to take your card back."),
                name=scene.names[offer.seat],
                undo=command_word(Command.UNDO),
            )
        )
    return lines


def handoff_wait(scene: Scene, *, verbose: bool = True) -> Wait:
    """Who looks away, and what Enter does: the next player's cards are said."""
    return Wait(look_away(scene) if verbose else look_away_briefly(scene))
