"""The end of a game in plain lines, in full: who won (R16), every faction's vote and why
(R15), the votes, where a match stands, the ratings, where the game was kept; then what the
players do next (quit first, so that a pipe answering "1" to everything plays one whole
game and stops). The brief end is ``brief``'s."""

from __future__ import annotations

from claim2.engine import score
from claim2.plain.piles import score_pile_lines, vote_lines, votes_line
from claim2.plain.questions import Option, Question
from claim2.present.brief.ending import match_line
from claim2.present.brief.teller import Brief
from claim2.present.phrase import Phrase, Teller, Voice, said
from claim2.present.scenes.piles import kept_line
from claim2.present.verdict import verdict
from claim2.sitting.scene import Scene
from claim2.sitting.table_words import AfterGame, end_menu
from claim2.text.i18n import _


def end_lines(scene: Scene) -> list[Phrase | str]:
    """The end in full: who won (first), the score piles, the votes, the match, the
    ratings, the file the game was kept as."""
    public, names = scene.public, scene.names
    result = score(public.score_piles)
    lines: list[Phrase | str] = [
        verdict(result, Teller(Voice.PUBLIC, names)),
        *score_pile_lines(public.score_piles, names),
        *vote_lines(public.score_piles, names, result),
        votes_line(result, names),
    ]
    if scene.standing is not None:  # by the names said ("Computer", not its level)
        lines.append(match_line(scene.standing, result.winner, Brief(names)))
    elif scene.match_line is not None:
        lines.append(scene.match_line)
    if scene.rating is not None:
        lines.append(scene.rating.line)
    if scene.kept is not None:
        lines.append(kept_line(scene.kept))
    return lines


def end_question(scene: Scene, *, start: bool = True) -> Question[AfterGame]:
    """Quit, play again (the next game of a match), or (``start``) set up a new game."""
    return Question(
        said(_("What now")),
        tuple(Option(label, choice) for choice, label in end_menu(scene, start=start)),
    )
