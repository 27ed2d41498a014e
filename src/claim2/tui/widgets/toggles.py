"""Radio buttons and check boxes whose state shows by shape, not by colour alone, and a
radio set that the arrow keys choose in.

Textual draws ``●`` in every radio button and ``X`` in every check box and
tells on from off by colour only; under ``NO_COLOR`` (or on a monochrome
terminal) they look the same. These draw ``●`` / ``○`` and ``X`` / blank.
"""

from __future__ import annotations

from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.content import Content
from textual.widgets import Checkbox, RadioButton, RadioSet

RADIO_ON, RADIO_OFF = "●", "○"
CHECK_ON, CHECK_OFF = "X", " "


class MarkedRadioButton(RadioButton):
    """A radio button: ``●`` when chosen, ``○`` when not."""

    @property
    def _button(self) -> Content:
        self.BUTTON_INNER = RADIO_ON if self.value else RADIO_OFF
        return super()._button


class MarkedCheckbox(Checkbox):
    """A check box: ``X`` when checked, blank when not."""

    @property
    def _button(self) -> Content:
        self.BUTTON_INNER = CHECK_ON if self.value else CHECK_OFF
        return super()._button


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
        if self.pressed_index >= 0:
            self._selected = self.pressed_index

    def action_choose_next(self) -> None:
        self.action_next_button()
        self.action_toggle_button()

    def action_choose_previous(self) -> None:
        self.action_previous_button()
        self.action_toggle_button()
