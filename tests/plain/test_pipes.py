"""``claim2 play --plain`` through a pipe, as a script or a screen reader's terminal runs
it: a whole game against the computer answering "1" to every question, two people chosen
by ``ACCESSIBLE=1``, and a game in Dutch whose input ends mid-game, resumed by the next
``claim2 play --plain``. Each output is lines only; each record replays, finished. And the
plain front-end loads no Textual."""

from __future__ import annotations

import os
import select
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from claim2.text.i18n import LOCALE_VARIABLES

from .lines import clean, kept_games, replays_finished

ONES = "1\n" * 400
CLAIM2 = (sys.executable, "-m", "claim2")


def claim2(arguments: list[str], answers: str, folder: Path, **environment: str) -> tuple[int, str]:
    """``claim2 arguments`` with ``answers`` on its input: its exit code and its output
    (bytes checked: lines only)."""
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in LOCALE_VARIABLES and key != "ACCESSIBLE"
    }
    env.update(CLAIM2_DATA_DIR=str(folder), PYTHONIOENCODING="utf-8", **environment)
    done = subprocess.run(
        [sys.executable, "-m", "claim2", *arguments],
        input=answers.encode(),
        capture_output=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert done.stderr == b""
    assert b"\x1b" not in done.stdout
    text = done.stdout.decode("utf-8")
    clean(text)
    return done.returncode, text


def test_a_whole_game_against_the_computer_through_a_pipe(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, text = claim2(
        ["play", "--plain", "--vs", "computer", "--name", "Ann", "--seed", "3"], ONES, data_dir
    )
    assert code == 0
    assert "Game over." in text.splitlines()
    (kept,) = kept_games(data_dir)
    assert replays_finished(kept, capsys)


def test_two_players_chosen_by_accessible(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, text = claim2(
        ["play", "--name", "Ann", "--name", "Bob", "--seed", "5"], ONES, data_dir, ACCESSIBLE="1"
    )
    assert code == 0
    assert "Ann, press Enter when only you can see the screen." in text
    (kept,) = kept_games(data_dir)
    assert replays_finished(kept, capsys)


def test_dutch_input_ends_mid_game_and_the_game_is_resumed(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, text = claim2(
        ["--lang", "nl", "play", "--plain", "--vs", "computer", "--name", "Ann"],
        "1\n" * 25,
        data_dir,
    )
    assert code == 0
    current = data_dir / "saves" / "current.json"
    assert text.splitlines()[-1] == (
        f"Het spel is bewaard als {current}: met 'claim2 play --plain' speel je verder."
    )
    code, text = claim2(["play", "--plain"], ONES, data_dir, LANGUAGE="nl")
    assert code == 0
    assert text.splitlines()[1].startswith("Onafgemaakt spel: Ann en Computer (normaal)")
    assert not current.exists()
    (kept,) = kept_games(data_dir)
    assert replays_finished(kept, capsys)


def test_the_plain_front_end_loads_no_textual() -> None:
    script = (
        "import pkgutil, importlib, sys, claim2.plain, claim2.cli\n"
        "for found in pkgutil.walk_packages(claim2.plain.__path__, 'claim2.plain.'):\n"
        "    importlib.import_module(found.name)\n"
        "print(sorted(m for m in sys.modules if m.partition('.')[0] == 'textual'))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=True
    )
    assert done.stdout.strip() == "[]"


def test_a_lesson_through_a_pipe(data_dir: Path) -> None:
    code, text = claim2(["walkthrough", "--plain"], "1\n\n1\n\n1\n\n\nquit\n", data_dir)
    assert code == 0
    assert "Lesson 1 is done." in text.splitlines()
    assert text.splitlines()[-1].startswith("Choose a lesson: 1 A trick: follow the faction")


def test_a_game_over_the_network_both_sides_through_pipes(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``claim2 host --plain --name Ann`` and ``claim2 join --plain`` (in Dutch), each
    answering "1" to everything: the host says how to join, the guest joins, the game is
    played to its end on both sides and kept by the host."""
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in LOCALE_VARIABLES and key != "ACCESSIBLE"
    }
    env.update(PYTHONIOENCODING="utf-8")
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = str(probe.getsockname()[1])
    answers = data_dir / "answers.txt"
    answers.write_text(ONES)
    arguments = ["host", "--plain", "--name", "Ann", "--bind", "127.0.0.1", "--port", port]
    said: list[bytes] = []
    with answers.open("rb") as source:
        host = subprocess.Popen(
            [*CLAIM2, "--lang", "en", *arguments, "--seed", "4"],
            stdin=source,
            stdout=subprocess.PIPE,
            bufsize=0,  # no line read ahead, out of sight of select
            stderr=subprocess.PIPE,
            env={**env, "CLAIM2_DATA_DIR": str(data_dir)},
        )
    assert host.stdout is not None
    try:
        while not said or not said[-1].startswith(b"The other player joins with: "):
            ready, _, _ = select.select([host.stdout], [], [], 60)  # only a failure waits
            line = host.stdout.readline() if ready else b""
            assert line, f"the host did not say how to join: {b''.join(said)!r}"
            said.append(line)
    except AssertionError as error:
        host.kill()
        raise AssertionError(f"{error}; {host.communicate()[1]!r}") from None
    address, code = said[-1].decode().split()[-2:]
    guest = subprocess.run(
        [*CLAIM2, "--lang", "nl", "join", "--plain", "--name", "Bob", address, code],
        input=ONES.encode(),
        capture_output=True,
        env={**env, "CLAIM2_DATA_DIR": str(data_dir / "guest")},
        timeout=120,
        check=False,
    )
    host_rest, host_errors = host.communicate(timeout=60)
    assert (host.returncode, host_errors, guest.returncode, guest.stderr) == (0, b"", 0, b"")
    for output in (b"".join(said) + host_rest, guest.stdout):
        assert b"\x1b" not in output
        clean(output.decode("utf-8"))
    hosted, joined = (b"".join(said) + host_rest).decode(), guest.stdout.decode()
    assert "Bob has joined." in hosted.splitlines()
    assert "Game over." in hosted.splitlines()
    assert "Je doet mee. Wachten tot Ann het spel begint…" in joined.splitlines()
    assert "Einde van het spel." in joined.splitlines()
    (kept,) = kept_games(data_dir)
    assert replays_finished(kept, capsys)
