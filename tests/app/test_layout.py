"""The game screen's parts and the replay's never ask Textual for a second layout of the
whole screen: every part that cannot scroll is `Steady` (its virtual size changes without
a layout, see `widgets/steady.py`), and the parts that can scroll keep Textual's own
reactive, so their scroll bars still come and go."""

from __future__ import annotations

import pytest
from textual.containers import VerticalScroll
from textual.widgets import ContentSwitcher, OptionList

from claim2.game.steps import ScreenKind
from claim2.tui.screens.past_games.replay_viewer import ReplayScreen
from claim2.tui.screens.table.end_view import EndScene
from claim2.tui.screens.table.game import GameScreen
from claim2.tui.screens.table.public_view import PublicScene
from claim2.tui.widgets.board import CardTable
from claim2.tui.widgets.choices import Choices
from claim2.tui.widgets.more import ScrollPart
from claim2.tui.widgets.steady import Steady
from refreshes import asked

from .conftest import AppAt
from .games import leading, record_until

# The parts that may scroll (the public scene, the end and the table above a hand on short
# terminals, the Seer's list), and the switcher between the views, which fills the screen
# whatever it shows.
MAY_SCROLL = {PublicScene, EndScene, ScrollPart, CardTable, OptionList, Choices, ContentSwitcher}


@pytest.mark.parametrize("size", [(80, 24), (200, 50)])
async def test_every_part_of_the_table_that_cannot_scroll_is_steady(
    app_at: AppAt, size: tuple[int, int]
) -> None:
    async with app_at(record_until(leading(2, phase=2)), size=size) as run:
        screen = run.app.screen
        assert isinstance(screen, GameScreen)
        widgets = list(screen.query("*"))
        assert len(widgets) > 10
        unsteady = {type(widget) for widget in widgets if not isinstance(widget, Steady)}
        assert unsteady <= MAY_SCROLL
        for widget in widgets:
            if isinstance(widget, Steady):
                assert widget.styles.overflow_x == widget.styles.overflow_y == "hidden", widget


async def test_the_replay_shows_the_same_steady_table(app_at: AppAt) -> None:
    async with app_at(size=(200, 50)) as run:
        run.app.push_screen(ReplayScreen(record_until(lambda state: False)))
        await run.wait_until(lambda: isinstance(run.top, ReplayScreen), "the replay")
        await run.settle()
        widgets = list(run.top.query("*"))
        assert len(widgets) > 10
        # the trick's text scrolls: it and what it holds are laid out by Textual's own rules
        unsteady = {
            type(widget)
            for widget in widgets
            if not isinstance(widget, Steady) and not isinstance(widget.parent, VerticalScroll)
        }
        assert unsteady <= MAY_SCROLL | {VerticalScroll}


async def test_the_game_screen_is_not_repainted_whole_for_its_focus_and_sub_title(
    app_at: AppAt, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``GameScreen`` declares Textual's ``focused`` and ``sub_title`` again without their
    repaint of the whole screen (tests/tui_units/test_redeclared_reactives.py: Textual's own
    do repaint it); the part that gains or loses the focus and the title bar repaint."""
    async with app_at(record_until(leading(2)), size=(80, 24)) as run:
        if run.kind() is ScreenKind.HANDOFF:
            await run.after_quiet("enter")  # the leader's turn: their hand takes the focus
        screen = run.app.screen
        assert isinstance(screen, GameScreen) and run.kind() is ScreenKind.TURN
        focusable = [widget for widget in screen.query("*") if widget.focusable]
        assert focusable
        repaints = asked(monkeypatch, screen, layout=False)
        screen.sub_title = "another"
        screen.set_focus(None)
        screen.set_focus(focusable[0])
        assert repaints == []
        await run.settle()
        assert run.shows("another")  # the title bar shows the sub-title
