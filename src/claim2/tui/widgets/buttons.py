"""Buttons of the game screens."""

from __future__ import annotations

from textual.widgets import Button


class MouseButton(Button, can_focus=False):
    """A button for the mouse; the keyboard uses the screen's binding (shown in the footer)."""
