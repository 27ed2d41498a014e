"""A game between two screens at the application layer, without sockets: each seat's own
scenes (``RemoteTable.scene_for``), each player dismissing their own public scenes, a
take-back asked of the other player, and the host's sitting (``HostSitting``). The same
game over the loopback interface is tested in ``tests/net``."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from claim2.engine import Card, IllegalAction, PlayerView, shuffled_deal, view
from claim2.game.session import GameSession, NextScreen
from claim2.game.steps import ScreenKind
from claim2.records.parts import RecordMatch
from claim2.records.record import GameRecord, save_record, upgraded
from claim2.sitting.lobby import NewGame
from claim2.sitting.notes import Severity
from claim2.sitting.play_table import PlayTable
from claim2.sitting.remote.agreement import TakeBackAnswered, TakeBackAsked, Tell, same_stamp
from claim2.sitting.remote.hosting import LOCAL_SEAT, NETWORK_SAVE, HostSitting
from claim2.sitting.remote.seat import RemoteSeat
from claim2.sitting.remote.table import RemoteTable
from claim2.sitting.scene import Mode, Scene, TakeBackOffer
from claim2.sitting.seating import match_line
from game.games import at_the_last_card, record_until

from .tables import NAMES, first_card

Told = list[tuple[int, Tell]]


def network_table(
    seed: int = 1,
    leader: int = 0,
    *,
    local: int = LOCAL_SEAT,
    record: GameRecord | None = None,
    match_line: str | None = None,
) -> RemoteTable:
    """A game over the network held here (not saved), ``local`` the seat of this screen."""
    if record is None:
        session = GameSession.new(NAMES, shuffled_deal(seed, leader))
    else:
        session = GameSession.resume(record)
    line = None if match_line is None else (lambda held: f"{match_line} ({held.moves} moves)")
    return RemoteTable(session, here=local, match_line=line)


def card_of(seen: PlayerView | None) -> Card:
    assert seen is not None
    card = first_card(seen)
    assert isinstance(card, Card)
    return card


def lead(table: RemoteTable, seat: int) -> Card:
    """``seat`` plays a card on its own turn."""
    scene = table.scene_for(seat)
    assert scene.kind is ScreenKind.TURN and scene.seat == seat
    card = card_of(scene.seen)
    assert table.play_for(seat, card, scene.shown) is None
    return card


def answer_seat(table: RemoteTable, seat: int) -> bool:
    """What ``seat``'s player does on their own scene (False: they wait, or it is the end)."""
    scene = table.scene_for(seat)
    if scene.acts:
        assert scene.seen is not None
        assert table.play_for(seat, first_card(scene.seen), scene.shown) is None
        return True
    if scene.kind in (ScreenKind.TRICK_RESULT, ScreenKind.PHASE_TWO):
        assert table.proceed_for(seat, scene.shown)
        return True
    return False


def play_out(table: RemoteTable) -> None:
    """Both players play the game to its end, each on their own screen."""
    while answer_seat(table, 0) or answer_seat(table, 1):
        pass
    assert table.session.finished


def first_trick(table: RemoteTable) -> None:
    """Both players play the first trick (seat 0 leads); nobody dismisses its result."""
    lead(table, 0)
    lead(table, 1)


def listened(table: RemoteTable) -> tuple[list[str], Told]:
    changes: list[str] = []
    told: Told = []
    table.listen(on_change=lambda: changes.append("changed"))
    table.listen(on_tell=lambda seat, tell: told.append((seat, tell)))
    return changes, told


# Stamps and the seats ----------------------------------------------------------------------


def test_a_stamp_is_the_same_scene_by_kind_seat_move_and_take_backs_only() -> None:
    shown = NextScreen(ScreenKind.TURN, 1, move=4, taken_back=1)
    assert same_stamp(shown, NextScreen(ScreenKind.TURN, 1, move=4, taken_back=1))
    for other in (
        NextScreen(ScreenKind.SEER, 1, move=4, taken_back=1),
        NextScreen(ScreenKind.TURN, 0, move=4, taken_back=1),
        NextScreen(ScreenKind.TURN, 1, move=5, taken_back=1),
        NextScreen(ScreenKind.TURN, 1, move=4, taken_back=0),
    ):
        assert not same_stamp(shown, other)
        assert not same_stamp(other, shown)


