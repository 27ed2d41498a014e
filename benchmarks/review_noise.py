"""How much the review's estimates of phase one vary between runs: the noise its grades'
thresholds are chosen from (``claim2.review.grading``).

    python benchmarks/review_noise.py [--games 2] [--runs 6] [--every 2] [--folder DIR]

For the phase-one decisions of a few games (``first:strong``, ``normal:strong`` and
``strong:strong``, every ``--every``-th decision), each decision is rated ``--runs``
times as the review rates it, with other seeds: the strong level's search on the review's
budget (``REVIEW``), which finds a best action and the loss of the action played against
it (its first look), then the played action and that best action played on the same
fresh sampled worlds (``compare``), ``--worlds`` worlds each (the closer look). Printed:
the standard deviation of each look's loss between runs of one decision, pooled over the
decisions, so the thresholds can be set at multiples of it, and how often the first look
names another best action.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from collections import Counter
from pathlib import Path

from review_games import games_of, pairing

from claim2.ai.strong import StrongPolicy
from claim2.engine import Action, GameState, parse_action, view
from claim2.records.record import replay_states
from claim2.review.estimates import REVIEW, decisions


def rate(
    states: list[GameState], actions: list[Action], index: int, runs: int, worlds: int
) -> tuple[list[float], list[float], int] | None:
    """The first look's losses and the closer look's, ``runs`` times each, and how many
    first looks named the most frequent best action."""
    policies = (StrongPolicy(REVIEW), StrongPolicy(REVIEW))
    for earlier in range(index):  # each player's memory of what they saw (as the review)
        state = states[earlier]
        policies[state.to_move].memory.note(view(state, state.to_move), actions[earlier])
    state = states[index]
    seen = view(state, state.to_move)
    played = actions[index]
    policy = policies[state.to_move]
    firsts: list[float] = []
    bests: Counter[Action] = Counter()
    for run in range(runs):
        analysis = policy.analyse(seen, random.Random(f"noise/{index}/{run}"))
        best = analysis.action
        bests[best] += 1
        firsts.append(max(0.0, analysis.scores[best] - analysis.scores.get(played, 0.0)))
    ranked = [action for action, _ in bests.most_common()]
    rival = next((action for action in ranked if action != played), None)
    if rival is None:  # the played action was always best: compare it with another
        others = [action for action in seen.legal_actions if action != played]
        rival = others[0]
    closer: list[float] = []
    for run in range(runs):
        found = policy.compare(seen, (rival, played), 7919 * index + run, 2 * worlds)
        closer.append(found.scores[rival] - found.scores[played])
    return firsts, closer, bests.most_common(1)[0][1]


def pooled(groups: list[list[float]]) -> float:
    """The standard deviation within groups, pooled."""
    squares = sum(statistics.variance(group) * (len(group) - 1) for group in groups)
    freedom = sum(len(group) - 1 for group in groups)
    return math.sqrt(squares / freedom)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=2, help="games of each pairing")
    parser.add_argument("--runs", type=int, default=6)
    parser.add_argument("--every", type=int, default=2, help="rate every N-th decision")
    parser.add_argument("--worlds", type=int, default=128, help="the closer look's worlds")
    parser.add_argument("--pairings", default="first:strong,normal:strong,strong:strong", type=str)
    parser.add_argument("--folder", type=Path, help="keep the games here (and reuse them)")
    options = parser.parse_args()
    pairings = [pairing(text) for text in options.pairings.split(",")]
    firsts: list[list[float]] = []
    closers: list[list[float]] = []
    agree = rated = 0
    began = time.process_time()
    for _pairing, _seed, record in games_of(pairings, options.games, options.folder):
        states = replay_states(record)
        actions = [parse_action(code) for code in record.actions]
        for index in decisions(states, len(actions))[:: options.every]:
            found = rate(states, actions, index, options.runs, options.worlds)
            if found is None:
                continue
            first, closer, same = found
            firsts.append(first)
            closers.append(closer)
            agree += same
            rated += options.runs
    spent = time.process_time() - began
    print(f"{len(firsts)} decisions, {options.runs} runs each, {spent:.0f} s CPU")
    print(f"first look (REVIEW, {REVIEW.playouts} playouts): sd of the loss {pooled(firsts):.3f}")
    print(f"closer look ({options.worlds} worlds each): sd of the loss {pooled(closers):.3f}")
    print(f"the first look named its most frequent best action {100 * agree / rated:.0f}%")
    means = sorted(statistics.fmean(closer) for closer in closers)
    print(
        "the closer look's mean loss by decision: "
        + ", ".join(
            f"{100 * q:.0f}%: {means[int(q * (len(means) - 1))]:.3f}"
            for q in (0.1, 0.25, 0.5, 0.75, 0.9, 1.0)
        )
    )


if __name__ == "__main__":
    main()
