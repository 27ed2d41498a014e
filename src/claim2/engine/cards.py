"""The cards of Claim 2: five factions, 52 cards, and their short codes (R1)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from enum import IntEnum
from typing import NamedTuple

from claim2.engine.ruleset import FACTION_RULES


class Faction(IntEnum):
    """The five factions, in deck order (the order cards are sorted in); their codes,
    cards and powers are ``ruleset.FACTION_RULES``."""

    GNOMES = 0
    GIANTS = 1
    DRAGONS = 2
    TROLLS = 3
    SEERS = 4

    @property
    def code(self) -> str:
        """The two-letter code used in card codes: Gn, Gi, Dr, Tr, Se."""
        return _FACTION_CODES[self]

    @property
    def key(self) -> str:
        """The lower-case name used in JSON output: "gnomes", "giants", ..."""
        return self.name.lower()


_FACTION_CODES = {faction: FACTION_RULES[faction].code for faction in Faction}
_FACTION_BY_CODE = {code: faction for faction, code in _FACTION_CODES.items()}

#: The values of each faction's cards in the deck (R1).
FACTION_VALUES: dict[Faction, tuple[int, ...]] = {
    faction: FACTION_RULES[faction].values for faction in Faction
}


class CardCodeError(ValueError):
    """A card code that names no card of the deck."""


class Card(NamedTuple):
    """One card. Two cards of the same faction and value are interchangeable.

    Cards compare and sort in deck order: by faction (Gn, Gi, Dr, Tr, Se),
    then by value.
    """

    faction: Faction
    value: int

    @property
    def code(self) -> str:
        """The short code, e.g. ``Gn3``."""
        code = _CODE_OF.get(self)
        return code if code is not None else f"{self.faction}{self.value}"

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card({self.code})"

    @classmethod
    def parse(cls, code: str) -> Card:
        """The card with this code; raises CardCodeError for anything else."""
        try:
            return _CARD_OF[code]
        except (KeyError, TypeError):
            raise CardCodeError(f"unknown card code {code!r}") from None


_CANONICAL: dict[Card, Card] = {
    card: card
    for card in (Card(faction, value) for faction in Faction for value in range(10))
    if card.value in FACTION_VALUES[card.faction]
}

#: The 52-card deck in deck order (R1). Copies of a card are one shared object.
DECK: tuple[Card, ...] = tuple(
    _CANONICAL[Card(faction, value)] for faction in Faction for value in FACTION_VALUES[faction]
)
DECK_COUNTS: Counter[Card] = Counter(DECK)

_CODE_OF: dict[Card, str] = {card: f"{card.faction.code}{card.value}" for card in _CANONICAL}
_CARD_OF: dict[str, Card] = {code: card for card, code in _CODE_OF.items()}


def canonical(card: Card) -> Card:
    """The deck's own object for this card; raises CardCodeError for a card not in the deck.

    The engine keeps only canonical cards in its states, so equal cards there
    are the same object.
    """
    try:
        return _CANONICAL[card]
    except (KeyError, TypeError):
        raise CardCodeError(f"{card!r} is not a card of the deck") from None


def codes(cards: Iterable[Card]) -> list[str]:
    """The codes of these cards, in the order given."""
    return [_CODE_OF[card] for card in cards]


def sorted_codes(cards: Iterable[Card]) -> list[str]:
    """The codes of these cards, sorted in deck order."""
    return [_CODE_OF[card] for card in sorted(cards)]


def faction_of_code(code: str) -> Faction:
    """The faction named by a two-letter faction code; raises CardCodeError."""
    try:
        return _FACTION_BY_CODE[code]
    except KeyError:
        raise CardCodeError(f"unknown faction code {code!r}") from None
