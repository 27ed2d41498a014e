"""Radio buttons and check boxes whose state shows by shape, not by colour alone, and a
radio set that the arrow keys choose in.

Textual draws ``●`` in every radio button and ``X`` in every check box and
tells on from off by colour only; under ``NO_COLOR`` (or on a monochrome
terminal) they look the same. These draw ``●`` / ``○`` and ``X`` / blank.
"""

from __future__ import annotations

from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.widgets import Checkbox, RadioButton, RadioSet

RADIO_ON, RADIO_OFF = "●", "○"
CHECK_ON, CHECK_OFF = "X", " "


class MarkedRadioButton(RadioButton):
    """A radio button: ``●`` when chosen, ``○`` when not (Textual draws what
    ``BUTTON_INNER`` holds)."""

    def on_mount(self) -> None:
        self.BUTTON_INNER = RADIO_ON if self.value else RADIO_OFF

    def watch_value(self) -> None:
        super().watch_value()
        self.BUTTON_INNER = RADIO_ON if self.value else RADIO_OFF
        self.refresh()


class MarkedCheckbox(Checkbox):
    """A check box: ``X`` when checked, blank when not."""

    def on_mount(self) -> None:
        self.BUTTON_INNER = CHECK_ON if self.value else CHECK_OFF

    def watch_value(self) -> None:
        super().watch_value()
        self.BUTTON_INNER = CHECK_ON if self.value else CHECK_OFF
        self.refresh()


class ArrowChoice(RadioSet):
    """A radio set where the arrow keys also choose (no separate Space needed).

    The arrows are bound to actions of their own rather than by overriding
    ``action_next_button``: RadioSet calls that action from its own mount
    handler, and on Python 3.12+ the screen's first focus lands before that
    handler runs, so an override that chooses whenever the set has focus
    chose the first button (“Two players”) over the one the command
    line asked for.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("down,right", "choose_next", show=False),
        Binding("up,left", "choose_previous", show=False),
    ]

    def on_mount(self) -> None:
        self.call_later(self._cursor_on_pressed)  # after RadioSet's own mount handler

    def _cursor_on_pressed(self) -> None:
        """The cursor on the button pressed (RadioSet puts it where a change says)."""
        pressed = self.pressed_button
        if pressed is not None:
            self.post_message(self.Changed(self, pressed))

    def action_choose_next(self) -> None:
        self._choose(1)

    def action_choose_previous(self) -> None:
        self._choose(-1)

    def _choose(self, step: int) -> None:
        """Press the button ``step`` away from the one pressed (round the set)."""
        buttons = [button for button in self.query(RadioButton) if not button.disabled]
        if not buttons:
            return
        pressed = self.pressed_button
        index = buttons.index(pressed) if pressed in buttons else -step
        buttons[(index + step) % len(buttons)].value = True
