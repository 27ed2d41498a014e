"""R13: the winner takes only the highest troll of the pool; the others wait."""

# Test names carry the rule ids (R1, R2, ...) in capitals.

from __future__ import annotations

from collections import Counter

from claim2.engine import GameState, view
from claim2.engine.events import CardsScored, TrollsSetAside, TrollTaken

from .scenario import card, cards, events_of, phase_two, play, play_tricks

# Player 0: Tr8 Tr2 Tr9 Tr1 Dr7 and the Gnomes 1 1 1 3 3 3 5 5 (filled in deck order).
# Player 1: Tr6 Tr4 Tr7 Tr3 Dr3 Se0-Se7. Player 0 leads.
HAND0 = ["Tr8", "Tr2", "Tr9", "Tr1", "Dr7"]
HAND1 = "Tr6 Tr4 Tr7 Tr3 Dr3 Se0 Se1 Se2 Se3 Se4 Se5 Se6 Se7"
SCRIPT = [
    ("Tr8", "Tr6"),  # 1: player 0 wins; takes Tr8, Tr6 set aside
    ("Tr2", "Tr4"),  # 2: player 1 wins; pool 6 2 4: takes Tr6, 2 and 4 wait
    ("Dr3", "Dr7"),  # 3: player 1 leads; player 0 wins, no troll played: takes Tr4
    ("Gn1", "Se0"),  # 4: player 0 leads again (its Dragon came second); takes Tr2
    ("Gn1", "Se1"),  # 5-11: no trolls anywhere
    ("Gn1", "Se2"),
    ("Gn3", "Se3"),
    ("Gn3", "Se4"),
    ("Gn3", "Se5"),
    ("Gn5", "Se6"),
    ("Gn5", "Se7"),
    ("Tr1", "Tr3"),  # 12: player 1 wins; takes Tr3, Tr1 set aside
    ("Tr7", "Tr9"),  # 13: player 0 wins the last trick and takes Tr1, Tr7 and Tr9
]


def troll_game() -> list[GameState]:
    """The states after each trick; index 0 is the start of phase two."""
    return play_tricks(phase_two(HAND0, HAND1, leader=0), SCRIPT)


def trolls_scored(state: GameState, seat: int) -> Counter[object]:
    return Counter(c for c in state.score_piles[seat] if c.code.startswith("Tr"))


def test_R13_the_winner_takes_the_highest_troll_the_other_is_set_aside() -> None:
    state = troll_game()[1]
    assert trolls_scored(state, 0) == Counter(cards("Tr8"))
    assert trolls_scored(state, 1) == Counter()
    assert state.trolls_aside == cards("Tr6")
    assert events_of(state, TrollTaken) == [TrollTaken(0, card("Tr8"))]
    assert events_of(state, TrollsSetAside) == [TrollsSetAside(cards("Tr6"))]
    # Trolls do not go to the score pile with the other cards.
    assert not events_of(state, CardsScored)


def test_R13_the_highest_is_taken_even_when_set_aside_earlier() -> None:
    state = troll_game()[2]
    assert state.last_trick is not None
    assert state.last_trick.winner == 1
    assert trolls_scored(state, 1) == Counter(cards("Tr6"))
    assert events_of(state, TrollTaken) == [TrollTaken(1, card("Tr6"))]


def test_R13_set_aside_trolls_accumulate() -> None:
    state = troll_game()[2]
    assert sorted(state.trolls_aside) == list(cards("Tr2 Tr4"))
    assert events_of(state, TrollsSetAside) == [TrollsSetAside(cards("Tr2 Tr4"))]


def test_R13_a_trick_with_no_troll_hands_a_set_aside_troll_to_its_winner() -> None:
    states = troll_game()
    third, fourth = states[3], states[4]
    assert third.last_trick is not None
    assert third.last_trick.cards == cards("Dr3 Dr7")
    assert events_of(third, TrollTaken) == [TrollTaken(0, card("Tr4"))]
    assert third.trolls_aside == cards("Tr2")
    assert events_of(fourth, TrollTaken) == [TrollTaken(0, card("Tr2"))]
    assert fourth.trolls_aside == ()
    assert events_of(fourth, TrollsSetAside) == [TrollsSetAside(())]
    # With no troll in the pool, nothing happens.
    assert events_of(states[5], TrollTaken) == []
    assert events_of(states[5], TrollsSetAside) == []


def test_R13_set_aside_trolls_are_public() -> None:
    state = troll_game()[2]
    assert view(state, 0).trolls_aside == view(state, 1).trolls_aside == cards("Tr2 Tr4")


def test_R13_the_last_trick_takes_all_trolls() -> None:
    states = troll_game()
    assert states[12].trolls_aside == cards("Tr1")
    end = states[13]
    assert end.finished
    assert end.trolls_aside == ()
    assert sorted(events_of(end, TrollTaken)) == sorted(
        [TrollTaken(0, card(code)) for code in ("Tr1", "Tr7", "Tr9")]
    )
    assert all(event.cards == () for event in events_of(end, TrollsSetAside))
    assert trolls_scored(end, 0) == Counter(cards("Tr8 Tr4 Tr2 Tr1 Tr7 Tr9"))
    assert trolls_scored(end, 1) == Counter(cards("Tr6 Tr3"))


def test_R13_a_single_troll_won_with_another_faction_is_taken() -> None:
    # Player 1 has no Dragon and throws Tr0 on Dr5.
    state = play(phase_two(["Dr5"], ["Tr0"], void1="Dr"), "Dr5", "Tr0")
    assert sorted(state.score_piles[0]) == list(cards("Dr5 Tr0"))
    assert state.score_piles[1] == ()
    assert state.trolls_aside == ()
    assert events_of(state, TrollTaken) == [TrollTaken(0, card("Tr0"))]
    assert events_of(state, CardsScored) == [CardsScored(0, cards("Dr5"))]
