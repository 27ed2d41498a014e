"""One whole game through the app per mode, on the manual clock: two people at one laptop,
one person against the computer ("easy"), and a lesson. The app's smoke tests: every other
test of the app starts near the moment it is about (a whole game at the application layer
takes milliseconds: tests/sitting/test_whole_games.py), so these are marked slow."""

from __future__ import annotations

from pathlib import Path

import pytest

from claim2.game.steps import ScreenKind
from claim2.records.record import replay_states
from claim2.tui.walkthrough.lesson import Mode

from .conftest import AppAt
from .driving import current_save
from .games import leading, record_until
from .walkthrough.driver import keys, mode, open_lesson, opened_list
from .walkthrough.test_lessons import SHORT_GAME


@pytest.mark.slow
async def test_a_whole_hot_seat_game(app_at: AppAt) -> None:
    async with app_at(record_until(leading(1))) as run:
        assert run.kind() is ScreenKind.HANDOFF
        kinds = await run.play_to_end()
        assert run.kind() is ScreenKind.END
        assert run.shows("Game over")
        assert ScreenKind.PHASE_TWO in kinds and ScreenKind.SEER in kinds
        assert len(kinds) <= 110  # keys a whole game takes with the default settings (issue 11)
        record = run.table.session.record
        assert replay_states(record)[-1].finished
        assert not current_save(run.data_dir).exists()  # kept for the history


@pytest.mark.slow
async def test_a_whole_game_against_the_computer(app_at: AppAt) -> None:
    """Against the computer ("easy"): no hand-off ever, the computer's moves shown for their
    pause on the test's clock, the person's own cards on every private scene."""
    async with app_at(record_until(leading(1), computer="easy")) as run:
        assert run.kind() is ScreenKind.TURN
        kinds = await run.play_to_end()
        assert run.kind() is ScreenKind.END
        assert ScreenKind.HANDOFF not in kinds
        record = run.table.session.record
        assert record.computer is not None and record.computer.level == "easy"
        assert replay_states(record)[-1].finished
        assert run.shows("Game over")


@pytest.mark.slow
async def test_a_whole_lesson_from_the_start_screen(app_at: AppAt, data_dir: Path) -> None:
    """F2 on the start screen, the short game played by "show me" and Enter to its votes
    and its outro, and back to the list with the lesson done (the lessons' tests' own whole
    short game, folded in here)."""
    async with app_at() as run:
        await run.press("f2")
        listing = await opened_list(run.pilot)
        screen = await open_lesson(run.pilot, "short-game")
        while mode(screen) is Mode.STEP:
            await keys(run.pilot, "s", "enter")
            assert mode(screen) is Mode.TOLD
            await keys(run.pilot, "enter")
        assert mode(screen) is Mode.OUTRO
        assert screen.run.outcome is not None
        assert run.shows("Votes")
        assert run.shows(SHORT_GAME.outro or "")
        await keys(run.pilot, "enter")
        assert run.top is listing
        assert "short-game" in listing.progress.done
