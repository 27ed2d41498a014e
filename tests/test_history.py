"""claim2 history: the finished games newest first, the winners, the players' statistics."""

from __future__ import annotations

import json
import os
import shutil
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from claim2.cli import main
from claim2.engine import outcome
from claim2.history.games import GameEntry, game_json, read_history, statistics
from claim2.records.parts import RecordComputer, RecordMatch
from claim2.records.record import GameRecord, load_record, replay_states, save_record, upgraded
from conftest import play_random_game
from old_saves import version_1

HANDMADE = Path(__file__).parent / "data" / "handmade_game.json"  # v1: Ann wins, 4 votes to 1
SEAT_ONE_WINS = 6  # play_random_game(6): the second player wins


def _history(capsys: pytest.CaptureFixture[str], *arguments: str) -> tuple[int, str, str]:
    code = main(["--lang", "en", "history", *arguments])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def _json(capsys: pytest.CaptureFixture[str]) -> dict[str, Any]:
    code, out, err = _history(capsys, "--json")
    assert (code, err) == (0, "")
    assert len(out.strip().splitlines()) == 1
    result: dict[str, Any] = json.loads(out)
    return result


def _game(seed: int, names: tuple[str, str] = ("Ann", "Bob"), **fields: object) -> GameRecord:
    record, _ = play_random_game(seed)
    record = record.model_copy(update={"players": names})
    if "ended" in fields:  # a game that ended then started before it
        fields.setdefault("started", "2026-01-01T00:00:00Z")
    return upgraded(record, **fields) if fields else record


def _save(data: Path, name: str, record: GameRecord) -> Path:
    path = data / "saves" / name
    save_record(record, path)
    return path


# The shape of --json ---------------------------------------------------------------------------


