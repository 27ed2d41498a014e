"""The moves the exact search (``exact``) tries, with cards that touch tried once.

Two Dragons, Trolls or Seers of one hand *touch* when no card of their faction still in
the game (in a hand, a score pile or set aside) lies between their values. Such cards
are interchangeable: those factions' values only order them (who wins a trick, R4; the
highest troll taken, R13; the first difference of a vote, R15), so swapping the two
values everywhere maps the position onto itself and the game from it onto the game from
the other card. A search tries one card of each group of touching cards, as a bridge
solver does. Only Gnomes are ever removed from phase two (R12), so the cards still in
the game are those at the start of the search, and the groups depend on the hand alone.
Gnomes and Giants are never grouped (a Giant destroys a Gnome of its own value, R12);
their copies of one value are one card already.
"""

from __future__ import annotations

from claim2.ai.sim import CARD_INTS, DRAGONS, SEERS, TROLLS, unpack

_ORDERED = (DRAGONS, TROLLS, SEERS)  # the factions whose values only order the cards


def _touching(present: tuple[int, ...]) -> list[int]:
    """For each card int, the card of its faction above it that it touches, else -1
    (``present``: the cards of the ordered factions in the game, sorted)."""
    above = [-1] * CARD_INTS
    previous = -1
    for card in present:
        if previous >= 0 and previous // 10 == card // 10:
            above[previous] = card
        previous = card
    return above


class Moves:
    """A hand's leads and replies, remembered by hand (a hand of 13 cards has at most
    8,192 sub-hands), for one set of cards in the game (``use``)."""

    def __init__(self, *, touching: bool = True) -> None:
        self.touching = touching
        self.present: tuple[int, ...] = ()
        self._above = [-1] * CARD_INTS
        self._groups: dict[int, tuple[tuple[int, ...], ...]] = {}
        self._leads: dict[int, tuple[int, ...]] = {}
        self._answers: dict[tuple[int, int], tuple[int, ...]] = {}

    def use(self, cards: tuple[int, ...]) -> None:
        """Group the cards by the cards in the game now, sorted (forgetting the hands seen
        so far when those of the ordered factions changed: another game)."""
        present = tuple(card for card in cards if card // 10 in _ORDERED and self.touching)
        if present != self.present:
            self.present = present
            self._above = _touching(present)
            self._groups.clear()
            self._leads.clear()
            self._answers.clear()

    def groups(self, hand: int) -> tuple[tuple[int, ...], ...]:
        """The distinct cards of a packed hand, in groups of touching cards, in deck order."""
        found = self._groups.get(hand)
        if found is None:
            above = self._above
            groups: list[list[int]] = []
            previous = -1
            for card in unpack(hand):
                if card == previous:
                    continue
                if groups and above[previous] == card:
                    groups[-1].append(card)
                else:
                    groups.append([card])
                previous = card
            found = self._groups[hand] = tuple(tuple(group) for group in groups)
        return found

    def leads(self, hand: int) -> tuple[int, ...]:
        """One card of each group (the highest), in the order they are searched: high
        cards first, Dragons first among equals (they keep or take the lead)."""
        found = self._leads.get(hand)
        if found is None:
            cards = [group[-1] for group in self.groups(hand)]
            cards.sort(key=lambda card: (-(card % 10), card // 10 != DRAGONS))
            found = self._leads[hand] = tuple(cards)
        return found

    def answers(self, hand: int, lead: int) -> tuple[int, ...]:
        """R3: one card of each group (the lowest) of the led faction if the hand has one,
        the cheapest winner first; else of the whole hand, the lowest values first."""
        key = (hand, lead)
        found = self._answers.get(key)
        if found is None:
            cards = [group[0] for group in self.groups(hand)]
            same = [card for card in cards if card // 10 == lead // 10]
            if same:
                found = (
                    *(card for card in same if card > lead),
                    *(card for card in same if card <= lead),
                )
            else:
                found = tuple(sorted(cards, key=lambda card: (card // 10 != DRAGONS, card % 10)))
            self._answers[key] = found
        return found

    def first(self, hand: int, lead: int, reply: int) -> None:
        """Try ``reply`` to ``lead`` first from now on (it refuted ``lead``)."""
        found = self._answers[(hand, lead)]
        if found[0] != reply:
            self._answers[(hand, lead)] = (reply, *(card for card in found if card != reply))

    def first_lead(self, hand: int, lead: int) -> None:
        """Try ``lead`` first from now on (no answer held it)."""
        found = self._leads[hand]
        if found[0] != lead:
            self._leads[hand] = (lead, *(card for card in found if card != lead))

    def same_as(self, hand: int, card: int) -> int:
        """The card the search tries for ``card`` of ``hand`` (a lead: its group's highest)."""
        for group in self.groups(hand):
            if card in group:
                return group[-1]
        raise ValueError("the card is not in the hand")

    def answer_for(self, hand: int, card: int) -> int:
        """The card the search tries for the reply ``card`` of ``hand`` (its group's lowest)."""
        for group in self.groups(hand):
            if card in group:
                return group[0]
        raise ValueError("the card is not in the hand")
