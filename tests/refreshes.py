"""Spying on a widget's ``refresh``: which calls ask Textual for a layout, or repaint the
whole widget (for the tests of what claim2 declares again of Textual's reactives)."""

from __future__ import annotations

from typing import Any

import pytest
from textual.widget import Widget


def asked(monkeypatch: pytest.MonkeyPatch, widget: Widget, *, layout: bool) -> list[Any]:
    """The calls of ``widget.refresh`` from now on that ask for a layout (``layout``) or that
    repaint the whole widget (not ``layout``)."""
    calls: list[Any] = []
    original = widget.refresh

    def spy(*regions: Any, **options: Any) -> Any:
        if layout:
            counted = bool(options.get("layout", False))
        else:  # no region given: the whole widget
            counted = not regions and bool(options.get("repaint", True))
        if counted:
            calls.append(options)
        return original(*regions, **options)

    monkeypatch.setattr(widget, "refresh", spy)
    return calls
