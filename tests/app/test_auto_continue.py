"""Issue 46, case 6: against the computer a trick's result (and phase two's announcement)
goes on by itself after its pause, read from the app's clock; any key but Enter holds it
(and the screen says so); the setting (start screen, palette, settings.json) turns it off;
never between two people."""

from __future__ import annotations

import json
from pathlib import Path

from claim2.game.steps import ScreenKind
from claim2.records.record import GameRecord
from claim2.settings.remembered import load_settings
from claim2.sitting.notes import PHASE_TWO_PAUSE, RESULT_PAUSE
from claim2.tui.app import Claim2App

from .conftest import AppAt
from .driving import Run, answer_key
from .games import first_record, last_state
from .test_palette_and_settings import run_command
from .test_start_screen import focus, line_with

GOES_ON = "Goes on by itself; any key holds it"
HELD = "Held: press Enter to go on"


def ends_a_trick(computer: str | None, *, phase: int = 1, trick: int | None = None) -> GameRecord:
    """The person (seat 0) is about to play the last card of a trick of ``phase``."""

    def where(record: GameRecord) -> bool:
        state = last_state(record)
        return (
            state.phase == phase
            and (trick is None or state.trick == trick)
            and state.to_move == 0
            and len(state.played) == 1
            and state.seer is None
        )

    return first_record(where, computer=computer)


async def to_the_result(run: Run) -> None:
    """The person's last card of the trick: its result on the screen."""
    await run.after_quiet("enter")
    assert run.kind() is ScreenKind.TRICK_RESULT


async def test_a_tricks_result_goes_on_by_itself_after_its_pause(app_at: AppAt) -> None:
    async with app_at(ends_a_trick("easy")) as run:
        await to_the_result(run)
        assert run.scene.pause == RESULT_PAUSE
        assert run.shows(GOES_ON)
        run.clock.advance(RESULT_PAUSE - 0.1)
        await run.settle()
        assert run.kind() is ScreenKind.TRICK_RESULT  # not yet
        run.clock.advance(0.2)
        await run.settle()
        await run.pass_the_computer()
        assert run.kind() in (ScreenKind.TURN, ScreenKind.SEER)


async def test_any_key_but_enter_holds_it_until_enter(app_at: AppAt) -> None:
    async with app_at(ends_a_trick("easy")) as run:
        await to_the_result(run)
        await run.after_quiet("down")  # scrolling to read: held
        assert run.scene.held and run.scene.pause is None
        assert run.shows(HELD) and not run.shows(GOES_ON)
        run.clock.advance(60)
        await run.settle()
        assert run.kind() is ScreenKind.TRICK_RESULT  # held
        await run.after_quiet("enter")
        assert run.kind() is not ScreenKind.TRICK_RESULT


async def test_enter_goes_on_at_once(app_at: AppAt) -> None:
    async with app_at(ends_a_trick("easy")) as run:
        await to_the_result(run)
        await run.after_quiet("enter")
        assert run.kind() is not ScreenKind.TRICK_RESULT


async def test_a_key_on_the_log_holds_it_while_the_log_is_read(app_at: AppAt) -> None:
    async with app_at(ends_a_trick("easy")) as run:
        await to_the_result(run)
        await run.after_quiet("l")
        await run.wait_until(lambda: not run.on_game, "the log")
        run.clock.advance(60)
        await run.settle()
        assert run.kind() is ScreenKind.TRICK_RESULT and run.scene.held


async def test_phase_two_waits_longer(app_at: AppAt) -> None:
    async with app_at(ends_a_trick("easy", trick=13)) as run:
        await run.after_quiet("enter")  # the last card of phase one
        assert run.kind() is ScreenKind.PHASE_TWO  # with the last trick's result
        assert run.scene.pause == PHASE_TWO_PAUSE and run.shows(GOES_ON)
        run.clock.advance(PHASE_TWO_PAUSE - 0.1)
        await run.settle()
        assert run.kind() is ScreenKind.PHASE_TWO
        run.clock.advance(0.2)
        await run.settle()
        assert run.kind() is not ScreenKind.PHASE_TWO


async def test_the_setting_off_waits_for_enter(app_at: AppAt, data_dir: Path) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "settings.json").write_text(json.dumps({"auto_continue": False}))
    async with app_at(ends_a_trick("easy")) as run:
        await to_the_result(run)
        assert run.scene.pause is None and not run.shows(GOES_ON)
        run.clock.advance(60)
        await run.settle()
        assert run.kind() is ScreenKind.TRICK_RESULT


async def test_between_two_people_never(app_at: AppAt) -> None:
    async with app_at(ends_a_trick(None)) as run:
        await run.after_quiet("enter")  # the last card of the trick
        for _ in range(3):  # the result, then the hand-off (whatever comes): none goes on
            assert run.scene.pause is None and not run.shows(GOES_ON)
            kind, shown = run.kind(), run.scene.shown
            run.clock.advance(60)
            await run.settle()
            assert run.kind() is kind and run.scene.shown == shown
            if kind is ScreenKind.TURN:
                break
            await run.after_quiet(answer_key(kind))


async def test_the_palette_switches_it_from_the_scene_on_the_screen(app_at: AppAt) -> None:
    async with app_at(ends_a_trick("easy")) as run:
        await to_the_result(run)
        run.clock.advance(0.5)  # a quiet spell: the scene takes keys
        await run.settle()
        await run_command(run, "by itself", "Go on by itself after a trick: on")
        assert not load_settings().auto_continue
        await run.wait_until(lambda: run.says("A trick's result now waits for Enter."))
        assert run.scene.pause is None  # held by Ctrl+P, and now off
        run.clock.advance(60)
        await run.settle()
        assert run.kind() is ScreenKind.TRICK_RESULT
        await run.clear_notes()
        await run_command(run, "by itself", "Go on by itself after a trick: off")
        assert load_settings().auto_continue
        await run.after_quiet("enter")
        await run.pass_the_computer()
        await run.after_quiet("enter")  # the next trick's last card, and its result
        if run.kind() is ScreenKind.TRICK_RESULT:
            assert run.scene.pause == RESULT_PAUSE


async def test_the_start_screen_check_box_is_remembered(app_at: AppAt) -> None:
    async with app_at() as run:
        assert not run.shows("Go on by itself after a trick")  # two players: no box
        await focus(run, "#opponent")
        await run.press("right")
        assert "▐X▌ Go on by itself after a trick" in line_with(run, "Hints")
        await focus(run, "#auto-continue")
        await run.press("space")
        assert not load_settings().auto_continue
        assert "▐ ▌ Go on by itself after a trick" in line_with(run, "Hints")
        app = run.app
        assert isinstance(app, Claim2App) and app.sitting.auto_continue is False
