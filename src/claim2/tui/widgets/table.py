"""The table as the seated player sees it: prize, the card led, who leads and why.

Everything here is built from the player's own ``PlayerView`` (R17).
"""

from __future__ import annotations

from textual.content import Content

from claim2.engine import LeadReason, PlayerView, SeerChoice
from claim2.engine.events import TrickWon
from claim2.text.i18n import _, ngettext
from claim2.text.wording import faction_name
from claim2.tui.narrate import trick_sentence
from claim2.tui.text import NAME_FIELDS, card_markup, cards_markup, with_names


def lead_status(seen: PlayerView, names: tuple[str, str]) -> Content:
    """Who plays now, what must be followed (R3), and why this player leads (R5)."""
    return with_names(_lead_status(seen), names)


def _lead_status(seen: PlayerView) -> str:
    other = NAME_FIELDS[seen.opponent]
    if seen.played:
        led = seen.played[0]
        intro = _("{name} led {card}.").format(name=other, card=card_markup(led))
        if any(card.faction is led.faction for card in seen.hand):
            rule = _("You must follow {faction}.").format(faction=faction_name(led.faction))
        else:
            rule = _("You hold no {faction}: play any card.").format(
                faction=faction_name(led.faction)
            )
        return f"{intro} {rule}"
    last = seen.last_trick
    if last is None:
        return _("You lead the first trick.")
    if seen.phase == 2 and seen.trick == 1:
        return _("Phase two begins. {reason}").format(reason=_lead_reason(last, seen.seat))
    return _lead_reason(last, seen.seat)


def _lead_reason(last: TrickWon, seat: int) -> str:
    if last.lead_reason is LeadReason.SECOND_PLAYED_DRAGON:
        return _("You lead: you played a Dragon as second player.")
    if last.lead_reason is LeadReason.LEADER_PLAYED_DRAGON:
        return _("You lead again: you led a Dragon.")
    return _("You lead: you won the last trick.")


def table_lines(
    seen: PlayerView, names: tuple[str, str], status: str | None = None
) -> list[Content]:
    """The box "on the table" of a turn screen: the prize and the draw pile (phase one),
    ``status`` (markup; by default who plays now and why) and the cards in each hand."""
    lines = []
    if seen.phase == 1 and seen.prize is not None:
        lines.append(
            ngettext(
                "Prize: {card}   ·   draw pile: {count} card",
                "Prize: {card}   ·   draw pile: {count} cards",
                seen.draw_pile_size,
            ).format(card=card_markup(seen.prize), count=seen.draw_pile_size)
        )
    lines.append(_lead_status(seen) if status is None else status)
    lines.append(
        _("Cards in hand: {first} {first_count} · {second} {second_count}").format(
            first=NAME_FIELDS[0],
            first_count=seen.hand_sizes[0],
            second=NAME_FIELDS[1],
            second_count=seen.hand_sizes[1],
        )
    )
    return [with_names(line, names) for line in lines]


def own_followers_lines(seen: PlayerView, names: tuple[str, str]) -> list[Content]:
    """Phase one: this player's follower pile, with the cards drawn unseen (R7) -- not those
    the opponent peeked at with a Seer (R8) -- and what this player's own Seer peeks showed."""
    hidden = list(seen.my_draws)
    for card in seen.peeked_draws:
        hidden.remove(card)
    other = NAME_FIELDS[seen.opponent]
    lines = [
        _("Your follower pile: {cards} · hidden from {name}: {draws}").format(
            cards=cards_markup(seen.followers), name=other, draws=cards_markup(tuple(hidden))
        )
    ]
    if seen.my_peeks:
        peeks = [
            (
                _("trick {trick} {card}, left to {name}")
                if peek.choice is SeerChoice.PRIZE
                else _("trick {trick} {card}, taken")
            ).format(trick=peek.trick, card=card_markup(peek.card), name=other)
            for peek in seen.my_peeks
        ]
        lines.append(_("Your Seer peeks: {peeks}").format(peeks=" · ".join(peeks)))
    return [with_names(line, names) for line in lines]


def last_trick_line(last: TrickWon | None, names: tuple[str, str]) -> Content:
    """The last trick's cards and its winner (public)."""
    if last is None:
        return Content()
    markup = _("Last trick: {cards} {winner} won.").format(
        cards=trick_sentence(last, NAME_FIELDS), winner=NAME_FIELDS[last.winner]
    )
    return with_names(markup, names)
