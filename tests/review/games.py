"""Games for the review tests: whole random games, and endgames of phase two."""

from __future__ import annotations

import random

from claim2.engine import Action, GameState, legal_actions, new_game, outcome, step


def endgame(seed: int, tricks_left: int) -> GameState:
    """A random game played to the start of a phase-two trick with ``tricks_left`` to go."""
    rng = random.Random(seed)
    state = new_game(seed=seed, first_leader=seed % 2)
    trick = 14 - tricks_left
    while not (state.phase == 2 and state.trick == trick and not state.played):
        state = step(state, rng.choice(legal_actions(state)))
    return state


def endgame_line(seed: int, tricks_left: int) -> tuple[list[GameState], list[Action]]:
    """A random game's states from the start of a phase-two trick with ``tricks_left`` to go
    to its end, and the actions between them."""
    rng = random.Random(seed)
    state = endgame(seed, tricks_left)
    states, actions = [state], []
    while not state.finished:
        action = rng.choice(legal_actions(state))
        state = step(state, action)
        states.append(state)
        actions.append(action)
    return states, actions


def brute_force(state: GameState) -> int:
    """Minimax over every legal action with the engine itself: 1 if seat 0 wins, -1 if seat 1
    wins, 0 a draw (R15, R16 by ``outcome``). Slow: for a few tricks only."""
    if state.finished:
        winner = outcome(state).winner
        return 0 if winner is None else 1 - 2 * winner
    values = [brute_force(step(state, action)) for action in legal_actions(state)]
    return max(values) if state.to_move == 0 else min(values)


def normal_phase_two(seed: int) -> GameState:
    """The first state of phase two after a phase one played by the normal level."""
    from claim2.ai import make_policy
    from claim2.engine import view

    rng = random.Random(seed)
    policies = (make_policy("normal"), make_policy("normal"))
    state = new_game(seed=seed, first_leader=seed % 2)
    while state.phase == 1:
        seat = state.to_move
        state = step(state, policies[seat].choose(view(state, seat), rng))
    return state
