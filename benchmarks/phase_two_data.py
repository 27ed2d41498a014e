"""Phase-two starts solved exactly: the data ``claim2.ai.phase_two_value`` was fitted on.

    python benchmarks/phase_two_data.py --count 3000 --out /tmp/phase_two.jsonl [--first 0]

Each sample is a deal (``random.Random(f"p2/{index}")``) whose phase one is played by the
strong level's playout rules (``rollout.VotePlayout``) with a noise drawn from
``NOISES`` (0.1 is the playouts' own; more noise gives the hands of weaker play), as the
review's sampled games reach phase two; the start of phase two (both hands and who
leads) is then solved exactly by the merged solver (``ExactSolver``), within ``BUDGET``
positions (a start that needs more is skipped and counted). One JSON line a sample:
``{"index", "noise", "hands": [[...], [...]], "leader", "value", "nodes"}``, the value
for seat 0 (1, 0, -1) and the cards as search ints.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from pathlib import Path

from claim2.ai.exact import ExactSolver, OutOfBudget, Spot
from claim2.ai.rollout import VotePlayout
from claim2.ai.sim import Sim, from_state
from claim2.engine import shuffled_deal, start

NOISES = (0.1, 0.1, 0.1, 0.3, 0.6, 1.0)
BUDGET = 2_000_000


def phase_two_start(index: int) -> tuple[float, Sim]:
    """The deal of ``index`` played through phase one by the playout rules."""
    rng = random.Random(f"p2/{index}")
    noise = rng.choice(NOISES)
    deal = shuffled_deal(rng.getrandbits(32), first_leader=index % 2)
    sim, _ = from_state(start(deal))
    play = VotePlayout(rng, noise)
    while sim.phase == 1:
        lead = play.lead(sim)
        sim.play_trick(lead, play.follow(sim, lead), play.seer)
    return noise, sim


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--count", type=int, default=3000)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--out", type=Path, required=True)
    options = parser.parse_args()
    solver = ExactSolver(table_limit=1_000_000)
    skipped = 0
    began = time.process_time()
    with options.out.open("a") as out:
        for index in range(options.first, options.first + options.count):
            noise, sim = phase_two_start(index)
            before = solver.nodes
            try:
                value = solver.value(Spot.from_sim(sim), BUDGET)
            except OutOfBudget:
                skipped += 1
                continue
            row = {
                "index": index,
                "noise": noise,
                "hands": sim.hands,
                "leader": sim.leader,
                "value": value,
                "nodes": solver.nodes - before,
            }
            out.write(json.dumps(row) + "\n")
            if index % 100 == 0:
                out.flush()
                print(index, f"{time.process_time() - began:.0f}s", skipped, flush=True)
    print(f"done: {options.count} deals, {skipped} skipped, {time.process_time() - began:.0f}s")


if __name__ == "__main__":
    main()
