"""The narration of ``claim2 replay``: a recorded game told trick by trick.

Everything in a record is public, so the narration shows what no player saw
during the game: the cards drawn face down and what a Seer's peek showed.
It is built from the engine's events (``state.events`` after each step).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from itertools import pairwise

from rich.text import Text

from claim2.engine import Card, GameState, LeadReason, SeerChoice
from claim2.engine.events import (
    CardDrawn,
    CardPlayed,
    CardsScored,
    Event,
    GameEnded,
    GnomesJoinedScore,
    GnomeSmashed,
    GnomesPlaced,
    PhaseTwoBegan,
    PrizeRevealed,
    PrizeTaken,
    SeerChose,
    SeerPeeked,
    TrickWon,
    TrollsSetAside,
    TrollTaken,
)
from claim2.engine.ruleset import TRICKS_PER_PHASE
from claim2.game.i18n import _, ngettext
from claim2.present import palette

# The app's faction colours (its dark themes'): a terminal's background is most often dark.
_CARD_STYLES = dict(palette.DARK)
_INDENT = "  "


def cards_text(cards: Iterable[Card]) -> str:
    """Card codes joined for reading, or a dash for none."""
    text = ", ".join(card.code for card in cards)
    return text or "–"


def line(text: str, indent: bool = True, style: str = "") -> Text:
    """One line of plain text (never Rich markup: names are shown as written), cards coloured."""
    result = Text((_INDENT if indent else "") + text, style=style)
    for faction, card_style in _CARD_STYLES.items():
        result.highlight_regex(rf"\b{faction.code}\d\b", card_style)
    return result


def _heading(text: str) -> Text:
    return Text(text, style="bold underline")


class Narrator:
    """Turns each step's events into lines of text, remembering what it needs."""

    def __init__(self, players: Sequence[str]) -> None:
        self.players = players
        self.prize: Card | None = None
        self.next_lead: Text | None = None

    def name(self, seat: int) -> str:
        return self.players[seat]

    def opening(self, state: GameState) -> Iterator[Text]:
        yield _heading(
            _("Claim 2: {first} against {second}").format(first=self.name(0), second=self.name(1))
        )
        yield line(_("{name} leads the first trick.").format(name=self.name(state.leader)))
        for seat in (0, 1):
            yield line(
                _("{name}'s hand: {cards}").format(
                    name=self.name(seat), cards=cards_text(state.hands[seat])
                )
            )
        pile = (*((state.prize,) if state.prize else ()), *state.draw_pile)
        yield line(_("Draw pile, top card first: {cards}").format(cards=cards_text(pile)))
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
        yield _heading(
            _("Phase {phase} · trick {trick} of {tricks}").format(
                phase=state.phase, trick=state.trick, tricks=TRICKS_PER_PHASE
            )
        )
        if state.phase == 1 and self.prize is not None:
            yield line(_("Prize: {card}").format(card=self.prize.code))

    def event(self, before: GameState, after: GameState, event: Event) -> Iterator[Text]:
        if isinstance(event, PrizeRevealed):
            self.prize = event.card
        elif isinstance(event, CardPlayed):
            text = _("{name} plays {card}.") if before.played else _("{name} leads {card}.")
            yield line(text.format(name=self.name(event.player), card=event.card.code))
        elif isinstance(event, TrickWon):
            yield line(_("{name} wins the trick.").format(name=self.name(event.winner)))
            self.next_lead = self.leadline(event)
        elif isinstance(event, SeerPeeked):
            yield line(
                _(
                    "{name} won with a Seer and peeks at the top card of the draw pile: {card}."
                ).format(name=self.name(event.player), card=card_text(event.card))
            )
        elif isinstance(event, SeerChose):
            if event.choice is SeerChoice.TOP:
                text = _("{name} chooses the top card and leaves the prize to the other player.")
            else:
                text = _("{name} chooses to keep the prize.")
            yield line(text.format(name=self.name(event.player)))
        elif isinstance(event, PrizeTaken):
            yield line(
                _("{name} takes the prize {card} into their follower pile.").format(
                    name=self.name(event.player), card=event.card.code
                )
            )
        elif isinstance(event, CardDrawn):
            yield line(
                _("{name} draws {card} face down into their follower pile.").format(
                    name=self.name(event.player), card=card_text(event.card)
                )
            )
        elif isinstance(event, PhaseTwoBegan):
            yield from self.phase_two(after)
        else:
            yield from self.phase_two_event(event)

    def phase_two_event(self, event: Event) -> Iterator[Text]:
        if isinstance(event, CardsScored):
            yield line(
                _("{name} scores {cards}.").format(
                    name=self.name(event.player), cards=cards_text(event.cards)
                )
            )
        elif isinstance(event, GnomesPlaced):
            text = ngettext(
                "{cards} goes face up in front of {name}.",
                "{cards} go face up in front of {name}.",
                len(event.cards),
            )
            yield line(text.format(name=self.name(event.player), cards=cards_text(event.cards)))
        elif isinstance(event, GnomeSmashed):
            yield line(
                _("{name}'s Giant {giant} smashes the Gnome {gnome} in front of {victim}.").format(
                    name=self.name(event.player),
                    giant=event.giant.code,
                    gnome=event.gnome.code,
                    victim=self.name(event.victim),
                )
            )
        elif isinstance(event, TrollTaken):
            yield line(
                _("{name} takes the Troll {card} into their score pile.").format(
                    name=self.name(event.player), card=event.card.code
                )
            )
        elif isinstance(event, TrollsSetAside):
            if event.cards:
                text = _("Trolls set aside for later tricks: {cards}.")
            else:
                text = _("No Trolls are set aside now.")
            yield line(text.format(cards=cards_text(event.cards)))
        elif isinstance(event, GnomesJoinedScore):
            yield line(
                _("The Gnomes in front of {name} join their score pile: {cards}.").format(
                    name=self.name(event.player), cards=cards_text(event.cards)
                )
            )
        elif isinstance(event, GameEnded):
            yield Text()
            yield _heading(_("The game is over."))

    def phase_two(self, state: GameState) -> Iterator[Text]:
        if self.next_lead is not None:
            yield self.next_lead
            self.next_lead = None
        yield Text()
        yield _heading(_("Phase 2: the follower piles become the hands"))
        for seat in (0, 1):
            yield line(
                _("{name}'s hand: {cards}").format(
                    name=self.name(seat), cards=cards_text(state.hands[seat])
                )
            )

    def leadline(self, trick: TrickWon) -> Text | None:
        if trick.phase == 2 and trick.trick == TRICKS_PER_PHASE:
            return None
        if trick.phase == 1 and trick.trick == TRICKS_PER_PHASE:
            texts = {
                LeadReason.WON_TRICK: _("{name} leads the first trick of phase 2: they won."),
                LeadReason.SECOND_PLAYED_DRAGON: _(
                    "{name} leads the first trick of phase 2: they answered with a Dragon."
                ),
                LeadReason.LEADER_PLAYED_DRAGON: _(
                    "{name} leads the first trick of phase 2: they led a Dragon."
                ),
            }
        else:
            texts = {
                LeadReason.WON_TRICK: _("{name} leads next: they won the trick."),
                LeadReason.SECOND_PLAYED_DRAGON: _(
                    "{name} leads next: they answered with a Dragon."
                ),
                LeadReason.LEADER_PLAYED_DRAGON: _("{name} leads again: they led a Dragon."),
            }
        return line(texts[trick.lead_reason].format(name=self.name(trick.next_leader)))


def card_text(card: Card | None) -> str:
    return card.code if card is not None else "?"
