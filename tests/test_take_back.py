"""Taking a card back: the record as it was before the player's last card (pure)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from claim2.engine import Card, legal_actions, parse_action, shuffled_deal, start, step
from claim2.game.records import GameRecord, new_record, record_with, replay_states
from claim2.game.take_back import last_card_index, taken_back


def played(seed: int, moves: int) -> GameRecord:
    """A game of random legal moves dealt from ``seed``, stopped after ``moves`` actions."""
    deal = shuffled_deal(seed, seed % 2)
    record, state = new_record(("Ann", "Bob"), deal), start(deal)
    choose = random.Random(seed).choice
    while not state.finished and len(record.actions) < moves:
        action = choose(legal_actions(state))
        state = step(state, action)
        record = record_with(record, action)
    return record


def test_nothing_to_take_back_before_a_card() -> None:
    record = played(3, 0)
    assert taken_back(record, 0) is None and taken_back(record, 1) is None


def test_the_leaders_card_and_the_answer_go_back() -> None:
    record = played(4, 2)  # a lead and its answer
    leader = replay_states(record)[0].to_move
    back = taken_back(record, leader)
    assert back is not None and back.actions == [] and back.take_backs == 1
    follower = taken_back(record, 1 - leader)
    assert follower is not None and follower.actions == record.actions[:1]


def test_a_finished_game_takes_nothing_back() -> None:
    record = played(5, 1000)
    assert replay_states(record)[-1].finished
    assert taken_back(record, 0) is None


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10_000), moves=st.integers(1, 60), seat=st.sampled_from([0, 1]))
def test_taking_back_returns_to_the_seats_turn_before_its_last_card(
    seed: int, moves: int, seat: int
) -> None:
    record = played(seed, moves)
    states = replay_states(record)
    back = taken_back(record, seat)
    index = last_card_index(record, seat)
    if back is None:
        assert index is None
        return
    assert index is not None
    assert back.actions == record.actions[:index]
    assert back.take_backs == record.take_backs + 1 and back.version == 2
    before = replay_states(back)[-1]
    assert before == states[index]  # exactly the state before that card
    assert before.to_move == seat and before.seer is None
    assert isinstance(parse_action(record.actions[index]), Card)
    later = [i for i in range(index + 1, len(record.actions)) if states[i].to_move == seat]
    assert all(not isinstance(parse_action(record.actions[i]), Card) for i in later)
