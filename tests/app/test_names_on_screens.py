"""Names from outside are data on every screen that shows one (issue 40, case 1).

Hostile names (markup that closes a tag, a tag, an action) are shown exactly as given in
the host's app (a guest's name from the socket), the guest's app (the host's names from
the socket) and the hot-seat app (names typed, or read from a saved game), on every kind of
screen of a game and around it; none crashes the app, styles or eats a name, or becomes an
action. Names the one name rule refuses never get that far (tests/net/test_name_rule.py).

Each kind of scene is drawn by the same parts every time it comes, so each app shows each
kind once here, from a game resumed near the moment wanted, rather than a whole game: the
opening (the network's lobby and question, a turn, a trick's result, phase two) and the end
(the end, the guest leaving or the host gone, the start screen, the history, the
statistics, the replay). The couch's laptop (``claim2 play --phones``) shows the names its
phones typed on its own screens: the phones' links and codes, the public table and the end;
long, right-to-left and emoji names there stay whole and widen nothing. What every scene of
whole games says, in words turned into Textual's ``Content`` as the app turns them, is
checked below the app, in milliseconds (tests/tui_units/test_names_in_words.py).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from pathlib import Path

from rich.cells import cell_len
from textual.containers import ScrollableContainer
from textual.widgets import Input

from claim2.game.steps import ScreenKind
from claim2.records.record import save_record
from claim2.sitting.clock import ManualClock
from claim2.sitting.lobby import NewGame
from claim2.sitting.remote.hosting import NETWORK_SAVE
from claim2.text.names import MAX_NAME_CELLS, name_problem
from claim2.tui.screens.overlays.confirm import ConfirmScreen
from claim2.tui.screens.past_games.history import HistoryScreen
from claim2.tui.screens.past_games.statistics import StatisticsScreen
from claim2.tui.screens.start.host import HostScreen
from claim2.tui.screens.start.phones import PhoneBox, PhonesScreen
from claim2.tui.screens.table.couch_view import CouchView
from claim2.tui.widgets.choice_row import ChoiceRow
from net.helpers import HostPlayer, hosting

from .couch_driving import CouchRun, couch_app, couch_running
from .driving import Run, answer_key, flat_text, running
from .games import following, last_card, record_until
from .net_driving import drawn, guest_app, host_app, start_at

SIZE = (160, 50)  # wide enough that no name is cut short
#: A pair of hostile names, and the word of each that markup would leave on the screen:
#: between them a tag, a closing tag, an action and a style opened (one app a kind of
#: screen: markup read anywhere in a name eats, styles or moves a part of it, which the
#: word alone on the screen shows, whichever of them did it).
PAIR = (("[Ann]Bob[/]", "Bob"), ("[@click=app.quit]Eve[b]", "Eve"))
Pair = tuple[tuple[str, str], tuple[str, str]]
PHASE_ONES_LAST = following(13)  # the last card of phase one next: phase two comes soon
LAST = last_card  # the last card of the game next


class Names:
    """What the screens showed of ``names``: each visible word of a name stands only inside
    the whole name (markup eaten or styled would leave the word alone); which screens
    showed a whole name."""

    def __init__(self, pair: Pair) -> None:
        self.pair = pair
        self.names = (pair[0][0], pair[1][0])
        self.seen: set[str] = set()

    def check(self, run: Run, where: str) -> None:
        text = flat_text(run.app)
        for name, word in self.pair:
            alone = len(re.findall(rf"(?<![A-Za-z]){word}(?![a-z])", text))
            whole = text.count(name)
            assert alone == whole, f"{where}: {word!r} {alone}×, {name!r} {whole}×\n{text}"
            if whole:
                self.seen.add(where)
        assert run.app.is_running, f"{where}: the app stopped"

    def shown_on(self, wheres: Iterable[str]) -> None:
        missing = set(wheres) - self.seen
        assert not missing, f"no whole name on {missing}"


async def each_kind(
    run: Run,
    names: Names,
    until: Callable[[set[ScreenKind]], bool],
    pace: Callable[[], None] = lambda: None,
) -> None:
    """Enter after a quiet spell on each of this player's scenes, waiting for the other's
    moves, until ``until(kinds seen)`` or the end: the names checked on the first scene of
    each kind (``pace()`` before each step)."""
    kinds: set[ScreenKind] = set()
    for _step in range(200):
        await run.settle()
        assert run.on_game, run.text()
        kind = run.kind()
        if kind not in kinds:
            names.check(run, kind.value)
            kinds.add(kind)
        if kind is ScreenKind.END or until(kinds):
            return
        pace()
        if kind is ScreenKind.COMPUTER:
            await run.wait_until(lambda: run.kind() is not ScreenKind.COMPUTER, "the other")
        else:
            await run.after_quiet(answer_key(kind))
    raise AssertionError("the kinds wanted never came")


def saw(*wanted: ScreenKind) -> Callable[[set[ScreenKind]], bool]:
    return lambda kinds: set(wanted) <= kinds


def to_the_end(kinds: set[ScreenKind]) -> bool:
    return False


# The host's app ------------------------------------------------------------------------------


async def click_leader(run: Run) -> None:
    """The guest leads first (a click on its choice, as a person clicks it)."""
    choices = run.top.query_one("#leader", ChoiceRow)
    start, _end = choices.spans(choices.size.width)[choices.keys().index("guest")]
    await run.pilot.click("#leader", offset=(start + 1, 0))


async def test_the_hosts_screens_show_a_guests_hostile_name_as_given(data_dir: Path) -> None:
    names = Names(PAIR)
    guest_name, host_name = names.names
    async with host_app(data_dir, size=SIZE) as run:  # a new game: its opening
        bob = await run.join(guest_name)
        await run.wait_until(lambda: run.shows(f"{guest_name} has joined."), "joined")
        names.check(run, "waiting")
        host_input = run.top.query_one("#host-name", Input)
        host_input.value = host_name
        await click_leader(run)
        await run.settle()
        names.check(run, "host screen")
        await run.press("ctrl+s")
        await drawn(run)
        player = bob.player
        await run.wait_until(lambda: player.game.scene is not None, "the guest's scene")
        # the guest leads and asks for its card back: the host is asked, naming the guest
        await run.wait_until(lambda: player.scene.acts, "the guest leads")
        bob.play()
        await run.wait_until(lambda: player.scene.take_back is not None, "an offer")
        bob.ask_take_back()
        await run.wait_until(lambda: isinstance(run.top, ConfirmScreen), "the question")
        await run.settle()
        names.check(run, "question")
        await run.press("n")
        await run.told(bob)
        player.playing = True
        player.update()
        await each_kind(run, names, saw(ScreenKind.TRICK_RESULT, ScreenKind.TURN))
    # the end of a game the host resumes (its names from the saved game)
    record = record_until(LAST, names=(host_name, guest_name))
    save_record(record, data_dir / "saves" / NETWORK_SAVE)
    async with host_app(data_dir, size=SIZE) as run:
        await run.wait_until(lambda: run.shows(f"{host_name} – {guest_name}"), "the offer")
        names.check(run, "unfinished")
        bob = await run.join(guest_name)
        bob.player.playing = True
        await run.pilot.click("#resume")
        await drawn(run)
        await each_kind(run, names, to_the_end)
        await bob.leave()
        await run.wait_until(lambda: not run.sitting.remote.connected, "the guest gone")
        names.check(run, "left")
        await run.after_quiet("s")  # the host's start screen again
        await run.wait_until(lambda: isinstance(run.top, HostScreen), "the host screen")
        await run.settle()
        names.check(run, "host screen again")
    names.shown_on(
        ["waiting", "host screen", "question", "turn", "trick_result", "unfinished", "end"]
    )


# The guest's app -----------------------------------------------------------------------------


async def test_the_guests_screens_show_the_hosts_hostile_names_as_given(data_dir: Path) -> None:
    names = Names(PAIR)
    host_name, guest_name = names.names
    async with hosting(5) as host:
        host.sitting.host_name = host_name
        async with guest_app(data_dir, host, name=guest_name, size=SIZE) as run:
            await run.wait_until(lambda: run.shows("You have joined."), "the lobby")
            names.check(run, "lobby")
            host.sitting.start_now(NewGame((host_name, guest_name), first_leader=0))
            table = host.sitting.network_table
            assert table is not None
            me = HostPlayer(host.sitting, 5)
            await drawn(run)
            await run.wait_until(lambda: run.says(f"{host_name} – {guest_name}"), "announced")
            names.check(run, "announced")
            # the host leads and asks for its card back: the guest is asked, naming the host
            scene = table.scene
            assert scene.seen is not None
            table.play(scene.seen.legal_actions[0], scene.shown)
            assert table.ask_take_back(0) is not None
            await run.wait_until(lambda: isinstance(run.top, ConfirmScreen), "the question")
            await run.settle()
            names.check(run, "question")
            await run.press("n")
            me.attach()
            me.act()
            pace = lambda: host.clock.advance(0.5)  # noqa: E731 (a person's pace)
            await each_kind(run, names, saw(ScreenKind.TRICK_RESULT, ScreenKind.TURN), pace)
            # the host resumes a game near its end
            start_at(host, record_until(LAST, names=(host_name, guest_name)))
            await run.wait_until(lambda: run.kind() is not ScreenKind.TRICK_RESULT, "resumed")
            await drawn(run)
            await each_kind(run, names, to_the_end, pace)
            await run.wait_until(lambda: run.guest.guest.record is not None, "the record")
            host.service.closing()
            await run.wait_until(lambda: not run.on_game, "the host gone")
            names.check(run, "host gone")
    names.shown_on(["lobby", "announced", "question", "turn", "trick_result", "end", "host gone"])


# The hot-seat app ----------------------------------------------------------------------------


async def test_the_hot_seat_screens_show_hostile_names_as_given(data_dir: Path) -> None:
    names = Names(PAIR)
    record = record_until(PHASE_ONES_LAST, names=names.names)
    async with running(data_dir, record, size=SIZE, resume=False) as run:
        names.check(run, "start")  # the unfinished game offered
        await run.press("enter")  # resumed
        await run.wait_until(lambda: run.drawn, "the game")
        await each_kind(run, names, saw(ScreenKind.PHASE_TWO, ScreenKind.TURN))
    record = record_until(LAST, names=names.names)
    async with running(data_dir, record, size=SIZE) as run:
        await each_kind(run, names, to_the_end)
        await run.after_quiet("s")  # the start screen: the players filled in
        await run.wait_until(lambda: not run.on_game, "the start screen")
        await run.settle()
        names.check(run, "start again")
        await run.pilot.click("#history")
        await run.wait_until(lambda: isinstance(run.top, HistoryScreen), "the history")
        await run.wait_until(lambda: run.shows(names.names[0]), "the game listed")
        names.check(run, "history")
        await run.press("s")
        await run.wait_until(lambda: isinstance(run.top, StatisticsScreen), "statistics")
        await run.settle()
        names.check(run, "statistics")
        await run.press("escape")
        await run.wait_until(lambda: isinstance(run.top, HistoryScreen), "the history")
        await run.press("enter")  # the game's replay
        await run.wait_until(lambda: not isinstance(run.top, HistoryScreen), "the replay")
        await run.settle()
        names.check(run, "replay")
    names.shown_on(
        [
            "start",
            "handoff",
            "turn",
            "phase_two",
            "trick_result",
            "end",
            "history",
            "statistics",
            "replay",
        ]
    )


# The couch's laptop --------------------------------------------------------------------------

#: Names typed on the phones: markup that closes a tag or opens one, an action (no word
#: of them in the phones' links, which the screen shows too).
COUCH_PAIR = (("[Sam]Roy[/]", "Roy"), ("[b][@click=app.quit]Xavi", "Xavi"))
#: The widest name the rule lets through, and a right-to-left name with emoji.
LONG = "Maximiliaan-Alexander van Oost 2"
RTL = "שרה 🃏🂡"


async def test_the_couchs_screens_show_hostile_names_as_given(data_dir: Path) -> None:
    """The phones' links and codes (each name on its box's border, in its status and over
    its link), the public table (the hands' names, the trick, the piles, the log) and the
    end, of a game resumed at its last trick (the end is drawn by the hot-seat's parts)."""
    names = Names(COUCH_PAIR)
    record = record_until(LAST, names=names.names)
    async with couch_running(data_dir, record, size=SIZE) as run:
        names.check(run, "phones")
        await run.phones_arrive()
        assert run.app.screen.query(CouchView)
        names.check(run, "table")
        run.couch.phone_seats[1].left()  # a phone gone: the laptop says whose
        await run.settle()
        names.check(run, "phone gone")
        run.couch.phone_seats[1].arrived()
        await run.settle()
        while await run.tap():
            pass
        await run.wait_until(lambda: run.kind() is ScreenKind.END, "the end")
        names.check(run, "end")
    names.shown_on(["phones", "table", "phone gone", "end"])


def widened(run: Run) -> list[str]:
    """What the screen lays out beyond its width, or scrolls sideways: nothing may."""
    width = run.app.size.width
    wide = [
        f"{widget!r} ends at {widget.region.right}"
        for widget in run.app.screen.query("*")
        if widget.display and widget.region.right > width
    ]
    sideways = [
        f"{box!r} scrolls {box.max_scroll_x} sideways"
        for box in run.app.screen.query(ScrollableContainer)
        if box.max_scroll_x > 0
    ]
    return wide + sideways


async def test_long_right_to_left_and_emoji_names_typed_on_the_phones(data_dir: Path) -> None:
    """At 80×24, names typed on the phones (the widest the rule allows; Hebrew with emoji)
    are shown whole on the phones' screen and the public table, and neither widens them:
    both boxes and both hands stay as wide as each other, nothing runs off the screen."""
    assert cell_len(LONG) == MAX_NAME_CELLS and name_problem(LONG) is None
    assert name_problem(RTL) is None
    clock = ManualClock()
    app = couch_app(clock)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        run = CouchRun(app, pilot, clock, data_dir)
        await run.wait_until(lambda: app.sitting.found is not None, "the save looked at")
        await run.press("ctrl+s")  # a new game on the phones: each name typed on its phone
        await run.wait_until(lambda: isinstance(app.screen, PhonesScreen), "the phones")
        for seat, name in enumerate((LONG, RTL)):
            phone = run.phone(seat)
            phone.arrived()
            if seat == 0:
                phone.choose_name(name)
                await run.settle()
                assert run.shows(f"{LONG}'s phone is here."), run.text()
                assert not widened(run), widened(run)
                boxes = [box.region.width for box in app.screen.query(PhoneBox) if box.display]
                assert len(set(boxes)) == 1, boxes
            else:
                phone.choose_name(name)
        await run.wait_until(lambda: run.couch.couch_table is not None, "the game")
        await run.wait_until(lambda: run.drawn, "the public table")
        for _move in range(3):
            assert await run.tap()
        await run.settle()
        text = flat_text(app)
        assert LONG in text and RTL in text, text
        assert not widened(run), widened(run)
        hands = [hand.region.width for hand in app.screen.query(".couch-hand")]
        assert len(hands) == 2 and hands[0] == hands[1], hands
