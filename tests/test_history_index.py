"""The history index (SQLite): every game listed, a page at a time, fast; kept up to date
with the files, rebuilt when damaged, read by several at once (issue 25, case 7).

The history read only the newest 5,000 files and said nothing of the others; 5,000
records took many seconds. Now an index in the data folder keeps what the history
needs of each file; the record files stay the source of truth.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from claim2.cli import main
from claim2.history import store as history_store
from claim2.history.games import ComputerSeat, GameEntry, read_history, statistics
from claim2.history.index import INDEX_FILE, list_saves, open_index
from claim2.history.reading import ReadFile
from claim2.records.parts import RecordComputer
from claim2.records.record import GameRecord, save_record, upgraded
from claim2.storage.data_folder import holding_data_folder
from conftest import play_random_game
from lock_holder import lock_held_elsewhere

_GAMES: dict[int, GameRecord] = {}


def _game(seed: int, names: tuple[str, str] = ("Ann", "Bob"), **fields: Any) -> GameRecord:
    if seed not in _GAMES:
        _GAMES[seed] = play_random_game(seed)[0]
    record = _GAMES[seed].model_copy(update={"players": names})
    fields.setdefault("started", "2026-01-01T00:00:00Z")
    return upgraded(record, **fields)


def _save(data: Path, name: str, record: GameRecord) -> Path:
    path = data / "saves" / name
    save_record(record, path)
    return path


def _files(history: list[GameEntry]) -> list[str]:
    return [game.file.removeprefix("saves/") for game in history]


def _json(capsys: pytest.CaptureFixture[str], *options: str) -> dict[str, Any]:
    assert main(["--lang", "en", "history", "--json", *options]) == 0
    result: dict[str, Any] = json.loads(capsys.readouterr().out)
    return result


# Every game, a page at a time -------------------------------------------------------------------


def _synthetic(count: int, data: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``count`` files in the saves folder, read as distinct finished games without being
    played (what the index keeps of a file is made up here, to be fast)."""
    saves = data / "saves"
    for number in range(count):
        (saves / f"game-{number:06d}.json").write_bytes(b"")

    def read(path: Path, folder: Path) -> ReadFile:
        number = int(path.stem.split("-")[1])
        entry = GameEntry(
            f"saves/{path.name}",
            (f"P{number % 7}", f"Q{number % 5}"),
            finished=True,
            when=None,
            winner=number % 2,
            votes=(3, 2) if number % 2 == 0 else (2, 3),
            faction_votes=(0, 1, 0, 1, number % 2),
            folder=folder,
        )
        return ReadFile(entry, identity=path.name)

    monkeypatch.setattr(history_store, "read_file", read)