@pytest.mark.parametrize("local", [0, 1])
def test_each_seat_has_its_own_screen_and_no_hand_off(local: int) -> None:
    table = network_table(local=local)
    session = table.session
    assert (table.mode, table.here, table.people) == (Mode.NETWORK, local, (0, 1))
    assert table.hints is None
    assert table.scene == table.scene_for(local)
    turn = table.scene_for(0)  # seat 0 leads: its turn at once, no hand-off
    assert turn.mode is Mode.NETWORK
    assert (turn.kind, turn.seat, turn.shown.move, turn.shown.taken_back) == (
        ScreenKind.TURN,
        0,
        0,
        0,
    )
    assert turn.seen == session.view_for(0) and turn.viewer == 0
    assert turn.names == NAMES and turn.public == session.public()
    assert not turn.in_match and not turn.match_goes_on and turn.match_line is None
    wait = table.scene_for(1)  # seat 1 waits for seat 0, looking at its own cards
    assert (wait.kind, wait.seat, wait.computer_move) == (ScreenKind.WAITING, 0, None)
    assert wait.seen == session.view_for(1) and not wait.acts
    assert (wait.shown.move, wait.shown.taken_back) == (0, 0)
    assert wait.take_back is None and turn.take_back is None


def test_the_waiting_scene_carries_the_move_and_the_take_backs() -> None:
    table = network_table()
    card = lead(table, 0)
    wait = table.scene_for(0)
    assert (wait.kind, wait.seat, wait.shown.move) == (ScreenKind.WAITING, 1, 1)
    assert wait.seen == table.session.view_for(0)
    assert wait.take_back == TakeBackOffer(0, card)
    assert table.ask_take_back(0) is not None
    assert table.answer_take_back(1, allowed=True)
    again = table.scene_for(1)
    assert (again.kind, again.seat, again.shown.move, again.shown.taken_back) == (
        ScreenKind.WAITING,
        0,
        0,
        1,
    )


def test_nothing_of_hand_offs_the_computer_or_hints() -> None:
    table = network_table()
    shown = table.scene.shown
    card = card_of(table.scene.seen)
    base: PlayTable = table  # as the app sees it
    assert not base.reveal(shown)
    assert base.thinking() is None
    assert not base.computer_moved(card, shown)
    assert base.hint_request(shown) is None
    assert table.session.moves == 0 and table.scene.shown == shown


# Playing ---------------------------------------------------------------------------------------


def test_a_move_is_taken_from_its_own_seat_on_its_current_scene_only() -> None:
    table = network_table()
    changes, told = listened(table)
    turn = table.scene_for(0)
    card = card_of(turn.seen)
    assert table.play_for(1, card, turn.shown) is None  # not seat 1's turn
    stale = NextScreen(ScreenKind.TURN, 0, move=0, taken_back=1)
    assert table.play_for(0, card, stale) is None  # a scene that is not the current one
    assert table.session.moves == 0 and changes == []
    assert table.play_for(0, card, turn.shown) is None
    assert table.session.record.actions == [card.code]
    assert changes == ["changed"] and told == []
    assert table.scene == table.scene_for(0)  # the local scene was made again
    assert table.play_for(0, card, turn.shown) is None  # the same answer again: dropped
    assert table.session.moves == 1


def test_a_move_the_rules_refuse_is_returned_and_changes_nothing() -> None:
    table = network_table()
    changes, _told = listened(table)
    turn = table.scene_for(0)
    assert turn.seen is not None
    theirs = next(card for card in view(table.session.states[-1], 1).hand)
    refused = table.play_for(0, theirs, turn.shown)
    assert isinstance(refused, IllegalAction)
    assert refused.cards == (theirs,)
    assert table.session.moves == 0 and changes == []
    note = table.play(theirs, turn.shown)  # the local player's: a note in words
    assert note is not None and note.severity is Severity.ERROR
    assert note.text == f"That move is not allowed: Ann does not hold {theirs.code}."
    assert table.play(card_of(turn.seen), turn.shown) is None
    assert table.session.moves == 1


def test_the_remote_seat_plays_through_play_for_only() -> None:
    table = network_table(leader=1)
    turn = table.scene_for(1)
    card = card_of(turn.seen)
    assert table.play(card, turn.shown) is None  # ``play`` is the local seat's
    assert table.session.moves == 0
    assert table.play_for(1, card, turn.shown) is None
    assert table.session.moves == 1


