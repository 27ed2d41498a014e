"""Rows of cards (``CardRow``: a trick, a pile, the backs of a hand) drawn with Textual's
line API, each card's lines kept from step to step (``CardStrips``, also for ``Hand``).

A hand or a trick changes at every step (a card played, the cursor moved), but each card in
it looks as it did before. So a row is not rendered again as text: each card's lines are
made once, as segments in the widget's style with the card's (theme) style on it, as
Textual styles a widget's content, and kept; a row's lines are those joined. What is kept
belongs to one widget: it is dropped when the widget's style or the theme changes (the
faction colours are theme variables). Segments, not strips, are kept: a Textual strip
carries caches of its own, and thousands of them would make each garbage collection
longer.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence

from rich.cells import cell_len
from rich.segment import Segment
from textual.content import Content
from textual.geometry import Size
from textual.strip import Strip
from textual.style import Style
from textual.visual import Visual
from textual.widget import Widget

from claim2.tui.widgets.card import (
    FAN_STEP,
    LABEL_STYLE,
    SPREAD_STEP,
    CardSize,
    CardSpec,
    card_lines,
    card_style,
    label_line,
    size_for,
)
from claim2.tui.widgets.steady import Steady

#: How many card drawings a widget keeps (a game shows a few dozen looks of each row).
KEPT = 128


class CardStrips:
    """What one widget of cards draws: each card's lines, and the widget's last lines."""

    def __init__(self) -> None:
        self._base: Hashable = None
        self._cards: dict[Hashable, list[Segment]] = {}
        self._texts: dict[Hashable, list[Strip]] = {}
        self._drawn: tuple[Hashable, list[Strip]] | None = None

    def lines(self, widget: Widget, key: Hashable, draw: Callable[[], list[Strip]]) -> list[Strip]:
        """The widget's lines for what it shows (``key``): drawn by ``draw`` when that, the
        widget's size or its style changed, and aligned as its ``content-align`` asks."""
        self._check(widget)
        styles = widget.styles
        full = (key, widget.size, styles.content_align)
        if self._drawn is None or self._drawn[0] != full:
            lines = draw()
            horizontal, vertical = styles.content_align
            if lines and (horizontal, vertical) != ("left", "top"):
                width, height = widget.size
                blank = widget.visual_style.rich_style
                lines = list(Strip.align(lines, blank, width, height, horizontal, vertical))
            self._drawn = (full, lines)
        return self._drawn[1]

    def line(self, widget: Widget, y: int, key: Hashable, draw: Callable[[], list[Strip]]) -> Strip:
        """Line ``y`` of the widget's content (``render_line``), blank below the cards."""
        lines = self.lines(widget, key, draw)
        if y < len(lines):
            return lines[y]
        return Strip.blank(widget.size.width, widget.visual_style.rich_style)

    def card(
        self,
        widget: Widget,
        spec: CardSpec,
        size: CardSize,
        width: int | None = None,
        *,
        focused: bool = False,
    ) -> list[Segment]:
        """The card's lines, one segment each, ``width`` columns of them (a fanned card shows
        its left edge)."""
        self._check(widget)
        shown = size.width if width is None else width
        look = (spec.look, spec.card, spec.playable, spec.cursor, spec.armed, spec.count)
        key = (look, size, shown, focused)
        found = self._cards.get(key)
        if found is None:
            if len(self._cards) >= KEPT:
                self._cards.clear()
            style = widget.visual_style + Style.parse(card_style(spec, focused=focused))
            rich = style.rich_style
            found = [Segment(line[:shown], rich) for line in card_lines(spec, size)]
            self._cards[key] = found
        return found

    def text(
        self, widget: Widget, content: Content, width: int, height: int | None = 1
    ) -> list[Strip]:
        """``content`` rendered as the widget renders its content, kept like the cards (the
        layout asks a widget for its height more than once a step, at the same width)."""
        self._check(widget)
        # Content compares its text only: its spans (the styles) are part of the key too
        key = (content.plain, tuple(content.spans), width, height)
        found = self._texts.get(key)
        if found is None:
            if len(self._texts) >= KEPT:
                self._texts.clear()
            found = Visual.to_strips(widget, content, width, height, widget.visual_style)
            self._texts[key] = found
        return found

    @staticmethod
    def gap(widget: Widget, width: int) -> Segment:
        """Empty columns in the widget's own style."""
        return Segment(" " * width, widget.visual_style.rich_style)

    def _check(self, widget: Widget) -> None:
        base = (widget.visual_style, widget.app.theme)
        if base != self._base:
            self._base = base
            self._cards.clear()
            self._texts.clear()
            self._drawn = None


