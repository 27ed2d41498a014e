"""Snapshots at 80×24: the start screen with the computer chosen, and a turn with a hint.

Review a changed snapshot in the HTML report pytest writes, then accept it with
``pytest tests/tui_computer/test_snapshots.py --snapshot-update``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from textual.pilot import Pilot

from claim2.engine import shuffled_deal
from claim2.game.legacy_options import with_options
from claim2.game.options import GameOptions
from claim2.game.records import new_record, save_record
from claim2.tui.app import Claim2App
from tui.driver import top

from .helpers import flat_text, keys, until

SnapCompare = Callable[..., bool]


def test_start_screen_against_the_computer(snap_compare: SnapCompare) -> None:
    async def choose(pilot: Pilot[Any]) -> None:
        app = pilot.app
        assert isinstance(app, Claim2App)
        await until(pilot, lambda: app.save_checked)
        top(app).query_one("#hints").focus()
        await pilot.press("space")
        top(app).query_one("#name-0").focus()
        await pilot.press(*"Ann")
        await pilot.pause()

    assert snap_compare(
        Claim2App(seed=7, options=GameOptions(computer="strong")), run_before=choose
    )


def test_turn_with_a_hint(snap_compare: SnapCompare, data_dir: Path) -> None:
    save = data_dir / "saves" / "current.json"
    record = new_record(("Ann", "Computer (strong)"), shuffled_deal(7, 0))
    save_record(with_options(record, GameOptions(computer="strong", hints=True)), save)

    async def hint(pilot: Pilot[Any]) -> None:
        app = pilot.app
        assert isinstance(app, Claim2App)
        await until(pilot, lambda: app.save_checked)
        await pilot.pause()
        await keys(pilot, "enter")  # Resume
        await keys(pilot, "h")
        await until(pilot, lambda: "Hint:" in flat_text(app))
        await pilot.pause()

    assert snap_compare(Claim2App(computer_pause=0), run_before=hint)
