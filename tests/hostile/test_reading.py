"""The one way files are read (claim2.storage.reading): size limit, depth, no duplicate keys."""

from __future__ import annotations

import json
import os
import tracemalloc
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import BaseModel, ConfigDict

from claim2.storage.reading import MAX_FILE_BYTES, FileProblem, parse_json, read_model, read_text
from claim2.text.i18n import set_language

from .strategies import hostile_or_long, nested


@pytest.fixture(autouse=True)
def _english() -> None:
    set_language("en")


class _Thing(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid")
    name: str


def test_a_file_over_the_limit_is_refused_and_the_limit_is_said(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_bytes(b" " * (MAX_FILE_BYTES + 1))
    with pytest.raises(FileProblem, match="larger than 1 MB"):
        read_text(path)
    path.write_bytes(b" " * MAX_FILE_BYTES)
    assert read_text(path) == " " * MAX_FILE_BYTES


def test_a_huge_file_is_refused_without_reading_it(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as file:
        file.truncate(200_000_000)  # sparse: no disk used
    tracemalloc.start()
    try:
        with pytest.raises(FileProblem, match="larger than 1 MB"):
            read_model(path, _Thing)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 5_000_000  # reading it would take 200 MB


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_an_endless_device_is_refused() -> None:
    with pytest.raises(FileProblem, match="it is a device, not a regular file"):
        read_text("/dev/zero")


@pytest.mark.parametrize("depth", [10, 999, 1_000, 100_000, MAX_FILE_BYTES // 2])
def test_any_nesting_depth_is_one_clear_problem(tmp_path: Path, depth: int) -> None:
    path = tmp_path / "deep.json"
    path.write_text(nested(depth), encoding="utf-8")
    with pytest.raises(FileProblem) as problem:
        read_model(path, _Thing)
    assert "\n" not in str(problem.value)


def test_deep_nesting_is_named() -> None:
    with pytest.raises(FileProblem, match="nested too deeply"):
        parse_json(nested(100_000))
    with pytest.raises(FileProblem, match="nested too deeply"):
        parse_json('{"a": ' * 50_000 + "1" + "}" * 50_000)


def test_duplicate_keys_are_refused_not_silently_the_last() -> None:
    with pytest.raises(FileProblem, match="the key 'name' appears twice"):
        parse_json('{"name": "Ann", "name": "Eve"}')
    with pytest.raises(FileProblem, match="appears twice"):
        parse_json('{"a": [{"b": 1, "b": 2}]}')


def test_not_standard_json_is_refused() -> None:
    for text in ("NaN", '{"a": Infinity}', "1" * 5000, "{not json"):
        with pytest.raises(FileProblem, match="not valid JSON"):
            parse_json(text)


def test_a_valid_file_is_read(tmp_path: Path) -> None:
    path = tmp_path / "thing.json"
    path.write_text('{"name": "Ann"}', encoding="utf-8")
    assert read_model(path, _Thing) == _Thing(name="Ann")


@settings(max_examples=150, deadline=None)
@given(key=hostile_or_long, value=hostile_or_long)
def test_any_content_gives_one_printable_line(key: str, value: str) -> None:
    text = json.dumps({"name": "Ann", key: value})
    try:
        parse_json(text)
        from claim2.storage.reading import parse_model

        parse_model(text, _Thing)
    except FileProblem as problem:
        message = str(problem)
        assert message.isprintable()
        assert len(message) < 400
    else:
        assert key == "name"


@pytest.mark.skipif(os.name != "posix", reason="posix file names")
def test_a_file_name_with_escapes_is_quoted(tmp_path: Path) -> None:
    path = tmp_path / "bad\x1b]0;title\x07.json"
    with pytest.raises(FileProblem) as problem:
        read_text(path)
    assert str(problem.value).isprintable()
    assert "\\x1b]0;title\\x07" in str(problem.value)


@given(st.text())
def test_any_text_parses_or_gives_a_problem(text: str) -> None:
    try:
        parse_json(text)
    except FileProblem as problem:
        assert "\n" not in str(problem)  # noqa: PT017 (any text: parsed or refused)
