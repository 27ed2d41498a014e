"""``claim2 play`` (against the computer at a level, hints), ``claim2 walkthrough`` and
``claim2`` alone, with the app itself replaced (the app's own tests are in tests/app);
their argument errors in one line; a rules page for the terminal; a number that is not
one; an overlong error cut short; an error or Ctrl+C from a command."""

from __future__ import annotations

import pytest

from claim2 import cli
from claim2.tui import launch
from one_line import usage_error

Calls = list[tuple[str, dict[str, object]]]


pytestmark = pytest.mark.usefixtures("clean_environment")  # tests/conftest.py


@pytest.fixture
def launched(monkeypatch: pytest.MonkeyPatch) -> Calls:
    """The app commands, recorded instead of run."""
    calls: Calls = []

    def run_play(**options: object) -> int:
        calls.append(("play", options))
        return 0

    def run_walkthrough() -> int:
        calls.append(("walkthrough", {}))
        return 0

    monkeypatch.setattr(launch, "run_play", run_play)
    monkeypatch.setattr(launch, "run_walkthrough", run_walkthrough)
    return calls


@pytest.mark.parametrize(
    ("arguments", "computer", "hints", "seed"),
    [
        ([], None, False, None),
        (["--hints", "--seed", "4"], None, True, 4),
        (["--vs", "computer"], "normal", False, None),
        (["--vs", "computer", "--level", "strong", "--hints"], "strong", True, None),
        (["--vs", "computer", "--level", "easy", "--seed", "9"], "easy", False, 9),
    ],
)
def test_play_starts_the_app_with_the_opponent_level_and_hints_asked_for(
    launched: Calls, arguments: list[str], computer: str | None, hints: bool, seed: int | None
) -> None:
    assert cli.main(["play", *arguments]) == 0
    assert launched == [
        (
            "play",
            {"seed": seed, "computer": computer, "hints": hints, "names": None, "phones": False},
        )
    ]


@pytest.mark.parametrize(
    ("arguments", "names", "computer"),
    [
        (["--phones"], None, None),
        (["--phones", "--name", "Ann", "--name", "Bob"], ("Ann", "Bob"), None),
        (["--phones", "--vs", "computer"], None, "normal"),
    ],
)
def test_play_on_phones_starts_the_app_on_phones(
    launched: Calls,
    arguments: list[str],
    names: tuple[str, str] | None,
    computer: str | None,
) -> None:
    """``--phones``: each player on their own phone, the laptop shows the table (the couch);
    with ``--name`` twice the game waits at once for the two phones."""
    assert cli.main(["play", *arguments]) == 0
    assert launched == [
        (
            "play",
            {"seed": None, "computer": computer, "hints": False, "names": names, "phones": True},
        )
    ]


def test_the_choice_of_phones_is_remembered_from_the_start_screen(
    launched: Calls, data_folder: object
) -> None:
    from claim2.settings.remembered import Settings, save_settings

    save_settings(Settings(phones=True))
    assert cli.main(["play"]) == 0
    assert cli.main(["play", "--no-phones"]) == 0
    assert [options["phones"] for _play, options in launched] == [True, False]


@pytest.mark.parametrize(
    ("arguments", "said"),
    [
        (["--level", "strong"], "--level goes with --vs computer"),
        (["--vs", "robot"], "invalid choice: 'robot'"),
        (["--vs", "computer", "--level", "hard"], "invalid choice: 'hard'"),
        (["--phones", "--plain"], "--phones goes with the full-screen app, not --plain"),
    ],
)
def test_bad_play_options_are_told_in_one_line_and_start_nothing(
    launched: Calls, arguments: list[str], said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    line = usage_error(["play", *arguments], capsys)
    assert line.startswith("claim2 play: error: ") and said in line
    assert line.endswith("(see 'claim2 play --help')")
    assert not launched


def test_walkthrough_opens_the_lessons(launched: Calls) -> None:
    assert cli.main(["walkthrough"]) == 0
    assert launched == [("walkthrough", {})]


def test_no_command_prints_the_help(launched: Calls, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main([]) == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: claim2") and "walkthrough" in out
    assert not launched


def test_the_rules_for_the_terminal_are_drawn_not_printed_as_markdown(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert cli.main(["rules"]) == 0
    out = capsys.readouterr().out
    assert "Claim 2: the rules" in out and "(R17)" in out
    assert "# Claim 2" not in out and "**(R4)**" not in out  # the Markdown's marks are gone


@pytest.mark.parametrize("page", ["two", "0", "1000001", "9" * 13])
def test_a_page_that_is_not_a_whole_number_in_range_is_refused(
    page: str, capsys: pytest.CaptureFixture[str]
) -> None:
    line = usage_error(["history", "--page", page], capsys)
    assert "must be a whole number from 1 to 1000000" in line


def test_an_overlong_error_is_cut_short(capsys: pytest.CaptureFixture[str]) -> None:
    line = usage_error(["x" * 400], capsys)
    assert "…" in line and len(line) < cli.MAX_MESSAGE + 60
    assert line.endswith("(see 'claim2 --help')")


def test_a_usage_error_from_a_command_is_one_line_and_exit_2(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def refuse(**options: object) -> int:
        raise cli.UsageError("that cannot be played")

    monkeypatch.setattr(launch, "run_play", refuse)
    assert cli.main(["play"]) == cli.EXIT_USAGE
    assert capsys.readouterr().err == "claim2: error: that cannot be played\n"


def test_ctrl_c_in_a_command_exits_with_130(monkeypatch: pytest.MonkeyPatch) -> None:
    def interrupted() -> int:
        raise KeyboardInterrupt

    monkeypatch.setattr(launch, "run_walkthrough", interrupted)
    assert cli.main(["walkthrough"]) == 130
