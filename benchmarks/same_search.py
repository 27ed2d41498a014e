"""Do two checkouts' computers and reviews give the same results? A speed-up of the search
must not change a single draw: this compares, item by item, what this checkout and
another (``--against``, its ``src`` put first on ``PYTHONPATH``) produce.

    python benchmarks/same_search.py --against ../before/src [--records A.json B.json ...]
                                     [--games 3] [--levels strong:strong,expert:normal]

The items: the JSON of ``claim2 replay --analyse --json`` for each record (default: the
records in ``tests/data``), and every action chosen in ``--games`` arena-style games of each
pairing of levels (seeded deals and choosers, as ``arena.py`` plays them). Prints each
item's CPU seconds in both checkouts and whether they are the same; exits 1 on a
difference. ``--emit`` (used by the comparison) prints this checkout's items as JSON.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

from claim2.ai import make_policy
from claim2.engine import shuffled_deal, start, step, view
from claim2.present.replay import run_replay

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "tests" / "data"


def review_json(path: Path) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        run_replay(str(path), as_json=True, reveal=False, analyse=True)
    return out.getvalue()


def game_choices(names: tuple[str, str], deal: int) -> str:
    """The actions of one arena-style game (``arena.play``'s deal and seeds, game 0)."""
    policies = [make_policy(names[0]), make_policy(names[1])]
    rngs = [random.Random(f"0/{deal}/0/{i}") for i in (0, 1)]
    state = start(shuffled_deal(deal, first_leader=deal % 2))
    actions = []
    while not state.finished:
        action = policies[state.to_move].choose(view(state, state.to_move), rngs[state.to_move])
        actions.append(str(action))
        state = step(state, action)
    return " ".join(actions)


def emit(records: list[Path], levels: list[tuple[str, str]], games: int) -> None:
    items: dict[str, tuple[float, str]] = {}
    for path in records:
        began = time.process_time()
        text = review_json(path)
        items[f"review {path.name}"] = (time.process_time() - began, text)
    for names in levels:
        for deal in range(games):
            began = time.process_time()
            text = game_choices(names, deal)
            items[f"game {names[0]}:{names[1]} {deal}"] = (time.process_time() - began, text)
    json.dump(items, sys.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--against", type=Path, help="the other checkout's src folder")
    parser.add_argument("--records", type=Path, nargs="*")
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--levels", default="strong:strong,expert:normal")
    parser.add_argument("--emit", action="store_true")
    options = parser.parse_args()
    records = options.records or sorted(DATA.glob("*.json"))
    levels = [tuple(pair.split(":")) for pair in options.levels.split(",")]
    if options.emit:
        emit(records, levels, options.games)
        return
    args = [sys.executable, __file__, "--emit", "--games", str(options.games)]
    args += ["--levels", options.levels, "--records", *map(str, records)]
    runs = []
    for src in (None, options.against):
        env = dict(os.environ)
        if src is not None:
            env["PYTHONPATH"] = f"{src.resolve()}{os.pathsep}{env.get('PYTHONPATH', '')}"
        done = subprocess.run(args, env=env, capture_output=True, text=True, check=True)
        runs.append(json.loads(done.stdout))
    this, that = runs
    differ = 0
    print("item                                  this CPU  that CPU  ratio  same")
    for name, (spent, text) in this.items():
        other_spent, other_text = that[name]
        same = text == other_text
        differ += not same
        print(
            f"{name:36} {spent:8.2f}s {other_spent:8.2f}s {spent / other_spent:6.2f}  "
            f"{'yes' if same else 'NO'}"
        )
    total, other_total = (sum(spent for spent, _ in run.values()) for run in runs)
    print(f"{'all':36} {total:8.2f}s {other_total:8.2f}s {total / other_total:6.2f}")
    print("the same results" if not differ else f"{differ} items DIFFER")
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
