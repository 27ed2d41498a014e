"""Play random legal games with the engine and print complete games per second.

    python benchmarks/random_games.py [--games N] [--repeat R] [--seed S]

Each game is dealt with ``new_game``, then both players pick uniformly among
``legal_actions`` until ``step`` says the game is over. Runs on one core; the
figure reported is the median of ``--repeat`` runs (the best is shown too),
in games per second of CPU time, so other work on the machine skews it less.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from claim2.engine import legal_actions, new_game, step


def play_random_games(games: int, seed: int) -> int:
    """Play ``games`` random games; returns the number of steps taken."""
    random_number = random.Random(seed).random
    steps = 0
    for number in range(games):
        state = new_game(seed=seed * 1_000_003 + number, first_leader=number % 2)
        while not state.finished:
            actions = legal_actions(state)
            state = step(state, actions[int(random_number() * len(actions))])
            steps += 1
    return steps


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    play_random_games(200, args.seed + 1)  # warm up
    rates = []
    steps = 0
    for _ in range(args.repeat):
        started = time.process_time()
        steps = play_random_games(args.games, args.seed)
        rates.append(args.games / (time.process_time() - started))
    print(
        f"{args.games} random games ({steps} steps) x {args.repeat}: "
        f"median {statistics.median(rates):,.0f} games/s, best {max(rates):,.0f} games/s"
    )


if __name__ == "__main__":
    main()
