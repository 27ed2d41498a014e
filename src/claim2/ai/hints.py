"""Hints: the strong level's move for a human player, with a one-line reason.

A reason claims only what holds: what this trick does with the card (checked against
every answer the opponent may hold), what the playouts found, or, once the strong level
solves phase two exactly, what best play from here gives (``hint_exact``: "with best
play from here you win", never "however you play"), with the votes already decided.

    hinter = Hinter()                      # one per human seat and game
    hint = hinter.suggest(view(state, seat))
    hint.action, hint.reason               # e.g. Dr9, "Dr9 wins this trick and you lead again."
    hinter.played(seen, action)            # optional: what the player did, for its memory

The reason is translated when it is made (``claim2.text.i18n``); it only states what
the view shows or what the search found, so it never reveals a hidden card.
"""

from __future__ import annotations

import random
from typing import NamedTuple

from claim2.ai.heuristics import wants
from claim2.ai.hint_exact import exact_reason
from claim2.ai.knowledge import knowledge
from claim2.ai.normal import SAFE_ENOUGH, chance_beaten
from claim2.ai.sim import to_int, trick_result
from claim2.ai.strong import Analysis, StrongPolicy
from claim2.engine import Action, Card, PlayerView, SeerChoice
from claim2.text.i18n import _, ngettext

CHEAP = 3  # a lead of at most this value is called cheap


class Hint(NamedTuple):
    action: Action
    reason: str


