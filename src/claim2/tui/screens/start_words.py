"""What the start screen says about games: the unfinished one, those kept aside, and its
title (all public: the start screen is seen by anyone at the laptop)."""

from __future__ import annotations

from textual.content import Content

from claim2.sitting.lobby import ResumeInfo
from claim2.text.i18n import _
from claim2.tui.text import NAME_FIELDS, phase_trick, with_names


def shelved_text(game: ResumeInfo) -> Content:
    """An unfinished game in a line: who plays (with the tally, in a match), where it
    stands, and when it was kept if another reads alike."""
    where = phase_trick(game.phase, game.trick)
    if game.when:
        where = f"{where} · {game.when}"
    if game.match is not None:
        line = _("Match game {number}: {tally} · {where}").format(
            number=game.match.game, tally="$tally", where=where
        )
        return Content.from_markup(line, tally=game.match.tally)
    line = _("{first} and {second} · {where}").format(
        first=NAME_FIELDS[0], second=NAME_FIELDS[1], where=where
    )
    return with_names(line, game.names)


def resume_text(resume: ResumeInfo) -> Content:
    """The line over the Resume button: the unfinished game (a match's, as in the list of
    games kept aside)."""
    if resume.match is not None:
        return shelved_text(resume)
    line = _("Unfinished game: {first} and {second} · {where}").format(
        first=NAME_FIELDS[0],
        second=NAME_FIELDS[1],
        where=phase_trick(resume.phase, resume.trick),
    )
    return with_names(line, resume.names)


def start_title(computer: bool) -> str:
    return _("Against the computer") if computer else _("Two players, one laptop")


def clean_name(text: str) -> str:
    """A name as typed, without surrounding or doubled spaces."""
    return " ".join(text.split())
