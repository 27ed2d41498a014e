"""Validation gaps of issue 25, case 8, and commands that only read.

Identical names were accepted (and counted as two games for one person); ``ended``
before ``started`` was accepted; a 300-digit number was echoed whole in a message;
``claim2 history`` and ``--version``, which only read, renamed an unreadable settings
file. (The match rules, the draw-out and a tally that fits the game, are in
``tests/test_matches.py``.)
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from claim2.cli import main
from claim2.engine import shuffled_deal
from claim2.records.record import RecordError, dump_record, new_record, parse_record
from claim2.text.names import players_problem, same_person
from one_line import record_error, usage_error

HUGE = int("9" * 300)


def _data(**changes: object) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(dump_record(new_record(("Ann", "Bob"), shuffled_deal(3))))
    data.update(changes)
    return data


pytestmark = pytest.mark.usefixtures("english")  # tests/conftest.py


@pytest.mark.parametrize(
    "names", [("Ann", "Ann"), ("Ann", "ANN"), ("Ann", "ann "), ("ﬃ", "ffi"), ("\u00c9", "E\u0301")]
)
def test_one_person_twice_is_refused_in_a_record(names: tuple[str, str]) -> None:
    assert same_person(*names)
    assert players_problem(names) == "the two players must have different names"
    message = record_error(_data(players=list(names)))
    assert "the two players must have different names" in message
    with pytest.raises(RecordError):
        new_record(names, shuffled_deal(1))


def test_two_people_are_not_one() -> None:
    assert players_problem(("Ann", "Anne")) is None
    assert parse_record(json.dumps(_data(players=["Ann", "Anne"]))).players == ("Ann", "Anne")


def test_the_history_skips_a_game_of_one_person_against_themselves(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("CLAIM2_DATA_DIR", str(tmp_path))
    (tmp_path / "saves").mkdir()
    path = tmp_path / "saves" / "game-20261201-100000.json"
    path.write_text(json.dumps(_data(players=["Ann", "ann"])), encoding="utf-8")
    assert main(["--lang", "en", "history", "--json"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out)["players"] == {}
    assert "different names" in captured.err


@pytest.mark.parametrize(
    "changes",
    [
        {"version": HUGE},
        {"first_leader": HUGE},
        {"first_leader": -HUGE},
        {"take_backs": HUGE},
        {"players": ["Ann", HUGE]},
        {"actions": [HUGE]},
        {"computer": {"seat": HUGE, "level": "easy"}},
        {"match": {"id": "m", "first_to": 2, "game": HUGE, "tally": [0, 0]}},
        {"match": {"id": "m", "first_to": HUGE, "game": 1, "tally": [0, 0]}},
        {"first_leader": 1e300},
    ],
)
def test_a_long_number_is_cut_short_in_the_message(changes: dict[str, object]) -> None:
    message = record_error(_data(**changes))
    assert not re.search(r"\d{20}", message), message
    assert len(message) < 200


def test_a_long_number_typed_is_cut_short_too(capsys: pytest.CaptureFixture[str]) -> None:
    for arguments in (
        ["play", "--seed", "9" * 5000],
        ["history", "--page", "9" * 300],
        ["history", "--per-page", "-" + "9" * 300],
    ):
        line = usage_error(["--lang", "en", *arguments], capsys)
        assert not re.search(r"\d{20}", line) and len(line) < 400


# Commands that only read ------------------------------------------------------------------------


def _listing(folder: Path) -> list[tuple[str, int]]:
    return sorted(
        (str(path.relative_to(folder)), path.stat().st_mtime_ns)
        for path in folder.rglob("*")
        if not path.is_dir()
    )


@pytest.mark.parametrize(
    "arguments",
    [["--version"], ["rules", "--plain"], ["history"], ["history", "--json"], ["replay"]],
)
def test_commands_that_only_read_never_rename_or_write(
    tmp_path: Path, arguments: list[str]
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "settings.json").write_text('{"language": ["bad"]}', encoding="utf-8")
    record = data / "elsewhere.json"
    record.write_text(dump_record(new_record(("Ann", "Bob"), shuffled_deal(1))), "utf-8")
    if arguments == ["replay"]:
        arguments = ["replay", str(record)]
    before = _listing(data)
    done = subprocess.run(
        [sys.executable, "-m", "claim2", *arguments],
        capture_output=True,
        text=True,
        env={**os.environ, "CLAIM2_DATA_DIR": str(data), "LANGUAGE": "en"},
        check=False,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert "could not be read" in done.stderr and "the defaults are used" in done.stderr
    assert _listing(data) == before  # nothing renamed, nothing written
