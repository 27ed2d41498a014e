"""R8: a phase-one winner who played a Seer peeks at the top card and chooses."""

# Test names carry the rule ids (R1, R2, ...) in capitals.

from __future__ import annotations

import pytest

from claim2.engine import Card, GameState, IllegalAction, SeerChoice, legal_actions, view
from claim2.engine.events import CardDrawn, PhaseTwoBegan, PrizeTaken, SeerChose, SeerPeeked
from claim2.engine.state import SeerPeek

from .scenario import cards, deal, phase_two, play

TOP = ["Tr5", "Dr9", "Gi9", "Dr8"]  # prize Tr5, hidden top card Dr9, next prize Gi9
BOTH = (SeerChoice.PRIZE, SeerChoice.TOP)


def seer_won_by_leader() -> GameState:
    # Player 1's only Seer is Se2: it must follow Se5 and loses.
    return play(deal(["Se5"], ["Se2"], top=TOP), "Se5", "Se2")


def test_R8_winner_who_led_a_seer_must_choose() -> None:
    state = seer_won_by_leader()
    assert state.seer is not None
    assert state.seer.winner == 0
    assert state.to_move == 0
    assert legal_actions(state) == BOTH
    assert state.seer_peek == Card.parse("Dr9")
    assert SeerPeeked(0, Card.parse("Dr9")) in state.events
    # Nothing is handed out yet; the trick is over and its cards discarded.
    assert state.trick == 1
    assert state.prize == Card.parse("Tr5")
    assert state.prizes == state.draws == ((), ())
    assert state.discards == cards("Se5 Se2")
    assert state.played == ()


def after_choosing(choice: SeerChoice, taker: int, drawer: int) -> GameState:
    """The leader's Seer choice made: ``taker`` has the prize Tr5 and ``drawer`` the hidden
    top card Dr9, both said in the events; trick 2 shows the next prize Gi9."""
    state = play(seer_won_by_leader(), choice.code)
    assert state.seer is None
    assert state.prizes == tuple(cards("Tr5") if seat == taker else () for seat in (0, 1))
    assert state.draws == tuple(cards("Dr9") if seat == drawer else () for seat in (0, 1))
    assert SeerChose(0, choice) in state.events
    assert PrizeTaken(taker, Card.parse("Tr5")) in state.events
    assert CardDrawn(drawer, Card.parse("Dr9")) in state.events
    assert state.trick == 2
    assert state.prize == Card.parse("Gi9")
    assert state.draw_pile[0] == Card.parse("Dr8")
    return state


def test_R8_choosing_the_prize() -> None:
    state = after_choosing(SeerChoice.PRIZE, taker=0, drawer=1)
    assert state.leader == 0


def test_R8_choosing_the_top_card() -> None:
    after_choosing(SeerChoice.TOP, taker=1, drawer=0)


def test_R8_follower_who_wins_with_a_seer_chooses() -> None:
    # Player 0 leads Se2; player 1 follows with the higher Se5.
    state = play(deal(["Se2"], ["Se5"], top=TOP), "Se2", "Se5")
    assert state.seer is not None
    assert state.seer.winner == 1
    assert state.to_move == 1
    assert legal_actions(state) == BOTH
    state = play(state, "seer:top")
    assert state.draws == ((), cards("Dr9"))
    assert state.prizes == (cards("Tr5"), ())
    assert state.leader == 1


def test_R8_leader_wins_with_a_seer_the_follower_could_not_follow() -> None:
    state = play(deal(["Se3"], ["Gn9"], top=TOP, void1="Se"), "Se3", "Gn9")
    assert state.seer is not None
    assert state.seer.winner == 0


def test_R8_a_seer_played_by_the_loser_does_nothing() -> None:
    # Player 1 has no Gnome and throws Se9 on a led Gnome: player 0 wins.
    state = play(deal(["Gn3"], ["Se9"], top=TOP, void1="Gn"), "Gn3", "Se9")
    assert state.seer is None
    assert state.trick == 2
    assert state.prizes == (cards("Tr5"), ())
    assert state.draws == ((), cards("Dr9"))
    assert not any(isinstance(event, SeerPeeked | SeerChose) for event in state.events)
    assert legal_actions(state) != BOTH


def test_R8_choice_offered_even_when_prize_and_top_card_are_alike() -> None:
    state = play(deal(["Se5"], ["Se2"], top=["Gn1", "Gn1"]), "Se5", "Se2")
    assert state.seer is not None
    assert legal_actions(state) == BOTH
    state = play(state, "seer:top")
    assert state.draws == (cards("Gn1"), ())
    assert state.prizes == ((), cards("Gn1"))