def test_each_player_dismisses_the_trick_s_result_on_their_own_screen() -> None:
    table = network_table(1)  # Bob (the remote seat) wins the first trick
    changes, _told = listened(table)
    first_trick(table)
    session = table.session
    result = table.scene_for(0)
    assert result.kind is ScreenKind.TRICK_RESULT and result.result is not None
    assert result.result.trick.winner == 1
    assert result.seen is None and result.take_back is None
    assert table.scene_for(1).shown == result.shown and table.scene == result
    assert session.next_screen() == NextScreen(ScreenKind.TURN, 1, move=2)  # it went on
    public = result.public
    assert public == session.public()
    assert changes == ["changed", "changed"]
    stale = NextScreen(ScreenKind.TRICK_RESULT, move=1)
    assert not table.proceed_for(1, stale)
    assert not table.proceed_for(1, NextScreen(ScreenKind.PHASE_TWO, move=2))
    assert changes == ["changed", "changed"]
    assert table.proceed_for(1, result.shown)
    assert not table.proceed_for(1, result.shown)  # once
    assert changes == ["changed"] * 3
    assert table.scene == result  # Ann has not dismissed it
    card = lead(table, 1)  # Bob leads while Ann still reads the result
    still = table.scene_for(0)
    assert (still.kind, still.shown, still.public) == (
        ScreenKind.TRICK_RESULT,
        result.shown,
        public,
    )
    assert still.public != session.public()  # the table as it was when the trick ended
    assert table.play_for(0, card, still.shown) is None  # a result takes no card
    assert table.proceed(still.shown)  # Ann's key on her own screen
    turn = table.scene_for(0)
    assert (turn.kind, turn.seat, turn.seen) == (ScreenKind.TURN, 0, session.view_for(0))
    assert table.scene == turn


def play_until_seat_0(table: RemoteTable, kind: ScreenKind) -> Scene:
    """Both players play (seat 0 first) until seat 0's own scene is of ``kind``."""
    while (scene := table.scene_for(0)).kind is not kind:
        assert answer_seat(table, 0) or answer_seat(table, 1), "the game ended first"
    return scene


def test_phase_two_is_shown_on_each_screen_with_the_last_trick_of_phase_one() -> None:
    table = network_table(3)
    two = play_until_seat_0(table, ScreenKind.PHASE_TWO)
    assert two.result is not None and two.seen is None
    assert (two.result.trick.phase, two.result.trick.trick) == (1, 13)
    assert table.session.next_screen().kind in (ScreenKind.TURN, ScreenKind.SEER)
    other = table.scene_for(1)
    while other.kind is ScreenKind.TRICK_RESULT:  # seat 1 has not read its results yet
        assert table.proceed_for(1, other.shown)
        other = table.scene_for(1)
    assert other.shown == two.shown
    assert table.proceed_for(0, two.shown) and table.proceed_for(1, two.shown)
    assert {table.scene_for(0).kind, table.scene_for(1).kind} <= {
        ScreenKind.TURN,
        ScreenKind.SEER,
        ScreenKind.WAITING,
    }


def near_the_end(match: RecordMatch | None = None, seed: int = 5) -> GameRecord:
    record = record_until(seed, at_the_last_card)
    return record if match is None else upgraded(record, match=match)


def finish(table: RemoteTable) -> tuple[Scene, Scene]:
    play_out(table)
    return table.scene_for(0), table.scene_for(1)


def test_the_end_on_each_screen_without_a_match() -> None:
    table = network_table(record=near_the_end(), match_line="never asked")
    mine, theirs = finish(table)
    for scene in (mine, theirs):
        assert scene.kind is ScreenKind.END and scene.seen is None
        assert same_stamp(scene.shown, table.session.next_screen())
        assert scene.take_back is None
        assert not scene.in_match and not scene.match_goes_on
        assert scene.public == table.session.public()
    moves = table.session.moves
    assert mine.match_line == f"never asked ({moves} moves)"  # worded here for the local seat
    assert theirs.match_line is None
    assert table.offer_for(0) is None and table.offer_for(1) is None


@pytest.mark.parametrize(("tally", "goes_on"), [((0, 0), True), ((1, 1), False)])
def test_the_end_of_a_game_of_a_match(tally: tuple[int, int], goes_on: bool) -> None:
    match = RecordMatch(id="m", first_to=2, game=sum(tally) + 1, tally=tally)
    table = network_table(record=near_the_end(match), local=1, match_line="Ann 1 – Bob 0")
    mine, theirs = finish(table)
    line = f"Ann 1 – Bob 0 ({table.session.moves} moves)"
    assert (mine.match_line, theirs.match_line) == (None, line)  # local: seat 1
    for scene in (mine, theirs):
        assert scene.in_match and scene.match_goes_on is goes_on


