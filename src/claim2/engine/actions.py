"""Actions: a card to play or a Seer choice, their codes, and why one may be refused."""

from __future__ import annotations

from enum import Enum

from claim2.engine.cards import Card, Faction
from claim2.engine.events import SeerChoice

Action = Card | SeerChoice


class IllegalReason(Enum):
    """Why an action is illegal, for front ends that word it themselves."""

    GAME_OVER = "game_over"
    SEER_CHOICE_PENDING = "seer_choice_pending"  # R8: the Seer winner must choose first
    NO_SEER_CHOICE = "no_seer_choice"
    NOT_AN_ACTION = "not_an_action"
    NOT_IN_HAND = "not_in_hand"
    MUST_FOLLOW = "must_follow"  # R3


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message says why in English.

    ``reason``, ``player`` (the seat that tried it), ``faction`` (the led
    faction, for MUST_FOLLOW) and ``cards`` (the cards that could follow) let a
    front end say the same in its own words and language.
    """

    def __init__(
        self,
        message: str,
        reason: IllegalReason,
        player: int | None = None,
        faction: Faction | None = None,
        cards: tuple[Card, ...] = (),
    ) -> None:
        super().__init__(message)
        self.reason = reason
        self.player = player
        self.faction = faction
        self.cards = cards


def parse_action(code: str) -> Action:
    """A card code (``Dr7``) or a Seer choice (``seer:prize``, ``seer:top``)."""
    for choice in SeerChoice:
        if code == choice.code:
            return choice
    return Card.parse(code)


def action_code(action: Action) -> str:
    """The code of an action, as written in game records."""
    return action.code
