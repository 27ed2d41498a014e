"""Taking back in the session: against the computer card by card, never past a hidden card
the person has seen since; between two people only the leader's card before the other
player has seen anything, and the laptop goes back to the leader through a hand-off."""

from __future__ import annotations

from pathlib import Path

from claim2.engine import Card, PlayerView, legal_actions, shuffled_deal, view
from claim2.engine.events import PRIVATE_EVENTS, TrickWon
from claim2.game.session import NextScreen, ScreenKind
from claim2.game.take_back import Refusal
from claim2.records.record import load_record, replay_states

from .flow import Flow
from .games import NAMES, FirstLegal, record_until, seers_first


def person_turn(session: Flow) -> None:
    """Go on (public screens, the computer's moves) until the person is to play."""
    while (shown := session.next_screen()).kind not in (ScreenKind.TURN, ScreenKind.SEER):
        assert shown.kind is not ScreenKind.END
        if shown.kind is ScreenKind.COMPUTER:
            session.play_computer()
        else:
            assert session.proceed(shown.kind, seat=shown.seat, move=shown.move)


def person_plays(session: Flow) -> None:
    person_turn(session)
    shown = session.next_screen()
    assert shown.seat is not None
    assert session.take(seers_first(session.view_for(shown.seat)), seat=shown.seat, move=shown.move)


def shown_to(session: Flow, seat: int, since: int) -> bool:
    """Whether an action from index ``since`` on showed ``seat`` a hidden card."""
    return any(
        isinstance(event, PRIVATE_EVENTS) and event.player == seat
        for state in session.states[since + 1 :]
        for event in state.events
    )


def led(session: Flow, card_index: int = 0) -> tuple[int, Card]:
    """Take the hand-off (if any) and let the player to move lead a playable card."""
    shown = session.next_screen()
    if shown.kind is ScreenKind.HANDOFF:
        assert session.proceed(shown.kind, seat=shown.seat, move=shown.move)
        shown = session.next_screen()
    assert shown.kind is ScreenKind.TURN and shown.seat is not None
    cards = [a for a in session.view_for(shown.seat).legal_actions if isinstance(a, Card)]
    assert session.take(cards[card_index], seat=shown.seat, move=shown.move)
    return shown.seat, cards[card_index]


# Against the computer -------------------------------------------------------------------


def test_against_the_computer_take_backs_go_back_card_by_card_to_the_last_reveal(
    tmp_path: Path,
) -> None:
    """Phase two draws nothing: its cards go back one by one, until the last card after
    which the person saw a hidden card (a face-down draw, a Seer peek) in phase one."""
    save = tmp_path / "current.json"
    session = Flow.new(NAMES, shuffled_deal(6, 0), save_path=save, policies=(None, FirstLegal()))
    turns: list[tuple[int, PlayerView]] = []  # before each of the person's cards
    while session.view_for(0).phase == 1 or session.view_for(0).trick < 6:
        person_turn(session)
        if session.next_screen().kind is ScreenKind.TURN:
            turns.append((session.moves, session.view_for(0)))
        person_plays(session)
    count = 0
    while True:
        person_turn(session)  # the computer answers first
        moves, seen = turns[-1 - count]
        if shown_to(session, 0, moves):
            break
        assert session.take_back(seat=0, move=session.moves)
        count += 1
        assert session.moves == moves and session.view_for(0) == seen
        assert session.next_screen().kind is ScreenKind.TURN
        assert load_record(save).take_backs == count  # saved at once, counted
        assert load_record(save).actions == session.record.actions
    assert count >= 5  # phase two's cards at least
    assert session.take_back_refusal(0) is Refusal.REVEALED
    assert session.can_take_back(0) is None
    assert not session.take_back(seat=0, move=session.moves)
    assert session.take_back_refusal(1) is Refusal.NOT_HERE  # the computer never does
    assert not session.take_back(seat=1, move=session.moves)
    assert load_record(save).take_backs == count


