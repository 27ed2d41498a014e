"""One card on screen: its code (faction letters and value) in its faction's colour.

The look is in cards.tcss: ``-gnomes`` … ``-seers`` colour the faction,
``-unplayable`` dims, ``-selected`` and ``-armed`` mark the card being chosen.
Selection is shown by the marks ``›Gn3‹`` / ``▶Gn3◀`` as well as by colour,
so it reads without colour too.
"""

from __future__ import annotations

from textual import events
from textual.message import Message
from textual.widgets import Static

from claim2.engine import Card


def faction_class(card: Card) -> str:
    """The CSS class of the card's faction, e.g. ``-gnomes``."""
    return f"-{card.faction.key}"


class CardView(Static):
    """A card, one line high; clicking it posts ``CardView.Clicked``."""

    class Clicked(Message):
        def __init__(self, card_view: CardView) -> None:
            super().__init__()
            self.card_view = card_view

    def __init__(self, card: Card, *, playable: bool = True, id: str | None = None) -> None:
        super().__init__(self._label(card, selected=False, armed=False), id=id)
        self.card = card
        self.playable = playable
        self.add_class("card", faction_class(card))
        if not playable:
            self.add_class("-unplayable")

    @staticmethod
    def _label(card: Card, *, selected: bool, armed: bool) -> str:
        if armed:
            return f"▶{card.code}◀"
        if selected:
            return f"›{card.code}‹"
        return f" {card.code} "

    def mark(self, *, selected: bool, armed: bool = False) -> None:
        """Show the card as selected (the cursor is on it) and/or armed (about to be played)."""
        self.set_class(selected, "-selected")
        self.set_class(armed, "-armed")
        self.update(self._label(self.card, selected=selected, armed=armed))

    def on_click(self, event: events.Click) -> None:
        event.stop()
        self.post_message(self.Clicked(self))
