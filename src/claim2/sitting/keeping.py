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
    from claim2.records.record import GameRecord


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


def save_status_note(problem: str | None, before: str | None) -> Note | None:
    """After a step: a note when the game stops being saved (``problem``, where ``before``
    there was none), or is saved again; None when nothing changed."""
    if problem == before:
        return None
    if problem is None:
        return Note(_("The game is saved again."))
    if before is not None:
        return None
    return Note(
        _(
            "The game could not be saved ({reason}). Play on: it is kept here and "
            "saved again at every move; if you quit before that works, you can "
            "save it elsewhere."
        ).format(reason=problem),
        Severity.ERROR,
    )


def not_saved_warning(problem: str) -> str:
    """The header's lasting warning while the game is not saved."""
    return _("Not saved: {reason}").format(reason=problem)


def unreadable_save_notice(problem: str, kept: Path | str | None) -> str:
    """The start's notice of a save that could not be read (kept aside as ``kept``)."""
    return _(
        "The saved game could not be read ({problem}). It was kept as {path}. "
        "You can start a new game."
    ).format(problem=problem, path=quote_path(kept))


def options_kept_notice(problem: str, kept: Path | str | None) -> str:
    """The start's notice of a saved game's options that could not be read (kept aside as
    ``kept``): the game is resumed as one for two people."""
    return _("{problem}: it was kept as {path}. Resuming goes on as a game for two people.").format(
        problem=problem[:1].upper() + problem[1:], path=kept or "?"
    )


def save_elsewhere(record: GameRecord, typed: str) -> tuple[Path | None, str]:
    """A game that could not be saved, kept in the file a person typed (never over another
    file): where it was kept and what to say of it, or None and why it was not."""
    from claim2.records.record import save_record
    from claim2.storage.files import reason_of

    typed = typed.strip()
    if not typed:
        return None, _("Please type a file name.")
    path = Path(typed).expanduser()
    if path.exists():
        return None, _("There is already a file {path}: please choose another name.").format(
            path=str(path)
        )
    try:
        save_record(record, path)
    except OSError as error:
        return None, _("Could not save it there ({reason}). Try another place.").format(
            reason=reason_of(error)
        )
    return path, _("The game was saved as {path}.").format(path=path)
