"""The couch at the application layer (``claim2 play --phones``), in milliseconds: the laptop's
public table and each phone's page (``PhoneSeat``) over a whole game, the phones gathered and
named before it, take-backs asked of the other phone or taken back against the computer, a
phone that goes and comes back, another game, the laptop closing, resuming. The same with a
browser per phone is tests/web/test_couch_browser.py."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from claim2.engine import Card
from claim2.game.steps import ScreenKind
from claim2.records.parts import RecordComputer
from claim2.records.record import load_record, save_record, upgraded
from claim2.settings.options import GameOptions, computer_name
from claim2.sitting.lobby import NewGame
from claim2.sitting.remote.couch import CouchSitting
from claim2.sitting.remote.phone import PhoneSeat
from claim2.sitting.remote.seat_source import Naming, SeatNow
from claim2.sitting.remote.table import RemoteTable
from claim2.sitting.scene import Mode
from game.games import record_until

from .tables import NAMES, first_card

PEOPLE = GameOptions()
EASY = GameOptions(computer="easy")


@pytest.fixture
def couches() -> Iterator[Callable[..., CouchSitting]]:
    """Couch sittings on the test's data folder, with phones, closed afterwards."""
    opened: list[CouchSitting] = []

    def make(*, phones: bool = True) -> CouchSitting:
        couch = CouchSitting(seed=3, phones=phones)
        couch.open()
        opened.append(couch)
        return couch

    yield make
    for couch in opened:
        couch.close()


def table_of(couch: CouchSitting) -> RemoteTable:
    table = couch.couch_table
    assert table is not None and couch.table is table
    return table


def check_privacy(couch: CouchSitting) -> None:
    """The laptop's scene holds the public view only; each phone's, its own seat's view."""
    table = table_of(couch)
    session = table.session
    laptop = table.scene
    assert laptop.mode is Mode.COUCH and laptop.seen is None and laptop.viewer is None
    assert laptop.public == session.public() and laptop.take_back is None
    assert laptop.settle == 0.0 or laptop.kind is ScreenKind.END  # its keys choose no move
    for phone in couch.phone_seats:
        if phone.seat not in table.people:
            continue
        now = phone.now()
        scene = now.scene
        assert scene is not None and scene.mode is Mode.NETWORK
        if scene.seen is not None:
            assert scene.seen == session.view_for(phone.seat)  # its own, never the other's
        assert scene.take_back is None or scene.take_back.seat == phone.seat
        assert now.record is None or scene.kind is ScreenKind.END  # no review before the end


def tap(phone: PhoneSeat) -> bool:
    """What the phone's player does on their page now (False: nothing to do there)."""
    now = phone.now()
    scene = now.scene
    if now.question is not None:
        phone.answer(True)
        return True
    if scene is None or scene.kind is ScreenKind.END:
        return False
    if scene.acts:
        assert scene.seen is not None
        assert phone.play(first_card(scene.seen), scene.shown) is None
        return True
    if scene.kind in (ScreenKind.TRICK_RESULT, ScreenKind.PHASE_TWO):
        assert phone.proceed(scene.shown)
        return True
    return False


def computer_moves(couch: CouchSitting) -> bool:
    """The laptop lets the computer choose on its turn (as the app's worker does)."""
    table = table_of(couch)
    thinking = table.thinking()
    if thinking is None:
        return False
    assert table.computer_moved(thinking.run(), thinking.shown)
    return True


def play_out(couch: CouchSitting, check: bool = True) -> int:
    """The game played to its end from the phones (and the computer's seat); the taps."""
    taps = 0
    while not table_of(couch).session.finished or any(
        phone.now().scene is not None and phone.now().scene.kind is not ScreenKind.END  # type: ignore[union-attr]
        for phone in couch.phone_seats
        if phone.seat in table_of(couch).people
    ):
        moved = computer_moves(couch)
        for phone in couch.phone_seats:
            if phone.seat in table_of(couch).people and tap(phone):
                taps += 1
                moved = True
            if check:
                check_privacy(couch)
        assert moved, "the game is stuck"
    return taps


def both_here(couch: CouchSitting, names: tuple[str, str] | None = None) -> None:
    for phone in couch.phone_seats:
        phone.arrived()
        if names is not None:
            phone.choose_name(names[phone.seat])


# Gathering the phones ----------------------------------------------------------------------------


def test_a_game_waits_for_both_phones_and_their_names(
    couches: Callable[..., CouchSitting],
) -> None:
    couch = couches()
    first, second = couch.phone_seats
    assert first.now() == SeatNow(status="No game yet: choose one on the laptop, with the phones.")
    assert couch.start_now(NewGame(("", ""), first_leader=0, options=PEOPLE))
    assert couch.table is None and couch.missing() == (0, 1)
    first.arrived()
    assert first.now() == SeatNow(naming=Naming())  # its name is typed on the phone
    first.choose_name("  Ann  ")
    assert first.now().status == "Waiting for Second player's phone…"
    second.arrived()
    second.choose_name("ann")  # the same person as Ann
    assert second.now().naming == Naming("", "Please use two different names.")
    second.choose_name("Bo\u202eb")  # a bidi override
    problem = second.now().naming
    assert problem is not None and problem.problem is not None
    assert problem.problem.startswith("Please choose another name: it ")
    assert couch.table is None
    second.choose_name("Bob")
    table = table_of(couch)
    assert table.names == NAMES and table.people == (0, 1)
    assert load_record(couch.save_path).players == NAMES  # type: ignore[arg-type]
    check_privacy(couch)


