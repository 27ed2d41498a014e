"""Where the hot-seat game is saved, and what happens to old saves.

The game in progress is ``saves/current.json`` in the data folder, a game
record rewritten atomically after every action. A finished game is kept
beside it under a name with the time (``game-20250101-120000.json``), so it
can be watched again with ``claim2 replay``. A save that cannot be read is
moved aside, never deleted or overwritten. A save's options are in its record
(version 2); an old save's options file (``legacy_options``) goes wherever its
save goes.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from claim2.engine import GameState
from claim2.history.index import note_files
from claim2.records.record import GameRecord, RecordError, load_record, replay_states
from claim2.settings.legacy_options import keep_options_with
from claim2.storage.files import data_dir, move_aside, reason_of, rename_unique
from claim2.storage.write_guard import check_write

SAVES_FOLDER = "saves"
CURRENT_SAVE = "current.json"


def saves_dir() -> Path:
    return data_dir() / SAVES_FOLDER


def current_save_path() -> Path:
    return saves_dir() / CURRENT_SAVE


def save_exists(path: Path) -> bool:
    """Whether there is a save at ``path``; False when its folder cannot be searched (then
    nothing there can be read, resumed or written over, and a new game is not saved)."""
    try:
        return path.exists()
    except OSError:
        return False


@dataclass(frozen=True, slots=True)
class SaveCheck:
    """What was found at start-up in place of the current save."""

    record: GameRecord | None = None  # an unfinished game that can be resumed
    state: GameState | None = None  # its current state
    problem: str | None = None  # why the save could not be read
    moved_to: Path | None = None  # where an unreadable save was kept
    archived_to: Path | None = None  # where a finished save was kept


def check_current_save(path: Path | None = None) -> SaveCheck:
    """Look at the current save: resumable, finished (kept aside) or unreadable (moved aside)."""
    path = path or current_save_path()
    try:
        if not path.exists():
            return SaveCheck()
    except OSError as error:  # a saves folder that cannot be searched: nothing to resume
        return SaveCheck(problem=reason_of(error))
    try:
        record = load_record(path)
        states = replay_states(record)
    except RecordError as error:
        try:
            moved: Path | None = move_aside(path)
        except OSError:
            moved = None
        if moved is not None:
            keep_options_with(path, moved)
        return SaveCheck(problem=error.reason, moved_to=moved)
    if states[-1].finished:
        try:
            return SaveCheck(archived_to=keep_as(path, "game"))
        except OSError:  # it stays as it is: finished, listed in the history, never resumed
            return SaveCheck()
    return SaveCheck(record=record, state=states[-1])


def keep_as(path: Path, prefix: str) -> Path:
    """Rename ``path`` to ``<prefix>-<time>.json`` beside it, never over a file (not even one
    made at the same moment); its folder is synced."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = rename_unique(path, f"{prefix}-{stamp}", ".json")
    keep_options_with(path, target)
    note_files(path, target)  # in the history index at once (a game has ended, say)
    return target


SHELVED_PREFIX = "unfinished"
MAX_SHELVED = 20  # the start screen lists at most this many, newest first


@dataclass(frozen=True, slots=True)
class ShelvedGame:
    """An unfinished game kept aside when another one was started (``unfinished-*.json``)."""

    path: Path
    record: GameRecord
    state: GameState


def shelved_games(folder: Path | None = None) -> list[ShelvedGame]:
    """The unfinished games kept aside that can be resumed, newest first (unreadable ones
    are left where they are and not listed)."""
    folder = folder or saves_dir()
    found = []
    try:
        paths = sorted(folder.glob(f"{SHELVED_PREFIX}-*.json"), reverse=True)
    except OSError:  # a saves folder that cannot be read: nothing to list
        return []
    for path in paths[:MAX_SHELVED]:
        try:
            record = load_record(path)
            states = replay_states(record)
        except RecordError:
            continue
        if not states[-1].finished:
            found.append(ShelvedGame(path, record, states[-1]))
    return found


def shelve(path: Path) -> Path:
    """Keep the unfinished game at ``path`` aside (listed on the start screen)."""
    return keep_as(path, SHELVED_PREFIX)


def unshelve(shelved: Path, current: Path) -> None:
    """Make the game kept aside at ``shelved`` the current one (``current`` must be free)."""
    check_write(current)
    if current.exists():
        raise FileExistsError(current)
    shelved.rename(current)
    keep_options_with(shelved, current)
    note_files(shelved, current)
