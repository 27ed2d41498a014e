"""How long a whole game's review takes (``claim2 replay --analyse``, the app's Review).

    python benchmarks/review_speed.py [--games N] [--folder DIR] [--cli]

Plays ``N`` games of the normal level (seat 0) against the strong level (seat 1),
dealt from seeds 0 to N-1 (kept in ``--folder`` when given, and read from there the
next time), then reviews each whole game and prints, per game, the wall-clock time
and the CPU time of the review, and the CPU of phase one (the strong level's
estimates) and of phase two (the exact values) apart. ``--cli`` also
times ``claim2 replay --analyse FILE`` as a new process, as a player runs it. The load
average is printed before and after: on a busy machine the wall clock says little, the
CPU time more.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from claim2.ai import make_policy
from claim2.engine import parse_action, shuffled_deal, start, step, view
from claim2.records.parts import RecordComputer
from claim2.records.record import (
    GameRecord,
    load_record,
    new_record,
    record_with,
    replay_states,
    save_record,
)
from claim2.review.estimates import decisions, estimate_moves
from claim2.review.exact_moves import review_tricks
from claim2.review.game import review_record

LIMIT = 5.0  # seconds: the aim for a whole game's review on the project's 2-core machine


def play(seed: int) -> GameRecord:
    """A game of the normal level (seat 0) against the strong level (seat 1)."""
    deal = shuffled_deal(seed, first_leader=seed % 2)
    record = new_record(("Ann", "Computer"), deal, computer=RecordComputer(seat=1, level="strong"))
    policies = (make_policy("normal"), make_policy("strong"))
    rng = random.Random(seed)
    state = start(deal)
    while not state.finished:
        seat = state.to_move
        action = policies[seat].choose(view(state, seat), rng)
        state = step(state, action)
        record = record_with(record, action)
    return record


def games(folder: Path, count: int) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for seed in range(count):
        path = folder / f"game-{seed:03d}.json"
        if not path.exists():
            save_record(play(seed), path)
        paths.append(path)
    return paths


def parts(record: GameRecord) -> tuple[float, float]:
    """CPU seconds of phase one's estimates and of phase two's exact values, in one process."""
    states = replay_states(record)
    actions = [parse_action(code) for code in record.actions]
    began = time.process_time()
    estimate_moves(states, actions, decisions(states, len(actions)))
    middle = time.process_time()
    review_tricks(states, actions, len(actions))
    return middle - began, time.process_time() - middle


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--folder", type=Path, help="keep the games here (and reuse them)")
    parser.add_argument("--cli", action="store_true", help="also time claim2 replay --analyse")
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        folder = options.folder or Path(scratch)
        paths = games(folder, options.games)
        print(f"load average before: {os.getloadavg()[0]:.2f}")
        walls: list[float] = []
        print(
            "game      phase 1 CPU  phase 2 CPU  review wall (CPU)"
            + ("  CLI wall" if options.cli else "")
        )
        for path in paths:
            record = load_record(path)
            one, two = parts(record)
            began, spent = time.perf_counter(), time.process_time()
            review_record(record)
            wall = time.perf_counter() - began
            walls.append(wall)
            spent = time.process_time() - spent
            row = f"{path.stem:9} {one:10.2f}s {two:11.2f}s  {wall:10.2f}s ({spent:5.2f}s)"
            if options.cli:
                began = time.perf_counter()
                subprocess.run(
                    [sys.executable, "-m", "claim2", "replay", "--analyse", str(path)],
                    check=True,
                    stdout=subprocess.DEVNULL,
                )
                row += f"  {time.perf_counter() - began:7.2f}s"
            print(row, flush=True)
        print(f"load average after: {os.getloadavg()[0]:.2f}")
        under = sum(wall < LIMIT for wall in walls)
        print(
            f"median {statistics.median(walls):.2f}s, max {max(walls):.2f}s, "
            f"{under} of {len(walls)} under {LIMIT:.0f}s"
        )


if __name__ == "__main__":
    main()