class Hinter:
    """Suggests moves for one seat; the same view always gets the same hint."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.policy = StrongPolicy()

    def suggest(self, seen: PlayerView) -> Hint:
        analysis = self.policy.analyse(
            seen, random.Random(f"{self.seed}/{seen.phase}/{seen.trick}")
        )
        return Hint(analysis.action, reason(seen, analysis))

    def played(self, seen: PlayerView, action: Action) -> None:
        """Tell the hinter what the player did on ``seen`` (it remembers Seer peeks)."""
        self.policy.memory.note(seen, action)


def suggest(seen: PlayerView) -> Hint:
    """A hint from a fresh hinter (no memory of earlier views)."""
    return Hinter().suggest(seen)


def reason(seen: PlayerView, analysis: Analysis) -> str:
    """One sentence on why ``analysis.action`` is good, from what ``seen`` shows."""
    action = analysis.action
    if isinstance(action, SeerChoice):
        return _seer_reason(seen, action, analysis)
    if len(seen.legal_actions) == 1:
        return _("{card} is the only card you may play.").format(card=action.code)
    if analysis.exact:
        return exact_reason(seen, action, analysis)
    if seen.played:
        return _second_reason(seen, action, seen.played[0], analysis)
    return _lead_reason(seen, action, analysis)


def _seer_reason(seen: PlayerView, choice: SeerChoice, analysis: Analysis) -> str:
    """The choice the playouts preferred (a search's finding, not a certainty)."""
    prize = seen.prize.code if seen.prize is not None else "?"
    top = seen.seer_peek.code if seen.seer_peek is not None else "?"
    count = analysis.playouts.get(choice, 0)
    if choice is SeerChoice.TOP:
        return ngettext(
            "Take the top card {top}: it did better than the prize {prize} in the {count} "
            "game played out from here.",
            "Take the top card {top}: it did better than the prize {prize} in the {count} "
            "games played out from here.",
            count,
        ).format(top=top, prize=prize, count=count)
    return ngettext(
        "Take the prize {prize}: it did better than the top card {top} in the {count} "
        "game played out from here.",
        "Take the prize {prize}: it did better than the top card {top} in the {count} "
        "games played out from here.",
        count,
    ).format(prize=prize, top=top, count=count)


def _second_reason(seen: PlayerView, card: Card, lead: Card, analysis: Analysis) -> str:
    me = seen.seat
    winner, leader_next = trick_result(seen.opponent, to_int(lead), to_int(card))
    leads_next = leader_next == me
    if winner == me:
        if seen.phase == 1 and seen.prize is not None:
            return _("{card} beats {lead} and wins you the prize {prize}.").format(
                card=card.code, lead=lead.code, prize=seen.prize.code
            )
        # a second card wins only in the led faction, so its player leads next (R4, R5)
        return _("{card} wins this trick and you lead next.").format(card=card.code)
    if leads_next:
        return _("{card} gives this trick away, but as a Dragon it makes you lead next.").format(
            card=card.code
        )
    if seen.phase == 1 and seen.prize is not None and not wants(to_int(seen.prize)):
        return _("The prize {prize} is not worth a good card: let it go with {card}.").format(
            prize=seen.prize.code, card=card.code
        )
    cheaper = _cheaper_loser(seen, card, lead)
    count = analysis.playouts.get(card, 0)
    if cheaper is None:
        if all(
            isinstance(other, Card) and other.faction is card.faction
            for other in seen.legal_actions
        ):
            return _("{card} is the cheapest card to give up this trick with.").format(
                card=card.code
            )
        if not count:  # values of other factions are not compared (R4)
            return _("{card} loses this trick; the search chose it.").format(card=card.code)
        return _played_out(card, count)
    if not count:
        return _(
            "{card} loses this trick, and so would the lower {cheaper}; the search chose {card}."
        ).format(card=card.code, cheaper=cheaper.code)
    return ngettext(
        "{card} loses this trick, and so would the lower {cheaper}, but {card} did best "
        "in {count} game played out from here.",
        "{card} loses this trick, and so would the lower {cheaper}, but {card} did best "
        "in {count} games played out from here.",
        count,
    ).format(card=card.code, cheaper=cheaper.code, count=count)


def _cheaper_loser(seen: PlayerView, card: Card, lead: Card) -> Card | None:
    """The lowest card of ``card``'s faction the player may answer ``lead`` with that is
    lower than ``card`` and loses the trick too (None when there is none). Only cards of
    one faction are lower or higher than each other (R4): a Dr2 is no cheaper Gnome."""
    me = seen.seat
    losers = [
        other
        for other in seen.legal_actions
        if isinstance(other, Card)
        and other.faction is card.faction
        and other.value < card.value
        and trick_result(seen.opponent, to_int(lead), to_int(other))[0] != me
    ]
    return min(losers, key=lambda other: other.value, default=None)


def _lead_reason(seen: PlayerView, card: Card, analysis: Analysis) -> str:
    if seen.phase == 2:
        theirs = knowledge(seen).unseen
        same = [c for c in theirs if c.faction is card.faction]
        replies = same or list(theirs)
        outcomes = [trick_result(0, to_int(card), to_int(r)) for r in replies]
        wins = all(winner == 0 for winner, _leader in outcomes)
        keeps_lead = all(leader == 0 for _winner, leader in outcomes)
        if wins and keeps_lead:
            return _("{card} wins this trick and you lead again.").format(card=card.code)
        if wins:
            return _("Your opponent cannot beat {card}: this trick is yours.").format(
                card=card.code
            )
        # (a Dragon led keeps the lead only if no Dragon answers it: then it wins, above)
    elif (
        seen.prize is not None
        and wants(to_int(seen.prize))
        and chance_beaten(card, known := knowledge(seen)) <= SAFE_ENOUGH
    ):
        beaters = sorted(
            {c for c in known.unseen if c.faction is card.faction and c.value > card.value}
        )
        if card.faction in known.voids or not beaters:
            return _(
                "Lead {card}: no card your opponent may hold beats it, so it wins you the "
                "prize {prize}."
            ).format(card=card.code, prize=seen.prize.code)
        return _(
            "Lead {card}: only {cards}, not seen yet, would beat it, so it has a good chance "
            "to win the prize {prize}."
        ).format(card=card.code, cards=", ".join(c.code for c in beaters), prize=seen.prize.code)
    elif seen.prize is not None and not wants(to_int(seen.prize)) and card.value <= CHEAP:
        return _("The prize {prize} is not worth a good card: lead the cheap {card}.").format(
            prize=seen.prize.code, card=card.code
        )
    return _played_out(card, analysis.playouts.get(card, 0))


def _played_out(card: Card, count: int) -> str:
    return ngettext(
        "{card} did best in {count} game played out from here.",
        "{card} did best in {count} games played out from here.",
        count,
    ).format(card=card.code, count=count)
