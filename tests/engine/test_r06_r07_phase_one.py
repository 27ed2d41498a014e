"""R6, R7: the prize is turned up; the winner takes it, the loser draws face down."""

# Test names carry the rule ids (R1, R2, ...) in capitals.

from __future__ import annotations

from claim2.engine import Card, view
from claim2.engine.events import CardDrawn, PrizeRevealed, PrizeTaken

from .scenario import cards, deal, play

TOP = ["Tr5", "Se8", "Gi9", "Dr9", "Tr8"]


def test_R6_the_top_card_is_the_first_prize() -> None:
    state = deal(["Dr7"], ["Dr3"], top=TOP)
    assert state.prize == Card.parse("Tr5")
    assert state.events == (PrizeRevealed(1, Card.parse("Tr5")),)
    assert state.draw_pile[:4] == cards("Se8 Gi9 Dr9 Tr8")
    assert len(state.draw_pile) == 25


def test_R6_both_players_see_the_prize() -> None:
    state = deal(["Dr7"], ["Dr3"], top=TOP)
    assert view(state, 0).prize == view(state, 1).prize == Card.parse("Tr5")


def test_R6_the_next_prize_is_turned_up_after_the_trick() -> None:
    state = play(deal(["Dr7"], ["Dr3"], top=TOP), "Dr7", "Dr3")
    assert state.trick == 2
    assert state.prize == Card.parse("Gi9")
    assert PrizeRevealed(2, Card.parse("Gi9")) in state.events
    assert state.draw_pile[0] == Card.parse("Dr9")
    assert len(state.draw_pile) == 23
    assert view(state, 1).prize == Card.parse("Gi9")


def test_R6_the_prize_is_turned_up_before_the_leader_plays() -> None:
    state = deal(["Dr7"], ["Dr3"], top=TOP)
    assert state.played == ()
    assert state.to_move == 0
    assert view(state, 0).prize is not None


def test_R7_winner_takes_the_prize_loser_draws_the_next_card() -> None:
    state = play(deal(["Dr7"], ["Dr3"], top=TOP), "Dr7", "Dr3")
    assert state.prizes == (cards("Tr5"), ())
    assert state.draws == ((), cards("Se8"))
    assert PrizeTaken(0, Card.parse("Tr5")) in state.events
    assert CardDrawn(1, Card.parse("Se8")) in state.events
    assert state.followers == (cards("Tr5"), cards("Se8"))


def test_R7_when_the_second_player_wins() -> None:
    state = play(deal(["Dr3"], ["Dr7"], top=TOP), "Dr3", "Dr7")
    assert state.prizes == ((), cards("Tr5"))
    assert state.draws == (cards("Se8"), ())


def test_R7_played_cards_are_discarded_face_up_in_play_order() -> None:
    state = play(deal(["Dr7"], ["Dr3"], top=TOP), "Dr7", "Dr3")
    assert state.discards == cards("Dr7 Dr3")
    assert state.played == ()
    assert state.score_piles == ((), ())
    # Player 1 played a Dragon, so leads the second trick (R5) with a Giant;
    # player 0 has only Gnomes left and cannot follow.
    assert state.leader == 1
    state = play(state, "Gi1", "Gn1")
    assert state.discards == cards("Dr7 Dr3 Gi1 Gn1")
    view0, view1 = view(state, 0), view(state, 1)
    assert view0.discards == view1.discards == cards("Dr7 Dr3 Gi1 Gn1")


def test_R7_the_drawn_card_is_private_to_the_loser() -> None:
    state = play(deal(["Dr7"], ["Dr3"], top=TOP), "Dr7", "Dr3")
    winner, loser = view(state, 0), view(state, 1)
    assert loser.my_draws == cards("Se8")
    assert loser.followers == cards("Se8")
    assert CardDrawn(1, Card.parse("Se8")) in loser.events
    assert winner.my_draws == ()
    assert CardDrawn(1, None) in winner.events
    assert CardDrawn(1, Card.parse("Se8")) not in winner.events


def test_R7_the_prize_stays_public_and_pile_sizes_are_public() -> None:
    state = play(deal(["Dr7"], ["Dr3"], top=TOP), "Dr7", "Dr3")
    for seat in (0, 1):
        seen = view(state, seat)
        assert seen.prizes == (cards("Tr5"), ())
        assert seen.follower_counts == (1, 1)
        assert seen.hand_sizes == (12, 12)
        assert seen.draw_pile_size == 23
    assert view(state, 0).followers == cards("Tr5")
