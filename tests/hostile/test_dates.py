"""Dates read from records, file names and file times: range-checked or shown safely.

Issue 25, case 3: a record ending ``0001-01-01T00:30:00+01:00`` (or ``9999-12-31T23:30:00
-01:00``; valid ``Z`` extremes in some time zones; a name's stamp or a file time far in the
future) passed validation, then ``claim2 history``, ``--json`` and the app's history
stopped with OverflowError; ``--json`` wrote the year 1 as ``1-01-01``, not ISO 8601.
"""

from __future__ import annotations

import json
import os
import re
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from claim2.cli import main
from claim2.history.games import GameEntry
from claim2.present.history_text import when_text
from claim2.records.record import RecordError, dump_record, parse_record, save_record, upgraded
from claim2.storage.moments import (
    EARLIEST,
    LATEST,
    from_stamp,
    from_timestamp,
    iso_utc,
    local_text,
    parse_time,
)
from conftest import play_random_game
from old_saves import version_1

ISO = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$")
EXTREMES = [
    "0001-01-01T00:30:00+01:00",
    "9999-12-31T23:30:00-01:00",
    "0001-01-01T00:00:00Z",
    "9999-12-31T23:59:59Z",
    "0001-01-01T00:00:00-14:00",
    "1969-12-31T23:59:59Z",
    "9000-01-01T00:00:01Z",
]
ZONES = ["UTC", "Etc/GMT+12", "Etc/GMT-14", "America/St_Johns", "Pacific/Kiritimati"]


@pytest.fixture(params=ZONES)
def zone(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    if not hasattr(time, "tzset"):
        pytest.skip("needs time.tzset")
    monkeypatch.setenv("TZ", request.param)
    time.tzset()
    yield request.param
    monkeypatch.undo()
    time.tzset()


def _record_data(**changes: object) -> dict[str, Any]:
    record = play_random_game(2)[0]
    data: dict[str, Any] = json.loads(dump_record(record))
    data.update(changes)
    return data


@pytest.mark.parametrize("moment", EXTREMES)
def test_a_time_out_of_range_is_a_record_error(moment: str) -> None:
    for field in ("started", "ended"):
        with pytest.raises(RecordError, match="between the years 1970 and 9000"):
            parse_record(json.dumps(_record_data(**{"started": None, field: moment})))


def test_ended_before_started_is_a_record_error() -> None:
    with pytest.raises(RecordError, match="'ended' is before 'started'"):
        parse_record(
            json.dumps(
                _record_data(started="2026-12-01T10:00:00Z", ended="2026-12-01T10:30:00+01:00")
            )
        )
    fine = _record_data(started="2026-12-01T10:00:00Z", ended="2026-12-01T11:30:00+01:00")
    assert parse_record(json.dumps(fine)).ended == "2026-12-01T11:30:00+01:00"


@given(st.text(max_size=60))
def test_parse_time_never_fails(text: str) -> None:
    moment = parse_time(text)
    assert moment is None or EARLIEST <= moment <= LATEST


@given(st.floats(allow_nan=True, allow_infinity=True) | st.integers(-(10**30), 10**30))
def test_a_file_time_out_of_range_is_unknown(seconds: float) -> None:
    moment = from_timestamp(seconds)
    assert moment is None or EARLIEST <= moment <= LATEST


@given(st.datetimes(timezones=st.timezones()))
def test_any_moment_is_written_without_failing(moment: datetime) -> None:
    assert re.match(r"^\d{4}-", iso_utc(moment))
    local_text(moment)


def test_name_stamps_out_of_range_are_unknown() -> None:
    assert from_stamp("99991231-235959") is None
    assert from_stamp("00010101-000000") is None
    assert from_stamp("20261301-000000") is None
    assert from_stamp("20261201-101500") is not None


def test_the_history_of_extreme_dates_never_stops(
    data: Path, zone: str, capsys: pytest.CaptureFixture[str]
) -> None:
    saves = data / "saves"
    record = play_random_game(3)[0]
    for number, moment in enumerate(EXTREMES):  # refused: skipped with a note
        bad = _record_data(started=None, ended=moment)
        (saves / f"bad-{number}.json").write_text(json.dumps(bad), encoding="utf-8")
    stamped = saves / "game-99991231-235959.json"  # version 1: the name's time, else the file's
    save_record(version_1(play_random_game(4)[0]), stamped)
    os.utime(stamped, (0, 2**40))  # as far as the file system goes (ext4: the year 2446)
    future = saves / "game-far.json"
    save_record(version_1(play_random_game(5)[0]), future)
    os.utime(future, (0, 10**11))  # the year 5138: in range
    edge = upgraded(record, started="1970-01-01T00:00:00Z", ended="1970-01-01T00:00:00Z")
    save_record(edge, saves / "game-edge.json")
    late = upgraded(record.model_copy(update={"players": ("Cleo", "Dirk")}), ended=iso_utc(LATEST))
    save_record(late, saves / "game-late.json")
    assert main(["--lang", "en", "history", "--json"]) == 0
    captured = capsys.readouterr()
    result = json.loads(captured.out)
    ended = {game["file"]: game["ended"] for game in result["games"]}
    assert "saves/game-99991231-235959.json" in ended  # the name's time is out of range
    assert ended["saves/game-edge.json"] == "1970-01-01T00:00:00Z"
    assert ended["saves/game-late.json"] == "9000-01-01T00:00:00Z"
    assert all(value is None or ISO.match(value) for value in ended.values())
    assert captured.err.count("between the years 1970 and 9000") == len(EXTREMES)
    assert main(["--lang", "en", "history"]) == 0
    out = capsys.readouterr().out
    assert "Traceback" not in out and "Cleo" in out


@pytest.mark.parametrize(
    "moment",
    [
        datetime(1970, 1, 1, tzinfo=UTC),
        datetime(9000, 1, 1, tzinfo=UTC),
        datetime(1, 1, 1, tzinfo=UTC),
        datetime(9999, 12, 31, 23, 59, tzinfo=UTC),
        datetime.max.replace(tzinfo=UTC) - timedelta(hours=1),
    ],
)
def test_the_app_s_history_rows_show_any_time(moment: datetime, zone: str) -> None:
    entry = GameEntry("saves/x.json", ("Ann", "Bob"), finished=True, when=moment)
    shown = when_text(entry)
    assert shown == "?" or re.match(r"^\d{4}-\d\d-\d\d \d\d:\d\d$", shown)
    assert when_text(GameEntry("saves/y.json", ("Ann", "Bob"), finished=True, when=None)) == "?"
