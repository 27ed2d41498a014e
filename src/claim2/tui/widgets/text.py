"""Updating text widgets only when their text changes."""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Static


def show_text(widget: Static, text: Content | str) -> None:
    """Put ``text`` in ``widget``, unless it shows it already (an update refreshes the
    widget and the layout around it: most parts of the table stay the same from one step
    to the next)."""
    if widget.content != text:
        widget.update(text)
