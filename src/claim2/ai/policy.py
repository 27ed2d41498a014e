"""The computer opponent's interface: a policy picks an action from a player's view.

A policy sees only ``claim2.engine.view(state, seat)`` (R17) and draws its
randomness from the generator it is given, so the same view and the same
generator state give the same action whatever the hidden cards are. A policy
object may remember what earlier views showed it (see ``knowledge.Memory``);
use one object per seat per game.

    policy = make_policy("strong")
    action = policy.choose(view(state, seat), rng)   # rng: random.Random
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from claim2.engine import Action, PlayerView
from claim2.i18n import N_


class Policy(Protocol):
    """Something that plays: ``choose`` returns one of ``view.legal_actions``."""

    def choose(self, view: PlayerView, rng: random.Random) -> Action: ...


class NotMyTurn(ValueError):
    """``choose`` was called on a view where this player has nothing to do."""


#: The levels a person can pick, in order of strength, with their display names.
LEVELS: dict[str, str] = {
    "easy": N_("easy"),
    "normal": N_("normal"),
    "strong": N_("strong"),
    "expert": N_("expert"),
}

_FACTORIES: dict[str, Callable[[], Policy]] = {}


def register(name: str, factory: Callable[[], Policy]) -> None:
    _FACTORIES[name] = factory


def policy_names() -> tuple[str, ...]:
    """Every registered policy: the levels plus ``random`` and ``strong-v1`` (benchmarks)."""
    _load()
    return tuple(_FACTORIES)


def make_policy(name: str) -> Policy:
    """A fresh policy object for one seat of one game; raises KeyError for an unknown name."""
    _load()
    try:
        factory = _FACTORIES[name]
    except KeyError:
        known = ", ".join(_FACTORIES)
        raise KeyError(f"unknown policy {name!r} (known: {known})") from None
    return factory()


def _load() -> None:
    if not _FACTORIES:
        from claim2.ai import normal, simple, strong, strong_v1

        register("random", simple.RandomPolicy)
        register("easy", simple.EasyPolicy)
        register("normal", normal.NormalPolicy)
        register("strong", strong.StrongPolicy)
        register("expert", strong.ExpertPolicy)
        register("strong-v1", strong_v1.StrongV1Policy)  # benchmarks only: today's strong


def check_turn(view: PlayerView) -> tuple[Action, ...]:
    """The legal actions, or NotMyTurn when this player has nothing to do."""
    if not view.legal_actions:
        raise NotMyTurn("it is not this player's turn")
    return view.legal_actions
