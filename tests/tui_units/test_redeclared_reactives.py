"""Textual's reactives that claim2 declares again, for speed (docs/performance.md), and
what they guard against: these tests fail when Textual changes under them.

- ``Widget.virtual_size`` asks for a second layout of the screen when what a widget holds
  grows; the table's parts never scroll, and ``Steady`` (``widgets/steady.py``) declares
  it again without that layout (14–19% of the Python calls of phase two and the end);
  ``SteadyScrolling`` too, for a part that may scroll (the end): its scroll bars' own
  reactives ask for the layout when one comes or goes.
- ``Screen.focused`` and ``Screen.sub_title`` repaint the whole screen when they change;
  ``GameScreen`` declares them again without that repaint (about 10% of a step's calls;
  ``tests/app/test_layout.py`` holds the game screen to it).

If a test marked "Textual" fails, Textual no longer does what the declaration works
around: measure again without it (``benchmarks/ui_speed.py --calls``) and remove it if it
no longer buys anything.
"""

from __future__ import annotations

from typing import Any

import pytest
from textual.app import App, ComposeResult
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Button, Static

from claim2.tui.widgets.steady import SteadyScrolling, SteadyVertical
from refreshes import asked


class Parts(App[None]):
    """A part of each kind, 8 lines high, holding a text that will grow past it."""

    CSS = """
    #steady, #plain { height: 8; }
    """

    def compose(self) -> ComposeResult:
        with SteadyVertical(id="steady"):
            yield Static("one", id="steady-text")
        with Vertical(id="plain"):
            yield Static("one", id="plain-text")
        yield Button("a", id="a")
        yield Button("b", id="b")


async def test_a_part_that_grows_asks_textual_for_a_layout_unless_it_is_steady(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = Parts()
    async with app.run_test(size=(40, 24)) as pilot:
        await pilot.pause()
        steady, plain = app.query_one("#steady"), app.query_one("#plain")
        from_steady = asked(monkeypatch, steady, layout=True)
        from_plain = asked(monkeypatch, plain, layout=True)
        for name in ("steady-text", "plain-text"):
            app.query_one(f"#{name}", Static).update("\n".join(["line"] * 12))
        await pilot.pause()
        assert steady.virtual_size == plain.virtual_size  # it follows what the part holds
        assert steady.virtual_size.height == 12
        assert from_plain, "Textual: a part that grows no longer asks for a layout"
        assert not from_steady


async def test_textual_repaints_a_whole_screen_when_its_focus_or_sub_title_changes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = Parts()
    async with app.run_test(size=(40, 24)) as pilot:
        await pilot.pause()
        screen: Screen[Any] = app.screen
        repaints = asked(monkeypatch, screen, layout=False)
        screen.sub_title = "another"
        assert repaints, "Textual: a new sub-title no longer repaints the screen"
        repaints.clear()
        screen.set_focus(app.query_one("#b", Button))
        assert repaints, "Textual: a new focus no longer repaints the screen"


class ScrollingVertical(SteadyScrolling, Vertical):
    """A part that may scroll, as the end is."""


class Scrolling(App[None]):
    CSS = """
    #scrolling { height: 8; overflow-y: auto; }
    """

    def compose(self) -> ComposeResult:
        with ScrollingVertical(id="scrolling"):
            yield Static("one", id="text")


async def test_a_part_that_may_scroll_gets_its_scroll_bar_without_a_layout_of_its_own(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = Scrolling()
    async with app.run_test(size=(40, 24)) as pilot:
        await pilot.pause()
        part, text = app.query_one(ScrollingVertical), app.query_one("#text", Static)
        text.update("\n".join(["line"] * 12))  # past its 8 lines: a scroll bar
        await pilot.pause()
        assert part.show_vertical_scrollbar, "Textual: a part's scroll bar no longer comes"
        assert part.scrollable_content_region.width == 40 - 2  # the bar's width (Textual's)
        from_part = asked(monkeypatch, part, layout=True)
        text.update("\n".join(["line"] * 20))  # it grows; the bar stays
        await pilot.pause()
        assert part.virtual_size.height == 20
        assert not from_part  # no layout of its own
        text.update("one")
        await pilot.pause()
        assert not part.show_vertical_scrollbar, "Textual: a part's scroll bar no longer goes"
        assert part.scrollable_content_region.width == 40
