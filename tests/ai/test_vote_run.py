"""The strong level's playouts in one loop (``vote_run``) against ``VotePlayout`` through
``Sim.run``: the same games, card for card, and the same random draws."""

from __future__ import annotations

import random

import pytest

from claim2.ai.rollout import VotePlayout
from claim2.ai.sim import Sim, from_seer_state, from_state
from claim2.ai.vote_run import LoopPlayout, phase_one

from .positions import random_states


def starts(count: int, seed: int) -> list[Sim]:
    """Sims of random states of both phases (a pending Seer choice played both ways)."""
    sims = []
    for state in random_states(count, seed):
        if state.seer is not None:
            sims += [from_seer_state(state, False), from_seer_state(state, True)]
        else:
            sim, lead = from_state(state)
            if lead is None:  # a playout starts a trick
                sims.append(sim)
    return sims


def ending(sim: Sim) -> tuple[object, ...]:
    return (
        sim.phase,
        sim.trick,
        sim.leader,
        sim.hands,
        sim.pile,
        sim.followers,
        sim.score,
        sim.front,
        sim.aside,
    )


@pytest.mark.parametrize("noise", [0.1, 0.0, 0.5])
def test_the_loop_plays_the_same_games_as_the_callbacks(noise: float) -> None:
    sims = starts(150, 11)
    assert {sim.phase for sim in sims} == {1, 2}
    for index, sim in enumerate(sims):
        for seed in (index, index + 1000):
            slow, fast = sim.copy(), sim.copy()
            slow_rng, fast_rng = random.Random(seed), random.Random(seed)
            expected = VotePlayout(slow_rng, noise).run(slow)
            assert LoopPlayout(fast_rng, noise).run(fast) == expected
            assert ending(fast) == ending(slow)
            assert fast_rng.getstate() == slow_rng.getstate()  # the same draws


def test_the_loop_agrees_after_a_first_trick_played_by_the_callbacks() -> None:
    """As the strong level uses it: its reply to the action by ``follow``, then ``run``."""
    for index, sim in enumerate(starts(60, 12)):
        results = []
        for kind in (VotePlayout, LoopPlayout):
            child = sim.copy()
            play = kind(random.Random(index))
            lead = play.lead(child)
            child.play_trick(lead, play.follow(child, lead), play.seer)
            results.append((play.run(child) if child.phase != 3 else 0, ending(child)))
        assert results[0] == results[1]


def test_phase_one_alone_ends_where_the_callbacks_end_it() -> None:
    """``phase_one`` (for a playout finished otherwise from the start of phase two)."""
    for index, sim in enumerate(starts(60, 13)):
        slow, fast = sim.copy(), sim.copy()
        slow_rng, fast_rng = random.Random(index), random.Random(index)
        play = VotePlayout(slow_rng)
        while slow.phase == 1:
            lead = play.lead(slow)
            slow.play_trick(lead, play.follow(slow, lead), play.seer)
        phase_one(fast, fast_rng, 0.1)
        assert ending(fast) == ending(slow)
        assert fast_rng.getstate() == slow_rng.getstate()
