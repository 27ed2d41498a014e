"""R4: the follower wins only with a strictly higher card of the led faction."""

# Test names carry the rule ids (R1, R2, ...) in capitals.

from __future__ import annotations

import pytest

from claim2.engine import Card

from .scenario import deal, phase_two, play

# (lead, second, factions the follower lacks, the seat that wins); player 0 leads.
CASES = [
    ("Dr3", "Dr7", "", 1),
    ("Dr7", "Dr3", "", 0),
    ("Se0", "Se9", "", 1),
    ("Gi1", "Gi9", "", 1),
    ("Gn3", "Gn3", "", 0),
    ("Gi5", "Gi5", "", 0),
    ("Gn1", "Se9", "Gn", 0),
    ("Tr0", "Dr9", "Tr", 0),
    ("Se0", "Tr9", "Se", 0),
]


@pytest.mark.parametrize(("lead", "second", "void", "winner"), CASES)
def test_R4_trick_winner_in_phase_one(lead: str, second: str, void: str, winner: int) -> None:
    state = deal([lead], [second], top=["Tr5", "Tr6"], void1=void)
    state = play(state, lead, second)
    trick = state.last_trick
    assert trick is not None
    if (lead, second)[winner].startswith("Se"):  # won with a Seer: keep the prize (R8)
        state = play(state, "seer:prize")
    assert trick.cards == (Card.parse(lead), Card.parse(second))
    assert trick.winner == winner
    assert state.prizes[winner] == (Card.parse("Tr5"),)
    assert state.draws[1 - winner] == (Card.parse("Tr6"),)


def test_R4_equal_value_goes_to_leader() -> None:
    state = play(deal(["Gn3"], ["Gn3"]), "Gn3", "Gn3")
    assert state.last_trick is not None
    assert state.last_trick.winner == 0


def test_R4_higher_card_of_another_faction_loses() -> None:
    state = play(deal(["Gn1"], ["Se9"], void1="Gn"), "Gn1", "Se9")
    assert state.last_trick is not None
    assert state.last_trick.winner == 0


def test_R4_when_player_1_leads() -> None:
    state = deal(["Gn7"], ["Gn5"], leader=1)
    state = play(state, "Gn5", "Gn7")
    assert state.last_trick is not None
    assert state.last_trick.leader == 1
    assert state.last_trick.winner == 0
    state = deal(["Gn5"], ["Gn5"], leader=1)
    state = play(state, "Gn5", "Gn5")
    assert state.last_trick is not None
    assert state.last_trick.winner == 1


@pytest.mark.parametrize(("lead", "second", "void", "winner"), CASES)
def test_R4_trick_winner_in_phase_two(lead: str, second: str, void: str, winner: int) -> None:
    state = phase_two([lead], [second], leader=0, void1=void)
    state = play(state, lead, second)
    assert state.last_trick is not None
    assert state.last_trick.phase == 2
    assert state.last_trick.winner == winner
