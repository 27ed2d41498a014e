"""The computer opponent: policies that play from a player's view, and hints."""

from claim2.ai.players import make_policy, policy_names
from claim2.ai.policy import NotMyTurn, Policy
from claim2.records.levels import LEVELS

__all__ = ["LEVELS", "NotMyTurn", "Policy", "make_policy", "policy_names"]
