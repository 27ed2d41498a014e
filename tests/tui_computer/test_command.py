"""claim2 play --vs computer [--level ...]."""

from __future__ import annotations

import pytest

from claim2 import cli
from claim2.ai import LEVELS
from claim2.tui import launch


@pytest.fixture
def launched(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, object]]:
    calls: list[dict[str, object]] = []

    def run_play(**options: object) -> int:
        calls.append(options)
        return 0

    monkeypatch.setattr(launch, "run_play", run_play)
    return calls


@pytest.mark.parametrize(
    ("arguments", "computer"),
    [
        ([], None),
        (["--vs", "computer"], "normal"),
        (["--vs", "computer", "--level", "strong"], "strong"),
        (["--vs", "computer", "--level", "expert"], "expert"),
        (["--vs", "computer", "--level", "easy", "--seed", "4"], "easy"),
    ],
)
def test_play_against_the_computer(
    launched: list[dict[str, object]], arguments: list[str], computer: str | None
) -> None:
    assert cli.main(["--lang", "en", "play", *arguments]) == 0
    [options] = launched
    assert options["computer"] == computer


@pytest.mark.parametrize(
    "arguments",
    [
        ["--level", "strong"],
        ["--vs", "robot"],
        ["--vs", "computer", "--level", "hard"],
        ["--vs", "computer", "--level", "strong-v1"],
    ],
)
def test_bad_options_say_so_in_one_line(
    launched: list[dict[str, object]], arguments: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exited:
        cli.main(["--lang", "en", "play", *arguments])
    assert exited.value.code == 2
    error = capsys.readouterr().err
    assert error.count("\n") == 1 and "error" in error
    assert not launched


def test_the_command_offers_the_levels_of_the_computer() -> None:
    assert tuple(LEVELS) == cli.LEVELS
