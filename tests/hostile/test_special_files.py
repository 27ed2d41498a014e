"""A FIFO, device, socket, folder or link where claim2 expects a file: refused at once.

Issue 25, case 4: a FIFO named ``settings.json`` made every command hang (``claim2
--version`` and ``claim2 rules`` too); as ``saves/current.json`` or a game kept aside it
froze the start screen; as ``claim2.lock``, a blank screen for ever. Every file is now
opened without waiting and checked to be a regular file (``safe_files``).
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from claim2.cli import main
from claim2.engine import shuffled_deal
from claim2.game.saves import check_current_save, shelved_games
from claim2.records.record import new_record, save_record
from claim2.settings.remembered import load_settings
from claim2.storage.data_folder import open_data_folder
from claim2.storage.files import take_notices
from claim2.storage.reading import FileProblem, read_text

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")

Maker = Callable[[Path], None]


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _socket(path: Path) -> None:
    """A socket file at ``path``: made in a short folder (a socket's path has a short
    limit, which pytest's folders under xdist pass), then moved there."""
    with tempfile.TemporaryDirectory(dir="/tmp") as short:
        made = Path(short) / "s"
        server = socket.socket(socket.AF_UNIX)
        server.bind(str(made))
        server.close()  # the socket file stays
        os.rename(made, path)


def _folder(path: Path) -> None:
    path.mkdir()


def _device_link(path: Path) -> None:
    path.symlink_to("/dev/zero")


def _fifo_link(path: Path) -> None:
    target = path.with_name(path.name + ".target")
    os.mkfifo(target)
    path.symlink_to(target)


SPECIAL: dict[str, tuple[Maker, str]] = {
    "fifo": (_fifo, "named pipe (FIFO)"),
    "socket": (_socket, "socket"),
    "folder": (_folder, "folder"),
    "device": (_device_link, "device"),
    "link to a fifo": (_fifo_link, "named pipe (FIFO)"),
}


@pytest.fixture(autouse=True)
def _never_hang() -> Iterator[None]:
    """A test that would wait for a FIFO's writer fails after 10 seconds instead."""

    def hung(signum: int, frame: object) -> None:
        raise TimeoutError("claim2 waited on a special file")

    previous = signal.signal(signal.SIGALRM, hung)
    signal.alarm(10)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, previous)


@pytest.mark.parametrize("kind", SPECIAL)
def test_reading_refuses_anything_but_a_regular_file_at_once(data: Path, kind: str) -> None:
    make, words = SPECIAL[kind]
    path = data / "thing.json"
    make(path)
    with pytest.raises(FileProblem) as problem:
        read_text(path)
    assert f"it is a {words}, not a regular file" in str(problem.value)
    assert "\n" not in str(problem.value)


@pytest.mark.parametrize("kind", SPECIAL)
def test_special_settings_are_the_defaults_with_one_note(data: Path, kind: str) -> None:
    make, words = SPECIAL[kind]
    make(data / "settings.json")
    assert load_settings().language is None
    (notice,) = take_notices()
    assert words in notice
    assert (data / "settings.json").is_symlink() or (data / "settings.json").exists()


def test_commands_answer_at_once_with_a_fifo_as_settings(data: Path) -> None:
    os.mkfifo(data / "settings.json")
    for arguments in (["--version"], ["rules", "--plain"], ["history"]):
        done = subprocess.run(
            [sys.executable, "-m", "claim2", *arguments],  # no --lang: settings are read
            capture_output=True,
            text=True,
            env={**os.environ, "CLAIM2_DATA_DIR": str(data), "LANGUAGE": "en"},
            check=False,
            timeout=60,
        )
        assert done.returncode == 0, done.stderr
        assert done.stdout
        (note,) = [line for line in done.stderr.splitlines() if "settings.json" in line]
        assert note.startswith("claim2: note: ") and "named pipe (FIFO)" in note
    assert (data / "settings.json").exists()  # left where it was: commands only read


@pytest.mark.parametrize("kind", ["fifo", "socket", "device"])
def test_a_special_current_save_is_moved_aside_not_waited_for(data: Path, kind: str) -> None:
    make, words = SPECIAL[kind]
    save = data / "saves" / "current.json"
    make(save)
    assert open_data_folder().held
    found = check_current_save(save)
    assert found.record is None
    assert found.problem is not None and words in found.problem
    assert found.moved_to is not None and found.moved_to.name.startswith("current.json.")


@pytest.mark.parametrize("kind", SPECIAL)
def test_a_special_game_kept_aside_is_not_listed(data: Path, kind: str) -> None:
    make, _ = SPECIAL[kind]
    saves = data / "saves"
    make(saves / "unfinished-20260101-100000.json")
    save_record(
        new_record(("Ann", "Bob"), shuffled_deal(1)), saves / "unfinished-20260101-090000.json"
    )
    (listed,) = shelved_games(saves)
    assert listed.path.name == "unfinished-20260101-090000.json"


@pytest.mark.parametrize("kind", SPECIAL)
def test_a_special_lock_file_is_a_clear_problem_not_a_blank_screen(data: Path, kind: str) -> None:
    make, words = SPECIAL[kind]
    make(data / "claim2.lock")
    folder = open_data_folder()
    assert not folder.held and not folder.elsewhere
    assert folder.problem is not None and "claim2.lock" in folder.problem
    assert "link" in folder.problem or words in folder.problem


@pytest.mark.parametrize("kind", SPECIAL)
def test_replay_of_a_special_file_is_one_line_and_exit_2(
    data: Path, kind: str, capsys: pytest.CaptureFixture[str]
) -> None:
    make, words = SPECIAL[kind]
    path = data / "game.json"
    make(path)
    assert main(["--lang", "en", "replay", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1 and words in captured.err


@pytest.mark.parametrize("kind", SPECIAL)
def test_the_history_skips_a_special_file_with_a_note(
    data: Path, kind: str, capsys: pytest.CaptureFixture[str]
) -> None:
    make, _ = SPECIAL[kind]
    make(data / "saves" / "game-20260101-100000.json")
    assert main(["--lang", "en", "history"]) == 0
    err = capsys.readouterr().err
    assert "game-20260101-100000.json" in err and err.startswith("claim2: note: ")
