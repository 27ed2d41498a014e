"""Taking a card back: the record as it was before the player's last card (pure), never past
a hidden card shown to that player since (a card drawn face down, a Seer peek)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from claim2.engine import Card, GameState, legal_actions, parse_action, shuffled_deal, start, step
from claim2.engine.events import PRIVATE_EVENTS, CardDrawn, Event
from claim2.game.take_back import Refusal, last_card_index, take_back_index, taken_back
from claim2.records.parts import RecordRevealed
from claim2.records.record import GameRecord, new_record, record_with, replay_states, upgraded


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


def hidden_cards_seen(states: list[GameState], seat: int) -> list[Event]:
    """Every hidden card shown to ``seat`` so far (its face-down draws and Seer peeks)."""
    return [
        event
        for state in states
        for event in state.events
        if isinstance(event, PRIVATE_EVENTS) and event.player == seat
    ]


def test_nothing_to_take_back_before_a_card() -> None:
    record = played(3, 0)
    assert taken_back(record, 0) is None and taken_back(record, 1) is None
    assert take_back_index(record, 0) is Refusal.NOTHING


def test_the_lead_goes_back_before_anyone_drew() -> None:
    record = played(4, 1)  # a lead, unanswered
    leader = replay_states(record)[0].to_move
    back = taken_back(record, leader)
    assert back is not None and back.actions == [] and back.take_backs == 1
    assert taken_back(record, 1 - leader) is None  # the follower has played nothing


def test_after_a_trick_of_phase_one_only_its_winner_takes_back() -> None:
    """The loser drew the next card face down: going back would replay the deal knowing it."""
    record = played(4, 2)  # a lead and its answer: the trick is won, the cards are drawn
    states = replay_states(record)
    (drawn,) = [event for event in states[2].events if isinstance(event, CardDrawn)]
    loser, winner = drawn.player, 1 - drawn.player
    assert take_back_index(record, loser) is Refusal.REVEALED
    assert taken_back(record, loser) is None
    back = taken_back(record, winner)
    assert back is not None
    assert back.actions == record.actions[: 0 if states[0].to_move == winner else 1]


def test_a_finished_game_takes_nothing_back() -> None:
    record = played(5, 1000)
    assert replay_states(record)[-1].finished
    assert taken_back(record, 0) is None


def test_a_take_back_forgets_who_revealed_their_screen() -> None:
    record = upgraded(played(6, 1), revealed=RecordRevealed(seat=1, move=1))
    back = taken_back(record, replay_states(record)[0].to_move)
    assert back is not None and back.revealed is None


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
        refusal = take_back_index(record, seat)
        assert (index is None) == (refusal is Refusal.NOTHING)
        if index is not None:  # refused because a hidden card was shown to the seat since
            assert refusal is Refusal.REVEALED
            assert hidden_cards_seen(states[index + 1 :], seat)
        return
    assert index is not None
    assert back.actions == record.actions[:index]
    assert back.take_backs == record.take_backs + 1 and back.version == 2
    before = replay_states(back)
    assert before[-1] == states[index]  # exactly the state before that card
    assert before[-1].to_move == seat and before[-1].seer is None
    assert isinstance(parse_action(record.actions[index]), Card)
    later = [i for i in range(index + 1, len(record.actions)) if states[i].to_move == seat]
    assert all(not isinstance(parse_action(record.actions[i]), Card) for i in later)
    # never past a reveal: every hidden card the seat had seen, it still has seen
    assert hidden_cards_seen(before, seat) == hidden_cards_seen(states, seat)
