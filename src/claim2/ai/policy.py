"""The computer opponent's interface: a policy picks an action from a player's view.

A policy sees only ``claim2.engine.view(state, seat)`` (R17) and draws its
randomness from the generator it is given, so the same view and the same
generator state give the same action whatever the hidden cards are. A policy
object may remember what earlier views showed it (see ``knowledge.Memory``);
use one object per seat per game.

    policy = make_policy("strong")                   # claim2.ai.players
    action = policy.choose(view(state, seat), rng)   # rng: random.Random
"""

from __future__ import annotations

import random
from typing import Protocol

from claim2.engine import Action, PlayerView


class Policy(Protocol):
    """Something that plays: ``choose`` returns one of ``view.legal_actions``."""

    def choose(self, view: PlayerView, rng: random.Random) -> Action: ...


class NotMyTurn(ValueError):
    """``choose`` was called on a view where this player has nothing to do."""


def check_turn(view: PlayerView) -> tuple[Action, ...]:
    """The legal actions, or NotMyTurn when this player has nothing to do."""
    if not view.legal_actions:
        raise NotMyTurn("it is not this player's turn")
    return view.legal_actions