# Taking back, by agreement ----------------------------------------------------------------


def test_nothing_to_take_back_before_a_card_is_led() -> None:
    table = network_table()
    changes, told = listened(table)
    note = table.take_back(table.scene.shown)
    assert (note.text, note.severity) == ("There is no card to take back now.", Severity.WARNING)
    assert table.ask_take_back(0) is None and table.ask_take_back(1) is None
    assert table.question is None and table.take_back_offer() is None
    assert changes == [] and told == []


def test_the_leader_asks_the_other_player_who_lets_the_card_go_back() -> None:
    table = network_table()
    changes, told = listened(table)
    card = lead(table, 0)
    offer = TakeBackOffer(0, card)
    assert table.offer_for(0) == offer and table.take_back_offer() == offer
    assert table.scene.take_back == offer
    assert table.offer_for(1) is None and table.scene_for(1).take_back is None
    note = table.take_back(table.scene.shown)
    assert note.text == f"Bob is asked whether you may take {card.code} back…"
    assert note.severity is Severity.INFORMATION
    asked = TakeBackAsked(0, card)
    assert table.question == asked
    assert told == [(1, asked)]  # told to the other player only
    assert changes == ["changed", "changed"]
    assert table.offer_for(0) is None and table.scene.take_back is None  # while it waits
    assert table.ask_take_back(0) is None  # asked once
    assert not table.answer_take_back(0, allowed=True)  # not by the one who asked
    assert table.question == asked and table.session.moves == 1
    assert table.answer_take_back(1, allowed=True)
    answered = TakeBackAnswered(0, card, allowed=True, lapsed=False)
    assert told == [(1, asked), (0, answered), (1, answered)]
    assert table.question is None and changes == ["changed"] * 3
    session = table.session
    assert session.moves == 0 and session.record.take_backs == 1
    turn = table.scene_for(0)
    assert (turn.kind, turn.seat, turn.shown.taken_back) == (ScreenKind.TURN, 0, 1)
    assert table.scene == turn and turn.take_back is None
    assert not table.answer_take_back(1, allowed=True)  # answered once


def test_the_other_player_may_refuse() -> None:
    table = network_table()
    _changes, told = listened(table)
    card = lead(table, 0)
    asked = table.ask_take_back(0)
    assert asked == TakeBackAsked(0, card)
    assert table.answer_take_back(1, allowed=False)
    refused = TakeBackAnswered(0, card, allowed=False, lapsed=False)
    assert told == [(1, asked), (0, refused), (1, refused)]
    assert table.session.record.actions == [card.code] and table.question is None
    assert table.offer_for(0) is None  # asked once: not again (issue 40, case 5)
    assert table.ask_take_back(0) is None and len(told) == 3


def test_a_move_made_while_the_question_waits_lapses_it() -> None:
    table = network_table()
    _changes, told = listened(table)
    card = lead(table, 0)
    asked = table.ask_take_back(0)
    answer = lead(table, 1)
    lapsed = TakeBackAnswered(0, card, allowed=False, lapsed=True)
    assert told == [(1, asked), (0, lapsed), (1, lapsed)]
    assert table.question is None
    assert not table.answer_take_back(1, allowed=True)
    assert table.session.record.actions == [card.code, answer.code]


@pytest.mark.parametrize("allowed", [True, False])
def test_an_answer_after_the_game_moved_on_takes_nothing_back(allowed: bool) -> None:
    """The game moved on behind the question's back (taken back and led again: the same
    number of moves, one more take-back): the answer lapses."""
    table = network_table()
    _changes, told = listened(table)
    session = table.session
    card = lead(table, 0)
    asked = table.ask_take_back(0)
    assert session.take_back(seat=0, move=1)
    assert session.take(card, seat=0, move=0) and session.moves == 1
    assert table.answer_take_back(1, allowed=allowed)
    lapsed = TakeBackAnswered(0, card, allowed=False, lapsed=allowed)
    assert told == [(1, asked), (0, lapsed), (1, lapsed)]
    assert session.record.actions == [card.code] and session.record.take_backs == 1


