"""The people of the history: one person whatever the case or width of their name, shown
as last written (issue 49, case 8); rows of the index that no record backs are never
counted (case 10); each person's rating kept in the index and brought up to date with
the games added since, equal to rating every game again whatever order the games come
in (issue 54)."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from claim2.cli import main
from claim2.engine import outcome
from claim2.history import people
from claim2.history import store as history_store
from claim2.history.entry import ComputerSeat, GameEntry
from claim2.history.games import read_history, statistics
from claim2.history.index import INDEX_FILE, open_index
from claim2.history.ratings import Played, Rater, people_of, ratings
from claim2.history.reading import ReadFile
from claim2.records.record import save_record, upgraded
from conftest import play_random_game

FORGED = 30_000


def _json(capsys: pytest.CaptureFixture[str]) -> dict[str, Any]:
    assert main(["--lang", "en", "history", "--json"]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    result: dict[str, Any] = json.loads(out)
    return result


def _save_games(data: Path, names: list[tuple[str, str]]) -> list[Played]:
    """A finished game for each pair of names, a day apart, in order: what rating needs."""
    played = []
    for number, pair in enumerate(names):
        record, state = play_random_game(number)
        day = f"2026-12-{number + 1:02d}"
        record = upgraded(
            record.model_copy(update={"players": pair}),
            started=f"{day}T10:00:00Z",
            ended=f"{day}T10:30:00Z",
        )
        save_record(record, data / "saves" / f"game-{day.replace('-', '')}-103000.json")
        played.append(Played(pair, outcome(state).winner))
    return played


# One person whatever the spelling (issue 49, case 8) ------------------------------------------


def test_one_person_whatever_the_case_or_width_shown_as_written_last(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """ "Ann", "ANN", "ann" and the full-width "Ａｎｎ" were four rows with four ratings."""
    spellings = [("Ann", "Bob"), ("ANN", "Bob"), ("Cas", "ann"), ("\uff21\uff4e\uff4e", "Bob")]
    played = _save_games(data, spellings)
    players = _json(capsys)["players"]
    assert set(players) == {"\uff21\uff4e\uff4e", "Bob", "Cas"}  # Ann as written last
    ann = players["\uff21\uff4e\uff4e"]
    assert ann["games"] == 4
    assert ann["rating"] == ratings(played)["ann"].as_json()
    assert main(["--lang", "en", "history"]) == 0
    rows = {line.split("│")[0].strip() for line in capsys.readouterr().out.splitlines()}
    assert "\uff21\uff4e\uff4e" in rows and not {"Ann", "ANN", "ann"} & rows  # one row each
    with open_index(data) as index:
        assert set(index.statistics()) == set(players)
        assert set(index.ratings()) == {"ann", "bob", "cas"}


# Rows no record backs (issue 49, case 10) -------------------------------------------------------

#: The index of claim2 before this version (user_version 2), as round five found it.
VERSION_2 = """
CREATE TABLE files (name TEXT PRIMARY KEY, size INTEGER NOT NULL, mtime_ns TEXT NOT NULL,
    note TEXT, language TEXT NOT NULL);
CREATE TABLE games (name TEXT PRIMARY KEY REFERENCES files (name), identity TEXT NOT NULL,
    current INTEGER NOT NULL, listed INTEGER NOT NULL DEFAULT 1, finished INTEGER NOT NULL,
    moment INTEGER, player0 TEXT NOT NULL, player1 TEXT NOT NULL, winner INTEGER,
    votes0 INTEGER, votes1 INTEGER, factions TEXT NOT NULL, level TEXT,
    computer_seat INTEGER, take_backs INTEGER NOT NULL, match TEXT, phase INTEGER NOT NULL,
    trick INTEGER NOT NULL);
CREATE INDEX games_order ON games (finished, listed, moment DESC, name DESC);
CREATE INDEX games_identity ON games (identity, current, name);
CREATE TABLE seats (name TEXT NOT NULL REFERENCES games (name), person TEXT NOT NULL,
    result INTEGER NOT NULL, level TEXT, take_backs INTEGER NOT NULL,
    gnomes INTEGER NOT NULL, giants INTEGER NOT NULL, dragons INTEGER NOT NULL,
    trolls INTEGER NOT NULL, seers INTEGER NOT NULL);
