"""Progress is remembered in the data folder; an unreadable file is moved aside, never lost."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from claim2.walkthrough import load_progress, mark_done, reset
from claim2.walkthrough.progress import progress_path


@pytest.fixture(autouse=True)
def data_folder(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    monkeypatch.setenv("CLAIM2_DATA_DIR", str(tmp_path))
    return tmp_path


def test_no_file_means_nothing_done() -> None:
    progress = load_progress()
    assert progress.done == frozenset() and progress.moved_aside is None


def test_done_lessons_are_remembered(data_folder: Path) -> None:
    mark_done("follow")
    mark_done("dragons")
    mark_done("follow")
    assert load_progress().done == {"follow", "dragons"}
    assert load_progress().is_done("dragons") and not load_progress().is_done("seers")
    assert progress_path() == data_folder / "walkthrough.json"
    assert json.loads(progress_path().read_text(encoding="utf-8"))["done"] == ["dragons", "follow"]


def test_reset_forgets_everything() -> None:
    mark_done("follow")
    assert reset().done == frozenset()
    assert load_progress().done == frozenset()


def test_no_temporary_file_is_left_behind(data_folder: Path) -> None:
    mark_done("follow")
    assert [path.name for path in data_folder.iterdir()] == ["walkthrough.json"]


@pytest.mark.parametrize(
    "content",
    [
        b"{not json",
        b'{"format": "something-else", "version": 1, "done": []}',
        b'{"format": "claim2-walkthrough-progress", "version": 1, "done": "follow"}',
        b"\xff\xfe\x00broken",
    ],
)
def test_an_unreadable_file_is_moved_aside_and_kept(data_folder: Path, content: bytes) -> None:
    progress_path().write_bytes(content)
    progress = load_progress()
    assert progress.done == frozenset()
    assert progress.moved_aside is not None and progress.moved_aside.read_bytes() == content
    assert not progress_path().exists()
    after = mark_done("follow")
    assert after.done == {"follow"}
    assert progress.moved_aside.read_bytes() == content


def test_marking_done_over_a_broken_file_keeps_it_and_says_where(data_folder: Path) -> None:
    progress_path().write_text("garbage", encoding="utf-8")
    progress = mark_done("seers")
    assert progress.done == {"seers"} and progress.moved_aside is not None
    assert progress.moved_aside.read_text(encoding="utf-8") == "garbage"
    assert load_progress().done == {"seers"}
