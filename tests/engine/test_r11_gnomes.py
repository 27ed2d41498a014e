"""R11: Gnomes won in phase two lie in front of the winner; they score at the end."""

# Test names carry the rule ids (R1, R2, ...) in capitals.

from __future__ import annotations

from collections import Counter

from claim2.engine import GameState, WinDecider, outcome, view
from claim2.engine.events import GnomesJoinedScore, GnomesPlaced

from .scenario import cards, phase_two, play, play_tricks


def test_R11_gnomes_won_go_in_front_of_the_winner() -> None:
    # Player 1's only Gnome is Gn3: it must follow Gn5 and loses.
    state = play(phase_two(["Gn5"], ["Gn3"]), "Gn5", "Gn3")
    assert sorted(state.gnomes_in_front[0]) == list(cards("Gn3 Gn5"))
    assert state.gnomes_in_front[1] == ()
    assert state.score_piles == ((), ())
    assert GnomesPlaced(0, cards("Gn5 Gn3")) in state.events


def test_R11_the_follower_can_win_the_gnomes() -> None:
    state = play(phase_two(["Gn1"], ["Gn9"], void0="Gn"), "Gn1", "Gn9")
    assert state.gnomes_in_front == ((), cards("Gn1 Gn9"))
    assert state.score_piles == ((), ())


def test_R11_a_gnome_played_by_the_loser_goes_in_front_of_the_winner() -> None:
    # Player 1 has no Dragon and throws Gn3 on the led Dr7.
    state = play(phase_two(["Dr7"], ["Gn3"], void1="Dr"), "Dr7", "Gn3")
    assert state.gnomes_in_front == (cards("Gn3"), ())
    assert state.score_piles == (cards("Dr7"), ())


def test_R11_gnomes_in_front_are_public() -> None:
    state = play(phase_two(["Gn5"], ["Gn3"]), "Gn5", "Gn3")
    assert view(state, 1).gnomes_in_front == view(state, 0).gnomes_in_front
    assert view(state, 1).gnomes_in_front == (cards("Gn3 Gn5"), ())


# A whole phase two. Player 0: the Gnomes 1 1 1 3 3 3 5 5 5 7 7 7 and Dr9;
# player 1: Gn9, Se0-Se9, Gi1, Gi3. Player 0 leads.
HAND0 = "Gn1 Gn1 Gn1 Gn3 Gn3 Gn3 Gn5 Gn5 Gn5 Gn7 Gn7 Gn7 Dr9"
HAND1 = "Gn9 Se0 Se1 Se2 Se3 Se4 Se5 Se6 Se7 Se8 Se9 Gi1 Gi3"
SCRIPT = [
    ("Gn7", "Gn9"),  # 1 must follow with its only Gnome and wins both: 1 leads
    ("Se0", "Dr9"),  # 0 has no Seer; 1 wins, but 0 played a Dragon: 0 leads
    ("Gn1", "Gi1"),  # from here 1 has no Gnome; 0 wins every trick
    ("Gn1", "Gi3"),  # (Gi1, Gi3 won by 0 find no Gnome 1 or 3 in front of 1)
    ("Gn1", "Se1"),
    ("Gn3", "Se2"),
    ("Gn3", "Se3"),
    ("Gn3", "Se4"),
    ("Gn5", "Se5"),
    ("Gn5", "Se6"),
    ("Gn5", "Se7"),
    ("Gn7", "Se8"),
    ("Gn7", "Se9"),
]


def gnome_game() -> list[GameState]:
    return play_tricks(phase_two(HAND0.split(), HAND1.split(), leader=0), SCRIPT)


def test_R11_gnomes_stay_in_front_during_phase_two() -> None:
    states = gnome_game()
    before_last = states[12]
    assert Counter(before_last.gnomes_in_front[0]) == Counter(
        cards("Gn1 Gn1 Gn1 Gn3 Gn3 Gn3 Gn5 Gn5 Gn5 Gn7")
    )
    assert Counter(before_last.gnomes_in_front[1]) == Counter(cards("Gn7 Gn9"))
    assert not any(card.code.startswith("Gn") for pile in before_last.score_piles for card in pile)


def test_R11_gnomes_in_front_join_the_score_pile_at_the_end() -> None:
    end = gnome_game()[-1]
    assert end.finished
    assert end.gnomes_in_front == ((), ())
    assert Counter(end.score_piles[0]) == Counter(
        cards("Gn1 Gn1 Gn1 Gn3 Gn3 Gn3 Gn5 Gn5 Gn5 Gn7 Gn7")
        + cards("Gi1 Gi3 Se1 Se2 Se3 Se4 Se5 Se6 Se7 Se8 Se9")
    )
    assert Counter(end.score_piles[1]) == Counter(cards("Gn7 Gn9 Se0 Dr9"))
    joined = [event for event in end.events if isinstance(event, GnomesJoinedScore)]
    assert [event.player for event in joined] == [0, 1]
    assert Counter(joined[0].cards) == Counter(cards("Gn1 Gn1 Gn1 Gn3 Gn3 Gn3 Gn5 Gn5 Gn5 Gn7 Gn7"))
    assert Counter(joined[1].cards) == Counter(cards("Gn7 Gn9"))


def test_R11_R16_the_gnome_game_scored() -> None:
    result = outcome(gnome_game()[-1])
    # Gnomes 11 to 2, Giants 2 to 0, Dragons 0 to 1, no Trolls, Seers 9 to 1.
    assert [r.counts for r in result.factions] == [(11, 2), (2, 0), (0, 1), (0, 0), (9, 1)]
    assert [r.vote for r in result.factions] == [0, 0, 1, None, 0]
    assert result.votes == (3, 1)
    assert result.cards_in_won_factions == (22, 1)
    assert result.winner == 0
    assert result.decided_by is WinDecider.VOTES