CREATE INDEX seats_game ON seats (name);
PRAGMA user_version = 2;
"""


def test_thousands_of_seat_rows_of_no_record_are_not_wins(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Round five's attack, verbatim: 30,000 seat rows for a name no record holds, in an
    index that is otherwise true to the one file, showed as 30,000 wins."""
    (game,) = _save_games(data, [("Ann", "Bob")])
    path = next((data / "saves").iterdir())
    found = path.stat()
    with sqlite3.connect(data / INDEX_FILE) as connection:
        connection.executescript(VERSION_2)
        connection.execute(
            "INSERT INTO files VALUES (?, ?, ?, NULL, 'en')",
            (path.name, found.st_size, str(found.st_mtime_ns)),
        )
        connection.execute(
            "INSERT INTO games VALUES (?, 'x', 0, 1, 1, 0, 'Ann', 'Bob', ?, 3, 2, "
            "'[0, 0, 0, 1, 1]', NULL, NULL, 0, NULL, 2, 13)",
            (path.name, game.winner),
        )
        connection.executemany(
            "INSERT INTO seats VALUES (?, 'Mallory', 1, NULL, 0, 1, 1, 1, 1, 1)",
            [(path.name,)] * FORGED,
        )
    connection.close()
    players = _json(capsys)["players"]
    assert set(players) == {"Ann", "Bob"}
    assert players["Ann"]["games"] == players["Bob"]["games"] == 1


def _forge(connection: sqlite3.Connection, table: str, count: int, **values: str) -> None:
    """``count`` rows in ``table``, copies of its first row with ``values`` (SQL, of ``i``,
    the row's number) instead: rows written into the index by hand."""
    columns = [row[1] for row in connection.execute(f"PRAGMA table_info({table})")]
    chosen = ", ".join(values.get(column, column) for column in columns)
    connection.execute(
        f"WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < {count}) "
        f"INSERT INTO {table} SELECT {chosen} FROM (SELECT * FROM {table} LIMIT 1), n"
    )


MALLORY = {"player0": "'Mallory'", "person0": "'mallory'", "winner": "0"}
NAMED = {"name": "'forged-' || i || '.json'"}


def _games_of_no_file(connection: sqlite3.Connection) -> None:
    _forge(connection, "games", FORGED, **NAMED, **MALLORY)


def _files_and_games_not_in_the_saves_folder(connection: sqlite3.Connection) -> None:
    _forge(connection, "files", FORGED, **NAMED)
    _forge(connection, "games", FORGED, **NAMED, **MALLORY, identity="'forged' || i")


FORGERIES: dict[str, Callable[[sqlite3.Connection], object]] = {
    "games of no file": _games_of_no_file,
    "files and games not in the saves folder": _files_and_games_not_in_the_saves_folder,
    "a person of no game": lambda db: db.execute(
        "INSERT INTO people VALUES ('mallory', 'Mallory', 30000, 30000, 60.0, 0.5, 1.0)"
    ),
    "more games for a person": lambda db: db.execute("UPDATE people SET games = games + 5"),
    "a game taken out of the ratings": lambda db: db.execute("UPDATE games SET taken = 0"),
    "wins of no game": lambda db: db.execute("UPDATE tallies SET wins = wins + 30000"),
    "a game's JSON that is not its row's": lambda db: db.execute(
        """UPDATE games SET json = ', "finished": true, "players": ["Mallory", "Bob"]}'"""
    ),
}


@pytest.mark.parametrize("forgery", FORGERIES)
def test_rows_no_record_backs_are_not_counted(
    data: Path, capsys: pytest.CaptureFixture[str], forgery: str
) -> None:
    played = _save_games(data, [("Ann", "Bob"), ("Bob", "Cas")])
    expected = _json(capsys)
    with sqlite3.connect(data / INDEX_FILE) as connection:
        FORGERIES[forgery](connection)
    connection.close()
    assert _json(capsys) == expected
    with open_index(data) as index:
        assert index.ratings() == ratings(played)


# The ratings kept in the index (issue 54) -------------------------------------------------------

NAMES = st.sampled_from(["Ann", "ANN", "ann", "Bob", "BOB", "Cas"])
START = datetime(2026, 12, 1, tzinfo=UTC)


