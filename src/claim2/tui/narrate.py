"""Public events told in sentences (content markup), for trick results and the log.

Only public events are narrated: a hidden draw is told without its card, and a
Seer's peek is never told. ``names`` are the players' names, already made safe
for markup with ``text.plain_markup``.
"""

from __future__ import annotations

from collections.abc import Iterable

from claim2.engine import SeerChoice
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
from claim2.game.i18n import _, ngettext
from claim2.tui.text import (
    card_markup,
    cards_markup,
    lead_sentence,
    phase_trick,
    win_sentence,
)

Names = tuple[str, str]


def trick_sentence(trick: TrickWon, names: Names) -> str:
    """Both cards of a trick, in play order."""
    lead, second = trick.cards
    return _("{leader} led {lead}, {other} played {second}.").format(
        leader=names[trick.leader],
        lead=card_markup(lead),
        other=names[1 - trick.leader],
        second=card_markup(second),
    )


def effect_sentence(event: Event, names: Names) -> str | None:
    """What an event after a trick did, or None for events told elsewhere."""
    if isinstance(event, SeerChose):
        if event.choice is SeerChoice.PRIZE:
            return _("{name} won with a Seer, looked at the top card and keeps the prize.").format(
                name=names[event.player]
            )
        return _(
            "{name} won with a Seer, looked at the top card and takes it instead of the prize."
        ).format(name=names[event.player])
    if isinstance(event, PrizeTaken):
        return _("{name} takes the prize {card} as a follower.").format(
            name=names[event.player], card=card_markup(event.card)
        )
    if isinstance(event, CardDrawn):
        return _("{name} takes the top card of the draw pile face down as a follower.").format(
            name=names[event.player]
        )
    if isinstance(event, CardsScored):
        return _("{name} scores {cards}.").format(
            name=names[event.player], cards=cards_markup(event.cards)
        )
    if isinstance(event, GnomesPlaced):
        return ngettext(
            "{cards} now lies face up in front of {name}.",
            "{cards} now lie face up in front of {name}.",
            len(event.cards),
        ).format(name=names[event.player], cards=cards_markup(event.cards))
    if isinstance(event, GnomeSmashed):
        return _("{giant} smashes {gnome} in front of {name}.").format(
            giant=card_markup(event.giant), gnome=card_markup(event.gnome), name=names[event.victim]
        )
    if isinstance(event, TrollTaken):
        return _("{name} takes the Troll {card}.").format(
            name=names[event.player], card=card_markup(event.card)
        )
    if isinstance(event, TrollsSetAside):
        if event.cards:
            return _("Trolls set aside for later tricks: {cards}.").format(
                cards=cards_markup(event.cards)
            )
        return _("No Trolls are set aside any more.")
    if isinstance(event, GnomesJoinedScore):
        return _("The Gnomes in front of {name} join their score pile: {cards}.").format(
            name=names[event.player], cards=cards_markup(event.cards)
        )
    return None


def result_lines(trick: TrickWon, events: Iterable[Event], names: Names) -> list[str]:
    """A trick result: the cards, who won and why, what each player takes, who leads next."""
    lines = [trick_sentence(trick, names), win_sentence(trick, names)]
    for event in events:
        sentence = effect_sentence(event, names)
        if sentence is not None:
            lines.append(sentence)
    if not game_over(trick):
        lines.append(lead_sentence(trick, names))
    return lines


def game_over(trick: TrickWon) -> bool:
    """Whether this was the game's last trick (nobody leads after it)."""
    return trick.phase == 2 and trick.trick == 13


def log_lines(events: Iterable[Event], names: Names) -> list[str]:
    """The whole public log: a heading per trick, the cards, who won, what followed."""
    lines: list[str] = []
    playing: list[str] = []  # the cards of a trick that is not over yet
    next_lead: list[str] = []  # told once the trick's effects are told
    phase = 1
    for event in events:
        if isinstance(event, SeerPeeked | GameEnded):
            continue
        if isinstance(event, PrizeRevealed | PhaseTwoBegan | CardPlayed):
            lines.extend(next_lead)
            next_lead.clear()
        if isinstance(event, PrizeRevealed):
            lines.append(
                _("[b]{heading}[/b] · the prize is {card}").format(
                    heading=phase_trick(phase, event.trick), card=card_markup(event.card)
                )
            )
        elif isinstance(event, PhaseTwoBegan):
            phase = 2
            lines.append(_("[b]Phase two begins[/b]: the follower piles become the hands."))
        elif isinstance(event, CardPlayed):
            playing.append(
                _("{name} plays {card}.").format(
                    name=names[event.player], card=card_markup(event.card)
                )
            )
        elif isinstance(event, TrickWon):
            playing.clear()
            if event.phase == 2:
                lines.append(f"[b]{phase_trick(2, event.trick)}[/b]")
            lines.append("  " + trick_sentence(event, names))
            lines.append("  " + win_sentence(event, names))
            if not game_over(event):
                next_lead.append("  " + lead_sentence(event, names))
        else:
            sentence = effect_sentence(event, names)
            if sentence is not None:
                lines.append("  " + sentence)
    lines.extend(next_lead)
    lines.extend("  " + line for line in playing)
    return lines
