"""A learnt value of the start of phase two, and playouts that end there.

Playouts that play phase two out by the rules of thumb (``rollout``) overrate the chance
of the player behind and blur the differences between moves (docs/performance.md, "The
review"). ``chance`` instead weighs the two hands at the start of phase two
(``phase_two_features``) by a logistic regression fitted on phase-two starts solved
exactly by ``ExactSolver`` (``FITTED``: how, and how well). ``ValuePlayout`` plays phase
one out by the same rules as ``VotePlayout`` (``vote_run.phase_one``) and returns that
value at the start of phase two; a playout begun in phase two is played out by the rules
as before (``vote_run.run_votes``).

The strong level's playouts end so (``strong.STRONG``), and so the review's estimates: as
the review's playouts alone they halved its time and cut its noise by a third but graded
the games worse, the level judged by another evaluator than its own; with the level
playing by it too, the level scored 66% against strong-v1 (60% before) in half the time,
and the review grades better (docs/performance.md, "The review"; docs/computer-opponent.md).
"""

from __future__ import annotations

import math
import random

from claim2.ai.phase_two_features import features
from claim2.ai.rollout import VotePlayout
from claim2.ai.sim import Sim
from claim2.ai.vote_run import phase_one, run_votes

# seat 0's log-odds of winning (a draw half) per feature, in ``features``' order
WEIGHTS: tuple[float, ...] = (
    -0.0815,
    -0.0831,
    0.5181,
    -0.0162,
    0.6794,
    0.4515,
    -0.0736,
    -0.1167,  # Gnomes
    0.3070,
    -0.3336,
    -0.0823,
    0.1860,
    0.9403,
    0.7035,
    0.0194,
    -0.0699,  # Giants
    -0.1409,
    0.0386,
    0.1000,
    0.4057,
    0.7510,
    0.0703,
    0.1606,
    0.0895,  # Dragons
    0.0142,
    -0.1468,
    0.1862,
    0.0060,
    0.8303,
    0.5995,
    0.1945,
    -0.1002,  # Trolls
    -0.0987,
    -0.1716,
    0.4893,
    -0.0668,
    1.0978,
    0.3923,
    0.1296,
    -0.0346,  # Seers
    0.1266,
    1.0587,
    -0.0318,  # Gnomes exposed, the leader, its Dragons
)
FITTED = (
    "benchmarks/phase_two_fit.py on 5,000 phase-two starts of benchmarks/phase_two_data.py "
    "(indexes 0-4999: phase one by the playout rules, noise 0.1 to 1; solved exactly, none "
    "over 2 million positions), December 7, 2026; on the fifth held out: Brier 0.100 (a "
    "coin: 0.250; the mean of 16 playouts of the rules from the same start: 0.18), the "
    "winner on the right side of one half in 85%"
)


def chance(hand0: list[int], hand1: list[int], leader: int) -> float:
    """Seat 0's chance of winning (a draw half) from the start of phase two, as learnt."""
    z = sum(w * x for w, x in zip(WEIGHTS, features(hand0, hand1, leader), strict=True))
    if z < -30:
        return 0.0
    return 1 / (1 + math.exp(-z))


class ValuePlayout(VotePlayout):
    """``VotePlayout`` through phase one, then ``chance`` at the start of phase two."""

    def __init__(self, rng: random.Random, noise: float = 0.1) -> None:
        super().__init__(rng, noise)

    def run(self, sim: Sim) -> float:
        phase_one(sim, self.rng, self.noise)  # as ``VotePlayout`` plays it, in one loop
        if sim.phase == 2 and sim.trick == 1:  # the start of phase two: nothing won yet
            return 2 * chance(sim.hands[0], sim.hands[1], sim.leader) - 1
        return run_votes(sim, self.rng, self.noise)
