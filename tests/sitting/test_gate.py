"""The key gate: a held key, a burst or a stuck key never confirms anything; letting go and
pressing again does (after a quiet spell). Time comes from a ``ManualClock``."""

from __future__ import annotations

from claim2.engine import shuffled_deal
from claim2.game.session import GameSession
from claim2.game.steps import NextScreen, ScreenKind
from claim2.sitting.clock import ManualClock
from claim2.sitting.gate import QUIET, SETTLE, KeyGate
from claim2.sitting.scene import SCREEN_SETTLE, Scene
from claim2.sitting.table import Table

from .tables import scenes

REPEAT = 1 / 30  # key repeat: about 30 keys a second


def keys(gate: KeyGate, clock: ManualClock, count: int, every: float = REPEAT) -> list[bool]:
    """``count`` keys, one every ``every`` seconds (the first at once): which were taken."""
    taken = []
    for index in range(count):
        if index:
            clock.advance(every)
        taken.append(gate.admit(clock.now()))
    return taken


def test_before_any_pane_keys_are_taken() -> None:
    gate = KeyGate()
    assert gate.admit(0.0) and gate.ready(0.0)


def test_a_new_pane_takes_no_key_before_it_has_settled() -> None:
    clock, gate = ManualClock(), KeyGate()
    gate.show(clock.now())
    clock.advance(SETTLE - 0.01)
    assert not gate.ready(clock.now())
    assert not gate.admit(clock.now())


def test_a_single_key_after_the_pane_settled_is_taken() -> None:
    clock, gate = ManualClock(), KeyGate()
    gate.show(clock.now())
    clock.advance(SETTLE)
    assert gate.ready(clock.now())
    assert gate.admit(clock.now())


def test_key_repeat_never_gets_through_however_long_it_is_held() -> None:
    clock, gate = ManualClock(), KeyGate()
    gate.show(clock.now())
    assert not any(keys(gate, clock, 30 * 60))  # a minute of a held key
    assert not gate.ready(clock.now())
    assert gate.ready_at() == clock.now() + QUIET


def test_letting_go_and_pressing_again_gets_through() -> None:
    clock, gate = ManualClock(), KeyGate()
    gate.show(clock.now())
    assert not any(keys(gate, clock, 45))  # held for a second and a half
    clock.advance(QUIET)  # let go for a quiet spell
    assert gate.admit(clock.now())
    assert all(keys(gate, clock, 10))  # once open, the pane takes its keys as usual


def test_a_gap_shorter_than_the_quiet_spell_starts_it_again() -> None:
    clock, gate = ManualClock(), KeyGate()
    gate.show(clock.now())
    clock.advance(SETTLE - 0.1)
    assert not gate.admit(clock.now())  # too soon
    clock.advance(QUIET - 0.1)  # settled by now, but not quiet long enough
    assert not gate.admit(clock.now())
    clock.advance(QUIET - 0.1)
    assert not gate.admit(clock.now())  # the quiet spell started again at the last key
    assert gate.ready_at() == clock.now() + QUIET
    clock.advance(QUIET)
    assert gate.admit(clock.now())


def test_a_burst_typed_ahead_of_the_pane_is_never_taken() -> None:
    """Keys pressed on the pane before, and on into the new one, are dropped until a quiet
    spell: the Enter that played a card never confirms the hand-off that follows."""
    clock, gate = ManualClock(), KeyGate()
    gate.show(clock.now())
    clock.advance(SETTLE + QUIET)
    assert gate.admit(clock.now())  # the turn takes the key that plays a card
    assert all(keys(gate, clock, 5, every=0.05))  # and the rest of the burst
    gate.show(clock.now())  # the hand-off appears in the middle of the burst
    assert not any(keys(gate, clock, 20, every=0.05))  # a second more of the burst
    clock.advance(QUIET - 0.05)  # not quite quiet long enough
    assert not gate.admit(clock.now())
    clock.advance(QUIET)
    assert gate.admit(clock.now())


