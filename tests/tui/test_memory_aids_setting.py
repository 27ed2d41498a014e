"""The memory aids are a setting (issue 11): ``m`` on a turn shows or hides them, and the
choice is kept in settings.json, so the next start shows the turns the same way."""

from __future__ import annotations

import asyncio
from pathlib import Path

from claim2.game.options import InputGuard
from claim2.game.settings import Settings, load_settings, save_settings
from claim2.tui.app import Claim2App
from claim2.tui.screens.turn import TurnPane
from claim2.tui.widgets.board import AidsPanel

from .driver import keys, pane_drawn, resume_game, start_new_game, top


def aids_shown_then_toggled(*, resume: bool) -> tuple[bool, bool]:
    """Start a game (or resume the saved one), reveal the hand: whether the aids are shown,
    and whether they are after ``m``."""
    app = Claim2App(seed=3, input_guard=InputGuard(0.0, 0.0))
    seen: list[bool] = []

    async def play() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            if resume:
                await resume_game(pilot)
            else:
                await start_new_game(pilot, leader="first")
            await keys(pilot, "enter")  # the first player's hand-off
            await pane_drawn(pilot)
            turn = top(app)
            assert isinstance(turn, TurnPane)
            seen.append(turn.query_one(AidsPanel).display)
            await keys(pilot, "m")
            seen.append(turn.query_one(AidsPanel).display)

    asyncio.run(play())
    return seen[0], seen[1]


def test_hiding_the_memory_aids_is_remembered_at_the_next_start(data_dir: Path) -> None:
    assert load_settings().memory_aids  # on by default
    assert aids_shown_then_toggled(resume=False) == (True, False)
    assert not load_settings().memory_aids
    assert aids_shown_then_toggled(resume=True) == (False, True)  # the next start: hidden
    assert load_settings().memory_aids


def test_the_other_settings_are_kept_when_the_aids_are_switched(data_dir: Path) -> None:
    save_settings(Settings(language="en", confirm_cards=True, players=("Ann", "Bob")))
    settings = load_settings()
    assert settings.memory_aids
    save_settings(Settings(language="en", confirm_cards=True, memory_aids=False))
    again = load_settings()
    assert again.confirm_cards and not again.memory_aids and again.language == "en"
