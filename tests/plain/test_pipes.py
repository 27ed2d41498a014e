"""``claim2 play --plain`` through a pipe, as a script or a screen reader's terminal runs
it (a handful of real processes: the rest is proven in-process): a whole game against the
computer fed by ``yes 1``, in at most 1,500 words, its end saying who won first; two people
chosen by ``ACCESSIBLE=1``; a game in Dutch whose input ends mid-question, resumed by
``claim2 play --plain --resume``; Ctrl+C (exit code 130); a game over the network with
``yes 1`` on both sides. Each output is lines only; each record replays, finished. And the
plain front-end loads no Textual."""

from __future__ import annotations

import os
import re
import select
import signal
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from claim2.text.i18n import LOCALE_VARIABLES

from .lines import clean, kept_games, replays_finished

ONES = "1\n" * 400
CLAIM2 = (sys.executable, "-m", "claim2")
WORDS = 1500  # issue 53: a whole game against the computer
VERDICT = re.compile(r"^(You win|.+ wins)(, \d votes? to \d\.| on cards)|^A draw: ")


def endless() -> subprocess.Popen[bytes]:
    """``yes 1``: an input that never ends (read only as the game asks)."""
    return subprocess.Popen(["yes", "1"], stdout=subprocess.PIPE)


def claim2(
    arguments: list[str], answers: str | None, folder: Path, **environment: str
) -> tuple[int, str]:
    """``claim2 arguments`` with ``answers`` on its input (None: ``yes 1``): its exit code
    and its output (bytes checked: lines only)."""
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in LOCALE_VARIABLES and key != "ACCESSIBLE"
    }
    env.update(CLAIM2_DATA_DIR=str(folder), PYTHONIOENCODING="utf-8", **environment)
    yes = endless() if answers is None else None
    try:
        done = subprocess.run(
            [sys.executable, "-m", "claim2", *arguments],
            input=None if answers is None else answers.encode(),
            stdin=None if yes is None else yes.stdout,
            capture_output=True,
            env=env,
            timeout=120,
            check=False,
        )
    finally:
        if yes is not None:
            yes.kill()
            yes.wait()
    assert done.stderr == b""
    assert b"\x1b" not in done.stdout
    text = done.stdout.decode("utf-8")
    clean(text)
    return done.returncode, text


