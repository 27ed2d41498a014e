"""How long a whole game's review takes (``claim2 replay --analyse``, the app's Review), and
what it grades, over games of mixed levels.

    python benchmarks/review_speed.py [--games 10] [--pairings first:strong,...]
                                      [--folder DIR] [--cli] [--first-seed 0]

Plays ``--games`` games of each pairing (seat 0 first; ``first`` always takes the first
legal action), dealt from seeds ``--first-seed`` on (kept in ``--folder`` when given, and
read from there the next time), reviews each whole game on one core and prints, per game,
the review's CPU time, phase one's (the estimates) and phase two's (the exact search, and
how many of its tricks were left to the estimates), the peak memory of the process, each
seat's accuracy and its mistakes and blunders. Then, per pairing: the distribution of the
CPU time (median, 90th percentile, maximum, how many within ``LIMIT``), the accuracies, and
for the games seat 0 lost, how many had at least one mistake or blunder of seat 0 (and the
seeds of those that had none: issue 52 wants one in every such game of ``first:strong``).
``--cli`` also times ``claim2 replay --analyse FILE`` as a new process, as a player runs it.
On a busy machine the wall clock says little; the CPU time more.
"""

from __future__ import annotations

import argparse
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from review_games import game, pairing

from claim2.records.record import GameRecord, replay_states
from claim2.review.game import review_record
from claim2.review.model import GameReview

LIMIT = 5.0  # CPU seconds of one core: the most any game's review may take (issue 52)
PAIRINGS = "first:strong,easy:strong,normal:strong,strong:strong,random:random"


def serious(review: GameReview, seat: int) -> int:
    """``seat``'s mistakes and blunders."""
    return sum(1 for move in review.moves if move.seat == seat and move.grade.serious)


def timed(record: GameRecord) -> tuple[GameReview, float, float]:
    """The review, its CPU time, and the part of it phase two's exact search took (it runs
    first, a progress step per trick solved)."""
    stamps: list[float] = []
    began = time.process_time()
    review = review_record(
        record,
        states=replay_states(record),
        progress=lambda done, total: stamps.append(time.process_time()),
    )
    spent = time.process_time() - began
    solved = len(review.tricks)
    exact = (stamps[solved - 1] if solved else began) - began
    return review, spent, exact


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=10, help="games of each pairing")
    parser.add_argument("--pairings", default=PAIRINGS)
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--folder", type=Path, help="keep the games here (and reuse them)")
    parser.add_argument("--cli", action="store_true", help="also time claim2 replay --analyse")
    options = parser.parse_args()
    pairings = [pairing(text) for text in options.pairings.split(",")]
    with tempfile.TemporaryDirectory() as scratch:
        folder = options.folder or Path(scratch)
        print(
            "game                         CPU (phase two)  unsolved  peak MB  accuracy    "
            "serious  result"
        )
        every: list[float] = []
        for pair in pairings:
            spent: list[float] = []
            accuracies: list[tuple[float, float]] = []
            lost = lost_with_serious = 0
            without: list[int] = []  # seeds of games seat 0 lost with no serious grade
            strong_serious = 0
            for seed in range(options.first_seed, options.first_seed + options.games):
                path, record = game(pair, seed, folder)
                review, cpu, exact = timed(record)
                spent.append(cpu)
                peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
                unsolved = len({e.trick for e in review.estimates if e.phase == 2})
                accuracy = review.accuracy
                a0, a1 = (value if value is not None else float("nan") for value in accuracy)
                accuracies.append((a0, a1))
                counts = (serious(review, 0), serious(review, 1))
                strong_serious += counts[1]
                if review.result == -1:
                    lost += 1
                    lost_with_serious += counts[0] > 0
                    if not counts[0]:
                        without.append(seed)
                row = (
                    f"{pair[0]}:{pair[1]}-{seed:03d}".ljust(26)
                    + f"{cpu:6.2f}s ({exact:5.2f}s) {unsolved:3d} {peak:8.0f}"
                    + f"  {a0:5.1f} {a1:5.1f}"
                    + f"   {counts[0]:2d} {counts[1]:2d}  {review.result:+d}"
                )
                if options.cli and path is not None:
                    wall = time.perf_counter()
                    subprocess.run(
                        [sys.executable, "-m", "claim2", "replay", "--analyse", str(path)],
                        check=True,
                        stdout=subprocess.DEVNULL,
                    )
                    row += f"  CLI {time.perf_counter() - wall:5.2f}s wall"
                print(row, flush=True)
            every += spent
            ordered = sorted(spent)
            print(
                f"  {pair[0]}:{pair[1]}: CPU median {statistics.median(spent):.2f}s, "
                f"90% {ordered[int(0.9 * (len(ordered) - 1))]:.2f}s, max {max(spent):.2f}s; "
                f"accuracy {statistics.fmean(a for a, _ in accuracies):.1f} against "
                f"{statistics.fmean(b for _, b in accuracies):.1f} (seat 1 above seat 0 in "
                f"{sum(b > a for a, b in accuracies)} of {len(accuracies)}); seat 0 lost "
                f"{lost}, with a mistake or blunder of its own in {lost_with_serious} "
                f"(none in seeds {without}); "
                f"seat 1's mistakes and blunders: {strong_serious} in {len(spent)} games",
                flush=True,
            )
        ordered = sorted(every)
        print(
            f"all {len(every)} games: CPU median {statistics.median(every):.2f}s, "
            f"90% {ordered[int(0.9 * (len(ordered) - 1))]:.2f}s, max {max(every):.2f}s, "
            f"{sum(cpu <= LIMIT for cpu in every)} within {LIMIT:.0f}s"
        )


if __name__ == "__main__":
    main()
