"""Snapshots of the walkthrough's screens at 80×24 (pytest-textual-snapshot).

Review a changed snapshot in the HTML report pytest writes, then accept it with
``pytest tests/app/walkthrough/test_snapshots.py --snapshot-update``.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from textual.pilot import Pilot

from claim2.engine import Card

from .driver import keys, new_app, open_lesson, opened_list, play, point_at

SnapCompare = Callable[..., bool]
SIZE = (80, 24)
Step = Callable[[Pilot[Any]], Awaitable[object]]


def test_the_list_of_lessons(snap_compare: SnapCompare) -> None:
    async def skip_two(pilot: Pilot[Any]) -> None:
        await opened_list(pilot)
        await keys(pilot, "s", "s")

    assert snap_compare(new_app(), terminal_size=SIZE, run_before=skip_two)


def lesson_snapshot(snap_compare: SnapCompare, lesson_id: str, then: Step) -> bool:
    """The snapshot of lesson ``lesson_id`` (opened past its intro) after ``then``."""

    async def run_before(pilot: Pilot[Any]) -> None:
        await opened_list(pilot)
        await open_lesson(pilot, lesson_id)
        await then(pilot)

    return snap_compare(new_app(), terminal_size=SIZE, run_before=run_before)


def test_a_lesson_step(snap_compare: SnapCompare) -> None:
    async def raise_tr1(pilot: Pilot[Any]) -> None:
        await point_at(pilot, Card.parse("Tr1"))
        await keys(pilot, "enter")  # raised, waiting for the second Enter

    assert lesson_snapshot(snap_compare, "follow", raise_tr1)


def test_a_wrong_move_explained(snap_compare: SnapCompare) -> None:
    assert lesson_snapshot(snap_compare, "winning", lambda pilot: play(pilot, Card.parse("Tr3")))


def test_what_happened_in_phase_two(snap_compare: SnapCompare) -> None:
    assert lesson_snapshot(snap_compare, "trolls", lambda pilot: play(pilot, Card.parse("Tr8")))


def test_a_scoring_question(snap_compare: SnapCompare) -> None:
    async def question(pilot: Pilot[Any]) -> None:
        await keys(pilot, "2", "enter")  # the Dragons: answered, the vote shown
        await keys(pilot, "enter")
        await keys(pilot, "2")  # the Gnomes: pointing at an answer

    assert lesson_snapshot(snap_compare, "votes", question)
