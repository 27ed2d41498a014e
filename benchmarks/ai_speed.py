"""Time the computer opponent's decisions, level by level, on one core.

    python benchmarks/ai_speed.py [--games N] [--seed S] [--levels easy normal strong expert]

Each level plays ``--games`` whole games against ``normal`` (seats alternate)
and every decision with more than one legal action is timed in CPU time (the
process's own, so other work on the machine does not count: one core).
Prints the median, the 95th percentile and the maximum per level. Targets
(issue 13): strong a median of at most 0.3 s and never over 1 s; expert up to
about 2 s; easy and normal instant.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

import strong_v1  # registers strong-v1

from claim2.ai import make_policy, policy_names
from claim2.engine import new_game, step, view


def decision_times(level: str, games: int, seed: int) -> list[float]:
    times: list[float] = []
    for game in range(games):
        state = new_game(seed=seed * 1_000_003 + game, first_leader=game % 2)
        timed = game % 2  # the seat of the level being timed
        policies = {timed: make_policy(level), 1 - timed: make_policy("normal")}
        rng = random.Random(f"{seed}/{game}")
        while not state.finished:
            mover = state.to_move
            seen = view(state, mover)
            began = time.process_time()
            action = policies[mover].choose(seen, rng)
            spent = time.process_time() - began
            if mover == timed and len(seen.legal_actions) > 1:
                times.append(spent)
            state = step(state, action)
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--levels", nargs="+", default=["easy", "normal", "strong", "expert", "strong-v1"]
    )
    args = parser.parse_args()
    unknown = [level for level in args.levels if level not in policy_names()]
    if unknown or args.games < 1:
        print(f"ai_speed: levels from {', '.join(policy_names())}, games >= 1", file=sys.stderr)
        return 2
    if "strong-v1" in args.levels:
        strong_v1.check_frozen()
    print(f"{args.games} games per level against normal, seed {args.seed}\n")
    print("| level | decisions | median | 95th percentile | max |")
    print("|---|---|---|---|---|")
    for level in args.levels:
        times = sorted(decision_times(level, args.games, args.seed))
        p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
        print(
            f"| {level} | {len(times)} | {1000 * statistics.median(times):.1f} ms "
            f"| {1000 * p95:.1f} ms | {1000 * times[-1]:.1f} ms |",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