def test_R8_the_pending_choice_is_the_only_legal_action() -> None:
    state = seer_won_by_leader()
    with pytest.raises(IllegalAction, match=r"seer:prize or seer:top"):
        play(state, "Gn1")
    assert view(state, 0).legal_actions == BOTH
    assert view(state, 1).legal_actions == ()


def test_R8_no_seer_choice_without_a_seer_win() -> None:
    state = deal(["Se5"], ["Se2"], top=TOP)
    assert SeerChoice.PRIZE not in legal_actions(state)
    with pytest.raises(IllegalAction, match="no Seer choice"):
        play(state, "seer:prize")
    with pytest.raises(IllegalAction, match="no Seer choice"):
        play(play(state, "Se5"), "seer:top")


def test_R8_only_the_seer_winner_sees_the_peek() -> None:
    state = seer_won_by_leader()
    mine, theirs = view(state, 0), view(state, 1)
    assert mine.seer_pending == theirs.seer_pending == 0
    assert mine.seer_peek == Card.parse("Dr9")
    assert theirs.seer_peek is None
    assert SeerPeeked(0, Card.parse("Dr9")) in mine.events
    assert SeerPeeked(0, None) in theirs.events
    assert SeerPeeked(0, Card.parse("Dr9")) not in theirs.events


def test_R8_the_loser_learns_the_choice_not_the_hidden_card() -> None:
    state = play(seer_won_by_leader(), "seer:top")
    loser = view(state, 1)
    assert SeerChose(0, SeerChoice.TOP) in loser.events
    assert CardDrawn(0, None) in loser.events
    assert loser.prizes == ((), cards("Tr5"))
    assert loser.my_draws == ()
    assert view(state, 0).my_draws == cards("Dr9")


def test_R8_seers_do_nothing_in_phase_two() -> None:
    state = play(phase_two(["Se5"], ["Se2"], leader=0), "Se5", "Se2")
    assert state.seer is None
    assert state.trick == 2
    assert sorted(state.score_piles[0]) == sorted(cards("Se5 Se2"))
    assert not any(isinstance(event, SeerPeeked) for event in state.events)


def test_R8_seer_choice_on_the_last_trick_of_phase_one() -> None:
    # Player 0: Se5 and the twelve Gnomes 1 1 1 3 3 3 5 5 5 7 7 7. Player 1: Se2,
    # the nine Giants, Tr0, Tr1, Tr2. The rest of the deck, in deck order, is the
    # draw pile, so its last two cards are Se8 (last prize) and Se9 (last top card).
    state = deal(["Se5"], ["Se2"], void1="Gn Dr Se")
    gnomes = ["Gn1"] * 3 + ["Gn3"] * 3 + ["Gn5"] * 3 + ["Gn7"] * 3
    others = ["Gi1", "Gi1", "Gi3", "Gi3", "Gi5", "Gi5", "Gi7", "Gi7", "Gi9", "Tr0", "Tr1", "Tr2"]
    for lead, second in zip(gnomes, others, strict=True):
        state = play(state, lead, second)
    assert state.trick == 13
    assert state.prize == Card.parse("Se8")
    state = play(state, "Se5", "Se2")
    assert state.phase == 1
    assert state.seer_peek == Card.parse("Se9")
    state = play(state, "seer:top")
    assert state.phase == 2
    assert state.leader == 0
    assert PhaseTwoBegan(0) in state.events
    assert Card.parse("Se9") in state.hands[0]
    assert Card.parse("Se8") in state.hands[1]
    assert state.draw_pile == ()
    assert [len(hand) for hand in state.hands] == [13, 13]
    # the peek is remembered into phase two, by the winner's view only
    peek = SeerPeek(0, 13, Card.parse("Se9"), SeerChoice.TOP)
    assert state.peeks[-1] == peek
    assert view(state, 0).my_peeks[-1] == peek and view(state, 1).my_peeks == ()


def test_R8_while_the_choice_waits_the_trick_keeps_its_leader() -> None:
    # Player 0 leads Se2 and player 1 wins with Se5: player 1 must choose, and only
    # then leads trick 2 (R5); until then trick 1 and its leader stand, for both views.
    state = play(deal(["Se2"], ["Se5"], top=TOP), "Se2", "Se5")
    assert (state.trick, state.leader, state.to_move) == (1, 0, 1)
    for seat in (0, 1):
        seen = view(state, seat)
        assert (seen.trick, seen.leader, seen.to_move, seen.seer_pending) == (1, 0, 1, 1)
    state = play(state, "seer:prize")
    assert (state.trick, state.leader, state.to_move) == (2, 1, 1)
