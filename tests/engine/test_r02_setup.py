"""R2: the deal: 13 cards each, 26 in the draw pile, an agreed first leader."""

# Test names carry the rule ids (R1, R2, ...) in capitals.

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

import pytest

from claim2.engine import (
    DECK,
    Card,
    CardCodeError,
    DealError,
    DealProblem,
    Faction,
    deal_from,
    make_deal,
    new_game,
    shuffled_deal,
)

from .scenario import fill, parse_cards


def test_R2_shuffled_deal_splits_13_13_26() -> None:
    dealt = shuffled_deal(seed=7)
    assert [len(hand) for hand in dealt.hands] == [13, 13]
    assert len(dealt.draw_pile) == 26
    everything = dealt.hands[0] + dealt.hands[1] + dealt.draw_pile
    assert Counter(everything) == Counter(DECK)


def test_R2_same_seed_same_deal_other_seed_other_deal() -> None:
    assert shuffled_deal(seed=11) == shuffled_deal(seed=11)
    assert shuffled_deal(seed=11) != shuffled_deal(seed=12)
    assert shuffled_deal(seed="abc") == shuffled_deal(seed="abc")


def test_R2_new_game_turns_up_the_first_prize() -> None:
    dealt = shuffled_deal(seed=3)
    state = new_game(seed=3)
    assert state.phase == 1
    assert state.trick == 1
    assert state.prize == dealt.draw_pile[0]
    assert state.draw_pile == dealt.draw_pile[1:]
    assert state.hands == (tuple(sorted(dealt.hands[0])), tuple(sorted(dealt.hands[1])))
    assert not state.finished


@pytest.mark.parametrize("first_leader", [0, 1])
def test_R2_the_agreed_player_leads_first(first_leader: int) -> None:
    state = new_game(seed=5, first_leader=first_leader)
    assert state.leader == first_leader
    assert state.to_move == first_leader


def test_R2_deal_from_uses_the_deal_as_given() -> None:
    hand0, hand1, pile = fill("Se9 Dr0", "Tr5", "Gi9 Gn9")
    state = deal_from((hand0, hand1), pile, 1)
    assert state.leader == 1
    assert state.prize == Card.parse("Gi9")
    assert state.draw_pile[0] == Card.parse("Gn9")
    assert len(state.draw_pile) == 25
    assert state.hands[0] == tuple(sorted(parse_cards(hand0)))
    assert Card.parse("Tr5") in state.hands[1]
    assert state.prizes == state.draws == state.score_piles == ((), ())
    assert state.played == state.discards == state.trolls_aside == state.smashed == ()


def test_R2_deal_from_accepts_cards_as_well_as_codes() -> None:
    hand0, hand1, pile = fill()
    from_codes = deal_from((hand0, hand1), pile)
    from_cards = deal_from((parse_cards(hand0), parse_cards(hand1)), parse_cards(pile))
    assert from_codes == from_cards


def test_R2_make_deal_rejects_a_short_hand() -> None:
    hand0, hand1, pile = fill()
    with pytest.raises(DealError, match="hand 1 has 12 cards"):
        make_deal((hand0, hand1[:-1]), pile + hand1[-1:])


def test_R2_make_deal_rejects_a_long_pile() -> None:
    hand0, hand1, pile = fill()
    with pytest.raises(DealError, match="hand 0 has 12 cards"):
        make_deal((hand0[1:], hand1), [*pile, hand0[0]])
    with pytest.raises(DealError, match="draw pile has 27 cards"):
        make_deal((hand0, hand1), [*pile, "Gn1"])


def test_R2_make_deal_names_a_card_that_is_not_in_the_deck_so_often() -> None:
    hand0, hand1, pile = fill()
    assert hand0[-1] == "Gn9"  # hand 0 is filled with the deck's 13 Gnomes
    bad = [*hand0[:-1], "Gn7"]  # now four Gn7 and no Gn9
    with pytest.raises(DealError) as error:
        make_deal((bad, hand1), pile)
    message = str(error.value)
    assert "Gn7 4 times (the deck has 3)" in message
    assert "Gn9 0 times (the deck has 1)" in message


