"""The piles that decide the votes (``PilesArea``), face up for both, as one seat sees them.

Phase one: each follower pile as a small stack with its count and the prizes in it.
Phase two: the score piles (``ScoreTable``, and each pile as a stack with its count), the
gnomes in front of each player and the trolls set aside, as small cards. Stacks and cards
only where cards are drawn large (turn.tcss); at 80×24 the same as text rows. Every part
is composed once; ``show`` draws another moment in it.
"""

from __future__ import annotations

from typing import ClassVar

from rich.cells import cell_len
from rich.segment import Segment
from textual.app import ComposeResult
from textual.content import Content
from textual.geometry import Size
from textual.strip import Strip
from textual.widget import Widget

from claim2.game.public import PublicView, public_view
from claim2.present.phrase import plain
from claim2.present.scenes.piles import (
    aside_line,
    followers_count,
    followers_line,
    followers_title,
    in_front_of,
    prizes,
    score_pile_count,
    score_piles_title,
    trolls_set_aside,
)
from claim2.tui.narrate import content
from claim2.tui.widgets.card import FAN_STEP, CardSize, CardSpec
from claim2.tui.widgets.card_row import CardStrips, joined, row_places, row_segments
from claim2.tui.widgets.score_table import ScoreTable
from claim2.tui.widgets.steady import Steady, SteadyHorizontal, SteadyStatic, SteadyVertical
from claim2.tui.widgets.text import show_text

Names = tuple[str, str]

#: A group of cards aside: at least this wide, this far from the next, its cards spread
#: (overlapping, each code showing) from this many on.
ASIDE_WIDTH = 20
ASIDE_GAP = 3
ASIDE_SPREAD = 4

#: A pile's stack: as wide as three fanned small backs; each seat's part is followed by
#: this many empty columns.
PILE_STACK_WIDTH = 2 * FAN_STEP + CardSize.SMALL.width
PILE_MARGIN = 2


def pile_lines(count: int, name: str, *lines: Content) -> tuple[int, Content]:
    """A pile's count and the lines beside it: the seat's name in bold, then ``lines``."""
    return count, Content("\n").join([Content.styled(name, "bold"), *lines])


def pile_specs(count: int) -> list[CardSpec]:
    """A pile as a small stack: up to three backs fanned, the count on the top one."""
    return [CardSpec.back() for _ in range(min(count, 3) - 1)] + [CardSpec.back(count=count)]


