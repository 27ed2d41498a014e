"""The options file that saves had beside them before record version 2: read once, never written.

Version 2 records hold their options (the computer's seat and level, hints, the
match). Saves made before that kept the options beside the save, under the same
name in the folder ``options`` (``saves/options/current.json`` for
``saves/current.json``). Such a save still resumes: its options are read once,
written into its record (version 2) by the next save, and the old file is then
removed. Until then it follows its save when the save is kept under another name.
A file that cannot be read is moved aside, never deleted or overwritten.

    {"format": "claim2-game-options", "version": 1,
     "computer": {"seat": 1, "level": "strong"}, "hints": true}
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Final, Literal

from pydantic import AfterValidator, Field

from claim2.records.parts import RecordComputer
from claim2.records.record import GameRecord, upgraded
from claim2.records.schema import Strict, check_level
from claim2.settings.options import GameOptions
from claim2.storage.files import move_aside, rename_unique
from claim2.storage.reading import FileProblem, read_model
from claim2.storage.write_guard import check_write
from claim2.text.i18n import _

FOLDER: Final = "options"
LIMIT: Final = 64_000  # bytes; the file holds a few short words


class _Computer(Strict):
    seat: Annotated[int, Field(ge=0, le=1)]
    level: Annotated[str, AfterValidator(check_level)]


class _OptionsFile(Strict):
    format: Literal["claim2-game-options"]
    version: Literal[1]
    computer: _Computer | None
    hints: bool


@dataclass(frozen=True, slots=True)
class OptionsCheck:
    """What was found for a save: its options, or why they could not be read."""

    options: GameOptions = field(default_factory=GameOptions)
    problem: str | None = None
    moved_to: Path | None = None
    legacy: bool = False  # read from an old options file (removed once the record has them)


def options_path(save_path: Path) -> Path:
    """The old options file of the save ``save_path``: the same name in the folder ``options``."""
    return save_path.parent / FOLDER / save_path.name


def _options_of(content: _OptionsFile) -> GameOptions:
    if content.computer is None:
        return GameOptions(hints=content.hints)
    return GameOptions(
        computer=content.computer.level,
        computer_seat=content.computer.seat,
        hints=content.hints,
    )


def check_options(record: GameRecord, save_path: Path) -> OptionsCheck:
    """The options of the saved game ``record``: its own (version 2), else the old file
    beside ``save_path`` (none means two people without hints)."""
    if record.version >= 2:
        return OptionsCheck(options_of(record))
    path = options_path(save_path)
    try:
        if not path.exists():
            return OptionsCheck()
    except OSError as error:
        return OptionsCheck(problem=_unreadable_text(str(error.strerror or error)))
    try:
        return OptionsCheck(_options_of(read_model(path, _OptionsFile, limit=LIMIT)), legacy=True)
    except FileProblem as problem:
        return _unreadable(path, problem.reason)


def options_of(record: GameRecord) -> GameOptions:
    """The options a version 2 record holds."""
    if record.computer is None:
        return GameOptions(hints=record.hints)
    return GameOptions(
        computer=record.computer.level, computer_seat=record.computer.seat, hints=record.hints
    )


def with_options(record: GameRecord, options: GameOptions) -> GameRecord:
    """``record`` holding ``options`` (version 2): what an old options file said moves in."""
    computer = None
    if options.computer is not None:
        computer = RecordComputer(seat=options.computer_seat, level=options.computer)
    return upgraded(record, computer=computer, hints=options.hints)


def remove_old_options(save_path: Path) -> None:
    """The record at ``save_path`` holds its options now: its old options file goes."""
    with contextlib.suppress(OSError):  # else it stays, unused (the record says it all)
        check_write(options_path(save_path))
        options_path(save_path).unlink(missing_ok=True)


def _unreadable_text(reason: str) -> str:
    return _("the game's options could not be read ({reason})").format(reason=reason)


def _unreadable(path: Path, reason: str) -> OptionsCheck:
    try:
        moved: Path | None = move_aside(path)
    except OSError:
        moved = None
    return OptionsCheck(problem=_unreadable_text(reason), moved_to=moved)


def keep_options_with(save_path: Path, kept: Path) -> None:
    """The save ``save_path`` was kept as ``kept``: its old options file follows it, if any."""
    path, target = options_path(save_path), options_path(kept)
    if not path.exists() or target.exists():
        return  # nothing to move, or never over a file
    with contextlib.suppress(OSError):  # else it stays beside nothing
        rename_unique(path, target.stem, target.suffix)
