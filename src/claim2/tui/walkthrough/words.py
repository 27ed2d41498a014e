"""The walkthrough's own words as content markup (their sentences:
``claim2.present.lessons``): the learner is "you", the other side "your opponent".

The game's screens name both players in the third person ("Ann takes the
prize"); a lesson speaks to the learner: its narration of events and the
verdict are the narrator's second person (``Voice.YOU``). Texts that read well
with a name (the table, the score columns) use ``names``: "You" and "Opponent",
by seat.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

from claim2.engine import Card, Faction, SeerChoice
from claim2.engine.events import Event
from claim2.engine.scoring import Outcome
from claim2.present.keymap import key_name
from claim2.present.lessons import (
    answer_label,
    minutes_label,
    rules_label,
    seat_names,
    told,
    verdict_line,
)
from claim2.sitting.notes import Question
from claim2.text.i18n import _
from claim2.tui.narrate import markup
from claim2.tui.text import card_markup
from claim2.walkthrough import Answer, Lesson

__all__ = [
    "answer_label",
    "intro_lines",
    "leave_question",
    "minutes_label",
    "outro_lines",
    "rules_label",
    "said",
    "seat_names",
    "shown_text",
    "told_lines",
    "verdict_text",
]


def told_lines(events: Iterable[Event], learner: int) -> list[str]:
    """What happened, one sentence per event, as the learner may know it (R17)."""
    return [markup(phrase) for phrase in told(events, learner)]


def verdict_text(result: Outcome, learner: int) -> str:
    """Who won the game and why (R16), said to the learner."""
    return markup(verdict_line(result, learner))


def said(msgid: str) -> str:
    """A lesson's text (an English msgid) in the learner's language, safe as markup.

    Our own words (never a player's): a ``[`` is escaped; none ends in a backslash."""
    return _(msgid).replace("[", "\\[")


def intro_lines(lesson: Lesson) -> list[str]:
    """The lesson's introduction, a blank line between its paragraphs."""
    lines: list[str] = []
    for paragraph in lesson.intro:
        lines += [said(paragraph), ""]
    return lines[:-1]


def outro_lines(lesson: Lesson) -> list[str]:
    """The lesson's last words, and how to go back to the lessons."""
    lines = [said(lesson.outro)] if lesson.outro else []
    return [
        *lines,
        "",
        _("✓ This lesson is done. Press {key} to go back to the lessons.").format(
            key=key_name("lesson.proceed")
        ),
    ]


def shown_text(
    solution: Card | SeerChoice | Answer, question: Faction | Literal["game"] | None
) -> str:
    """What "show me" says of the move (or answer) it points at: what Enter then does."""
    if isinstance(solution, Card):
        return _("Here it is: {card}. Press {key} to play it.").format(
            card=card_markup(solution), key=key_name("hand.play")
        )
    if solution is SeerChoice.PRIZE:
        return _("Here it is: take the prize. Press {key} to confirm.").format(
            key=key_name("lesson.confirm")
        )
    if solution is SeerChoice.TOP:
        return _("Here it is: take the top card. Press {key} to confirm.").format(
            key=key_name("lesson.confirm")
        )
    return _("Here it is: “{answer}”. Press {key} to answer.").format(
        answer=answer_label(solution, question), key=key_name("lesson.answer")
    )


def leave_question() -> Question:
    """Leaving a lesson in its middle: asked first."""
    return Question(
        _("Leave the lesson"),
        _("Go back to the list of lessons? This lesson starts afresh next time."),
        _("Leave"),
        _("Stay"),
    )
