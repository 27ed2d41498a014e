"""R17 on screen: a private screen shows only its player's view; public screens
show no hidden card.

Two games that differ only in cards a player has not seen (the opponent's
hand, the face-down draws, the draw pile) must give that player the very same
screen; public screens must be the same whatever the hidden cards are.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from claim2.engine import Card
from claim2.game.records import GameRecord, replay_states, save_record
from claim2.tui.app import Claim2App
from claim2.tui.screens.handoff import HandoffPane
from claim2.tui.screens.seer import SeerPane
from claim2.tui.screens.trick_result import TrickResultPane
from claim2.tui.screens.turn import TurnPane

from .driver import CARD_CODE, keys, resume_game, settled_text, top
from .games import hidden_variant, last_state, record_until

SITUATIONS = {
    "leading": lambda state: state.trick == 5 and not state.played,
    "following": lambda state: state.trick == 6 and len(state.played) == 1,
    "seer choice": lambda state: state.seer is not None,
}


def screens_of(record: GameRecord, data_dir: Path, *, play_on: bool = False) -> list[str]:
    """Resume ``record`` and read the screens: hand-off, the private screen and, with
    ``play_on``, the screens after the player plays their first legal card by keys."""
    save_record(record, data_dir / "saves" / "current.json")

    async def read() -> list[str]:
        app = Claim2App()
        texts = []
        async with app.run_test(size=(80, 24)) as pilot:
            await resume_game(pilot)
            assert isinstance(top(app), HandoffPane)
            texts.append(await settled_text(pilot))
            await keys(pilot, "enter")
            assert isinstance(top(app), TurnPane | SeerPane)
            texts.append(await settled_text(pilot))
            if play_on:
                await keys(pilot, "home", "enter")  # the first playable card ends the trick
                # its result: on the hand-off when the laptop changes hands, else on its own
                assert isinstance(top(app), HandoffPane | TrickResultPane)
                assert top(app).shown.result is not None
                texts.append(await settled_text(pilot))
                await keys(pilot, "l")
                texts.append(await settled_text(pilot))
                await keys(pilot, "escape")
                assert isinstance(top(app), HandoffPane | TrickResultPane)
                texts.append(await settled_text(pilot))
        return texts

    return asyncio.run(read())


@pytest.mark.parametrize("situation", SITUATIONS)
def test_a_private_screen_is_the_same_whatever_the_opponent_hides(
    situation: str, data_dir: Path
) -> None:
    record = record_until(7, SITUATIONS[situation])
    state = last_state(record)
    seat = state.to_move
    variant = hidden_variant(record, seat)
    assert last_state(variant).hands[1 - seat] != state.hands[1 - seat] or (
        last_state(variant).draw_pile != state.draw_pile
    )
    first = screens_of(record, data_dir)
    second = screens_of(variant, data_dir)
    assert first == second
    assert state.hands[seat][0].code in first[1]  # the player's own hand is shown


def test_public_screens_after_a_trick_are_the_same_whatever_is_hidden(data_dir: Path) -> None:
    """The trick's result (on the hand-off), the log and the screen after it never show the
    loser's draw."""
    record = record_until(7, lambda state: state.trick == 3 and len(state.played) == 1)
    seat = last_state(record).to_move
    variant = hidden_variant(record, seat)
    states = replay_states(record)
    loser_draw_differs = replay_states(variant)[-1].draw_pile[0] != states[-1].draw_pile[0]
    assert loser_draw_differs, "the variant should change what the loser draws"
    first = screens_of(record, data_dir, play_on=True)
    second = screens_of(variant, data_dir, play_on=True)
    assert len(first) == 5
    assert first[2:] == second[2:]


# The public screens of a whole game (hand-offs, trick results, phase two, the end)
# are checked card by card in test_whole_games, with driver.only_revealed_cards.


def test_card_codes_in_the_check_are_real_cards() -> None:
    assert CARD_CODE.findall("Gn3, Dr0 and Se9 but not Gn33") == ["Gn3", "Dr0", "Se9"]
    assert Card.parse("Gn3").code == "Gn3"
