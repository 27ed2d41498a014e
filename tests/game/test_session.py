"""The game session: the order of screens, hand-offs, saving after every action."""

from __future__ import annotations

from pathlib import Path

import pytest

from claim2.engine import Card, IllegalAction, PlayerView, SeerChoice, shuffled_deal
from claim2.engine.events import CardDrawn, SeerPeeked
from claim2.game.public import public_events
from claim2.game.session import NextScreen, ScreenKind
from claim2.records.parts import RecordComputer
from claim2.records.record import deal_of, load_record, replay_states

from .flow import Flow
from .games import NAMES, FirstLegal, last_state, record_until, seers_first


def answer(session: Flow, shown: NextScreen) -> None:
    """Do what the players would do on ``shown``."""
    if shown.kind in (ScreenKind.TURN, ScreenKind.SEER):
        assert shown.seat is not None
        action = seers_first(session.view_for(shown.seat))
        assert session.take(action, seat=shown.seat, move=shown.move)
    else:
        assert session.proceed(shown.kind, seat=shown.seat, move=shown.move)


def play_through(session: Flow) -> list[NextScreen]:
    screens = []
    while (shown := session.next_screen()).kind is not ScreenKind.END:
        screens.append(shown)
        answer(session, shown)
    return screens


def test_a_new_game_starts_with_a_hand_off_to_the_first_leader(tmp_path: Path) -> None:
    session = Flow.new(NAMES, shuffled_deal(3, 1), save_path=tmp_path / "s.json")
    assert session.next_screen() == NextScreen(ScreenKind.HANDOFF, 1, move=0)
    answer(session, session.next_screen())
    assert session.next_screen() == NextScreen(ScreenKind.TURN, 1, move=0)


def test_hand_offs_come_exactly_when_the_private_screen_changes_hands() -> None:
    session = Flow.new(NAMES, shuffled_deal(11, 0))
    holder = None
    for shown in play_through(session):
        if shown.kind is ScreenKind.HANDOFF:
            assert shown.seat != holder
            holder = shown.seat
        elif shown.kind in (ScreenKind.TURN, ScreenKind.SEER):
            assert shown.seat == holder, "a private screen without its hand-off"


def test_every_trick_gets_one_public_result_and_phase_two_is_announced() -> None:
    """Each result once: on the hand-off when the laptop changes hands, else on its own."""
    session = Flow.new(NAMES, shuffled_deal(5, 0))
    screens = play_through(session)
    results = [shown.result for shown in screens if shown.result is not None]
    assert [(r.trick.phase, r.trick.trick) for r in results] == [
        (phase, trick) for phase in (1, 2) for trick in range(1, 14)
    ]
    phase_two = [shown for shown in screens if shown.kind is ScreenKind.PHASE_TWO]
    assert len(phase_two) == 1 and phase_two[0].result is not None  # with the 13th trick
    assert phase_two[0].result.trick.trick == 13
    on_hand_offs = [shown for shown in screens if shown.result and shown.kind is ScreenKind.HANDOFF]
    alone = [shown for shown in screens if shown.kind is ScreenKind.TRICK_RESULT]
    assert on_hand_offs and alone
    assert session.finished


def test_a_trick_result_is_on_the_hand_off_exactly_when_the_laptop_changes_hands() -> None:
    session = Flow.new(NAMES, shuffled_deal(11, 0))
    screens = play_through(session)
    for index, shown in enumerate(screens):
        if shown.kind is ScreenKind.TRICK_RESULT and index + 1 < len(screens):
            after = screens[index + 1]
            assert after.kind is not ScreenKind.HANDOFF, "two screens where one does"


def test_a_seer_choice_comes_before_its_trick_result() -> None:
    """R8: the result tells the choice, so it waits for it."""
    session = Flow.new(NAMES, shuffled_deal(7, 0))
    kinds = [shown.kind for shown in play_through(session)]
    seer = kinds.index(ScreenKind.SEER)
    assert ScreenKind.TRICK_RESULT not in kinds[seer - 2 : seer]
    following = [kind for kind in kinds[seer + 1 :] if kind is not ScreenKind.HANDOFF]
    assert following[0] is ScreenKind.TRICK_RESULT


def test_trick_results_and_the_log_hold_no_hidden_card() -> None:
    session = Flow.new(NAMES, shuffled_deal(7, 0))
    for shown in play_through(session):
        if shown.result is not None:
            for event in shown.result.events:
                assert not isinstance(event, SeerPeeked)
                assert not (isinstance(event, CardDrawn) and event.card is not None)
    assert session.log() == public_events(session.log())
    assert all(not isinstance(event, SeerPeeked) for event in session.log())


