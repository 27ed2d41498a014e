"""Updating text widgets only when their text changes."""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Button, Static


def show_text(widget: Static, text: Content | str) -> None:
    """Put ``text`` in ``widget``, unless it shows it already (an update refreshes the
    widget and the layout around it: most parts of the table stay the same from one step
    to the next)."""
    if widget.content != text:
        widget.update(text)


def show_label(button: Button, label: Content | str) -> None:
    """Give ``button`` another label, and the width it needs (Textual's ``Button.label``
    repaints the button but keeps its width: a longer label, in another language say,
    would be cut)."""
    if button.label != label:
        button.label = label
        button.refresh(layout=True)
