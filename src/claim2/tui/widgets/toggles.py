"""Radio buttons and check boxes whose state shows by shape, not by colour alone.

Textual draws ``●`` in every radio button and ``X`` in every check box and
tells on from off by colour only; under ``NO_COLOR`` (or on a monochrome
terminal) they look the same. These draw ``●`` / ``○`` and ``X`` / blank.
"""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Checkbox, RadioButton

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
