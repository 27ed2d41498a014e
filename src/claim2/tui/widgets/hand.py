"""A hand of cards, one row per faction, to choose a card from by keys or mouse.

Choosing takes two deliberate steps, so a stray key never plays a card: the
first Enter (or click) on a playable card *arms* it, the second plays it;
moving away or Esc disarms. Choosing an unplayable card posts ``Refused``
so the screen can say why.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal
from textual.message import Message
from textual.widget import Widget
from textual.widgets import Label

from claim2.engine import Card, Faction
from claim2.i18n import _
from claim2.tui.text import faction_name
from claim2.tui.widgets.card import CardView


class Hand(Widget, can_focus=True):
    """The cards of a hand; ``playable`` None means a hand only to look at."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "move(-1)", _("Choose"), key_display="←→↑↓"),
        Binding("right", "move(1)", _("Choose"), show=False),
        Binding("up", "row(-1)", _("Choose"), show=False),
        Binding("down", "row(1)", _("Choose"), show=False),
        Binding("home", "move_to(0)", _("First card"), show=False),
        Binding("end", "move_to(-1)", _("Last card"), show=False),
        Binding("enter", "choose", _("Play"), key_display="⏎"),
        Binding("escape", "disarm", _("Cancel"), show=False),
        *(
            Binding(str(value), f"value({value})", _("Card of value"), show=False)
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
        self._views = [CardView(card, playable=self._can_play(card)) for card in self.cards]
        self.index = self._first_index()
        self.armed = False

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

    def compose(self) -> ComposeResult:
        for faction in Faction:
            with Horizontal(classes="hand-row"):
                yield Label(faction_name(faction), classes="hand-faction")
                views = [view for view in self._views if view.card.faction is faction]
                if views:
                    yield from views
                else:
                    yield Label("—", classes="hand-empty")

    def on_mount(self) -> None:
        self._show()

    def on_focus(self) -> None:
        self._show()

    def _show(self) -> None:
        for index, view in enumerate(self._views):
            chosen = self.can_focus and index == self.index
            view.mark(selected=chosen, armed=chosen and self.armed)

    def _select(self, index: int, *, armed: bool = False) -> None:
        if not self.cards:
            return
        self.index = index % len(self.cards)
        self.armed = armed
        self._show()
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

    def on_card_view_clicked(self, message: CardView.Clicked) -> None:
        message.stop()
        if self.playable is None:
            return
        index = self._views.index(message.card_view)
        self.focus()
        if index != self.index:
            self._select(index)
        self.action_choose()
