"""The walkthrough's own words: the learner is "you", the other side "your opponent".

The game's screens name both players in the third person ("Ann takes the
prize"); a lesson speaks to the learner: its narration of events and the
verdict are the narrator's second person (``Voice.YOU``), its answers are worded
here. Texts that
read well with a name (the table, the score columns) use ``names``:
"You" and "Opponent", by seat.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Literal

from claim2.engine import Faction
from claim2.engine.events import Event
from claim2.engine.scoring import Outcome
from claim2.present import narrator
from claim2.present.phrase import Teller, Voice
from claim2.present.verdict import verdict
from claim2.text.i18n import _
from claim2.tui.narrate import markup
from claim2.walkthrough import Answer, Lesson


def seat_names(learner_seat: int) -> tuple[str, str]:
    """The two sides by seat, as the game's tables name players."""
    you, opponent = _("You"), _("Opponent")
    return (you, opponent) if learner_seat == 0 else (opponent, you)


def answer_label(answer: Answer, question: Faction | Literal["game"] | None) -> str:
    """An answer as offered: "nobody" reads "a draw" when the question is who wins."""
    if answer == "learner":
        return _("You")
    if answer == "opponent":
        return _("Your opponent")
    return _("A draw") if question == "game" else _("Nobody")


def rules_label(rules: Sequence[str]) -> str:
    """Rule ids written short, runs joined: R3 R4 R5 R10 → "R3–5 R10"."""
    numbers = sorted(int(rule.removeprefix("R")) for rule in rules)
    runs: list[list[int]] = []
    for number in numbers:
        if runs and number == runs[-1][-1] + 1:
            runs[-1].append(number)
        else:
            runs.append([number])
    return " ".join(f"R{run[0]}" if len(run) == 1 else f"R{run[0]}–{run[-1]}" for run in runs)


def minutes_label(minutes: float) -> str:
    """Minutes to the nearest half: 1, 1½, 2½."""
    halves = max(1, round(minutes * 2))
    whole, half = divmod(halves, 2)
    return (str(whole) if whole else "") + ("½" if half else "")


def told_lines(events: Iterable[Event], learner: int) -> list[str]:
    """What happened, one sentence per event, as the learner may know it (R17)."""
    teller = Teller(Voice.YOU, learner=learner)
    return [markup(phrase) for event in events for phrase in narrator.tell(event, teller)]


def verdict_text(result: Outcome, learner: int) -> str:
    """Who won the game and why (R16), said to the learner."""
    return markup(verdict(result, Teller(Voice.YOU, learner=learner)))


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
    return [*lines, "", _("✓ This lesson is done. Press Enter to go back to the lessons.")]
