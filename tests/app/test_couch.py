"""The couch's laptop (``claim2 play --phones``) in the app: the phones' links until both
phones are there, then the public table, never a hand, at every size; the phones played
through their seats as their pages would. Snapshots of the public table at 80×24 and
120×40, in English and Dutch, and of the phones' links."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from pytest_textual_snapshot import SVGImageExtension  # type: ignore[import-untyped]
from syrupy.assertion import SnapshotAssertion

from claim2.engine.events import CardPlayed
from claim2.game.steps import ScreenKind
from claim2.records.record import GameRecord, save_record
from claim2.settings.options import GameOptions
from claim2.settings.remembered import load_settings
from claim2.sitting.clock import ManualClock
from claim2.sitting.remote.couch import CouchSitting
from claim2.text.i18n import set_language
from claim2.tui.couch_app import CouchApp
from claim2.tui.screens.start.phones import PhonesScreen
from claim2.tui.screens.table.couch_view import CouchView

from .couch_driving import LINKS, CouchRun, couch_app, couch_running
from .driving import SIZE, current_save
from .games import leading, record_until
from .test_start_screen import line_with


async def test_the_laptop_shows_the_public_table_and_never_a_hand(data_dir: Path) -> None:
    async with couch_running(data_dir, record_until(leading(2))) as run:
        assert isinstance(run.top, PhonesScreen)
        assert run.shows("Waiting for Ann's phone…") and run.shows("Waiting for Bob's phone…")
        await run.phones_arrive()
        assert run.app.screen.query(CouchView)
        run.clock.advance(1.0)  # no key on the laptop for a while; the phones go on
        for _move in range(8):
            assert await run.tap()
            assert run.scene.seen is None and run.scene.kind in (
                ScreenKind.WAITING,
                ScreenKind.COMPUTER,
            )
            assert run.secret_codes_shown() == set()
        await run.pilot.resize_terminal(80, 24)
        await run.settle()
        assert run.secret_codes_shown() == set()
        await run.pilot.resize_terminal(200, 50)
        await run.settle()
        assert run.secret_codes_shown() == set()
        await run.press("p")  # at once after the phones' moves: the links again
        assert isinstance(run.top, PhonesScreen) and run.shows(LINKS[1])
        await run.press("escape")
        assert run.app.screen.query(CouchView)


MOMENTS: dict[str, tuple[Callable[[], GameRecord], int]] = {
    "couch phones": (lambda: record_until(leading(4)), 0),
    "couch table": (lambda: record_until(leading(4)), 1),
    "couch phase two": (lambda: record_until(leading(5, phase=2)), 1),
}
SMALL, LARGE = (80, 24), (120, 40)
SNAPSHOTS = [
    pytest.param("couch phones", "en", (SMALL, LARGE), id="phones"),
    pytest.param("couch table", "en", (SMALL, LARGE), id="table"),
    pytest.param("couch table", "nl", (SMALL, LARGE), id="table-nl"),
    pytest.param("couch phase two", "en", (LARGE,), id="phase-two"),
]


@pytest.mark.parametrize(("name", "language", "sizes"), SNAPSHOTS)
async def test_snapshots(
    snapshot: SnapshotAssertion,
    data_dir: Path,
    name: str,
    language: str,
    sizes: tuple[tuple[int, int], ...],
) -> None:
    """The phones' links while the game waits for them; the public table after a move: at
    the first size, then the same app resized (an app started at 120×40 drew the same, SVG
    for SVG, when these replaced those), taken as ``snap_compare`` takes them."""
    make, moves = MOMENTS[name]
    save_record(make(), current_save(data_dir))
    set_language(language)
    clock = ManualClock()
    app = couch_app(clock)
    svg = snapshot.use_extension(SVGImageExtension)
    async with app.run_test(size=sizes[0]) as pilot:
        run = CouchRun(app, pilot, clock, data_dir)
        await run.wait_until(lambda: app.sitting.found is not None, "the save looked at")
        await run.press("enter")  # Resume
        await run.wait_until(lambda: isinstance(app.screen, PhonesScreen), "the phones")
        if moves:
            await run.phones_arrive()
            for _move in range(moves):
                assert await run.tap()
        clock.advance(1.0)
        app.clear_notifications()
        await run.settle()
        for width, height in sizes:
            if (width, height) != app.size:
                await pilot.resize_terminal(width, height)
                await run.settle()
                app.clear_notifications()  # none is wanted in a snapshot
                await run.settle()
            await pilot.pause()
            await pilot.wait_for_scheduled_animations()
            await pilot.pause()
            assert svg(name=f"{width}x{height}") == app.export_screenshot(simplify=True)


async def test_the_start_screens_choice_of_phones_is_remembered(data_dir: Path) -> None:
    """The start screen's "On phones" (below the opponents): ticked, the next game waits
    for the phones (no names needed: each types theirs on the phone), and it is kept in the
    settings for the next start (``claim2 play`` without ``--phones``)."""
    clock = ManualClock()
    app = CouchApp(CouchSitting(seed=7, clock=clock), links=LINKS)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        run = CouchRun(app, pilot, clock, data_dir)
        await run.wait_until(lambda: app.sitting.found is not None, "the save looked at")
        await run.settle()
        assert "▐ ▌ On phones" in line_with(run, "their own phone")
        app.screen.query_one("#phones").focus()
        await run.settle()
        await run.press("space")
        assert load_settings().phones and app.couch.phones
        assert "▐X▌ On phones" in line_with(run, "their own phone")
        assert run.shows("Against the computer")  # the opponents' line still whole at 80×24
        await run.press("ctrl+s")
        await run.wait_until(lambda: isinstance(app.screen, PhonesScreen), "the phones")
        assert run.shows("Waiting for the first player's phone…")  # no name yet
        assert run.shows("First player: open this link on your phone")
        assert run.shows(LINKS[1])
        await run.press("escape")  # back to the start screen; the choice stays
        await run.wait_until(lambda: not isinstance(app.screen, PhonesScreen), "the start")
        app.screen.query_one("#phones").focus()
        await run.settle()
        await run.press("space")
        assert not load_settings().phones and not app.couch.phones


async def test_against_the_computer_one_phone_and_the_computers_seat_on_the_laptop(
    data_dir: Path,
) -> None:
    """``claim2 play --phones --vs computer``: one link (the person's), the name typed on
    the phone; the computer's moves are worked out by the laptop's app, whose screen still
    shows no card of either hand."""
    clock = ManualClock()
    options = GameOptions(computer="easy")
    app = CouchApp(CouchSitting(seed=7, clock=clock, phones=True, options=options), links=LINKS)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        run = CouchRun(app, pilot, clock, data_dir)
        await run.wait_until(lambda: app.sitting.found is not None, "the save looked at")
        await run.settle()
        await run.press("ctrl+s")  # no name needed: it is typed on the phone
        await run.wait_until(lambda: isinstance(app.screen, PhonesScreen), "the phone's link")
        assert run.shows(LINKS[0]) and not run.shows(LINKS[1])
        phone = run.phone(0)
        phone.arrived()
        phone.choose_name("Ann")
        await run.wait_until(lambda: run.couch.couch_table is not None, "the game")
        await run.wait_until(lambda: run.drawn, "the public table")
        assert run.couch_table.people == (0,)
        for _move in range(8):  # Ann's moves, each answered (or led) by the computer's
            moves = run.couch_table.session.moves
            assert await run.tap()
            await run.wait_until(
                lambda moves=moves: run.couch_table.session.moves > moves,  # type: ignore[misc]
                "a move",
            )
            assert run.secret_codes_shown() == set()
        log = run.couch_table.scene.log
        assert sum(isinstance(event, CardPlayed) and event.player == 1 for event in log) >= 4
