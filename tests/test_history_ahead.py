"""The history's part of a game's end, done ahead (``history.ahead``): on a data folder
with no index yet, the index is made while the game is played, under the data folder's
lock only, and the game's end then only notes its game in it (docs/performance.md)."""

from __future__ import annotations

import threading
from pathlib import Path

from claim2.game.saves import keep_as
from claim2.history.ahead import Ahead
from claim2.history.index import INDEX_FILE, noted_ratings, open_index
from claim2.records.record import save_record, upgraded
from claim2.storage.data_folder import holding_data_folder
from conftest import play_random_game


def _current(data: Path) -> Path:
    record = upgraded(
        play_random_game(4)[0], started="2026-12-02T09:00:00Z", ended="2026-12-02T10:00:00Z"
    )
    path = data / "saves" / "current.json"
    save_record(record, path)
    return path


def _done() -> None:
    """Wait for the thread of ``Ahead`` (by its name)."""
    for thread in threading.enumerate():
        if thread.name == "claim2 history ahead":
            thread.join()


def test_the_index_is_made_ahead_and_the_end_only_notes_its_game(data: Path) -> None:
    save = _current(data)
    with holding_data_folder(data) as folder:
        assert folder.held
        ahead = Ahead()
        ahead.start(data)
        _done()
        assert (data / INDEX_FILE).is_file()
        kept = keep_as(save, "game")  # the game's end: noted in the index made ahead
        noted = noted_ratings(kept)
        with open_index(data) as index:
            assert noted is not None and noted == index.ratings() and set(noted) == {"ann", "bob"}
        ahead.stop()


def test_without_the_lock_or_once_stopped_nothing_is_written(data: Path) -> None:
    _current(data)
    Ahead().start(data)  # the lock is not held here
    _done()
    stopped = Ahead()
    stopped.stop()
    with holding_data_folder(data) as folder:
        assert folder.held
        stopped.start(data)  # told to stop (the app closing): it does not begin
        _done()
    assert not (data / INDEX_FILE).exists()
