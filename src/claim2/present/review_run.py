"""``claim2 replay --analyse``: review the record, with its progress on a terminal."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from claim2.engine import GameState
from claim2.records.record import GameRecord
from claim2.review.game import review_record
from claim2.review.model import GameReview
from claim2.text.i18n import _


def progress_line(done: int, total: int) -> str:
    """How far a review is (the command line's and the app's words)."""
    return _("Reviewing the game: {done} of {total} moves rated").format(done=done, total=total)


def _progress(done: int, total: int) -> None:
    end = "\n" if done >= total else ""
    print("\r" + progress_line(done, total), end=end, file=sys.stderr, flush=True)


def run_review(record: GameRecord, states: Sequence[GameState], *, reveal: bool) -> GameReview:
    """The review of ``record`` (see ``claim2.review.game``), its progress on stderr when
    stderr is a terminal."""
    progress = _progress if sys.stderr.isatty() else None
    return review_record(record, reveal=reveal, states=list(states), progress=progress)
