"""A check box whose state shows by shape, not by colour alone.

Textual draws ``X`` in every check box and tells on from off by colour only; under
``NO_COLOR`` (or on a monochrome terminal) they look the same. This one draws ``X`` or
blank. (The rows of choices, ``choice_row.ChoiceRow``, draw ``●`` / ``○`` likewise.)
"""

from __future__ import annotations

from textual.widgets import Checkbox

CHECK_ON, CHECK_OFF = "X", " "


class MarkedCheckbox(Checkbox):
    """A check box: ``X`` when checked, blank when not."""

    def on_mount(self) -> None:
        self.BUTTON_INNER = CHECK_ON if self.value else CHECK_OFF

    def watch_value(self) -> None:
        super().watch_value()
        self.BUTTON_INNER = CHECK_ON if self.value else CHECK_OFF
        self.refresh()