def test_every_action_is_saved_at_once(tmp_path: Path) -> None:
    path = tmp_path / "current.json"
    session = Flow.new(NAMES, shuffled_deal(2, 0), save_path=path)
    assert load_record(path).actions == []
    while session.moves < 8:
        answer(session, session.next_screen())
        assert load_record(path) == session.record
    assert len(load_record(path).actions) == 8


def test_an_illegal_action_changes_and_saves_nothing(tmp_path: Path) -> None:
    path = tmp_path / "current.json"
    session = Flow.new(NAMES, shuffled_deal(2, 0), save_path=path)
    answer(session, session.next_screen())  # the hand-off
    with pytest.raises(IllegalAction):
        session.take(SeerChoice.TOP, seat=0, move=0)
    assert session.moves == 0
    assert load_record(path).actions == []


def test_a_resumed_game_starts_at_a_hand_off_and_has_the_whole_public_log() -> None:
    record = record_until(7, lambda state: state.trick == 5 and len(state.played) == 1)
    session = Flow.resume(record)
    state = last_state(record)
    assert session.next_screen() == NextScreen(
        ScreenKind.HANDOFF, state.to_move, move=len(record.actions)
    )
    expected = [e for s in replay_states(record) for e in public_events(s.events)]
    assert list(session.log()) == expected


class FirstCard:
    """A stand-in for a computer player: the first legal action of its own view."""

    def __init__(self) -> None:
        self.views: list[PlayerView] = []

    def choose(self, seen: PlayerView) -> Card | SeerChoice:
        self.views.append(seen)
        return seen.legal_actions[0]


def test_a_computer_seat_moves_from_its_own_view_and_needs_no_hand_offs() -> None:
    computer = FirstCard()
    session = Flow.new(NAMES, shuffled_deal(4, 1), policies=(None, computer))
    kinds = set()
    while (shown := session.next_screen()).kind is not ScreenKind.END:
        kinds.add(shown.kind)
        if shown.kind is ScreenKind.COMPUTER:
            session.play_computer()
        else:
            answer(session, shown)
    assert ScreenKind.HANDOFF not in kinds
    assert computer.views and all(seen.seat == 1 for seen in computer.views)


def test_an_answer_counts_only_for_the_screen_it_was_given_on() -> None:
    """A second Enter on a turn screen being replaced never plays for the next player,
    nor twice for the same one; a stale "show my cards" or "continue" does nothing."""
    session = Flow.new(NAMES, shuffled_deal(3, 1))
    handoff = session.next_screen()
    answer(session, handoff)
    assert not session.proceed(handoff.kind, seat=handoff.seat, move=handoff.move)
    turn = session.next_screen()
    assert turn.kind is ScreenKind.TURN and turn.seat == 1
    card = seers_first(session.view_for(1))
    assert session.take(card, seat=1, move=turn.move)
    for seat in (0, 1):  # the same key again, for either seat, at the old move number
        for action in session.view_for(0).legal_actions:
            assert not session.take(action, seat=seat, move=turn.move)
    assert session.moves == 1
    nxt = session.next_screen()
    assert nxt == NextScreen(ScreenKind.HANDOFF, 0, move=1)
    # the second player's move is refused before their hand-off, at any move number
    action = session.view_for(0).legal_actions[0]
    assert not session.take(action, seat=0, move=1)
    assert not session.proceed(ScreenKind.HANDOFF, seat=1, move=1)  # the wrong seat
    assert not session.proceed(ScreenKind.TURN, seat=0, move=1)  # a turn is played, not passed
    assert session.moves == 1 and session.next_screen() == nxt


def test_phase_two_is_passed_once_with_the_last_trick_of_phase_one() -> None:
    session = Flow.new(NAMES, shuffled_deal(5, 0))
    while (shown := session.next_screen()).kind is not ScreenKind.PHASE_TWO:
        answer(session, shown)
    # a key from the screen before (the 13th trick's), pressed again, does not pass it
    assert not session.proceed(ScreenKind.TRICK_RESULT, seat=None, move=shown.move)
    assert not session.proceed(ScreenKind.HANDOFF, seat=shown.seat, move=shown.move)
    assert session.next_screen() == shown
    answer(session, shown)
    after = session.next_screen()
    assert after.kind is not ScreenKind.PHASE_TWO and after.result is None


def test_a_game_against_the_computer_says_so_in_its_record(tmp_path: Path) -> None:
    record = record_until(3, lambda state: state.trick == 2)
    assert record.computer is None
    player = FirstLegal()  # a computer seat: it has a level
    save = tmp_path / "current.json"
    new = Flow.new(("Ann", "Computer"), deal_of(record), save_path=save, policies=(None, player))
    assert new.record.computer == RecordComputer(seat=1, level="easy")
    assert load_record(save).computer == RecordComputer(seat=1, level="easy")
    # an older save resumed against the computer is recorded as such from then on
    resumed = Flow.resume(record, policies=(player, None))
    assert resumed.record.computer == RecordComputer(seat=0, level="easy")
    assert resumed.record.actions == record.actions
    # two people: nothing to say
    assert Flow.resume(record).record.computer is None


