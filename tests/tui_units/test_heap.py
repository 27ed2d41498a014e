"""The app's hold on the garbage collector (``tui/heap.py``): what lives is frozen out of its
walk while the app runs, and given back when it closes; Python's thresholds are left alone."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from claim2.tui.heap import hold_still, let_go


@pytest.fixture
def unfrozen() -> Iterator[None]:
    gc.unfreeze()
    try:
        yield
    finally:
        gc.unfreeze()


@pytest.mark.usefixtures("unfrozen")
def test_what_lives_is_held_until_the_app_lets_go() -> None:
    thresholds = gc.get_threshold()
    hold_still()
    assert gc.get_freeze_count() > 0
    assert gc.get_threshold() == thresholds
    let_go()
    assert gc.get_freeze_count() == 0
    assert gc.get_threshold() == thresholds


@pytest.mark.usefixtures("unfrozen")
def test_holding_twice_lets_go_of_both() -> None:
    hold_still()
    hold_still()  # a second game screen composed
    let_go()
    assert gc.get_freeze_count() == 0
    let_go()  # the app closing again: nothing more to give back
    assert gc.get_freeze_count() == 0
