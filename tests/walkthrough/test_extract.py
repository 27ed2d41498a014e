"""The Babel extractor yields every lesson text, as the msgid the UI will look up."""

from __future__ import annotations

import io

import pytest
from babel.messages.extract import extract

from claim2.walkthrough import Lesson
from claim2.walkthrough.loader import lessons_folder
from claim2.walkthrough.schema import normalize_text

from .helpers import lessons

METHOD = "claim2.walkthrough.extract:extract_lessons"
LESSONS = lessons()


@pytest.mark.parametrize("each", LESSONS, ids=[each.id for each in LESSONS])
def test_the_extractor_yields_every_text_of_the_lesson(each: Lesson) -> None:
    name = f"{each.number:02d}-{each.id}.toml"
    source = (lessons_folder() / name).read_bytes()
    fileobj = io.BytesIO(source)
    fileobj.name = name
    found = list(extract(METHOD, fileobj, comment_tags=("Translators:",)))
    assert [message for _line, message, _comments, _context in found] == [
        text for _path, text in each.texts()
    ]
    lines = source.decode("utf-8").splitlines()
    for line, message, comments, _context in found:
        first_words = " ".join(str(message).split()[:3])
        assert first_words in normalize_text(lines[line - 1].replace('"', " ")), (line, message)
        assert comments and each.id in comments[0]


def test_every_kind_of_text_is_extracted() -> None:
    paths = {path.split(".")[-1].split("[")[0] for each in LESSONS for path, _ in each.texts()}
    assert {"title", "intro", "outro", "say", "hint", "then", "wrong", "illegal"} <= paths
    assert any(".wrong_for." in path for each in LESSONS for path, _ in each.texts())
