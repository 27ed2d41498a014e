"""Keys taken in the order they came, by the field that has the focus when each comes.

Textual hands a key to the focused widget's own queue; a key the widget does not handle
itself (Backspace in a text field, an arrow on a row of choices) goes back up to the app,
which runs the binding of whatever has the focus *then*. Sent in one burst (a paste, a
slow SSH link), ``Ann⌫⌫⌫Cat⇥Dog`` gave "AnnCat" and an empty second name: the Tab moved
the focus before the three Backspaces came back up, and they deleted "Dog". The app
(``Shell.on_event``) gives each key at once to a focused ``InOrder`` widget, which takes
it there and then (its typing and its own bindings), or leaves it to Textual.
"""

from __future__ import annotations

from typing import Any, ClassVar

from textual import events
from textual.binding import Binding, BindingsMap, BindingType
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Input


class InOrder:
    """A mixin for a focusable widget (put it before the widget's class): ``take_key`` runs
    its own bindings at once (``OWN``: the keys it edits or moves with; a key bound above
    it is not among them)."""

    OWN: ClassVar[BindingsMap] = BindingsMap()

    async def take_key(self, event: events.Key) -> bool:
        """Do what ``event`` does here, now; False: not a key of this widget's own."""
        for binding in self.OWN.key_to_bindings.get(event.key, ()):
            assert isinstance(self, Widget)
            await self.run_action(binding.action)
            return True
        return False


def own_bindings(
    bindings: list[BindingType], *, leave: frozenset[str] = frozenset()
) -> BindingsMap:
    """``bindings`` as a map, without those whose action is in ``leave`` (done above)."""
    return BindingsMap(
        binding for binding in Binding.make_bindings(bindings) if binding.action not in leave
    )


class NameInput(InOrder, Input):
    """A text field (a player's name) that takes what is typed, and its editing keys, in the
    order they came. Enter is not its own: the screen says what Enter does.

    Its text is not selected when the focus comes (Textual does that when it handles the
    focus, after keys of the same burst were typed in: they were then all selected, and
    the next key wrote over them); a screen that moves the focus here by a key selects it
    there and then (``focus_in_order``)."""

    OWN = own_bindings(Input.BINDINGS, leave=frozenset({"submit"}))

    def __init__(self, value: str | None = None, **options: Any) -> None:
        super().__init__(value, select_on_focus=False, **options)

    def on_mount(self) -> None:
        self.app.screen_change_signal.subscribe(self, self._screen_changed)

    def _screen_changed(self, screen: Screen[object]) -> None:
        """The cursor blinks (a timer twice a second) only in the field with the focus on
        the screen on top: under a game the start screen's field woke the app twice a
        second all the game long, a tenth of a step's CPU (benchmarks/step_speed.py)."""
        self.cursor_blink = screen is self.screen and self.has_focus

    def on_focus(self) -> None:
        self.cursor_blink = True

    async def take_key(self, event: events.Key) -> bool:
        if event.is_printable and event.character is not None:
            selection = self.selection
            if selection.is_empty:
                self.insert_text_at_cursor(event.character)
            else:
                self.replace(event.character, *selection)
            return True
        return await super().take_key(event)


def focus_in_order(widget: Widget | None) -> None:
    """The focus to ``widget`` now, before the next key is taken (``Screen.set_focus``; a
    name's text selected, so that what is typed next takes its place)."""
    if widget is None:
        return
    widget.screen.set_focus(widget)
    if isinstance(widget, NameInput):
        widget.select_all()
