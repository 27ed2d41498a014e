"""What each scene says in plain lines by default: briefly, the key fact first, the player
at this screen called "you" (``claim2.present.brief``). The full lines are ``scenes``'s
(``--verbose``, and ``repeat`` at any question).

Built from the scene alone, as the full lines are: a private scene's from its one
``PlayerView``, a public scene's from the public view and events.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from claim2.engine import Card, PlayerView, score
from claim2.game.steps import ScreenKind
from claim2.present.brief.ending import end_lines, kept_short, match_line
from claim2.present.brief.teller import Brief
from claim2.present.brief.tricks import (
    drew_line,
    phase_two_line,
    result_lines,
    seer_lines,
    turn_line,
    waiting_line,
)
from claim2.present.phrase import Phrase, said
from claim2.sitting.scene import Mode, Scene
from claim2.sitting.table_words import handoff_title
from claim2.text.i18n import _

Line = Phrase | str


def brief_of(scene: Scene, you: int | None) -> Brief:
    """Who is who on ``scene``: against the computer, the person is "you" and the computer
    "the computer"; over the network, ``you`` (this screen's seat); on a screen two people
    share, nobody but on a player's own scene."""
    seen = scene.seen
    if scene.mode is Mode.VS_COMPUTER and seen is not None:
        return Brief(scene.names, seen.seat, seen.opponent)
    if scene.mode is Mode.HOT_SEAT:
        return Brief(scene.names, seen.seat if seen is not None else None)
    return Brief(scene.names, you)


def spoken(scene: Scene, you: int | None) -> Scene:
    """``scene`` with the names its full sentences say in lines (``Brief.full_names``):
    against the computer, "Computer" rather than "Computer (normal)" on every line."""
    names = brief_of(scene, you).full_names()
    return scene if names == scene.names else replace(scene, players=names, computer=None)


def brief_lines(scene: Scene, brief: Brief, drawn: list[Line] | None = None) -> list[Line]:
    """Everything ``scene`` says by default (its question apart); ``drawn``: the cards
    drawn face down since the player was last told, said before their turn."""
    kind, seen = scene.kind, scene.seen
    hot_seat = scene.mode is Mode.HOT_SEAT
    lines: list[Line] = []
    if scene.result is not None:
        result = scene.result
        lines += result_lines(result.trick, result.events, brief)
    if not hot_seat:  # said after the trick that drew them
        lines += drawn or []
    if kind is ScreenKind.TURN and seen is not None:
        lines.append(turn_line(seen, brief))
    elif kind is ScreenKind.SEER and seen is not None:
        lines += seer_lines(seen, brief)
    elif kind is ScreenKind.WAITING and seen is not None:
        lines.append(waiting_line(seen, brief))
    elif kind is ScreenKind.PHASE_TWO:
        lines.append(phase_two_line())
    elif kind is ScreenKind.HANDOFF and scene.back_to:
        lines.append(Phrase("{title}.", {"title": handoff_title(scene)}))
    elif kind is ScreenKind.END:
        lines += ending(scene, brief)
    if hot_seat:  # said to the player holding the laptop, once it is theirs
        lines += drawn or []
    return lines


def ending(scene: Scene, brief: Brief) -> list[Line]:
    """The end: who won first, then each faction's vote, where a match stands, the
    ratings, and the short name the game was kept under."""
    result = score(scene.public.score_piles)
    lines: list[Line] = [*end_lines(result, brief)]
    if scene.standing is not None:
        lines.append(match_line(scene.standing, result.winner, brief))
    elif scene.match_line is not None:
        lines.append(scene.match_line)
    if scene.rating is not None:
        lines.append(scene.rating.line)
    if scene.kept is not None:
        lines.append(kept_short(scene.kept))
    return lines


class Draws:
    """The cards each seat drew face down in phase one, as last said to it: on its own
    scene, the ones drawn since are said ("You drew Dragon 0 face down.")."""

    def __init__(self) -> None:
        self._told: dict[int, tuple[Counter[Card], Counter[Card]]] = {}

    def new(self, seen: PlayerView, brief: Brief) -> list[Line]:
        """The lines for the cards ``seen.seat`` drew since it was last told (a card the
        other player saw with a Seer said so, R8)."""
        if seen.phase != 1:
            return []
        drawn, peeked = Counter(seen.my_draws), Counter(seen.peeked_draws)
        told_drawn, told_peeked = self._told.get(seen.seat, (Counter(), Counter()))
        self._told[seen.seat] = (drawn, peeked)
        fresh, seen_by_other = drawn - told_drawn, peeked - told_peeked
        lines: list[Line] = []
        for card in sorted(seen_by_other.elements()):
            fresh[card] -= 1
            lines.append(
                said(
                    _("You drew {card}; {name} saw it with a Seer."),
                    card=card,
                    name=brief.inside(seen.opponent),
                )
            )
        unseen = sorted(fresh.elements())
        if unseen:
            lines.insert(0, drew_line(unseen))
        return lines
