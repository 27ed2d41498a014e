"""A game's review in the app (issue 45): from the end of a game (its button, or r) and from
the replay viewer (r); the summary first, then the game trick by trick with the notes, as
``claim2 replay --analyse`` words them; worked out in a thread with its progress shown,
and stopped when the screen is left."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable

import pytest
from textual.widgets import Static

from claim2.game.steps import ScreenKind
from claim2.present.review_text import opening_notes, review_lines
from claim2.records.record import GameRecord, replay_states
from claim2.review.model import GameReview
from claim2.text.i18n import set_language
from claim2.tui.screens.past_games.replay_viewer import ReplayScreen
from claim2.tui.screens.past_games.review import ReviewScreen
from claim2.tui.screens.table.game import GameScreen

from .conftest import AppAt
from .driving import TRIES, Run, flat_text
from .games import last_card, record_until
from .reviews import SCREEN, remembered_review

# these tests are about the screen (what it shows of the game's review, its progress,
# leaving it), not about phase one's estimates (tests/review/): fewer deals sampled
pytestmark = pytest.mark.usefixtures("quick_estimates")


async def to_the_end(run: Run) -> None:
    for _ in range(3):
        await run.after_quiet("enter")
    assert run.kind() is ScreenKind.END


@pytest.fixture(autouse=True)
def _reviewed_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each record reviewed once in this process (``reviews.py``)."""
    monkeypatch.setattr(SCREEN, remembered_review)


def shown_review(screen: ReviewScreen) -> list[str]:
    """The review's lines as the screen holds them (plain text; a line that wraps under
    itself holds its text)."""
    shown = screen.query_one("#review-text", Static).content
    lines = [getattr(line, "text", line) for line in getattr(shown, "renderables", ())]
    return [line.plain for line in lines if hasattr(line, "plain")]


def expected(record: GameRecord) -> tuple[GameReview, list[str]]:
    states = replay_states(record)
    review = remembered_review(record, states=states)
    players = (record.players[0], record.players[1])
    return review, [line.plain for line in review_lines(players, states, review)]


@pytest.mark.parametrize("language", ["en", "nl"])
async def test_r_at_the_end_reviews_the_game_summary_first_and_esc_comes_back(
    app_at: AppAt, language: str
) -> None:
    set_language(language)
    async with app_at(record_until(last_card)) as run:
        await to_the_end(run)
        record = run.table.session.record
        await run.after_quiet("r")
        await run.wait_until(lambda: isinstance(run.top, ReviewScreen), "the review")
        screen = run.top
        assert isinstance(screen, ReviewScreen)
        await run.wait_until(lambda: screen.review is not None, "the review worked out")
        await run.settle()
        review, lines = expected(record)
        assert screen.review == review
        assert shown_review(screen)[: len(lines)] == lines
        summary = [line.plain for line in opening_notes(review)]
        assert run.shows(summary[0][:40])  # the summary at the top, on the screen
        await run.press("escape")
        assert isinstance(run.top, GameScreen) and run.kind() is ScreenKind.END


async def test_the_end_s_review_button_opens_the_review(app_at: AppAt) -> None:
    async with app_at(record_until(last_card)) as run:
        await to_the_end(run)
        run.clock.advance(1.0)
        await run.settle()
        await run.pilot.click("#review")
        await run.wait_until(lambda: isinstance(run.top, ReviewScreen), "the review")
        await run.settle()
        screen = run.top
        assert isinstance(screen, ReviewScreen) and screen.review is not None
        await run.press("r", "r")  # pressed again over the review: one review screen
        assert [type(s) for s in run.app.screen_stack].count(ReviewScreen) == 1


async def test_r_in_the_replay_viewer_reviews_that_game(app_at: AppAt) -> None:
    record = record_until(lambda state: False)
    async with app_at() as run:
        run.app.push_screen(ReplayScreen(record))
        await run.wait_until(lambda: isinstance(run.top, ReplayScreen), "the replay")
        await run.press("right", "r")
        await run.wait_until(lambda: isinstance(run.top, ReviewScreen), "the review")
        await run.settle()
        screen = run.top
        assert isinstance(screen, ReviewScreen)
        review, lines = expected(record)
        assert screen.review == review
        assert shown_review(screen)[: len(lines)] == lines
        await run.press("escape")
        assert isinstance(run.top, ReplayScreen)


class Held:
    """A review that tells its progress, then waits until the test lets it go on."""

    def __init__(self) -> None:
        self.go_on = threading.Event()
        self.done = threading.Event()  # the review's thread has stopped
        self.stopped = False

    def __call__(
        self, record: GameRecord, *, progress: Callable[[int, int], None], **_: object
    ) -> GameReview:
        try:
            progress(1, 4)
            self.go_on.wait()
            try:
                progress(2, 4)  # the screen was left: this raises, and the review stops
            except Exception:
                self.stopped = True
                raise
            raise AssertionError("the review went on after the screen was left")
        finally:
            self.done.set()


async def test_the_progress_shows_and_leaving_the_screen_stops_the_review(
    app_at: AppAt, monkeypatch: pytest.MonkeyPatch
) -> None:
    held = Held()
    monkeypatch.setattr("claim2.tui.screens.past_games.review.review_record", held)
    record = record_until(lambda state: False)
    async with app_at() as run:
        screen = ReviewScreen(record)
        try:
            run.app.push_screen(screen)
            for _ in range(TRIES):  # not ``settle``: that waits for the held review
                if screen.rated == (1, 4):
                    break
                await run.pilot.pause()
            await run.pilot.pause()
            assert run.shows("Reviewing the game: 1 of 4 moves rated")
            (worker,) = [w for w in run.app.workers if w.group == "review"]
            await run.pilot.press("escape")
            await run.pilot.pause()
            assert not isinstance(run.top, ReviewScreen)
            assert worker.is_cancelled
        finally:
            held.go_on.set()
        await asyncio.to_thread(held.done.wait)
        await run.settle()
        assert held.stopped and screen.review is None


async def test_hostile_names_stay_as_given_on_the_review_and_the_end(app_at: AppAt) -> None:
    """Names are data on the review and on the end's rating line (issue 40's rule): markup
    in a name is neither eaten nor acted on."""
    names = ("Bob[/]", "[@click=app.quit]Eve")
    record = record_until(last_card).model_copy(update={"players": names})
    async with app_at(record) as run:
        await to_the_end(run)
        assert run.app.is_running
        await run.after_quiet("r")
        await run.wait_until(lambda: isinstance(run.top, ReviewScreen), "the review")
        screen = run.top
        assert isinstance(screen, ReviewScreen)
        await run.wait_until(lambda: screen.review is not None, "the review worked out")
        await run.settle()
        text = flat_text(run.app)
        assert all(name in text for name in names), text
        assert run.app.is_running
