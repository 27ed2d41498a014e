"""The pure Claim 2 rules engine: no user interface, no I/O.

Start with ``new_game`` or ``deal_from``, ask ``legal_actions``, advance with
``step``, show a player only ``view(state, player)``, and score with
``outcome``.

The names below are loaded when first asked for (PEP 562): the start screen needs only the
cards and the order of the seats before its first frame, not the rules, the scoring or
the views (about 10 ms of CPU; ``benchmarks/first_screen.py``).
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
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

# where each name lives (its module in this package)
HOMES: dict[str, str] = {
    "Action": "actions",
    "action_code": "actions",
    "Card": "cards",
    "CardCodeError": "cards",
    "Deal": "deal",
    "deal_from": "deal",
    "DealError": "deal",
    "DealProblem": "deal",
    "DECK": "cards",
    "Faction": "cards",
    "GameNotOver": "scoring",
    "GameState": "state",
    "IllegalAction": "actions",
    "IllegalReason": "actions",
    "LeadReason": "events",
    "legal_actions": "rules",
    "make_deal": "deal",
    "new_game": "deal",
    "Outcome": "scoring",
    "outcome": "scoring",
    "parse_action": "actions",
    "PlayerView": "views",
    "score": "scoring",
    "SeerChoice": "events",
    "shuffled_deal": "deal",
    "start": "deal",
    "state_seen_as": "views",
    "step": "rules",
    "view": "views",
    "VoteDecider": "scoring",
    "WinDecider": "scoring",
}

if not TYPE_CHECKING:  # type checkers read the imports above, and find a wrong name

    def __getattr__(name: str) -> Any:
        """A name of the engine, loaded from its module the first time it is asked for."""
        home = HOMES.get(name)
        if home is None:
            raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
        value = getattr(import_module(f"{__name__}.{home}"), name)
        globals()[name] = value  # found here from now on, without this function
        return value


def __dir__() -> list[str]:
    return sorted([*globals(), *__all__])


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
