"""Every file claim2 reads survives hostile content, and commands answer in one printable line.

Records, saves, options, settings and walkthrough progress: too large,
nested too deeply, duplicate keys, markup and escape sequences in keys and
values. None stops a command; a bad settings file is moved aside with a
notice; ``claim2 replay`` answers with one escaped line and exit code 2.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from claim2.cli import main
from claim2.engine import shuffled_deal
from claim2.game.saves import check_current_save
from claim2.records.record import (
    RecordError,
    dump_record,
    load_record,
    new_record,
    parse_record,
    save_record,
)
from claim2.settings.legacy_options import check_options, options_path
from claim2.settings.remembered import load_settings, save_settings
from claim2.storage.files import take_notices
from claim2.walkthrough import load_progress
from old_saves import version_1

from .strategies import ESCAPES, hostile_or_long, hostile_text, nested

POISON = {
    "nested": nested(30_000),  # under the 64 kB of a settings file
    "nested object": '{"a": ' * 9_000 + "1" + "}" * 9_000,
    "duplicate keys": '{"language": "en", "language": "nl"}',
    "too large": " " * 2_000_000,
    "not UTF-8": "\udcff",
    "wrong types": '{"language": ["[/]"], "theme": {"a": 1}}',
    "not an object": '["language", "nl"]',
    "a folder": "",  # made a folder below
}


@pytest.fixture(autouse=True)
def _made_in_the_c_locale(data_folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The test's own data folder, made (tests/conftest.py), and the C locale."""
    monkeypatch.setenv("LANG", "C")


def _poison(path: Path, content: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content.encode("utf-8", errors="surrogateescape"))


def _record_data() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(dump_record(new_record(("Ann", "Bob"), shuffled_deal(3))))
    return data


# Settings: never stop a command ----------------------------------------------------------------


@pytest.mark.parametrize("content", POISON.values(), ids=POISON.keys())
def test_poisoned_settings_are_left_alone_when_read_and_kept_aside_when_saved(
    data_dir: Path, content: str
) -> None:
    """Reading never renames (issue 25): a notice, the defaults; the next save keeps the
    bad file aside under a new name (never written over) before it writes its own."""
    if content:
        _poison(data_dir / "settings.json", content)
    else:
        (data_dir / "settings.json" / "inside").mkdir(parents=True)
    before = sorted(path.name for path in data_dir.iterdir())
    assert load_settings().language is None
    assert sorted(path.name for path in data_dir.iterdir()) == before
    notices = take_notices()
    assert len(notices) == 1
    assert "settings.json" in notices[0] and "the defaults are used" in notices[0]
    save_settings(replace(load_settings(), language="nl"))
    kept = list(data_dir.glob("settings.json.unreadable-*"))
    assert len(kept) == 1
    notices = take_notices()
    assert len(notices) == 1 and str(kept[0].name) in notices[0]
    assert load_settings().language == "nl"


