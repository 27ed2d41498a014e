"""A game's review worked out once per test process: the app's tests of the review screen
(and its snapshots) review the same few records, and a review takes seconds of CPU. The
review is the same every time for the same record (its searches are seeded) and the same
estimates' budgets: a test with the fixture ``quick_estimates`` gets a review of its own."""

from __future__ import annotations

from collections.abc import Callable

from claim2.engine import GameState
from claim2.records.record import GameRecord
from claim2.review import estimates
from claim2.review.exact_moves import BUDGET
from claim2.review.game import review_record
from claim2.review.model import GameReview

_KNOWN: dict[tuple[object, ...], GameReview] = {}


def remembered_review(
    record: GameRecord,
    *,
    reveal: bool = False,
    states: list[GameState] | None = None,
    progress: Callable[[int, int], None] | None = None,
    budget: int = BUDGET,
) -> GameReview:
    """``review_record``, remembered by the record."""
    key = (  # the game, not when it was played (a game played in a test has its own times)
        record.players, record.first_leader, record.deal.model_dump_json(),
        tuple(record.actions), reveal, budget,
        estimates.REVIEW, estimates.MEASURE_WORLDS, estimates.CONFIRM_WORLDS,
    )  # fmt: skip
    found = _KNOWN.get(key)
    if found is None:
        found = _KNOWN[key] = review_record(
            record, reveal=reveal, states=states, progress=progress, budget=budget
        )
    elif progress is not None:
        progress(1, 1)
    return found


SCREEN = "claim2.tui.screens.past_games.review.review_record"  # what the screen calls
