"""Keeping the game safe in the app: the data folder, its lock, and saves that fail.

``open_data_folder`` makes the data folder and takes its lock (one app per
folder); it says what went wrong instead of failing. ``SaveWatch`` follows
the session's ``save_problem``: a lasting warning in the header while the
game is not saved, a note when it is saved again. ``offer_save_elsewhere``
asks, before a game that could not be saved is left, where else to keep
its record.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from textual.content import Content

from claim2.game.data_folder import DataFolder, open_data_folder
from claim2.game.i18n import _

__all__ = ["DataFolder", "SaveWatch", "folder_notice", "offer_save_elsewhere", "open_data_folder"]

if TYPE_CHECKING:
    from textual.app import App

    from claim2.game.session import GameSession


def folder_notice(problem: str) -> Content:
    """The start screen's words for a data folder that cannot be used."""
    return Content(
        _("{problem}. You can still play, but the game cannot be saved there.").format(
            problem=problem[:1].upper() + problem[1:]
        )
    )


class SaveWatch:
    """Says, in the header and once in a note, whether the game in memory is saved.

    ``check`` is called before the next step is shown; the game screen's header then
    asks ``warning`` (``Claim2App.format_title``).
    """

    def __init__(self, app: App[None]) -> None:
        self.app = app
        self.problem: str | None = None

    def warning(self) -> str | None:
        """The header's lasting warning while the game is not saved."""
        if self.problem is None:
            return None
        return _("Not saved: {reason}").format(reason=self.problem)

    def check(self, session: GameSession | None) -> None:
        """Show whether the last save of ``session`` worked (after every action)."""
        problem = session.save_problem if session is not None else None
        if problem == self.problem:
            return
        if problem is not None and self.problem is None:
            self.app.notify(
                _(
                    "The game could not be saved ({reason}). Play on: it is kept here and "
                    "saved again at every move; if you quit before that works, you can "
                    "save it elsewhere."
                ).format(reason=problem),
                severity="error",
                timeout=12,
                markup=False,
            )
        elif problem is None:
            self.app.notify(_("The game is saved again."), markup=False)
        self.problem = problem
        # No title is set here: the game screen's header shows the warning through
        # ``Claim2App.format_title`` when the next step is shown (there is one after every
        # action).


def offer_save_elsewhere(
    app: App[None], session: GameSession | None, then: Callable[[], object]
) -> None:
    """Before leaving a game that could not be saved, ask where else to keep it; then ``then``."""
    if session is None or session.save_problem is None:
        then()
        return
    from claim2.tui.screens.save_elsewhere import SaveElsewhereScreen

    def answered(leave: bool | None) -> None:
        if leave:
            then()

    app.push_screen(SaveElsewhereScreen(session.record, session.save_problem), answered)
