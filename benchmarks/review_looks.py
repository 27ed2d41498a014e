"""Every phase-one decision's looks, kept, and the review's thresholds tried on them.

    python benchmarks/review_looks.py --pairing first:strong --games 60 --out LOOKS.jsonl
                                      [--folder DIR] [--value]
    python benchmarks/review_looks.py --grade FIRST.jsonl STRONG.jsonl

The first form rates each phase-one decision of the games (``review_games``) as the
review does (``estimates``: its first look, ``REVIEW``), and for every move whose first
look lost ``FROM`` or more against another best action, both looks the review could take
(the closer look and the confirming look, ``MEASURE_WORLDS`` and ``CONFIRM_WORLDS`` sampled
games a move, the review's seeds), whatever their result; and the exact grades of phase
two (``exact_moves``). ``--value`` ends the sampled games at the start of phase two with
the learnt value (``phase_two_value.ValuePlayout``) instead of the rules. One JSON line a
game.

The second form replays the review's choices on those looks for several screens and
mistake thresholds (``LOOKS`` looks a review, in the order played; the choices before
review8's: a confirming look of ``CONFIRM_WORLDS`` games costing four closer looks, not its
confirmation on ``MEASURE_WORLDS`` games extended later) and prints, for the
games of the first file (the first-choice player against the strong level): the games
the loser lost without a mistake or blunder of theirs, how often the loser's accuracy is
below the other's, the other's mistakes and blunders; for the second (the strong level
against itself): mistakes and blunders a player a game; and how much a closer look's loss
varies between the two looks of one move (the noise, on the decisions the review looks at).
"""

from __future__ import annotations

import argparse
import json
import math
import random
from dataclasses import replace
from pathlib import Path
from typing import TypedDict, cast

from review_games import game, pairing

from claim2.ai.knowledge import Memory
from claim2.ai.phase_two_value import ValuePlayout
from claim2.ai.strong import StrongPolicy
from claim2.engine import parse_action, view
from claim2.records.record import replay_states
from claim2.review.estimates import (
    CONFIRM_FROM,
    CONFIRM_WORLDS,
    LOOKS,
    MEASURE_WORLDS,
    REVIEW,
    _First,
    decisions,
)
from claim2.review.exact_moves import review_tricks
from claim2.review.game import result_of
from claim2.review.grading import BLUNDER, NOISE, at_least

FROM = -0.02  # first-look gaps from which the closer look is taken and kept
CONFIRM_AT = 0.0  # closer-look losses from which two confirming looks are taken and kept
SCREENS = (0.0, 0.01, 0.02, 0.03)
MISTAKES = (0.02, 0.0225, 0.0264, 0.03, 0.036)


class Look(TypedDict, total=False):
    index: int
    seat: int
    trick: int
    first: float  # the first look's gap (its best other action's score over the move's)
    loss: float  # the first look's loss (the best action found against the move)
    closer: float  # the closer look's
    again: float  # the confirming look's
    twice: float  # another confirming look's (other deals): the noise


class Game(TypedDict):
    pairing: str
    seed: int
    result: int
    looks: list[Look]
    exact: list[int]  # phase two's mistakes and blunders by seat (exact)


def looks_of(pair: tuple[str, str], seed: int, folder: Path | None, value: bool) -> Game:
    """One game's looks (see the module)."""
    _, record = game(pair, seed, folder)
    states = replay_states(record)
    actions = [parse_action(code) for code in record.actions]
    budget = replace(REVIEW, playout=ValuePlayout) if value else REVIEW
    policies = (StrongPolicy(budget), StrongPolicy(budget))
    wanted = set(decisions(states, len(actions)))
    out: list[Look] = []
    for index, state in enumerate(states[: max(wanted, default=-1) + 1]):
        seat = state.to_move
        seen = view(state, seat)
        action = actions[index]
        policy = policies[seat]
        if index in wanted:
            analysis = policy.analyse(seen, random.Random(f"review/{index}"))
            if action in analysis.scores:
                memory = Memory(
                    list(policy.memory.peeked_to_opponent), list(policy.memory.tricks_seen)
                )
                first = _First(state, seen, action, analysis, memory)
                look: Look = {"index": index, "seat": seat, "trick": state.trick}
                look["first"] = first.gap()
                look["loss"] = analysis.scores[analysis.action] - analysis.scores[action]
                rivals = first.rivals()
                if rivals and look["first"] >= FROM:
                    closer = policy.paired(seen, (action, *rivals), 2 * index, MEASURE_WORLDS)
                    best = max(rivals, key=lambda r: (closer.scores[r], -rivals.index(r)))
                    look["closer"] = closer.scores[best] - closer.scores[action]
                    if look["closer"] >= CONFIRM_AT:
                        pair_ = (best, action)
                        again = policy.paired(seen, pair_, 2 * index + 1, CONFIRM_WORLDS)
                        look["again"] = again.scores[best] - again.scores[action]
                        twice = policy.paired(seen, pair_, 10**6 + index, CONFIRM_WORLDS)
                        look["twice"] = twice.scores[best] - twice.scores[action]
                out.append(look)
        policy.memory.note(seen, action)
    tricks, _ = review_tricks(states, actions, len(actions))
    exact = [0, 0]
    for trick in tricks:
        for move in trick.moves:
            exact[move.seat] += not move.forced and move.grade.serious
    result = result_of(states[-1])
    assert result is not None
    return {
        "pairing": f"{pair[0]}:{pair[1]}",
        "seed": seed,
        "result": result,
        "looks": out,
        "exact": exact,
    }