def test_settings_come_from_the_file_alone(data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Not from the environment: LANGUAGE is gettext's, THEME and PLAYERS anyone's."""
    (data_dir / "settings.json").write_text('{"theme": "dark", "Language": "nl"}', "utf-8")
    for variable in ("LANGUAGE", "language", "THEME", "theme"):
        monkeypatch.setenv(variable, "nl")
    monkeypatch.setenv("PLAYERS", '["Eve"]')
    (data_dir / ".env").write_text("language=nl\n", "utf-8")
    monkeypatch.chdir(data_dir)
    settings = load_settings()
    assert (settings.language, settings.theme, settings.players) == (None, "dark", ())
    assert take_notices() == []


@pytest.mark.parametrize("argv", [["--version"], ["--help"], ["rules", "--plain"]])
def test_every_command_runs_with_poisoned_settings(
    data_dir: Path, argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    _poison(data_dir / "settings.json", POISON["nested"])
    try:
        main(argv)
    except SystemExit as done:
        assert done.code in (0, None)  # noqa: PT017 (exiting is allowed, not required)
    out, err = capsys.readouterr()
    assert out
    assert err.startswith("claim2: note: ")
    assert len(err.splitlines()) == 1
    assert "could not be read (not valid JSON: it is nested too deeply)" in err


def test_the_installed_command_runs_with_poisoned_settings(data_dir: Path) -> None:
    _poison(data_dir / "settings.json", POISON["nested"])
    environment = {**os.environ, "CLAIM2_DATA_DIR": str(data_dir)}

    def version() -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "claim2.cli", "--version"],
            capture_output=True,
            text=True,
            env=environment,
            check=False,
            timeout=60,
        )

    done = version()
    assert done.returncode == 0
    assert done.stdout.startswith("claim2 ")
    assert "Traceback" not in done.stderr
    assert done.stderr.startswith("claim2: note: ")
    again = version()
    assert again.returncode == 0
    assert again.stderr == done.stderr  # only read: the file is where it was (issue 25)
    assert sorted(path.name for path in data_dir.iterdir()) == ["settings.json"]


def test_settings_in_an_unusable_data_folder_are_the_defaults(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "file").write_text("", encoding="utf-8")
    monkeypatch.setenv("CLAIM2_DATA_DIR", str(tmp_path / "file" / "data"))
    assert load_settings().language is None
    assert main(["rules", "--plain"]) == 0


# Options and progress ------------------------------------------------------------------------


@pytest.mark.parametrize("content", POISON.values(), ids=POISON.keys())
def test_poisoned_options_are_moved_aside(data_dir: Path, content: str) -> None:
    save = data_dir / "saves" / "current.json"  # an old save (version 1): options beside it
    save_record(version_1(new_record(("Ann", "Bob"), shuffled_deal(2))), save)
    _poison(options_path(save), content)
    check = check_options(load_record(save), save)
    assert check.problem is not None and check.moved_to is not None
    assert "\n" not in check.problem and check.problem.isprintable()
    assert not options_path(save).exists()


@pytest.mark.parametrize("content", POISON.values(), ids=POISON.keys())
def test_poisoned_progress_is_moved_aside(data_dir: Path, content: str) -> None:
    _poison(data_dir / "walkthrough.json", content)
    progress = load_progress()
    assert progress.done == frozenset() and progress.moved_aside is not None


@pytest.mark.parametrize("content", POISON.values(), ids=POISON.keys())
def test_a_poisoned_save_is_moved_aside(data_dir: Path, content: str) -> None:
    save = data_dir / "saves" / "current.json"
    _poison(save, content)
    found = check_current_save(save)
    assert found.record is None and found.moved_to is not None
    assert found.problem is not None and found.problem.isprintable()


# Records: any content, one printable line ---------------------------------------------------


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    where=st.sampled_from(["top", "deal", "players", "actions", "hand", "first_leader"]),
    key=hostile_or_long,
    value=hostile_or_long | st.integers() | st.lists(hostile_text, max_size=3),
)
def test_any_hostile_record_gives_one_printable_line(where: str, key: str, value: object) -> None:
    data = _record_data()
    if where == "top":
        data[key] = value
    elif where == "deal":
        data["deal"][key] = value
    elif where == "players":
        data["players"][1] = value
    elif where == "actions":
        data["actions"] = [value]
    elif where == "hand":
        data["deal"]["hands"][0][3] = value
    else:
        data["first_leader"] = value
    try:
        parse_record(json.dumps(data))
    except RecordError as error:
        message = str(error)
        assert message.isprintable(), message
        assert len(message) < 400


@pytest.mark.parametrize("name", ["Ann\u202e", "\u200b\u200b", "x" * 40, "Eve\x1b]0;t\x07"])
def test_a_record_with_a_spoofing_name_is_refused(name: str) -> None:
    data = _record_data()
    data["players"][0] = name
    with pytest.raises(RecordError, match=r"players\[0\]"):
        parse_record(json.dumps(data))


def test_duplicate_keys_in_a_record_are_refused() -> None:
    text = dump_record(new_record(("Ann", "Bob"), shuffled_deal(3)))
    text = text.replace('"first_leader"', '"players": ["Eve", "Mallory"],\n  "first_leader"')
    with pytest.raises(RecordError, match="the key 'players' appears twice"):
        parse_record(text)


# claim2 replay -------------------------------------------------------------------------------


def _replay(*argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "claim2.cli", "--lang", "en", "replay", *argv],
        capture_output=True,
        text=True,
        check=False,
        timeout=30,  # the point: the answer comes at once, not after minutes
    )


def _one_error_line(done: subprocess.CompletedProcess[str]) -> str:
    assert done.returncode == 2
    assert done.stdout == ""
    assert len(done.stderr.splitlines()) == 1
    assert done.stderr.startswith("claim2: error: ")
    assert "\x1b" not in done.stderr and "\x07" not in done.stderr
    return done.stderr


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_replay_dev_zero_answers_at_once() -> None:
    assert "it is a device, not a regular file" in _one_error_line(_replay("/dev/zero"))


def test_replay_of_a_huge_file_answers_at_once(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as file:
        file.truncate(200_000_000)
    assert "larger than 1 MB" in _one_error_line(_replay(str(path)))


def test_replay_of_a_record_with_a_huge_name_answers_at_once(tmp_path: Path) -> None:
    data = _record_data()
    data["players"][0] = "A" * 900_000
    path = tmp_path / "long-name.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert "players[0]" in _one_error_line(_replay(str(path)))


@pytest.mark.parametrize("sequence", ESCAPES)
def test_replay_never_sends_escape_sequences_to_the_terminal(tmp_path: Path, sequence: str) -> None:
    data = _record_data()
    data[f"evil{sequence}key"] = 1
    path = tmp_path / "evil.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    err = _one_error_line(_replay(str(path)))
    assert "unknown field 'evil" in err
    assert sequence not in err


def test_replay_file_name_with_escapes_is_quoted(tmp_path: Path) -> None:
    err = _one_error_line(_replay(str(tmp_path / "\x1b]0;pwned\x07.json")))
    assert "\\x1b]0;pwned\\x07" in err


def test_load_record_refuses_nested_and_large_files(tmp_path: Path) -> None:
    path = tmp_path / "deep.json"
    path.write_text(nested(500_000), encoding="utf-8")
    with pytest.raises(RecordError, match="nested too deeply"):
        load_record(path)
