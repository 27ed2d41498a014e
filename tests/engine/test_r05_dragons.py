"""R5: Dragons decide who leads the next trick, in both phases and across the phase change."""

# Test names carry the rule ids (R1, R2, ...) in capitals.

from __future__ import annotations

import pytest

from claim2.engine import Card, GameState, LeadReason
from claim2.engine.events import PhaseTwoBegan

from .scenario import deal, one_sided_phase_one, phase_two, play

SECOND = LeadReason.SECOND_PLAYED_DRAGON
LEADER = LeadReason.LEADER_PLAYED_DRAGON
WON = LeadReason.WON_TRICK

# (lead by player 0, second by player 1, factions player 1 lacks,
#  winner, next leader, reason)
CASES = [
    # The manual's Dragons example 1: A wins, B leads next.
    ("Dr7", "Dr3", "", 0, 1, SECOND),
    # The manual's Dragons example 2: B cannot follow Giants; A wins, B leads next.
    ("Gi5", "Dr4", "Gi", 0, 1, SECOND),
    # Both played a Dragon: the second player's Dragon decides.
    ("Dr2", "Dr5", "", 1, 1, SECOND),
    ("Dr9", "Dr0", "", 0, 1, SECOND),
    # Only the leader played a Dragon: the leader leads again.
    ("Dr2", "Se9", "Dr", 0, 0, LEADER),
    ("Dr0", "Gi9", "Dr", 0, 0, LEADER),
    # No Dragon: the winner leads.
    ("Gn3", "Gn5", "", 1, 1, WON),
    ("Gn5", "Gn3", "", 0, 0, WON),
    ("Gn1", "Gi9", "Gn", 0, 0, WON),
]


def _check(state: GameState, winner: int, next_leader: int, reason: LeadReason) -> None:
    trick = state.last_trick
    assert trick is not None
    assert trick.winner == winner
    assert trick.next_leader == next_leader
    assert trick.lead_reason is reason
    assert state.leader == next_leader
    assert state.to_move == next_leader


@pytest.mark.parametrize(("lead", "second", "void", "winner", "next_leader", "reason"), CASES)
def test_R5_next_leader_in_phase_one(
    lead: str, second: str, void: str, winner: int, next_leader: int, reason: LeadReason
) -> None:
    state = play(deal([lead], [second], void1=void), lead, second)
    assert state.trick == 2
    _check(state, winner, next_leader, reason)


@pytest.mark.parametrize(("lead", "second", "void", "winner", "next_leader", "reason"), CASES)
def test_R5_next_leader_in_phase_two(
    lead: str, second: str, void: str, winner: int, next_leader: int, reason: LeadReason
) -> None:
    state = play(phase_two([lead], [second], leader=0, void1=void), lead, second)
    assert state.phase == 2
    assert state.trick == 2
    _check(state, winner, next_leader, reason)
    # Whoever leads next, the winner takes the cards (R10); these are neither
    # Gnomes nor Trolls, so both go to the score pile.
    if "Gn" not in lead + second:
        assert sorted(state.score_piles[winner]) == sorted([Card.parse(lead), Card.parse(second)])
        assert state.score_piles[1 - winner] == ()


def test_R5_manual_dragons_example_1() -> None:
    state = play(deal(["Dr7"], ["Dr3"], top=["Tr5", "Tr6"]), "Dr7", "Dr3")
    assert state.prizes == ((Card.parse("Tr5"),), ())  # A wins the prize
    assert state.draws == ((), (Card.parse("Tr6"),))
    assert state.leader == 1  # B leads the next trick


def test_R5_manual_dragons_example_2() -> None:
    state = play(deal(["Gi5"], ["Dr4"], top=["Tr5", "Tr6"], void1="Gi"), "Gi5", "Dr4")
    assert state.prizes == ((Card.parse("Tr5"),), ())
    assert state.leader == 1


def test_R5_second_players_dragon_when_player_1_leads() -> None:
    # Player 1 leads a Gnome; player 0 has none and plays a Dragon: 1 wins, 0 leads.
    state = deal(["Dr0"], ["Gn3"], leader=1, void0="Gn")
    state = play(state, "Gn3", "Dr0")
    _check(state, 1, 0, SECOND)


def test_R5_leadership_carries_over_into_phase_two_by_dragon() -> None:
    # Last trick of phase one: Gi5 against Dr4; player 0 wins, player 1 leads next.
    state = one_sided_phase_one("Gi5", "Dr4")
    assert state.phase == 2
    assert state.trick == 1
    assert state.last_trick is not None
    assert state.last_trick.winner == 0
    assert state.leader == 1
    assert state.to_move == 1
    assert PhaseTwoBegan(1) in state.events


def test_R5_leadership_carries_over_into_phase_two_by_winning() -> None:
    state = one_sided_phase_one("Gi5", "Gi7")
    assert state.phase == 2
    assert state.last_trick is not None
    assert state.last_trick.winner == 1
    assert state.leader == 1
    assert PhaseTwoBegan(1) in state.events


def test_R5_leadership_carries_over_when_the_last_winner_is_player_0() -> None:
    state = one_sided_phase_one("Gi5", "Gi3")
    assert state.phase == 2
    assert state.leader == 0
    assert PhaseTwoBegan(0) in state.events
