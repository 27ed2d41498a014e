"""The log opens at the latest trick; ? lists every key of the screen, in the player's words."""

from __future__ import annotations

import asyncio
from pathlib import Path

from textual.pilot import Pilot

from claim2.game.i18n import set_language
from claim2.tui.screens.keys import KeysScreen
from claim2.tui.screens.log import LogScreen
from claim2.tui.screens.turn import TurnPane
from tui.driver import keys, settled_text, started, top, until
from tui.snapshot_steps import resumed


async def _until(pilot: Pilot[None], kind: type) -> None:
    await until(pilot, lambda: isinstance(top(pilot.app), kind))


def test_the_log_opens_at_the_latest_trick(data_dir: Path) -> None:
    app = resumed(data_dir, lambda state: state.phase == 2 and state.trick == 7)

    async def run() -> str:
        async with app.run_test(size=(80, 24)) as pilot:
            await started(pilot)
            await keys(pilot, "enter")  # resume
            await keys(pilot, "enter")  # hand-off
            await _until(pilot, TurnPane)
            await keys(pilot, "l")
            await _until(pilot, LogScreen)
            return await settled_text(pilot)

    text = asyncio.run(run())
    assert "Phase 2 · trick 6 of 13" in text
    assert "Phase 1 · trick 1 of 13" not in text


def test_question_mark_lists_the_keys_the_footer_has_no_room_for(data_dir: Path) -> None:
    set_language("nl")
    app = resumed(data_dir, lambda state: state.trick == 4 and not state.played)

    async def run() -> str:
        async with app.run_test(size=(80, 24)) as pilot:
            await started(pilot)
            await keys(pilot, "enter")
            await keys(pilot, "enter")
            await _until(pilot, TurnPane)
            await keys(pilot, "question_mark")
            await _until(pilot, KeysScreen)
            text = await settled_text(pilot)
            await keys(pilot, "escape")
            await _until(pilot, TurnPane)
            return text

    text = asyncio.run(run())
    assert "0 1 2 3 4 5 6 7 8 9" in text and "Kaart met waarde" in text  # not in the footer
    assert "Eerste kaart" in text and "Geheugensteun" in text
    assert "Focus" not in text and "Copy" not in text  # Textual's own, in English: left out
