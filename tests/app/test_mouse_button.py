"""The game screens' button alone, in the app's shell: behind its scene's key gate (not
live) it is dimmed and a click does nothing; live again, a click presses it."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Button

from claim2.tui.widgets.buttons import MouseButton
from tui_shell.shell_app import ShellApp

from .driving import find_text


class ButtonScreen(Screen[None]):
    """One button, and the presses it told."""

    def __init__(self) -> None:
        super().__init__()
        self.button = MouseButton("Play again", variant="primary")
        self.pressed = 0

    def compose(self) -> ComposeResult:
        yield self.button

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.pressed += 1


def dimmed(button: MouseButton) -> bool:
    shown = button.render()
    assert isinstance(shown, Content)
    return any("dim" in str(span.style) for span in shown.spans)


async def test_a_button_not_live_is_dimmed_and_a_click_does_nothing_until_it_is() -> None:
    screen = ButtonScreen()
    app = ShellApp(lambda: screen)
    async with app.run_test(size=(40, 8)) as pilot:
        button = screen.button
        button.set_live(False)
        assert dimmed(button) and not button.disabled  # no restyle: only repainted
        await pilot.click(offset=find_text(app, "Play again", button.region))
        button.press()
        await pilot.pause()
        assert screen.pressed == 0
        button.set_live(True)
        assert not dimmed(button)
        await pilot.click(offset=find_text(app, "Play again", button.region))
        await pilot.pause()
        assert screen.pressed == 1
