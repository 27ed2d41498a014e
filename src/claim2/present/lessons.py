"""The walkthrough's own words, below every front-end: the learner is "you", the other
side "your opponent" (the narrator's ``Voice.YOU``); the answers to a scoring question,
the lessons' headings and progress, rule ids and minutes written short.

The Textual lessons (``claim2.tui.walkthrough``) lay these out; the plain-line lessons
(``claim2.plain.lessons``) say them a line each. A lesson's own texts are English msgids
(``claim2.walkthrough``): ``_(text)`` shows them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Literal

from claim2.engine import Faction, PlayerView
from claim2.engine.events import Event
from claim2.engine.scoring import Outcome
from claim2.present import narrator
from claim2.present.phrase import Phrase, Teller, Voice, said
from claim2.present.scenes.seer import seer_choices as scene_choices
from claim2.present.verdict import verdict
from claim2.text.i18n import _
from claim2.walkthrough import Answer, Lesson, LessonRun, Progress

Question = Faction | Literal["game"] | None


def seat_names(learner_seat: int) -> tuple[str, str]:
    """The two sides by seat, as the game's tables name players."""
    you, opponent = _("You"), _("Opponent")
    return (you, opponent) if learner_seat == 0 else (opponent, you)


def answer_label(answer: Answer, question: Question) -> str:
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


def told(events: Iterable[Event], learner: int) -> list[Phrase]:
    """What happened, one sentence per event, as the learner may know it (R17)."""
    teller = Teller(Voice.YOU, learner=learner)
    return [phrase for event in events for phrase in narrator.tell(event, teller)]


def verdict_line(result: Outcome, learner: int) -> Phrase:
    """Who won the game and why (R16), said to the learner."""
    return verdict(result, Teller(Voice.YOU, learner=learner))


def lesson_heading(lesson: Lesson, count: int) -> Phrase:
    """A lesson's heading: "Lesson 3 of 14: Seers"."""
    return said(
        _("Lesson {number} of {count}: {title}"),
        number=lesson.number,
        count=count,
        title=_(lesson.title),
    )


def step_heading(lesson: Lesson, run: LessonRun) -> Phrase:
    """A step's heading: "Lesson 3: Seers · step 2 of 4"."""
    return said(
        _("Lesson {number}: {title} · step {step} of {count}"),
        number=lesson.number,
        title=_(lesson.title),
        step=run.step_index + 1,
        count=run.step_count,
    )


def progress_line(lessons: Sequence[Lesson], progress: Progress) -> Phrase:
    """How far the learner is: the lessons done and the minutes still to go."""
    count = sum(progress.is_done(lesson.id) for lesson in lessons)
    if count == len(lessons):
        return said(
            _("All {count} lessons done. Open any of them again, or play a game."),
            count=len(lessons),
        )
    minutes = sum(lesson.minutes for lesson in lessons if not progress.is_done(lesson.id))
    return said(
        _("{done} of {count} lessons done · about {minutes} minutes to go"),
        done=count,
        count=len(lessons),
        minutes=round(minutes),
    )


def lesson_hint(hint: str) -> Phrase:
    """A lesson's hint (an English msgid), said."""
    return said(_("Hint: {hint}"), hint=_(hint))


def opponent_leads_next() -> Phrase:
    """After a lesson's last move, when the opponent is to lead."""
    return said(_("Your opponent leads the next trick."))


def seer_choices(seen: PlayerView) -> tuple[Phrase, Phrase]:
    """The Seer winner's two choices (R8), naming both cards, said to the learner: the
    game's own choices (``scenes.seer``), the other player being "your opponent"."""
    opponent = _("your opponent")
    return scene_choices(seen, (opponent, opponent))
