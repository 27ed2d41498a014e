"""The ``strong`` and ``expert`` levels: weighted sampled worlds, playouts, exact endgames.

Phase two is a game of perfect information for both players (``knowledge``):
from ``Budget.exact_tricks`` tricks left, ``exact`` tries to play it exactly
within a node budget; a search that runs out falls back to playouts (and the
next move tries again, with the table it has filled so far).

Everywhere else the policy samples worlds consistent with its view
(``sampling``), keeping each with the chance that the opponent's observed
plays and Seer choices happen in it (``inference``: rejection sampling with a
soft model of the opponent), plays each candidate action in every world and
finishes the game with ``rollout.VotePlayout`` (the rules of thumb, aware of
which votes are still open; played in one loop by ``vote_run``), and keeps
the action with the best average result (a win 1, a draw 1/2). Candidates are
whittled down by successive halving: every candidate plays at least
``first_worlds`` worlds, then each round the worse half is dropped, so the
promising actions get the most playouts. All candidates of a round play the
same worlds with the same playout seeds, which makes their comparison far
less noisy. The strong level's playouts (``Budget.playout``) stop at the start of
phase two and take the learnt value of the hands there
(``phase_two_value.ValuePlayout``), the expert level's too.

Budgets are counts (playouts, worlds, nodes), so a seed always gives the same
move; a time limit stops the search early only on a machine much slower than
the one it was tuned on.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field

from claim2.ai.exact import ExactSolver, OutOfBudget, Spot
from claim2.ai.heuristics import Playout
from claim2.ai.inference import Observations, observe, weight
from claim2.ai.knowledge import Knowledge, Memory, knowledge
from claim2.ai.phase_two_value import ValuePlayout
from claim2.ai.policy import check_turn
from claim2.ai.sampling import sample_world
from claim2.ai.sim import Sim, from_seer_state, from_state, to_card, to_int
from claim2.ai.vote_run import LoopPlayout
from claim2.engine import Action, GameState, PlayerView, SeerChoice


@dataclass(frozen=True)
class Budget:
    """How much work one decision may take (counts, so a seed gives the same move)."""

    playouts: int  # playouts per decision over all candidates (at least first_worlds each)
    first_worlds: int  # worlds every candidate plays before the first cut
    exact_tricks: int  # try to solve phase two exactly from this many tricks left
    nodes: int  # exact-search nodes per decision before falling back to playouts
    tries: int = 8  # sampled worlds per kept world, at most (the opponent model)
    time_limit: float = 2.5  # CPU seconds; a safety net, not the normal way a search ends
    fallback_playouts: int | None = None  # after an exact search ran out (None: playouts)
    playout: type[Playout] = LoopPlayout  # how a sampled world is finished


STRONG = Budget(playouts=800, first_worlds=16, exact_tricks=10, nodes=30_000, playout=ValuePlayout)
EXPERT = Budget(
    playouts=3200,
    first_worlds=32,
    exact_tricks=12,
    nodes=110_000,
    time_limit=4.0,
    fallback_playouts=1200,
    playout=ValuePlayout,
)


@dataclass
class Analysis:
    """Why the strong level chose its action."""

    action: Action
    scores: dict[Action, float] = field(default_factory=dict)  # average result, 0..1
    playouts: dict[Action, int] = field(default_factory=dict)
    exact: bool = False  # scores are exact values (phase-two endgame): 1, 1/2 or 0


World = tuple[GameState, Sim | None, int | None, int]


def apply_action(
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


class Tally:
    """Playout results per candidate action, from one player's side (a win 1, a draw 1/2)."""

    def __init__(self, actions: tuple[Action, ...], seat: int) -> None:
        self.actions = actions
        self.seat = seat
        self.totals = dict.fromkeys(actions, 0.0)
        self.counts = dict.fromkeys(actions, 0)

    def play(
        self, world: GameState, survivors: list[Action], seed: int, playout: type[Playout]
    ) -> None:
        """Each surviving action in ``world``, finished by ``playout``s seeded alike."""
        sim, lead = (None, None) if world.seer is not None else from_state(world)
        for action in survivors:
            play = playout(random.Random(seed))
            outcome = play.run(apply_action(world, sim, lead, action, play))
            self.totals[action] += (outcome if self.seat == 0 else -outcome) / 2 + 0.5
            self.counts[action] += 1

    def ranked(self, survivors: list[Action]) -> list[Action]:
        """The survivors, the best average first."""
        return sorted(survivors, key=lambda action: -self.totals[action] / self.counts[action])

    def analysis(self, survivors: list[Action]) -> Analysis:
        """The best survivor (the first in ``actions`` among equals) with the averages."""
        actions, counts = self.actions, self.counts
        scores = {
            action: self.totals[action] / counts[action] for action in actions if counts[action]
        }
        played = [action for action in survivors if counts[action]]
        best = max(played, key=lambda action: (scores[action], -actions.index(action)))
        return Analysis(best, scores, dict(counts))


