"""R12: each Giant won in phase two smashes one same-value Gnome in front of the loser."""

# Test names carry the rule ids (R1, R2, ...) in capitals.

from __future__ import annotations

from collections import Counter

from claim2.engine import Card, GameState, view
from claim2.engine.events import GnomeSmashed

from .scenario import card, cards, events_of, phase_two, play


def after_the_trick(
    state: GameState,
) -> tuple[int, tuple[tuple[Card, ...], ...], tuple[Card, ...], list[GnomeSmashed]]:
    """Who won the last trick, the Gnomes then in front of each player, the Gnomes smashed
    so far and the smashes of the last step."""
    assert state.last_trick is not None
    smashes = events_of(state, GnomeSmashed)
    return state.last_trick.winner, state.gnomes_in_front, state.smashed, smashes


def test_R12_manual_giants_example_1() -> None:
    # A (player 0) wins three Gnome tricks: two Gnome 3s and a Gnome 7 lie in
    # front of A. Then A plays Giant 3, B plays Giant 5; B wins both Giants.
    state = phase_two(["Gn3", "Gn3", "Gn7", "Gi3"], ["Gi5", "Se0", "Se1", "Se2"], void1="Gn")
    state = play(state, "Gn3", "Se0", "Gn3", "Se1", "Gn7", "Se2")
    assert Counter(state.gnomes_in_front[0]) == Counter(cards("Gn3 Gn3 Gn7"))
    state = play(state, "Gi3", "Gi5")
    assert state.last_trick is not None
    assert state.last_trick.winner == 1
    # Giant 3 smashes one Gnome 3; Giant 5 finds no Gnome 5.
    assert sorted(state.gnomes_in_front[0]) == list(cards("Gn3 Gn7"))
    assert state.smashed == cards("Gn3")
    assert events_of(state, GnomeSmashed) == [GnomeSmashed(1, 0, card("Gi3"), card("Gn3"))]
    # The Giants go to the winner's score pile as usual.
    assert sorted(state.score_piles[1]) == list(cards("Gi3 Gi5"))


def test_R12_manual_giants_example_2() -> None:
    # B (player 1) leads and wins a Gnome 1, then loses the lead to A. A plays
    # Giant 1; B cannot follow and plays Troll 4; A smashes B's Gnome 1.
    state = phase_two(
        ["Gi1", "Se0", "Se5"], ["Gn1", "Se1", "Tr4"], leader=1, void0="Gn", void1="Gi"
    )
    state = play(state, "Gn1", "Se0")  # A has no Gnome: B wins, Gn1 in front of B
    assert state.gnomes_in_front == ((), cards("Gn1"))
    state = play(state, "Se1", "Se5")  # A wins and leads
    state = play(state, "Gi1", "Tr4")
    assert after_the_trick(state) == (
        0,
        ((), ()),
        cards("Gn1"),
        [GnomeSmashed(0, 1, card("Gi1"), card("Gn1"))],
    )


def test_R12_manual_giants_example_3() -> None:
    # B wins a Gnome 3, then loses the lead. A plays Dragon 4; B cannot follow
    # and plays Giant 3; A wins the Giant and smashes B's Gnome 3.
    state = phase_two(
        ["Dr4", "Se0", "Se5"], ["Gn3", "Se1", "Gi3"], leader=1, void0="Gn", void1="Dr"
    )
    state = play(state, "Gn3", "Se0", "Se1", "Se5")
    assert state.gnomes_in_front == ((), cards("Gn3"))
    assert state.leader == 0
    state = play(state, "Dr4", "Gi3")
    assert after_the_trick(state) == (
        0,
        ((), ()),
        cards("Gn3"),
        [GnomeSmashed(0, 1, card("Gi3"), card("Gn3"))],
    )
    assert sorted(state.score_piles[0]) == sorted(cards("Se1 Se5 Dr4 Gi3"))


def test_R12_never_smashes_the_winners_own_gnomes() -> None:
    # Player 0 puts a Gnome 3 in front of itself, then wins Gi3 and Gi1.
    state = phase_two(["Gn3", "Gi3"], ["Se0", "Gi1"], void1="Gn")
    state = play(state, "Gn3", "Se0")
    state = play(state, "Gi3", "Gi1")
    assert after_the_trick(state) == (0, (cards("Gn3"), ()), (), [])


