"""R1: the 52 cards, their factions, values and codes."""

# Test names carry the rule ids (R1, R2, ...) in capitals.

from __future__ import annotations

from collections import Counter

import pytest

from claim2.engine import DECK, Card, CardCodeError, Faction, legal_actions
from claim2.engine.cards import codes, faction_of_code, sorted_codes

from .scenario import deal, parse_cards


def values_of(faction: Faction) -> list[int]:
    return [card.value for card in DECK if card.faction is faction]


def test_R1_the_deck_has_52_cards() -> None:
    assert len(DECK) == 52


def test_R1_faction_sizes() -> None:
    sizes = Counter(card.faction for card in DECK)
    assert sizes == {
        Faction.GNOMES: 13,
        Faction.GIANTS: 9,
        Faction.DRAGONS: 10,
        Faction.TROLLS: 10,
        Faction.SEERS: 10,
    }


def test_R1_gnome_values() -> None:
    assert sorted(values_of(Faction.GNOMES)) == [1, 1, 1, 3, 3, 3, 5, 5, 5, 7, 7, 7, 9]


def test_R1_giant_values() -> None:
    assert sorted(values_of(Faction.GIANTS)) == [1, 1, 3, 3, 5, 5, 7, 7, 9]


@pytest.mark.parametrize("faction", [Faction.DRAGONS, Faction.TROLLS, Faction.SEERS])
def test_R1_dragons_trolls_seers_are_0_to_9(faction: Faction) -> None:
    assert sorted(values_of(faction)) == list(range(10))


def test_R1_faction_codes() -> None:
    assert [f.code for f in Faction] == ["Gn", "Gi", "Dr", "Tr", "Se"]
    assert [f.key for f in Faction] == ["gnomes", "giants", "dragons", "trolls", "seers"]


@pytest.mark.parametrize("code", ["Gn1", "Gn9", "Gi1", "Gi9", "Dr0", "Dr9", "Tr4", "Se0", "Se9"])
def test_R1_codes_round_trip(code: str) -> None:
    card = Card.parse(code)
    assert card.code == code
    assert str(card) == code


def test_R1_parse_gives_faction_and_value() -> None:
    assert Card.parse("Gn3") == Card(Faction.GNOMES, 3)
    assert Card.parse("Dr0") == Card(Faction.DRAGONS, 0)
    assert Card.parse("Se9") == Card(Faction.SEERS, 9)


@pytest.mark.parametrize(
    "code", ["Gn2", "Gn0", "Gi0", "Gi8", "Dr10", "Xx1", "gn3", "", "Gn", "3Gn"]
)
def test_R1_codes_of_cards_not_in_the_deck_are_rejected(code: str) -> None:
    with pytest.raises(CardCodeError, match="unknown card code"):
        Card.parse(code)


def test_R1_card_code_error_is_a_value_error() -> None:
    assert issubclass(CardCodeError, ValueError)


def test_R1_cards_sort_in_deck_order() -> None:
    shuffled = parse_cards(["Se0", "Gn9", "Dr3", "Gi1", "Tr9", "Gn1", "Dr0"])
    assert sorted_codes(shuffled) == ["Gn1", "Gn9", "Gi1", "Dr0", "Dr3", "Tr9", "Se0"]
    assert codes(shuffled) == ["Se0", "Gn9", "Dr3", "Gi1", "Tr9", "Gn1", "Dr0"]


def test_R1_the_deck_is_in_deck_order() -> None:
    assert list(DECK) == sorted(DECK)
    assert DECK[0].code == "Gn1"
    assert DECK[-1].code == "Se9"


def test_R1_copies_are_interchangeable() -> None:
    assert Card.parse("Gn1") == Card.parse("Gn1") == Card(Faction.GNOMES, 1)
    assert hash(Card.parse("Gi7")) == hash(Card(Faction.GIANTS, 7))


def test_R1_copies_in_a_hand_are_one_action() -> None:
    # Hand 0 is filled with Gnomes: 1 1 1 3 3 3 5 5 5 7 7 7 and the given Gn9.
    state = deal(["Gn9"], [])
    assert [a.code for a in legal_actions(state)] == ["Gn1", "Gn3", "Gn5", "Gn7", "Gn9"]


def test_R1_a_faction_code_names_its_faction() -> None:
    assert [faction_of_code(f.code) for f in Faction] == list(Faction)
    for code in ["gn", "GN", "Gn1", "Xx", ""]:
        with pytest.raises(CardCodeError, match="unknown faction code"):
            faction_of_code(code)
