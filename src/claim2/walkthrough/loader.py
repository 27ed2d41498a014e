"""Load the lessons shipped in ``claim2/walkthrough/lessons/``, validated and in order.

A lesson file is TOML named ``NN-<id>.toml``: ``NN`` is its place in the
walkthrough, ``<id>`` must equal the ``id`` inside. See ``schema.py`` for
the fields.
"""

from __future__ import annotations

import tomllib
from importlib.resources import files
from importlib.resources.abc import Traversable
from pathlib import PurePath

from pydantic import ValidationError

from claim2.walkthrough.errors import LessonError
from claim2.walkthrough.schema import Lesson

LESSONS_PACKAGE = "claim2.walkthrough"
LESSONS_FOLDER = "lessons"


def lessons_folder() -> Traversable:
    """Where the shipped lesson files are (inside the installed package)."""
    return files(LESSONS_PACKAGE) / LESSONS_FOLDER


def parse_lesson(text: str, name: str) -> Lesson:
    """The lesson in ``text``, a file called ``name``; raises LessonError saying what is wrong."""
    stem = PurePath(name).stem
    number_part, _, id_part = stem.partition("-")
    if not number_part.isdigit() or not id_part:
        raise LessonError(f"{name}: a lesson file is named NN-<id>.toml, e.g. 03-prize.toml")
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise LessonError(f"{name}: not valid TOML: {error}") from None
    data.setdefault("number", int(number_part))
    try:
        lesson = Lesson.model_validate(data)
    except ValidationError as error:
        problems = "; ".join(
            f"{'.'.join(str(part) for part in problem['loc']) or 'lesson'}: {problem['msg']}"
            for problem in error.errors()
        )
        raise LessonError(f"{name}: {problems}") from None
    if lesson.id != id_part or lesson.number != int(number_part):
        raise LessonError(f"{name}: the file name must be {lesson.number:02d}-{lesson.id}.toml")
    return lesson


def load_lessons() -> list[Lesson]:
    """Every shipped lesson, in walkthrough order; raises LessonError for a bad file."""
    lessons: list[Lesson] = []
    for entry in lessons_folder().iterdir():
        if entry.name.endswith(".toml"):
            lessons.append(parse_lesson(entry.read_text(encoding="utf-8"), entry.name))
    lessons.sort(key=lambda lesson: lesson.number)
    numbers = [lesson.number for lesson in lessons]
    if numbers != list(range(1, len(lessons) + 1)):
        raise LessonError(f"the lessons must be numbered 1, 2, 3, ... without gaps: {numbers}")
    ids = [lesson.id for lesson in lessons]
    if len(set(ids)) != len(ids):
        raise LessonError(f"two lessons have the same id: {ids}")
    return lessons
