"""What each scene says in plain lines, in full (``--verbose``, ``repeat``): the scenes'
own sentences (``claim2.present.scenes``), a line each, the key fact first. The brief lines
said by default are ``brief``'s.

Built from the scene alone: a private scene's lines from its one ``PlayerView``, a public
scene's from the public view and events, so nothing is said that the scene was not given.
"""

from __future__ import annotations

from claim2.engine import PlayerView, SeerChoice
from claim2.game.steps import ScreenKind
from claim2.present.narrator import trick_heading
from claim2.present.phrase import Phrase
from claim2.present.scenes.piles import phase_one_prizes
from claim2.present.scenes.public import phase_two_lines, prizes_known, result_heading, result_lines
from claim2.present.scenes.seer import move_line, seer_lines, waiting_status
from claim2.present.scenes.titles import scene_title
from claim2.present.scenes.turn import Names, lead_status, prize_line
from claim2.sitting.scene import Scene

Line = Phrase | str


def scene_lines(scene: Scene) -> list[Line]:
    """Everything ``scene`` says, a sentence a line (its question apart)."""
    kind, names = scene.kind, scene.names
    lines: list[Line] = []
    if scene.result is not None:
        lines.append(result_heading(scene.result.trick))
        lines += result_lines(scene.result.trick, scene.result.events, names)
    seen = scene.seen
    if kind is ScreenKind.TURN and seen is not None:
        lines += turn_lines(seen, names)
    elif kind is ScreenKind.SEER and seen is not None:
        lines.append(heading(kind, seen, names))
        lines += seer_lines(seen, names)
    elif kind is ScreenKind.WAITING and seen is not None:
        lines += waiting_lines(scene, seen)
    elif kind is ScreenKind.COMPUTER and seen is not None:
        move = scene.computer_move
        if isinstance(move, SeerChoice):  # a card played is said by the next scene
            lines.append(move_line(seen, names, move))
    elif kind is ScreenKind.PHASE_TWO:
        lines += phase_two_lines(scene.public.last_trick, names)
        lines += [prizes_known(), phase_one_prizes(scene.public, names)]
    return lines


def heading(kind: ScreenKind, seen: PlayerView, names: Names) -> Phrase:
    """Whose turn it is and where the game stands: "Ann's turn. Phase 1 · trick 4 of
    13."."""
    return Phrase(
        "{title}. {heading}.",
        {
            "title": scene_title(kind, seen.seat, names),
            "heading": trick_heading(seen.phase, seen.trick),
        },
    )


def waiting_lines(scene: Scene, seen: PlayerView) -> list[Line]:
    """Over the network, while the other player chooses at their screen: whose turn or
    Seer choice it is, and where the trick stands ("You led Troll 7.")."""
    other = seen.opponent
    kind = ScreenKind.SEER if seen.seer_pending == other else ScreenKind.TURN
    title = Phrase(
        "{title}. {heading}.",
        {
            "title": scene_title(kind, other, scene.names),
            "heading": trick_heading(seen.phase, seen.trick),
        },
    )
    return [title, waiting_status(seen, scene.names)]


def turn_lines(seen: PlayerView, names: Names) -> list[Line]:
    """A turn: whose it is, the prize and the draw pile, who leads and what must be
    followed (the rest of the table: ``table``)."""
    lines: list[Line] = [heading(ScreenKind.TURN, seen, names)]
    prize = prize_line(seen)
    if prize is not None:
        lines.append(prize)
    lines.append(lead_status(seen, names))
    return lines
