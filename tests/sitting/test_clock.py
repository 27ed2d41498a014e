"""Time as an input: a ``ManualClock`` moves only when told to, and ``Deadlines`` run what is
due (the computer's move shown long enough, a pane ready for its key) when asked."""

from __future__ import annotations

from functools import partial

import pytest

from claim2.sitting.clock import Deadlines, ManualClock, MonotonicClock


def test_a_manual_clock_moves_only_when_told_and_never_back() -> None:
    clock = ManualClock(start=5.0)
    assert clock.now() == 5.0
    clock.advance(0.25)
    assert clock.now() == 5.25
    with pytest.raises(ValueError, match="never goes back"):
        clock.advance(-1)
    assert clock.now() == 5.25


def test_listeners_hear_every_move() -> None:
    clock = ManualClock()
    heard: list[float] = []
    clock.listen(lambda: heard.append(clock.now()))
    clock.advance(1)
    clock.advance(0)
    assert heard == [1001.0, 1001.0]


def test_the_machines_clock_never_goes_back() -> None:
    clock = MonotonicClock()
    first = clock.now()
    assert clock.now() >= first


def test_deadlines_run_when_due_in_order() -> None:
    clock = ManualClock()
    deadlines = Deadlines(clock)
    ran: list[str] = []
    deadlines.after(0.8, lambda: ran.append("proceed"))
    deadlines.after(0.6, lambda: ran.append("gate"))
    assert deadlines.next_in() == pytest.approx(0.6)
    assert deadlines.run_due() == 0
    clock.advance(0.7)
    assert deadlines.run_due() == 1 and ran == ["gate"]
    assert deadlines.next_in() == pytest.approx(0.1)
    clock.advance(0.1)
    assert deadlines.run_due() == 1 and ran == ["gate", "proceed"]
    assert deadlines.next_in() is None


def test_a_deadline_given_again_by_name_replaces_the_first() -> None:
    clock = ManualClock()
    deadlines = Deadlines(clock)
    ran: list[int] = []
    deadlines.after(0.5, lambda: ran.append(1), "proceed")
    deadlines.after(2.0, lambda: ran.append(2), "proceed")
    clock.advance(1.0)
    assert deadlines.run_due() == 0
    clock.advance(1.0)
    assert deadlines.run_due() == 1 and ran == [2]


def test_cancelled_and_cleared_deadlines_never_run() -> None:
    clock = ManualClock()
    deadlines = Deadlines(clock)
    ran: list[str] = []
    deadlines.after(0.1, lambda: ran.append("a"), "a")
    deadlines.after(0.2, lambda: ran.append("b"), "b")
    deadlines.cancel("a")
    clock.advance(1)
    assert deadlines.run_due() == 1 and ran == ["b"]
    deadlines.after(0.1, lambda: ran.append("c"))
    deadlines.clear()
    clock.advance(1)
    assert deadlines.run_due() == 0 and ran == ["b"]


def test_a_deadline_set_by_one_that_runs_runs_too_if_due() -> None:
    clock = ManualClock()
    deadlines = Deadlines(clock)
    ran: list[str] = []

    def first() -> None:
        ran.append("first")
        deadlines.at(clock.now(), lambda: ran.append("then"))

    deadlines.after(0.5, first)
    clock.advance(0.5)
    assert deadlines.run_due() == 2 and ran == ["first", "then"]


def test_a_manual_clock_can_run_the_deadlines_as_it_moves() -> None:
    """As the app does with a manual clock: every move runs what is due."""
    clock = ManualClock()
    deadlines = Deadlines(clock)

    def run_deadlines() -> None:
        deadlines.run_due()

    clock.listen(run_deadlines)
    ran: list[str] = []
    deadlines.after(0.8, lambda: ran.append("proceed"))
    clock.advance(0.5)
    assert ran == []
    clock.advance(0.3)
    assert ran == ["proceed"]


def test_the_clock_says_why_it_will_not_go_back() -> None:
    with pytest.raises(ValueError, match=r"^a clock never goes back$"):
        ManualClock().advance(-0.5)


def test_deadlines_due_at_the_same_moment_run_in_the_order_given() -> None:
    clock = ManualClock()
    deadlines = Deadlines(clock)
    ran: list[str] = []
    for name in ("first", "second", "third"):
        deadlines.at(clock.now() + 1, partial(ran.append, name))
    clock.advance(1)
    assert deadlines.run_due() == 3 and ran == ["first", "second", "third"]


def test_deadlines_without_a_name_never_replace_one_another() -> None:
    clock = ManualClock()
    deadlines = Deadlines(clock)
    ran: list[int] = []
    deadlines.after(0.5, lambda: ran.append(1))
    deadlines.after(0.7, lambda: ran.append(2))
    deadlines.at(clock.now() + 0.6, lambda: ran.append(3))
    clock.advance(1)
    assert deadlines.run_due() == 3 and ran == [1, 3, 2]