def test_more_than_5000_games_are_all_listed_and_counted(
    data: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _synthetic(5_001, data, monkeypatch)
    result = _json(capsys)
    assert len(result["games"]) == 5_001
    assert sum(stats["games"] for stats in result["players"].values()) == 2 * 5_001
    assert main(["--lang", "en", "history"]) == 0
    out = capsys.readouterr().out
    assert "Games 1 to 50 of 5001, newest first." in out
    assert "'claim2 history --page 2' shows the next ones." in out
    last = _json(capsys, "--page", "101")["games"]
    assert len(last) == 1  # 100 pages of 50, and one game on the 101st


def test_the_pages_of_the_table_say_where_they_are(
    data: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _synthetic(7, data, monkeypatch)
    assert main(["--lang", "en", "history", "--page", "2", "--per-page", "3"]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "Games 4 to 6 of 7, newest first." in out
    assert "'claim2 history --page 3 --per-page 3' shows the next ones." in out
    assert main(["--lang", "en", "history", "--page", "9"]) == 0
    assert "There is no page 9: 7 games in all." in capsys.readouterr().out
    assert len(_json(capsys, "--page", "3", "--per-page", "3")["games"]) == 1


def test_pages_are_in_order_with_nothing_left_out_or_repeated(
    data: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _synthetic(230, data, monkeypatch)
    with open_index(data) as index:
        pages = [index.page(start, 50) for start in range(0, 250, 50)]
        everything = index.page(0, 1_000)
        assert index.count() == 230
    assert [len(page) for page in pages] == [50, 50, 50, 50, 30]
    assert [game for page in pages for game in page] == everything
    assert _files(everything) == sorted(_files(everything), reverse=True)  # no time: by name


@pytest.mark.slow  # 3-4 s of CPU: the scale (20,000 games) built, checked, asked
def test_a_page_of_20000_games_and_their_statistics_answer_at_once(
    data: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _synthetic(20_000, data, monkeypatch)
    with open_index(data):  # built once
        pass
    read_again: list[Path] = []
    monkeypatch.setattr(history_store, "read_file", lambda path, folder: read_again.append(path))
    with open_index(data) as index:  # checked against 20,000 files, then asked
        page = index.page(19_950, 50)
        players = index.statistics()
        total = index.count()
    assert (len(page), total) == (50, 20_000)
    assert sum(stats.total.games for stats in players.values()) == 40_000
    assert read_again == []  # answered from the index: no file read again (its speed is
    # measured by benchmarks/history_speed.py, never asserted here)


# Kept up to date with the files -------------------------------------------------------------------


def test_the_index_follows_the_files_added_changed_and_removed(data: Path) -> None:
    _save(data, "game-20261201-100000.json", _game(1, ended="2026-12-01T10:00:00Z"))
    _save(data, "game-20261201-110000.json", _game(2, ended="2026-12-01T11:00:00Z"))
    assert _files(list(read_history(data).games)) == [
        "game-20261201-110000.json",
        "game-20261201-100000.json",
    ]
    assert (data / INDEX_FILE).is_file()
    changed = _save(data, "game-20261201-100000.json", _game(1, ("Cleo", "Dirk")))
    os.utime(changed, ns=(0, time.time_ns() + 10**9))  # a new time, whatever the clock
    (data / "saves" / "game-20261201-110000.json").unlink()
    _save(data, "game-20261201-120000.json", _game(3, ended="2026-12-01T12:00:00Z"))
    history = read_history(data)
    assert _files(list(history.games)) == [
        "game-20261201-120000.json",
        "game-20261201-100000.json",
    ]
    assert history.games[1].players == ("Cleo", "Dirk")
    assert set(history.statistics()) == {"Ann", "Bob", "Cleo", "Dirk"}


def test_a_game_kept_at_its_end_is_in_the_index_at_once(data: Path) -> None:
    from claim2.game.saves import keep_as

    save = _save(data, "current.json", _game(4))
    with holding_data_folder(data) as folder:
        assert folder.held
        read_history(data)  # the index exists, current.json in it
        kept = keep_as(save, "game")
        with sqlite3.connect(data / INDEX_FILE) as connection:
            names = {row[0] for row in connection.execute("SELECT name FROM games")}
    assert names == {kept.name}


def test_a_game_kept_at_its_end_says_the_ratings_the_index_gives(data: Path) -> None:
    from claim2.game.saves import keep_as
    from claim2.history.index import noted_ratings
    from claim2.present.rating_words import rating_after_game

    _save(
        data, "game-20261201-100000.json", _game(5, ("Bob", "Cleo"), ended="2026-12-01T10:00:00Z")
    )
    save = _save(data, "current.json", _game(4, ended="2026-12-02T10:00:00Z"))
    with holding_data_folder(data) as folder:
        assert folder.held
        read_history(data)  # the index exists
        assert noted_ratings(save) is None  # nothing noted yet
        kept = keep_as(save, "game")
        noted = noted_ratings(kept)
        with open_index(data) as index:
            opened = index.ratings()
        assert noted is not None and noted == opened and set(noted) == {"ann", "bob", "cleo"}
        said = rating_after_game(data, ("Ann", "Bob"), (0, 1), kept)
        assert said == rating_after_game(data, ("Ann", "Bob"), (0, 1)) and said is not None
        assert noted_ratings(data / "saves" / "game-20261201-100000.json") is None


def test_the_same_game_in_two_files_is_listed_once(data: Path) -> None:
    kept = _save(data, "game-20261201-100000.json", _game(7))
    shutil.copy(kept, data / "saves" / "current.json")  # a crash while keeping it
    (game,) = read_history(data).games
    assert game.file == "saves/game-20261201-100000.json"
    kept.unlink()  # the kept copy gone: the other one is listed
    (game,) = read_history(data).games
    assert game.file == "saves/current.json"


# Damaged, missing, another version ---------------------------------------------------------


def _folder_instead(path: Path) -> None:
    path.unlink()
    path.mkdir()


def _fifo_instead(path: Path) -> None:
    path.unlink()
    os.mkfifo(path)


DAMAGE: dict[str, Callable[[Path], object]] = {
    "garbage": lambda path: path.write_bytes(b"not a database, not at all" * 100),
    "truncated": lambda path: path.write_bytes(path.read_bytes()[:3000]),
    "folder": _folder_instead,
    "fifo": _fifo_instead,
}


@pytest.mark.parametrize("damage", DAMAGE)
def test_a_damaged_index_is_kept_aside_and_built_again(data: Path, damage: str) -> None:
    if damage == "fifo" and not hasattr(os, "mkfifo"):
        pytest.skip("needs FIFOs")
    for hour in range(10, 13):
        _save(data, f"game-20261201-{hour}0000.json", _game(hour))
    expected = read_history(data)
    DAMAGE[damage](data / INDEX_FILE)
    again = read_history(data)
    assert again.games == expected.games
    assert again.statistics() == expected.statistics()
    assert (data / INDEX_FILE).is_file()
    kept = list(data.glob(f"{INDEX_FILE}.damaged-*"))
    assert len(kept) == 1  # never deleted


#: Rows the index never writes (issue 40, case 8): each used to reach the history.
BAD_ROWS = {
    "a match without its fields": "UPDATE games SET first_to = NULL",
    "a match of another type": "UPDATE games SET match_id = x'6d31'",  # bytes
    "a moment no date holds": "UPDATE games SET moment = 9000000000000000000",
    "a name the rule refuses": "UPDATE games SET player0 = 'Ann' || char(8238)",
    "a name the rule refuses, as a person's": "UPDATE people SET name = char(12644)",
    "a person who is not the player": "UPDATE games SET person0 = 'mallory'",
    "a file outside the saves": "UPDATE games SET name = '../' || name",
    "votes of another type": "UPDATE games SET gnomes = '{\"a\": 1}'",
    "a phase that is none": "UPDATE games SET phase = 7",
    "a rating that is no number": "UPDATE people SET value = 'x'",
    "a note too long": "UPDATE files SET note = printf('%.5000c', 'x')",
    "a file said to hold no game": "UPDATE files SET game = 0",
}


@pytest.mark.parametrize("change", BAD_ROWS)
def test_an_index_row_that_does_not_validate_rebuilds_the_index(
    data: Path, capsys: pytest.CaptureFixture[str], change: str
) -> None:
    for hour in range(10, 12):
        _save(data, f"game-20261201-{hour}0000.json", _game(hour, **_in_match(hour)))
    _save(data, "broken-20261201-130000.json", _game(13)).write_text("{}")
    expected = read_history(data)
    with sqlite3.connect(data / INDEX_FILE) as connection:
        connection.execute(BAD_ROWS[change])
    connection.close()
    assert main(["--lang", "en", "history"]) == 0  # no KeyError, no OverflowError
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    again = read_history(data)
    assert again.games == expected.games
    assert again.statistics() == expected.statistics()
    assert len(list(data.glob(f"{INDEX_FILE}.damaged-*"))) == 1  # kept aside, never deleted


def _in_match(hour: int) -> dict[str, Any]:
    from claim2.records.parts import RecordMatch

    return {"match": RecordMatch(id=f"m{hour}", first_to=2, game=1, tally=(0, 0))}


def test_without_the_lock_a_damaged_index_is_left_as_it_is(data: Path) -> None:
    _save(data, "game-20261201-100000.json", _game(1))
    (data / INDEX_FILE).write_bytes(b"garbage" * 50)
    with lock_held_elsewhere(data):  # an app holds the folder: this one only reads
        (game,) = read_history(data).games
    assert game.file == "saves/game-20261201-100000.json"
    assert (data / INDEX_FILE).read_bytes() == b"garbage" * 50
    assert not list(data.glob(f"{INDEX_FILE}.damaged-*"))


def test_an_index_of_another_version_is_built_again(data: Path) -> None:
    _save(data, "game-20261201-100000.json", _game(1))
    read_history(data)
    with sqlite3.connect(data / INDEX_FILE) as connection:
        connection.execute("DELETE FROM games")  # what an older claim2 could have left
        connection.execute("PRAGMA user_version = 99")
    connection.close()
    assert len(read_history(data).games) == 1


def test_reading_never_makes_the_data_folder(tmp_path: Path) -> None:
    with open_index(tmp_path / "nowhere") as index:
        assert index.count() == 0 and index.page(0, 10) == []
    assert not (tmp_path / "nowhere").exists()


# Several at once --------------------------------------------------------------------------------


def test_readers_read_while_the_index_is_written(data: Path) -> None:
    """Readers without the lock (copies in memory) while the lock holder adds games: each
    reader sees the index before or after a change, never half of one."""
    for hour in range(10, 14):
        _save(data, f"game-20261201-{hour}0000.json", _game(hour))
    read_history(data)
    seen: list[int] = []
    problems: list[BaseException] = []
    done = threading.Event()

    def reader() -> None:
        try:
            while not done.is_set():
                listing = list_saves(data / "saves")
                connection = history_store.refreshed_in_memory(data, listing, None)
                try:
                    seen.append(connection.execute("SELECT count(*) FROM games").fetchone()[0])
                finally:
                    connection.close()
        except BaseException as error:  # pragma: no cover - told below
            problems.append(error)

    readers = [threading.Thread(target=reader) for _ in range(3)]
    for thread in readers:
        thread.start()
    try:
        with holding_data_folder(data):
            for minute in range(10):
                _save(data, f"game-20261202-10{minute}000.json", _game(20 + minute))
                with open_index(data):
                    pass
    finally:
        done.set()
        for thread in readers:
            thread.join()
    assert not problems
    assert seen and all(4 <= count <= 14 for count in seen)
    assert len(read_history(data).games) == 14


def test_commands_read_the_history_while_an_app_holds_the_folder(data: Path) -> None:
    for hour in range(10, 13):
        _save(data, f"game-20261201-{hour}0000.json", _game(hour))
    environment = {**os.environ, "CLAIM2_DATA_DIR": str(data)}
    with lock_held_elsewhere(data):
        commands = [
            subprocess.Popen(
                [sys.executable, "-m", "claim2", "--lang", "en", "history", "--json"],
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                env=environment,
            )
            for _ in range(3)
        ]
        answers = [command.communicate(timeout=60) for command in commands]
    for command, (out, err) in zip(commands, answers, strict=True):
        assert command.returncode == 0 and err == b""
        assert len(json.loads(out)["games"]) == 3
    assert not (data / INDEX_FILE).exists()  # the app's folder: nothing written


# The statistics come from SQL, and agree with counting game by game --------------------------

LEVELS = st.sampled_from([None, "easy", "strong"])
PLAYERS = st.sampled_from(["Ann", "Bob", "Cleo"])


@settings(max_examples=25, deadline=None)
@given(
    games=st.lists(
        st.tuples(PLAYERS, PLAYERS, st.sampled_from([0, 1, None]), LEVELS, st.integers(0, 3)),
        max_size=12,
    )
)
def test_the_statistics_counted_by_sql_are_those_counted_game_by_game(
    games: list[tuple[str, str, int | None, str | None, int]],
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    data = tmp_path_factory.mktemp("stats")
    (data / "saves").mkdir()
    entries: list[GameEntry] = []
    for number, (first, second, winner, level, take_backs) in enumerate(games):
        if first == second:
            continue
        entries.append(
            GameEntry(
                f"saves/game-{number:03d}.json",
                (first, second),
                finished=True,
                when=None,
                winner=winner,
                votes=(3, 2),
                faction_votes=(0, 1, None, winner, 1),
                computer=None if level is None else ComputerSeat(1, level),
                take_backs=take_backs,
                folder=data,
            )
        )
        (data / "saves" / f"game-{number:03d}.json").write_bytes(b"")
    by_name = {entry.file.removeprefix("saves/"): entry for entry in entries}
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(
            history_store, "read_file", lambda path, folder: ReadFile(by_name[path.name], path.name)
        )
        with open_index(data) as index:
            assert index.statistics() == statistics(entries)


def _kept_entries(data: Path) -> Iterator[GameEntry]:
    yield from read_history(data).games


def test_a_game_against_the_computer_counts_for_the_person_only(data: Path) -> None:
    strong = RecordComputer(seat=1, level="strong")
    _save(data, "game-20261201-100000.json", _game(0, ("Ann", "Computer"), computer=strong))
    (game,) = _kept_entries(data)
    assert game.vs_computer == "strong"
    assert set(read_history(data).statistics()) == {"Ann"}
