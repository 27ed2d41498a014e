"""Buttons of the game screens."""

from __future__ import annotations

from textual.widgets import Button

from claim2.tui.widgets.steady import Steady


class MouseButton(Steady, Button, can_focus=False):
    """A button for the mouse; the keyboard uses the screen's binding (shown in the footer)."""
