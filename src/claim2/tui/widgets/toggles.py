"""Radio buttons and check boxes whose state shows by shape, not by colour alone, and a
radio set that the arrow keys choose in.

Textual draws ``●`` in every radio button and ``X`` in every check box and
tells on from off by colour only; under ``NO_COLOR`` (or on a monochrome
terminal) they look the same. These draw ``●`` / ``○`` and ``X`` / blank.
"""

from __future__ import annotations

from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.message import Message
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
    _chosen: RadioButton | None = None  # the button an arrow pressed last

    class Arrow(Message):
        """An arrow that came before the set knew of the last one's press."""

        def __init__(self, step: int) -> None:
            super().__init__()
            self.step = step

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
        """Press the button ``step`` away from the one pressed (round the set).

        The set learns of a press from the button's message, after the keys that came with
        the arrow; an arrow that comes before (two arrows at once) is sent the same way, to
        be taken after it: counted from the button pressed before, it would be lost."""
        chosen = self._chosen
        if chosen is not None and chosen.value and chosen is not self.pressed_button:
            chosen.post_message(self.Arrow(step))  # reaches the set after the button's
            return
        self._chosen = None
        buttons = [button for button in self.query(RadioButton) if not button.disabled]
        if not buttons:
            return
        pressed = self.pressed_button
        index = buttons.index(pressed) if pressed in buttons else -step
        self._chosen = buttons[(index + step) % len(buttons)]
        self._chosen.value = True

    def on_arrow_choice_arrow(self, message: Arrow) -> None:
        message.stop()
        self._choose(message.step)
