"""How the commands run the app (``claim2.tui.launch``), each with an app that stops at once:
``claim2 play`` opens the start screen with the command line's choices, ``claim2
walkthrough`` the lessons; a terminal gone while the app runs stops it with the exit code
for it; an error outside Textual's own handling is a crash told in one line, with a crash
log or without one when none can be written."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from textual.app import App
from textual.pilot import Pilot

import claim2.storage.crash_log
import claim2.tui.terminal_watch
from claim2.sitting.clock import ManualClock
from claim2.sitting.sitting import Sitting
from claim2.tui import launch
from claim2.tui.app import Claim2App
from claim2.tui.screens.start.start import StartScreen
from claim2.tui.terminal_watch import Gone
from claim2.tui.walkthrough.lesson_list import LessonListScreen
from conftest import QuietWatch

from .driving import TRIES, screen_text, settle

AutoPilot = Callable[[Pilot[Any]], Awaitable[None]]


def headless(monkeypatch: pytest.MonkeyPatch, auto_pilot: AutoPilot) -> list[str]:
    """``Claim2App.run`` runs without a terminal, driven by ``auto_pilot``; the screen as
    the pilot left it, once it ran."""
    run = App.run
    seen: list[str] = []

    async def drive(pilot: Pilot[Any]) -> None:
        await auto_pilot(pilot)
        seen.append(screen_text(pilot.app))
        if pilot.app.return_code is None:  # not stopped by the app itself
            pilot.app.exit()

    def run_headless(self: App[Any], **options: Any) -> Any:
        return run(self, headless=True, size=(80, 24), auto_pilot=drive)

    monkeypatch.setattr(Claim2App, "run", run_headless)
    return seen


async def until(pilot: Pilot[Any], done: Callable[[], bool]) -> None:
    for _ in range(TRIES):
        if done():
            return
        await settle(pilot)
    raise AssertionError("never happened")


def test_play_opens_the_start_screen_with_the_command_lines_choices(
    monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]
) -> None:
    async def look(pilot: Pilot[Any]) -> None:
        app = pilot.app
        assert isinstance(app, Claim2App)
        await until(
            pilot, lambda: isinstance(app.screen, StartScreen) and app.sitting.found is not None
        )

    seen = headless(monkeypatch, look)
    assert launch.run_play(seed=3, computer="strong", hints=True) == 0
    (screen,) = seen
    assert "Claim 2 — Against the computer" in screen
    assert "▐●▌ strong" in screen and "▐X▌ Hints" in screen
    assert capfd.readouterr() == ("", "")


def test_walkthrough_opens_the_lessons(
    monkeypatch: pytest.MonkeyPatch, watches: list[QuietWatch]
) -> None:
    """``claim2 walkthrough`` is ``claim2 play``'s app on the lessons, run by ``run_app``
    under a terminal watch of its own: it stops at the end of its input as ``play`` does
    (tests/net/test_end_of_input.py runs ``play`` in a terminal, not this too)."""

    async def look(pilot: Pilot[Any]) -> None:
        assert type(pilot.app) is Claim2App
        await until(pilot, lambda: isinstance(pilot.app.screen, LessonListScreen))

    seen = headless(monkeypatch, look)
    assert launch.run_walkthrough() == 0
    assert len(seen) == 1
    assert len(watches) == 1  # run_app watched its terminal


def test_a_terminal_gone_while_the_app_runs_stops_it_with_its_exit_code(
    monkeypatch: pytest.MonkeyPatch, watches: list[QuietWatch]
) -> None:
    async def hang_up(pilot: Pilot[Any]) -> None:
        app = pilot.app
        assert isinstance(app, Claim2App)
        await until(
            pilot, lambda: isinstance(app.screen, StartScreen) and app.sitting.found is not None
        )
        watches[0].notice(Gone.HANGUP)  # what SIGHUP does
        await until(pilot, lambda: pilot.app.return_code is not None)

    headless(monkeypatch, hang_up)
    app = Claim2App(Sitting(clock=ManualClock()))
    assert launch.run_app(app) == Gone.HANGUP.code
    assert app.return_code == Gone.HANGUP.code


def failing_run(monkeypatch: pytest.MonkeyPatch, before: Callable[[], object]) -> None:
    """``Claim2App.run`` fails before Textual runs anything (after ``before()``)."""

    def run(self: App[Any], **options: Any) -> Any:
        before()
        raise RuntimeError("the terminal could not be set up")

    monkeypatch.setattr(Claim2App, "run", run)


def test_an_error_outside_textual_is_a_crash_told_in_one_line(
    monkeypatch: pytest.MonkeyPatch,
    capfd: pytest.CaptureFixture[str],
    watches: list[QuietWatch],
    data_dir: Path,
) -> None:
    failing_run(monkeypatch, lambda: None)
    assert launch.run_app(Claim2App(Sitting(clock=ManualClock()))) == launch.EXIT_CRASH
    (log,) = data_dir.glob("claim2-crash-*.log")
    assert capfd.readouterr().err == (
        f"claim2: the app stopped on an unexpected error; the details are in {log}\n"
    )
    assert "RuntimeError: the terminal could not be set up" in log.read_text(encoding="utf-8")

    monkeypatch.setattr(claim2.storage.crash_log, "write_crash_log", lambda text: None)
    assert launch.run_app(Claim2App(Sitting(clock=ManualClock()))) == launch.EXIT_CRASH
    assert capfd.readouterr().err == (
        "claim2: the app stopped on an unexpected error (no crash log could be written).\n"
    )


def test_an_error_after_the_terminal_went_is_no_crash(
    monkeypatch: pytest.MonkeyPatch,
    capfd: pytest.CaptureFixture[str],
    watches: list[QuietWatch],
    data_dir: Path,
) -> None:
    failing_run(monkeypatch, lambda: watches[0].notice(Gone.TERMINATED))
    assert launch.run_app(Claim2App(Sitting(clock=ManualClock()))) == Gone.TERMINATED.code
    assert capfd.readouterr().err == ""
    assert not list(data_dir.glob("claim2-crash-*.log"))
