"""The table's parts, each built from one seat's view: what they show, and nothing hidden."""

from __future__ import annotations

import asyncio
import random
import re
from collections import Counter

import pytest
from textual.app import App, ComposeResult
from textual.widget import Widget

from claim2.engine import DECK, Card, GameState, legal_actions, shuffled_deal, start, step, view
from claim2.present.palette import faction_variables
from claim2.tui.widgets.board import AidsPanel, OpponentSeat, PilesArea, TrickArea, aids_lines

NAMES = ("Ann", "Bob")
CODE = re.compile(r"\b(?:Gn|Gi|Dr|Tr|Se)\d\b")
UNIQUE = frozenset(c for c, n in Counter(DECK).items() if n == 1)


def game_states(seed: int) -> list[GameState]:
    choose = random.Random(seed).choice
    states = [start(shuffled_deal(seed, first_leader=seed % 2))]
    while not states[-1].finished:
        states.append(step(states[-1], choose(legal_actions(states[-1]))))
    return states


class PartsApp(App[None]):
    CSS_PATH = "../../src/claim2/tui/widgets/card.tcss"

    def __init__(self, parts: list[Widget]) -> None:
        super().__init__()
        self.parts = parts

    def get_theme_variable_defaults(self) -> dict[str, str]:
        return {**super().get_theme_variable_defaults(), **faction_variables(True)}

    def compose(self) -> ComposeResult:
        yield from self.parts


def drawn(parts: list[Widget], size: tuple[int, int] = (120, 40)) -> str:
    app = PartsApp(parts)

    async def run() -> str:
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            return "\n".join(s.text for s in app.screen._compositor.render_strips())

    return asyncio.run(run())


def secret(state: GameState, seat: int) -> set[Card]:
    """One-of-a-kind cards the seat has not seen (the opponent's hand, the pile, their draws),
    as in tests/engine/test_r17_views.py."""
    other = 1 - seat
    if state.phase == 2:  # the draws are in the opponent's hand, or played face up
        hidden = set(state.hands[other]) - set(state.prizes[other])
    else:
        hidden = set(state.hands[other]) | set(state.draw_pile) | set(state.draws[other])
    hidden -= {peek.card for peek in state.peeks if peek.player == seat}
    if state.seer is not None and state.seer.winner == seat:
        hidden.discard(state.draw_pile[0])
    return hidden & UNIQUE


@pytest.mark.parametrize("seed", [3, 11])
def test_the_table_shows_no_card_the_seat_has_not_seen(seed: int) -> None:
    states = game_states(seed)
    for index in (0, 7, 20, 30, 45):
        state = states[index]
        seat = state.to_move
        seen = view(state, seat)
        parts: list[Widget] = [
            OpponentSeat(seen, NAMES),
            TrickArea(seen, NAMES),
            PilesArea(seen, NAMES),
        ]
        text = drawn(parts)
        shown = {Card.parse(code) for code in CODE.findall(text)}
        assert not shown & secret(state, seat), index
        assert f"{seen.hand_sizes[1 - seat]} cards in hand" in text
        if state.phase == 1 and state.prize is not None:
            assert state.prize.code in text
            assert str(len(state.draw_pile)) in text
        for card in state.played:
            assert card.code in text


def test_phase_two_piles_are_a_table_with_spaced_values_and_whole_names() -> None:
    state = game_states(5)[-1]  # the end: every pile full
    long_names = ("Annabella-Maximiliana Ten Broek", "Bob")
    text = drawn([PilesArea(view(state, 0), long_names)], size=(200, 50))
    assert long_names[0] in text
    for seat in (0, 1):
        for card in set(state.score_piles[seat]):
            assert str(card.value) in text
    assert re.search(r"\d: \d \d", text)  # values spaced: "3: 9 7 1"


def test_the_aids_list_unseen_cards_by_faction_and_in_phase_two_the_opponents_hand() -> None:
    states = game_states(9)
    first = view(states[0], states[0].to_move)
    lines = [line.plain for line in aids_lines(first, NAMES)]
    assert lines[0].startswith("Not seen yet: Gn ")
    phase_two = next(s for s in states if s.phase == 2)
    seat = phase_two.to_move
    text = " ".join(line.plain for line in aids_lines(view(phase_two, seat), NAMES))
    for card in phase_two.hands[1 - seat]:
        assert card.code in text
    assert drawn([AidsPanel(view(phase_two, seat), NAMES)])


def test_a_trick_result_is_drawn_as_the_cards_that_lay_face_up_and_the_prize_taken() -> None:
    from claim2.engine.events import CardDrawn, PrizeTaken, TrickWon
    from claim2.engine.ruleset import LeadReason
    from claim2.game.steps import TrickResult
    from claim2.tui.widgets.board import result_cards

    lead, answer, prize, hidden = (Card.parse(c) for c in ("Gn5", "Gi3", "Dr6", "Tr9"))
    trick = TrickWon(1, 4, 1, (lead, answer), 1, 1, LeadReason.WON_TRICK)
    events = (PrizeTaken(1, prize), CardDrawn(0, hidden))
    specs, labels = result_cards(TrickResult(trick, events), NAMES)
    assert [spec.card for spec in specs] == [lead, answer, prize]
    assert labels[:2] == ["Bob", "Ann"]
    assert labels[2].endswith("Bob")
    # phase two: no prize, only the two cards
    trick = TrickWon(2, 4, 0, (lead, answer), 0, 0, LeadReason.WON_TRICK)
    specs, labels = result_cards(TrickResult(trick, ()), NAMES)
    assert [spec.card for spec in specs] == [lead, answer]
