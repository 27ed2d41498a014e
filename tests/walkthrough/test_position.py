"""Positions are reached with the real engine, exactly as the lesson describes them."""

from __future__ import annotations

from typing import Any

import pytest

from claim2.engine import Card
from claim2.walkthrough import LessonError
from claim2.walkthrough.position import set_up
from claim2.walkthrough.schema import Position


def _position(**fields: Any) -> Position:
    return Position.model_validate(fields)


def _codes(cards: tuple[Card, ...]) -> list[str]:
    return sorted(card.code for card in cards)


@pytest.mark.parametrize("phase", [1, 2])
@pytest.mark.parametrize("trick", [1, 2, 7, 12, 13])
@pytest.mark.parametrize("leader", ["learner", "opponent"])
@pytest.mark.parametrize("learner_seat", [0, 1])
def test_a_position_is_reached_as_described(
    phase: int, trick: int, leader: str, learner_seat: int
) -> None:
    hands = {"learner": ["Tr4"], "opponent": ["Gn3"]}
    position = _position(
        phase=phase, trick=trick, leader=leader, hands=hands, learner_seat=learner_seat
    )
    state = set_up(position).state
    assert (state.phase, state.trick, state.played, state.seer) == (phase, trick, (), None)
    assert state.leader == position.seat_of(position.leader or "learner")
    for role, cards in hands.items():
        held = state.hands[position.seat_of(role)]  # type: ignore[arg-type]
        assert len(held) == 14 - trick
        assert set(cards) <= {card.code for card in held}
    assert state.trolls_aside == state.smashed == ()
    assert state.gnomes_in_front == ((), ())


def test_a_phase_two_position_holds_exactly_the_given_hands() -> None:
    hands = {"learner": ["Gi5", "Tr1", "Tr8", "Se7"], "opponent": ["Tr3", "Tr6", "Tr9", "Se5"]}
    position = _position(phase=2, trick=10, leader="opponent", hands=hands)
    state = set_up(position).state
    assert _codes(state.hands[0]) == sorted(hands["learner"])
    assert _codes(state.hands[1]) == sorted(hands["opponent"])
    assert state.leader == 1


def test_a_phase_one_position_shows_the_given_prize_next() -> None:
    position = _position(trick=5, hands={"learner": ["Dr0"]}, draw_pile=["Se9", "Gi1"])
    state = set_up(position).state
    assert state.prize == Card.parse("Se9") and state.draw_pile[0] == Card.parse("Gi1")
    assert len(state.draw_pile) == 26 - 2 * 4 - 1


def test_filling_is_the_same_every_time() -> None:
    position = _position(phase=2, hands={"learner": ["Gn1"]})
    assert set_up(position) == set_up(position)


def test_a_seeded_position_is_a_real_game_played_up_to_the_trick() -> None:
    setup = set_up(_position(seed=3, phase=2, trick=9))
    assert (setup.state.phase, setup.state.trick, setup.state.played) == (2, 9, ())
    assert len(setup.actions) == 2 * 13 + 2 * 8 + sum(
        1 for action in setup.actions if not isinstance(action, Card)
    )


def test_a_card_used_more_often_than_the_deck_holds_it_is_a_lesson_error() -> None:
    position = _position(hands={"learner": ["Gn9"], "opponent": ["Gn9"]})
    with pytest.raises(LessonError, match="Gn9"):
        set_up(position)


@pytest.mark.parametrize(
    "fields",
    [
        {"trick": 10, "hands": {"learner": ["Gn1"] * 5}},  # 4 cards at trick 10
        {"phase": 2, "draw_pile": ["Gn1"]},  # no draw pile in phase two
        {"seed": 1, "hands": {"learner": ["Gn1"]}},  # a seeded deal deals itself
        {"seed": 1, "leader": "learner"},
    ],
)
def test_an_impossible_position_is_refused(fields: dict[str, Any]) -> None:
    with pytest.raises(ValueError, match=r"."):  # any reason: each is worded in its own test
        _position(**fields)
