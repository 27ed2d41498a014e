"""A bad lesson file is refused with one clear message naming the file and the problem."""

from __future__ import annotations

from pathlib import Path

import pytest

from claim2.walkthrough import LessonError, load_lessons, parse_lesson
from claim2.walkthrough import loader as loader_module

GOOD = """
id = "tiny"
title = "Tiny"
rules = ["R3"]
intro = ["A tiny lesson."]

[position]
leader = "opponent"
hands.opponent = ["Tr2"]
opening = ["Tr2"]

[[steps]]
say = "Play anything."
hint = "Anything goes."
expect = "any"
"""


def test_a_good_file_loads_with_its_number_from_the_name() -> None:
    lesson = parse_lesson(GOOD, "07-tiny.toml")
    assert (lesson.number, lesson.id, lesson.minutes) == (7, "tiny", 1.0)


@pytest.mark.parametrize(
    ("text", "name", "problem"),
    [
        (GOOD, "tiny.toml", "NN-<id>.toml"),
        (GOOD, "07-small.toml", "07-tiny.toml"),
        (GOOD + "\n[[steps", "07-tiny.toml", "not valid TOML"),
        (GOOD.replace('"Tr2"]', '"Xx2"]'), "07-tiny.toml", "Xx2"),
        (GOOD.replace('expect = "any"', 'expect = "some"'), "07-tiny.toml", "expect"),
        (GOOD.replace('expect = "any"', ""), "07-tiny.toml", "needs 'expect'"),
        (GOOD + 'colour = "red"\n', "07-tiny.toml", "colour"),
        (GOOD.replace('rules = ["R3"]', 'rules = ["R30"]'), "07-tiny.toml", "R30"),
        (GOOD.replace('"Play anything."', '"Play {card}!"'), "07-tiny.toml", "braces"),
        (GOOD.replace('"Play anything."', '"   "'), "07-tiny.toml", "empty"),
    ],
)
def test_a_bad_file_is_a_lesson_error(text: str, name: str, problem: str) -> None:
    with pytest.raises(LessonError, match=r".*") as caught:
        parse_lesson(text, name)
    message = str(caught.value)
    assert name in message and problem in message
    assert "\n" not in message


def test_texts_are_collapsed_into_one_msgid() -> None:
    text = GOOD.replace('"Play anything."', '"""\n  Play\n   anything.\n"""')
    assert parse_lesson(text, "07-tiny.toml").steps[0].say == "Play anything."


def test_a_scoring_lesson_needs_a_board_and_questions_only() -> None:
    question = """
id = "q"
title = "Q"
rules = ["R15"]
intro = ["Q."]

[[steps]]
ask = "dragons"
answer = "nobody"
say = "Who?"
hint = "Look."
wrong = "No."
"""
    with pytest.raises(LessonError, match="board"):
        parse_lesson(question, "01-q.toml")
    with pytest.raises(LessonError, match="questions"):
        parse_lesson(
            GOOD.replace(
                "[position]", "[[steps]]\n" + question.split("[[steps]]")[1] + "[position]"
            ),
            "07-tiny.toml",
        )


def test_lessons_must_be_numbered_without_gaps(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    (tmp_path / "01-tiny.toml").write_text(GOOD, encoding="utf-8")
    (tmp_path / "03-tiny.toml").write_text(GOOD, encoding="utf-8")
    monkeypatch.setattr(loader_module, "lessons_folder", lambda: tmp_path)
    with pytest.raises(LessonError):
        load_lessons()
