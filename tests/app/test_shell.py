"""The app's shell through the app: no screenshot in the palette (it would write a private
hand to disk), Ctrl+C quits as Ctrl+Q does (the game saved), keys still queued when
the app closes are dropped, and clicks on the history as it opens are harmless."""

from __future__ import annotations

from pathlib import Path

from textual import events

from claim2.records.record import load_record
from claim2.tui.screens.past_games.history import HistoryScreen

from .conftest import AppAt
from .driving import current_save, post_key
from .games import leading, record_until
from .test_history import the_games


async def test_no_screenshot_in_the_palette_and_ctrl_c_quits_as_ctrl_q_does_saved(
    app_at: AppAt, data_dir: Path
) -> None:
    async with app_at(record_until(leading(3))) as run:
        await run.after_quiet("enter")  # a private hand on the screen
        titles = [command.title for command in run.app.get_system_commands(run.app.screen)]
        assert "Screenshot" not in titles
        assert "Quit" in titles  # Textual's other commands are still there
        actions = list(run.table.session.record.actions)
        await run.after_quiet("ctrl+c")  # not Textual's "Press Ctrl+Q to quit"
        assert run.app.farewell == "The game is saved: 'claim2 play' offers to resume it."
    assert not run.app.screen_stack
    assert load_record(current_save(data_dir)).actions == actions


async def test_keys_queued_while_the_app_closes_are_dropped(app_at: AppAt) -> None:
    async with app_at(record_until(leading(3))) as run:
        for key in ["enter", "down", "1"] * 20:
            post_key(run.app, key)
    # the app has closed and its screens are gone; a key that arrives late changes nothing
    assert not run.app.screen_stack
    for key, character in (("enter", "\r"), ("u", "u"), ("1", "1")):
        await run.app.on_event(events.Key(key, character))


def click_at(x: int, y: int) -> list[events.Event]:
    """A mouse button pressed and let go at (x, y), as the terminal sends them."""
    return [
        kind(None, x, y, 0, 0, 1, False, False, False, screen_x=x, screen_y=y)
        for kind in (events.MouseDown, events.MouseUp)
    ]


async def test_clicks_on_the_history_as_it_opens_do_not_stop_the_app(
    app_at: AppAt, data_dir: Path
) -> None:
    the_games(data_dir)
    async with app_at() as run:
        for _ in range(3):
            post_key(run.app, "f4")
            # clicks while the history is read and drawn (none on the start screen's game
            # kept aside, at y=3 there since its buttons keep their borders: it resumes)
            for y in (4, 8, 12):
                for event in click_at(40, y):
                    run.app.post_message(event)
            await run.wait_until(
                lambda: isinstance(run.top, HistoryScreen) and run.top.loaded, "the history"
            )
            await run.press("escape")
        assert run.app.is_running
