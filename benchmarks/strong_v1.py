"""``strong-v1``: the strong level as it was first shipped, kept as a benchmark opponent.

It is not offered to players and is not part of claim2: importing this module registers
it by name (``claim2.ai.players.register``) for ``arena.py`` and ``ai_speed.py``, which
measure the current levels against it. Do not tune it: its point is to stay the same.
``check_frozen()`` plays the game it played when it was frozen (the benchmarks call it
before they use it): code it shares with the strong level must not move it.

The original description follows.

Phase two is a game of perfect information for both players (``knowledge``):
once at most ``EXACT_TRICKS`` tricks are left, ``solver`` plays it exactly.
Everywhere else the policy samples worlds consistent with its view
(``sampling``), plays each candidate action in every world and finishes the
game with the rules-of-thumb playout (``heuristics.Playout``), and keeps the
action with the best average result (a win 1, a draw 1/2). Candidates are
whittled down by successive halving: every round the worse half is dropped, so
the promising actions get the most playouts. All candidates of a round play
the same worlds with the same playout seeds, which makes their comparison far
less noisy than their separate averages.

Budgets are counts, so a seed always gives the same move; a time limit stops
the search early only on a machine much slower than the one it was tuned on.
"""

from __future__ import annotations

import math
import random
import time

from claim2.ai import make_policy
from claim2.ai.heuristics import Playout
from claim2.ai.knowledge import knowledge
from claim2.ai.players import register
from claim2.ai.sampling import sample_world
from claim2.ai.strong import Analysis, SearchPolicy, Tally
from claim2.engine import Action, PlayerView, new_game, step, view

PLAYOUTS = 240  # playouts per decision, over all candidate actions
EXACT_TRICKS = 7  # solve phase two exactly from this many tricks left
TIME_LIMIT = 2.5  # CPU seconds of this thread; a safety net, not the normal way a search ends


class StrongV1Policy(SearchPolicy):
    def __init__(
        self,
        playouts: int = PLAYOUTS,
        exact_tricks: int = EXACT_TRICKS,
        time_limit: float = TIME_LIMIT,
    ) -> None:
        super().__init__(exact_tricks, None, time_limit)
        self.playouts = playouts

    def _sample(
        self, view: PlayerView, actions: tuple[Action, ...], seed: int, deadline: float
    ) -> Analysis:
        known = knowledge(view, self.memory)
        sampler = random.Random(seed)
        survivors = list(actions)
        tally = Tally(actions, view.seat)
        rounds = max(1, math.ceil(math.log2(len(actions))))
        per_round = self.playouts // rounds
        out_of_time = False
        while not out_of_time:
            batch = max(1, per_round // len(survivors))
            for _ in range(batch):
                world = sample_world(view, sampler, known, self.memory)
                tally.play(world, survivors, sampler.getrandbits(32), Playout)
                if time.thread_time() > deadline:
                    out_of_time = True
                    break
            if len(survivors) <= 1 or out_of_time:
                break
            survivors = tally.ranked(survivors)[: max(1, len(survivors) // 2)]
            if len(survivors) == 1:
                break
        return tally.analysis(survivors)


register("strong-v1", StrongV1Policy)

#: strong-v1's moves as seat 0 against normal (seed 21, seat 1 leading first; generators
#: seeded 3 and 4), as it played them when it was frozen.
FROZEN = [
    "Tr4",
    "Gn1",
    "Dr3",
    "Gn7",
    "Dr6",
    "Gi5",
    "Tr5",
    "Gi1",
    "Dr0",
    "Tr9",
    "Se6",
    "Dr8",
    "Se9",
    "seer:prize",
    "Se4",
    "Dr2",
    "Dr4",
    "Dr7",
    "Se0",
    "Se1",
    "Gi9",
    "Se8",
    "Se3",
    "Se2",
    "Gn1",
    "Gi1",
    "Tr1",
]


def check_frozen() -> None:
    """Stop (SystemExit) unless strong-v1 still plays the game it played when frozen."""
    state = new_game(seed=21, first_leader=1)
    policies = [make_policy("strong-v1"), make_policy("normal")]
    generators = [random.Random(3), random.Random(4)]
    moves = []
    while not state.finished:
        mover = state.to_move
        action = policies[mover].choose(view(state, mover), generators[mover])
        if mover == 0:
            moves.append(action.code)
        state = step(state, action)
    if moves != FROZEN:
        raise SystemExit(
            "strong-v1 no longer plays as it was frozen (code shared with the strong level "
            f"moved it):\n  frozen {' '.join(FROZEN)}\n  now    {' '.join(moves)}"
        )
