"""Going on by itself (issue 46, case 6) at the application layer: against the computer a
trick's result stays ``RESULT_PAUSE`` seconds and phase two's announcement
``PHASE_TWO_PAUSE``, then goes on (a deadline on the sitting's clock, as the app sets it);
a key other than Enter holds it until Enter; the setting off, or two people at the screen,
and nothing goes on by itself; the setting switched during a game changes the scene on the
screen unless a key held it. The words under the scene say which (``going_on_line``).
The app only sets the deadline and passes the keys (tests/app/test_auto_continue.py)."""

from __future__ import annotations

from claim2.game.steps import ScreenKind
from claim2.settings.options import GameOptions
from claim2.settings.remembered import Settings, save_settings
from claim2.sitting.clock import Deadlines, ManualClock
from claim2.sitting.scene import Scene
from claim2.sitting.table import Table
from claim2.sitting.table_words import going_on_line

from .tables import EASY, HOT_SEAT, Sittings, new_game, play_until, scenes, table_of

GOES_ON = "Goes on by itself; any key holds it"
HELD = "Held: press Enter to go on"
PAUSES = {ScreenKind.TRICK_RESULT: 2.0, ScreenKind.PHASE_TWO: 6.0}  # notes.py's, in seconds


def table(
    sittings: Sittings,
    options: GameOptions = EASY,
    *,
    clock: ManualClock | None = None,
) -> Table:
    """A new game (the person, seat 0, leads), the setting as remembered (on by default)."""
    sitting = sittings(options=options, clock=clock)
    sitting.look_for_save()
    assert sitting.start(new_game(options, first_leader=0)) is None
    return table_of(sitting)


def words(scene: Scene) -> str | None:
    line = going_on_line(scene)
    return None if line is None else line.plain


def test_against_the_computer_results_and_phase_two_go_on_by_themselves(
    sittings: Sittings,
) -> None:
    kinds = set()
    for scene in scenes(table(sittings)):
        if scene.kind in PAUSES:
            assert scene.pause == PAUSES[scene.kind] and not scene.held
            assert words(scene) == GOES_ON
            kinds.add(scene.kind)
        elif scene.computer_move is None:
            assert scene.pause is None and words(scene) is None
    assert kinds == set(PAUSES)


def test_between_two_people_or_with_the_setting_off_nothing_goes_on(sittings: Sittings) -> None:
    """Two people at the screen; against the computer with the setting off in settings.json
    (as the start screen's check box and the palette remember it)."""
    for options, setting_off in ((HOT_SEAT, False), (EASY, True)):
        if setting_off:
            save_settings(Settings(auto_continue=False))
        seen = 0
        for scene in scenes(table(sittings, options)):
            if scene.computer_move is None:
                assert scene.pause is None and words(scene) is None
            seen += scene.kind in PAUSES
        assert seen
        sittings.close()  # the data folder free for the next game


def test_the_pause_is_a_deadline_on_the_clock_then_the_game_goes_on(
    sittings: Sittings,
) -> None:
    """As the app does it (``Deadlines`` on the sitting's clock)."""
    clock = ManualClock()
    played = table(sittings, clock=clock)
    result = play_until(played, lambda scene: scene.kind is ScreenKind.TRICK_RESULT)
    assert result.pause is not None
    deadlines = Deadlines(clock)

    def go_on() -> None:
        played.proceed(result.shown)

    deadlines.after(result.pause, go_on, "proceed")
    clock.advance(result.pause - 0.1)
    deadlines.run_due()
    assert played.scene is result  # not yet
    clock.advance(0.2)
    deadlines.run_due()
    assert played.scene.kind is not ScreenKind.TRICK_RESULT


def test_a_key_holds_it_until_enter_and_the_setting_switched_keeps_it_held(
    sittings: Sittings,
) -> None:
    played = table(sittings)
    result = play_until(played, lambda scene: scene.kind is ScreenKind.TRICK_RESULT)
    assert played.hold(result.shown)
    held = played.scene
    assert held.held and held.pause is None and words(held) == HELD
    assert not played.hold(held.shown)  # held once: nothing more
    assert not played.set_auto_continue(True)  # switched on again: still held
    assert not played.set_auto_continue(False) and played.scene.held
    assert played.proceed(held.shown)  # Enter
    assert played.scene.kind is not ScreenKind.TRICK_RESULT


def test_the_setting_switched_during_a_result_changes_it_at_once(sittings: Sittings) -> None:
    played = table(sittings)
    result = play_until(played, lambda scene: scene.kind is ScreenKind.TRICK_RESULT)
    assert played.set_auto_continue(False)
    assert played.scene.pause is None and words(played.scene) is None
    assert not played.hold(played.scene.shown)  # nothing to hold: it waits for Enter
    assert played.set_auto_continue(True)
    assert played.scene.pause == result.pause and words(played.scene) == GOES_ON
    following = play_until(played, lambda scene: scene.kind is ScreenKind.TRICK_RESULT
                           and scene.shown != result.shown)  # fmt: skip
    assert following.pause == PAUSES[ScreenKind.TRICK_RESULT]
