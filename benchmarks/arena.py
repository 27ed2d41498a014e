"""Play policies against each other in duplicate format and print win rates.

    python benchmarks/arena.py strong random easy normal --games 1000 --jobs 2

The first policy plays each of the others. Every deal is played twice with the
seats swapped (same cards, same first leader), so luck of the deal cancels
out. A win scores 1, a draw 1/2. The 95% confidence interval treats each deal
(its two games) as one sample, since the two games of a deal are not
independent. Policies use their real levels; nothing is tuned down here.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import statistics
import sys
import time
from typing import NamedTuple

import strong_v1  # registers strong-v1, the arena's yardstick

from claim2.ai import make_policy, policy_names
from claim2.engine import outcome, shuffled_deal, start, step, view


class DealResult(NamedTuple):
    deal: int
    scores: tuple[float, float]  # the first policy's score in each of the two games
    think: tuple[float, float]  # seconds each policy spent choosing, over both games
    moves: tuple[int, int]  # decisions each policy took (more than one legal action)
    slowest: tuple[float, float]


def play(names: tuple[str, str], deal: int, seed: int) -> DealResult:
    """Both games of one deal: policy 0 in seat 0, then in seat 1."""
    scores = [0.0, 0.0]
    think = [0.0, 0.0]
    moves = [0, 0]
    slowest = [0.0, 0.0]
    cards = shuffled_deal(seed * 1_000_003 + deal, first_leader=deal % 2)
    for game in (0, 1):
        seats = (0, 1) if game == 0 else (1, 0)  # seats[i]: the seat of policy i
        policies = [make_policy(names[0]), make_policy(names[1])]
        rngs = [random.Random(f"{seed}/{deal}/{game}/{i}") for i in (0, 1)]
        state = start(cards)
        while not state.finished:
            mover = 0 if state.to_move == seats[0] else 1
            seen = view(state, state.to_move)
            began = time.process_time()  # CPU time: other work on the machine does not count
            action = policies[mover].choose(seen, rngs[mover])
            spent = time.process_time() - began
            if len(seen.legal_actions) > 1:
                think[mover] += spent
                moves[mover] += 1
                slowest[mover] = max(slowest[mover], spent)
            state = step(state, action)
        winner = outcome(state).winner
        scores[game] = 0.5 if winner is None else float(winner == seats[0])
    return DealResult(
        deal,
        (scores[0], scores[1]),
        (think[0], think[1]),
        (moves[0], moves[1]),
        (slowest[0], slowest[1]),
    )


def _play(task: tuple[tuple[str, str], int, int]) -> DealResult:
    return play(*task)


def confidence(samples: list[float]) -> tuple[float, float]:
    """The mean and the half-width of its 95% confidence interval (normal approximation)."""
    mean = statistics.fmean(samples)
    if len(samples) < 2:
        return mean, math.nan
    return mean, 1.96 * statistics.stdev(samples) / math.sqrt(len(samples))


def _row(hero: str, other: str, results: list[DealResult], elapsed: float) -> str:
    """One table row: games, wins, draws, losses, score with its interval, think times."""
    games = [score for result in results for score in result.scores]
    wins = games.count(1.0)
    draws = games.count(0.5)
    mean, half = confidence([sum(result.scores) / 2 for result in results])
    think = sum(result.think[0] for result in results)
    moves = sum(result.moves[0] for result in results)
    slowest = max(result.slowest[0] for result in results)
    return (
        f"| {hero} vs {other} | {len(games)} | {wins} | {draws} | "
        f"{len(games) - wins - draws} | {100 * mean:.1f}% ± {100 * half:.1f} | "
        f"{1000 * think / max(moves, 1):.0f} ms / {slowest:.2f} s | {elapsed:.0f} s |"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("policies", nargs="+", help=f"from: {', '.join(policy_names())}")
    parser.add_argument("--games", type=int, default=1000, help="games per pairing (even)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    parser.add_argument(
        "--progress", type=int, default=0, help="print the score so far every N deals"
    )
    args = parser.parse_args()
    unknown = [name for name in args.policies if name not in policy_names()]
    if unknown or len(args.policies) < 2:
        print(
            f"arena: give at least two policies from {', '.join(policy_names())}", file=sys.stderr
        )
        return 2
    if args.games < 2 or args.jobs < 1:
        print("arena: --games must be at least 2 and --jobs at least 1", file=sys.stderr)
        return 2
    if "strong-v1" in args.policies:
        strong_v1.check_frozen()
    hero, *others = args.policies
    deals = args.games // 2
    rows = []
    with multiprocessing.Pool(args.jobs) as pool:
        for other in others:
            began = time.perf_counter()
            tasks = [((hero, other), deal, args.seed) for deal in range(deals)]
            results = []
            for result in pool.imap_unordered(_play, tasks, chunksize=1):
                results.append(result)
                if args.progress and len(results) % args.progress == 0:
                    print(
                        f"  so far: {_row(hero, other, results, 0.0)}", file=sys.stderr, flush=True
                    )
            rows.append(_row(hero, other, results, time.perf_counter() - began))
            print(rows[-1], file=sys.stderr, flush=True)
    print(f"seed {args.seed}, {deals} deals x 2 seats per pairing, {args.jobs} jobs\n")
    print(
        f"| pairing | games | {hero} wins | draws | losses | {hero}'s score (95% CI) "
        f"| {hero}'s mean / max think (CPU) | wall time |"
    )
    print("|---|---|---|---|---|---|---|---|")
    print("\n".join(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
