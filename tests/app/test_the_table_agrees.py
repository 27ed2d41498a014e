"""The game screen says one thing at a time (issue 49, case 15), at 80×24 and 120×40: the
computer's answer that ended a trick stays on the table with both cards while the words
say it (the slots stood empty, the trick called the last one); a table that fits after a
resize from a larger terminal shows its last line (it hid behind "More below"); Enter on a
Seer choice with nothing pointed at says so; a note never covers a card. What the
computer's turn says, and when a Seer choice is made, are decided below Textual
(``tests/sitting/test_computer_seat.py``, ``tests/sitting/test_seer_keys.py``)."""

from __future__ import annotations

import pytest

from claim2.game.steps import ScreenKind
from claim2.records.record import GameRecord, replay_states

from .conftest import AppAt
from .games import CARD_CODE, first_record, leading, record_until, seer_pending

SIZES = [(80, 24), (120, 40)]
EMPTY_SLOTS = ("╎ ? ╎", "╎  ?  ╎")  # a card's place in the trick, narrow and wide


def seer_led_to_the_computer(record: GameRecord) -> bool:
    """Ann (seat 0) has led a Seer in phase one: the computer's answer ends the trick, and
    a Seer's winner is to choose."""
    state = replay_states(record)[-1]
    played = state.played
    return (
        state.phase == 1
        and len(played) == 1
        and played[0].code.startswith("Se")
        and (state.to_move == 1)
    )


@pytest.mark.parametrize("size", SIZES)
async def test_the_computers_answer_that_ends_a_trick_stays_on_the_table_while_it_is_said(
    app_at: AppAt, size: tuple[int, int]
) -> None:
    record = first_record(seer_led_to_the_computer, seed=4, computer="easy")
    async with app_at(record, size=size) as run:
        scene = run.scene
        assert scene.kind is ScreenKind.COMPUTER and scene.computer_move is not None
        seen = scene.seen
        assert seen is not None and seen.last_trick is not None and not seen.played
        led, answer = seen.last_trick.cards
        lines = run.text().splitlines()
        assert run.shows(f"Computer (easy) plays {answer.code}.")
        assert any(led.code in line and answer.code in line for line in lines)  # the trick
        assert not any(slot in line for line in lines for slot in EMPTY_SLOTS)
        assert not run.shows("Last trick")  # it is on the table, not the last one yet


async def test_a_table_that_fits_after_a_resize_shows_its_last_line(app_at: AppAt) -> None:
    """Late in phase one the table above the hand fits 80×24 exactly; after a resize from
    120×40 its last line ("Last trick") stayed behind "More below"."""
    async with app_at(record_until(leading(8), computer="easy"), size=(120, 40)) as run:
        await run.pass_the_computer()
        assert run.kind() is ScreenKind.TURN
        await run.pilot.resize_terminal(80, 24)
        await run.settle()
        assert run.shows("Last trick: Ann led Gn7, Computer (easy) played Dr1. Ann won.")
        assert not run.shows("More below")


@pytest.mark.parametrize("size", SIZES)
async def test_enter_on_a_seer_choice_with_nothing_chosen_says_so(
    app_at: AppAt, size: tuple[int, int]
) -> None:
    record = first_record(lambda r: seer_pending(replay_states(r)[-1]))
    async with app_at(record, size=size) as run:
        await run.after_quiet("enter")
        assert run.kind() is ScreenKind.SEER
        await run.after_quiet("enter")
        assert run.shows("Nothing is chosen yet: press 1 for the prize or 2 for the top card.")
        assert run.kind() is ScreenKind.SEER
        await run.after_quiet("2")
        assert run.table.session.record.actions[-1] == "seer:top"


@pytest.mark.parametrize("size", SIZES)
async def test_a_note_covers_no_card(app_at: AppAt, size: tuple[int, int]) -> None:
    async with app_at(record_until(leading(6), computer="easy"), size=size) as run:
        await run.pass_the_computer()
        before = CARD_CODE.findall(run.text())
        await run.after_quiet("h")  # a game without hints: a note says so
        await run.wait_until(lambda: run.says("Hints are off in this game."), "the note")
        assert CARD_CODE.findall(run.text()) == before
