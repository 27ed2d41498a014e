"""Taking back the card one led (issue 11): from the hand-off, before the other player
reveals their screen; the record ends up as if the card had never been played."""

from __future__ import annotations

import asyncio
from pathlib import Path

from claim2.engine import Card, shuffled_deal, view
from claim2.game.options import InputGuard
from claim2.game.records import load_record, replay_states, save_record
from claim2.game.session import GameSession, NextScreen, ScreenKind
from claim2.tui.app import Claim2App
from claim2.tui.screens.handoff import HandoffPane
from claim2.tui.screens.turn import TurnPane

from .driver import flat_text, keys, pane_drawn, resume_game, top
from .games import NAMES, record_until
from .hands import Watch


def led(session: GameSession, card_index: int = 0) -> tuple[int, Card]:
    """Take the hand-off (if any) and let the player to move lead a playable card."""
    shown = session.next_screen()
    if shown.kind is ScreenKind.HANDOFF:
        assert session.proceed(shown.kind, seat=shown.seat, move=shown.move)
        shown = session.next_screen()
    assert shown.kind is ScreenKind.TURN and shown.seat is not None
    cards = [a for a in session.view_for(shown.seat).legal_actions if isinstance(a, Card)]
    assert session.take(cards[card_index], seat=shown.seat, move=shown.move)
    return shown.seat, cards[card_index]


def test_the_leader_takes_back_a_card_from_the_hand_off(tmp_path: Path) -> None:
    path = tmp_path / "current.json"
    session = GameSession.new(NAMES, shuffled_deal(3, 0), save_path=path)
    state_before = session.view_for(0), session.view_for(1)
    log_before = session.log()
    seat, card = led(session)
    hand_off = session.next_screen()
    assert hand_off == NextScreen(ScreenKind.HANDOFF, 1 - seat, move=1)
    assert session.can_take_back(seat) == card

    assert session.take_back(seat=seat, move=hand_off.move)
    assert session.record.actions == []
    assert session.record.take_backs == 1
    assert load_record(path) == session.record  # saved at once
    assert (session.view_for(0), session.view_for(1)) == state_before
    assert session.log() == log_before
    again = session.next_screen()  # the leader still holds the laptop: no hand-off
    assert (again.kind, again.seat, again.move) == (ScreenKind.TURN, seat, 0)
    assert again != NextScreen(ScreenKind.TURN, seat, move=0)  # another screen than before


def test_after_a_take_back_the_record_is_as_if_only_the_second_card_was_played() -> None:
    taken = GameSession.new(NAMES, shuffled_deal(4, 0))
    led(taken, 0)
    shown = taken.next_screen()
    assert taken.take_back(seat=1 - (shown.seat or 0), move=shown.move)
    led(taken, 1)
    straight = GameSession.new(NAMES, shuffled_deal(4, 0))
    led(straight, 1)
    assert taken.record.actions == straight.record.actions
    assert taken.record.model_copy(update={"take_backs": 0}) == straight.record.model_copy(
        update={"take_backs": 0, "version": taken.record.version}
    )
    assert replay_states(taken.record)[-1] == replay_states(straight.record)[-1]


def test_no_take_back_once_the_other_player_has_seen_their_screen() -> None:
    session = GameSession.new(NAMES, shuffled_deal(3, 0))
    seat, _card = led(session)
    hand_off = session.next_screen()
    assert session.proceed(hand_off.kind, seat=hand_off.seat, move=hand_off.move)
    assert session.can_take_back(seat) is None
    assert not session.take_back(seat=seat, move=session.moves)
    assert session.moves == 1


def test_the_follower_s_card_and_stale_screens_cannot_be_taken_back() -> None:
    session = GameSession.new(NAMES, shuffled_deal(3, 0))
    seat, _card = led(session)
    hand_off = session.next_screen()
    assert not session.take_back(seat=1 - seat, move=hand_off.move)  # not their card
    assert not session.take_back(seat=seat, move=hand_off.move - 1)  # a stale screen
    assert session.proceed(hand_off.kind, seat=hand_off.seat, move=hand_off.move)
    follower = session.next_screen()
    assert follower.seat is not None
    cards = [a for a in session.view_for(follower.seat).legal_actions if isinstance(a, Card)]
    assert session.take(cards[0], seat=follower.seat, move=follower.move)
    record = session.record
    for who in (0, 1):  # the trick is resolved: nobody takes anything back
        assert session.can_take_back(who) is None
        assert not session.take_back(seat=who, move=session.moves)
    assert session.record == record


def test_a_resumed_game_at_the_hand_off_can_take_back_the_card_led() -> None:
    record = record_until(7, lambda state: state.trick == 3 and len(state.played) == 1)
    session = GameSession.resume(record)
    leader = replay_states(record)[-1].leader
    assert session.next_screen().kind is ScreenKind.HANDOFF
    assert session.take_back(seat=leader, move=session.moves)
    assert session.record.actions == record.actions[:-1]
    assert view(replay_states(session.record)[-1], leader) == session.view_for(leader)


def test_u_on_the_hand_off_gives_the_leader_their_turn_again(data_dir: Path) -> None:
    path = data_dir / "saves" / "current.json"
    record = record_until(7, lambda state: state.trick == 3 and not state.played)
    save_record(record, path)
    app = Claim2App(save_path=path, input_guard=InputGuard(0.0, 0.0))

    async def play() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            watch = Watch(app)
            await resume_game(pilot)
            await keys(pilot, "enter")  # the leader's hand-off
            turn = top(app)
            assert isinstance(turn, TurnPane)
            leader = turn.seen.seat
            await keys(pilot, "enter")  # plays the card under the cursor
            hand_off = top(app)
            assert isinstance(hand_off, HandoffPane)
            await pane_drawn(pilot)
            assert "take" in flat_text(app) and "back" in flat_text(app)
            await keys(pilot, "u")
            again = top(app)
            assert isinstance(again, TurnPane) and again.seen == turn.seen
            assert again.seen.seat == leader
            assert load_record(path).actions == record.actions
            watch.check()
            await keys(pilot, "right", "enter")  # another card
            await keys(pilot, "enter")  # the follower's turn
            assert isinstance(top(app), TurnPane) and top(app).seen.seat != leader
            await keys(pilot, "enter")  # the follower plays: the trick is resolved
            await keys(pilot, "u")  # nothing to take back now
            assert len(load_record(path).actions) == len(record.actions) + 2
            watch.check()

    asyncio.run(play())
