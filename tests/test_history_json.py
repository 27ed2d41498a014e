"""``claim2 history --json``'s games, written by SQLite from the index's rows
(``history.json_rows``, issue 54), are the very text ``json.dumps(game_json(entry))``
wrote: names with quotation marks and backslashes, files named with any character,
times before 1970 and at the ends of the years, matches, the computer, draws."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from claim2.history import store as history_store
from claim2.history.entry import ComputerSeat, GameEntry, MatchInfo
from claim2.history.games import game_json
from claim2.history.index import open_index
from claim2.history.reading import ReadFile

NAMES = st.sampled_from(['Ann "the" Bold', "Bob\\", "Zoë", "李小龙", "A'nn", "{x}", "[b]"])
FILES = st.sampled_from(['a"b', "c\\d", "e\x01f", "ü", "g h", "x"])
SECONDS = st.sampled_from(
    [-62135596800, -1, 0, 1, 86399, 1764583200, 253402300799]
)  # year 1 to 9999, around 1970
MICROSECONDS = st.sampled_from([0, 1, 999999])


@st.composite
def entries(draw: st.DrawFn) -> list[GameEntry]:
    games = []
    for number in range(draw(st.integers(1, 6))):
        seconds, micro = draw(st.none() | SECONDS), draw(MICROSECONDS)
        when = None
        if seconds is not None:
            when = datetime(1970, 1, 1, tzinfo=UTC) + timedelta(seconds=seconds, microseconds=micro)
        level = draw(st.sampled_from([None, "easy", "expert"]))
        match = None
        if draw(st.booleans()):
            match = MatchInfo(draw(st.sampled_from(["m-1", "20261201-101500"])), 2, 2, (1, 0))
        winner = draw(st.sampled_from([0, 1, None]))
        games.append(
            GameEntry(
                f"saves/{draw(FILES)}-{number}.json",
                (draw(NAMES), draw(NAMES)),
                finished=True,
                when=when,
                winner=winner,
                votes=(3, 2) if winner != 1 else (2, 3),
                faction_votes=(0, 1, None, winner, 1),
                computer=None
                if level is None
                else ComputerSeat(draw(st.sampled_from([0, 1])), level),
                take_backs=draw(st.integers(0, 3)),
                match=match,
            )
        )
    return [game for game in games if game.players[0] != game.players[1]]


@settings(max_examples=40, deadline=None)
@given(games=entries())
def test_each_game_is_the_json_its_entry_made(
    games: list[GameEntry], tmp_path_factory: pytest.TempPathFactory
) -> None:
    data = tmp_path_factory.mktemp("json")
    (data / "saves").mkdir()
    by_name = {}
    for game in games:
        name = game.file.removeprefix("saves/")
        (data / "saves" / name).write_bytes(b"")
        by_name[name] = game
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(
            history_store, "read_file", lambda path, folder: ReadFile(by_name[path.name], path.name)
        )
        with open_index(data) as index:
            listed = index.page(0, 100)
            written = index.page_json(0, 100)
    assert [json.dumps(game_json(game), ensure_ascii=False) for game in listed] == written
    assert sorted(game.file for game in listed) == sorted(game.file for game in games)


def test_the_whole_json_is_as_before(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The command's output, games and the rest, is the object ``history_json`` makes."""
    from claim2.cli import main
    from claim2.history.games import history_json, read_history
    from claim2.records.record import save_record, upgraded
    from conftest import play_random_game

    for seed in range(3):
        record = upgraded(play_random_game(seed)[0], started="2026-01-01T00:00:00Z")
        save_record(record, data / "saves" / f"game-2026120{seed}-100000.json")
    unfinished = play_random_game(5)[0]
    unfinished = unfinished.model_copy(update={"actions": unfinished.actions[:7]})
    save_record(unfinished, data / "saves" / "current.json")  # shelved
    assert main(["--lang", "en", "history", "--json"]) == 0
    out = capsys.readouterr().out
    assert out == json.dumps(history_json(read_history(data)), ensure_ascii=False) + "\n"
