"""``claim2 walkthrough --plain``: every lesson played in lines with the answers it
accepts (worked out by a lesson run of the test's own), each remembered as done; a wrong
try explained and asked again; a hint; ``quit`` back to the list; the list's commands."""

from __future__ import annotations

import io

from claim2.engine import Card, SeerChoice
from claim2.plain.commands import Leave
from claim2.plain.conversation import Conversation
from claim2.plain.lessons import lesson_list
from claim2.plain.lines import EndOfInput, Listener, Speaker, codes_in_words
from claim2.text.i18n import _
from claim2.walkthrough import ANSWERS, LessonRun, load_lessons, load_progress

from .lines import clean


def said(answers: list[str]) -> list[str]:
    """The lines said for ``answers`` (then the end of the input)."""
    out = io.StringIO()
    source = io.StringIO("".join(f"{line}\n" for line in answers))
    talk = Conversation(Speaker(out, rows=3), Listener(source))
    try:
        code = lesson_list(talk)
    except (EndOfInput, Leave):
        code = 0
    assert code == 0
    clean(out.getvalue())
    return out.getvalue().splitlines()


def accepted(number: int) -> list[str]:
    """The lines that play lesson ``number`` through: Enter to begin, each step's answer
    and Enter after it, Enter at its end."""
    run = LessonRun(load_lessons()[number - 1])
    lines = [""]
    while not run.done:
        solution = run.solution
        assert solution is not None
        if isinstance(solution, Card):
            lines.append(solution.code)
        elif isinstance(solution, SeerChoice):
            lines.append("prize" if solution is SeerChoice.PRIZE else "top")
        else:
            lines.append(str(ANSWERS.index(solution) + 1))
        assert run.try_action(solution).ok
        lines.append("")
    return [*lines, ""]


def test_every_lesson_played_through_in_lines() -> None:
    lessons = load_lessons()
    answers = [
        line for lesson in lessons for line in [str(lesson.number), *accepted(lesson.number)]
    ]
    lines = said([*answers, "quit"])
    for lesson in lessons:
        assert f"Lesson {lesson.number} is done." in lines
    assert lines[-2] == "All 13 lessons done. Open any of them again, or play a game."
    assert load_progress().done == {lesson.id for lesson in lessons}
    assert "Not quite." not in "\n".join(lines)


def test_a_hint_the_rules_and_quit_in_a_lesson() -> None:
    lines = said(["1", "", "hint", "rules 2", "quit", "quit"])
    assert lines.count("Play a card: Troll 1.") == 3  # asked again after each command
    assert any(line.startswith("Hint: ") for line in lines)
    assert "The cards:" in lines
    assert lines[-1].startswith("Choose a lesson: 1 A trick: follow the faction")
    assert not load_progress().done  # left: not done


def test_a_wrong_try_is_explained_and_asked_again() -> None:
    run = LessonRun(load_lessons()[1])
    wrong = next(card for card in run.choices if card != run.solution)
    assert isinstance(wrong, Card)
    feedback = run.try_action(wrong)
    assert not feedback.ok and feedback.message is not None
    lines = said(["2", "", wrong.code, "quit", "quit"])
    question = next(line for line in lines if line.startswith("Play a card: "))
    explained = lines.index(question) + 1
    assert lines[explained] == codes_in_words(_(feedback.message))
    assert lines[explained + 1] == question


def test_the_list_answers_its_commands() -> None:
    lines = said(["help", "hand", "quit"])
    assert lines[0] == "0 of 13 lessons done; about 16 minutes to go"
    assert any(line.startswith("At any question you can type:") for line in lines)
    assert "Choose a lesson first." in lines