@st.composite
def made_up_games(draw: st.DrawFn) -> list[GameEntry]:
    """Finished games with made-up names, results, levels and ends (some unknown)."""
    games = []
    for number in range(draw(st.integers(1, 9))):
        first, second = draw(NAMES), draw(NAMES)
        level = draw(st.sampled_from([None, None, "easy", "expert"]))
        if level is None and first.casefold() == second.casefold():
            second = "Dee"
        minute = draw(st.none() | st.integers(0, 20))
        winner = draw(st.sampled_from([0, 1, None]))
        games.append(
            GameEntry(
                f"saves/game-{number:02d}.json",
                (first, second),
                finished=True,
                when=None if minute is None else START + timedelta(minutes=minute),
                winner=winner,
                votes=(3, 2),
                faction_votes=(0, 1, None, winner, 1),
                computer=None if level is None else ComputerSeat(1, level),
                folder=None,
            )
        )
    return games


@settings(max_examples=30, deadline=None)
@given(games=made_up_games(), order=st.randoms(use_true_random=False), gone=st.booleans())
def test_the_ratings_kept_are_those_of_every_game_rated_again(
    games: list[GameEntry],
    order: Any,
    gone: bool,
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    """Games added one or a few at a time, in any order, and one removed: after each
    opening of the index its ratings and statistics are those of all its games rated in
    order, as ``claim2 history`` computed them before they were kept."""
    data = tmp_path_factory.mktemp("people")
    saves = data / "saves"
    saves.mkdir()
    by_name = {game.file.removeprefix("saves/"): game for game in games}
    arriving = list(games)
    order.shuffle(arriving)
    present: list[GameEntry] = []
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(
            history_store, "read_file", lambda path, folder: ReadFile(by_name[path.name], path.name)
        )
        while arriving:
            size = order.randint(1, 3)
            batch, arriving = arriving[:size], arriving[size:]
            for game in batch:
                (saves / game.file.removeprefix("saves/")).write_bytes(b"")
            present += batch
            _agree(data, present)
        if gone:
            removed = present.pop(order.randrange(len(present)))
            (data / removed.file).unlink()
            _agree(data, present)


def _agree(data: Path, games: list[GameEntry]) -> None:
    people = people_of(games)
    with open_index(data) as index:
        assert index.ratings() == {key: p.rating for key, p in people.items() if p.rated}
        assert index.statistics() == statistics(games)


def test_a_game_added_after_the_others_is_rated_alone_one_before_them_rates_all_again(
    data: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The ratings are brought up to date with the games added since; only a change in
    the order of the games taken (here, a game that ended before the last one) rates
    every game again."""
    _save_games(data, [("Ann", "Bob"), ("Bob", "Cas"), ("Cas", "Ann")])
    read_history(data)
    rated: list[Played] = []
    play = Rater.play

    def counted(rater: Rater, game: Played) -> None:
        rated.append(game)
        play(rater, game)

    monkeypatch.setattr(Rater, "play", counted)
    read_history(data)
    assert rated == []  # nothing new: nothing rated
    later = upgraded(
        play_random_game(7)[0], started="2026-12-20T10:00:00Z", ended="2026-12-20T11:00:00Z"
    )
    save_record(later, data / "saves" / "late.json")
    read_history(data)
    assert len(rated) == 1
    rated.clear()
    earlier = upgraded(
        play_random_game(8)[0], started="2026-11-20T10:00:00Z", ended="2026-11-20T11:00:00Z"
    )
    save_record(earlier, data / "saves" / "early.json")
    read_history(data)
    assert len(rated) == 5  # the order changed: every game again


def test_the_tallies_of_games_added_after_the_others_are_added_not_counted_again(
    data: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A sealed index adds the games added after the others to each person's tallies (no
    count of every game again), and they are those a new index counts."""
    _save_games(
        data, [("Ann", "Bob"), ("Bob", "Ann"), ("Ann", "Cas"), ("ANN", "Bob"), ("Dee", "Cas")]
    )
    saves = data / "saves"
    later = sorted(saves.iterdir())[3:]
    aside = data / "aside"
    aside.mkdir()
    for path in later:
        path.rename(aside / path.name)
    with open_index(data) as index:
        assert sum(stats.total.games for stats in index.statistics().values()) == 6
    for path in later:
        (aside / path.name).rename(saves / path.name)
    counted: list[object] = []
    monkeypatch.setattr(people, "_tally", counted.append)
    with open_index(data) as index:
        added = index.statistics()
    assert counted == []  # added to, not counted again
    monkeypatch.undo()
    (data / INDEX_FILE).unlink()
    with open_index(data) as index:
        assert index.statistics() == added
    assert added["ANN"].total.games == 4  # one person, named as last written
