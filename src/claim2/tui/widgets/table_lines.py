"""A widget that shows a Rich table through Textual's line API (``TableLines``): the table
is rendered once for each look and width and its lines kept.

Textual asks a widget for its height (at one or two widths) while it lays a step out, and
for its lines when it draws them; a ``Static`` showing a Rich table renders the table for
each, and Rich's tables are slow to render (about 10,000 Python calls for a few rows).
"""

from __future__ import annotations

from collections.abc import Hashable

from rich.table import Table
from textual.geometry import Size
from textual.strip import Strip
from textual.visual import Visual, visualize
from textual.widget import Widget

from claim2.text.i18n import current_language
from claim2.tui.widgets.steady import Steady


class TableLines(Steady, Widget):
    """A Rich table (``render``) drawn from its kept lines. A subclass says what the table
    is made from (``made_from``: anything that changes it) and may draw the lines itself
    where it can (``own_lines``)."""

    DEFAULT_CSS = """
    TableLines { height: auto; }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self._look_drawn: Hashable = None
        self._drawn: dict[int, list[Strip]] = {}  # by width, for the look last drawn

    def render(self) -> Table:
        """The table (Textual also measures the widget's width from it)."""
        raise NotImplementedError

    def made_from(self) -> Hashable:
        """What the table is made from: a change draws it again."""
        raise NotImplementedError

    def own_lines(self, width: int) -> list[Strip] | None:
        """The table's lines drawn without rendering it, or None (then Rich renders it)."""
        return None

    def lines(self, width: int) -> list[Strip]:
        """The table's lines at ``width``, rendered once for each look and width."""
        look = (self.made_from(), self.visual_style, self.app.theme, current_language())
        if look != self._look_drawn:
            self._look_drawn, self._drawn = look, {}
        found = self._drawn.get(width)
        if found is None:
            found = self.own_lines(width)
            if found is None:
                visual = visualize(self, self.render())
                found = Visual.to_strips(self, visual, width, None, self.visual_style)
            self._drawn[width] = found
        return found

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self.lines(width)) if width else 0

    def render_line(self, y: int) -> Strip:
        lines = self.lines(self.size.width)
        if y < len(lines):
            return lines[y]
        return Strip.blank(self.size.width, self.visual_style.rich_style)
