"""Game states reached by seeded random play, for the computer-opponent tests."""

from __future__ import annotations

import random
from collections.abc import Iterator

from claim2.engine import GameState, legal_actions, new_game, step


def random_states(count: int, seed: int, *, phase: int | None = None) -> Iterator[GameState]:
    """``count`` unfinished states from different random games (in ``phase`` if given)."""
    rng = random.Random(seed)
    made = 0
    game = 0
    while made < count:
        state = new_game(seed=seed * 7919 + game, first_leader=game % 2)
        game += 1
        stop = rng.randrange(1, 60)
        steps = 0
        while not state.finished and steps < stop:
            state = step(state, rng.choice(legal_actions(state)))
            steps += 1
        if state.finished or (phase is not None and state.phase != phase):
            continue
        made += 1
        yield state


def play_to(state: GameState, rng: random.Random, phase: int, trick: int) -> GameState:
    """Random play until the start of ``trick`` of ``phase`` (no card led yet)."""
    while not (state.phase == phase and state.trick == trick and not state.played) or state.seer:
        state = step(state, rng.choice(legal_actions(state)))
    return state
