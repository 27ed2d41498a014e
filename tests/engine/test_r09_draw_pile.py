"""R9: two cards of the draw pile per trick; empty after trick 13; 13 followers each."""

# Test names carry the rule ids (R1, R2, ...) in capitals.

from __future__ import annotations

from claim2.engine import Card, GameState, deal_from, legal_actions, shuffled_deal, start, step
from claim2.engine.events import TrickWon

from .scenario import fill


def play_phase_one(seed: int | None = None) -> tuple[list[Card], list[GameState]]:
    """A deal (the scenario filler's, or a shuffled one) played through phase one
    by always taking the first legal action (a Seer winner keeps the prize)."""
    if seed is None:
        hand0, hand1, codes = fill()
        pile = [Card.parse(code) for code in codes]
        state = deal_from((hand0, hand1), pile, 0)
    else:
        dealt = shuffled_deal(seed)
        pile = list(dealt.draw_pile)
        state = start(dealt)
    states = [state]
    while state.phase == 1:
        state = step(state, legal_actions(state)[0])
        states.append(state)
    return pile, states


def test_R9_the_pile_shrinks_by_two_per_trick() -> None:
    _, states = play_phase_one()
    for state in states:
        if state.phase == 1 and state.seer is None and not state.played:
            # Before trick t: 2(t-1) cards handed out, one more turned up as the prize.
            assert len(state.draw_pile) == 26 - 2 * (state.trick - 1) - 1
            assert state.prize is not None


def test_R9_the_pile_is_empty_after_trick_13() -> None:
    _, states = play_phase_one()
    end = states[-1]
    assert end.phase == 2
    assert end.draw_pile == ()
    assert end.prize is None
    assert [len(hand) for hand in end.hands] == [13, 13]
    assert [len(end.prizes[s]) + len(end.draws[s]) for s in (0, 1)] == [13, 13]


def test_R9_each_trick_hands_out_the_next_two_cards_of_the_pile() -> None:
    for seed in (None, 1, 2, 3):
        pile, states = play_phase_one(seed)
        tricks = [e for s in states for e in s.events if isinstance(e, TrickWon)]
        assert [trick.trick for trick in tricks] == list(range(1, 14))
        got: tuple[list[Card], list[Card]] = ([], [])
        for number, trick in enumerate(tricks):
            # Nobody chooses the top card here: the winner gets the prize.
            got[trick.winner].append(pile[2 * number])
            got[1 - trick.winner].append(pile[2 * number + 1])
        end = states[-1]
        assert end.hands == (tuple(sorted(got[0])), tuple(sorted(got[1])))
        wins = sum(1 for trick in tricks if trick.winner == 0)
        assert len(end.prizes[0]) == len(end.draws[1]) == wins
        assert len(end.prizes[1]) == len(end.draws[0]) == 13 - wins
