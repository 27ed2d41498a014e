"""The history screen through the app, beyond tests/app/test_history.py: the game in play
resumed from it, a game changed on disk since it was listed (no longer finished, or no
longer a record) never replayed, keys pressed while it is read, the last page, F3, and a
history that cannot be read at all or of which no file could be read."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

import claim2.tui.screens.past_games.history
from claim2.game.steps import ScreenKind
from claim2.records.record import save_record
from claim2.tui.screens.past_games.history import HistoryPage, HistoryScreen
from claim2.tui.screens.past_games.replay_viewer import ReplayScreen
from claim2.tui.screens.start.start import StartScreen

from .conftest import AppAt
from .driving import current_save
from .games import leading, record_until
from .test_history import WIDE, open_history, saves, the_games


async def test_the_game_in_play_is_resumed_from_the_history(app_at: AppAt, data_dir: Path) -> None:
    record = record_until(leading(4))
    save_record(record, current_save(data_dir))
    async with app_at(record, resume=False, size=WIDE) as run:
        history = await open_history(run)
        (game,) = history.games
        assert not game.finished and game.file == "saves/current.json"
        await run.press("enter")
        await run.wait_until(lambda: run.on_game, "the game")
        assert run.kind() is ScreenKind.HANDOFF
        assert run.table.session.record.actions == record.actions


async def test_a_game_changed_on_disk_since_it_was_listed_is_not_replayed(
    app_at: AppAt, data_dir: Path
) -> None:
    the_games(data_dir)
    newest, second = (saves(data_dir) / f"game-20261201-1{n}0000.json" for n in (2, 1))
    async with app_at(size=WIDE) as run:
        await open_history(run)
        save_record(record_until(leading(6)), newest)  # taken back to an unfinished game
        second.write_text("not a record any more", encoding="utf-8")
        await run.press("enter")
        assert run.says("This game is not finished any more.")
        await run.clear_notes()
        await run.press("down", "enter")
        assert run.says("not valid JSON")
        assert isinstance(run.top, HistoryScreen)
        await run.press("down", "enter")  # the oldest is as it was
        assert isinstance(run.top, ReplayScreen)


async def test_keys_while_the_history_is_read_and_on_its_only_page_do_nothing_and_f3(
    app_at: AppAt, data_dir: Path
) -> None:
    the_games(data_dir)
    async with app_at(size=WIDE) as run:
        await run.press("f4", "s", "n", "p")  # read in a worker: not there yet
        history = run.top
        assert isinstance(history, HistoryScreen)
        await run.wait_until(lambda: history.loaded, "the games")
        assert history.history is not None and history.history.number == 1
        await run.press("n")  # one page only
        await run.settle()
        assert history.history.number == 1 and isinstance(run.top, HistoryScreen)
        await run.press("f3")  # the history again, in Dutch, the focus kept
        assert run.shows("Geschiedenis") and run.shows("Spelers")
        assert history.query_one("#games").has_focus
        await run.press("escape")
        assert isinstance(run.top, StartScreen)


async def test_history_that_cannot_be_read_at_all_says_why(
    app_at: AppAt, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Once it said "No games yet" (the reason was read, then never shown)."""
    the_games(data_dir)

    def unreadable(*arguments: object) -> HistoryPage:
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(claim2.tui.screens.past_games.history, "read_page", unreadable)
    async with app_at(size=WIDE) as run:
        await run.press("f4")
        await run.wait_until(lambda: run.shows("The saved games could not be read"), "why")
        assert run.shows("(disk I/O error).") and not run.shows("No games yet")


async def test_no_games_but_files_that_could_not_be_read_says_so(
    app_at: AppAt, data_dir: Path
) -> None:
    saves(data_dir).mkdir(parents=True)
    (saves(data_dir) / "game-20261201-100000.json").write_text("{", encoding="utf-8")
    async with app_at(size=WIDE) as run:
        await run.press("f4")
        await run.wait_until(lambda: run.shows("No games yet"), "the history read")
        assert run.shows("No games yet: start one on the start screen. 1 file could not be read.")
