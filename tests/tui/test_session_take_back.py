"""Taking back in the session: against the computer as often as wanted; between two people
only the leader's card before the other player has seen anything."""

from __future__ import annotations

from pathlib import Path

from claim2.engine import Action, PlayerView, legal_actions, shuffled_deal
from claim2.game.records import load_record, replay_states
from claim2.game.session import GameSession, ScreenKind

from .games import NAMES, seers_first


class FirstLegal:
    """A computer seat that plays its first legal card (and has a level, as a computer)."""

    level = "easy"

    def choose(self, seen: PlayerView) -> Action:
        return seers_first(seen)


def person_turn(session: GameSession) -> None:
    """Go on (public screens, the computer's moves) until the person is to play."""
    while (shown := session.next_screen()).kind not in (ScreenKind.TURN, ScreenKind.SEER):
        assert shown.kind is not ScreenKind.END
        if shown.kind is ScreenKind.COMPUTER:
            session.play_computer()
        else:
            assert session.proceed(shown.kind, seat=shown.seat, move=shown.move)


def person_plays(session: GameSession) -> None:
    person_turn(session)
    shown = session.next_screen()
    assert shown.seat is not None
    assert session.take(seers_first(session.view_for(shown.seat)), seat=shown.seat, move=shown.move)


def test_against_the_computer_take_backs_go_back_card_by_card(tmp_path: Path) -> None:
    save = tmp_path / "current.json"
    session = GameSession.new(
        NAMES, shuffled_deal(6, 0), save_path=save, policies=(None, FirstLegal())
    )
    seen = []  # before each of the person's cards (a Seer choice is not a card)
    while len(seen) < 6:
        person_turn(session)
        if session.next_screen().kind is ScreenKind.TURN:
            seen.append((session.moves, session.view_for(0)))
        person_plays(session)
    for count in range(1, 7):
        moves, view = seen[-count]
        person_turn(session)  # the computer answers first
        assert session.take_back(seat=0, move=session.moves)
        assert session.moves == moves and session.view_for(0) == view
        assert session.next_screen().kind in (ScreenKind.TURN, ScreenKind.SEER)
        assert load_record(save).take_backs == count  # saved at once, counted
        assert load_record(save).actions == session.record.actions
    assert not session.take_back(seat=0, move=session.moves)  # nothing left to take back
    assert not session.take_back(seat=1, move=session.moves)  # the computer never does


def test_a_take_back_from_a_screen_no_longer_current_is_dropped() -> None:
    session = GameSession.new(NAMES, shuffled_deal(6, 0), policies=(None, FirstLegal()))
    person_plays(session)
    assert not session.take_back(seat=0, move=session.moves - 1)
    assert session.take_back(seat=0, move=session.moves)


def test_the_game_plays_on_to_its_end_after_take_backs() -> None:
    session = GameSession.new(NAMES, shuffled_deal(9, 1), policies=(None, FirstLegal()))
    for _ in range(5):
        person_plays(session)
    session.take_back(seat=0, move=session.moves)
    while not session.finished:
        shown = session.next_screen()
        if shown.kind in (ScreenKind.TURN, ScreenKind.SEER):
            person_plays(session)
        elif shown.kind is ScreenKind.COMPUTER:
            session.play_computer()
        else:
            session.proceed(shown.kind, seat=shown.seat, move=shown.move)
    assert replay_states(session.record)[-1].finished
    assert session.record.take_backs == 1
    assert not session.take_back(seat=0, move=session.moves)  # the game is over


def test_between_two_people_only_the_lead_before_the_hand_off() -> None:
    session = GameSession.new(NAMES, shuffled_deal(3, 0))
    handoff = session.next_screen()
    assert session.proceed(handoff.kind, seat=handoff.seat, move=handoff.move)
    lead = session.next_screen()
    assert lead.kind is ScreenKind.TURN and lead.seat == 0
    assert not session.take_back(seat=0, move=0)  # nothing played yet
    card = legal_actions(replay_states(session.record)[-1])[0]
    assert session.take(card, seat=0, move=0)
    assert not session.take_back(seat=1, move=1)  # not the follower's to take back
    assert session.take_back(seat=0, move=1)
    assert session.moves == 0 and session.next_screen().kind is ScreenKind.TURN
    assert session.take(card, seat=0, move=0)
    handoff = session.next_screen()
    assert handoff.kind is ScreenKind.HANDOFF and handoff.seat == 1
    assert session.proceed(handoff.kind, seat=1, move=1)  # the follower has seen the table
    assert not session.take_back(seat=0, move=1)