def test_the_json_has_exactly_the_documented_shape(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    handmade = upgraded(load_record(HANDMADE), ended="2026-12-01T10:15:00Z")
    _save(data, "game-20261201-101500.json", handmade)
    result = _json(capsys)
    assert set(result) >= {"games", "players"}
    (game,) = result["games"]
    documented = {
        "file": "saves/game-20261201-101500.json",
        "finished": True,
        "players": ["Ann", "Bob"],
        "winner": 0,
        "votes": [4, 1],
        "ended": "2026-12-01T10:15:00Z",
        "vs_computer": None,
    }
    assert {key: game[key] for key in documented} == documented
    for name, wins in (("Ann", 1), ("Bob", 0)):
        stats = result["players"][name]
        assert {key: stats[key] for key in ("games", "wins", "draws")} == {
            "games": 1,
            "wins": wins,
            "draws": 0,
        }
    assert set(result["players"]) == {"Ann", "Bob"}


def test_the_winner_is_the_seat_that_won_and_votes_are_per_seat(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _save(data, "game-20261201-100000.json", load_record(HANDMADE))
    _save(data, "game-20261201-110000.json", _game(SEAT_ONE_WINS, ("Cleo", "Dirk")))
    games = _json(capsys)["games"]
    by_file = {game["file"]: game for game in games}
    assert by_file["saves/game-20261201-100000.json"]["winner"] == 0
    second = by_file["saves/game-20261201-110000.json"]
    assert second["winner"] == 1
    assert second["votes"][1] > second["votes"][0]
    assert second["players"] == ["Cleo", "Dirk"]
    # the same winner as the replay says
    main(["replay", "--json", str(data / "saves" / "game-20261201-110000.json")])
    assert json.loads(capsys.readouterr().out)["winner"] == 1


def test_a_draw_has_no_winner_and_counts_as_a_draw() -> None:
    _record, final = play_random_game(1)
    drawn = GameEntry(
        "saves/x.json",
        ("Ann", "Bob"),
        finished=True,
        when=datetime(2026, 12, 1, tzinfo=UTC),
        winner=None,
        votes=(2, 2),
        faction_votes=(0, 1, None, 0, 1),
    )
    assert game_json(drawn)["winner"] is None
    stats = statistics([drawn])
    assert [(s.total.games, s.total.wins, s.total.draws) for s in stats.values()] == [
        (1, 0, 1),
        (1, 0, 1),
    ]
    assert outcome(final).winner is not None  # the entry above was made a draw by hand


# Newest first ---------------------------------------------------------------------------------


def test_newest_first_by_the_end_written_in_the_record_else_the_name(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # names in one order, end times in another: the record's end wins
    _save(data, "game-20261201-090000.json", _game(1, ended="2026-12-01T12:00:00Z"))
    _save(data, "game-20261201-100000.json", _game(2, ended="2026-12-01T11:00:00Z"))
    _save(data, "a-copy.json", _game(3, ended="2026-12-02T08:00:00Z"))
    old = _save(data, "game-20261130-235900.json", _game(4))  # version 1: the name's time
    os.utime(old, (0, 0))
    files = [game["file"] for game in _json(capsys)["games"]]
    assert files == [
        "saves/a-copy.json",
        "saves/game-20261201-090000.json",
        "saves/game-20261201-100000.json",
        "saves/game-20261130-235900.json",
    ]
    ended = [game["ended"] for game in _json(capsys)["games"]]
    assert ended == sorted(ended, reverse=True)


# Statistics ------------------------------------------------------------------------------------


def test_statistics_count_games_wins_votes_and_each_computer_level_apart(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _save(data, "game-20261201-100000.json", load_record(HANDMADE))  # Ann beats Bob 4-1
    _save(data, "game-20261201-110000.json", _game(SEAT_ONE_WINS))  # Bob beats Ann
    strong = RecordComputer(seat=1, level="strong")
    easy = RecordComputer(seat=0, level="easy")
    _save(data, "game-20261201-120000.json", _game(0, ("Ann", "Computer"), computer=strong))
    _save(
        data, "game-20261201-130000.json", _game(SEAT_ONE_WINS, ("Computer", "Ann"), computer=easy)
    )
    result = _json(capsys)
    assert set(result["players"]) == {"Ann", "Bob"}  # the computer is no player
    ann, bob = result["players"]["Ann"], result["players"]["Bob"]
    assert (ann["games"], ann["wins"], ann["draws"], ann["losses"]) == (4, 3, 0, 1)
    assert ann["win_rate"] == 0.75
    assert (bob["games"], bob["wins"], bob["draws"]) == (2, 1, 0)
    assert ann["vs_people"] == {"games": 2, "wins": 1, "draws": 0, "losses": 1, "win_rate": 0.5}
    assert set(ann["vs_computer"]) == {"strong", "easy"}
    assert ann["vs_computer"]["strong"]["games"] == 1
    assert ann["vs_computer"]["easy"]["wins"] == 1
    assert bob["vs_computer"] == {}
    # votes won per faction add up to the votes of each game
    votes_by_file = {game["file"]: game for game in result["games"]}
    handmade = votes_by_file["saves/game-20261201-100000.json"]
    # the hand-worked game: the Gnomes vote for Bob, every other faction for Ann
    assert handmade["faction_winners"] == {
        "gnomes": 1,
        "giants": 0,
        "dragons": 0,
        "trolls": 0,
        "seers": 0,
    }
    total_ann = sum(game["votes"][game["players"].index("Ann")] for game in result["games"])
    assert sum(ann["votes_won_by_faction"].values()) == total_ann
    assert [game["vs_computer"] for game in result["games"]] == ["easy", "strong", None, None]


def _old_options(path: Path) -> None:
    """An options file as claim2 wrote them beside saves before record version 2."""
    path.write_text(
        '{"format": "claim2-game-options", "version": 1,'
        ' "computer": {"seat": 1, "level": "strong"}, "hints": false}',
        encoding="utf-8",
    )


def test_an_old_game_against_the_computer_is_known_by_its_options_file(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Saves made before record version 2 kept their options in a file beside them."""
    _save(data, "game-20261201-100000.json", version_1(_game(1, ("Ann", "Computer (strong)"))))
    _save(data, "game-20261201-110000.json", version_1(_game(2, ("Ann", "Bob"))))
    options = data / "saves" / "options"
    options.mkdir()
    _old_options(options / "game-20261201-100000.json")
    (options / "game-20261201-110000.json").write_text("{bad", encoding="utf-8")
    code, out, err = _history(capsys, "--json")
    assert code == 0
    result = json.loads(out)
    assert [game["vs_computer"] for game in result["games"]] == [None, "strong"]
    assert set(result["players"]) == {"Ann", "Bob"}
    assert result["players"]["Ann"]["vs_computer"]["strong"]["games"] == 1
    assert err.startswith("claim2: note: skipped 'saves/options/game-20261201-110000.json'")
    assert err.count("\n") == 1


def test_an_options_file_beside_a_version_2_record_is_not_read(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A version 2 record says whom it was against: a left-over file changes nothing."""
    _save(data, "game-20261201-100000.json", _game(1, ("Ann", "Bob")))
    options = data / "saves" / "options"
    options.mkdir()
    _old_options(options / "game-20261201-100000.json")
    code, out, err = _history(capsys, "--json")
    assert (code, err) == (0, "")
    assert [game["vs_computer"] for game in json.loads(out)["games"]] == [None]


def test_take_backs_and_matches_are_shown(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    match = RecordMatch(id="m1", first_to=2, game=2, tally=(1, 0))
    _save(data, "game-20261201-100000.json", _game(1, take_backs=3, match=match))
    game = _json(capsys)["games"][0]
    assert game["take_backs"] == 3
    assert game["match"] == {"id": "m1", "first_to": 2, "game": 2, "tally": [1, 0]}
    code, out, _ = _history(capsys)
    assert code == 0
    assert "3 take-backs" in out
    assert "match game 2 (first to 2)" in out
    for heading in ("Finished games, newest first", "Win rate", "Votes won per faction"):
        assert heading in out


# What is in the saves folder -------------------------------------------------------------------


def test_unfinished_games_are_shelved_not_listed(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = _game(5)
    _save(data, "current.json", record.model_copy(update={"actions": record.actions[:9]}))
    _save(data, "unfinished-20261201-100000.json", record.model_copy(update={"actions": []}))
    result = _json(capsys)
    assert result["games"] == []
    assert result["players"] == {}
    assert sorted(game["file"] for game in result["shelved"]) == [
        "saves/current.json",
        "saves/unfinished-20261201-100000.json",
    ]
    assert all(game["finished"] is False for game in result["shelved"])
    code, out, _ = _history(capsys)
    assert code == 0
    assert "No finished games yet" in out
    assert "2 unfinished games" in out


def test_the_same_game_in_two_files_counts_once(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    kept = _save(data, "game-20261201-100000.json", _game(7))
    shutil.copy(kept, data / "saves" / "current.json")  # a crash while keeping it
    result = _json(capsys)
    assert [game["file"] for game in result["games"]] == ["saves/game-20261201-100000.json"]
    assert result["players"]["Ann"]["games"] == 1


def test_unreadable_files_are_skipped_with_one_line_each(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    saves = data / "saves"
    _save(data, "game-20261201-100000.json", _game(7))
    (saves / "garbage.json").write_bytes(b"\xff\x00\x1b[31m")
    (saves / "half.json").write_text('{"format": "claim2-record",', encoding="utf-8")
    (saves / "folder.json").mkdir()
    (saves / "huge.json").write_bytes(b" " * 1_000_001)
    bad_name = json.loads((saves / "game-20261201-100000.json").read_text(encoding="utf-8"))
    bad_name["players"][0] = "Eve\x1b[2J"
    (saves / "bad-name.json").write_text(json.dumps(bad_name), encoding="utf-8")
    if hasattr(os, "mkfifo"):
        os.mkfifo(saves / "pipe.json")
    (saves / "notes.txt").write_text("not a record", encoding="utf-8")
    for arguments in ((), ("--json",)):
        code, out, err = _history(capsys, *arguments)
        assert code == 0
        assert out.strip()
        lines = err.splitlines()
        expected = 6 if hasattr(os, "mkfifo") else 5
        assert len(lines) == expected
        assert all(line.startswith("claim2: note: skipped 'saves/") for line in lines)
        assert "\x1b" not in err
        assert "Traceback" not in err
        assert "notes.txt" not in err
    assert len(_json_lenient(capsys)["games"]) == 1


def _json_lenient(capsys: pytest.CaptureFixture[str]) -> dict[str, Any]:
    _code, out, _err = _history(capsys, "--json")
    result: dict[str, Any] = json.loads(out)
    return result


def test_no_data_folder_at_all(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("CLAIM2_DATA_DIR", str(tmp_path / "nowhere"))
    assert _json(capsys) == {"games": [], "players": {}, "shelved": []}
    assert not (tmp_path / "nowhere").exists()  # reading never makes folders


# Shown as plain text ----------------------------------------------------------------------------


def test_names_are_plain_text_not_markup(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _save(
        data, "game-20261201-100000.json", _game(SEAT_ONE_WINS, ("[bold]Ann[/bold]", "Bob [red]"))
    )
    code, out, err = _history(capsys)
    assert (code, err) == (0, "")
    assert "[bold]Ann[/bold]" in out
    assert "Bob [red]" in out
    assert "\x1b" not in out


def test_a_name_of_two_scripts_written_before_is_read_and_marked(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 49, case 8: a Cyrillic "А" makes "Аnn" look like "Ann"; a record written before
    the app refused such names still reads, and the history says which one is which."""
    _save(data, "game-20261201-100000.json", _game(SEAT_ONE_WINS, ("Ann", "\u0410nn")))
    code, out, err = _history(capsys)
    assert (code, err) == (0, "")
    assert "\u0410nn (mixed scripts)" in out and "Ann (mixed scripts)" not in out
    assert set(_json(capsys)["players"]) == {"Ann", "\u0410nn"}  # as written, for machines


def test_history_in_dutch(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _save(data, "game-20261201-100000.json", load_record(HANDMADE))
    assert main(["--lang", "nl", "history"]) == 0
    out = capsys.readouterr().out
    assert "Finished games" not in out
    assert "Uitgespeelde spellen, nieuwste eerst" in out
    assert "Winstaandeel" in out
    assert "Ann" in out


def test_reading_the_history_replays_each_game_once(data: Path) -> None:
    _save(data, "game-20261201-100000.json", load_record(HANDMADE))
    (entry,) = read_history(data).games
    assert entry.votes == outcome(replay_states(load_record(HANDMADE))[-1]).votes


# At 80 columns ---------------------------------------------------------------------------------

GAMES_HEADINGS = {
    "en": ("When", "Players", "Winner", "Votes", "Computer", "Notes"),
    "nl": ("Wanneer", "Spelers", "Winnaar", "Stemmen", "Computer", "Opmerkingen"),
}
STATISTICS_HEADINGS = {  # the tables of players, votes and games against the computer
    "en": {"Player", "Level", "Games", "Wins", "Draws", "Losses", "Win rate", "Rating"}
    | {"Gnomes", "Giants", "Dragons", "Trolls", "Seers"},
    "nl": {"Speler", "Niveau", "Spellen", "Gewonnen", "Gelijk", "Verloren", "Winstaandeel"}
    | {"Speelsterkte"}
    | {"Gnomen", "Reuzen", "Draken", "Trollen", "Zieners"},
}


@pytest.mark.parametrize("language", ["en", "nl"])
@pytest.mark.parametrize("long_name", [False, True])
def test_the_history_fits_80_columns_with_whole_headings(
    data: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    language: str,
    long_name: bool,
) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    name = "Maximiliaan van Oranje-Nassau" if long_name else "Annemarie"
    match = RecordMatch(id="m1", first_to=2, game=2, tally=(1, 0))
    strong = RecordComputer(seat=1, level="strong")
    easy = RecordComputer(seat=0, level="easy")
    _save(data, "game-20261201-100000.json", _game(1, take_backs=3, match=match))
    _save(data, "game-20261201-110000.json", _game(0, (name, "Computer"), computer=strong))
    _save(data, "game-20261201-120000.json", _game(6, ("Computer", "Ann"), computer=easy))
    assert main(["--lang", language, "history"]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert all(len(line.rstrip()) <= 80 for line in lines), out
    assert "…" not in out
    headers = [line for line in lines if "┃" in line]
    assert len(headers) == 4  # games, players, votes, against the computer
    games, *statistics = headers
    assert [cell.strip() for cell in games.split("┃")] == list(GAMES_HEADINGS[language])
    for header in statistics:
        for heading in (cell.strip() for cell in header.split("┃")):
            assert heading in STATISTICS_HEADINGS[language]
    words = {word for line in lines for cell in line.split("│") for word in cell.split()}
    taken_back = {"en": "take-backs", "nl": "teruggenomen"}[language]
    assert taken_back in words  # the notes keep their words whole


def test_a_history_table_shares_out_the_room_among_the_columns_that_wrap() -> None:
    from claim2.present.history_text import FittedTable, Heading

    table = FittedTable(
        "", [Heading("When"), Heading("Who", wraps=True), Heading("Notes", wraps=True, words=True)]
    )
    table.add_row("2026-12-01", "Ann Bob Carla Dirk", "a long note with wordsaplenty")
    assert table.widths(100) == [10, 18, 29]  # room enough: as wide as the cells
    assert table.widths(46) == [10, 15, 15]  # 46 - 2 gaps of 3: each as wide as it can be
    assert table.widths(36) == [10, 8, 12]  # every word whole ("Carla", "wordsaplenty")
    assert table.widths(32) == [10, 4, 12]  # the notes keep their words whole, not the names
    assert table.widths(20) == [10, 3, 5]  # less than the headings need: headings whole


# One meaning per key, documented (issue 25, case 9) ---------------------------------------------

FORMATS = Path(__file__).parent.parent / "docs" / "formats.md"


def _readme_example() -> dict[str, Any]:
    text = FORMATS.read_text(encoding="utf-8")
    start = text.index("`claim2 history --json` prints one object")
    opening = text.index("```json", start) + len("```json")
    block = text[opening : text.index("```", opening)]
    example: dict[str, Any] = json.loads(block)
    return example


def test_the_readme_shows_every_key_of_the_json_and_says_what_it_means(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    example = _readme_example()
    handmade = upgraded(
        load_record(HANDMADE),
        started="2026-12-01T10:02:13Z",
        ended="2026-12-01T10:15:00Z",
        match=RecordMatch(id="20261201-100000", first_to=2, game=2, tally=(1, 0)),
        take_backs=1,
    )
    _save(data, "game-20261201-101500.json", handmade)
    record = _game(3)
    _save(data, "current.json", record.model_copy(update={"actions": record.actions[:9]}))
    result = _json(capsys)
    assert set(result) == set(example)
    (game,) = result["games"]
    assert set(game) == set(example["games"][0])
    assert {key: game[key] for key in game if key != "file"} == {
        key: value for key, value in example["games"][0].items() if key != "file"
    }
    assert result["players"] == example["players"]
    assert set(result["shelved"][0]) == set(example["shelved"][0])
    documented = FORMATS.read_text(encoding="utf-8")
    for key in {*game, *result["shelved"][0], *result["players"]["Ann"]}:
        assert f"`{key}`" in documented, key
    assert "votes_by_faction" not in json.dumps(result)  # the key of two meanings is gone