def test_R2_make_deal_rejects_unknown_codes() -> None:
    hand0, hand1, pile = fill()
    with pytest.raises(CardCodeError, match="Gn2"):
        make_deal(([*hand0[:-1], "Gn2"], hand1), pile)


def test_R2_make_deal_rejects_a_bad_first_leader() -> None:
    hand0, hand1, pile = fill()
    with pytest.raises(DealError, match="first leader"):
        make_deal((hand0, hand1), pile, 2)


def test_R2_make_deal_wants_two_hands() -> None:
    hand0, hand1, pile = fill()
    with pytest.raises(DealError, match="2 hands"):
        make_deal((hand0,), pile + hand1)


def test_R2_make_deal_rejects_a_string_for_a_hand() -> None:
    _, hand1, pile = fill()
    with pytest.raises(DealError, match="not the string"):
        make_deal(("Gn1 Gn1 Gn1", hand1), pile)


@pytest.mark.parametrize("first_leader", [2, -1, True, "0"])
def test_R2_a_shuffled_deal_rejects_a_bad_first_leader(first_leader: object) -> None:
    with pytest.raises(DealError, match="first leader"):
        new_game(seed=1, first_leader=first_leader)  # type: ignore[arg-type]
    with pytest.raises(DealError, match="first leader"):
        shuffled_deal(seed=1, first_leader=first_leader)  # type: ignore[arg-type]


def test_R2_player_0_leads_first_unless_agreed_otherwise() -> None:
    hand0, hand1, pile = fill()
    assert shuffled_deal(seed=4).first_leader == 0
    assert new_game(seed=4).leader == 0
    assert make_deal((hand0, hand1), pile).first_leader == 0
    assert deal_from((hand0, hand1), pile).leader == 0


def test_R2_make_deal_rejects_a_card_object_not_in_the_deck() -> None:
    hand0, hand1, pile = fill()
    not_a_card = Card(Faction.GNOMES, 2)
    with pytest.raises(CardCodeError, match="is not a card of the deck"):
        make_deal(([*parse_cards(hand0[:-1]), not_a_card], hand1), pile)


HAND0, HAND1, PILE = fill()
# A bad deal, what is wrong with it and the numbers a front end words it with
# (claim2.text.wording.deal_error_text).
BAD_DEALS: dict[str, tuple[Callable[[], object], DealProblem, dict[str, object]]] = {
    "leader": (
        lambda: make_deal((HAND0, HAND1), PILE, 2),
        DealProblem.FIRST_LEADER,
        {"value": 2},
    ),
    "shuffled leader": (
        lambda: shuffled_deal(seed=1, first_leader=-1),
        DealProblem.FIRST_LEADER,
        {"value": -1},
    ),
    "one hand": (
        lambda: make_deal((HAND0,), PILE + HAND1),
        DealProblem.HAND_COUNT,
        {"count": 1},
    ),
    "short hand": (
        lambda: make_deal((HAND0, HAND1[:-1]), PILE + HAND1[-1:]),
        DealProblem.HAND_SIZE,
        {"hand": 1, "count": 12, "expected": 13},
    ),
    "long pile": (
        lambda: make_deal((HAND0, HAND1), [*PILE, "Gn1"]),
        DealProblem.DRAW_PILE_SIZE,
        {"count": 27, "expected": 26},
    ),
    "string": (
        lambda: make_deal(("Gn1 Gn1", HAND1), PILE),
        DealProblem.NOT_A_LIST,
        {"value": "Gn1 Gn1"},
    ),
    "not the deck": (
        lambda: make_deal(([*HAND0[:-1], "Gn7"], HAND1), PILE),  # HAND0 ends with Gn9
        DealProblem.NOT_THE_DECK,
        {"wrong": ((Card.parse("Gn7"), 4, 3), (Card.parse("Gn9"), 0, 1))},
    ),
}


@pytest.mark.parametrize("name", BAD_DEALS)
def test_R2_a_deal_error_tells_the_problem_and_its_numbers(name: str) -> None:
    make, problem, details = BAD_DEALS[name]
    with pytest.raises(DealError) as error:
        make()
    assert error.value.problem is problem
    assert error.value.details == details
