"""One app per data folder: a second window offers only what cannot harm the game (issue 10)."""

from __future__ import annotations

from pathlib import Path

from claim2.game.records import load_record
from claim2.tui.app import Claim2App
from claim2.tui.messages import ResumeGame, StartGame
from claim2.tui.screens.elsewhere import ElsewhereScreen
from claim2.tui.screens.rules import RulesScreen
from claim2.tui.screens.start import StartScreen
from claim2.tui.walkthrough.lesson_list import LessonListScreen
from lock_holder import lock_held_elsewhere

from .driver import (
    flat_text,
    keys,
    pilot_test,
    play_screen,
    settled_text,
    sitting,
    start_new_game,
    top,
)
from .games import current_save


@pilot_test
async def test_two_apps_on_one_folder_lose_no_move(data_dir: Path) -> None:
    async with sitting(Claim2App(seed=1), opening=start_new_game) as (first, one):
        for _ in range(4):
            await play_screen(one)
        before = current_save(data_dir).read_bytes()
        async with sitting(Claim2App(seed=2)) as (second, two):
            assert isinstance(second.screen, ElsewhereScreen)
            text = " ".join((await settled_text(two)).split())
            assert "The game is open in another window" in text
            assert "never touches that game" in text
            second.post_message(StartGame(("Eve", "Mallory"), 0))
            second.post_message(ResumeGame())
            await two.pause()
            assert second.session is None  # it never starts nor resumes a game there
            await keys(two, "f1")
            assert isinstance(second.screen, RulesScreen)
            await keys(two, "escape", "f2")
            await two.pause()
            assert isinstance(second.screen, LessonListScreen)
            await keys(two, "escape")
            await keys(two, "q")
        assert current_save(data_dir).read_bytes() == before
        for _ in range(4):
            await play_screen(one)
        assert first.session is not None
        assert load_record(current_save(data_dir)).actions == first.session.record.actions
        await keys(one, "q", "y")
    async with sitting() as (third, _three):  # the first app is gone: its lock with it
        assert isinstance(third.screen, StartScreen)
        assert "Unfinished game" in flat_text(third)


@pilot_test
async def test_a_killed_app_leaves_the_folder_free(data_dir: Path) -> None:
    """kill -9 of the app holding the folder: the next app is not locked out."""
    data_dir.mkdir(parents=True, exist_ok=True)
    with lock_held_elsewhere(data_dir):
        async with sitting() as (app, _pilot):
            assert isinstance(top(app), ElsewhereScreen)
    async with sitting() as (app, _pilot):
        assert isinstance(top(app), StartScreen)
