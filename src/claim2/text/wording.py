"""The game's words in the player's language, shared by every front end.

Faction names, and the engine's refusals (an illegal action, a bad deal)
worded from their structured reasons, so nothing the engine says in English
reaches a player untranslated.
"""

from __future__ import annotations

from collections.abc import Sequence

from claim2.engine import Card, DealError, DealProblem, Faction, IllegalAction, IllegalReason
from claim2.text.i18n import N_, _

FACTION_NAMES: dict[Faction, str] = {
    Faction.GNOMES: N_("Gnomes"),
    Faction.GIANTS: N_("Giants"),
    Faction.DRAGONS: N_("Dragons"),
    Faction.TROLLS: N_("Trolls"),
    Faction.SEERS: N_("Seers"),
}


#: One card's faction, as in "Gnome 3" (a card said in full words).
CARD_FACTION_NAMES: dict[Faction, str] = {
    Faction.GNOMES: N_("Gnome"),
    Faction.GIANTS: N_("Giant"),
    Faction.DRAGONS: N_("Dragon"),
    Faction.TROLLS: N_("Troll"),
    Faction.SEERS: N_("Seer"),
}


def faction_name(faction: Faction) -> str:
    """The faction's name in the current language, e.g. "Trolls"."""
    return _(FACTION_NAMES[faction])


def card_words(card: Card) -> str:
    """A card in full words in the current language, e.g. "Troll 7" (where a screen shows
    its code, ``Tr7``, a sentence to be read aloud says this)."""
    return _("{faction} {value}").format(
        faction=_(CARD_FACTION_NAMES[card.faction]), value=card.value
    )


def illegal_action_text(error: IllegalAction, names: Sequence[str]) -> str:
    """Why an action was refused, in one translated sentence naming the player."""
    name = names[error.player] if error.player is not None else ""
    reason = error.reason
    if reason is IllegalReason.GAME_OVER:
        return _("the game is already over")
    if reason is IllegalReason.SEER_CHOICE_PENDING:
        return _("{name} won with a Seer and must choose seer:prize or seer:top first").format(
            name=name
        )
    if reason is IllegalReason.NO_SEER_CHOICE:
        return _("there is no Seer choice to make now")
    if reason is IllegalReason.NOT_IN_HAND and error.cards:
        return _("{name} does not hold {card}").format(name=name, card=error.cards[0].code)
    if reason is IllegalReason.MUST_FOLLOW and error.faction is not None:
        return _("must follow {faction}: you hold {cards}").format(
            faction=faction_name(error.faction),
            cards=", ".join(card.code for card in error.cards),
        )
    return _("that is not a move in Claim 2")


def deal_error_text(error: DealError) -> str:
    """What is wrong with a deal, in one translated sentence."""
    details = error.details
    problem = error.problem
    if problem is DealProblem.FIRST_LEADER:
        return _("the first leader must be player 0 or 1")
    if problem is DealProblem.HAND_COUNT:
        return _("a deal has 2 hands, not {count}").format(count=details["count"])
    if problem is DealProblem.HAND_SIZE:
        return _("hand {hand} has {count} cards, it must have {expected}").format(
            hand=details["hand"], count=details["count"], expected=details["expected"]
        )
    if problem is DealProblem.DRAW_PILE_SIZE:
        return _("the draw pile has {count} cards, it must have {expected}").format(
            count=details["count"], expected=details["expected"]
        )
    if problem is DealProblem.NOT_THE_DECK:
        wrong = details["wrong"]
        assert isinstance(wrong, tuple)
        parts = [
            _("{card} {count} times (the deck has {expected})").format(
                card=card, count=count, expected=expected
            )
            for card, count, expected in wrong
        ]
        return _("the deal is not the Claim 2 deck: {problems}").format(problems=", ".join(parts))
    return _("the deal is not a list of card codes")
