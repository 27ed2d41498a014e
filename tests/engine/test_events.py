"""Events: what each step did, told card by card and compared by kind (R3, R7, R13, R17)."""

# Test names carry the rule ids (R1, R2, ...) in capitals.

from __future__ import annotations

import pytest

from claim2.engine import DECK, rules
from claim2.engine.events import CardDrawn, CardPlayed, PrizeTaken, TrickWon, TrollTaken

from .scenario import card, deal, phase_two, play


def test_R7_a_card_drawn_is_not_a_prize_taken() -> None:
    """Named tuples with the same items would be equal; events of different kinds are not
    (a face-down draw must never pass for a face-up prize), with ``==`` and ``!=`` alike."""
    dr7 = card("Dr7")
    drawn, taken = CardDrawn(0, dr7), PrizeTaken(0, dr7)
    other: object = taken  # two kinds of event: mypy knows they never compare equal
    assert not drawn == other  # noqa: SIM201 -- the == of events is what is tested
    assert drawn != other
    assert drawn != (0, dr7)
    assert not drawn != CardDrawn(0, dr7)  # noqa: SIM202 -- the != of events is tested
    assert drawn != CardDrawn(1, dr7)
    assert drawn != CardDrawn(0, card("Dr8"))
    assert hash(drawn) == hash(CardDrawn(0, dr7))


@pytest.mark.parametrize("phase", [1, 2])
def test_R3_each_card_played_is_told(phase: int) -> None:
    # player 1 leads Dr3, player 0 answers Dr7
    state = deal(["Dr7"], ["Dr3"], leader=1) if phase == 1 else phase_two(["Dr7"], ["Dr3"], 1)
    state = play(state, "Dr3")
    assert state.events == (CardPlayed(1, card("Dr3")),)
    state = play(state, "Dr7")
    assert state.events[0] == CardPlayed(0, card("Dr7"))
    assert isinstance(state.events[1], TrickWon)


@pytest.mark.parametrize("kind", [CardPlayed, PrizeTaken, CardDrawn, TrollTaken])
def test_R3_R7_R13_the_events_of_a_seat_and_a_card_are_made_once(kind: type[CardDrawn]) -> None:
    """``step`` looks these events up in tables made when the engine is imported (``kind``
    is each of the four kinds; typed as one, as the tables are made one kind at a time)."""
    tables = rules._per_seat_and_card(kind)
    assert len(tables) == 2
    for seat, table in enumerate(tables):
        assert set(table) == set(DECK)
        for each, event in table.items():
            assert type(event) is kind
            assert event == kind(seat, each)
    engine_tables = {
        CardPlayed: rules._CARD_PLAYED,
        PrizeTaken: rules._PRIZE_TAKEN,
        CardDrawn: rules._CARD_DRAWN,
        TrollTaken: rules._TROLL_TAKEN,
    }
    assert engine_tables[kind] == tables