def graded(found: Game, screen: float, mistake: float) -> tuple[list[int], list[list[float]]]:
    """Each seat's mistakes and blunders and each seat's losses, as the review would grade
    with this screen and mistake threshold (the looks the worst first, ``LOOKS`` of them)."""
    left = LOOKS
    serious = list(found["exact"])
    losses: list[list[float]] = [[], []]
    order = sorted(found["looks"], key=lambda look: (-look["first"], look["index"]))
    for look in order:
        loss = max(0.0, look["loss"])
        if "closer" in look and at_least(look["first"], screen) and left >= 1:
            left -= 1
            loss = max(0.0, look["closer"])
            if at_least(loss, CONFIRM_FROM) and left >= CONFIRM_WORLDS // MEASURE_WORLDS:
                left -= CONFIRM_WORLDS // MEASURE_WORLDS
                loss = max(0.0, look.get("again", 0.0))
                serious[look["seat"]] += at_least(loss, mistake)
        losses[look["seat"]].append(loss)
    return serious, losses


def accuracy(losses: list[float], best: float) -> float:
    found = [
        100 * (1 - min(max(loss - best, 0.0), BLUNDER - best) / (BLUNDER - best)) for loss in losses
    ]
    return sum(found) / max(1, len(found))


def grade_files(first: Path, strong: Path) -> None:
    games = [cast(Game, json.loads(line)) for line in first.read_text().splitlines()]
    selves = [cast(Game, json.loads(line)) for line in strong.read_text().splitlines()]
    for screen in SCREENS:
        for mistake in MISTAKES:
            without: list[int] = []
            below = theirs = 0
            for found in games:
                serious, losses = graded(found, screen, mistake)
                if found["result"] == -1 and not serious[0]:
                    without.append(found["seed"])
                below += accuracy(losses[0], NOISE) < accuracy(losses[1], NOISE)
                theirs += serious[1]
            own = sum(sum(graded(found, screen, mistake)[0]) for found in selves)
            print(
                f"screen {screen:.3f} mistake {mistake:.3f}: the loser without one in "
                f"{len(without)} of {sum(g['result'] == -1 for g in games)} (seeds {without}); "
                f"accuracy below in {below} of {len(games)}; the strong level's "
                f"{theirs}; itself: {own / max(1, 2 * len(selves)):.2f} a player a game"
            )
    for least in (-1.0, CONFIRM_FROM):  # every move looked at twice; those a review confirms
        both = [
            look["again"] - look["twice"] for found in games + selves for look in found["looks"]
            if "twice" in look and look["closer"] >= least
        ]  # fmt: skip
        spread = math.sqrt(sum(d * d for d in both) / max(1, 2 * len(both)))
        print(
            f"a confirming look's loss varies by {spread:.4f} between looks "
            f"({len(both)} moves, a closer look's loss from {max(least, CONFIRM_AT)})"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--pairing", default="first:strong")
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--folder", type=Path)
    parser.add_argument("--out", type=Path)
    parser.add_argument("--value", action="store_true", help="the learnt phase-two value")
    parser.add_argument("--grade", type=Path, nargs=2, metavar=("FIRST", "STRONG"))
    options = parser.parse_args()
    if options.grade:
        grade_files(*options.grade)
        return
    if options.out is None:
        parser.error("--out is needed to keep the looks")
    pair = pairing(options.pairing)
    with options.out.open("a") as out:
        for seed in range(options.first_seed, options.first_seed + options.games):
            out.write(json.dumps(looks_of(pair, seed, options.folder, options.value)) + "\n")
            out.flush()
            print(seed, flush=True)


if __name__ == "__main__":
    main()
