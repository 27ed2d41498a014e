"""claim2 play --vs computer [--level ...]."""

from __future__ import annotations

import pytest

from claim2 import cli
from claim2.ai import LEVELS
from claim2.tui import launch
from tui.driver import top


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
    assert "'claim2 play --help'" in error  # the help that explains these options
    assert not launched


def test_the_command_offers_the_levels_of_the_computer() -> None:
    assert tuple(LEVELS) == tuple(cli.LEVELS)


@pytest.mark.parametrize(
    ("arguments", "computer", "level", "hints"),
    [
        ([], False, None, False),
        (["--hints"], False, None, True),
        (["--vs", "computer"], True, "normal", False),
        (["--vs", "computer", "--level", "strong"], True, "strong", False),
        (["--vs", "computer", "--level", "easy", "--hints"], True, "easy", True),
    ],
)
def test_the_start_screen_shows_the_command_line_choices(
    monkeypatch: pytest.MonkeyPatch,
    arguments: list[str],
    computer: bool,
    level: str | None,
    hints: bool,
) -> None:
    """The real ``claim2 play`` path (``App.run``, not ``run_test``, whose start-up order
    differs): the start screen's widgets hold what the command line asked for."""
    from textual.pilot import Pilot
    from textual.widgets import Checkbox, RadioSet

    from claim2.tui.app import Claim2App

    seen: dict[str, object] = {}
    run = Claim2App.run

    async def read_the_start_screen(pilot: Pilot[object]) -> None:
        app = pilot.app
        assert isinstance(app, Claim2App)
        while not app.save_checked:
            await pilot.pause()
        await pilot.pause()
        screen = top(app)
        opponent = screen.query_one("#opponent", RadioSet)
        pressed_level = screen.query_one("#level", RadioSet).pressed_button
        seen["opponent"] = opponent.pressed_button.id if opponent.pressed_button else None
        seen["level"] = pressed_level.id if pressed_level else None
        seen["level shown"] = screen.query_one("#level-row").display
        seen["hints"] = screen.query_one("#hints", Checkbox).value
        seen["options"] = screen.query_one("#game-choice").options  # type: ignore[attr-defined]
        app.exit()

    def headless_run(app: Claim2App, **_: object) -> None:
        run(app, headless=True, size=(80, 24), auto_pilot=read_the_start_screen)

    monkeypatch.setattr(Claim2App, "run", headless_run)
    assert cli.main(["--lang", "en", "play", *arguments]) == 0
    assert seen["opponent"] == ("vs-computer" if computer else "vs-person")
    assert seen["level shown"] is computer
    if level is not None:
        assert seen["level"] == f"level-{level}"
    assert seen["hints"] is hints
    options = seen["options"]
    assert getattr(options, "computer", "missing") == level
    assert getattr(options, "hints", None) is hints


def test_the_arrow_keys_choose_the_opponent_and_the_level() -> None:
    """On the start screen the arrows choose at once (no Space needed), both ways."""
    import asyncio

    from textual.widgets import RadioSet

    from claim2.tui.app import Claim2App

    from .helpers import until

    async def choose() -> list[object]:
        app = Claim2App(seed=7)
        seen: list[object] = []
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: app.save_checked)
            choice = top(app).query_one("#game-choice")
            top(app).query_one("#opponent").focus()
            await pilot.press("right")
            seen.append(choice.options.computer)  # type: ignore[attr-defined]
            top(app).query_one("#level", RadioSet).focus()
            await pilot.press("right")
            seen.append(choice.options.computer)  # type: ignore[attr-defined]
            await pilot.press("left", "left")
            seen.append(choice.options.computer)  # type: ignore[attr-defined]
            top(app).query_one("#opponent").focus()
            await pilot.press("left")
            seen.append(choice.options.computer)  # type: ignore[attr-defined]
        return seen

    assert asyncio.run(choose()) == ["normal", "strong", "easy", None]
