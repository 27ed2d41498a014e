"""Nothing lost, through the app: a failing disk (the header's lasting warning, saved again
once the disk works, or elsewhere on quitting), a data folder that cannot be used, and a
second window on the same folder (it offers only what cannot harm the game)."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

import claim2.records.record
import claim2.storage.files
from claim2.game.steps import ScreenKind
from claim2.records.record import load_record
from claim2.storage import lock as folder_lock
from claim2.tui.screens.overlays.confirm import ConfirmScreen
from claim2.tui.screens.overlays.elsewhere import ElsewhereScreen
from claim2.tui.screens.overlays.rules import RulesScreen
from claim2.tui.screens.overlays.save_elsewhere import SaveElsewhereScreen
from claim2.tui.screens.start.start import StartScreen
from claim2.tui.walkthrough.lesson_list import LessonListScreen
from lock_holder import lock_held_elsewhere

from .conftest import AppAt
from .driving import Run, current_save
from .games import leading, record_until


class Disk:
    """The saves' writes into ``folder`` fail with ``error`` while ``broken``."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, error: int, folder: Path) -> None:
        self.broken = False
        self.failures = 0
        real = claim2.storage.files.write_atomically

        def write(path: Path, text: str) -> None:
            if self.broken and folder in path.parents:
                self.failures += 1
                raise OSError(error, errno.errorcode[error])
            real(path, text)

        monkeypatch.setattr(claim2.records.record, "write_atomically", write)


async def test_a_failing_disk_warns_saves_again_when_it_works_and_quitting_offers_elsewhere(
    app_at: AppAt, data_dir: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """A failing disk: the header's lasting warning while the game is played on in memory,
    the old save whole; saved again once the disk works. Failing again: quitting offers to
    save the game elsewhere (never over a file)."""
    disk = Disk(monkeypatch, errno.ENOSPC, data_dir)
    elsewhere = tmp_path / "elsewhere" / "kept.json"
    async with app_at(record_until(leading(3))) as run:
        before = load_record(current_save(data_dir)).actions
        disk.broken = True
        for _ in range(4):
            await run.step()
        assert disk.failures > 0
        assert len(run.table.session.record.actions) > len(before)  # played on in memory
        assert load_record(current_save(data_dir)).actions == before  # the old save whole
        assert run.shows("Not saved")
        assert run.says("The game could not be saved")
        disk.broken = False
        for _ in range(2):
            await run.step()
        assert not run.shows("Not saved")
        assert load_record(current_save(data_dir)).actions == run.table.session.record.actions
        await run.clear_notes()
        disk.broken = True
        for _ in range(3):
            await run.step()
        actions = list(run.table.session.record.actions)
        await run.after_quiet("q")
        assert isinstance(run.top, ConfirmScreen)
        assert run.says("The game could not be saved")  # the note is still up
        await run.after_quiet("y")
        screen = run.top
        assert isinstance(screen, SaveElsewhereScreen)
        assert run.shows("could not be saved (ENOSPC)")
        assert not run.says("The game could not be saved")  # it covers none of the dialog
        await run.after_quiet("escape")  # keep playing after all
        assert run.on_game
        await run.after_quiet("ctrl+q")
        screen = run.top
        assert isinstance(screen, SaveElsewhereScreen)
        field = screen.query_one("#elsewhere-path")
        field.value = str(current_save(data_dir))  # type: ignore[attr-defined]
        await run.after_quiet("enter")  # never over a file
        assert run.shows("There is already a file")
        field.value = str(elsewhere)  # type: ignore[attr-defined]
        await run.after_quiet("enter")
    assert load_record(elsewhere).actions == actions


async def test_a_data_folder_that_cannot_be_made_still_lets_people_play(
    app_at: AppAt, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "a-file").write_text("", encoding="utf-8")
    monkeypatch.setenv("CLAIM2_DATA_DIR", str(tmp_path / "a-file" / "data"))
    async with app_at() as run:
        assert run.shows("cannot be used (Not a directory)")
        assert run.shows("You can still play")
        await type_names_and_start(run)
        for _ in range(3):
            await run.step()
        assert run.shows("Not saved")


async def test_a_second_window_offers_only_what_cannot_harm_the_game(
    app_at: AppAt, data_dir: Path
) -> None:
    async with app_at(record_until(leading(3))) as first:
        before = current_save(data_dir).read_bytes()
        async with app_at() as second:
            assert isinstance(second.top, ElsewhereScreen)
            assert second.shows("The game is open in another window")
            assert second.shows("never touches that game")
            await second.press("f1")
            assert isinstance(second.top, RulesScreen)
            await second.press("escape", "f2")
            assert isinstance(second.top, LessonListScreen)
            await second.press("escape", "q")
        assert current_save(data_dir).read_bytes() == before
        await first.step()
        assert first.kind() is ScreenKind.TURN


async def test_a_killed_app_leaves_the_folder_free(app_at: AppAt, data_dir: Path) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    with lock_held_elsewhere(data_dir):
        async with app_at() as run:
            assert isinstance(run.top, ElsewhereScreen)
    async with app_at() as run:
        assert isinstance(run.top, StartScreen)


async def test_without_its_lock_the_app_writes_nothing_and_offers_another_place(
    app_at: AppAt, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An app whose lock file cannot be opened saves nothing there (issue 25, case 2): the
    game is "not saved", and quitting offers to save it elsewhere."""
    data_dir.mkdir(parents=True, exist_ok=True)
    lock = data_dir / folder_lock.LOCK_FILE
    lock.touch()

    def refused(path: object, flags: int = 0, mode: int = 0) -> int:
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))

    monkeypatch.setattr(folder_lock, "open_regular", refused)
    async with app_at() as run:
        await type_names_and_start(run)
        for _ in range(3):
            await run.step()
        assert run.table.session.save_problem is not None
        assert run.shows("Not saved")
        assert not (data_dir / "saves").exists()
        await run.after_quiet("q")
        if isinstance(run.top, ConfirmScreen):
            await run.after_quiet("y")
        assert isinstance(run.top, SaveElsewhereScreen)
    assert sorted(path.name for path in data_dir.iterdir()) == [folder_lock.LOCK_FILE]


async def type_names_and_start(run: Run) -> None:
    start = run.top
    assert isinstance(start, StartScreen)
    start.query_one("#name-0").focus()
    await run.press(*"Ann", "enter", *"Bob", "ctrl+s")
    await run.wait_until(lambda: run.drawn, "the game")
    await run.settle()
