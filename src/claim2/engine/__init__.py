"""The pure Claim 2 rules engine: no user interface, no I/O.

Start with ``new_game`` or ``deal_from``, ask ``legal_actions``, advance with
``step``, show a player only ``view(state, player)``, and score with
``outcome``.
"""

from __future__ import annotations

from claim2.engine.actions import (
    Action,
    IllegalAction,
    IllegalReason,
    action_code,
    parse_action,
)
from claim2.engine.cards import DECK, Card, CardCodeError, Faction
from claim2.engine.deal import (
    Deal,
    DealError,
    DealProblem,
    deal_from,
    make_deal,
    new_game,
    shuffled_deal,
    start,
)
from claim2.engine.events import LeadReason, SeerChoice
from claim2.engine.rules import legal_actions, step
from claim2.engine.scoring import GameNotOver, Outcome, VoteDecider, WinDecider, outcome, score
from claim2.engine.state import GameState
from claim2.engine.views import PlayerView, state_seen_as, view

__all__ = [
    "DECK",
    "Action",
    "Card",
    "CardCodeError",
    "Deal",
    "DealError",
    "DealProblem",
    "Faction",
    "GameNotOver",
    "GameState",
    "IllegalAction",
    "IllegalReason",
    "LeadReason",
    "Outcome",
    "PlayerView",
    "SeerChoice",
    "VoteDecider",
    "WinDecider",
    "action_code",
    "deal_from",
    "legal_actions",
    "make_deal",
    "new_game",
    "outcome",
    "parse_action",
    "score",
    "shuffled_deal",
    "start",
    "state_seen_as",
    "step",
    "view",
]
