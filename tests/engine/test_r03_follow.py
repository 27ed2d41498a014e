"""R3: the leader plays anything; the other player must follow the led faction if able."""

# Test names carry the rule ids (R1, R2, ...) in capitals.

from __future__ import annotations

import pytest

from claim2.engine import Action, IllegalAction, legal_actions
from claim2.engine.ruleset import NEXT_SEAT, next_seat, seats

from .scenario import deal, phase_two, play


def codes_of(actions: tuple[Action, ...]) -> list[str]:
    return [action.code for action in actions]


def test_R3_the_leader_may_play_any_card() -> None:
    # Hand 0: Dr7 and the twelve Gnomes 1 1 1 3 3 3 5 5 5 7 7 7.
    state = deal(["Dr7"], ["Dr3"])
    assert state.to_move == 0
    assert codes_of(legal_actions(state)) == ["Gn1", "Gn3", "Gn5", "Gn7", "Dr7"]


def test_R3_the_follower_must_play_the_led_faction() -> None:
    # Hand 1: Dr3, Gn9, the nine Giants, Dr0, Dr1.
    state = play(deal(["Dr7"], ["Dr3"]), "Dr7")
    assert state.to_move == 1
    assert codes_of(legal_actions(state)) == ["Dr0", "Dr1", "Dr3"]


def test_R3_refusing_to_follow_is_illegal_and_says_why() -> None:
    state = play(deal(["Dr7"], ["Dr3"]), "Dr7")
    with pytest.raises(IllegalAction, match="must follow Dragons: you hold Dr0, Dr1, Dr3"):
        play(state, "Gi9")


def test_R3_following_with_a_lower_card_is_allowed() -> None:
    state = play(deal(["Dr7"], ["Dr3"]), "Dr7", "Dr0")
    assert state.trick == 2


def test_R3_following_even_when_the_only_card_of_the_faction_wins() -> None:
    # Hand 1 holds Gn9 as its only Gnome; it must be played on a led Gnome.
    state = play(deal(["Dr7"], ["Dr3"]), "Gn1")
    assert codes_of(legal_actions(state)) == ["Gn9"]


def test_R3_a_follower_without_the_faction_may_play_anything() -> None:
    # Hand 1 without Dragons: Se1, Gn9, the nine Giants, Tr0, Tr1.
    state = play(deal(["Dr7"], ["Se1"], void1="Dr"), "Dr7")
    assert codes_of(legal_actions(state)) == [
        "Gn9",
        *["Gi1", "Gi3", "Gi5", "Gi7", "Gi9"],
        *["Tr0", "Tr1"],
        "Se1",
    ]
    assert play(state, "Se1").trick == 2


def test_R3_playing_a_card_not_held_is_illegal() -> None:
    state = deal(["Dr7"], ["Dr3"])
    with pytest.raises(IllegalAction, match="does not hold Se9"):
        play(state, "Se9")
    state = play(state, "Dr7")
    with pytest.raises(IllegalAction, match="does not hold Dr7"):
        play(state, "Dr7")


def test_R3_holds_in_phase_two() -> None:
    # Phase-two hand 1: Tr0 (its only Troll), Gn9, the nine Giants, Dr0, Dr1.
    state = phase_two(["Tr9"], ["Tr0"], leader=0)
    state = play(state, "Tr9")
    assert codes_of(legal_actions(state)) == ["Tr0"]
    with pytest.raises(IllegalAction, match="must follow Trolls: you hold Tr0"):
        play(state, "Dr1")


def test_R3_phase_two_follower_without_the_faction_may_play_anything() -> None:
    # Phase-two hand 1 without Trolls: Se1, Gn9, the nine Giants, Dr0, Dr1.
    state = phase_two(["Tr9"], ["Se1"], leader=0, void1="Tr")
    state = play(state, "Tr9")
    assert codes_of(legal_actions(state)) == [
        "Gn9",
        *["Gi1", "Gi3", "Gi5", "Gi7", "Gi9"],
        *["Dr0", "Dr1"],
        "Se1",
    ]


def test_R3_the_other_player_answers_the_leader() -> None:
    assert [next_seat(seat) for seat in seats()] == [1, 0]
    assert NEXT_SEAT == (1, 0)
    # the ruleset counts the seats: in turn order the last one passes to the first
    assert [next_seat(seat, 3) for seat in seats(3)] == [1, 2, 0]
