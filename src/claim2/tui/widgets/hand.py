"""A hand of cards, drawn as cards side by side, to choose a card from by keys or mouse.

The cards are drawn by ``card.py`` (faction colours, dashed frames for cards that
cannot be played now, ``›Gn3‹`` under the cursor, ``▶Gn3◀`` armed) and kept by
``card_row.py`` from step to step, the box in hand.tcss. A hand lives as long as its
screen: ``show`` gives it other cards.

A card is played with one key, as a card is laid on a table: Enter (or a
click) on the card under the cursor, or its value key, which does what Enter
does on the card of that value, every time: it plays it (or says why it may not
be played). Only with two different playable cards of that value does the key
not choose between them: the first press goes to one, ``Told`` says which
other one the same key goes to next, and Enter plays the one under the cursor.
Stray keys are kept out by the game screen's key gate (``claim2.sitting.gate``).
With ``confirm`` (the "confirm every card" setting, and in lessons) choosing
takes two deliberate steps: the first Enter *arms* the card, the second plays
it; moving away or Esc disarms. Choosing an unplayable card posts ``Refused``
so the screen can say why.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import ClassVar

from textual import events
from textual.binding import BindingType
from textual.content import Content
from textual.geometry import Size
from textual.message import Message
from textual.strip import Strip
from textual.widget import Widget

from claim2.engine import Card, Faction
from claim2.present.phrase import Phrase
from claim2.present.scenes.keys import no_card_of_value, several_of_value
from claim2.text.i18n import N_
from claim2.tui.bindings import bound, shown
from claim2.tui.widgets.card import CardSize, CardSpec, size_for
from claim2.tui.widgets.card_row import CardStrips, joined, row_places, row_segments
from claim2.tui.widgets.steady import Steady


class Hand(Steady, Widget, can_focus=True):
    """The cards of a hand; ``playable`` None means a hand only to look at."""

    BINDINGS: ClassVar[list[BindingType]] = [
        bound(
            "hand.left",
            "move(-1)",
            N_("Choose"),
            display=shown("hand.left", "hand.right", "hand.up", "hand.down"),
        ),
        bound("hand.right", "move(1)", N_("Choose"), show=False),
        bound("hand.up", "row(-1)", N_("Choose"), show=False),
        bound("hand.down", "row(1)", N_("Choose"), show=False),
        bound("hand.first", "move_to(0)", N_("First card"), show=False),
        bound("hand.last", "move_to(-1)", N_("Last card"), show=False),
        bound("hand.play", "choose", N_("Play"), display=True),
        bound("hand.cancel", "disarm", N_("Cancel"), show=False),
        *(
            bound(
                f"hand.value_{value}",
                f"value({value})",
                N_("Play the card of that value"),
                show=False,
            )
            for value in range(10)
        ),
    ]

    class Changed(Message):
        """The cursor moved to ``card``; ``armed`` says whether it waits for confirmation."""

        def __init__(self, hand: Hand, card: Card, *, armed: bool) -> None:
            super().__init__()
            self.hand = hand
            self.card = card
            self.armed = armed

    class Chosen(Message):
        """A playable card was confirmed: play it."""

        def __init__(self, hand: Hand, card: Card) -> None:
            super().__init__()
            self.hand = hand
            self.card = card

    class Refused(Message):
        """An unplayable card was chosen: say why."""

        def __init__(self, hand: Hand, card: Card) -> None:
            super().__init__()
            self.hand = hand
            self.card = card

    class Told(Message):
        """A value key did not play a card, and ``phrase`` says why: several different
        playable cards have that value (the key went to one of them), or none has."""

        def __init__(self, hand: Hand, phrase: Phrase) -> None:
            super().__init__()
            self.hand = hand
            self.phrase = phrase

    def __init__(
        self,
        cards: Sequence[Card],
        playable: Collection[Card] | None = None,
        *,
        confirm: bool = True,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        """``confirm``: a card is played by a second Enter (otherwise by the first)."""
        super().__init__(id=id, classes=classes)
        self._places: list[tuple[int, int]] = []  # (first line, column) of each card, as drawn
        self._card_size = CardSize.SMALL
        self._strips = CardStrips()
        self._width = 0  # the width the layout gave it last
        self.cards: tuple[Card, ...] = ()
        self.playable: frozenset[Card] | None = None
        self.confirm = confirm
        self.index = 0
        self.armed = False
        self.show(cards, playable, confirm=confirm)

    def show(
        self,
        cards: Sequence[Card],
        playable: Collection[Card] | None = None,
        *,
        confirm: bool | None = None,
    ) -> None:
        """Hold ``cards`` now (``playable`` None: only to look at); the cursor on the first
        playable card, nothing armed."""
        self.cards = tuple(sorted(cards))
        self.playable = None if playable is None else frozenset(playable)
        if confirm is not None:
            self.confirm = confirm
        self.can_focus = self.playable is not None and bool(self.cards)
        self.index = self._first_index()
        self.armed = False
        self.refresh(layout=True)

    def clear(self) -> None:
        """Hold nothing (before the screen is shown to anybody else)."""
        self.show(())

    def _can_play(self, card: Card) -> bool:
        return self.playable is None or card in self.playable

    def _first_index(self) -> int:
        for index, card in enumerate(self.cards):
            if self.playable is not None and card in self.playable:
                return index
        return 0

    @property
    def selected(self) -> Card | None:
        """The card under the cursor (None for an empty hand)."""
        return self.cards[self.index] if self.cards else None

    def render_line(self, y: int) -> Strip:
        """The cards side by side, a space between factions, in as many rows as the width
        needs; playable cards solid, the others dashed and dim (card.py). Drawn with the
        line API from each card's kept lines (``CardStrips``), once for each look."""
        size = size_for(self.app.size)
        cursor = self.index if self.can_focus else None
        width = max(self._width or self.content_size.width, size.width)
        key = (self.cards, self.playable, cursor, self.armed, self.has_focus, size, width)
        return self._strips.line(self, y, key, lambda: self._draw(size, cursor, width))

    def _draw(self, size: CardSize, cursor: int | None, width: int) -> list[Strip]:
        strips = self._strips
        if not self.cards:
            self._places = []
            return strips.text(self, Content.styled("—", "$text-muted"), 1)
        lines: list[Strip] = []
        places: list[tuple[int, int]] = []
        for placed in self._rows(size, width):
            row = [
                CardSpec.face(
                    self.cards[index],
                    playable=self._can_play(self.cards[index]),
                    cursor=index == cursor and not self.armed,
                    armed=index == cursor and self.armed,
                    gap=gap,
                )
                for index, gap in placed
            ]
            placed_at = row_places(row, size)
            row_width = placed_at[-1][0] + size.width
            margin = max(0, (width - row_width) // 2)  # the hand in the middle of its box
            places.extend((len(lines), margin + column) for column, _width in placed_at)
            parts = row_segments(self, strips, row, placed_at, size, focused=self.has_focus)
            lines.extend(joined([strips.gap(self, margin), *line]) for line in parts)
        self._places = places
        self._card_size = size
        return lines

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        """The rows of cards at ``width`` (the layout asks before the hand is drawn: the
        hand is drawn at that width, without asking the screen where it is)."""
        self._width = width
        if not self.cards:
            return 1
        size = size_for(self.app.size)
        return len(self._rows(size, max(width, size.width))) * size.height

    def _rows(self, size: CardSize, width: int) -> list[list[tuple[int, int]]]:
        """The rows the cards take at ``width``: each card's index and the gap before it
        (a space between factions, none at the start of a row)."""
        rows: list[list[tuple[int, int]]] = [[]]
        used = 0
        for index, card in enumerate(self.cards):
            gap = 1 if index and card.faction is not self.cards[index - 1].faction else 0
            if rows[-1] and used + gap + size.width > width:
                rows.append([])
                used, gap = 0, 0
            rows[-1].append((index, gap))
            used += gap + size.width
        return rows

    def _select(self, index: int, *, armed: bool = False) -> None:
        if not self.cards:
            return
        self.index = index % len(self.cards)
        self.armed = armed
        self.refresh()
        self.post_message(self.Changed(self, self.cards[self.index], armed=armed))

    # Keys ----------------------------------------------------------------------

    def action_move(self, delta: int) -> None:
        if self.cards:
            self._select(self.index + delta)

    def action_move_to(self, index: int) -> None:
        if self.cards:
            self._select(index)

    def action_row(self, delta: int) -> None:
        """Up or down to the nearest card of the previous or next faction present."""
        card = self.selected
        if card is None:
            return
        rows = [[i for i, c in enumerate(self.cards) if c.faction is f] for f in Faction]
        row = card.faction
        position = rows[row].index(self.index)
        target = row + delta
        while 0 <= target < len(rows) and not rows[target]:
            target += delta
        if 0 <= target < len(rows):
            self._select(rows[target][min(position, len(rows[target]) - 1)])

    def value_plays(self, card: Card) -> bool:
        """Whether ``card``'s value key plays it (it is the one playable card of its value)."""
        return self._playable_of(card.value) == [card]

    def _playable_of(self, value: int) -> list[Card]:
        """The different playable cards of ``value``, in the hand's order."""
        if self.playable is None:
            return []
        return sorted({card for card in self.cards if card.value == value} & self.playable)

    def action_value(self, value: int) -> None:
        """Enter on the card of ``value``: it is played (armed, with ``confirm``), or refused
        with the reason. With several different playable cards of that value, the cursor goes
        to the next of them and ``Told`` names the one after it."""
        if self.playable is None or not self.cards:
            return
        same = [card for card in self.cards if card.value == value]
        if not same:
            self.post_message(self.Told(self, no_card_of_value(value)))
            return
        playable = self._playable_of(value)
        if len(playable) > 1:
            card = self.selected
            at = playable.index(card) + 1 if card in playable else 0
            target, following = playable[at % len(playable)], playable[(at + 1) % len(playable)]
            self._select(self.cards.index(target))
            told = several_of_value(target, following, len(playable))
            self.post_message(self.Told(self, told))
            return
        target = playable[0] if playable else same[0]
        if self.selected != target:
            self._select(self.cards.index(target))
        self.action_choose()

    def action_choose(self) -> None:
        card = self.selected
        if card is None or self.playable is None:
            return
        if card not in self.playable:
            self.post_message(self.Refused(self, card))
        elif self.armed or not self.confirm:
            self.post_message(self.Chosen(self, card))
        else:
            self._select(self.index, armed=True)

    def action_disarm(self) -> None:
        if self.armed:
            self._select(self.index)

    def on_resize(self, event: events.Resize) -> None:
        """A terminal resized back to a size it had: Textual lays the screen out from its
        cache then, without asking the hand's height at the width, so the width is taken
        here too (a hand drawn at the width before sat off the middle, or off the screen)."""
        if self.content_size.width != self._width:
            self._width = self.content_size.width
            self.refresh(layout=True)

    def on_focus(self) -> None:
        self.refresh()  # the cursor is drawn stronger while the hand has the focus

    def on_blur(self) -> None:
        self.refresh()

    def on_click(self, event: events.Click) -> None:
        """A click selects a card; a click on the selected card works like Enter."""
        offset = event.get_content_offset(self)
        if offset is None or self.playable is None:
            return
        size = self._card_size
        for index, (row, column) in enumerate(self._places):
            if row <= offset.y < row + size.height and column <= offset.x < column + size.width:
                event.stop()
                self.focus()
                if index != self.index:
                    self._select(index)
                self.action_choose()
                return
