"""Against the computer, through the app: no hand-off, the computer thinks in a worker and
its move stays on the screen for its pause (on the test's clock), keys meanwhile never act
on the next scene, and hints on the person's own screen. A game resumed at its level is
tests/sitting/test_lifecycle.py's; u on a turn between two people, test_game_keys.py's."""

from __future__ import annotations

from ai.test_hint_claims import check_reason
from claim2.game.steps import ScreenKind
from claim2.records.record import GameRecord, replay_states, upgraded
from claim2.sitting.notes import COMPUTER_PAUSE
from claim2.tui.widgets.hand import Hand
from claim2.tui.widgets.hint import HintLine

from .conftest import AppAt
from .games import first_record, leading, record_until


def computers_turn_next(record: GameRecord) -> bool:
    """The person (seat 0) leads: the computer answers after their card."""
    state = replay_states(record)[-1]
    return state.to_move == 0 and not state.played and state.seer is None and state.trick > 1


async def test_the_computers_move_stays_for_its_pause_and_keys_meanwhile_do_nothing(
    app_at: AppAt,
) -> None:
    record = first_record(computers_turn_next, computer="easy")
    async with app_at(record) as run:
        assert run.kind() is ScreenKind.TURN and run.scene.viewer == 0  # no hand-off
        await run.after_quiet("enter")  # the person's card: the computer answers
        assert run.kind() is ScreenKind.COMPUTER
        assert run.scene.computer_move is not None  # its worker is done: its move is shown
        answered = len(run.table.session.record.actions)
        assert run.shows("Computer (easy) plays")
        await run.press("enter", "enter", "1", "u")  # keys while its move is on the screen
        assert run.kind() is ScreenKind.COMPUTER
        run.clock.advance(COMPUTER_PAUSE / 2)
        await run.settle()
        assert run.kind() is ScreenKind.COMPUTER  # not yet
        run.clock.advance(COMPUTER_PAUSE / 2)
        await run.settle()
        assert run.kind() is not ScreenKind.COMPUTER
        assert len(run.table.session.record.actions) == answered  # the keys played nothing


async def test_hints_show_a_legal_move_and_why_on_the_persons_screen(app_at: AppAt) -> None:
    record = upgraded(record_until(leading(3), computer="easy"), hints=True)
    async with app_at(record) as run:
        assert run.kind() is ScreenKind.TURN
        await run.after_quiet("h")
        await run.wait_until(lambda: run.shows("Hint:"), "the hint")
        seen = run.scene.seen
        assert seen is not None
        hand = run.app.screen.query_one("Hand")
        assert getattr(hand, "selected", None) in seen.legal_actions  # the cursor on its move
        assert "h Hint" in run.text().splitlines()[-1]


async def test_an_endgame_hint_claims_only_what_best_play_gives(app_at: AppAt) -> None:
    """Issue 41, case 4: in phase two, solved exactly, the hint on the screen says what best
    play from here gives ("with best play from here you win", never "however your opponent
    plays") and the votes certain already; each of its sentences holds (``check_reason``)."""
    record = upgraded(record_until(leading(5, phase=2), computer="easy"), hints=True)
    async with app_at(record) as run:
        await run.pass_the_computer()
        assert run.kind() is ScreenKind.TURN
        await run.after_quiet("h")
        await run.wait_until(lambda: run.shows("Hint:"), "the hint")
        text = str(run.app.screen.query_one(HintLine).content)
        assert text.startswith("Hint: ")
        reason = text.removeprefix("Hint: ")
        assert "however" not in reason and "certain" in reason
        hand = run.app.screen.query_one(Hand)
        assert hand.selected is not None
        state = replay_states(run.table.session.record)[-1]
        said = check_reason(state, hand.selected, reason)
        assert said & {
            "won already",
            "no longer lose",
            "wins with best play",
            "no card wins or draws",
        }
        assert run.shows(reason)  # all of it, on the screen


async def test_a_hint_for_the_seer_choice(app_at: AppAt) -> None:
    def persons_seer_choice(record: GameRecord) -> bool:
        state = replay_states(record)[-1]
        return state.seer is not None and state.to_move == 0

    record = upgraded(first_record(persons_seer_choice, computer="easy"), hints=True)
    async with app_at(record) as run:
        await run.pass_the_computer()
        assert run.kind() is ScreenKind.SEER
        await run.after_quiet("h")
        await run.wait_until(lambda: run.shows("Hint:"), "the hint")
        await run.after_quiet("enter")  # the choice the hint pointed at
        assert run.table.session.record.actions[-1].startswith("seer:")
