"""The strong level's paired look (``StrongPolicy.paired``): every action on the same sampled
worlds with the same playouts after it (common random numbers), as a review's closer look
plays a move against its rivals."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from claim2.ai.strong import STRONG, StrongPolicy
from claim2.engine import view

from .test_policies import phase_one_decisions

DECISIONS = phase_one_decisions(12, seed=4)


@settings(max_examples=20, deadline=None)
@given(
    which=st.integers(0, len(DECISIONS) - 1),
    seed=st.integers(0, 2**32),
    worlds=st.integers(1, 6),
)
def test_an_actions_score_does_not_depend_on_its_rivals(which: int, seed: int, worlds: int) -> None:
    """Paired: an action plays the same worlds and playouts whatever it is compared with, so
    its score is the same, and two actions' difference is theirs alone, not luck of draws."""
    state = DECISIONS[which]
    seen = view(state, state.to_move)
    actions = seen.legal_actions
    policy = StrongPolicy(STRONG)
    alone = policy.paired(seen, (actions[0],), seed, worlds)
    together = policy.paired(seen, tuple(reversed(actions)), seed, worlds)
    assert alone.scores[actions[0]] == together.scores[actions[0]]
    assert set(together.scores) == set(actions)
    assert all(count == worlds for count in together.playouts.values())
    assert all(0 <= score <= 1 for score in together.scores.values())


@settings(max_examples=5, deadline=None)
@given(which=st.integers(0, len(DECISIONS) - 1), seed=st.integers(0, 2**32))
def test_two_actions_paired_are_compared_as_the_strong_level_compares_them(
    which: int, seed: int
) -> None:
    """Two actions on ``worlds`` worlds: the strong level's own comparison of two actions
    (``compare``, successive halving with a single round) on as many (at least
    ``first_worlds`` each)."""
    state = DECISIONS[which]
    seen = view(state, state.to_move)
    pair = seen.legal_actions[:2]
    policy = StrongPolicy(STRONG)
    worlds = STRONG.first_worlds
    paired = policy.paired(seen, pair, seed, worlds)
    assert paired.scores == policy.compare(seen, pair, seed, 2 * worlds).scores