def first_trick(won: bool) -> Flow:
    """A game against the computer after its first trick, led by the person: won (or lost)
    without a Seer, then on to the person's turn."""
    for seed in range(60):
        session = Flow.new(NAMES, shuffled_deal(seed, 0), policies=(None, FirstLegal()))
        lead = session.view_for(0).legal_actions[seed % 3]
        assert session.take(lead, seat=0, move=0)
        session.play_computer()  # the answer
        (trick,) = [e for e in session.states[2].events if isinstance(e, TrickWon)]
        if (trick.winner == 0) == won and session.states[2].seer is None:
            person_turn(session)
            return session
    raise AssertionError("no such deal")


def test_against_the_computer_a_lost_trick_of_phase_one_cannot_be_taken_back() -> None:
    """Issue bug 3: ``u`` after a lost trick went back to a deal whose next card the person
    had drawn face down, so they could play the trick again knowing it."""
    session = first_trick(won=False)
    drawn = [e for e in session.states[2].events if isinstance(e, PRIVATE_EVENTS)]
    assert [e.player for e in drawn] == [0]  # the loser drew face down
    assert session.take_back_refusal(0) is Refusal.REVEALED
    assert session.can_take_back(0) is None
    moves = session.moves
    assert not session.take_back(seat=0, move=moves)
    assert session.moves == moves and session.record.take_backs == 0


def test_against_the_computer_a_won_trick_of_phase_one_can_be_taken_back() -> None:
    """The winner takes the face-up prize: nothing hidden was shown to them."""
    session = first_trick(won=True)
    assert session.moves == 2
    assert session.take_back(seat=0, move=session.moves)
    assert session.moves == 0 and session.record.take_backs == 1


def test_a_take_back_from_a_screen_no_longer_current_is_dropped() -> None:
    session = Flow.new(NAMES, shuffled_deal(6, 0), policies=(None, FirstLegal()))
    person_plays(session)
    assert not session.take_back(seat=0, move=session.moves - 1)
    assert session.take_back(seat=0, move=session.moves)


def test_the_game_plays_on_to_its_end_after_take_backs() -> None:
    session = Flow.new(NAMES, shuffled_deal(9, 1), policies=(None, FirstLegal()))
    for _ in range(5):
        person_plays(session)
    taken = 0
    while session.take_back_refusal(0) is not None:  # to a card that may go back
        person_plays(session)
    assert session.take_back(seat=0, move=session.moves)
    taken += 1
    while not session.finished:
        shown = session.next_screen()
        if shown.kind in (ScreenKind.TURN, ScreenKind.SEER):
            person_plays(session)
        elif shown.kind is ScreenKind.COMPUTER:
            session.play_computer()
        else:
            session.proceed(shown.kind, seat=shown.seat, move=shown.move)
    assert replay_states(session.record)[-1].finished
    assert session.record.take_backs == taken
    assert not session.take_back(seat=0, move=session.moves)  # the game is over
    assert session.take_back_refusal(0) is Refusal.NOTHING


# Between two people --------------------------------------------------------------------


def test_between_two_people_only_the_lead_before_the_hand_off() -> None:
    session = Flow.new(NAMES, shuffled_deal(3, 0))
    handoff = session.next_screen()
    assert session.proceed(handoff.kind, seat=handoff.seat, move=handoff.move)
    lead = session.next_screen()
    assert lead.kind is ScreenKind.TURN and lead.seat == 0
    assert not session.take_back(seat=0, move=0)  # nothing played yet
    card = legal_actions(replay_states(session.record)[-1])[0]
    assert session.take(card, seat=0, move=0)
    assert not session.take_back(seat=1, move=1)  # not the follower's to take back
    assert session.take_back(seat=0, move=1)
    # back to the leader through a hand-off addressed to them, never straight to their hand
    assert session.moves == 0
    assert session.next_screen() == NextScreen(ScreenKind.HANDOFF, 0, move=0, taken_back=1)
    again = session.next_screen()
    assert session.proceed(again.kind, seat=again.seat, move=again.move)
    assert session.take(card, seat=0, move=0)
    handoff = session.next_screen()
    assert handoff.kind is ScreenKind.HANDOFF and handoff.seat == 1
    assert session.proceed(handoff.kind, seat=1, move=1)  # the follower has seen the table
    assert session.take_back_refusal(0) is Refusal.SEEN
    assert not session.take_back(seat=0, move=1)


