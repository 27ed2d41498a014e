"""The app's hold on the garbage collector (``tui/heap.py``): frozen objects and larger
young batches while it runs, Python's own thresholds back when it closes."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from claim2.tui.heap import YOUNG, hold_still, let_go


@pytest.fixture
def thresholds() -> Iterator[tuple[int, int, int]]:
    before = gc.get_threshold()
    gc.set_threshold(700, 10, 10)
    try:
        yield (700, 10, 10)
    finally:
        gc.unfreeze()
        gc.set_threshold(*before)


def test_young_objects_are_collected_in_larger_batches(thresholds: tuple[int, int, int]) -> None:
    hold_still()
    assert gc.get_threshold() == (YOUNG, 10, 10)
    assert gc.get_freeze_count() > 0
    let_go()
    assert gc.get_threshold() == thresholds
    assert gc.get_freeze_count() == 0


def test_holding_twice_lets_go_to_the_thresholds_found_first(
    thresholds: tuple[int, int, int],
) -> None:
    hold_still()
    hold_still()  # a second game screen composed
    let_go()
    assert gc.get_threshold() == thresholds
    let_go()  # the app closing again: nothing more to put back
    assert gc.get_threshold() == thresholds


def test_a_larger_threshold_is_kept(thresholds: tuple[int, int, int]) -> None:
    gc.set_threshold(2 * YOUNG, 5, 5)
    hold_still()
    assert gc.get_threshold() == (2 * YOUNG, 5, 5)
    let_go()
    assert gc.get_threshold() == (2 * YOUNG, 5, 5)
