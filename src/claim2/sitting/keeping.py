"""Games put where they are kept: an unfinished save kept aside before a new game takes
its place (never written over when that fails; a note says what happened), and a finished
game kept for ``claim2 replay`` (with the next game of its match kept ready; the end of the
game says where)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from claim2.sitting.notes import Note, Severity
from claim2.text.i18n import _
from claim2.text.quoting import printable

if TYPE_CHECKING:
    from claim2.game.session import GameSession


def quote_path(path: Path | str | None) -> str:
    """A path in a message: as it is, with any character that is not printable escaped."""
    return printable(str(path))


def keep_aside(save_path: Path) -> tuple[bool, Note]:
    """Keep the unfinished save at ``save_path`` aside: whether it was, and the note."""
    from claim2.game.saves import shelve
    from claim2.storage.files import reason_of

    try:
        kept = shelve(save_path)
    except OSError as error:
        return False, Note(
            _("Could not keep the saved game {path} ({reason}): no new game.").format(
                path=quote_path(save_path), reason=reason_of(error)
            ),
            Severity.ERROR,
        )
    return True, Note(_("The unfinished game was kept as {path}.").format(path=quote_path(kept)))


def keep_finished(session: GameSession, seed: int | None) -> Path | None:
    """Keep ``session``'s finished record under a name of its own (``session.kept_as``), and
    the next game of its match ready; where it was kept, or None when there was nothing to
    keep (a save that failed stays where it is: leaving offers to save the game
    elsewhere)."""
    from claim2.game.again import keep_next_match_game
    from claim2.game.saves import keep_as, save_exists

    if session.save_problem is not None:
        return None
    if session.save_path is None or not save_exists(session.save_path):
        return None
    try:
        kept = keep_as(session.save_path, "game")
    except OSError:  # it stays where it is, finished: it is not offered to resume
        kept = session.save_path
    save_path, session.save_path = session.save_path, None
    keep_next_match_game(session.record, save_path, seed)  # a match goes on
    session.kept_as = kept
    return kept