def test_the_leader_takes_back_a_card_from_the_hand_off(tmp_path: Path) -> None:
    """Issue bug 1: the follower could press u on their hand-off and land on the leader's
    private turn. The card goes back, and the laptop goes back to the leader through a
    hand-off addressed to them."""
    path = tmp_path / "current.json"
    session = Flow.new(NAMES, shuffled_deal(3, 0), save_path=path)
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
    back = session.next_screen()  # whoever holds the laptop, it goes to the leader
    assert (back.kind, back.seat, back.move) == (ScreenKind.HANDOFF, seat, 0)
    assert session.holder is None
    assert session.proceed(back.kind, seat=back.seat, move=back.move)
    again = session.next_screen()
    assert (again.kind, again.seat, again.move) == (ScreenKind.TURN, seat, 0)


def test_after_a_take_back_the_record_is_as_if_only_the_second_card_was_played() -> None:
    taken = Flow.new(NAMES, shuffled_deal(4, 0))
    led(taken, 0)
    shown = taken.next_screen()
    assert taken.take_back(seat=1 - (shown.seat or 0), move=shown.move)
    led(taken, 1)
    straight = Flow.new(NAMES, shuffled_deal(4, 0))
    led(straight, 1)
    assert taken.record.actions == straight.record.actions
    assert taken.record.model_copy(
        update={"take_backs": 0, "revealed": None}
    ) == straight.record.model_copy(
        update={"take_backs": 0, "revealed": None, "version": taken.record.version}
    )
    assert replay_states(taken.record)[-1] == replay_states(straight.record)[-1]


def test_no_take_back_once_the_other_player_has_seen_their_screen() -> None:
    session = Flow.new(NAMES, shuffled_deal(3, 0))
    seat, _card = led(session)
    hand_off = session.next_screen()
    assert session.proceed(hand_off.kind, seat=hand_off.seat, move=hand_off.move)
    assert session.can_take_back(seat) is None
    assert not session.take_back(seat=seat, move=session.moves)
    assert session.moves == 1


def test_the_follower_s_card_and_stale_screens_cannot_be_taken_back() -> None:
    session = Flow.new(NAMES, shuffled_deal(3, 0))
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
    session = Flow.resume(record)
    leader = replay_states(record)[-1].leader
    assert session.next_screen().kind is ScreenKind.HANDOFF
    assert session.take_back(seat=leader, move=session.moves)
    assert session.record.actions == record.actions[:-1]
    assert view(replay_states(session.record)[-1], leader) == session.view_for(leader)


def test_a_game_resumed_after_the_follower_revealed_offers_no_take_back(tmp_path: Path) -> None:
    """Issue bug 3: quitting and resuming after the follower had seen their cards offered
    the leader's take-back again. The record says who revealed their screen, and when."""
    path = tmp_path / "current.json"
    session = Flow.new(NAMES, shuffled_deal(3, 0), save_path=path)
    seat, _card = led(session)
    hand_off = session.next_screen()
    assert session.can_take_back(seat) is not None  # before the follower looks
    assert session.proceed(hand_off.kind, seat=hand_off.seat, move=hand_off.move)
    assert session.can_take_back(seat) is None
    saved = load_record(path)
    assert saved.revealed is not None
    assert (saved.revealed.seat, saved.revealed.move) == (1 - seat, 1)
    resumed = Flow.resume(saved, save_path=path)
    assert resumed.next_screen() == NextScreen(ScreenKind.HANDOFF, 1 - seat, move=1)
    assert resumed.can_take_back(seat) is None
    assert resumed.take_back_refusal(seat) is Refusal.SEEN
    assert not resumed.take_back(seat=seat, move=1)


def test_a_game_resumed_before_the_follower_revealed_still_offers_the_take_back(
    tmp_path: Path,
) -> None:
    path = tmp_path / "current.json"
    session = Flow.new(NAMES, shuffled_deal(3, 0), save_path=path)
    seat, card = led(session)
    resumed = Flow.resume(load_record(path), save_path=path)
    assert resumed.can_take_back(seat) == card
    assert resumed.take_back(seat=seat, move=1)
