"""Cards in a brief line, and the words of choosing one: a list of cards said by faction,
each value once ("Gnome 5, 7, 9; Giant 3"), and why an answer chooses no card (not held,
not allowed now and the rule, or which of two cards it means)."""

from __future__ import annotations

from collections.abc import Iterable

from claim2.engine import Card, Faction
from claim2.present.phrase import Joined, Phrase, said
from claim2.text.i18n import _
from claim2.text.wording import CARD_FACTION_NAMES, faction_name


def card_faction(faction: Faction) -> str:
    """A faction as one card's, "Gnome" (as in "Gnome 5")."""
    return _(CARD_FACTION_NAMES[faction])


def card_list(cards: Iterable[Card]) -> Phrase:
    """``cards`` by faction in the deck's order, each value once, high values last:
    "Gnome 5, 7, 9; Giant 3; Seer 8" (two alike cards are one choice)."""
    values: dict[Faction, list[int]] = {}
    for card in sorted(set(cards)):
        values.setdefault(card.faction, []).append(card.value)
    parts = tuple(
        Phrase(
            "{faction} {values}",
            {"faction": card_faction(faction), "values": ", ".join(map(str, found))},
        )
        for faction, found in values.items()
    )
    if not parts:
        return said(_("none"))
    return Phrase("{cards}", {"cards": Joined(parts, "; ")})


def or_list(cards: Iterable[Card]) -> Phrase:
    """Two or more cards, the last after "or": "Gnome 7 or Giant 7"."""
    found = tuple(sorted(set(cards)))
    if len(found) < 2:
        return Phrase("{cards}", {"cards": found})
    return said(_("{cards} or {last}"), cards=found[:-1], last=found[-1])


def card_question() -> Phrase:
    """The question of a turn, before the cards that may be played."""
    return said(_("Play a card"))


def not_held(card: Card) -> Phrase:
    return said(_("You hold no {card}."), card=card)


def no_value(value: int) -> Phrase:
    return said(_("You hold no {value} to play."), value=value)


def no_faction(faction: Faction) -> Phrase:
    return said(_("You hold no {faction}."), faction=faction_name(faction))


def which_value(value: int, cards: Iterable[Card]) -> Phrase:
    """A value two cards on offer have: which is meant."""
    return said(_("Which {value}: {cards}?"), value=value, cards=or_list(cards))


def which_of(faction: Faction, cards: Iterable[Card]) -> Phrase:
    """A faction of which several cards are on offer: which is meant."""
    return said(_("Which {faction}: {cards}?"), faction=card_faction(faction), cards=or_list(cards))


def not_a_card(example: Card) -> Phrase:
    """An answer that names no card."""
    return said(
        _("Please type a card, like {card} or {code}."), card=example, code=example.code.lower()
    )


def instead(choice: Phrase | str) -> Phrase:
    """A script's answer chose nothing: the first choice is taken (a pipe never waits for an
    answer it will not give)."""
    return said(_("Taking {choice} instead."), choice=choice)
