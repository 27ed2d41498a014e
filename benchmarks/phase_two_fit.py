"""Fit the learnt phase-two value (``claim2.ai.phase_two_value``) on exactly solved starts.

    python benchmarks/phase_two_fit.py DATA.jsonl [DATA.jsonl ...] [--playouts 16]

Reads the samples of ``phase_two_data.py``, splits them (every fifth for testing), fits a
logistic regression of seat 0's result (a win 1, a draw 1/2, a loss 0) on the features of
``claim2.ai.phase_two_features`` (no intercept: the value seen from seat 1 is the value
seen from seat 0 turned round; a little L2), and prints its weights as Python, with how
well it and the playout rules (``rollout.VotePlayout``, the mean of ``--playouts`` runs
from the same start, as the strong level's playouts finish a game) predict the exact
results of the test samples: the mean squared error (Brier), the mean absolute error,
and how often each puts the winner on the right side of one half.
"""

from __future__ import annotations

import argparse
import json
import math
import random
from pathlib import Path
from typing import TypedDict, cast

from claim2.ai.phase_two_features import features
from claim2.ai.rollout import VotePlayout
from claim2.ai.sim import Sim

Vector = list[float]


class Sample(TypedDict):
    """One line of ``phase_two_data.py``."""

    index: int
    noise: float
    hands: list[list[int]]
    leader: int
    value: int
    nodes: int


def load(paths: list[Path]) -> list[Sample]:
    rows: list[Sample] = []
    for path in paths:
        rows += [cast(Sample, json.loads(line)) for line in path.read_text().splitlines() if line]
    return rows


def solve(matrix: list[Vector], right: Vector) -> Vector:
    """``matrix`` x = ``right`` by Gaussian elimination with partial pivoting."""
    size = len(right)
    rows = [[*matrix[i], right[i]] for i in range(size)]
    for column in range(size):
        pivot = max(range(column, size), key=lambda row: abs(rows[row][column]))
        rows[column], rows[pivot] = rows[pivot], rows[column]
        head = rows[column]
        for row in range(column + 1, size):
            factor = rows[row][column] / head[column]
            if factor:
                rows[row] = [a - factor * b for a, b in zip(rows[row], head, strict=True)]
    out = [0.0] * size
    for row in range(size - 1, -1, -1):
        known = sum(rows[row][k] * out[k] for k in range(row + 1, size))
        out[row] = (rows[row][size] - known) / rows[row][row]
    return out


def sigmoid(z: float) -> float:
    return 1 / (1 + math.exp(-max(-30.0, min(30.0, z))))


def predict(x: list[Vector], w: Vector) -> Vector:
    return [sigmoid(sum(a * b for a, b in zip(row, w, strict=True))) for row in x]


def fit(x: list[Vector], y: Vector, l2: float = 1.0, steps: int = 12) -> Vector:
    """Logistic regression with soft labels (a draw 1/2) by Newton's method, L2 ``l2``."""
    size = len(x[0])
    w = [0.0] * size
    for _ in range(steps):
        p = predict(x, w)
        grad = [l2 * w[k] for k in range(size)]
        hess = [[l2 * (i == j) for j in range(size)] for i in range(size)]
        for row, chance, target in zip(x, p, y, strict=True):
            slope = chance * (1 - chance)
            for i in range(size):
                if row[i]:
                    grad[i] += row[i] * (chance - target)
                    scaled = slope * row[i]
                    line = hess[i]
                    for j in range(size):
                        line[j] += scaled * row[j]
        step = solve(hess, grad)
        w = [a - b for a, b in zip(w, step, strict=True)]
    return w


def playout_chance(hands: list[list[int]], leader: int, runs: int, seed: int) -> float:
    """The mean result of ``runs`` playouts from the start, as seat 0's chance."""
    total = 0.0
    for run in range(runs):
        sim = Sim()
        sim.phase = 2
        sim.leader = leader
        sim.hands = [hands[0][:], hands[1][:]]
        total += VotePlayout(random.Random(seed * 1000 + run)).run(sim)
    return (total / runs + 1) / 2


def report(name: str, predicted: Vector, y: Vector) -> None:
    count = len(y)
    brier = sum((p - t) ** 2 for p, t in zip(predicted, y, strict=True)) / count
    mae = sum(abs(p - t) for p, t in zip(predicted, y, strict=True)) / count
    decided = [(p, t) for p, t in zip(predicted, y, strict=True) if t != 0.5]
    right = sum((p > 0.5) == (t > 0.5) for p, t in decided) / len(decided)
    print(f"{name:28s} Brier {brier:.4f}  mean error {mae:.3f}  winner right {right:.1%}")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("data", type=Path, nargs="+")
    parser.add_argument("--playouts", type=int, default=16)
    parser.add_argument("--l2", type=float, default=1.0)
    options = parser.parse_args()
    rows = load(options.data)
    x = [features(row["hands"][0], row["hands"][1], row["leader"]) for row in rows]
    y = [(row["value"] + 1) / 2 for row in rows]
    test = [index % 5 == 0 for index in range(len(rows))]
    train_x = [row for row, kept in zip(x, test, strict=True) if not kept]
    train_y = [t for t, kept in zip(y, test, strict=True) if not kept]
    test_x = [row for row, kept in zip(x, test, strict=True) if kept]
    test_y = [t for t, kept in zip(y, test, strict=True) if kept]
    w = fit(train_x, train_y, options.l2)
    print(f"{len(rows)} samples ({len(test_y)} for testing); seat 0 won {sum(y) / len(y):.3f}")
    report("constant 1/2", [0.5] * len(test_y), test_y)
    report("logistic regression", predict(test_x, w), test_y)
    report("  (on the training samples)", predict(train_x, w), train_y)
    if options.playouts:
        picked = [row for row, kept in zip(rows, test, strict=True) if kept]
        chances = [
            playout_chance(row["hands"], row["leader"], options.playouts, index)
            for index, row in enumerate(picked)
        ]
        report(f"playouts ({options.playouts} runs)", chances, test_y)
    final = fit(x, y, options.l2)
    print("WEIGHTS = (")
    for value in final:
        print(f"    {value:.4f},")
    print(")")


if __name__ == "__main__":
    main()
