"""Buttons of the game screens."""

from __future__ import annotations

from textual.app import RenderResult
from textual.content import Content
from textual.widgets import Button

from claim2.tui.widgets.steady import Steady


class MouseButton(Steady, Button, can_focus=False):
    """A button for the mouse; the keyboard uses the screen's binding (shown in the footer).

    Behind its scene's key gate a button is not *live* (``set_live``): its label is dimmed
    and a press does nothing (the key guard keeps keys and clicks from the screen until the
    gate opens anyway). Not Textual's ``disabled``: that restyles the button each time it
    changes (about 1 ms, four times each way at a game's end), where this only repaints it.
    """

    live: bool = True  # takes a press (its scene's gate is open)

    def set_live(self, live: bool) -> None:
        """Whether the button takes a press now; dimmed until it does."""
        if live != self.live:
            self.live = live
            self.refresh()

    def render(self) -> RenderResult:
        label = self.label
        assert isinstance(label, Content)  # Button.validate_label makes it one
        return label if self.live else label.stylize("dim")

    def press(self) -> MouseButton:
        """Pressed (clicked): nothing happens while the button is not live."""
        if self.live:
            super().press()
        return self