def test_a_whole_game_against_the_computer_fed_by_yes_1(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, text = claim2(
        ["play", "--plain", "--vs", "computer", "--name", "Ann", "--seed", "3"], None, data_dir
    )
    assert code == 0
    assert len(text.split()) <= WORDS
    lines = text.splitlines()
    end = next(index for index, line in enumerate(lines) if VERDICT.match(line))
    assert lines[end - 1] == "The Gnomes in front of the computer join their score pile."
    assert lines[-1] == "What now: 1 Quit, 2 Play again, 3 New game."
    (kept,) = kept_games(data_dir)
    assert replays_finished(kept, capsys)


def test_two_players_chosen_by_accessible(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, text = claim2(
        ["play", "--name", "Ann", "--name", "Bob", "--seed", "5"], ONES, data_dir, ACCESSIBLE="1"
    )
    assert code == 0
    assert "Bob, look away; Ann, press Enter." in text
    (kept,) = kept_games(data_dir)
    assert replays_finished(kept, capsys)


def test_dutch_input_ends_mid_question_and_resume_plays_it_on(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, text = claim2(
        # seeded: the tenth answer is asked for a card (unseeded, a Seer choice came there
        # now and then, and the question was another)
        ["--lang", "nl", "play", "--plain", "--vs", "computer", "--name", "Ann", "--seed", "1"],
        "1\n" * 10,
        data_dir,
    )
    assert code == 0
    assert text.splitlines()[-2].startswith("Speel een kaart: ")  # the input ended here
    assert text.splitlines()[-1] == (
        "Het spel is bewaard: met 'claim2 play --plain' speel je verder."
    )
    current = data_dir / "saves" / "current.json"
    code, text = claim2(["play", "--plain", "--resume"], None, data_dir, LANGUAGE="nl")
    assert code == 0
    assert text.splitlines()[1].startswith(
        "Het onafgemaakte spel van Ann en Computer (normaal) (Fase 1; slag "
    )
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
    answers = "1\n\n1\n\ngn1\n\n\nquit\n"  # lesson 1; Troll 1, the only 1; Gnome 1
    code, text = claim2(["walkthrough", "--plain"], answers, data_dir)
    assert code == 0
    assert "Lesson 1 is done." in text.splitlines()
    assert text.splitlines()[-1].startswith("Choose a lesson: 1 A trick: follow the faction")


def test_ctrl_c_says_where_the_game_is_saved(data_dir: Path) -> None:
    """SIGINT (Ctrl+C) mid-question: exit code 130, the game saved, the last line says so."""
    env = {key: value for key, value in os.environ.items() if key not in LOCALE_VARIABLES}
    env.update(CLAIM2_DATA_DIR=str(data_dir), PYTHONIOENCODING="utf-8", LANGUAGE="en")
    # Ctrl+C reaches the game as at a terminal however the tests were started: a shell's
    # background job ignores SIGINT, and a process started from it would inherit that
    ignored = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        game = subprocess.Popen(
            [*CLAIM2, "play", "--plain", "--vs", "computer", "--name", "Ann", "--verbose"],
            stdin=subprocess.PIPE,  # open, silent: the game waits at its first question
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=env,
        )
    finally:
        signal.signal(signal.SIGINT, ignored)
    assert game.stdout is not None
    try:
        said = b""
        while b"Play a card: " not in said:
            ready, _, _ = select.select([game.stdout], [], [], 60)  # only a failure waits
            chunk = os.read(game.stdout.fileno(), 4096) if ready else b""
            assert chunk, said
            said += chunk
        game.send_signal(signal.SIGINT)
        rest, errors = game.communicate(timeout=60)
    finally:
        if game.poll() is None:
            game.kill()
    current = data_dir / "saves" / "current.json"
    assert (game.returncode, errors) == (130, b"")
    assert (said + rest).decode().splitlines()[-1] == (
        f"The game is saved as {current}: 'claim2 play --plain' resumes it."
    )


def test_a_game_over_the_network_with_yes_1_on_both_sides(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``yes 1 | claim2 host --plain --name Ann`` and ``yes 1 | claim2 join --plain`` (in
    Dutch): the host says how to join, the guest joins, the game is played to its end on
    both sides (each in at most 1,500 words, the end saying who won first), both exit 0 and
    the host keeps the game."""
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in LOCALE_VARIABLES and key != "ACCESSIBLE"
    }
    env.update(PYTHONIOENCODING="utf-8")
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = str(probe.getsockname()[1])
    arguments = ["host", "--plain", "--name", "Ann", "--bind", "127.0.0.1", "--port", port]
    said: list[bytes] = []
    yes = [endless(), endless()]
    host = subprocess.Popen(
        [*CLAIM2, "--lang", "en", *arguments, "--seed", "4"],
        stdin=yes[0].stdout,
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
        address, code = said[-1].decode().split()[-2:]
        guest = subprocess.run(
            [*CLAIM2, "--lang", "nl", "join", "--plain", "--name", "Bob", address, code],
            stdin=yes[1].stdout,
            capture_output=True,
            env={**env, "CLAIM2_DATA_DIR": str(data_dir / "guest")},
            timeout=120,
            check=False,
        )
        host_rest, host_errors = host.communicate(timeout=60)
    except AssertionError as error:
        host.kill()
        raise AssertionError(f"{error}; {host.communicate()[1]!r}") from None
    finally:
        for process in yes:
            process.kill()
            process.wait()
    assert (host.returncode, host_errors, guest.returncode, guest.stderr) == (0, b"", 0, b"")
    for output in (b"".join(said) + host_rest, guest.stdout):
        assert b"\x1b" not in output
        clean(output.decode("utf-8"))
    hosted, joined = (b"".join(said) + host_rest).decode(), guest.stdout.decode()
    assert "Bob has joined." in hosted.splitlines()
    assert any(VERDICT.match(line) for line in hosted.splitlines())
    assert "Je doet mee. Wachten tot Ann het spel begint…" in joined.splitlines()
    assert any(re.match(r"(Jij wint|Ann wint) met \d stem", line) for line in joined.splitlines())
    assert len(hosted.split()) <= WORDS and len(joined.split()) <= WORDS
    (kept,) = kept_games(data_dir)
    assert replays_finished(kept, capsys)
