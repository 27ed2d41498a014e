"""A turn's words: who plays now and why (R3, R5), the table's facts, the player's own
follower pile and Seer peeks, the last trick. Each from the seat's own ``PlayerView``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from claim2.engine import Card, LeadReason, PlayerView, SeerChoice
from claim2.engine.events import TrickWon
from claim2.engine.views import PublicView
from claim2.present.narrator import trick_cards
from claim2.present.phrase import Arg, Joined, Phrase, Teller, Voice, said
from claim2.text.i18n import _, ngettext
from claim2.text.wording import faction_name

if TYPE_CHECKING:  # a hint is made by claim2.ai, imported when one is asked for
    from claim2.ai.hints import Hint

Names = tuple[str, str]


def public_teller(names: Names) -> Teller:
    """The narrator's voice on a screen: both players by name."""
    return Teller(Voice.PUBLIC, names)


def lead_status(seen: PlayerView, names: Names, *, begins: bool = True) -> Phrase:
    """Who plays now, what must be followed (R3), and why this player leads (R5); at phase
    two's first lead, that it begins (unless ``begins`` is False: said already)."""
    if seen.played:
        led = seen.played[0]
        intro = said(_("{name} led {card}."), name=names[seen.opponent], card=led)
        if any(card.faction is led.faction for card in seen.hand):
            rule = said(_("You must follow {faction}."), faction=faction_name(led.faction))
        else:
            rule = said(
                _("You hold no {faction}: play any card."), faction=faction_name(led.faction)
            )
        return Phrase("{intro} {rule}", {"intro": intro, "rule": rule})
    last = seen.last_trick
    if last is None:
        return said(_("You lead the first trick."))
    if seen.phase == 2 and seen.trick == 1 and begins:
        return said(_("Phase two begins. {reason}"), reason=lead_reason(last))
    return lead_reason(last)


def lead_reason(last: TrickWon) -> Phrase:
    """Why the seat to lead leads (R5), said to it."""
    if last.lead_reason is LeadReason.SECOND_PLAYED_DRAGON:
        return said(_("You lead: you played a Dragon as second player."))
    if last.lead_reason is LeadReason.LEADER_PLAYED_DRAGON:
        return said(_("You lead again: you led a Dragon."))
    return said(_("You lead: you won the last trick."))


def prize_line(seen: PlayerView) -> Phrase | None:
    """Phase one: the prize and the draw pile."""
    if seen.phase != 1 or seen.prize is None:
        return None
    return said(
        ngettext(
            "Prize: {card}   ·   draw pile: {count} card",
            "Prize: {card}   ·   draw pile: {count} cards",
            seen.draw_pile_size,
        ),
        card=seen.prize,
        count=seen.draw_pile_size,
    )


def each_seat(template: str, names: Names, key: str, values: tuple[Arg, Arg]) -> Phrase:
    """``template`` said of both seats: ``{first}`` and ``{second}`` their names,
    ``{first_KEY}`` and ``{second_KEY}`` their ``values`` (``key``: KEY)."""
    return said(
        template,
        first=names[0],
        second=names[1],
        **{f"first_{key}": values[0], f"second_{key}": values[1]},
    )


def hand_sizes_line(seen: PublicView, names: Names) -> Phrase:
    """How many cards each player holds."""
    return each_seat(
        _("Cards in hand: {first} {first_count} · {second} {second_count}"),
        names,
        "count",
        (seen.hand_sizes[0], seen.hand_sizes[1]),
    )


def table_lines(seen: PlayerView, names: Names, status: Phrase | None = None) -> list[Phrase]:
    """What lies on the table for a turn: the prize and the draw pile (phase one),
    ``status`` (by default who plays now and why) and the cards in each hand."""
    lines = [line for line in (prize_line(seen),) if line is not None]
    lines.append(lead_status(seen, names) if status is None else status)
    lines.append(hand_sizes_line(seen, names))
    return lines


def own_followers_lines(seen: PlayerView, names: Names) -> list[Phrase]:
    """Phase one: this player's follower pile, with the cards drawn unseen (R7) -- not those
    the opponent peeked at with a Seer (R8) -- and what this player's own Seer peeks showed."""
    hidden = list(seen.my_draws)
    for card in seen.peeked_draws:
        hidden.remove(card)
    other = names[seen.opponent]
    lines = [
        said(
            _("Your follower pile: {cards} · hidden from {name}: {draws}"),
            cards=seen.followers,
            name=other,
            draws=tuple(hidden),
        )
    ]
    if seen.my_peeks:
        peeks = tuple(
            said(
                _("trick {trick} {card}, left to {name}")
                if peek.choice is SeerChoice.PRIZE
                else _("trick {trick} {card}, taken"),
                trick=peek.trick,
                card=peek.card,
                name=other,
            )
            for peek in seen.my_peeks
        )
        lines.append(said(_("Your Seer peeks: {peeks}"), peeks=Joined(peeks)))
    return lines


def last_trick_line(last: TrickWon | None, names: Names) -> Phrase | None:
    """The last trick's cards and its winner (public)."""
    if last is None:
        return None
    return said(
        _("Last trick: {cards} {winner} won."),
        cards=trick_cards(last, public_teller(names)),
        winner=names[last.winner],
    )


def must_follow(card: Card, led: Card, hand: tuple[Card, ...]) -> Phrase:
    """Why ``card`` cannot be played on ``led`` (R3), naming the cards that can."""
    followers = tuple(sorted({held for held in hand if held.faction is led.faction}))
    return said(
        _("You cannot play {card}: you must follow {faction} while you hold one ({cards}). (R3)"),
        card=card,
        faction=faction_name(led.faction),
        cards=followers,
    )


def opponent_lines(seen: PlayerView, names: Names) -> list[Phrase]:
    """Across the table: how many cards the opponent holds and, in phase one, their
    followers and the prizes they took."""
    other = seen.opponent
    count = seen.hand_sizes[other]
    lines = [
        said(
            ngettext(
                "[b]{name}[/b] · {count} card in hand",
                "[b]{name}[/b] · {count} cards in hand",
                count,
            ),
            name=names[other],
            count=count,
        )
    ]
    if seen.phase == 1:
        followers = seen.follower_counts[other]
        lines.append(
            said(
                ngettext(
                    "{count} follower · prizes: {cards}",
                    "{count} followers · prizes: {cards}",
                    followers,
                ),
                count=followers,
                cards=seen.prizes[other],
            )
        )
    return lines


def hand_title(name: str) -> Phrase:
    """The heading of a player's own hand."""
    return said(_("Your hand, {name}"), name=name)


def hint_line(hint: Hint) -> Phrase:
    """A hint for the seat's own move: the move and why, in one sentence (its own view's)."""
    return said(_("Hint: {reason}"), reason=hint.reason)


def hints_off() -> Phrase:
    """A hint asked for in a game without hints."""
    return said(_("Hints are off in this game. Turn them on when you start a game."))


def cards_again(name: str) -> Phrase:
    """Back on a private scene after a screen over it closed: whose cards these are."""
    return said(_("{name}'s cards again."), name=name)


def looking_for_a_hint() -> Phrase:
    """While the strong level looks for the hint asked for."""
    return said(_("Looking for a good move…"))
