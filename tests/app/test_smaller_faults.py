"""The smaller faults of issue 46, case 7, and of issue 41, case 5, through the app: the
followers' columns line up; the names under a trick's cards are whole where there is room;
no hole between the piles and the hand on a large terminal; the computer's name and the
table's words in Dutch; a note never covers a hand-off's border; the keys list has no hint
when hints are off. The match's new tally only with the end is test_end.py's."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from claim2.game.steps import ScreenKind
from claim2.records.record import GameRecord, upgraded
from claim2.text.i18n import set_language
from claim2.tui.screens.overlays.keys import KeysScreen

from .conftest import AppAt
from .driving import Run
from .games import first_record, following, last_state, leading, record_until

HINT_KEY = r"(?<!\w)h\s+Hint\b"  # the keys list's line for h


def persons_last_card(record: GameRecord) -> bool:
    """The person (seat 0) is about to answer, in phase one, the computer's lead."""
    state = last_state(record)
    return state.phase == 1 and state.trick > 2 and state.to_move == 0 and len(state.played) == 1


def line_with(run: Run, words: str, start: str = "") -> str:
    """The screen's first line with ``words`` (that begins with ``start``)."""
    lines = run.text().splitlines()
    return next(line for line in lines if words in line and line.strip().startswith(start))


async def test_the_followers_columns_line_up_and_without_hints_the_keys_list_has_none(
    app_at: AppAt,
) -> None:
    async with app_at(record_until(leading(4), computer="easy")) as run:
        await run.pass_the_computer()
        assert run.kind() is ScreenKind.TURN
        ann = line_with(run, " follower", "Ann")
        computer = line_with(run, " follower", "Computer (easy)")
        assert "follower" in ann and "follower" in computer
        assert ann.index("follower") == computer.index("follower"), run.text()
        await run.after_quiet("question_mark")
        assert isinstance(run.top, KeysScreen)
        assert not re.search(HINT_KEY, run.text()), run.text()


@pytest.mark.parametrize("size", [(120, 40), (250, 60)])
async def test_the_names_under_a_tricks_cards_are_whole(
    app_at: AppAt, size: tuple[int, int]
) -> None:
    """Issue 41, case 5 (120×40) and issue 46, case 7 (250×60): "Computer …" under a card."""
    record = first_record(persons_last_card, computer="easy")
    async with app_at(record, size=size) as run:
        await run.after_quiet("enter")
        assert run.kind() is ScreenKind.TRICK_RESULT
        above = run.text().split(": result")[0]  # the cards and their labels, above the box
        assert "Computer (easy)" in above and "Computer …" not in run.text(), run.text()


async def test_no_hole_between_the_piles_and_the_hand_at_250_by_60(app_at: AppAt) -> None:
    async with app_at(record_until(leading(4), computer="easy"), size=(250, 60)) as run:
        await run.pass_the_computer()
        lines = run.text().splitlines()
        hand = next(i for i, line in enumerate(lines) if "Your hand, Ann" in line)
        above = max(i for i, line in enumerate(lines[:hand]) if line.strip())
        assert hand - above == 1, run.text()


@pytest.fixture
def dutch() -> Iterator[None]:
    set_language("nl")
    yield
    set_language("en")


@pytest.mark.usefixtures("dutch")
async def test_in_dutch_the_computer_has_a_dutch_name_and_the_led_card_no_leader(
    app_at: AppAt,
) -> None:
    """A game started in English against "Computer (easy)", played on in Dutch; the led
    card's label was "leider" (the player who leads, not the card)."""
    async with app_at(first_record(persons_last_card, computer="easy")) as run:
        await run.pass_the_computer()
        assert run.kind() is ScreenKind.TURN
        assert run.shows("Computer (makkelijk)") and not run.shows("Computer (easy)")
        labels = line_with(run, "antwoord")
        assert "uitkomst" in labels and "leider" not in labels


async def test_a_note_leaves_the_hand_offs_border_whole(app_at: AppAt) -> None:
    """Issue 41, case 5: the take-back's note sat over the top border of the hand-off back
    to the leader, at 80×24."""
    async with app_at(record_until(following(3))) as run:
        assert run.kind() is ScreenKind.HANDOFF and run.scene.take_back is not None
        await run.after_quiet("u")
        await run.wait_until(lambda: run.says("took back the card they led"), "the note")
        lines = run.text().splitlines()
        top = next(line for line in lines if "┏" in line)
        assert top.rstrip().endswith("┓") and "▌" not in top, run.text()


async def test_with_hints_on_the_keys_list_has_a_hint(app_at: AppAt) -> None:
    """(Without: the first test.)"""
    record = upgraded(record_until(leading(3), computer="easy"), hints=True)
    async with app_at(record) as run:
        await run.pass_the_computer()
        assert run.kind() is ScreenKind.TURN
        await run.after_quiet("question_mark")
        assert isinstance(run.top, KeysScreen)
        assert re.search(HINT_KEY, run.text()), run.text()
