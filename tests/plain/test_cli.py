"""``claim2 play`` chooses plain lines with ``--plain``, ``ACCESSIBLE=1``, the setting
remembered from the start screen; ``--no-plain`` chooses the app; ``--name`` starts a game
at once in either; the names given are checked in one line."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest

from claim2 import cli
from claim2.plain import launch as plain_launch
from claim2.settings.remembered import load_settings, save_settings
from claim2.storage.data_folder import holding_data_folder
from claim2.tui import launch
from one_line import usage_error

Calls = list[tuple[str, dict[str, object]]]


@pytest.fixture
def launched(monkeypatch: pytest.MonkeyPatch) -> Calls:
    """Both front-ends, recorded instead of run."""
    calls: Calls = []

    def app(**options: object) -> int:
        calls.append(("app", options))
        return 0

    def plain(**options: object) -> int:
        calls.append(("plain", options))
        return 0

    monkeypatch.setattr(launch, "run_play", app)
    monkeypatch.setattr(plain_launch, "run_play", plain)
    return calls


def test_plain_asked_for(launched: Calls) -> None:
    assert cli.main(["play", "--plain", "--vs", "computer", "--level", "easy"]) == 0
    assert launched == [
        (
            "plain",
            {
                "seed": None,
                "computer": "easy",
                "hints": False,
                "names": (),
                "opponent_given": True,
                "level_given": True,
                "verbose": False,
                "resume": False,
                "new": False,
            },
        )
    ]


def test_resume_new_and_verbose_in_plain_lines(
    launched: Calls, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--resume`` or ``--new`` (not both), ``--verbose``: plain lines' own options; the
    app is told in one line that they are not its."""
    assert cli.main(["play", "--plain", "--resume", "--verbose"]) == 0
    assert cli.main(["play", "--plain", "--new", "--vs", "computer", "--name", "Ann"]) == 0
    (_front, first), (_same, second) = launched
    assert (first["resume"], first["new"], first["verbose"]) == (True, False, True)
    assert (second["resume"], second["new"], second["names"]) == (False, True, ("Ann",))
    assert "not allowed with argument --resume" in usage_error(
        ["play", "--plain", "--resume", "--new"], capsys
    )
    for option in ("--resume", "--new", "--verbose"):
        line = usage_error(["--lang", "en", "play", "--no-plain", option], capsys)
        assert line.endswith(f"{option} goes with plain lines (--plain) (see 'claim2 play --help')")
    assert len(launched) == 2


def test_names_start_plain_lines_without_questions(launched: Calls) -> None:
    assert cli.main(["play", "--plain", "--name", " Ann  Lee ", "--name", "Bob", "--hints"]) == 0
    ((front, options),) = launched
    assert front == "plain"
    assert options["names"] == ("Ann Lee", "Bob")
    assert options["computer"] is None and options["hints"] is True


def test_names_alone_start_the_apps_game_at_once(launched: Calls) -> None:
    """``--name`` does not choose the front-end: the app starts the game with them."""
    assert cli.main(["play", "--name", " Ann  Lee ", "--name", "Bob"]) == 0
    assert cli.main(["play", "--vs", "computer", "--level", "easy", "--name", "Ann"]) == 0
    assert launched == [
        ("app", {"seed": None, "computer": None, "hints": False, "names": ("Ann Lee", "Bob"),
                 "phones": False}),
        ("app", {"seed": None, "computer": "easy", "hints": False,
                 "names": ("Ann", "Computer (easy)"), "phones": False}),
    ]  # fmt: skip