def test_a_card_taken_back_clears_the_results_still_on_the_screens() -> None:
    table = network_table(1)  # Bob wins the first trick
    first_trick(table)
    result = table.scene_for(1)
    assert table.proceed_for(1, result.shown)
    card = lead(table, 1)  # Bob leads while Ann still reads the result
    assert table.scene_for(0).kind is ScreenKind.TRICK_RESULT
    assert table.offer_for(1) == TakeBackOffer(1, card)
    assert table.ask_take_back(1) == TakeBackAsked(1, card)
    assert table.answer_take_back(0, allowed=True)
    wait = table.scene_for(0)  # the result is gone with the card: Ann waits for Bob
    assert (wait.kind, wait.seat) == (ScreenKind.WAITING, 1)
    assert table.scene == wait
    assert table.scene_for(1).kind is ScreenKind.TURN


# The host's sitting ---------------------------------------------------------------------------


@pytest.fixture
def hosts() -> Iterator[Callable[..., HostSitting]]:
    """Host sittings on the test's data folder, closed (their lock let go) afterwards."""
    opened: list[HostSitting] = []

    def make(*, save_path: Path | None = None) -> HostSitting:
        sitting = HostSitting(seed=1, save_path=save_path)
        opened.append(sitting)
        return sitting

    yield make
    for sitting in opened:
        sitting.close()


def test_the_host_plays_the_first_seat_saved_beside_the_local_game(
    hosts: Callable[..., HostSitting], data_dir: Path
) -> None:
    sitting = hosts()
    assert (sitting.seed, sitting.local, sitting.remote.seat, sitting.host_name) == (1, 0, 1, "")
    assert sitting.remote == RemoteSeat(1)
    assert sitting.save_path is None and sitting.network_table is None
    sitting.open()
    assert sitting.save_path == data_dir / "saves" / NETWORK_SAVE
    assert NETWORK_SAVE == "network.json"
    folder = sitting.folder
    sitting.open()  # once
    assert sitting.folder is folder
    elsewhere = data_dir / "elsewhere.json"
    other = hosts(save_path=elsewhere)
    other.open()
    assert other.save_path == elsewhere


def test_the_host_s_listeners_hear_every_game_it_plays(
    hosts: Callable[..., HostSitting], data_dir: Path
) -> None:
    sitting = hosts()
    tables: list[str] = []
    changes: list[str] = []
    told: Told = []
    sitting.listen(
        on_change=lambda: changes.append("before"),
        on_tell=lambda seat, tell: told.append((seat, tell)),
        on_table=lambda: tables.append("table"),
    )
    sitting.open()
    sitting.start_now(NewGame(NAMES, first_leader=0))
    table = sitting.network_table
    assert isinstance(table, RemoteTable) and table is sitting.table
    assert table.here == 0 and tables == ["table"]
    assert (data_dir / "saves" / NETWORK_SAVE).exists()
    assert sitting.take_notes() == [] and sitting.save_problem() is None
    later: Told = []
    sitting.listen(  # heard by this game too
        on_change=lambda: changes.append("after"),
        on_tell=lambda seat, tell: later.append((seat, tell)),
    )
    card = lead(table, 0)
    assert changes == ["before", "after"]
    asked = table.ask_take_back(0)
    assert told == later == [(1, asked)] and asked == TakeBackAsked(0, card)
    sitting.leave()
    assert tables == ["table", "table"] and sitting.network_table is None


def test_the_game_over_the_network_not_saved_is_said_at_once(
    hosts: Callable[..., HostSitting], data_dir: Path
) -> None:
    blocker = data_dir / "not a folder"
    blocker.write_text("a file where the saves folder should be")
    sitting = hosts(save_path=blocker / "network.json")
    sitting.open()
    sitting.start_now(NewGame(NAMES, first_leader=0))
    problem = sitting.save_problem()
    assert problem is not None
    (note,) = sitting.take_notes()
    assert note.severity is Severity.ERROR and problem in note.text
    assert sitting.warning() == f"Not saved: {problem}"
    sitting.remote.arrived("Robert")
    sitting.remote.left()
    assert sitting.warning() == f"Bob has left — waiting for Bob · Not saved: {problem}"


def test_the_host_is_warned_while_the_other_player_is_away(
    hosts: Callable[..., HostSitting],
) -> None:
    sitting = hosts()
    sitting.open()
    assert sitting.warning() is None
    sitting.start_now(NewGame(NAMES, first_leader=0))
    remote = sitting.remote
    assert sitting.warning() is None  # nobody has joined yet
    remote.arrived("Robert")  # the name the guest gave; the game's name is Bob
    assert sitting.warning() is None
    remote.left()
    assert sitting.warning() == "Bob has left — waiting for Bob"
    remote.arrived("Bob")
    assert sitting.warning() is None
    remote.left()
    sitting.leave()
    assert sitting.warning() is None  # no game: nobody to wait for


