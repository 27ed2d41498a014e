"""What the start screen says about games: the unfinished one, those kept aside (their
words: ``claim2.sitting.lobby_words``), and its title (all public: the start screen is
seen by anyone at the laptop)."""

from __future__ import annotations

from textual.content import Content

from claim2.sitting.lobby import ResumeInfo
from claim2.sitting.lobby_words import resume_line, shelved_line
from claim2.text.i18n import _
from claim2.tui.narrate import content


def shelved_text(game: ResumeInfo) -> Content:
    """An unfinished game in a line: who plays (with the tally, in a match), where it
    stands, and when it was kept if another reads alike."""
    return content(shelved_line(game))


def resume_text(resume: ResumeInfo) -> Content:
    """The line over the Resume button: the unfinished game (a match's, as in the list of
    games kept aside)."""
    return content(resume_line(resume))


def start_title(computer: bool) -> str:
    return _("Against the computer") if computer else _("Two players, one laptop")


def clean_name(text: str) -> str:
    """A name as typed, without surrounding or doubled spaces."""
    return " ".join(text.split())
