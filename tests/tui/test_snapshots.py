"""Snapshots of the main screens at 80×24 with fixed deals (pytest-textual-snapshot).

Review a changed snapshot in the HTML report pytest writes, then accept it with
``pytest tests/tui/test_snapshots.py --snapshot-update``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot

from claim2.game.settings import Settings, save_settings
from claim2.tui.app import Claim2App

from .driver import start_new_game, started
from .snapshot_steps import SnapCompare, pressing, resumed


def test_start_screen(snap_compare: SnapCompare) -> None:
    async def names(pilot: Pilot[Any]) -> None:
        await started(pilot)
        await pilot.press(*"Ann", "enter", *"Bob")

    assert snap_compare(Claim2App(seed=7), run_before=names)


def test_first_hand_off(snap_compare: SnapCompare) -> None:
    async def begin(pilot: Pilot[Any]) -> None:
        await start_new_game(pilot, ("Ann", "Bob"), leader="first")

    assert snap_compare(Claim2App(seed=7), run_before=begin)


def test_turn_leading_in_phase_one(snap_compare: SnapCompare, data_dir: Path) -> None:
    app = resumed(data_dir, lambda state: state.trick == 4 and not state.played)
    assert snap_compare(app, run_before=pressing("enter", "enter", "right"))


def test_turn_following_with_a_card_raised(snap_compare: SnapCompare, data_dir: Path) -> None:
    """With "confirm every card" on, the first Enter raises the card."""
    save_settings(Settings(confirm_cards=True))
    app = resumed(data_dir, lambda state: state.trick == 6 and len(state.played) == 1)
    assert snap_compare(app, run_before=pressing("enter", "enter", "enter"))


def test_seer_choice(snap_compare: SnapCompare, data_dir: Path) -> None:
    app = resumed(data_dir, lambda state: state.seer is not None)
    assert snap_compare(app, run_before=pressing("enter", "enter", "down"))


def test_trick_result(snap_compare: SnapCompare, data_dir: Path) -> None:
    app = resumed(data_dir, lambda state: state.trick == 4 and len(state.played) == 1)
    assert snap_compare(app, run_before=pressing("enter", "enter", "enter"))


def test_phase_two_begins(snap_compare: SnapCompare, data_dir: Path) -> None:
    app = resumed(data_dir, lambda state: state.trick == 13 and len(state.played) == 1)
    assert snap_compare(app, run_before=pressing("enter", "enter", "enter"))


def test_turn_in_phase_two(snap_compare: SnapCompare, data_dir: Path) -> None:
    app = resumed(data_dir, lambda state: state.phase == 2 and state.trick == 7)
    assert snap_compare(app, run_before=pressing("enter", "enter"))


def test_end_and_scoring(snap_compare: SnapCompare, data_dir: Path) -> None:
    app = resumed(
        data_dir, lambda state: state.phase == 2 and state.trick == 13 and len(state.played) == 1
    )
    assert snap_compare(app, run_before=pressing("enter", "enter", "enter", "enter"))


def test_rules(snap_compare: SnapCompare) -> None:
    assert snap_compare(Claim2App(seed=7), run_before=pressing("f1"))


@pytest.mark.parametrize("size", [(60, 20)])
def test_too_small(snap_compare: SnapCompare, size: tuple[int, int]) -> None:
    assert snap_compare(Claim2App(seed=7), terminal_size=size, run_before=pressing())
