"""The policies by name: the levels a person picks, plus ``random``, ``first`` and
``strong-v1``.

    policy = make_policy("strong")

The policies load on first use: the command line and the start screen only need
the names (``claim2.records.levels``).
"""

from __future__ import annotations

from collections.abc import Callable

from claim2.ai.policy import Policy

_FACTORIES: dict[str, Callable[[], Policy]] = {}


def register(name: str, factory: Callable[[], Policy]) -> None:
    _FACTORIES[name] = factory


def policy_names() -> tuple[str, ...]:
    """Every registered policy: the levels plus ``random``, ``first`` and ``strong-v1``
    (benchmarks)."""
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
        register("first", simple.FirstChoicePolicy)  # benchmarks: always the first choice
        register("easy", simple.EasyPolicy)
        register("normal", normal.NormalPolicy)
        register("strong", strong.StrongPolicy)
        register("expert", strong.ExpertPolicy)
        register("strong-v1", strong_v1.StrongV1Policy)  # benchmarks only: today's strong
