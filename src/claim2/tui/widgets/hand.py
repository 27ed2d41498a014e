"""A hand of cards, one row per faction, to choose a card from by keys or mouse.

The look is in hand.tcss (component classes ``hand--gnomes`` … ``hand--seers``
colour the factions from the theme; ``hand--unplayable`` dims, ``hand--cursor``
and ``hand--armed`` show the card being chosen).

Choosing takes two deliberate steps, so a stray key never plays a card: the
first Enter (or click) on a playable card *arms* it, the second plays it;
moving away or Esc disarms. Choosing an unplayable card posts ``Refused``
so the screen can say why.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import ClassVar

from textual import events
from textual.binding import Binding, BindingType
from textual.content import Content
from textual.message import Message
from textual.widget import Widget

from claim2.engine import Card, Faction
from claim2.game.i18n import N_
from claim2.game.wording import faction_name

LABEL_WIDTH = 10
CARD_WIDTH = 5


def card_label(card: Card, *, selected: bool, armed: bool) -> str:
    """The card's code, marked when under the cursor (``›Gn3‹``) or armed (``▶Gn3◀``).

    The marks show the choice without colour (NO_COLOR, monochrome terminals).
    """
    if armed:
        return f"▶{card.code}◀"
    if selected:
        return f"›{card.code}‹"
    return f" {card.code} "


class Hand(Widget, can_focus=True):
    """The cards of a hand; ``playable`` None means a hand only to look at."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "hand--faction",
        "hand--empty",
        "hand--gnomes",
        "hand--giants",
        "hand--dragons",
        "hand--trolls",
        "hand--seers",
        "hand--unplayable",
        "hand--cursor",
        "hand--armed",
    }

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "move(-1)", N_("Choose"), key_display="←→↑↓"),
        Binding("right", "move(1)", N_("Choose"), show=False),
        Binding("up", "row(-1)", N_("Choose"), show=False),
        Binding("down", "row(1)", N_("Choose"), show=False),
        Binding("home", "move_to(0)", N_("First card"), show=False),
        Binding("end", "move_to(-1)", N_("Last card"), show=False),
        Binding("enter", "choose", N_("Play"), key_display="⏎"),
        Binding("escape", "disarm", N_("Cancel"), show=False),
        *(
            Binding(str(value), f"value({value})", N_("Card of value"), show=False)
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

    def __init__(
        self,
        cards: Sequence[Card],
        playable: Collection[Card] | None = None,
        *,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(id=id, classes=classes)
        self.cards = tuple(sorted(cards))
        self.playable = None if playable is None else frozenset(playable)
        self.can_focus = self.playable is not None and bool(self.cards)
        self.index = self._first_index()
        self.armed = False
        self._places: list[tuple[int, int]] = []  # (row, column) of each card, as drawn

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

    def render(self) -> Content:
        lines = []
        places = []
        cursor = self.index if self.can_focus else None
        for row, faction in enumerate(Faction):
            label = faction_name(faction)[: LABEL_WIDTH - 1].ljust(LABEL_WIDTH)
            line = Content.styled(label, self.get_visual_style("hand--faction"))
            indices = [i for i, card in enumerate(self.cards) if card.faction is faction]
            if not indices:
                line += Content.styled("—", self.get_visual_style("hand--empty"))
            for index in indices:
                card = self.cards[index]
                classes = [f"hand--{faction.key}"]
                if not self._can_play(card):
                    classes.append("hand--unplayable")
                selected = index == cursor
                if selected:
                    classes.append("hand--armed" if self.armed else "hand--cursor")
                places.append((row, line.cell_length))
                text = card_label(card, selected=selected, armed=selected and self.armed)
                line += Content.styled(text, self.get_visual_style(*classes))
            lines.append(line)
        self._places = places
        return Content("\n").join(lines)

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

    def action_value(self, value: int) -> None:
        """The next card (after the cursor) of this value, in any faction."""
        count = len(self.cards)
        for step in range(1, count + 1):
            index = (self.index + step) % count
            if self.cards[index].value == value:
                self._select(index)
                return

    def action_choose(self) -> None:
        card = self.selected
        if card is None or self.playable is None:
            return
        if card not in self.playable:
            self.post_message(self.Refused(self, card))
        elif self.armed:
            self.post_message(self.Chosen(self, card))
        else:
            self._select(self.index, armed=True)

    def action_disarm(self) -> None:
        if self.armed:
            self._select(self.index)

    def on_click(self, event: events.Click) -> None:
        """A click selects a card; a click on the selected card works like Enter."""
        offset = event.get_content_offset(self)
        if offset is None or self.playable is None:
            return
        for index, (row, column) in enumerate(self._places):
            if row == offset.y and column <= offset.x < column + CARD_WIDTH:
                event.stop()
                self.focus()
                if index != self.index:
                    self._select(index)
                self.action_choose()
                return
