"""The public scenes' words: a trick's result, phase two's announcement and the game's
log, told in the public voice (both players by name; a card drawn face down is told
without its card, a Seer's peek never)."""

from __future__ import annotations

from collections.abc import Iterable

from claim2.engine import Faction
from claim2.engine.events import (
    CardPlayed,
    Event,
    GameEnded,
    PhaseTwoBegan,
    PrizeRevealed,
    SeerPeeked,
    TrickWon,
)
from claim2.game.public import PublicView
from claim2.present import narrator
from claim2.present.phrase import Phrase, said
from claim2.present.scenes.turn import Names, public_teller
from claim2.text.i18n import _
from claim2.text.wording import faction_name


def result_lines(trick: TrickWon, events: Iterable[Event], names: Names) -> list[Phrase]:
    """A trick's result: the cards, who won and why, what each player takes, who leads
    next."""
    teller = public_teller(names)
    lines = list(narrator.tell(trick, teller))
    lines += [
        phrase
        for event in events
        if narrator.is_effect(event)
        for phrase in narrator.tell(event, teller)
    ]
    lead = narrator.next_lead(trick, teller)
    if lead is not None:
        lines.append(lead)
    return lines


def result_heading(trick: TrickWon) -> Phrase:
    """The heading of a trick's result, e.g. "Phase 1 · trick 4 of 13: result"."""
    return said(_("{heading}: result"), heading=narrator.trick_heading(trick.phase, trick.trick))


def phase_two_lines(last: TrickWon | None, names: Names) -> list[Phrase]:
    """Phase two begins: the follower piles become the hands (R10); who leads (R5). The
    prizes each player knows of the other's hand follow (``prizes_known``)."""
    lines = [
        said(_("Phase one is over. Each player's 13 followers are now their hand.")),
        said(
            _(
                "Play them to win cards for your score pile. "
                "Gnomes, Giants and Trolls now have powers."
            )
        ),
    ]
    if last is not None:
        lines.append(narrator.phase_two_lead(last, public_teller(names)))
    return lines


def prizes_known() -> Phrase:
    """The line before the prizes of phase one, in phase two's announcement."""
    return said(_("Everybody saw the prizes, so each of you knows part of the other's hand:"))


def log_lines(events: Iterable[Event], names: Names) -> list[tuple[int, Phrase]]:
    """The whole public log, each line with its indent (0 or 1): a heading per trick, the
    cards, who won, what followed."""
    teller = public_teller(names)
    lines: list[tuple[int, Phrase]] = []
    playing: list[tuple[int, Phrase]] = []  # the cards of a trick that is not over yet
    next_lead: list[tuple[int, Phrase]] = []  # told once the trick's effects are told
    phase = 1
    for event in events:
        if isinstance(event, SeerPeeked | GameEnded):
            continue
        if isinstance(event, PrizeRevealed | PhaseTwoBegan | CardPlayed):
            lines.extend(next_lead)
            next_lead.clear()
        told = narrator.tell(event, teller)
        if isinstance(event, PrizeRevealed):
            lines.append(
                (
                    0,
                    said(
                        _("[b]{heading}[/b] · the prize is {card}"),
                        heading=narrator.trick_heading(phase, event.trick),
                        card=event.card,
                    ),
                )
            )
        elif isinstance(event, PhaseTwoBegan):
            phase = 2
            lines.extend((0, phrase) for phrase in told)
        elif isinstance(event, CardPlayed):
            playing.extend((1, phrase) for phrase in told)
        elif isinstance(event, TrickWon):
            playing.clear()
            if event.phase == 2:
                lines.append(
                    (
                        0,
                        Phrase(
                            "[b]{heading}[/b]", {"heading": narrator.trick_heading(2, event.trick)}
                        ),
                    )
                )
            lines.extend((1, phrase) for phrase in told)
            lead = narrator.next_lead(event, teller)
            if lead is not None:
                next_lead.append((1, lead))
        else:
            lines.extend((1, phrase) for phrase in told)
    lines.extend(next_lead)
    lines.extend(playing)
    return lines


def discard_lines(public: PublicView) -> list[Phrase]:
    """The discard pile of phase one (R7) by faction, and the Gnomes smashed (R12)."""
    discards = public.discards
    width = max(len(faction_name(faction)) for faction in Faction)
    lines = [
        Phrase(
            "{faction} {cards}",
            {
                "faction": faction_name(faction).ljust(width),
                "cards": tuple(sorted(card for card in discards if card.faction is faction)),
            },
        )
        for faction in Faction
    ]
    lines.append(said(_("Smashed Gnomes: {cards}"), cards=public.smashed))
    return lines


def discards_heading(public: PublicView) -> Phrase:
    return said(_("Discard pile ({count} cards)"), count=len(public.discards))


def log_title() -> Phrase:
    return said(_("Game log"))


def nothing_yet() -> Phrase:
    """The log before the first card."""
    return said(_("Nothing has happened yet."))
