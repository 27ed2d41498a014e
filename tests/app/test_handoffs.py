"""Every hand-off through the app (issue cases 1-3): a private view of a seat is on the
screen only after a hand-off addressed to that seat was confirmed by a key that followed a
quiet spell; take-backs go back through a hand-off; a held key or a burst never confirms
anything and never plays a card on another seat's screen."""

from __future__ import annotations

import pytest

from claim2.game.steps import ScreenKind
from claim2.records.record import GameRecord, load_record, replay_states
from claim2.tui.widgets.hand import Hand

from .conftest import AppAt
from .driving import Run, current_save, key_at
from .games import (
    CARD_CODE,
    NAMES,
    first_record,
    following,
    last_state,
    leading,
    record_until,
    seer_pending,
)

HELD = 1 / 30  # seconds between the keys of a key held down (key repeat)


async def _point_at(run: Run, code: str) -> None:
    """Move the hand's cursor to the card ``code`` (arrow keys, after a quiet spell)."""
    hand = run.app.screen.query_one(Hand)
    target = [card.code for card in hand.cards].index(code)
    while hand.index != target:
        await run.after_quiet("right" if hand.index < target else "left")


def private_viewers(run: Run) -> int | None:
    """The seat whose own cards are on the screen now (None: nobody's)."""
    scene = run.scene
    return scene.viewer if run.on_game else None


@pytest.mark.parametrize("phase", [1, 2])
async def test_u_on_the_followers_hand_off_goes_back_through_a_hand_off_naming_no_card(
    app_at: AppAt, phase: int
) -> None:
    """Case 1: Bob presses u on the hand-off addressed to him: the laptop goes back to Ann
    by a hand-off addressed to her ("Pass the laptop back to Ann"), never straight to her
    hand; her card is back once she confirms it. Issue 41, case 1: the hand-off to Bob,
    whom Ann may already have passed the laptop to, names no card of hers: not its line,
    not its take-back (Ann's own line says "your card"), not the log (l), not the note when
    she takes it back, in either phase."""
    record = record_until(following(3, phase))
    led = record.actions[-1]
    leader = last_state(record).leader
    ann, bob = NAMES[leader], NAMES[1 - leader]  # Ann leads, Bob follows
    async with app_at(record) as run:
        assert run.kind() is ScreenKind.HANDOFF and run.scene.seat == 1 - leader
        assert run.shows(f"Pass the laptop to {bob}")
        assert run.shows(f"Phase {phase} · trick 3 of 13: {ann} has led a card; {bob} answers it.")
        assert run.shows(f"{ann}: changed your mind? Press u to take your card back.")
        assert not CARD_CODE.findall(run.text()), run.text()

        await run.after_quiet("l")  # the game log, over the hand-off
        assert run.shows("Game log")
        assert not run.shows(f"{ann} plays {led}.")
        await run.after_quiet("escape")

        await run.after_quiet("u")
        assert run.kind() is ScreenKind.HANDOFF and run.scene.seat == leader
        assert run.scene.viewer is None and not run.shows("Your hand")
        assert run.says(f"{ann} took back the card they led.")
        assert run.shows(f"Pass the laptop back to {ann}")
        assert not CARD_CODE.findall(run.text()), run.text()
        assert load_record(current_save(run.data_dir)).actions == record.actions[:-1]

        await run.after_quiet("enter")  # Ann has the laptop again: her own card in her hand
        assert run.kind() is ScreenKind.TURN and run.scene.viewer == leader
        assert run.shows(f"Your hand, {ann}") and led in run.text()


async def test_u_held_on_the_followers_hand_off_takes_back_one_card_and_reveals_nothing(
    app_at: AppAt,
) -> None:
    async with app_at(record_until(following(3))) as run:
        await run.after_quiet("u")
        for _ in range(20):  # u held: the hand-off back to Ann ignores it, and Enter too
            await key_at(run.pilot, run.clock, "u", HELD)
            await key_at(run.pilot, run.clock, "enter", HELD)
            assert run.kind() is ScreenKind.HANDOFF and run.scene.seat == 0
        assert run.table.session.record.take_backs == 1


async def test_enter_held_for_three_seconds_plays_one_card_and_shows_no_other_hand(
    app_at: AppAt,
) -> None:
    """Case 2: Enter held down for 3 s (30 a second) from Ann's turn: her one card is
    played; the hand-off to Bob never takes the keys that follow, so Bob's hand is never
    on the screen."""
    record = record_until(leading(2))
    async with app_at(record) as run:
        await run.after_quiet("enter")
        assert run.kind() is ScreenKind.TURN and run.scene.viewer == 0
        await run.after_quiet("enter")  # the first key of the run, after a quiet spell
        viewers = {private_viewers(run)}
        for _ in range(89):
            await key_at(run.pilot, run.clock, "enter", HELD)
            viewers.add(private_viewers(run))
        assert viewers <= {None}
        assert run.kind() is ScreenKind.HANDOFF and run.scene.seat == 1
        assert len(run.table.session.record.actions) == len(record.actions) + 1
        assert not run.shows("Your hand")

        await run.after_quiet("enter")  # let go, then Bob's own key
        assert run.scene.viewer == 1


def the_other_wins_with_a_seer(record: GameRecord) -> bool:
    """The last card made the other player win the trick with a Seer: their choice next."""
    states = replay_states(record)
    if len(states) < 2 or not seer_pending(states[-1]):
        return False
    return states[-2].to_move != states[-1].to_move


async def test_forty_enters_in_2_8_seconds_never_reach_the_other_players_seer_choice(
    app_at: AppAt,
) -> None:
    """Case 2: a card that makes the other player win with a Seer; 40 Enters over 2.8 s from
    that turn play the card and stop at the hand-off to the Seer winner: their choice (and
    the top card in it) is never shown."""
    seer = first_record(the_other_wins_with_a_seer)
    before = seer.model_copy(update={"actions": seer.actions[:-1]})
    chooser = last_state(seer).to_move
    async with app_at(before) as run:
        await run.after_quiet("enter")  # the player of that card sees their turn
        assert run.kind() is ScreenKind.TURN and run.scene.viewer == 1 - chooser
        await _point_at(run, seer.actions[-1])
        await run.after_quiet("enter")
        seen = {(run.kind(), run.scene.viewer)}
        for _ in range(39):
            await key_at(run.pilot, run.clock, "enter", 2.8 / 40)
            seen.add((run.kind(), run.scene.viewer))
        assert all(viewer is None for _kind, viewer in seen), seen
        assert run.kind() is ScreenKind.HANDOFF and run.scene.seat == chooser
        assert run.table.session.record.actions == seer.actions


async def test_a_click_on_the_hand_off_button_counts_only_after_a_quiet_spell(
    app_at: AppAt,
) -> None:
    """The button is inert while the hand-off's gate is closed (a click right after the
    hand-off came up does nothing); after a quiet spell a click shows the player's cards."""
    async with app_at(record_until(following(3))) as run:
        await run.pilot.click("#handoff .handoff-ready")
        await run.settle()
        assert run.kind() is ScreenKind.HANDOFF
        run.clock.advance(1.0)
        await run.settle()
        await run.pilot.click("#handoff .handoff-ready")
        await run.settle()
        assert run.kind() is ScreenKind.TURN and run.scene.viewer == 1
