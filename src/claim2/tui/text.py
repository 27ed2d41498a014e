"""Words for the game's things, translated: factions, cards, leads, refusals.

Cards are written with their code (``Gn3``) so that factions differ by letters
as well as by colour; the colour is a theme variable, never a fixed colour.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

from textual.content import Content

from claim2.engine import Card, Faction
from claim2.present.narrator import trick_heading
from claim2.present.palette import variable

#: The theme variable that colours each faction (widgets/hand.tcss and card.tcss use them too;
#: their colours: ``claim2.present.palette``).
FACTION_COLOUR: dict[Faction, str] = {faction: f"${variable(faction)}" for faction in Faction}


#: Stand-ins for the two players' names in content markup (Textual's template variables):
#: ``with_names`` fills them in as plain text, so a name shows exactly as typed (``Ann\``,
#: ``[b]x``), never as a tag or an action.
NAME_FIELDS: Final = ("${first_name}", "${second_name}")


def with_names(markup: str, names: Sequence[str]) -> Content:
    """Content from ``markup`` in which ``NAME_FIELDS`` stand for ``names`` (shown as typed)."""
    return Content.from_markup(markup, first_name=names[0], second_name=names[1])


def card_style(card: Card) -> str:
    """A card's style in the app: bold, in its faction's theme colour."""
    return f"bold {FACTION_COLOUR[card.faction]}"


def card_markup(card: Card) -> str:
    """Content markup for a card: its code in its faction's colour, bold."""
    return f"[{card_style(card)}]{card.code}[/]"


def cards_markup(cards: Iterable[Card], empty: str = "—") -> str:
    """Several cards as markup, separated by spaces (``empty`` when there are none)."""
    parts = [card_markup(card) for card in cards]
    return " ".join(parts) if parts else empty


def phase_trick(phase: int, trick: int) -> str:
    """The heading of a trick, e.g. "Phase 1 · trick 4 of 13"."""
    return trick_heading(phase, trick).plain
