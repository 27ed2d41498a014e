"""R10: the follower piles become the hands; the winner scores both played cards."""

# Test names carry the rule ids (R1, R2, ...) in capitals.

from __future__ import annotations

from claim2.engine import DECK, Faction, legal_actions, rules, ruleset, step, view
from claim2.engine.events import CardsScored, TrickWon
from claim2.engine.ruleset import Destination

from .scenario import cards, one_sided_phase_one, phase_two, play

# one_sided_phase_one: player 0 wins all 13 tricks, so it gets the prizes (the
# even positions of the draw pile) and player 1 the hidden cards (the odd ones).
# The pile is the rest of the deck in deck order:
#   Gn9 Gi1 Gi1 Gi3 Gi3 Gi5 Gi7 Gi7 Gi9 Dr0 Dr1 Dr2 Dr3 Dr5 Dr6 Dr7 Dr8 Dr9
#   Se2 Se3 Se4 Se5 Se6 Se7 Se8 Se9
EVEN = "Gn9 Gi1 Gi3 Gi7 Gi9 Dr1 Dr3 Dr6 Dr8 Se2 Se4 Se6 Se8"
ODD = "Gi1 Gi3 Gi5 Gi7 Dr0 Dr2 Dr5 Dr7 Dr9 Se3 Se5 Se7 Se9"


def test_R10_the_follower_piles_become_the_hands() -> None:
    state = one_sided_phase_one("Gi5", "Dr4")
    assert state.phase == 2
    assert state.trick == 1
    assert state.prize is None
    assert state.hands == (cards(EVEN), cards(ODD))
    assert sorted(state.prizes[0]) == list(cards(EVEN))
    assert sorted(state.draws[1]) == list(cards(ODD))
    assert state.prizes[1] == state.draws[0] == ()
    assert view(state, 0).hand == cards(EVEN)
    assert view(state, 1).hand == cards(ODD)


def test_R10_the_winner_scores_both_cards() -> None:
    state = play(phase_two(["Dr7"], ["Dr3"]), "Dr7", "Dr3")
    assert sorted(state.score_piles[0]) == list(cards("Dr3 Dr7"))
    assert state.score_piles[1] == ()
    assert CardsScored(0, cards("Dr7 Dr3")) in state.events
    state = play(phase_two(["Dr3"], ["Dr7"]), "Dr3", "Dr7")
    assert state.score_piles[0] == ()
    assert sorted(state.score_piles[1]) == list(cards("Dr3 Dr7"))


def test_R10_cards_of_different_factions_go_to_the_winner() -> None:
    # Player 1 has no Seer and plays Dr9: player 0 wins both, player 1 leads (R5).
    state = play(phase_two(["Se4"], ["Dr9"], void1="Se"), "Se4", "Dr9")
    assert sorted(state.score_piles[0]) == sorted(cards("Se4 Dr9"))
    assert state.leader == 1


def test_R10_phase_two_cards_are_not_discarded() -> None:
    start = phase_two(["Dr7"], ["Dr3"])
    assert len(start.discards) == 26  # the cards played in phase one
    state = play(start, "Dr7", "Dr3")
    assert state.discards == start.discards
    assert state.draw_pile == ()


def test_R10_score_piles_are_public() -> None:
    state = play(phase_two(["Dr7"], ["Dr3"]), "Dr7", "Dr3")
    assert view(state, 1).score_piles == view(state, 0).score_piles == (cards("Dr3 Dr7"), ())


def test_R10_thirteen_tricks_then_the_game_is_over() -> None:
    state = one_sided_phase_one("Gi5", "Dr4")
    tricks = []
    while not state.finished:
        state = step(state, legal_actions(state)[0])
        tricks += [e.trick for e in state.events if isinstance(e, TrickWon)]
    assert tricks == list(range(1, 14))
    assert state.hands == ((), ())
    assert legal_actions(state) == ()


def test_R10_the_finished_game_stays_at_the_last_trick_of_phase_two() -> None:
    state = one_sided_phase_one("Gi5", "Dr4")
    while not state.finished:
        state = step(state, legal_actions(state)[0])
    assert (state.phase, state.trick) == (2, 13)
    assert view(state, 0).trick == view(state, 1).trick == 13
    assert state.last_trick is not None
    assert (state.last_trick.phase, state.last_trick.trick) == (2, 13)


# R10: a card won in phase two scores; R11: a Gnome lies in front of the winner instead;
# R13: a Troll is set aside first (the winner then takes the highest of the pool).
WHERE_WON_CARDS_GO = {
    Faction.GNOMES: Destination.FRONT,
    Faction.GIANTS: Destination.SCORE,
    Faction.DRAGONS: Destination.SCORE,
    Faction.TROLLS: Destination.ASIDE,
    Faction.SEERS: Destination.SCORE,
}


def test_R10_R11_R13_where_a_card_won_in_phase_two_goes() -> None:
    for faction, where in WHERE_WON_CARDS_GO.items():
        assert ruleset._destination(ruleset.FACTION_RULES[faction]) is where, faction
        assert ruleset.DESTINATION[faction] is where, faction
    for card in DECK:  # the engine's table, worked out once for the deck
        assert rules._DESTINATION[card] is WHERE_WON_CARDS_GO[card.faction], card
