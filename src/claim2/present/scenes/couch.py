"""The couch's public table (``claim2 play --phones``): what the laptop says of the game to
everybody at the table, from the public view and the public log only (no hand is ever on
it): whose turn it is, where the trick stands, the last trick's result, the log's last
lines."""

from __future__ import annotations

from collections.abc import Sequence

from claim2.engine.events import CardPlayed, Event, PrizeRevealed, TrickWon
from claim2.game.public import PublicView
from claim2.game.steps import ScreenKind
from claim2.present.phrase import Phrase, said
from claim2.present.scenes.public import log_lines, result_lines
from claim2.present.scenes.titles import scene_title
from claim2.present.scenes.turn import Names
from claim2.text.i18n import _


def turn_line(kind: ScreenKind, public: PublicView, names: Names) -> Phrase:
    """Whose turn it is (a Seer choice is said as such), or that the game is over."""
    if kind is ScreenKind.END or public.finished:
        return scene_title(ScreenKind.END, None, names)
    mover = public.to_move
    if public.seer_pending is not None:
        return scene_title(ScreenKind.SEER, public.seer_pending, names)
    return scene_title(ScreenKind.TURN, mover, names)


def trick_status(kind: ScreenKind, public: PublicView, names: Names) -> Phrase:
    """Under the trick's cards: the card led, or who leads; a Seer's choice; the computer
    thinking."""
    seer = public.seer_pending
    if seer is not None:
        return said(
            _("{name} won with a Seer and looks at the top card of the draw pile."),
            name=names[seer],
        )
    if public.played:
        return said(_("{name} led {card}."), name=names[public.leader], card=public.played[0])
    if kind is ScreenKind.COMPUTER:
        return said(_("{name} is thinking…"), name=names[public.to_move])
    return said(_("{name} leads this trick."), name=names[public.to_move])


def last_result(log: Sequence[Event], names: Names) -> list[Phrase]:
    """The last trick won, who won it and why, what followed from it (the prize, the
    draws, the powers), who leads next; nothing before the first trick is won."""
    for index in range(len(log) - 1, -1, -1):
        event = log[index]
        if isinstance(event, TrickWon):
            after: list[Event] = []
            for later in log[index + 1 :]:
                if isinstance(later, PrizeRevealed | CardPlayed):
                    break
                after.append(later)
            return result_lines(event, after, names)
    return []


def log_tail(log: Sequence[Event], names: Names, count: int) -> list[tuple[int, Phrase]]:
    """The log's last ``count`` lines (each with its indent)."""
    lines = log_lines(log, names)
    return lines[-count:] if count > 0 else []
