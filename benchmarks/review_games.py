"""Games for the review's benchmarks: two policies play a deal, kept as records in a folder.

    from review_games import game, games_of

``game(("first", "strong"), seed)`` plays (or reads again from ``folder``) the deal of
``seed`` with the first policy in seat 0; ``games_of`` several pairings at once. A
``first`` player always takes the first legal action (``claim2.ai.simple``).
"""

from __future__ import annotations

import random
from pathlib import Path

from claim2.ai import make_policy
from claim2.engine import shuffled_deal, start, step, view
from claim2.records.parts import RecordComputer
from claim2.records.record import GameRecord, load_record, new_record, record_with, save_record

Pairing = tuple[str, str]


def play(pairing: Pairing, seed: int) -> GameRecord:
    """One game of the deal of ``seed``: ``pairing[0]`` in seat 0, ``pairing[1]`` in seat 1."""
    deal = shuffled_deal(seed, first_leader=seed % 2)
    names = (f"{pairing[0]}-0", f"{pairing[1]}-1")
    computer = RecordComputer(seat=1, level=pairing[1]) if pairing[1] in _LEVELS else None
    record = new_record(names, deal, computer=computer)
    policies = (make_policy(pairing[0]), make_policy(pairing[1]))
    rng = random.Random(seed)
    state = start(deal)
    while not state.finished:
        seat = state.to_move
        action = policies[seat].choose(view(state, seat), rng)
        state = step(state, action)
        record = record_with(record, action)
    return record


_LEVELS = ("easy", "normal", "strong", "expert")


def game(pairing: Pairing, seed: int, folder: Path | None) -> tuple[Path | None, GameRecord]:
    """The game of ``pairing`` on the deal of ``seed``, kept in ``folder`` when given (and
    read from there the next time)."""
    if folder is None:
        return None, play(pairing, seed)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{pairing[0]}_{pairing[1]}_{seed:03d}.json"
    if path.exists():
        return path, load_record(path)
    record = play(pairing, seed)
    save_record(record, path)
    return path, record


def games_of(
    pairings: list[Pairing], count: int, folder: Path | None, first_seed: int = 0
) -> list[tuple[Pairing, int, GameRecord]]:
    """``count`` games of each pairing, dealt from seeds ``first_seed`` on."""
    out = []
    for pairing in pairings:
        for seed in range(first_seed, first_seed + count):
            out.append((pairing, seed, game(pairing, seed, folder)[1]))
    return out


def pairing(text: str) -> Pairing:
    """``first:strong`` as a pairing (for the command lines)."""
    first, _, second = text.partition(":")
    if not second:
        raise ValueError(f"a pairing is two policies joined by ':': {text!r}")
    return first, second
