"""Time as an input: a ``ManualClock`` moves only when told to, and ``Deadlines`` run what is
due (the computer's move shown long enough, a pane ready for its key) when asked;
``TimedDeadlines`` ask by themselves (a timer on a clock that runs by itself, every move of
a clock moved by hand)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pytest

from claim2.sitting.clock import Deadlines, ManualClock, MonotonicClock, TimedDeadlines


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


class Timers:
    """A stand-in for a front-end's timers: what was set, what is cancelled."""

    def __init__(self) -> None:
        self.set: list[tuple[float, Callable[[], None]]] = []
        self.cancelled: list[int] = []

    def __call__(self, wait: float, run: Callable[[], None]) -> Callable[[], object]:
        number = len(self.set)
        self.set.append((wait, run))
        return lambda: self.cancelled.append(number)


class StoppedClock(MonotonicClock):
    """A clock that runs by itself (nobody moves it), stopped at ``moment`` for the test."""

    def __init__(self) -> None:
        self.moment = 50.0

    def now(self) -> float:
        return self.moment


def test_on_a_clock_that_runs_by_itself_one_timer_waits_for_the_next_deadline() -> None:
    clock, timers = StoppedClock(), Timers()
    deadlines = TimedDeadlines(clock, timers)
    ran: list[str] = []
    deadlines.after(0.8, lambda: ran.append("proceed"), "proceed")
    assert [wait for wait, _run in timers.set] == [pytest.approx(0.8)]
    deadlines.after(0.6, lambda: ran.append("gate"), "gate")  # sooner: the timer is set again
    assert [wait for wait, _run in timers.set] == [pytest.approx(0.8), pytest.approx(0.6)]
    assert timers.cancelled == [0]
    deadlines.after(0.7, lambda: ran.append("later"))  # not the next: the timer stays
    assert len(timers.set) == 2
    clock.moment += 0.6
    timers.set[-1][1]()  # the timer fires: what is due runs, and one waits for the next
    assert ran == ["gate"]
    assert [wait for wait, _run in timers.set[2:]] == [pytest.approx(0.1)]
    clock.moment += 0.2
    timers.set[-1][1]()
    assert ran == ["gate", "later", "proceed"] and len(timers.set) == 3


def test_a_cancelled_deadline_leaves_no_timer_waiting_for_it() -> None:
    clock, timers = StoppedClock(), Timers()
    deadlines = TimedDeadlines(clock, timers)
    deadlines.after(1.0, lambda: None, "proceed")
    deadlines.cancel("proceed")
    deadlines.arm()
    assert timers.cancelled == [0] and len(timers.set) == 1


def test_on_a_clock_moved_by_hand_no_timer_is_set_and_each_move_runs_the_deadlines() -> None:
    clock, timers = ManualClock(), Timers()
    deadlines = TimedDeadlines(clock, timers)
    ran: list[str] = []
    deadlines.after(0.8, lambda: ran.append("proceed"))
    clock.advance(0.5)
    assert ran == []
    clock.advance(0.3)
    assert ran == ["proceed"] and timers.set == []


def test_without_a_timer_to_set_the_deadlines_run_when_asked() -> None:
    """As the network's on no running loop (a test of the service alone)."""
    clock = StoppedClock()
    deadlines = TimedDeadlines(clock, lambda wait, run: None)
    ran: list[str] = []
    deadlines.after(0.5, lambda: ran.append("hello"))
    clock.moment += 1
    deadlines.run()
    assert ran == ["hello"]
