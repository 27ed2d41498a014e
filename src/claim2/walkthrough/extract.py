"""Babel extractor for the lesson files, so their texts land in the gettext catalog.

``babel.cfg`` maps ``claim2/walkthrough/**.toml`` to
``claim2.walkthrough.extract:extract_lessons``. Each text is yielded as the
exact msgid the UI translates (whitespace collapsed, see ``schema.py``),
with the line it starts on and a comment naming the lesson and field.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping
from typing import Any, BinaryIO

from claim2.walkthrough.loader import parse_lesson
from claim2.walkthrough.schema import normalize_text

Extracted = tuple[int, str | None, str, list[str]]


def extract_lessons(
    fileobj: BinaryIO,
    keywords: Collection[str],
    comment_tags: Collection[str],
    options: Mapping[str, Any],
) -> Iterator[Extracted]:
    """Babel's extractor protocol: ``(lineno, funcname, message, comments)`` for each text."""
    name = getattr(fileobj, "name", "lesson.toml")
    source = fileobj.read().decode("utf-8")
    lesson = parse_lesson(source, str(name))
    lines = [normalize_text(line.replace('"', " ")) for line in source.splitlines()]
    last = 1
    for path, text in lesson.texts():
        last = _line_of(lines, text, last)
        yield last, None, text, [f"Lesson {lesson.id}: {path}"]


def _line_of(lines: list[str], text: str, after: int) -> int:
    """The line where ``text`` starts: the first match from line ``after`` on, else from the top."""
    head = " ".join(text.split()[:4])
    for start in (after, 1):
        for number in range(start, len(lines) + 1):
            if head in lines[number - 1]:
                return number
    return after