def test_names_given_on_the_laptop_are_not_asked_on_the_phones(
    couches: Callable[..., CouchSitting],
) -> None:
    couch = couches()
    couch.start_now(NewGame(NAMES, first_leader=1))
    first, second = couch.phone_seats
    second.arrived()
    assert second.now().status == "Waiting for Ann's phone…"
    assert couch.table is None
    first.arrived()
    assert table_of(couch).names == NAMES
    assert first.now().scene is not None


# A whole game -------------------------------------------------------------------------------------


def test_a_whole_game_from_two_phones_shows_no_hand_on_the_laptop(
    couches: Callable[..., CouchSitting],
) -> None:
    couch = couches()
    couch.start_now(NewGame(NAMES, first_leader=0))
    both_here(couch)
    taps = play_out(couch)
    table = table_of(couch)
    assert table.scene.kind is ScreenKind.END and table.scene.seen is None
    assert table.scene.kept is not None  # kept for the history, as any game at this laptop
    assert 52 <= taps <= 60  # every card and Seer choice; results are on the laptop
    for phone in couch.phone_seats:
        now = phone.now()
        assert now.scene is not None and now.scene.kind is ScreenKind.END
        assert now.again == "Play again"
        # the page's review: the finished game's record, the same one each time it is asked
        assert now.record is table.session.record and phone.now().record is now.record


def test_the_laptop_shows_whose_turn_it_is_and_the_trick_being_played(
    couches: Callable[..., CouchSitting],
) -> None:
    couch = couches()
    couch.start_now(NewGame(NAMES, first_leader=1))
    both_here(couch)
    table = table_of(couch)
    laptop = table.scene
    assert (laptop.kind, laptop.seat) == (ScreenKind.WAITING, 1)  # Bob leads
    second = couch.phone_seats[1]
    turn = second.now().scene
    assert turn is not None and turn.seen is not None
    card = first_card(turn.seen)
    second.play(card, turn.shown)
    laptop = table.scene
    assert (laptop.kind, laptop.seat) == (ScreenKind.WAITING, 0)
    assert laptop.public.played == (card,)


# Take-backs -----------------------------------------------------------------------------------


def test_a_take_back_is_asked_on_the_other_phone(couches: Callable[..., CouchSitting]) -> None:
    couch = couches()
    couch.start_now(NewGame(NAMES, first_leader=0))
    both_here(couch)
    first, second = couch.phone_seats
    turn = first.now().scene
    assert turn is not None and turn.seen is not None
    card = first_card(turn.seen)
    assert isinstance(card, Card)
    first.play(card, turn.shown)
    waiting = first.now().scene
    assert waiting is not None and waiting.take_back is not None
    note = first.take_back(waiting.shown)
    assert note.text == f"Bob is asked whether you may take {card.code} back…"
    asked = second.now().question
    assert asked is not None and asked.text == f"Ann asks to take {card.code} back. Allow it?"
    assert first.now().question is None  # never on the asker's own phone
    second.answer(True)
    assert [note.text for note in first.take_notes()] == [
        f"Bob agreed: {card.code} is back in your hand."
    ]
    assert second.take_notes() == []
    again = first.now().scene
    assert again is not None and again.acts and again.seen is not None
    assert card in again.seen.hand


def test_against_the_computer_its_seat_is_the_laptop_s(
    couches: Callable[..., CouchSitting],
) -> None:
    couch = couches()
    assert couch.start_now(NewGame(("Ann", computer_name("easy")), 0, EASY))
    phone = couch.phone_seats[0]
    assert couch.phone_seats[1].now().status is not None  # no seat of its own
    phone.arrived()
    table = table_of(couch)
    assert table.people == (0,)
    turn = phone.now().scene
    assert turn is not None and turn.seen is not None
    phone.play(first_card(turn.seen), turn.shown)
    assert table.scene.kind is ScreenKind.COMPUTER  # the laptop's: the computer chooses
    waiting = phone.now().scene
    assert waiting is not None and waiting.kind is ScreenKind.WAITING
    assert waiting.take_back is None  # not while the computer chooses
    assert computer_moves(couch)
    play_out(couch)
    assert table.session.record.computer is not None  # a game against the computer


