"""``strong-v1``: the strong level as it was first shipped, kept as a benchmark opponent.

It is not offered to players; ``benchmarks/arena.py`` measures the current
levels against it. Do not tune it: its point is to stay the same.

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

from claim2.ai.heuristics import Playout
from claim2.ai.knowledge import Memory, knowledge
from claim2.ai.policy import check_turn
from claim2.ai.sampling import sample_world
from claim2.ai.sim import Sim, from_seer_state, from_state, to_card, to_int
from claim2.ai.solver import Position, Solver
from claim2.ai.strong import Analysis
from claim2.engine import Action, GameState, PlayerView, SeerChoice

PLAYOUTS = 240  # playouts per decision, over all candidate actions
EXACT_TRICKS = 7  # solve phase two exactly from this many tricks left
TIME_LIMIT = 2.5  # CPU seconds of this thread; a safety net, not the normal way a search ends


def _apply(
    world: GameState, sim: Sim | None, lead: int | None, action: Action, play: Playout
) -> Sim:
    """The sim after ``action`` in ``world`` (the opponent replies by the playout policy)."""
    if isinstance(action, SeerChoice):
        return from_seer_state(world, action is SeerChoice.TOP)
    assert sim is not None
    child = sim.copy()
    card = to_int(action)
    if lead is None:
        child.play_trick(card, play.follow(child, card), play.seer)
    else:
        child.play_trick(lead, card, play.seer)
    return child


class StrongV1Policy:
    def __init__(
        self,
        playouts: int = PLAYOUTS,
        exact_tricks: int = EXACT_TRICKS,
        time_limit: float = TIME_LIMIT,
    ) -> None:
        self.playouts = playouts
        self.exact_tricks = exact_tricks
        self.time_limit = time_limit
        self.memory = Memory()
        self.solver = Solver()

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        action = self.analyse(view, rng).action
        self.memory.note(view, action)
        return action

    def analyse(self, view: PlayerView, rng: random.Random) -> Analysis:
        """The chosen action with the evidence for it (the hints explain from this)."""
        actions = check_turn(view)
        if len(actions) == 1:
            return Analysis(actions[0])
        seed = rng.getrandbits(64)
        deadline = time.thread_time() + self.time_limit
        if view.phase == 2 and 14 - view.trick <= self.exact_tricks:
            return self._solve(view, seed, deadline)
        return self._sample(view, actions, seed, deadline)

    def _solve(self, view: PlayerView, seed: int, deadline: float) -> Analysis:
        world = sample_world(view, random.Random(seed))  # phase two: the only world
        sim, lead = from_state(world)  # a led card is back in the leader's hand
        position = Position.from_sim(sim)
        if lead is None:
            values = self.solver.values_of_leads(position)
        else:
            values = self.solver.values_of_replies(position, lead)
        sign = 1 if view.seat == 0 else -1
        scores: dict[Action, float] = {
            to_card(card): (sign * value + 1) / 2 for card, value in values.items()
        }
        best = max(scores.values())
        tied = [action for action, score in scores.items() if score == best]
        if len(tied) == 1 or best == 1:
            return Analysis(tied[0], scores, exact=True)
        # A draw or a loss against perfect play: keep the best practical chances.
        found = self._sample(view, tuple(tied), seed, deadline)
        return Analysis(found.action, scores, found.playouts, exact=True)

    def _sample(
        self, view: PlayerView, actions: tuple[Action, ...], seed: int, deadline: float
    ) -> Analysis:
        known = knowledge(view, self.memory)
        sampler = random.Random(seed)
        worlds: list[tuple[GameState, Sim | None, int | None, int]] = []
        survivors = list(actions)
        totals = dict.fromkeys(actions, 0.0)
        counts = dict.fromkeys(actions, 0)
        me = view.seat
        rounds = max(1, math.ceil(math.log2(len(actions))))
        per_round = self.playouts // rounds
        done = 0
        out_of_time = False
        while not out_of_time:
            batch = max(1, per_round // len(survivors))
            for _ in range(batch):
                index = len(worlds)
                world = sample_world(view, sampler, known, self.memory)
                sim, lead = (None, None) if world.seer is not None else from_state(world)
                worlds.append((world, sim, lead, sampler.getrandbits(32)))
                for action in survivors:
                    play = Playout(random.Random(worlds[index][3]))
                    child = _apply(world, sim, lead, action, play)
                    outcome = play.run(child)
                    totals[action] += (outcome if me == 0 else -outcome) / 2 + 0.5
                    counts[action] += 1
                done += 1
                if time.thread_time() > deadline:
                    out_of_time = True
                    break
            if len(survivors) <= 1 or out_of_time:
                break
            survivors.sort(key=lambda action: -totals[action] / counts[action])
            survivors = survivors[: max(1, len(survivors) // 2)]
            if len(survivors) == 1:
                break
        scores = {action: totals[action] / counts[action] for action in actions if counts[action]}
        survivors = [action for action in survivors if counts[action]]
        best = max(survivors, key=lambda action: (scores[action], -actions.index(action)))
        return Analysis(best, scores, dict(counts))
