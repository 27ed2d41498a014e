"""The history index's file when things go wrong: a broken link among the saves, a saves
folder that cannot be read, an index that opens but fails its check (a damaged page), one
that is locked, and one that cannot be brought up to date. The history is listed whole
every time, and an index is kept aside only when it is damaged."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest

from claim2.history import store as history_store
from claim2.history.games import History, read_history
from claim2.history.index import INDEX_FILE
from claim2.history.listing import Listing, file_key
from claim2.records.record import save_record, upgraded
from claim2.text.i18n import set_language
from conftest import play_random_game
from lock_holder import lock_held_elsewhere

GAMES = 3
PAGE_HEADER_FRAGMENTED = 7  # a b-tree page's header: its count of fragmented free bytes


@pytest.fixture
def data(data: Path) -> Path:
    """The data folder with ``GAMES`` finished games in its saves folder."""
    folder = data
    for seed in range(GAMES):
        record = upgraded(play_random_game(seed)[0], started="2026-01-01T00:00:00Z")
        save_record(record, folder / "saves" / f"game-20261201-10000{seed}.json")
    return folder


def files(history: History) -> list[str]:
    return sorted(game.file for game in history.games)


def kept_aside(data: Path) -> list[Path]:
    return list(data.glob(f"{INDEX_FILE}.damaged-*"))


def damage_a_page(index: Path) -> None:
    """Spoil the header of the index's second page (its first table): the file still opens
    and reads, but its check (``PRAGMA quick_check``) finds the page wrong."""
    content = bytearray(index.read_bytes())
    with sqlite3.connect(index) as connection:
        page_size = int(connection.execute("PRAGMA page_size").fetchone()[0])
    connection.close()
    content[page_size + PAGE_HEADER_FRAGMENTED] ^= 0x5A
    index.write_bytes(bytes(content))
    with sqlite3.connect(index) as connection:
        assert connection.execute("PRAGMA quick_check").fetchone()[0] != "ok"
    connection.close()


def test_a_broken_link_among_the_saves_is_skipped_with_a_note(data: Path) -> None:
    os.symlink(data / "nowhere.json", data / "saves" / "broken.json")
    history = read_history(data)
    assert len(history.games) == GAMES
    assert history.notes == ("skipped 'saves/broken.json': it is not a file",)
    assert read_history(data).notes == history.notes  # looked at again, and skipped again


def test_a_saves_folder_that_cannot_be_read_is_told_and_lists_nothing(tmp_path: Path) -> None:
    set_language("en")
    data = tmp_path / "data"
    data.mkdir()
    (data / "saves").write_text("a file where the folder should be")
    history = read_history(data)
    assert not history.games and not history.shelved
    (note,) = history.notes
    assert note.startswith("cannot read the folder ") and note.endswith("Not a directory")


def test_a_file_that_cannot_be_looked_at_is_read_again_every_time(tmp_path: Path) -> None:
    assert file_key(tmp_path / "gone.json") == (-1, -1)


def test_an_index_that_fails_its_check_is_kept_aside_and_built_again(data: Path) -> None:
    expected = files(read_history(data))
    damage_a_page(data / INDEX_FILE)
    assert files(read_history(data)) == expected
    assert len(kept_aside(data)) == 1
    with sqlite3.connect(data / INDEX_FILE) as connection:
        assert connection.execute("PRAGMA quick_check").fetchone()[0] == "ok"
    connection.close()


def test_without_the_lock_an_index_that_fails_its_check_is_left_and_read_anew(
    data: Path,
) -> None:
    expected = files(read_history(data))
    damage_a_page(data / INDEX_FILE)
    damaged = (data / INDEX_FILE).read_bytes()
    with lock_held_elsewhere(data):  # an app holds the folder: this one writes nothing
        assert files(read_history(data)) == expected
    assert (data / INDEX_FILE).read_bytes() == damaged
    assert not kept_aside(data)


def test_a_locked_index_is_not_damaged_it_is_read_in_memory(
    data: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    expected = files(read_history(data))
    check = history_store.check
    calls: list[sqlite3.Connection] = []

    def locked_on_disk(connection: sqlite3.Connection, path: Path | None) -> bool:
        calls.append(connection)
        if len(calls) == 1:  # the index file, opened first
            raise sqlite3.OperationalError("database is locked")
        return check(connection, path)

    monkeypatch.setattr(history_store, "check", locked_on_disk)
    assert files(read_history(data)) == expected
    assert not kept_aside(data)


def test_an_index_that_cannot_be_brought_up_to_date_is_left_and_read_in_memory(
    data: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    refresh = history_store.refresh
    save_record(
        upgraded(play_random_game(GAMES)[0], started="2026-01-01T00:00:00Z"),
        data / "saves" / "game-20261201-110000.json",
    )
    calls = 0

    def full_disk(
        connection: sqlite3.Connection,
        data: Path,
        listing: Listing,
        progress: history_store.Progress | None,
        only: set[str] | None = None,
        *,
        trusted: bool = False,
    ) -> None:
        nonlocal calls
        calls += 1
        if calls == 1:  # bringing the index file up to date
            raise sqlite3.OperationalError("database or disk is full")
        refresh(connection, data, listing, progress, only, trusted=trusted)

    monkeypatch.setattr(history_store, "refresh", full_disk)
    assert len(read_history(data).games) == GAMES + 1
    assert calls == 2 and not kept_aside(data)


# The seal (history.seal) ------------------------------------------------------------------------


def test_an_index_the_history_sealed_is_not_checked_row_by_row_until_written_otherwise(
    data: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Checking 20,000 rows at every opening cost more than the rest of ``claim2 history``:
    an index only the history wrote since its last check is not checked again; a change
    by hand is."""
    from claim2.history import rows

    read_history(data)  # made from the records, and sealed
    checked: list[sqlite3.Connection] = []
    valid = rows.rows_valid

    def counted(connection: sqlite3.Connection) -> bool:
        checked.append(connection)
        return valid(connection)

    monkeypatch.setattr(rows, "rows_valid", counted)
    expected = read_history(data)
    assert checked == []
    save_record(
        upgraded(play_random_game(GAMES)[0], started="2026-01-01T00:00:00Z"),
        data / "saves" / "game-20261201-110000.json",
    )
    assert len(read_history(data).games) == GAMES + 1  # written by the history: still sealed
    assert checked == []
    with sqlite3.connect(data / INDEX_FILE) as connection:
        connection.execute("UPDATE games SET take_backs = take_backs + 1")  # not the history
    connection.close()
    again = read_history(data)
    assert len(checked) == 1  # checked: the rows valid, so used as they are
    assert len(again.games) == GAMES + 1 and again.games[-1] != expected.games[-1]
    read_history(data)
    assert len(checked) == 1  # sealed again