def test_R12_never_smashes_a_gnome_won_in_the_same_trick() -> None:
    # Player 1 has a Gnome 3 in front, then throws another Gnome 3 on A's Giant 3.
    state = phase_two(
        ["Gi3", "Se0", "Se5"], ["Gn3", "Gn3", "Se1"], leader=1, void0="Gn", void1="Gi"
    )
    state = play(state, "Gn3", "Se0", "Se1", "Se5")
    assert state.gnomes_in_front == ((), cards("Gn3"))
    state = play(state, "Gi3", "Gn3")
    # The Gnome won goes in front of the winner and stays; the loser's one is smashed.
    assert state.gnomes_in_front == (cards("Gn3"), ())
    assert state.smashed == cards("Gn3")
    assert events_of(state, GnomeSmashed) == [GnomeSmashed(0, 1, card("Gi3"), card("Gn3"))]


def test_R12_never_smashes_a_gnome_in_hand() -> None:
    # Player 1 holds Gnome 1s but has none in front when A wins a Giant 1.
    state = phase_two(["Gi1"], ["Gn1", "Se0"], void1="Gi")
    assert card("Gn1") in state.hands[1]
    state = play(state, "Gi1", "Se0")
    assert state.smashed == ()
    assert events_of(state, GnomeSmashed) == []
    assert card("Gn1") in state.hands[1]
    assert sorted(state.score_piles[0]) == sorted(cards("Gi1 Se0"))


def test_R12_smashes_only_at_the_moment_won() -> None:
    state = phase_two(["Gi5", "Gn3", "Se9"], ["Se0", "Gn5", "Se1"], void0="Gn", void1="Gi")
    state = play(state, "Gi5", "Se0")  # player 0 wins Gi5; nothing in front of 1
    assert state.smashed == ()
    assert card("Gi5") in state.score_piles[0]
    state = play(state, "Gn3", "Gn5")  # player 1 wins: Gn3 and Gn5 in front of 1
    state = play(state, "Se1", "Se9")  # player 0 wins again, with no Giant
    assert sorted(state.gnomes_in_front[1]) == list(cards("Gn3 Gn5"))
    assert state.smashed == ()


def test_R12_two_giants_of_the_same_value_smash_two_gnomes() -> None:
    state = phase_two(
        ["Gi3", "Se0", "Se2", "Se5"], ["Gn3", "Gn3", "Gi3", "Se1"], leader=1, void0="Gn"
    )
    state = play(state, "Gn3", "Se0", "Gn3", "Se2")  # two Gnome 3s in front of player 1
    state = play(state, "Se1", "Se5")  # player 0 wins the lead
    assert state.gnomes_in_front == ((), cards("Gn3 Gn3"))
    state = play(state, "Gi3", "Gi3")  # equal: the leader, player 0, wins both Giants
    assert state.gnomes_in_front == ((), ())
    assert state.smashed == cards("Gn3 Gn3")
    smash = GnomeSmashed(0, 1, card("Gi3"), card("Gn3"))
    assert events_of(state, GnomeSmashed) == [smash, smash]
    # Player 1's third Gnome 3, still in hand, is untouched.
    assert card("Gn3") in state.hands[1]


def test_R12_a_giant_without_a_matching_gnome_just_scores() -> None:
    state = phase_two(["Gi5", "Se0", "Se5"], ["Gn3", "Se1", "Gi7"], leader=1, void0="Gn")
    state = play(state, "Gn3", "Se0", "Se1", "Se5")
    state = play(state, "Gi5", "Gi7")  # player 1 wins Gi5 and Gi7; its own Gn3 stays
    assert state.gnomes_in_front == ((), cards("Gn3"))
    assert state.smashed == ()
    assert sorted(state.score_piles[1]) == sorted(cards("Se0 Gi5 Gi7"))


def test_R12_smashed_gnomes_are_public() -> None:
    state = phase_two(
        ["Gi1", "Se0", "Se5"], ["Gn1", "Se1", "Tr4"], leader=1, void0="Gn", void1="Gi"
    )
    state = play(state, "Gn1", "Se0", "Se1", "Se5", "Gi1", "Tr4")
    for seat in (0, 1):
        assert view(state, seat).smashed == (Card.parse("Gn1"),)
        assert GnomeSmashed(0, 1, card("Gi1"), card("Gn1")) in view(state, seat).events
