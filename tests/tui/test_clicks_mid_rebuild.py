"""A click that lands while a screen is being rebuilt (the history as it finishes reading
the saves) hits what was drawn a moment ago: harmless."""

from __future__ import annotations

import asyncio
from pathlib import Path

from textual import events

from claim2.tui.app import Claim2App
from claim2.tui.screens.history import HistoryScreen

from .driver import keys, pilot_test, post_keys, sitting
from .test_history_screens import the_games


def click_at(app: Claim2App, x: int, y: int) -> None:
    """A mouse button pressed and let go at (x, y), as the terminal sends it (no waiting)."""
    for kind in (events.MouseDown, events.MouseUp):
        app.post_message(kind(None, x, y, 0, 0, 1, False, False, False, screen_x=x, screen_y=y))


@pilot_test
async def test_clicks_on_the_history_as_it_opens_do_not_stop_the_app(data_dir: Path) -> None:
    the_games(data_dir)
    async with sitting() as (app, pilot):
        for _ in range(3):
            post_keys(pilot, "f4")
            for _ in range(200):
                for y in (3, 8, 12):
                    click_at(app, 40, y)
                await asyncio.sleep(0)
                if isinstance(app.screen, HistoryScreen) and app.screen.loaded:
                    break
            await pilot.pause()
            assert isinstance(app.screen, HistoryScreen)
            await keys(pilot, "escape")
        assert app.is_running
