"""The computer opponent: policies that play from a player's view, and hints."""

from claim2.ai.policy import LEVELS, NotMyTurn, Policy, make_policy, policy_names

__all__ = ["LEVELS", "NotMyTurn", "Policy", "make_policy", "policy_names"]
