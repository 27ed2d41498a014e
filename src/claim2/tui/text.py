"""Words for the game's things, translated: factions, cards, leads, refusals.

Cards are written with their code (``Gn3``) so that factions differ by letters
as well as by colour; the colour is a theme variable, never a fixed colour.
"""

from __future__ import annotations

from collections.abc import Iterable

from claim2.engine import Card, Faction, LeadReason
from claim2.engine.events import TrickWon
from claim2.game.i18n import _
from claim2.game.wording import faction_name

#: The theme variable that colours each faction (widgets/hand.tcss and card.tcss use them too;
#: their colours: ``claim2.present.palette``).
FACTION_COLOUR: dict[Faction, str] = {
    Faction.GNOMES: "$faction-gnomes",
    Faction.GIANTS: "$faction-giants",
    Faction.DRAGONS: "$faction-dragons",
    Faction.TROLLS: "$faction-trolls",
    Faction.SEERS: "$faction-seers",
}


def plain_markup(text: str) -> str:
    """``text`` (a player's name, say) made safe to put into content markup: shown as written,
    never a tag or an action.

    Every ``[`` is escaped. A backslash at the end would escape the tag that follows the
    text, so a zero-width space (never in a name: ``claim2.game.names``) is put after it.
    """
    escaped = text.replace("[", "\\[")
    return escaped + "\u200b" if escaped.endswith("\\") else escaped


def card_markup(card: Card) -> str:
    """Content markup for a card: its code in its faction's colour, bold."""
    return f"[bold {FACTION_COLOUR[card.faction]}]{card.code}[/]"


def cards_markup(cards: Iterable[Card], empty: str = "—") -> str:
    """Several cards as markup, separated by spaces (``empty`` when there are none)."""
    parts = [card_markup(card) for card in cards]
    return " ".join(parts) if parts else empty


def cards_plain(cards: Iterable[Card]) -> str:
    """Several cards as plain codes, separated by commas."""
    return ", ".join(card.code for card in cards)


def lead_sentence(trick: TrickWon, names: tuple[str, str]) -> str:
    """Who leads the next trick and why (R5)."""
    name = names[trick.next_leader]
    if trick.lead_reason is LeadReason.SECOND_PLAYED_DRAGON:
        return _("{name} leads next: a Dragon played second takes the lead.").format(name=name)
    if trick.lead_reason is LeadReason.LEADER_PLAYED_DRAGON:
        return _("{name} leads again: a Dragon was led.").format(name=name)
    return _("{name} leads next, having won the trick.").format(name=name)


def phase_two_lead_sentence(trick: TrickWon, names: tuple[str, str]) -> str:
    """Who leads the first trick of phase two, carried over from phase one (R5)."""
    name = names[trick.next_leader]
    if trick.lead_reason is LeadReason.SECOND_PLAYED_DRAGON:
        return _(
            "{name} played a Dragon second in the last trick of phase one, "
            "so {name} leads the first trick of phase two."
        ).format(name=name)
    if trick.lead_reason is LeadReason.LEADER_PLAYED_DRAGON:
        return _(
            "{name} led a Dragon in the last trick of phase one, "
            "so {name} leads the first trick of phase two."
        ).format(name=name)
    return _(
        "{name} won the last trick of phase one, so {name} leads the first trick of phase two."
    ).format(name=name)


def win_sentence(trick: TrickWon, names: tuple[str, str]) -> str:
    """Who won the trick and why (R4)."""
    lead, second = trick.cards
    winner = names[trick.winner]
    other = names[1 - trick.leader]
    if trick.winner != trick.leader:
        return _("{winner} followed with a higher card and wins the trick.").format(winner=winner)
    if second.faction is not lead.faction:
        return _("{other} did not follow {faction}, so {winner} wins the trick.").format(
            other=other, faction=faction_name(lead.faction), winner=winner
        )
    if second.value == lead.value:
        return _("Equal values: the leader, {winner}, wins the trick.").format(winner=winner)
    return _("{other} followed with a lower card, so {winner} wins the trick.").format(
        other=other, winner=winner
    )


def must_follow_sentence(card: Card, led: Card, hand: Iterable[Card]) -> str:
    """Why ``card`` cannot be played on ``led`` (R3), naming the cards that can."""
    followers = sorted({held for held in hand if held.faction is led.faction})
    return _(
        "You cannot play {card}: you must follow {faction} while you hold one ({cards}). (R3)"
    ).format(card=card.code, faction=faction_name(led.faction), cards=cards_plain(followers))


def phase_trick(phase: int, trick: int) -> str:
    """The heading of a trick, e.g. "Phase 1 · trick 4 of 13"."""
    return _("Phase {phase} · trick {trick} of 13").format(phase=phase, trick=trick)
