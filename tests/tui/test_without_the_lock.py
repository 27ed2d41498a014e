"""An app whose lock file cannot be opened saves nothing there (issue 25, case 2).

It said the folder could not be used, yet wrote ``saves/current.json``: two such
windows then overwrote each other's moves. Now the game is "not saved", and leaving
it offers to save it elsewhere, as for a read-only disk.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from claim2.game import folder_lock
from claim2.tui.app import Claim2App
from claim2.tui.screens.confirm import ConfirmScreen
from claim2.tui.screens.save_elsewhere import SaveElsewhereScreen

from .driver import flat_text, keys, pilot_test, play_screen, sitting, start_new_game, top, until


def _lock_cannot_be_opened(data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    lock = data_dir / folder_lock.LOCK_FILE
    lock.touch()
    lock.chmod(0)  # as a normal user; root opens anything, so the system's answer is given

    def refused(path: object, flags: int = 0, mode: int = 0) -> int:
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))

    monkeypatch.setattr(folder_lock, "open_regular", refused)


@pilot_test
async def test_without_its_lock_the_app_writes_nothing_and_offers_another_place(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _lock_cannot_be_opened(data_dir, monkeypatch)
    async with sitting(Claim2App(seed=3), opening=start_new_game) as (app, pilot):
        for _ in range(3):
            await play_screen(pilot)
        assert app.session is not None and app.session.save_problem is not None
        assert "Not saved" in flat_text(app)
        assert not (data_dir / "saves").exists()
        await keys(pilot, "q")
        await until(pilot, lambda: isinstance(top(app), ConfirmScreen | SaveElsewhereScreen))
        if isinstance(top(app), ConfirmScreen):
            await keys(pilot, "y")
            await until(pilot, lambda: isinstance(top(app), SaveElsewhereScreen))
        assert isinstance(top(app), SaveElsewhereScreen)
    assert not (data_dir / "saves").exists()
    assert sorted(path.name for path in data_dir.iterdir()) == [folder_lock.LOCK_FILE]