def test_the_remote_seat_tells_when_its_player_joins_and_leaves() -> None:
    remote = RemoteSeat(1)
    assert (remote.seat, remote.name, remote.connected, remote.joined) == (1, "", False, False)
    heard: list[tuple[str, bool, bool]] = []
    remote.listen(lambda: heard.append((remote.name, remote.connected, remote.joined)))
    remote.listen(lambda: heard.append(("second", remote.connected, remote.joined)))
    remote.arrived("Bob")
    assert heard == [("Bob", True, True), ("second", True, True)]
    remote.left()
    assert heard[2:] == [("Bob", False, True), ("second", False, True)]
    assert (remote.name, remote.connected, remote.joined) == ("Bob", False, True)


def test_the_host_s_end_of_a_match_game_says_where_the_match_stands(
    hosts: Callable[..., HostSitting], data_dir: Path
) -> None:
    match = RecordMatch(id="m", first_to=2, game=1, tally=(0, 0))
    save_record(near_the_end(match), data_dir / "saves" / NETWORK_SAVE)
    sitting = hosts()
    assert sitting.look_for_save().resume is not None
    assert sitting.resume()
    table = sitting.network_table
    assert table is not None and table.here == 0
    mine, theirs = finish(table)
    assert mine.match_line is not None and mine.match_line == match_line(table.session)
    assert mine.match_line.endswith("The match goes on: game 2 of at most 5 is next.")
    assert theirs.match_line is None  # worded on the guest's own screen


@pytest.mark.parametrize("match", [None, RecordMatch(id="m", first_to=2, game=1, tally=(0, 0))])
def test_the_game_played_again_is_announced_to_the_guest_as_a_new_game(
    hosts: Callable[..., HostSitting], data_dir: Path, match: RecordMatch | None
) -> None:
    """Issue 49, case 14: the game after "Play again" (or a match's next, kept ready) was
    told to the guest as one that "goes on where it was"; a game resumed from the save
    still is."""
    from claim2.net.telling import goes_on
    from claim2.sitting.guest.news import GameInfo
    from claim2.sitting.guest.words import announcement

    save_record(near_the_end(match), data_dir / "saves" / NETWORK_SAVE)
    sitting = hosts()
    assert sitting.look_for_save().resume is not None and sitting.resume()
    table = sitting.network_table
    assert table is not None and goes_on(table)
    finish(table)
    assert sitting.play_again()
    following = sitting.network_table
    assert following is not None and following is not table and following.session.moves == 0
    assert not goes_on(following)
    leader = following.session.record.first_leader
    game = GameInfo(following.names, 1, leader, None, resumed=goes_on(following))
    assert "The game goes on where it was." not in announcement(game)


def test_the_guests_play_again_is_sent_once_and_said_on_the_end_until_the_next_game() -> None:
    """Issue 49, case 14: the guest's "Play again" gave no lasting word. Asked once a game
    (asking again only says it again), and said on the guest's end from then on."""
    from claim2.sitting.guest.news import Again, Answer, GameInfo
    from claim2.sitting.guest.table import GuestTable

    sent: list[Answer] = []

    def send(answer: Answer) -> bool:
        sent.append(answer)
        return True

    guest = GuestTable("123-456-789", "Bob")
    guest.outbox = send
    guest.welcomed(1, "Ann")
    guest.game_began(GameInfo(NAMES, 1, 0, None, resumed=True))
    _mine, theirs = finish(network_table(record=near_the_end()))
    guest.scene_came(theirs, 0, (), None)
    end = guest.scene
    assert end is not None and end.kind is ScreenKind.END and end.again_asked is None
    note = guest.again()
    assert note.text == "Ann is asked for another game." and note.severity is Severity.INFORMATION
    assert guest.again() == note and sent == [Again()]
    end = guest.scene
    assert end is not None and end.again_asked == "Ann is asked for another game."
    guest.game_began(GameInfo(NAMES, 1, 1, None, resumed=False))
    guest.scene_came(theirs, 0, (), None)  # (an end again, as it might come)
    again = guest.scene
    assert again is not None and again.again_asked is None  # another game: not asked yet
    guest.outbox = lambda answer: False  # the line is down
    assert guest.again().severity is Severity.WARNING and guest.scene == again