def test_a_move_from_an_earlier_or_a_later_screen_of_the_same_player_is_dropped() -> None:
    session = Flow.new(NAMES, shuffled_deal(3, 1))
    answer(session, session.next_screen())  # Bob's hand-off
    turn = session.next_screen()
    assert turn == NextScreen(ScreenKind.TURN, 1, move=0)
    card = seers_first(session.view_for(1))
    assert not session.take(card, seat=1, move=1)
    assert session.moves == 0
    assert session.take(card, seat=1, move=0)


def test_who_holds_the_screen_is_whoever_played_on_their_own_screen_last() -> None:
    """Against the computer there is no hand-off: the person holds the screen once they
    have played on it; the computer's moves change nothing."""
    computer = FirstLegal()
    session = Flow.new(NAMES, shuffled_deal(4, 0), policies=(None, computer))
    assert session.holder is None
    turn = session.next_screen()
    assert turn == NextScreen(ScreenKind.TURN, 0, move=0)
    assert session.take(seers_first(session.view_for(0)), seat=0, move=0)
    assert session.holder == 0
    assert session.next_screen().kind is ScreenKind.COMPUTER
    session.play_computer()
    assert session.holder == 0 and session.moves == 2


def test_a_new_game_has_no_hints_unless_asked_and_nobody_holds_the_screen() -> None:
    session = Flow.new(NAMES, shuffled_deal(3, 1))
    assert session.record.hints is False and session.holder is None
    assert Flow.new(NAMES, shuffled_deal(3, 1), hints=True).record.hints is True


class Scripted:
    """A lesson's scripted opponent: a seat player with a level that is not the computer's."""

    level = "lesson"

    def choose(self, seen: PlayerView) -> Card:
        card = seers_first(seen)
        assert isinstance(card, Card)
        return card


def test_only_a_computer_player_makes_a_game_against_the_computer() -> None:
    session = Flow.new(NAMES, shuffled_deal(3, 1), policies=(None, Scripted()))
    assert session.record.computer is None


def every_screen(session: Flow) -> list[NextScreen]:
    """The rest of the game's screens (the end included), answered as the players would."""
    screens = []
    while True:
        shown = session.next_screen()
        screens.append(shown)
        if shown.kind is ScreenKind.END:
            return screens
        if shown.kind is ScreenKind.COMPUTER:
            session.play_computer()
        else:
            answer(session, shown)


def test_every_screen_is_stamped_with_the_moves_and_the_take_backs_so_far() -> None:
    """After a take-back, a screen of the same move number is another screen: every kind
    of screen carries both numbers, to the end."""
    for policies in ((None, None), (None, FirstLegal())):
        session = Flow.new(NAMES, shuffled_deal(5, 0), policies=policies)
        if session.next_screen().kind is ScreenKind.HANDOFF:
            answer(session, session.next_screen())
        answer(session, session.next_screen())  # Ann leads
        assert session.take_back(seat=0, move=1)
        stamps: list[tuple[NextScreen, int]] = []
        while True:
            shown = session.next_screen()
            stamps.append((shown, session.moves))
            if shown.kind is ScreenKind.END:
                break
            if shown.kind is ScreenKind.COMPUTER:
                session.play_computer()
            else:
                answer(session, shown)
        kinds = {shown.kind for shown, _moves in stamps}
        assert ScreenKind.PHASE_TWO in kinds and ScreenKind.END in kinds
        assert (ScreenKind.COMPUTER in kinds) is (policies[1] is not None)
        assert (ScreenKind.HANDOFF in kinds) is (policies[1] is None)
        for shown, moves in stamps:
            assert (shown.move, shown.taken_back) == (moves, 1), shown.kind
            if shown.kind is ScreenKind.HANDOFF:
                assert shown.seat == session.states[moves].to_move


def test_a_trick_s_result_after_a_resume_holds_the_same_events_as_played_through() -> None:
    """Resumed mid-trick (after a lead, or after a Seer choice), the trick's result still
    holds every public event of the trick, and none of the trick before."""
    played = Flow.new(NAMES, shuffled_deal(7, 0))
    live = {shown.result.trick: shown.result for shown in every_screen(played) if shown.result}
    record = played.record
    for cut in range(1, 40):
        update = {"actions": record.actions[:cut], "ended": None}
        resumed = Flow.resume(record.model_copy(update=update))
        first = next(shown.result for shown in every_screen(resumed) if shown.result)
        assert first == live[first.trick], cut
