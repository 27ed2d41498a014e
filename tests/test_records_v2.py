"""Record version 2: what a game needs to resume and to be listed; version 1 still reads."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from claim2.cli import main
from claim2.records.parts import RecordComputer, RecordMatch, time_text
from claim2.records.record import (
    GameRecord,
    RecordError,
    deal_of,
    dump_record,
    load_record,
    new_record,
    parse_record,
    replay_states,
    save_record,
    upgraded,
)
from claim2.storage.moments import parse_time
from one_line import record_error

HANDMADE = Path(__file__).parent / "data" / "handmade_game.json"
V2_KEYS = ["computer", "hints", "match", "started", "ended", "take_backs"]


@pytest.fixture(autouse=True)
def _columns(data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The test's own data folder, in English (tests/conftest.py), 100 columns."""
    monkeypatch.setenv("COLUMNS", "100")


def _full_v2(record: GameRecord) -> GameRecord:
    return upgraded(
        record,
        computer=RecordComputer(seat=1, level="strong"),
        hints=True,
        match=RecordMatch(id="20261201-101500", first_to=3, game=3, tally=(1, 1)),
        started="2026-12-01T10:02:13Z",
        ended="2026-12-01T10:15:00Z",
        take_backs=2,
    )


def _v2_data(**changes: object) -> dict[str, Any]:
    data = json.loads(dump_record(_full_v2(load_record(HANDMADE))))
    assert isinstance(data, dict)
    data.update(changes)
    return data


def test_the_version_1_record_still_reads_and_replays_as_version_1() -> None:
    record = load_record(HANDMADE)
    assert record.version == 1
    assert (record.computer, record.hints, record.match) == (None, False, None)
    assert (record.started, record.ended, record.take_backs) == (None, None, 0)
    assert replay_states(record)[-1].finished
    text = dump_record(record)
    assert not set(V2_KEYS) & set(json.loads(text))  # written back as it was: version 1
    assert parse_record(text) == record


def test_a_new_record_is_version_2_and_knows_when_it_started() -> None:
    record = new_record(("Ann", "Bob"), deal_of(load_record(HANDMADE)))
    assert record.version == 2
    assert record.started is not None
    assert parse_time(record.started) is not None
    assert record.ended is None
    assert list(json.loads(dump_record(record)))[4:10] == V2_KEYS


def test_every_version_2_field_round_trips(tmp_path: Path) -> None:
    record = _full_v2(load_record(HANDMADE))
    assert record.version == 2
    path = tmp_path / "game.json"
    save_record(record, path)
    again = load_record(path)
    assert again == record
    assert again.computer == RecordComputer(seat=1, level="strong")
    assert again.match is not None and again.match.tally == (1, 1)
    assert again.take_backs == 2
    assert dump_record(again) == path.read_text(encoding="utf-8")
    assert replay_states(again)[-1] == replay_states(load_record(HANDMADE))[-1]


def test_upgrading_keeps_the_game_and_checks_the_new_fields() -> None:
    old = load_record(HANDMADE)
    new = upgraded(old, hints=True)
    assert (new.version, new.hints, new.actions, new.deal) == (2, True, old.actions, old.deal)
    with pytest.raises(RecordError, match="take_backs"):
        upgraded(old, take_backs=-1)
    with pytest.raises(TypeError):
        upgraded(old, players=("X", "Y"))


@pytest.mark.parametrize("field", V2_KEYS)
def test_a_version_1_record_with_a_version_2_field_is_refused(field: str) -> None:
    data = json.loads(HANDMADE.read_text(encoding="utf-8"))
    data[field] = _v2_data()[field]
    assert f"'{field}' needs record version 2" in record_error(data)


@pytest.mark.parametrize(
    ("changes", "expected"),
    [
        ({"computer": {"seat": 2, "level": "strong"}}, "'computer.seat'"),
        ({"computer": {"seat": 1, "level": "grandmaster"}}, "'computer.level' must be one of"),
        ({"computer": {"seat": 1}}, "'computer.level' is missing"),
        ({"hints": "yes"}, "'hints'"),
        ({"take_backs": -1}, "'take_backs'"),
        ({"started": "yesterday"}, "'started' must be a time like 2026-12-01T10:15:00Z"),
        ({"ended": "2026-12-01T10:15:00"}, "'ended' must be a time"),  # no time zone
        ({"ended": 1764584100}, "'ended' must be a string"),
        (
            {"match": {"id": "m", "first_to": 4, "game": 1, "tally": [0, 0]}},
            "'match.first_to'",
        ),
        (
            {"match": {"id": "m", "first_to": 2, "game": 3, "tally": [2, 0]}},
            "the match was over before this game",
        ),
        (
            {"match": {"id": "a b\u202e", "first_to": 2, "game": 1, "tally": [0, 0]}},
            "'match.id' must be letters, digits and '-'",
        ),
        ({"replayed": True}, "unknown field 'replayed'"),
    ],
)
def test_bad_version_2_fields_are_explained_in_one_line(
    changes: dict[str, object], expected: str
) -> None:
    assert expected in record_error(_v2_data(**changes))


def test_times_are_written_in_utc() -> None:
    moment = parse_time("2026-12-01T11:15:00+01:00")
    assert moment is not None
    assert time_text(moment) == "2026-12-01T10:15:00Z"
    assert parse_time("2026-12-01T10:15:00") is None  # a time without a zone says nothing


# claim2 replay reads both versions ------------------------------------------------------------


def _replay(capsys: pytest.CaptureFixture[str], *arguments: str) -> tuple[int, str, str]:
    code = main(["--lang", "en", "replay", *arguments])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_replay_tells_a_version_2_game_like_its_version_1_twin(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    v2 = tmp_path / "v2.json"
    save_record(_full_v2(load_record(HANDMADE)), v2)
    for arguments in (["--json"], []):
        old = _replay(capsys, *arguments, str(HANDMADE))
        new = _replay(capsys, *arguments, str(v2))
        assert old[0] == new[0] == 0
        assert old[2] == new[2] == ""
        assert new[1] == old[1]
    result = json.loads(_replay(capsys, "--json", str(v2))[1])
    assert (result["finished"], result["winner"]) == (True, 0)


def test_replay_refuses_a_bad_version_2_field_in_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(_v2_data(take_backs="many")), encoding="utf-8")
    code, out, err = _replay(capsys, str(path))
    assert (code, out) == (2, "")
    assert err.startswith("claim2: error: invalid game record: 'take_backs'")
    assert err.count("\n") == 1
