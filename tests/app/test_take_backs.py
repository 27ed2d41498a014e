"""Taking back through the app (issue case 3): never past what the other player saw, never
past a hidden card seen since; against the computer, as often as allowed, card by card."""

from __future__ import annotations

from claim2.game.steps import ScreenKind
from claim2.game.take_back import Refusal, take_back_index
from claim2.records.parts import RecordRevealed
from claim2.records.record import MAX_TAKE_BACKS, GameRecord, load_record, replay_states

from .conftest import AppAt
from .driving import Run, current_save
from .games import first_record, following, record_until, with_fields


async def test_a_resumed_game_after_the_follower_revealed_offers_no_take_back(
    app_at: AppAt,
) -> None:
    """Bob had seen his cards when the game was left: resumed, the hand-off to him offers
    Ann no take-back, and u does nothing."""
    record = record_until(following(4))
    seen = with_fields(record, revealed=RecordRevealed(seat=1, move=len(record.actions)))
    async with app_at(seen) as run:
        assert run.kind() is ScreenKind.HANDOFF and run.scene.seat == 1
        assert run.scene.take_back is None
        assert not run.shows("Press u to take")
        await run.after_quiet("u")
        assert run.kind() is ScreenKind.HANDOFF and run.scene.seat == 1
        assert run.table.session.record.actions == record.actions
        await run.after_quiet("enter")
        assert run.kind() is ScreenKind.TURN and run.scene.viewer == 1


def persons_turn_with_a_card_to_take_back(record: GameRecord) -> bool:
    """Against the computer, the person (seat 0) is to move, their last card (and the
    computer's answer) may be taken back."""
    states = replay_states(record)
    return (
        len(record.actions) >= 3
        and not states[-1].finished
        and states[-1].to_move == 0
        and states[-1].seer is None
        and isinstance(take_back_index(record, 0, states), int)
    )


def offers_u(run: Run) -> bool:
    """Whether the game screen's keys (its footer, the ? list) offer u now."""
    return "u" in run.app.screen.active_bindings


async def test_against_the_computer_u_takes_back_the_persons_card_and_the_answer(
    app_at: AppAt,
) -> None:
    """The person's last card and what the computer did after it go back: the person's own
    turn again (no hand-off), one take-back counted and saved."""
    record = first_record(persons_turn_with_a_card_to_take_back, computer="easy")
    index = take_back_index(record, 0)
    assert isinstance(index, int)
    async with app_at(record) as run:
        await run.pass_the_computer()
        assert run.kind() is ScreenKind.TURN and run.scene.take_back is not None
        assert offers_u(run)  # once the person has played a card, u is among the keys
        await run.after_quiet("u")
        assert run.says(f"You took {record.actions[index]} back.")
        assert run.kind() is ScreenKind.TURN and run.scene.viewer == 0
        saved = load_record(current_save(run.data_dir))
        assert saved.actions == record.actions[:index]
        assert saved.take_backs == 1


async def test_a_take_back_with_the_count_at_its_limit_does_not_stop_the_app(
    app_at: AppAt,
) -> None:
    """A saved game whose take-back count is at the most a record holds, resumed before the
    follower revealed: the hand-off still offers the leader their card, and shows it to
    nobody (the follower may be holding the laptop); u takes it back and the count stays at
    its limit (it stopped the app once)."""
    record = with_fields(record_until(following(4)), take_backs=MAX_TAKE_BACKS)
    async with app_at(record) as run:
        assert run.scene.take_back is not None
        assert run.shows("Ann: changed your mind? Press u to take your card back.")
        assert record.actions[-1] not in run.text()  # Bob may be holding the laptop
        await run.after_quiet("u")
        await run.after_quiet("enter")
        assert run.kind() is ScreenKind.TURN
        assert load_record(current_save(run.data_dir)).take_backs == MAX_TAKE_BACKS


async def test_against_the_computer_u_is_offered_only_with_a_card_or_a_reason(
    app_at: AppAt,
) -> None:
    """Before the person has played a card, u is not among the keys; once they have, it is
    (the test above); past a hidden card seen since, it stays, to say why it is refused."""
    record = first_record(lambda r: len(r.actions) == 0, computer="easy")
    async with app_at(record) as run:
        await run.pass_the_computer()
        assert run.kind() is ScreenKind.TURN and run.scene.take_back is None
        assert not offers_u(run) and not run.text().splitlines()[-1].count(" u ")
    revealed = first_record(
        lambda r: (
            len(r.actions) >= 3
            and replay_states(r)[-1].to_move == 0
            and not replay_states(r)[-1].finished
            and take_back_index(r, 0) is Refusal.REVEALED
        ),
        computer="easy",
    )
    async with app_at(revealed) as run:
        await run.pass_the_computer()
        assert run.kind() is ScreenKind.TURN and run.scene.viewer == 0
        assert run.scene.take_back is None and offers_u(run)
        await run.after_quiet("u")  # refused *with a note* (once u did nothing, said nothing)
        assert run.says("You cannot take that card back: you have seen a hidden card since")
        assert run.table.session.record.actions == revealed.actions
        assert run.kind() is ScreenKind.TURN
