"""Hints: the strong level's move with a one-line reason that reveals nothing hidden (R17)."""

from __future__ import annotations

import random

from claim2.ai.hints import Hinter, suggest
from claim2.engine import Card, SeerChoice, legal_actions, new_game, step, view

from .positions import play_to, random_states
from .test_policies import hidden_swapped, phase_one_decisions


def test_hints_are_legal_and_explained_in_one_line() -> None:
    for state in random_states(12, seed=21):
        seen = view(state, state.to_move)
        hint = suggest(seen)
        assert hint.action in legal_actions(state)
        assert hint.reason and "\n" not in hint.reason and "{" not in hint.reason
        if isinstance(hint.action, Card):
            assert hint.action.code in hint.reason


def test_a_seer_hint_names_both_cards() -> None:
    state = next(s for s in phase_one_decisions(2, seed=4) if s.seer is not None)
    seen = view(state, state.to_move)
    hint = suggest(seen)
    assert isinstance(hint.action, SeerChoice)
    assert seen.prize is not None and seen.seer_peek is not None
    assert seen.prize.code in hint.reason and seen.seer_peek.code in hint.reason


def test_an_endgame_hint_says_what_perfect_play_gives() -> None:
    rng = random.Random(3)
    state = play_to(new_game(seed=8), rng, 2, 11)
    seen = view(state, state.to_move)
    reason = suggest(seen).reason
    assert any(
        phrase in reason
        for phrase in ("cannot lose", "every card wins", "No card can win", "only card")
    )


def test_the_same_view_gets_the_same_hint_whatever_is_hidden() -> None:
    rng = random.Random(5)
    hinter = Hinter()
    for state in phase_one_decisions(3, seed=6):
        seat = state.to_move
        other = hidden_swapped(state, rng)
        assert view(other, seat) == view(state, seat)
        assert Hinter().suggest(view(state, seat)) == hinter.suggest(view(other, seat))
        step(state, hinter.suggest(view(state, seat)).action)  # a hint is playable


def test_an_endgame_hint_that_says_cannot_lose_or_cannot_win_is_true() -> None:
    from .test_solver import brute_force, endgames

    said = set()
    for state in endgames(25, 3, seed=9):
        seen = view(state, state.to_move)
        hint = suggest(seen)
        if len(seen.legal_actions) == 1:
            continue
        best = 1 if state.to_move == 0 else -1
        after = brute_force(step(state, hint.action)) * best  # 1 a win for the mover
        values = [brute_force(step(state, action)) * best for action in legal_actions(state)]
        if "cannot lose" in hint.reason or "every card wins" in hint.reason:
            assert after >= 0
            said.add("cannot lose")
        if "no card can win" in hint.reason.lower():
            assert max(values) <= 0 and after == max(values)
            said.add("cannot win")
    assert said == {"cannot lose", "cannot win"}
