"""Which lessons are done, remembered between runs in ``data_dir()/walkthrough.json``.

The file is written atomically. A file that cannot be understood is moved
aside (kept under a new name beside it, never deleted) and progress starts
afresh; ``Progress.moved_aside`` then says where it went, so the UI can say so.

    progress = load_progress()
    progress.done              # frozenset of lesson ids
    mark_done("dragons")       # returns the new Progress
    reset()                    # forget everything
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict

from claim2.storage.files import data_dir, data_folder, move_aside, write_atomically
from claim2.storage.reading import FileProblem, read_model

FILE_NAME = "walkthrough.json"
FORMAT = "claim2-walkthrough-progress"


class _ProgressFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    format: Literal["claim2-walkthrough-progress"]
    version: Literal[1]
    done: list[str]


@dataclass(frozen=True, slots=True)
class Progress:
    done: frozenset[str]
    moved_aside: Path | None = None  # where an unreadable file was put, if that happened

    def is_done(self, lesson_id: str) -> bool:
        return lesson_id in self.done


def progress_path() -> Path:
    return data_folder() / FILE_NAME


def load_progress() -> Progress:
    """The remembered progress; an unreadable file is moved aside and progress starts empty
    (if it cannot be moved, it stays and progress starts empty all the same)."""
    path = progress_path()
    try:
        if not path.exists():
            return Progress(frozenset())
    except OSError:
        return Progress(frozenset())
    try:
        return Progress(frozenset(read_model(path, _ProgressFile).done))
    except FileProblem:
        try:
            return Progress(frozenset(), move_aside(path))
        except OSError:
            return Progress(frozenset())


def _save(done: frozenset[str]) -> Progress:
    record = _ProgressFile(format=FORMAT, version=1, done=sorted(done))
    write_atomically(data_dir() / FILE_NAME, json.dumps(record.model_dump(), indent=2) + "\n")
    return Progress(done)


def mark_done(lesson_id: str) -> Progress:
    """Remember that ``lesson_id`` is done; returns the new progress."""
    before = load_progress()
    after = _save(before.done | {lesson_id})
    return Progress(after.done, before.moved_aside)


def reset() -> Progress:
    """Forget which lessons are done (an unreadable file is still moved aside first)."""
    before = load_progress()
    return Progress(_save(frozenset()).done, before.moved_aside)
