"""Snapshots of the turn, hand-off, trick result and end screens at 120×40 and 200×50, in
English and Dutch (80×24: tests/tui/test_snapshots.py and tests/i18n_app).

Review a changed snapshot in the HTML report pytest writes, then accept it with
``pytest tests/tui_table/test_snapshots.py --snapshot-update``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from claim2.engine import GameState
from claim2.game.i18n import set_language
from tui.snapshot_steps import SnapCompare, pressing, resumed

SIZES = [(120, 40), (200, 50)]

#: screen: (where the saved game stopped, the keys pressed after starting)
SCREENS: dict[str, tuple[Callable[[GameState], bool], tuple[str, ...]]] = {
    "hand_off": (lambda s: s.trick == 6 and len(s.played) == 1, ("enter",)),
    "turn": (lambda s: s.trick == 6 and len(s.played) == 1, ("enter", "enter")),
    # one key plays the follower's card: the trick's result is on the winner's hand-off
    "trick_result": (lambda s: s.trick == 4 and len(s.played) == 1, ("enter", "enter", "enter")),
    "end": (
        lambda s: s.phase == 2 and s.trick == 13 and len(s.played) == 1,
        ("enter", "enter", "enter", "enter", "enter"),
    ),
}


@pytest.fixture(params=["en", "nl"])
def language(request: pytest.FixtureRequest, data_dir: Path) -> str:
    set_language(request.param)  # data_dir puts English back afterwards
    return str(request.param)


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("screen", list(SCREENS))
def test_screen(
    snap_compare: SnapCompare, data_dir: Path, language: str, screen: str, size: tuple[int, int]
) -> None:
    stop, keys = SCREENS[screen]
    app = resumed(data_dir, stop)
    assert snap_compare(app, terminal_size=size, run_before=pressing(*keys))
