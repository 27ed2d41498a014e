"""The game screen's parts and the replay's never ask Textual for a second layout of the
whole screen: every part that cannot scroll is `Steady` (its virtual size changes without
a layout, see `widgets/steady.py`), and the parts that can scroll keep Textual's own
reactive, so their scroll bars still come and go."""

from __future__ import annotations

import pytest
from textual.containers import VerticalScroll
from textual.widgets import ContentSwitcher, OptionList

from claim2.tui.screens.game import GameScreen
from claim2.tui.screens.public_view import PublicScene
from claim2.tui.screens.replay_viewer import ReplayScreen
from claim2.tui.widgets.steady import Steady

from .conftest import AppAt
from .games import leading, record_until

# The parts that may scroll (the public scene on short terminals, the Seer's list), and the
# switcher between the views, which fills the screen whatever it shows.
MAY_SCROLL = {PublicScene, OptionList, ContentSwitcher}


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