def test_against_the_computer_a_card_goes_back_at_once_with_its_answer(
    couches: Callable[..., CouchSitting], data_dir: Path
) -> None:
    record = record_until(4, lambda state: state.phase == 2 and state.to_move == state.leader)
    record = upgraded(record, computer=RecordComputer(seat=1, level="easy"))
    save_record(record, data_dir / "saves" / "current.json")
    couch = couches()
    assert couch.look_for_save().resume is not None and couch.resume()
    phone = couch.phone_seats[0]
    phone.arrived()
    table = table_of(couch)
    while not phone.now().scene.acts:  # type: ignore[union-attr]
        assert computer_moves(couch)
    turn = phone.now().scene
    assert turn is not None and turn.seen is not None
    card = first_card(turn.seen)
    assert isinstance(card, Card)
    moves = table.session.moves
    phone.play(card, turn.shown)
    while computer_moves(couch):  # its answer, and its lead if it won the trick
        pass
    scene = phone.now().scene
    assert scene is not None and scene.take_back is not None and scene.take_back.card == card
    assert phone.take_back(scene.shown).text == f"{NAMES[0]} took {card.code} back."
    assert table.session.moves == moves
    again = phone.now().scene
    assert again is not None and again.acts


# A phone goes and comes back --------------------------------------------------------------------


def test_a_phone_that_sleeps_mid_trick_comes_back_to_the_same_scene(
    couches: Callable[..., CouchSitting],
) -> None:
    couch = couches()
    couch.start_now(NewGame(NAMES, first_leader=0))
    both_here(couch)
    first, second = couch.phone_seats
    tap(first)  # Ann leads
    before = second.now()
    second.left()
    assert [note.text for note in couch.take_notes()] == [
        "Bob's phone has gone — open the same link again to go on."
    ]
    second.arrived()
    assert second.now() == before
    assert [note.text for note in couch.take_notes()] == ["Bob's phone is back."]


# After the game ---------------------------------------------------------------------------------


def test_another_game_begins_once_both_phones_ask(couches: Callable[..., CouchSitting]) -> None:
    couch = couches()
    couch.start_now(NewGame(NAMES, first_leader=0))
    both_here(couch)
    play_out(couch, check=False)
    finished = table_of(couch)
    first, second = couch.phone_seats
    assert first.again() is None
    assert first.now().status == "Bob is asked for another game."
    assert first.now().record is finished.session.record  # a review shown stays meanwhile
    assert [note.text for note in second.take_notes()] == ["Ann would like to play again."]
    assert couch.couch_table is finished
    second.again()
    table = table_of(couch)
    assert table is not finished and not table.session.finished
    assert all(phone.now().record is None for phone in couch.phone_seats)
    check_privacy(couch)


def test_the_phones_say_when_the_laptop_closes(couches: Callable[..., CouchSitting]) -> None:
    couch = couches()
    couch.start_now(NewGame(NAMES, first_leader=0))
    both_here(couch)
    couch.close()
    now = couch.phone_seats[0].now()
    assert now.closed and now.scene is None and now.status is not None


def test_a_game_on_phones_is_resumed_on_phones(
    couches: Callable[..., CouchSitting], data_dir: Path
) -> None:
    couch = couches()
    couch.start_now(NewGame(NAMES, first_leader=0))
    both_here(couch)
    for _tap in range(3):
        tap(couch.phone_seats[0]) or tap(couch.phone_seats[1])
    moves = table_of(couch).session.moves
    couch.close()
    again = couches()
    assert again.look_for_save().resume is not None
    assert again.resume()
    assert again.table is None  # it waits for the phones; no name is asked
    first, second = again.phone_seats
    first.arrived()
    assert first.now().status == "Waiting for Bob's phone…"
    second.arrived()
    table = table_of(again)
    assert table.session.moves == moves and table.names == NAMES
    check_privacy(again)


def test_without_phones_it_is_the_laptop_s_own_game(couches: Callable[..., CouchSitting]) -> None:
    couch = couches(phones=False)
    couch.start_now(NewGame(NAMES, first_leader=0))
    assert couch.couch_table is None and couch.table is not None
    assert couch.table.mode is Mode.HOT_SEAT


def test_a_trick_s_result_is_on_the_laptop_and_each_phone_goes_straight_on(
    couches: Callable[..., CouchSitting],
) -> None:
    couch = couches()
    couch.start_now(NewGame(NAMES, first_leader=0))
    both_here(couch)
    first, second = couch.phone_seats
    tap(first)
    tap(second)  # the first trick is won
    table = table_of(couch)
    last = table.scene.public.last_trick
    assert last is not None and table.scene.public.trick == 2
    for phone in (first, second):
        scene = phone.now().scene
        assert scene is not None and scene.kind in (ScreenKind.TURN, ScreenKind.WAITING)
        assert scene.public.last_trick == last


def test_a_match_on_phones_goes_on_to_its_next_game(couches: Callable[..., CouchSitting]) -> None:
    """A match (first to 2 wins): each game's end on the phones, the next game of the match
    once both ask, on the same phones; the match is kept with each game."""
    couch = couches()
    couch.start_now(NewGame(NAMES, first_leader=0, first_to=2))
    both_here(couch)
    first_game = table_of(couch)
    match = first_game.session.record.match
    assert match is not None and match.first_to == 2
    play_out(couch, check=False)
    for phone in couch.phone_seats:
        assert phone.now().again is not None  # the end's button (the next game)
        phone.again()
    second_game = table_of(couch)
    assert second_game is not first_game and not second_game.session.finished
    following = second_game.session.record.match
    assert following is not None and following.id == match.id and following.game == 2
    check_privacy(couch)
