"""The review of a seat's finished game, kept with the seat rather than with one page: a
page reloaded (or opened again from the same link) shows the review at once once it is
worked out, or its progress while it is, and asking again starts no second one.

One review a seat (its last finished game's, ``KeptReview``): a review asked for another
game's record takes its place. It is worked out off the loop (``review_job``, a few seconds
of one core) as any page's work; what it shows comes from a record its seat's ``SeatNow``
gave at the end of that game, so a page shows it only while its seat's end shows that
record.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # a review is made by claim2.review, when asked for
    from claim2.records.record import GameRecord
    from claim2.review.model import GameReview

#: A page's work for a thread: called with ``wake`` (shows the seat's pages again, from that
#: thread), it returns what to do on the loop once it is done.
Job = Callable[[Callable[[], None]], Callable[[], None]]


@dataclass
class KeptReview:
    """The review of one finished game of a seat: asked for (``record``), its moves rated
    so far (``rated``: done, of how many), and the review once worked out."""

    record: GameRecord | None = None
    review: GameReview | None = None
    rated: tuple[int, int] = (0, 0)

    def asked(self, record: GameRecord) -> bool:
        """Whether the review of ``record`` was asked for (being worked out, or done)."""
        return self.record is record

    def of(self, record: GameRecord) -> GameReview | None:
        """The review of ``record``, once worked out."""
        return self.review if self.record is record else None

    def ask(self, record: GameRecord) -> Job | None:
        """The work that reviews ``record``; None if it was asked for already (it is being
        worked out, or done): never twice for one game."""
        if self.record is record:
            return None
        self.record, self.review, self.rated = record, None, (0, 0)
        return self._job(record)

    def _job(self, record: GameRecord) -> Job:
        def job(wake: Callable[[], None]) -> Callable[[], None]:
            from claim2.review.game import review_record

            def told(done: int, total: int) -> None:
                if self.record is record:
                    self.rated = (done, total)
                    wake()

            review = review_record(record, progress=told)
            return lambda: self._done(record, review)

        return job

    def _done(self, record: GameRecord, review: GameReview) -> None:
        if self.record is record:  # not if another game's review was asked for since
            self.review = review
