"""Clicks that Textual cannot handle: on what a screen being rebuilt has just removed.

A screen that recomposes (the history once it has read the saves, any screen when the
language switches) removes its widgets before the new ones are drawn; a click in that
moment lands on a widget that is no longer there, and Textual's text selection fails on it
(``'NoneType' object has no attribute 'region'``). The app drops such a click.
"""

from __future__ import annotations

from typing import Any

from textual import events
from textual.screen import Screen


def on_a_removed_widget(screen: Screen[Any], click: events.MouseDown) -> bool:
    """Whether ``click`` lands on a widget that is no longer on ``screen``: the screen is
    being rebuilt (recomposed) and still shows what it has just removed."""
    widget, _offset = screen.get_widget_and_offset_at(click.x, click.y)
    return widget is not None and widget is not screen and widget.parent is None
