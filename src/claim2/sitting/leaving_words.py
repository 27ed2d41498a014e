"""What a sitting says when its person leaves a game: the question asked before quitting,
and what the terminal says afterwards of a game left unfinished (which command resumes
it). The guest's own are in ``guest/words.py``."""

from __future__ import annotations

from claim2.sitting.notes import Question
from claim2.text.i18n import _


def quit_question(*, hosting: bool) -> Question:
    """q in a game (``hosting``: the host of a game over the network)."""
    if hosting:
        text = _(
            "The game is saved after every move: 'claim2 host' offers to resume it, "
            "and the other player can join again. Quit now?"
        )
    else:
        text = _("The game is saved after every move: 'claim2 play' offers to resume it. Quit now?")
    return Question(_("Quit"), text, _("Quit"), _("Keep playing"))


def resume_hint(*, hosting: bool) -> str:
    """What the terminal says of a game left unfinished."""
    if hosting:
        return _("The game is saved: 'claim2 host' offers to resume it.")
    return _("The game is saved: 'claim2 play' offers to resume it.")