class PileStacks(Steady, Widget):
    """Each seat's pile as a small stack of backs with its count, and lines beside it (the
    seat's name in bold first), the two seats side by side in halves of the width. One
    widget drawn with the line API (each card's lines kept), not six laid out each step."""

    DEFAULT_CSS = """
    PileStacks { height: auto; }
    """

    def __init__(self, *, classes: str | None = None) -> None:
        super().__init__(classes=classes)
        self.piles: tuple[tuple[int, Content], ...] = ()
        self._strips = CardStrips()

    def show(self, piles: tuple[tuple[int, Content], ...]) -> None:
        """Show these piles: for each seat its count and its lines."""
        if piles != self.piles:
            self.piles = piles
            self.refresh(layout=True)

    def _halves(self, width: int) -> list[int]:
        """Each seat's width: the width shared out, a margin after each (as 1fr parts)."""
        room = max(width - PILE_MARGIN * len(self.piles), 0)
        count = max(len(self.piles), 1)
        return [room // count + (seat < room % count) for seat in range(len(self.piles))]

    def _texts(self, width: int) -> list[list[Strip]]:
        texts = []
        for (_count, text), half in zip(self.piles, self._halves(width), strict=True):
            room = max(half - PILE_STACK_WIDTH - 1, 1)
            texts.append(self._strips.text(self, text, room, None))
        return texts

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        """A stack's height, or the longest lines' beside it at ``width``."""
        return max([CardSize.SMALL.height, *(len(text) for text in self._texts(width))])

    def render_line(self, y: int) -> Strip:
        width = self.size.width
        return self._strips.line(self, y, (self.piles, width), lambda: self._draw(width))

    def _draw(self, width: int) -> list[Strip]:
        strips = self._strips
        texts = self._texts(width)
        height = max([CardSize.SMALL.height, *(len(text) for text in texts)])
        lines: list[list[Segment]] = [[] for _ in range(height)]
        for (count, _text), half, text in zip(self.piles, self._halves(width), texts, strict=True):
            specs = pile_specs(count)
            places = row_places(specs, CardSize.SMALL, fan=True)
            stack = row_segments(self, strips, specs, places, CardSize.SMALL)
            for number, line in enumerate(lines):
                drawn = [*stack[number]] if number < len(stack) else []
                used = Segment.get_line_length(drawn)
                drawn.append(strips.gap(self, PILE_STACK_WIDTH + 1 - used))
                if number < len(text):
                    drawn += list(text[number])
                used = Segment.get_line_length(drawn)
                line.extend([*drawn, strips.gap(self, half + PILE_MARGIN - used)])
        return [joined(line) for line in lines]


class AsideCards(Steady, Widget):
    """Cards that lie in front of each player and the trolls set aside: groups side by side,
    each a label over its cards as small cards. One widget drawn with the line API (each
    card's lines kept), not a box of labels and rows laid out at every step."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {"aside-cards--label"}

    DEFAULT_CSS = """
    AsideCards { height: auto; }
    AsideCards > .aside-cards--label { color: $text-muted; }
    """

    def __init__(self, *, classes: str | None = None) -> None:
        super().__init__(classes=classes)
        self.groups: tuple[tuple[str, tuple[CardSpec, ...]], ...] = ()
        self._strips = CardStrips()

    def show(self, groups: tuple[tuple[str, tuple[CardSpec, ...]], ...]) -> None:
        """Show these groups: each a label and its cards."""
        if groups != self.groups:
            self.groups = groups
            self.refresh(layout=True)

    def _widths(self) -> list[tuple[list[tuple[int, int]], int]]:
        """Each group's card places and its width (at least ``ASIDE_WIDTH``)."""
        laid = []
        for label, specs in self.groups:
            places = row_places(specs, CardSize.SMALL, spread_from=ASIDE_SPREAD)
            cards = places[-1][0] + places[-1][1] if places else 0
            laid.append((places, max(ASIDE_WIDTH, cell_len(label), cards)))
        return laid

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return sum(width + ASIDE_GAP for _places, width in self._widths())

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return 1 + CardSize.SMALL.height

    def render_line(self, y: int) -> Strip:
        return self._strips.line(self, y, self.groups, self._draw)

    def _draw(self) -> list[Strip]:
        strips = self._strips
        style = self.get_visual_style("aside-cards--label")
        lines: list[list[Segment]] = [[] for _ in range(1 + CardSize.SMALL.height)]
        for (label, specs), (places, width) in zip(self.groups, self._widths(), strict=True):
            text = Content.styled(label, style)
            drawn = [list(line) for line in strips.text(self, text, max(text.cell_length, 1))]
            drawn += row_segments(self, strips, specs, places, CardSize.SMALL)
            for number, line in enumerate(drawn):
                used = Segment.get_line_length(line)
                lines[number] += [*line, strips.gap(self, width + ASIDE_GAP - used)]
        return [joined(line) for line in lines]


class PilesArea(SteadyVertical):
    """The piles that decide the votes, face up for both, as the seat sees them. Phase one's
    parts and phase two's are both composed, each phase's in a box of its own; each phase
    shows its box (its ``display``: a class on the area would restyle all its parts)."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._stacks = PileStacks(classes="pile-stacks")
        self._phase_one = SteadyVertical(classes="phase-one")
        self._rows = [
            (SteadyStatic(classes="pile-name"), SteadyStatic(classes="pile-text")) for _ in (0, 1)
        ]
        self._phase_two = SteadyVertical(classes="phase-two")
        self._scores = ScoreTable()
        self._aside_text = SteadyStatic(classes="aside-text")
        self._asides = AsideCards(classes="aside-cards")
        self._own = SteadyStatic(classes="own-text")

    def compose(self) -> ComposeResult:
        yield self._stacks
        with self._phase_one:
            for name, text in self._rows:
                with SteadyHorizontal(classes="pile-row"):
                    yield name
                    yield text
        with self._phase_two:
            yield self._scores
            yield self._aside_text
            yield self._asides
        yield self._own

    def show(self, seen: PublicView, names: Names, extra: list[Content] | None = None) -> None:
        """``extra``: lines below (the seat's own follower pile, say)."""
        phase_one = seen.phase == 1 and not seen.finished
        public = public_view(seen)
        self._phase_one.display = phase_one
        self._phase_two.display = not phase_one
        if phase_one:
            self.border_title = plain(followers_title())
            self._stacks.show(
                tuple(
                    pile_lines(
                        count,
                        names[seat],
                        content(followers_count(count)),
                        content(prizes(public, seat)),
                    )
                    for seat, count in enumerate(seen.follower_counts)
                )
            )
            width = max(8, *(cell_len(name) for name in names))  # one column for both
            for seat, (name, text) in enumerate(self._rows):
                if name.styles.width is None or name.styles.width.value != width:
                    name.styles.width = width
                show_text(name, Content(names[seat]))
                show_text(text, content(followers_line(public, seat)))
        else:
            self.border_title = plain(score_piles_title())
            self._scores.show(public, names)
            show_text(self._aside_text, content(aside_line(public, names)))
            self._stacks.show(
                tuple(
                    pile_lines(
                        len(pile),
                        names[seat],
                        content(score_pile_count(len(pile))),
                    )
                    for seat, pile in enumerate(seen.score_piles)
                )
            )
            self._asides.show(
                (
                    *(
                        (
                            plain(in_front_of(names[seat])),
                            tuple(CardSpec.face(card) for card in seen.gnomes_in_front[seat]),
                        )
                        for seat in (0, 1)
                    ),
                    (
                        plain(trolls_set_aside()),
                        tuple(CardSpec.face(card) for card in seen.trolls_aside),
                    ),
                )
            )
        self._own.display = bool(extra)
        show_text(self._own, Content("\n").join(extra or []))

    def clear_own(self) -> None:
        """Nothing of the seat's own follower pile (before a hand-off)."""
        show_text(self._own, "")
