"""The game's options, kept in a small file beside the save.

The save is a game record (``claim2.game.records``), whose model allows nothing but
the names, the deal and the actions. Whether a seat is played by the computer
(at which level) and whether hints are on are kept beside it, under the
same name in the folder ``options`` (``saves/options/current.json`` for
``saves/current.json``, so that ``saves/game-*.json`` still lists only game
records), written atomically when a game starts. The file follows the save
when the save is kept under another name. A missing file means two people without hints (saves
made before there was a computer opponent); a file that cannot be read is
moved aside, never deleted or overwritten.

    {"format": "claim2-game-options", "version": 1,
     "computer": {"seat": 1, "level": "strong"}, "hints": true}
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Final, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field

from claim2.game.file_reading import FileProblem, parse_model, read_model
from claim2.game.i18n import _
from claim2.game.levels import LEVELS
from claim2.game.options import GameOptions
from claim2.game.quoting import quote
from claim2.game.storage import move_aside, rename_unique, write_atomically

FORMAT: Final = "claim2-game-options"
VERSION: Final = 1
FOLDER: Final = "options"


def _check_level(level: str) -> str:
    if level not in LEVELS:
        raise ValueError(f"unknown level {quote(level)}")
    return level


class _Strict(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)


class _Computer(_Strict):
    seat: Annotated[int, Field(ge=0, le=1)]
    level: Annotated[str, AfterValidator(_check_level)]


class _OptionsFile(_Strict):
    format: Literal["claim2-game-options"]
    version: Literal[1]
    computer: _Computer | None
    hints: bool


@dataclass(frozen=True, slots=True)
class OptionsCheck:
    """What was found beside a save: its options, or why they could not be read."""

    options: GameOptions = field(default_factory=GameOptions)
    problem: str | None = None
    moved_to: Path | None = None


def options_path(save_path: Path) -> Path:
    """The options file of the save ``save_path``: the same name in the folder ``options``."""
    return save_path.parent / FOLDER / save_path.name


def dump_options(options: GameOptions) -> str:
    computer = None
    if options.computer is not None:
        computer = _Computer(seat=options.computer_seat, level=options.computer)
    content = _OptionsFile(format=FORMAT, version=VERSION, computer=computer, hints=options.hints)
    return content.model_dump_json(indent=2) + "\n"


def parse_options(text: str) -> GameOptions:
    """The options in ``text``; raises FileProblem (a ValueError) when invalid."""
    return _options_of(parse_model(text, _OptionsFile))


def _options_of(content: _OptionsFile) -> GameOptions:
    if content.computer is None:
        return GameOptions(hints=content.hints)
    return GameOptions(
        computer=content.computer.level,
        computer_seat=content.computer.seat,
        hints=content.hints,
    )


def write_options(save_path: Path, options: GameOptions) -> None:
    """Write the options of a new game beside ``save_path``; an old file there is kept aside."""
    path = options_path(save_path)
    if path.exists():
        move_aside(path)
    write_atomically(path, dump_options(options))


def read_options(save_path: Path) -> OptionsCheck:
    """The options beside ``save_path``: none means two people without hints."""
    path = options_path(save_path)
    try:
        if not path.exists():
            return OptionsCheck()
    except OSError as error:
        return OptionsCheck(problem=_unreadable_text(str(error.strerror or error)))
    try:
        return OptionsCheck(_options_of(read_model(path, _OptionsFile)))
    except FileProblem as problem:
        return _unreadable(path, problem.reason)


def _unreadable_text(reason: str) -> str:
    return _("the game's options could not be read ({reason})").format(reason=reason)


def _unreadable(path: Path, reason: str) -> OptionsCheck:
    try:
        moved: Path | None = move_aside(path)
    except OSError:
        moved = None
    return OptionsCheck(problem=_unreadable_text(reason), moved_to=moved)


def keep_options_with(save_path: Path, kept: Path) -> None:
    """The save ``save_path`` was kept as ``kept``: its options file follows it, if any."""
    path, target = options_path(save_path), options_path(kept)
    if not path.exists() or target.exists():
        return  # nothing to move, or never over a file (a new game moves it aside)
    with contextlib.suppress(OSError):  # else it stays; a new game moves it aside
        rename_unique(path, target.stem, target.suffix)