def test_a_stuck_key_keeps_every_pane_closed() -> None:
    clock, gate = ManualClock(), KeyGate()
    for _pane in range(5):
        gate.show(clock.now())
        assert not any(keys(gate, clock, 60))


def test_show_sets_the_pane_s_settle_time() -> None:
    clock, gate = ManualClock(), KeyGate()
    gate.show(clock.now(), settle=SCREEN_SETTLE)
    assert gate.ready_at() == clock.now() + SCREEN_SETTLE
    clock.advance(SCREEN_SETTLE)
    assert gate.admit(clock.now())
    gate.show(clock.now())  # no settle given: the last one stays
    assert gate.settle == SCREEN_SETTLE


def test_hand_offs_and_the_end_settle_longer_than_other_scenes() -> None:
    table = Table(GameSession.new(("Ann", "Bob"), shuffled_deal(1, 0)))
    handoff = table.scene
    assert handoff.kind is ScreenKind.HANDOFF and handoff.settle == SETTLE
    table.reveal(handoff.shown)
    assert table.scene.kind is ScreenKind.TURN and table.scene.settle == SCREEN_SETTLE
    end = Scene(
        mode=handoff.mode,
        shown=NextScreen(ScreenKind.END),
        players=handoff.names,
        public=handoff.public,
    )
    assert end.settle == SETTLE
    assert SCREEN_SETTLE < SETTLE


def test_only_a_hand_off_needs_a_quiet_spell_before_each_key() -> None:
    """A hand-off's Enter shows a player's cards: a key taken there does not let the next
    through (a held Enter never shows a hand and then plays from it). Every scene of a
    hot-seat game is looked at."""
    table = Table(GameSession.new(("Ann", "Bob"), shuffled_deal(1, 0)))
    kinds: dict[ScreenKind, set[bool]] = {}
    for scene in scenes(table):
        kinds.setdefault(scene.kind, set()).add(scene.one_key_each)
    assert kinds.pop(ScreenKind.HANDOFF) == {True}
    assert {ScreenKind.TURN, ScreenKind.TRICK_RESULT, ScreenKind.END} <= kinds.keys()
    assert all(seen == {False} for seen in kinds.values())


def test_a_new_pane_answers_no_until_it_is_ready() -> None:
    clock, gate = ManualClock(), KeyGate()
    gate.show(clock.now())
    assert gate.admit(clock.now()) is False and gate.open is False
    assert gate.ready(clock.now()) is False
    clock.advance(SETTLE - 0.1)
    assert gate.admit(clock.now()) is False  # too soon: the quiet spell starts again
    clock.advance(0.1)
    assert gate.ready(clock.now()) is False
    clock.advance(QUIET - 0.1)
    assert gate.ready(clock.now()) is True and gate.open is False
    assert gate.admit(clock.now()) is True and gate.open is True


def test_a_key_another_screen_took_breaks_the_quiet_spell_too() -> None:
    clock, gate = ManualClock(), KeyGate()
    gate.show(clock.now())
    clock.advance(SETTLE - 0.1)
    gate.heard(clock.now())
    assert gate.last_key == clock.now()
    assert gate.ready_at() == clock.now() + QUIET
    gate.heard(clock.now() - 1)  # a key heard late, from before: the last one stays
    assert gate.last_key == clock.now()
    clock.advance(QUIET - 0.01)
    assert not gate.ready(clock.now())
    clock.advance(0.01)
    assert gate.ready(clock.now()) and gate.admit(clock.now())


def test_closing_the_gate_asks_for_another_quiet_spell() -> None:
    clock, gate = ManualClock(), KeyGate()
    gate.show(clock.now())
    clock.advance(SETTLE)
    assert gate.admit(clock.now())
    clock.advance(0.01)
    assert gate.admit(clock.now())  # open: keys as usual
    gate.close()
    assert gate.open is False
    assert not gate.admit(clock.now() + 0.01)
    clock.advance(0.01 + QUIET)
    assert gate.admit(clock.now())
