"""Hints: the strong level's move with a one-line reason that reveals nothing hidden (R17)."""

from __future__ import annotations

import random

from claim2.ai.hints import Hinter, reason, suggest
from claim2.ai.strong import Analysis
from claim2.engine import (
    Action,
    Card,
    PlayerView,
    SeerChoice,
    legal_actions,
    new_game,
    step,
    view,
)
from engine.scenario import deal, play

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
        for phrase in ("best play from here", "won already", "plays well from here", "only card")
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


def _gnome_answer() -> PlayerView:
    """Player 1 must answer Gn9 with Gn1 or Gn5: either card loses the trick (prize Dr9)."""
    state = play(deal("Gn9", "Gn1 Gn5", top="Dr9", void1="Gn"), "Gn9")
    seen = view(state, 1)
    assert set(seen.legal_actions) == {Card.parse("Gn1"), Card.parse("Gn5")}
    return seen


def test_a_losing_answer_is_called_the_cheapest_only_when_no_lower_card_loses_too() -> None:
    seen = _gnome_answer()
    gn1, gn5 = Card.parse("Gn1"), Card.parse("Gn5")
    scores: dict[Action, float] = {gn1: 0.4, gn5: 0.5}
    playouts: dict[Action, int] = {gn1: 200, gn5: 400}

    high = reason(seen, Analysis(gn5, scores, playouts))
    assert "cheapest" not in high
    assert "Gn5 loses this trick" in high and "lower Gn1" in high
    assert "400 games played out" in high

    low = reason(seen, Analysis(gn1, scores, playouts))
    assert low == "Gn1 is the cheapest card to give up this trick with."


def test_the_hint_for_a_losing_answer_tells_the_truth_about_cheaper_cards() -> None:
    seen = _gnome_answer()
    hint = suggest(seen)
    assert isinstance(hint.action, Card)
    if hint.action.code == "Gn5":  # the strong level keeps Gn1 here
        assert "cheapest" not in hint.reason and "Gn1" in hint.reason
    else:
        assert "cheapest" in hint.reason
