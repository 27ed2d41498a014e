"""The key footer (``KeyFooter``) in a bare app: a line it keeps (dimmed, then lit again)
is the line it would draw anew, and a click on a key of a kept line presses that key."""

from __future__ import annotations

from typing import ClassVar

from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.visual import Visual

from claim2.tui.widgets.footer import KeyFooter


class FooterApp(App[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("a", "press('a')", "First"),
        Binding("b", "press('b')", "Second"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.pressed: list[str] = []

    def compose(self) -> ComposeResult:
        yield KeyFooter()

    def action_press(self, key: str) -> None:
        self.pressed.append(key)


def drawn_anew(footer: KeyFooter) -> str:
    """The footer's line drawn from its words now, with its styles (as Textual draws a
    widget's ``render``)."""
    width = footer.size.width
    strip = Visual.to_strips(footer, footer.render(), width, 1, footer.visual_style)[0]
    return repr(list(strip))


async def test_a_kept_line_is_the_line_drawn_anew_and_its_keys_take_clicks() -> None:
    app = FooterApp()
    async with app.run_test(size=(60, 3)) as pilot:
        footer = app.query_one(KeyFooter)
        await pilot.pause()
        lit = footer.render_line(0)
        assert repr(list(lit)) == drawn_anew(footer) and "b Second" in lit.text
        footer.waiting = True
        await pilot.pause()
        dimmed = footer.render_line(0)
        assert dimmed.text == lit.text and repr(list(dimmed)) == drawn_anew(footer)
        assert repr(list(dimmed)) != repr(list(lit))
        footer.waiting = False
        await pilot.pause()
        assert footer.render_line(0) is lit  # kept, not drawn again
        await pilot.click(KeyFooter, offset=(lit.text.index("Second"), 0))
        assert app.pressed == ["b"]
