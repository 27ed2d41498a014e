"""The policies by name: the levels a person picks, plus ``random`` and ``first``.

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
    """Every registered policy: the levels plus ``random`` and ``first`` (and any a
    benchmark registers)."""
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
    if "random" not in _FACTORIES:  # a benchmark may have registered its own first
        from claim2.ai import normal, simple, strong

        register("random", simple.RandomPolicy)
        register("first", simple.FirstChoicePolicy)  # benchmarks: always the first choice
        register("easy", simple.EasyPolicy)
        register("normal", normal.NormalPolicy)
        register("strong", strong.StrongPolicy)
        register("expert", strong.ExpertPolicy)
