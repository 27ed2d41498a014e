"""The data folder as the app opens it: made, and locked for this process (one app per
folder). ``open_data_folder`` says what went wrong instead of failing."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from claim2.game.folder_lock import FolderLock
from claim2.game.storage import DataFolderError, data_dir, data_folder, folder_problem


@dataclass(slots=True)
class DataFolder:
    """What the app found when it opened the data folder."""

    folder: Path
    lock: FolderLock | None = None  # held while the app runs
    problem: str | None = None  # why the folder cannot be used (the game is not saved)
    elsewhere: bool = False  # another app holds the lock: the game is open in another window

    def release(self) -> None:
        if self.lock is not None:
            self.lock.release()
            self.lock = None


def open_data_folder() -> DataFolder:
    """Make the data folder and take its lock; never raises."""
    try:
        folder = data_dir()
    except DataFolderError as error:
        return DataFolder(data_folder(), problem=str(error.strerror))
    lock = FolderLock(folder)
    try:
        held = lock.acquire()
    except OSError as error:
        return DataFolder(folder, problem=folder_problem(folder, error))
    if not held:
        return DataFolder(folder, elsewhere=True)
    return DataFolder(folder, lock=lock)
