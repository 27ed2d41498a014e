"""R17 on the terminal: every private view shows only what its player may know, every
public scene only what both may; a hidden screen holds nothing. Read from the screen as a
screenshot would show it, and compared with the cards hidden at that moment."""

from __future__ import annotations

import pytest

from claim2.game.steps import ScreenKind
from claim2.records.record import GameRecord, replay_states

from .conftest import AppAt
from .driving import Run
from .games import (
    CARD_CODE,
    following,
    hidden_from,
    last_card,
    leading,
    record_until,
)


def shown_codes(run: Run) -> set[str]:
    return set(CARD_CODE.findall(run.text()))


def check(run: Run) -> None:
    """No card on the screen that the scene's viewer (or, on a public scene, either seat)
    cannot know of."""
    record = run.table.session.record
    viewer = run.scene.viewer
    hidden = (
        hidden_from(record, 0) | hidden_from(record, 1)
        if viewer is None
        else hidden_from(record, viewer)
    )
    if run.table.session.record and replay_states(record)[-1].phase == 1:
        assert hidden, "a moment with nothing hidden proves nothing"
    leaked = shown_codes(run) & hidden
    assert not leaked, f"{sorted(leaked)} on {run.kind().value} of seat {viewer}"


def the_other_wins_with_a_seer(record: GameRecord) -> bool:
    states = replay_states(record)
    return len(states) > 1 and states[-1].seer is not None


MOMENTS = {
    "leading in phase one": record_until(leading(4)),
    "following in phase one": record_until(following(6)),
    "leading, Bob first": record_until(leading(2), first_leader=1),
}


@pytest.mark.parametrize(
    ("moment", "size"),
    [
        ("leading in phase one", (80, 24)),  # the leader's hand-off and turn, the follower's
        ("leading, Bob first", (80, 24)),
        ("following in phase one", (200, 50)),
    ],
)
async def test_the_hand_off_and_the_turn_after_it_show_nothing_hidden(
    app_at: AppAt, moment: str, size: tuple[int, int]
) -> None:
    """Each hand-off, turn and card from ``moment`` to the end of its trick (a hand-off, or
    the trick's result and what follows it)."""
    record = MOMENTS[moment]
    cards = 1 if moment.startswith("following") else 2  # to the end of the trick
    async with app_at(record, size=size) as run:
        assert run.kind() is ScreenKind.HANDOFF
        check(run)
        kinds = [run.kind()]
        while len(run.table.session.record.actions) < len(record.actions) + cards:
            assert len(kinds) < 8, kinds
            await run.after_quiet("enter")  # a hand-off confirmed, a card played
            check(run)
            kinds.append(run.kind())
        if run.kind() is ScreenKind.TRICK_RESULT:
            await run.after_quiet("enter")
            check(run)
        assert kinds.count(ScreenKind.TURN) == cards


async def test_the_seer_choice_shows_the_top_card_to_its_chooser_only(app_at: AppAt) -> None:
    from .games import first_record

    record = first_record(the_other_wins_with_a_seer)
    state = replay_states(record)[-1]
    assert state.seer is not None
    top = state.draw_pile[0].code
    async with app_at(record) as run:
        assert run.kind() is ScreenKind.HANDOFF
        await run.after_quiet("enter")
        assert run.kind() is ScreenKind.SEER
        check(run)
        assert run.shows(f"The top card (only you see it): {top}")
        await run.after_quiet("1")  # the prize kept: the other player draws the top card
        check(run)
        if run.kind() is ScreenKind.TRICK_RESULT:
            await run.after_quiet("enter")
        check(run)


async def test_phase_two_begins_and_the_end_show_nothing_hidden(app_at: AppAt) -> None:
    async with app_at(record_until(following(13))) as run:
        for _ in range(4):
            await run.after_quiet("enter")
            check(run)
            if run.kind() is ScreenKind.PHASE_TWO:
                break
        assert run.kind() is ScreenKind.PHASE_TWO
    async with app_at(record_until(last_card)) as run:
        for _ in range(3):
            await run.after_quiet("enter")
        assert run.kind() is ScreenKind.END
