"""The follower lines of a private screen after a Seer choice (R8, R17): what is hidden
from whom, and the Seer winner's memory of their peeks."""

from __future__ import annotations

from claim2.engine import GameState, view
from claim2.present.scenes.turn import own_followers_lines
from claim2.tui.narrate import content
from engine.scenario import deal, play

NAMES = ("Ann", "Bob")


def lines(state: GameState, seat: int) -> list[str]:
    """The lines as read on the screen (the cards' colours left out)."""
    return [content(line).plain for line in own_followers_lines(view(state, seat), NAMES)]


def test_a_kept_prize_the_loser_drew_is_not_hidden_from_the_seer_winner() -> None:
    # Bob wins with Se5 and peeks at Gi9; he keeps the prize Tr5, so Ann draws Gi9.
    state = play(deal(["Se2"], ["Se5", "Tr0"], ["Tr5", "Gi9"]), "Se2", "Se5", "seer:prize")
    ann, bob = lines(state, 0), lines(state, 1)
    assert ann == ["Your follower pile: Gi9 · hidden from Bob: —"]
    assert bob[0] == "Your follower pile: Tr5 · hidden from Ann: —"
    assert bob[1] == "Your Seer peeks: trick 1 Gi9, left to Ann"


def test_a_top_card_taken_stays_hidden_from_the_loser_and_is_remembered() -> None:
    state = play(deal(["Se2"], ["Se5", "Tr0"], ["Tr5", "Gi9"]), "Se2", "Se5", "seer:top")
    ann, bob = lines(state, 0), lines(state, 1)
    assert ann == ["Your follower pile: Tr5 · hidden from Bob: —"]
    assert bob == [
        "Your follower pile: Gi9 · hidden from Ann: Gi9",
        "Your Seer peeks: trick 1 Gi9, taken",
    ]
