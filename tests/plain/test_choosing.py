"""Choosing a card by saying it (``claim2.plain.choosing``): the list has no numbers and
each card once; a code, a name (in English or the player's language), a value or a
faction alone chooses the card it names, and only that one; anything else is told why (not
held, not allowed now and the rule, or which card it may mean); the Seer's choice by word
or by its card."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from claim2.engine import DECK, Card, SeerChoice
from claim2.plain.choosing import CardQuestion, SeerQuestion, card_named
from claim2.plain.questions import NotAChoice
from claim2.present.brief.cards import not_held
from claim2.present.phrase import Phrase, plain, said
from claim2.text.i18n import set_language
from claim2.text.wording import card_words


def cards(*codes: str) -> tuple[Card, ...]:
    return tuple(Card.parse(code) for code in codes)


HAND = cards("Gn5", "Gn5", "Gn7", "Gi3", "Gi7", "Dr1", "Tr9", "Se1")


def refusing(card: Card) -> Phrase:
    return said("Not {card} now.", card=card)


def question(offered: tuple[Card, ...] = HAND, hand: tuple[Card, ...] = HAND) -> CardQuestion:
    return CardQuestion(offered, hand, refusing)


def why(answer: object) -> str:
    assert isinstance(answer, NotAChoice)
    return plain(answer.why)


def test_the_cards_are_listed_by_faction_each_value_once_without_numbers() -> None:
    assert plain(question().line()) == (
        "Play a card: Gnome 5, 7; Giant 3, 7; Dragon 1; Troll 9; Seer 1."
    )


@pytest.mark.parametrize(
    ("line", "chosen"),
    [
        ("gn5", "Gn5"),
        (" GI3 ", "Gi3"),
        ("giant 3", "Gi3"),
        ("Giant3", "Gi3"),
        ("troll  9", "Tr9"),
        ("3", "Gi3"),  # the only 3 on offer
        ("9", "Tr9"),
        ("troll", "Tr9"),  # the only Troll on offer
        ("dragons", "Dr1"),
    ],
)
def test_a_code_a_name_a_value_or_a_faction_chooses(line: str, chosen: str) -> None:
    assert question().answer(line) == Card.parse(chosen)


@pytest.mark.parametrize(
    ("line", "said"),
    [
        ("7", "Which 7: Gnome 7 or Giant 7?"),
        ("1", "Which 1: Dragon 1 or Seer 1?"),
        ("gnome", "Which Gnome: Gnome 5 or Gnome 7?"),
        ("4", "You hold no 4 to play."),
        ("gi9", "You hold no Giant 9."),
        ("giants 9", "Please type a card, like Gnome 5 or gn5."),
        ("12", "Please type a card, like Gnome 5 or gn5."),
        ("", "Please type a card, like Gnome 5 or gn5."),
        ("x", "Please type a card, like Gnome 5 or gn5."),
    ],
)
def test_anything_else_is_told_why(line: str, said: str) -> None:
    assert why(question().answer(line)) == said


def test_a_card_held_but_not_allowed_now_is_told_the_rule() -> None:
    """Following Trolls: a Giant 7 held is refused with the rule, by its code and by its
    value (Troll 9 is the only 9, Gnome 7 is not offered either)."""
    asked = question(offered=cards("Tr9"))
    assert why(asked.answer("gi7")) == "Not Giant 7 now."
    assert why(asked.answer("7")) == "Not Gnome 7 now."
    assert why(asked.answer("giants")) == "Not Giant 3 now."
    assert why(asked.answer("seer")) == "Not Seer 1 now."
    assert asked.answer("9") == Card.parse("Tr9")
    assert why(asked.answer("dr5")) == "You hold no Dragon 5."


def test_a_scripts_answer_that_chooses_nothing_takes_the_first_card() -> None:
    answer = question(offered=cards("Gi3", "Tr9")).answer("4")
    assert isinstance(answer, NotAChoice)
    label, card = answer.first or ("", None)
    assert (plain(label), card) == ("Giant 3", Card.parse("Gi3"))


def test_cards_are_named_in_dutch_and_in_english() -> None:
    set_language("nl")
    asked = question()
    assert (
        plain(asked.line()) == "Speel een kaart: Gnoom 5, 7; Reus 3, 7; Draak 1; Trol 9; Ziener 1."
    )
    assert asked.answer("reus 3") == asked.answer("giant 3") == Card.parse("Gi3")
    assert asked.answer("trol") == Card.parse("Tr9")
    assert why(asked.answer("7")) == "Welke 7: Gnoom 7 of Reus 7?"
    assert why(asked.answer("gi9")) == plain(not_held(Card.parse("Gi9")))


hands = st.lists(st.sampled_from(DECK), min_size=1, max_size=13)


@given(hands, st.data())
def test_every_list_and_every_answer(hand: list[Card], data: st.DataObject) -> None:
    """For any hand and any cards of it on offer: the list names each card on offer once, and
    its numbers are the cards' values (no choice is numbered); each card's code and name
    choose it; a value chooses the one card on offer with that value, or none; an answer
    never chooses a card that is not on offer, nor one other than the card said."""
    offered = tuple(data.draw(st.lists(st.sampled_from(hand), min_size=1)))
    asked = question(tuple(offered), tuple(hand))
    line = plain(asked.line())
    listed = re.fullmatch(r"Play a card: (.*)\.", line)
    assert listed is not None
    named: list[Card] = []
    for group in listed.group(1).split("; "):
        faction, _space, values = group.partition(" ")
        for value in values.split(", "):
            card = card_named(f"{faction}{value}".casefold())
            assert card is not None, group
            named.append(card)
    assert named == sorted(set(offered))  # each card once, nothing else
    for card in set(offered):
        assert asked.answer(card.code) == card
        assert asked.answer(card_words(card)) == card
        alike = {other for other in offered if other.value == card.value}
        by_value = asked.answer(str(card.value))
        assert by_value == card if len(alike) == 1 else isinstance(by_value, NotAChoice)
    for value in range(12):
        chosen = asked.answer(str(value))
        assert isinstance(chosen, NotAChoice) or (chosen in offered and chosen.value == value)


@pytest.mark.parametrize(
    ("line", "chosen"),
    [
        ("prize", SeerChoice.PRIZE),
        ("TOP", SeerChoice.TOP),
        ("gn1", SeerChoice.PRIZE),
        ("gnome 3", SeerChoice.TOP),
        ("3", SeerChoice.TOP),
        ("1", SeerChoice.PRIZE),
    ],
)
def test_the_seers_choice_by_word_or_by_its_card(line: str, chosen: SeerChoice) -> None:
    asked = SeerQuestion(Card.parse("Gn1"), Card.parse("Gn3"))
    assert plain(asked.line()) == (
        "Keep the prize Gnome 1, or take the top card Gnome 3? Type prize or top."
    )
    assert asked.answer(line) is chosen


def test_the_seers_choice_between_alike_cards_is_asked_by_word() -> None:
    asked = SeerQuestion(Card.parse("Gn3"), Card.parse("Gi3"))
    assert why(asked.answer("3")) == "Please type prize or top."
    assert asked.answer("giant 3") is SeerChoice.TOP
    set_language("nl")
    assert asked.answer("prijs") is SeerChoice.PRIZE
    assert asked.answer("prize") is SeerChoice.PRIZE
