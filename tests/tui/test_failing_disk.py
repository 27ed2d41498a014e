"""A failing disk costs no game: the game goes on in memory, the player is told, and it is
saved once the disk works again, or elsewhere on quitting (issue 10)."""

from __future__ import annotations

import asyncio
import errno
from pathlib import Path

import pytest

from claim2.game.legacy_options import options_path
from claim2.game.options import GameOptions
from claim2.game.records import load_record
from claim2.tui.app import Claim2App
from claim2.tui.screens.confirm import ConfirmScreen
from claim2.tui.screens.save_elsewhere import SaveElsewhereScreen
from claim2.tui.screens.start import StartScreen

from .driver import (
    flat_text,
    keys,
    pilot_test,
    play_screen,
    sitting,
    start_new_game,
    top,
    until,
)
from .games import current_save

FAILURES = {
    "full": errno.ENOSPC,
    "read-only": errno.EROFS,
    "no permission": errno.EACCES,
    "no folder": errno.ENOTDIR,
}


class Disk:
    """Writes into the data folder (the save), failing with ``error`` while
    ``broken``; other places still work."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, error: int, folder: Path) -> None:
        import claim2.game.records

        self.error = error
        self.broken = False
        self.failures = 0
        self.real = claim2.game.records.write_atomically

        def write(path: Path, text: str) -> None:
            if self.broken and folder in path.parents:
                self.failures += 1
                raise OSError(self.error, errno.errorcode[self.error])
            self.real(path, text)

        monkeypatch.setattr(claim2.game.records, "write_atomically", write)


@pytest.mark.parametrize("error", FAILURES.values(), ids=FAILURES.keys())
@pilot_test
async def test_the_game_goes_on_when_the_disk_fails_and_is_saved_when_it_works_again(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch, error: int
) -> None:
    disk = Disk(monkeypatch, error, data_dir)
    async with sitting(Claim2App(seed=3), opening=start_new_game) as (app, pilot):
        for _ in range(4):
            await play_screen(pilot)
        assert app.session is not None
        before = list(load_record(current_save(data_dir)).actions)
        assert before == app.session.record.actions
        disk.broken = True
        for _ in range(12):
            await play_screen(pilot)
        assert disk.failures > 0
        session = app.session
        assert len(session.record.actions) > len(before)  # the game went on in memory
        assert load_record(current_save(data_dir)).actions == before  # the old save is whole
        assert "Not saved" in flat_text(app)  # the lasting warning, on every screen
        assert session.save_problem is not None
        disk.broken = False
        for _ in range(6):
            await play_screen(pilot)
        assert session.save_problem is None
        assert load_record(current_save(data_dir)).actions == session.record.actions
        assert "Not saved" not in flat_text(app)


def test_a_new_game_starts_in_a_read_only_folder(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    disk = Disk(monkeypatch, errno.EROFS, data_dir)
    disk.broken = True

    async def play() -> None:
        app = Claim2App(seed=4, options=GameOptions(hints=True))
        async with app.run_test(size=(80, 24)) as pilot:
            await start_new_game(pilot)
            assert app.session is not None
            assert app.session.save_problem is not None
            assert not isinstance(top(app), StartScreen)
            await play_screen(pilot)
            disk.broken = False
            for _ in range(3):
                await play_screen(pilot)
            assert load_record(current_save(data_dir)).actions == app.session.record.actions
            assert load_record(current_save(data_dir)).hints  # the options in it, at last

    asyncio.run(play())
    assert not options_path(current_save(data_dir)).parent.exists()  # nothing beside it


def test_quitting_an_unsaved_game_offers_another_place(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    disk = Disk(monkeypatch, errno.ENOSPC, data_dir)
    elsewhere = tmp_path / "elsewhere" / "kept.json"

    async def play() -> list[str]:
        app = Claim2App(seed=5)
        async with app.run_test(size=(80, 24)) as pilot:
            await start_new_game(pilot)
            disk.broken = True
            for _ in range(6):
                await play_screen(pilot)
            assert app.session is not None
            actions = list(app.session.record.actions)
            await keys(pilot, "q")
            await until(pilot, lambda: isinstance(top(app), ConfirmScreen))
            await keys(pilot, "y")
            await until(pilot, lambda: isinstance(top(app), SaveElsewhereScreen))
            assert "could not be saved (ENOSPC)" in flat_text(app)
            await keys(pilot, "escape")  # keep playing after all
            await until(pilot, lambda: not isinstance(top(app), SaveElsewhereScreen))
            await pilot.press("ctrl+q")
            await until(pilot, lambda: isinstance(top(app), SaveElsewhereScreen))
            screen = top(app)
            assert isinstance(screen, SaveElsewhereScreen)
            field = screen.query_one("#elsewhere-path")
            field.value = str(current_save(data_dir))  # type: ignore[attr-defined]
            await keys(pilot, "enter")  # never over a file
            await until(pilot, lambda: "already a file" in flat_text(app))
            field.value = str(elsewhere)  # type: ignore[attr-defined]
            await keys(pilot, "enter")
            await pilot.pause()
        return actions

    actions = asyncio.run(play())
    assert load_record(elsewhere).actions == actions


@pilot_test
async def test_a_data_folder_that_cannot_be_made_still_lets_people_play(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "a-file").write_text("", encoding="utf-8")
    monkeypatch.setenv("CLAIM2_DATA_DIR", str(tmp_path / "a-file" / "data"))
    async with sitting(Claim2App(seed=6)) as (app, pilot):
        text = flat_text(app)
        assert "cannot be used (Not a directory)" in text
        assert "You can still play" in text
        await start_new_game(pilot)
        for _ in range(4):
            await play_screen(pilot)
        assert app.session is not None and app.session.moves > 0
        assert "Not saved" in flat_text(app)
