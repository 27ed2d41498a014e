"""The narration of ``claim2 replay``: a recorded game told trick by trick.

Everything in a record is public, so the narration shows what no player saw
during the game: the cards drawn face down and what a Seer's peek showed.
It is built from the engine's events (``state.events`` after each step), each
worded by the narrator in the replay's voice; the structure (headings, the
hands, where the next lead is said) is here.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from itertools import pairwise

from rich.text import Text

from claim2.engine import Card, GameState
from claim2.engine.events import (
    CardPlayed,
    Event,
    GameEnded,
    PhaseTwoBegan,
    PrizeRevealed,
    TrickWon,
)
from claim2.engine.ruleset import seats
from claim2.present import narrator
from claim2.present.phrase import Phrase, Teller, Voice, text
from claim2.text.i18n import _

_INDENT = "  "


def line(phrase: Phrase, indent: bool = True, style: str = "", *, dark: bool = True) -> Text:
    """One line of plain text (never markup: names are shown as written), cards coloured."""
    shown = text(phrase, style, dark=dark)
    if indent:
        shown = Text(_INDENT, style=style) + shown
    return shown


def _heading(phrase: Phrase) -> Text:
    return text(phrase, "bold underline")


class Narrator:
    """Turns each step's events into lines of text, remembering what it needs."""

    def __init__(self, players: Sequence[str], *, dark: bool = True) -> None:
        self.teller = Teller(Voice.REPLAY, players)
        self.dark = dark
        self.prize: Card | None = None
        self.next_lead: Text | None = None

    def line(self, phrase: Phrase, indent: bool = True) -> Text:
        return line(phrase, indent, dark=self.dark)

    def hands(self, state: GameState) -> Iterator[Text]:
        for seat in seats():
            yield self.line(
                Phrase(
                    _("{name}'s hand: {cards}"),
                    {"name": self.teller.name(seat), "cards": state.hands[seat]},
                )
            )

    def opening(self, state: GameState) -> Iterator[Text]:
        yield _heading(
            Phrase(
                _("Claim 2: {first} against {second}"),
                {"first": self.teller.name(0), "second": self.teller.name(1)},
            )
        )
        yield self.line(
            Phrase(_("{name} leads the first trick."), {"name": self.teller.name(state.leader)})
        )
        yield from self.hands(state)
        pile = (*((state.prize,) if state.prize else ()), *state.draw_pile)
        yield self.line(Phrase(_("Draw pile, top card first: {cards}"), {"cards": pile}))
        yield from self.events(state, state.events)

    def game(self, states: Sequence[GameState]) -> Iterator[Text]:
        """Every line of the game in ``states``, from the deal to the last recorded state."""
        yield from self.opening(states[0])
        for before, after in pairwise(states):
            yield from self.step(before, after)

    def step(self, before: GameState, after: GameState) -> Iterator[Text]:
        for event in after.events:
            if isinstance(event, CardPlayed) and not before.played:
                yield from self.trick_heading(before)
            yield from self.event(before, after, event)
        if self.next_lead is not None and after.seer is None:
            yield self.next_lead
            self.next_lead = None

    def events(self, state: GameState, events: Iterable[Event]) -> Iterator[Text]:
        for event in events:
            yield from self.event(state, state, event)

    def trick_heading(self, state: GameState) -> Iterator[Text]:
        yield Text()
        yield _heading(narrator.trick_heading(state.phase, state.trick))
        if state.phase == 1 and self.prize is not None:
            yield self.line(Phrase(_("Prize: {card}"), {"card": self.prize}))

    def event(self, before: GameState, after: GameState, event: Event) -> Iterator[Text]:
        if isinstance(event, PrizeRevealed):
            self.prize = event.card
        if isinstance(event, PhaseTwoBegan):
            if self.next_lead is not None:
                yield self.next_lead
                self.next_lead = None
            yield Text()
        elif isinstance(event, GameEnded):
            yield Text()
        for phrase in narrator.tell(event, self.teller, leads=not before.played):
            if isinstance(event, PhaseTwoBegan | GameEnded):
                yield _heading(phrase)
            else:
                yield self.line(phrase)
        if isinstance(event, PhaseTwoBegan):
            yield from self.hands(after)
        elif isinstance(event, TrickWon):
            lead = narrator.next_lead(event, self.teller)
            self.next_lead = None if lead is None else self.line(lead)
