"""Properties of whole random games: cards accounted for, R3, R9, purity, errors."""

from __future__ import annotations

import copy
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from claim2.engine import (
    DECK,
    Card,
    GameState,
    IllegalAction,
    IllegalReason,
    SeerChoice,
    legal_actions,
    outcome,
    shuffled_deal,
    start,
    step,
)
from claim2.engine.events import GameEnded, PhaseTwoBegan, TrickWon

GAME = settings(max_examples=100, deadline=None)
seeds = st.integers(0, 2**32 - 1)
leaders = st.sampled_from([0, 1])


def random_game(seed: int, choices: int, first_leader: int) -> list[GameState]:
    """Every state of a game of random legal actions."""
    choose = random.Random(choices).choice
    states = [start(shuffled_deal(seed, first_leader))]
    while not states[-1].finished:
        states.append(step(states[-1], choose(legal_actions(states[-1]))))
    return states


def all_cards(state: GameState) -> Counter[Card]:
    """Every card of the state, each counted once.

    In phase two the follower piles have become the hands, so the record of
    phase-one prizes and draws (kept in ``prizes`` / ``draws``) is not counted.
    """
    found = [*state.hands[0], *state.hands[1], *state.played, *state.draw_pile]
    found += [*state.discards, *state.trolls_aside, *state.smashed]
    for seat in (0, 1):
        found += [*state.score_piles[seat], *state.gnomes_in_front[seat]]
        if state.phase == 1:
            found += [*state.prizes[seat], *state.draws[seat]]
    if state.prize is not None:
        found.append(state.prize)
    return Counter(found)


def expected_legal_cards(state: GameState) -> set[Card]:
    """R3, worked out directly: the mover's hand, narrowed to the led faction if held."""
    hand = state.hands[state.to_move]
    if not state.played:
        return set(hand)
    led = state.played[0].faction
    following = {card for card in hand if card.faction is led}
    return following or set(hand)


@GAME
@given(seed=seeds, choices=seeds, first_leader=leaders)
def test_all_52_cards_are_always_accounted_for(seed: int, choices: int, first_leader: int) -> None:
    deck = Counter(DECK)
    for state in random_game(seed, choices, first_leader):
        assert all_cards(state) == deck


@GAME
@given(seed=seeds, choices=seeds, first_leader=leaders)
def test_legal_actions_follow_R3_and_are_empty_exactly_when_finished(
    seed: int, choices: int, first_leader: int
) -> None:
    for state in random_game(seed, choices, first_leader):
        actions = legal_actions(state)
        assert (actions == ()) == state.finished
        if state.finished:
            continue
        if state.seer is not None:
            assert actions == (SeerChoice.PRIZE, SeerChoice.TOP)
            continue
        played = [action for action in actions if isinstance(action, Card)]
        assert len(played) == len(actions)
        assert len(set(played)) == len(played)
        assert played == sorted(played)
        assert set(played) == expected_legal_cards(state)


@GAME
@given(seed=seeds, choices=seeds, first_leader=leaders)
def test_13_tricks_per_phase_and_the_phase_change(
    seed: int, choices: int, first_leader: int
) -> None:
    states = random_game(seed, choices, first_leader)
    tricks = [e for state in states for e in state.events if isinstance(e, TrickWon)]
    assert [(t.phase, t.trick) for t in tricks] == [(p, n) for p in (1, 2) for n in range(1, 14)]
    changes = [s for s in states if any(isinstance(e, PhaseTwoBegan) for e in s.events)]
    assert len(changes) == 1
    change = changes[0]
    assert change.phase == 2
    assert change.draw_pile == ()
    assert change.prize is None
    for seat in (0, 1):
        followers = change.prizes[seat] + change.draws[seat]
        assert len(followers) == 13
        assert Counter(change.hands[seat]) == Counter(followers)
    last = states[-1]
    assert sum(isinstance(e, GameEnded) for s in states for e in s.events) == 1
    assert last.hands == ((), ())
    # Phase one's record stays: 13 followers each, 26 discards.
    assert [len(last.prizes[s]) + len(last.draws[s]) for s in (0, 1)] == [13, 13]
    assert len(last.discards) == 26


