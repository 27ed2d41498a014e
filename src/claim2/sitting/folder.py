"""A sitting's data folder and what it has to say: the folder and its lock (taken once, let
go when the app closes, held by another window or unusable), the notes for the screen, and
whether the game at its table is saved there.

``SittingFolder`` is what every sitting stands on (``Sitting``, the host's and the
couch's); the games themselves (starting, resuming, keeping aside, playing again) are
``Sitting``'s (``sitting.py``). No Textual here.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from claim2.sitting.keeping import not_saved_warning, save_status_note
from claim2.sitting.notes import Note, Severity
from claim2.storage.data_folder import DataFolder, open_data_folder

if TYPE_CHECKING:
    from claim2.history.ahead import Ahead
    from claim2.records.record import GameRecord
    from claim2.sitting.play_table import HeldTable


class SittingFolder:
    """The data folder a sitting keeps its games in, its notes, and the game at its table
    (None between games), whose saving it watches."""

    def __init__(self, *, save_path: Path | None = None) -> None:
        """``save_path``: where the game is saved (by default ``saves/current.json`` in the
        data folder)."""
        self.folder: DataFolder | None = None
        self.save_path = save_path
        self.table: HeldTable | None = None
        self._notes: list[Note] = []
        self._save_problem: str | None = None  # as last said
        self._ahead: Ahead | None = None  # the history's part of the game's end, done ahead

    # The data folder -------------------------------------------------------------------

    def open(self) -> None:
        """Make the data folder and take its lock (once)."""
        if self.folder is None:
            self.folder = open_data_folder()
            if self.save_path is None:
                self.save_path = self.folder.folder / "saves" / "current.json"

    def close(self) -> None:
        """Let the data folder's lock go (the app is closing)."""
        if self._ahead is not None:
            self._ahead.stop()  # it writes only under the lock
        if self.folder is not None:
            self.folder.release()

    @property
    def folder_problem(self) -> str | None:
        """Why no game could be saved in the data folder (read-only, not writable, its lock
        file unusable), in one line; None: games are saved there (or another window has it)."""
        return self.folder.problem if self.folder is not None else None

    @property
    def elsewhere(self) -> bool:
        """Whether the game is open in another window (this one must not touch its save)."""
        return self.folder is not None and self.folder.elsewhere

    def _save_path(self) -> Path:
        self.open()
        assert self.save_path is not None
        return self.save_path

    def ready_ahead(self) -> None:
        """Do ahead, in a thread, what the game's end will need of the history (the front-end
        calls it once a game is on the screen: ``history.ahead``)."""
        from claim2.history.ahead import Ahead

        if self.folder is not None and self.table is not None:
            self._ahead = self._ahead or Ahead()
            self._ahead.start(self.folder.folder)

    # Notes -------------------------------------------------------------------------------

    def say(self, text: str, severity: Severity = Severity.INFORMATION) -> None:
        self._notes.append(Note(text, severity))

    def take_notes(self) -> list[Note]:
        """What there is to say since the last call (each note once)."""
        notes, self._notes = self._notes, []
        return notes

    # Saving ---------------------------------------------------------------------------------

    def save_problem(self) -> str | None:
        """Why the game being played is not saved (None: it is, or there is no game)."""
        table = self.table
        return table.session.save_problem if table is not None else None

    def check_saved(self) -> None:
        """After every step: a note when the game stops being saved, or is saved again."""
        problem = self.save_problem()
        note = save_status_note(problem, self._save_problem)
        if note is not None:
            self._notes.append(note)
        self._save_problem = problem

    def unsaved(self) -> tuple[GameRecord, str] | None:
        """The game's record and why it is not saved, if leaving now would lose it (the app
        then offers to save it elsewhere)."""
        table = self.table
        if table is None or table.session.save_problem is None:
            return None
        return table.session.record, table.session.save_problem

    def warning(self) -> str | None:
        """The header's lasting warning while the game is not saved."""
        problem = self.save_problem()
        return None if problem is None else not_saved_warning(problem)
