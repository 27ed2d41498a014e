"""Choosing a card by saying it: the questions of a turn and of a Seer choice.

One scheme, the same for a person and a script, that never plays a card other than the
one said: a card is named, never numbered. Its code (``gn5``), its name (``gnome 5``, in
the player's language or in English, spaces and case as they come), its value alone
(``5``) when no other card on offer has that value, or its faction alone (``troll``) when
it is the only card of its faction on offer. A number is always a card's value, never a
place in the list, and the list has no numbers: "Play a card: Gnome 5, 7; Giant 3." Two
alike cards are one choice. An answer that names no card on offer is told why: a card not
held, one held but not allowed now (and the rule), or which of two cards it may mean.

The Seer's winner answers ``prize`` or ``top``, or names the prize or the top card the
same way.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from claim2.engine import Card, Faction, PlayerView, SeerChoice
from claim2.engine.cards import FACTION_VALUES
from claim2.plain.questions import NotAChoice
from claim2.present.brief.cards import (
    card_list,
    no_faction,
    no_value,
    not_a_card,
    not_held,
    which_of,
    which_value,
)
from claim2.present.brief.tricks import seer_question
from claim2.present.phrase import Phrase, said
from claim2.present.scenes.turn import must_follow
from claim2.text.i18n import N_, _
from claim2.text.wording import CARD_FACTION_NAMES, FACTION_NAMES

#: The words that name the two Seer choices (the English ones work in every language).
SEER_WORDS: dict[SeerChoice, str] = {
    # Translators: the answer that keeps the prize, in plain lines: one word, lower case.
    SeerChoice.PRIZE: N_("prize"),
    # Translators: the answer that takes the top card, in plain lines: one word, lower case.
    SeerChoice.TOP: N_("top"),
}


def folded(text: str) -> str:
    """An answer as it is compared: lower case, without spaces ("Gnome 5" is "gnome5")."""
    return "".join(text.casefold().split())


def card_named(text: str) -> Card | None:
    """The card ``text`` names by its code or its name (in the player's language or in
    English), or None."""
    for faction in Faction:
        for value in sorted(set(FACTION_VALUES[faction])):
            card = Card(faction, value)
            if text in _card_words(card):
                return card
    return None


def _card_words(card: Card) -> set[str]:
    english = CARD_FACTION_NAMES[card.faction]
    translated = _(english)
    return {
        folded(card.code),
        folded(english) + str(card.value),
        folded(translated) + str(card.value),
    }


def faction_named(text: str) -> Faction | None:
    """The faction ``text`` names, one card's ("troll") or all ("trolls"), or None."""
    for faction in Faction:
        names = (CARD_FACTION_NAMES[faction], FACTION_NAMES[faction])
        if text in {folded(name) for name in names} | {folded(_(name)) for name in names}:
            return faction
    return None


def value_named(text: str) -> int | None:
    """The number ``text`` is (a card's value, or not), or None."""
    return int(text) if text.isdigit() and len(text) <= 6 else None


@dataclass(frozen=True, slots=True)
class CardQuestion:
    """The cards that may be played now (``offered``, the hand's order); ``hand``: every
    card held; ``why_not``: why a card held cannot be played now (the rule)."""

    offered: tuple[Card, ...]
    hand: tuple[Card, ...]
    why_not: Callable[[Card], Phrase]

    @property
    def first(self) -> tuple[Phrase | str, Card]:
        """What a script's answer that chooses nothing takes instead: the first card."""
        card = self.offered[0]
        return said("{card}", card=card), card

    def line(self) -> Phrase:
        return said(_("Play a card: {cards}."), cards=card_list(self.offered))

    def answer(self, line: str) -> Card | NotAChoice:
        text = folded(line)
        offered = tuple(sorted(set(self.offered)))
        value = value_named(text)
        if value is not None:
            found = [card for card in offered if card.value == value]
            if len(found) == 1:
                return found[0]
            if found:
                return self._not(which_value(value, found))
            held = [card for card in self.hand if card.value == value]
            if held:
                return self._not(self.why_not(held[0]))
            if value > max(max(values) for values in FACTION_VALUES.values()):
                return self._not(not_a_card(offered[0]))
            return self._not(no_value(value))
        card = card_named(text)
        if card is not None:
            if card in offered:
                return card
            return self._not(self.why_not(card) if card in self.hand else not_held(card))
        faction = faction_named(text)
        if faction is not None:
            found = [card for card in offered if card.faction is faction]
            if len(found) == 1:
                return found[0]
            if found:
                return self._not(which_of(faction, found))
            held = [card for card in self.hand if card.faction is faction]
            if held:
                return self._not(self.why_not(held[0]))
            return self._not(no_faction(faction))
        return self._not(not_a_card(offered[0]))

    def _not(self, why: Phrase) -> NotAChoice:
        return NotAChoice(why, self.first)


def card_question(seen: PlayerView) -> CardQuestion:
    """A turn's question: the cards ``seen.seat`` may play; a card of the hand it may not
    play now is refused with the rule (R3)."""
    playable = tuple(card for card in seen.hand if card in seen.legal_actions)
    led = seen.played[0] if seen.played else None

    def why_not(card: Card) -> Phrase:
        if led is None:  # every card may be led: a card not on offer is not held
            return not_held(card)
        return must_follow(card, led, seen.hand)

    return CardQuestion(playable, seen.hand, why_not)


@dataclass(frozen=True, slots=True)
class SeerQuestion:
    """The Seer's choice (R8): keep the ``prize`` or take the ``top`` card."""

    prize: Card
    top: Card

    @property
    def first(self) -> tuple[Phrase | str, SeerChoice]:
        return said(_("the prize")), SeerChoice.PRIZE

    def line(self) -> Phrase:
        return seer_question_line(self.prize, self.top)

    def answer(self, line: str) -> SeerChoice | NotAChoice:
        text = folded(line)
        for choice, word in SEER_WORDS.items():
            if text in (folded(word), folded(_(word))):
                return choice
        cards = {SeerChoice.PRIZE: self.prize, SeerChoice.TOP: self.top}
        value = value_named(text)
        named = card_named(text)
        found = [
            choice
            for choice, card in cards.items()
            if card == named or (value is not None and card.value == value)
        ]
        if len(found) == 1:
            return found[0]
        return NotAChoice(
            said(
                _("Please type {prize} or {top}."),
                prize=_(SEER_WORDS[SeerChoice.PRIZE]),
                top=_(SEER_WORDS[SeerChoice.TOP]),
            ),
            self.first,
        )


def seer_question_line(prize: Card, top: Card) -> Phrase:
    return seer_question(prize, top, _(SEER_WORDS[SeerChoice.PRIZE]), _(SEER_WORDS[SeerChoice.TOP]))


def seer_choice(seen: PlayerView) -> SeerQuestion:
    assert seen.prize is not None and seen.seer_peek is not None
    return SeerQuestion(seen.prize, seen.seer_peek)