@GAME
@given(seed=seeds, choices=seeds, first_leader=leaders)
def test_the_final_score_holds_the_26_phase_two_cards_but_the_smashed(
    seed: int, choices: int, first_leader: int
) -> None:
    last = random_game(seed, choices, first_leader)[-1]
    result = outcome(last)
    scored = sum(sum(r.counts) for r in result.factions)
    assert scored == 26 - len(last.smashed)
    assert last.gnomes_in_front == ((), ())
    assert last.trolls_aside == ()
    assert sum(result.votes) <= 5


@settings(max_examples=50, deadline=None)
@given(seed=seeds, choices=seeds, first_leader=leaders)
def test_step_never_changes_its_input(seed: int, choices: int, first_leader: int) -> None:
    choose = random.Random(choices).choice
    state = start(shuffled_deal(seed, first_leader))
    while not state.finished:
        before = copy.deepcopy(state)
        action = choose(legal_actions(state))
        after = step(state, action)
        assert state == before
        assert after is not state
        state = after


Example = tuple[object, IllegalReason, list[str]]


def illegal_examples(state: GameState) -> list[Example]:
    """Actions the rules forbid in ``state``, the reason, and words the message must hold."""
    if state.finished:
        over = IllegalReason.GAME_OVER
        return [(DECK[0], over, ["game is over"]), (SeerChoice.TOP, over, ["game is over"])]
    if state.seer is not None:
        card = next(iter(state.hands[0] + state.hands[1]), DECK[0])
        return [(card, IllegalReason.SEER_CHOICE_PENDING, ["seer:prize", "seer:top"])]
    examples: list[Example] = [
        (SeerChoice.PRIZE, IllegalReason.NO_SEER_CHOICE, ["no Seer choice"]),
        ("Gn1", IllegalReason.NOT_AN_ACTION, ["not an action"]),
    ]
    hand = state.hands[state.to_move]
    missing = next(card for card in reversed(DECK) if card not in hand)
    examples.append((missing, IllegalReason.NOT_IN_HAND, ["does not hold", missing.code]))
    if state.played:
        led = state.played[0].faction
        must = sorted(card for card in hand if card.faction is led)
        other = next((card for card in hand if card.faction is not led), None)
        if must and other is not None:
            words = [f"must follow {led.name.title()}", *(card.code for card in must)]
            examples.append((other, IllegalReason.MUST_FOLLOW, words))
    return examples


@settings(max_examples=50, deadline=None)
@given(seed=seeds, choices=seeds, first_leader=leaders)
def test_illegal_actions_raise_with_a_useful_message(
    seed: int, choices: int, first_leader: int
) -> None:
    for state in random_game(seed, choices, first_leader):
        for action, reason, words in illegal_examples(state):
            with pytest.raises(IllegalAction) as refused:
                step(state, action)  # type: ignore[arg-type]
            assert refused.value.reason is reason
            for word in words:
                assert word in str(refused.value)


@settings(max_examples=50, deadline=None)
@given(seed=seeds, choices=seeds, first_leader=leaders)
def test_R3_R8_illegal_actions_name_the_player_the_led_faction_and_the_cards(
    seed: int, choices: int, first_leader: int
) -> None:
    """A front end words a refusal in its own language (``claim2.text.wording``) from these."""
    for state in random_game(seed, choices, first_leader):
        for action, reason, _ in illegal_examples(state):
            with pytest.raises(IllegalAction) as refused:
                step(state, action)  # type: ignore[arg-type]
            error = refused.value
            if reason is IllegalReason.GAME_OVER:
                assert error.player is None
            else:
                assert error.player == state.to_move  # the Seer winner, for a pending choice
            if reason is IllegalReason.MUST_FOLLOW:
                led = state.played[0].faction
                assert error.faction is led
                hand = state.hands[state.to_move]
                assert error.cards == tuple(card for card in hand if card.faction is led)
            else:
                assert error.faction is None
                assert error.cards == ((action,) if reason is IllegalReason.NOT_IN_HAND else ())
