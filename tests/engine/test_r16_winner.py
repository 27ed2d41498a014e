"""R16: more votes wins; then more cards in the factions that voted for you; else a draw."""

# Test names carry the rule ids (R1, R2, ...) in capitals.

from __future__ import annotations

import pytest

from claim2.engine import Faction, GameNotOver, VoteDecider, WinDecider, outcome, score

from .scenario import cards, phase_two, play, play_tricks


def result_of(pile0: str, pile1: str) -> tuple[int | None, WinDecider]:
    result = score((cards(pile0), cards(pile1)))
    return result.winner, result.decided_by


def counted(
    pile0: str, pile1: str
) -> tuple[tuple[int, int], tuple[int, int], int | None, WinDecider]:
    """The votes, the cards in the factions each player won, the winner and what decided."""
    result = score((cards(pile0), cards(pile1)))
    return result.votes, result.cards_in_won_factions, result.winner, result.decided_by


def test_R16_more_votes_wins() -> None:
    # Gnomes, Giants and Dragons (2 to 1) vote for 0; Trolls and Seers for 1.
    assert counted("Gn1 Gn3 Gi1 Dr0 Dr1", "Dr9 Tr0 Se0") == ((3, 2), (5, 2), 0, WinDecider.VOTES)


def test_R16_two_votes_can_win_when_votes_are_unassigned() -> None:
    # Two votes to one, two factions with nobody's vote.
    assert result_of("Gn1 Gi1", "Dr0") == (0, WinDecider.VOTES)
    assert result_of("Se0", "Gn9 Dr0 Tr3") == (1, WinDecider.VOTES)


def test_R16_votes_beat_cards() -> None:
    # Player 1 has far more cards but only one vote against two.
    assert result_of("Gn1 Gi1", "Dr0 Dr1 Dr2 Dr3 Dr4 Dr5 Dr6") == (0, WinDecider.VOTES)


def test_R16_equal_votes_more_cards_in_won_factions_wins() -> None:
    assert counted("Gn1 Gn3 Gn5", "Dr9") == ((1, 1), (3, 1), 0, WinDecider.CARDS)


def test_R16_only_cards_in_factions_that_voted_for_you_count() -> None:
    # Player 0 has 5 cards, player 1 only 4, but 3 of player 0's are Dragons,
    # and the Dragons voted for player 1 (4 to 3).
    assert counted("Gn1 Gn3 Dr0 Dr1 Dr2", "Dr3 Dr4 Dr5 Dr6") == (
        (1, 1),
        (2, 4),
        1,
        WinDecider.CARDS,
    )


def test_R16_equal_votes_and_cards_is_a_draw() -> None:
    assert counted("Gn1 Gn3", "Dr1 Dr2") == ((1, 1), (2, 2), None, WinDecider.DRAW)


def test_R16_no_votes_at_all_is_a_draw() -> None:
    assert result_of("", "") == (None, WinDecider.DRAW)
    assert result_of("Gn3 Gi7", "Gn3 Gi7") == (None, WinDecider.DRAW)


# A whole phase two with a smash. Player 0: Dr0-Dr9, Gi7, Gn5, Tr9;
# player 1: Se0-Se9, Gn7, Gn5, Tr1. Player 0 leads.
HAND0 = "Dr0 Dr1 Dr2 Dr3 Dr4 Dr5 Dr6 Dr7 Dr8 Dr9 Gi7 Gn5 Tr9"
HAND1 = "Se0 Se1 Se2 Se3 Se4 Se5 Se6 Se7 Se8 Se9 Gn7 Gn5 Tr1"
SCRIPT = [
    ("Gn5", "Gn7"),  # 1 follows higher: Gn5 and Gn7 in front of 1; 1 leads
    ("Tr1", "Tr9"),  # 0 wins: takes Tr9, Tr1 is set aside; 0 leads
    ("Gi7", "Gn5"),  # 0 wins: Gn5 in front of 0, Gi7 smashes 1's Gn7, takes Tr1
    *[(f"Dr{value}", f"Se{value}") for value in range(10)],  # 0 wins and keeps the lead
]


def test_R16_a_whole_game_scored_with_outcome() -> None:
    start = phase_two(HAND0.split(), HAND1.split(), leader=0)
    with pytest.raises(GameNotOver):
        outcome(start)
    end = play_tricks(start, SCRIPT)[-1]
    assert end.finished
    assert end.smashed == cards("Gn7")
    assert sorted(end.score_piles[1]) == list(cards("Gn5"))
    result = outcome(end)
    gnomes = result.factions[Faction.GNOMES]
    # One Gnome 5 each: without the smash, player 1 would have had two Gnomes.
    assert (gnomes.counts, gnomes.vote, gnomes.decided_by) == ((1, 1), None, VoteDecider.IDENTICAL)
    assert [r.counts for r in result.factions] == [(1, 1), (1, 0), (10, 0), (2, 0), (10, 0)]
    assert result.votes == (4, 0)
    assert result.cards_in_won_factions == (23, 0)
    assert (result.winner, result.decided_by) == (0, WinDecider.VOTES)


def test_R16_outcome_needs_a_finished_game() -> None:
    state = phase_two(HAND0.split(), HAND1.split(), leader=0)
    state = play(state, "Gn5", "Gn7")
    with pytest.raises(GameNotOver, match="not over"):
        outcome(state)