class SearchPolicy:
    """What the searching levels share: memory of earlier views, the exact phase-two
    search, and the playouts that break its ties (``_sample``, by each level)."""

    def __init__(self, exact_tricks: int, nodes: int | None, time_limit: float) -> None:
        self.exact_tricks = exact_tricks  # solve phase two from this many tricks left
        self.nodes = nodes  # exact-search positions a decision may visit (None: no limit)
        self.time_limit = time_limit  # CPU seconds: a safety net only
        self.memory = Memory()
        self.solver = ExactSolver(table_limit=250_000)

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
            try:
                return self._solve(view, seed, deadline, self.nodes)
            except OutOfBudget:
                # the playouts decide this move; the next one tries again
                return self._fallback(view, actions, seed, deadline)
        return self._sample(view, actions, seed, deadline)

    def _sample(
        self, view: PlayerView, actions: tuple[Action, ...], seed: int, deadline: float
    ) -> Analysis:
        raise NotImplementedError

    def _fallback(
        self, view: PlayerView, actions: tuple[Action, ...], seed: int, deadline: float
    ) -> Analysis:
        """The playouts after an exact search ran out (the same as ``_sample`` unless a
        level spends less on them, having already spent on the search)."""
        return self._sample(view, actions, seed, deadline)

    def _solve(self, view: PlayerView, seed: int, deadline: float, nodes: int | None) -> Analysis:
        """Phase two played exactly (``OutOfBudget`` past ``nodes`` positions)."""
        world = sample_world(view, random.Random(seed))  # phase two: the only world
        sim, lead = from_state(world)  # a led card is back in the leader's hand
        spot = Spot.from_sim(sim)
        if lead is None:
            values = self.solver.values_of_leads(spot, nodes)
        else:
            values = self.solver.values_of_replies(spot, lead, nodes)
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


class StrongPolicy(SearchPolicy):
    def __init__(self, budget: Budget = STRONG, time_limit: float | None = None) -> None:
        limit = budget.time_limit if time_limit is None else time_limit
        super().__init__(budget.exact_tricks, budget.nodes, limit)
        self.budget = budget

    def _world(
        self,
        view: PlayerView,
        sampler: random.Random,
        known: Knowledge,
        observed: Observations,
    ) -> GameState:
        """A world drawn with the chance the opponent model gives it (rejection sampling)."""
        world = sample_world(view, sampler, known, self.memory)
        if observed.empty:
            return world
        them = view.opponent
        drawn = len(known.known_opponent_draws)
        best, best_weight = world, -1.0
        for attempt in range(self.budget.tries):
            if attempt:
                world = sample_world(view, sampler, known, self.memory)
            chance = weight(observed, world, them, drawn)
            if sampler.random() < chance:
                return world
            if chance > best_weight:
                best, best_weight = world, chance
        return best

    def _sample(
        self, view: PlayerView, actions: tuple[Action, ...], seed: int, deadline: float
    ) -> Analysis:
        return self._halving(view, actions, seed, deadline, self.budget.playouts)

    def compare(
        self, view: PlayerView, actions: tuple[Action, ...], seed: int, playouts: int
    ) -> Analysis:
        """``actions`` played on the same sampled worlds, ``playouts`` in all: a second,
        closer look at a few actions (``benchmarks/review_noise.py`` measures a review's noise
        with it; the review's own looks are ``paired``)."""
        deadline = time.thread_time() + self.time_limit
        return self._halving(view, actions, seed, deadline, playouts)

    def paired(
        self, view: PlayerView, actions: tuple[Action, ...], seed: int, worlds: int
    ) -> Analysis:
        """Every one of ``actions`` played on the same ``worlds`` sampled worlds, each finished
        by playouts seeded alike (no halving: a review's closer look at a few actions; for
        two actions the same as ``compare`` with ``2 * worlds`` playouts)."""
        known = knowledge(view, self.memory)
        observed = observe(view, self.memory)
        sampler = random.Random(seed)
        survivors = list(actions)
        tally = Tally(actions, view.seat)
        for _ in range(worlds):
            world = self._world(view, sampler, known, observed)
            tally.play(world, survivors, sampler.getrandbits(32), self.budget.playout)
        return tally.analysis(survivors)

    def _fallback(
        self, view: PlayerView, actions: tuple[Action, ...], seed: int, deadline: float
    ) -> Analysis:
        playouts = self.budget.fallback_playouts or self.budget.playouts
        return self._halving(view, actions, seed, deadline, playouts)

    def _halving(
        self,
        view: PlayerView,
        actions: tuple[Action, ...],
        seed: int,
        deadline: float,
        playouts: int,
    ) -> Analysis:
        """Successive halving over ``actions`` with ``playouts`` in all."""
        known = knowledge(view, self.memory)
        observed = observe(view, self.memory)
        sampler = random.Random(seed)
        budget = self.budget
        survivors = list(actions)
        tally = Tally(actions, view.seat)
        rounds = max(1, math.ceil(math.log2(len(actions))))
        used = 0
        first = True
        out_of_time = False
        while not out_of_time:
            per_round = (playouts - used) // rounds
            batch = max(1, per_round // len(survivors))
            if first:
                batch = max(batch, budget.first_worlds)
                first = False
            for _ in range(batch):
                world = self._world(view, sampler, known, observed)
                tally.play(world, survivors, sampler.getrandbits(32), budget.playout)
                used += len(survivors)
                if time.thread_time() > deadline:
                    out_of_time = True
                    break
            rounds = max(1, rounds - 1)
            if len(survivors) <= 1 or out_of_time or used >= playouts:
                break
            survivors = tally.ranked(survivors)[: (len(survivors) + 1) // 2]
            if len(survivors) == 1:
                break
        return tally.analysis(survivors)


class ExpertPolicy(StrongPolicy):
    """The ``expert`` level: the strong search with more playouts, worlds and exact search."""

    def __init__(self, budget: Budget = EXPERT, time_limit: float | None = None) -> None:
        super().__init__(budget, time_limit)