@pytest.mark.parametrize("plain", [[], ["--plain"]])
@pytest.mark.parametrize(
    ("arguments", "said"),
    [
        (["--name", "Ann", "--name", "ann"], "Please use two different names."),
        (["--name", "Ann", "--name", "\uff21\uff4e\uff4e"], "Please use two different names."),
        (["--name", "Ann\u202e", "--name", "Bob"], "Please choose another name: it"),
        (["--name", "\u3164", "--name", "Bob"], "not empty or blank"),  # a Hangul filler
        (["--name", "Ann", "--name", "\u2800"], "not empty or blank"),  # a blank braille
        (["--name", "Bob\u3164", "--name", "Ann"], "without invisible characters"),
        (["--name", "\u0410nn", "--name", "Bob"], "must not mix the letters of two scripts"),
        (["--vs", "computer", "--name", "\u3164"], "not empty or blank"),
    ],
)
def test_names_the_app_would_refuse_are_refused_in_one_line(
    launched: Calls,
    plain: list[str],
    arguments: list[str],
    said: str,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Issue 49, case 9: ``--plain`` printed a traceback (exit 1) where the app's path
    said one line (exit 2); and invisible names passed both."""
    line = usage_error(["--lang", "en", "play", *plain, *arguments], capsys)
    assert said in line
    assert not launched


@pytest.mark.parametrize("plain", [[], ["--plain"]])
@pytest.mark.parametrize("command", [["host", "--port", "1"], ["join", "127.0.0.1:1", "ABCD-EFGH"]])
@pytest.mark.parametrize("name", ["\u3164", "\u2800", "Bob\u3164", "\u0410nn"])
def test_the_network_commands_refuse_the_same_names_in_one_line(
    plain: list[str],
    command: list[str],
    name: str,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from claim2.tui import net_launch

    for module in (net_launch, plain_launch):  # nothing is hosted or joined
        monkeypatch.setattr(module, "run_host", lambda *args, **kwargs: 0)
        monkeypatch.setattr(module, "run_join", lambda *args, **kwargs: 0)
    code = cli.main(["--lang", "en", *command[:1], *plain, *command[1:], "--name", name])
    assert code == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.splitlines()) == 1
    assert err.startswith("claim2: error: Please choose another name: it ")


def test_accessible_in_the_environment(launched: Calls, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ACCESSIBLE", "1")
    assert cli.main(["play"]) == 0
    assert cli.main(["play", "--no-plain"]) == 0
    monkeypatch.setenv("ACCESSIBLE", "0")
    assert cli.main(["play"]) == 0
    assert [front for front, _options in launched] == ["plain", "app", "app"]


def test_the_setting_remembered(launched: Calls) -> None:
    with holding_data_folder():
        save_settings(replace(load_settings(), plain=True))
    assert cli.main(["play"]) == 0
    assert cli.main(["play", "--no-plain"]) == 0
    assert [front for front, _options in launched] == ["plain", "app"]


@pytest.mark.parametrize(
    ("arguments", "said"),
    [
        (["--name", "Ann"], "--name goes twice, once for each player"),
        (["--name", "A", "--name", "B", "--name", "C"], "--name goes twice"),
        (["--vs", "computer", "--name", "A", "--name", "B"], "--name goes once with --vs"),
    ],
)
def test_names_in_the_wrong_number(
    launched: Calls, arguments: list[str], said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    line = usage_error(["play", *arguments], capsys)
    assert said in line
    assert not launched


def test_the_lessons_in_plain_lines(launched: Calls, monkeypatch: pytest.MonkeyPatch) -> None:
    def lessons(front: str) -> Callable[[], int]:
        def run() -> int:
            launched.append((front, {}))
            return 0

        return run

    monkeypatch.setattr(plain_launch, "run_walkthrough", lessons("plain lessons"))
    monkeypatch.setattr(launch, "run_walkthrough", lessons("app lessons"))
    assert cli.main(["walkthrough", "--plain"]) == 0
    assert cli.main(["walkthrough"]) == 0
    assert [front for front, _options in launched] == ["plain lessons", "app lessons"]


def test_host_and_join_in_plain_lines(
    launched: Calls, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from claim2.tui import net_launch

    def recorded(front: str) -> Callable[..., int]:
        def run(*arguments: object, **options: object) -> int:
            launched.append((front, {"arguments": arguments, **options}))
            return 0

        return run

    monkeypatch.setattr(plain_launch, "run_host", recorded("plain host"))
    monkeypatch.setattr(plain_launch, "run_join", recorded("plain join"))
    monkeypatch.setattr(net_launch, "run_host", recorded("app host"))
    monkeypatch.setattr(net_launch, "run_join", recorded("app join"))
    assert cli.main(["host", "--plain", "--port", "4000"]) == 0
    assert cli.main(["host", "--plain", "--name", " Ann  Lee "]) == 0  # no questions
    assert cli.main(["host"]) == 0
    assert cli.main(["join", "--plain", "--name", "Bob", "here", "123"]) == 0
    monkeypatch.setenv("ACCESSIBLE", "1")
    assert cli.main(["join", "here", "123"]) == 0
    assert cli.main(["join", "--no-plain", "here", "123"]) == 0
    assert [front for front, _options in launched] == [
        "plain host",
        "plain host",
        "app host",
        "plain join",
        "plain join",
        "app join",
    ]
    assert launched[0][1] == {
        "arguments": (4000, None, None),
        "name": None,
        "web_port": None,
        "verbose": False,
    }
    assert launched[1][1]["name"] == "Ann Lee"
    assert cli.main(["host", "--plain", "--web"]) == 0  # the guest's page works with it too
    assert launched[-1][1]["web_port"] == 7343
    assert cli.main(["host", "--plain", "--verbose"]) == 0
    assert cli.main(["join", "--plain", "--verbose", "here", "123"]) == 0
    assert launched[-2][1]["verbose"] is launched[-1][1]["verbose"] is True
