"""Issue 46, case 6, through the app: against the computer a trick's result goes on by
itself after its pause, read from the app's clock; any key but Enter holds it, on the game
screen or another over it (and the screen says so); the setting is switched by the start
screen and the palette. What goes on by itself and for how long (phase two's announcement
longer), the setting off and two people at the screen (nothing does), Enter, a key holding
it and the setting switched during a result are the application layer's, proved there
(tests/sitting/test_auto_continue.py)."""

from __future__ import annotations

from claim2.game.steps import ScreenKind
from claim2.records.record import GameRecord
from claim2.settings.remembered import load_settings
from claim2.sitting.notes import RESULT_PAUSE
from claim2.tui.app import Claim2App

from .conftest import AppAt
from .driving import Run
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
    """A key on the result (l, the log: another screen over it) holds it while the log is
    read, and after; so does another key (down, scrolling to read); Enter goes on."""
    async with app_at(ends_a_trick("easy")) as run:
        await to_the_result(run)
        await run.after_quiet("l")
        await run.wait_until(lambda: not run.on_game, "the log")
        run.clock.advance(60)
        await run.settle()
        assert run.kind() is ScreenKind.TRICK_RESULT and run.scene.held
        await run.after_quiet("l")  # the log closed
        assert run.on_game
        await run.after_quiet("down")  # scrolling to read: held still
        assert run.scene.held and run.scene.pause is None
        assert run.shows(HELD) and not run.shows(GOES_ON)
        run.clock.advance(60)
        await run.settle()
        assert run.kind() is ScreenKind.TRICK_RESULT  # held
        await run.after_quiet("enter")
        assert run.kind() is not ScreenKind.TRICK_RESULT


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
