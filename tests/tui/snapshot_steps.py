"""For snapshot tests of the app: a resumed game at a chosen moment, and keys pressed first.

Shared by the English snapshots (``test_snapshots``) and the Dutch ones (``tests/i18n_app``).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from textual.pilot import Pilot

from claim2.engine import GameState
from claim2.game.records import save_record
from claim2.tui.app import Claim2App

from .driver import keys, pane_drawn, started
from .games import record_until

SnapCompare = Callable[..., bool]
Steps = Callable[[Pilot[Any]], Awaitable[None]]


def resumed(data_dir: Path, stop: Callable[[GameState], bool]) -> Claim2App:
    """An app whose saved game (seed 7, Ann and Bob) stopped where ``stop`` says."""
    save_record(record_until(7, stop), data_dir / "saves" / "current.json")
    return Claim2App()


def pressing(*names: str) -> Steps:
    """Wait for the start screen, press ``names`` one by one, clear the notifications."""

    async def run(pilot: Pilot[Any]) -> None:
        await started(pilot)
        for name in names:
            await pane_drawn(pilot)  # each key on a step that is there
            await keys(pilot, name)
        await pane_drawn(pilot)
        pilot.app.clear_notifications()
        await pilot.pause()

    return run