def row_places(
    specs: Sequence[CardSpec], size: CardSize, *, fan: bool = False, spread_from: int | None = None
) -> list[tuple[int, int]]:
    """The first column of each card in a row and how many of its columns show (all of the
    last one; of the others all, or a fanned or spread card's left part)."""
    places = []
    column = 0
    spread = spread_from is not None and len(specs) >= spread_from
    for index, spec in enumerate(specs):
        column += spec.gap
        width = size.width
        if index < len(specs) - 1:
            if fan:
                width = FAN_STEP
            elif spread:
                width = min(SPREAD_STEP, size.width)
        places.append((column, width))
        column += width
    return places


def joined(segments: Iterable[Segment]) -> Strip:
    """One line of segments (neighbours of the same style merged)."""
    return Strip(list(Segment.simplify(segments)))


def row_segments(
    widget: Widget,
    strips: CardStrips,
    specs: Sequence[CardSpec],
    places: Sequence[tuple[int, int]],
    size: CardSize,
    *,
    focused: bool = False,
) -> list[list[Segment]]:
    """A row of cards as segments for each line: each card's kept lines (as much of each
    card as shows; ``focused``: its row has the focus, the cursor drawn stronger)."""
    parts: list[list[Segment]] = [[] for _ in range(size.height)]
    for spec, (_column, width) in zip(specs, places, strict=True):
        card = strips.card(widget, spec, size, width, focused=focused)
        for number, line in enumerate(card):
            if spec.gap:
                parts[number].append(strips.gap(widget, spec.gap))
            parts[number].append(line)
    return parts


class CardRow(Steady, Widget):
    """Cards side by side (a hand's backs, the trick, piles), with an optional line under
    each."""

    DEFAULT_CSS = """
    CardRow { height: auto; width: auto; }
    """

    def __init__(
        self,
        specs: Sequence[CardSpec] = (),
        labels: Sequence[str] | None = None,
        *,
        size: CardSize | None = None,
        fan: bool = False,
        spread_from: int | None = None,
        room: int = 0,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        """``labels``: a short text under each card (centred); ``size`` None: from the screen;
        ``fan``: the cards overlap like a stack, only the last one whole; ``spread_from``:
        from this many cards on, they overlap showing each one's code (a long row keeps to
        its room); ``room``: the row is always as wide as this many fanned cards, however
        few it shows (a part whose size stays put is laid out once per step, not twice)."""
        super().__init__(id=id, classes=classes)
        self.fan = fan
        self.room = room
        self.spread_from = spread_from
        self.specs = tuple(specs)
        self.labels = None if labels is None else tuple(labels)
        self.fixed_size = size
        self._strips = CardStrips()

    def show(self, specs: Sequence[CardSpec], labels: Sequence[str] | None = None) -> None:
        """Draw other cards in this row (nothing is redrawn when they are the same)."""
        specs, shown = tuple(specs), None if labels is None else tuple(labels)
        if (specs, shown) == (self.specs, self.labels):
            return
        self.specs, self.labels = specs, shown
        self.refresh(layout=True)

    @property
    def card_size(self) -> CardSize:
        if self.fixed_size is not None:
            return self.fixed_size
        return size_for(self.app.size)

    def places(self, size: CardSize) -> list[tuple[int, int]]:
        """The first column of each card and how many of its columns show."""
        return row_places(self.specs, size, fan=self.fan, spread_from=self.spread_from)

    def plain(self, size: CardSize | None = None) -> list[str]:
        """The row as lines of plain text, as drawn (without its colours)."""
        size = self.card_size if size is None else size
        places = self.places(size)
        lines = [""] * size.height
        for spec, (_column, width) in zip(self.specs, places, strict=True):
            for number, text in enumerate(card_lines(spec, size)):
                lines[number] += " " * spec.gap + text[:width]
        if self.labels is not None:
            lines.append(label_line(places, self.labels))
        return lines

    def get_content_width(self, container: Size, viewport: Size) -> int:
        """The cards' width (the labels' if wider), or the ``room`` it keeps: counted, not
        drawn."""
        size = self.card_size
        places = self.places(size)
        drawn = places[-1][0] + places[-1][1] if places else 0
        if self.labels is not None:
            drawn = max(drawn, cell_len(label_line(places, self.labels)))
        if not self.room:
            return drawn
        step = FAN_STEP if self.fan else size.width
        return max(drawn, step * (self.room - 1) + size.width)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        """A card's height, and a line for the labels: known without drawing the row (the
        layout asks for it several times a step)."""
        return self.card_size.height + (self.labels is not None)

    def render_line(self, y: int) -> Strip:
        size = self.card_size
        key = (self.specs, self.labels, size, self.fan, self.spread_from)
        return self._strips.line(self, y, key, lambda: self._draw(size))

    def _draw(self, size: CardSize) -> list[Strip]:
        places = self.places(size)
        lines = [
            joined(line) for line in row_segments(self, self._strips, self.specs, places, size)
        ]
        if self.labels is not None:
            text = Content.styled(label_line(places, self.labels), LABEL_STYLE)
            lines.extend(self._strips.text(self, text, max(text.cell_length, 1)))
        return lines
