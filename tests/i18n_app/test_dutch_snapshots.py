"""Snapshots of the main screens in Dutch at 80×24, with the same fixed deals as the English ones.

Review a changed snapshot in the HTML report pytest writes, then accept it with
``pytest tests/i18n_app/test_dutch_snapshots.py --snapshot-update``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot

from claim2.game.i18n import set_language
from claim2.tui.app import Claim2App
from tui.driver import start_new_game, started
from tui.snapshot_steps import SnapCompare, pressing, resumed

SIZE = (80, 24)


@pytest.fixture(autouse=True)
def dutch(data_dir: Path) -> None:
    """Every screen here in Dutch, as with ``claim2 --lang nl`` (``data_dir`` resets it after)."""
    set_language("nl")


def test_start_screen(snap_compare: SnapCompare) -> None:
    async def names(pilot: Pilot[Any]) -> None:
        await started(pilot)
        await pilot.press(*"Ann", "enter", *"Bob")

    assert snap_compare(Claim2App(seed=7), terminal_size=SIZE, run_before=names)


def test_first_hand_off(snap_compare: SnapCompare) -> None:
    async def begin(pilot: Pilot[Any]) -> None:
        await start_new_game(pilot, ("Ann", "Bob"), leader="first")

    assert snap_compare(Claim2App(seed=7), terminal_size=SIZE, run_before=begin)


def test_turn_following_in_phase_one(snap_compare: SnapCompare, data_dir: Path) -> None:
    app = resumed(data_dir, lambda state: state.trick == 6 and len(state.played) == 1)
    assert snap_compare(app, terminal_size=SIZE, run_before=pressing("enter", "enter"))


def test_seer_choice(snap_compare: SnapCompare, data_dir: Path) -> None:
    app = resumed(data_dir, lambda state: state.seer is not None)
    assert snap_compare(app, terminal_size=SIZE, run_before=pressing("enter", "enter", "down"))


def test_trick_result(snap_compare: SnapCompare, data_dir: Path) -> None:
    app = resumed(data_dir, lambda state: state.trick == 4 and len(state.played) == 1)
    steps = pressing("enter", "enter", "enter")
    assert snap_compare(app, terminal_size=SIZE, run_before=steps)


def test_phase_two_begins(snap_compare: SnapCompare, data_dir: Path) -> None:
    app = resumed(data_dir, lambda state: state.trick == 13 and len(state.played) == 1)
    steps = pressing("enter", "enter", "enter")
    assert snap_compare(app, terminal_size=SIZE, run_before=steps)


def test_turn_in_phase_two(snap_compare: SnapCompare, data_dir: Path) -> None:
    app = resumed(data_dir, lambda state: state.phase == 2 and state.trick == 7)
    assert snap_compare(app, terminal_size=SIZE, run_before=pressing("enter", "enter"))


def test_end_and_scoring(snap_compare: SnapCompare, data_dir: Path) -> None:
    app = resumed(
        data_dir, lambda state: state.phase == 2 and state.trick == 13 and len(state.played) == 1
    )
    steps = pressing("enter", "enter", "enter", "enter")
    assert snap_compare(app, terminal_size=SIZE, run_before=steps)


def test_rules(snap_compare: SnapCompare) -> None:
    """The Dutch rules (docs/rules.nl.md), the page on the phases."""
    assert snap_compare(Claim2App(seed=7), terminal_size=SIZE, run_before=pressing("f1", "right"))
