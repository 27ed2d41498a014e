"""The couch (``claim2 play --phones``) in real browsers: Debian's chromium driven by
Playwright, two phones (390×844, 3 device pixels a pixel, taps only) against the laptop's
app driven as the app's tests drive it (Textual's Pilot, a ``ManualClock``), all in this
loop: the app serves the phones' pages itself (``claim2.web.couch_phones``).

One browser for the module. A whole game from the two phones, the names typed on them;
after every move the laptop's screen holds no card of a hand that was never public, and
each page holds nothing its own seat has not seen (R17, compared with the seat's views);
the taps a whole game takes are counted (``artifacts/couch/taps.txt``); each end offers
the review. A phone reloaded mid-trick comes back where it was; a second phone on a seat's
link is refused while the first is there; the laptop resized to 80×24 and 200×50; the
laptop quitting (the pages say so) and the game resumed by a new app, on new links.
Screenshots of the pages are kept in ``artifacts/couch/``.

Skipped where chromium or Playwright is missing, unless ``CLAIM2_BROWSER_TEST=required``.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio

from app.couch_driving import CouchRun
from app.driving import settle
from claim2.engine import Card, view
from claim2.engine.aids import memory_aids
from claim2.game.steps import ScreenKind
from claim2.sitting.clock import ManualClock
from claim2.sitting.lobby import NewGame
from claim2.sitting.remote.couch import CouchSitting
from claim2.sitting.remote.table import RemoteTable
from claim2.tui.couch_app import CouchApp
from claim2.tui.messages import StartGame
from claim2.tui.screens.start.phones import PhonesScreen
from net.helpers import cards_in
from web.chromium import ARTIFACTS, PACE, PHONE, launched, until
from web.seats import leaks

NAMES = ("Ann", "Bob")

pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest_asyncio.fixture(loop_scope="module", scope="module")
async def browser() -> AsyncIterator[Any]:
    async with launched() as chromium:
        yield chromium


def unseen_by(table: RemoteTable, seat: int) -> set[Card]:
    """Every card of the game ``seat`` has not seen by now (R17)."""
    seen: set[Card] = set()
    for state in table.session.states:
        seen_now = view(state, seat)
        seen.update(cards_in(seen_now))
        seen.update(memory_aids(seen_now).opponent_known)
    state = table.session.states[-1]
    every = set(cards_in(state.hands)) | set(cards_in(state.draw_pile))
    return (every | set(cards_in(state.draws))) - seen


class Phone:
    """One player's phone: a page in a browser context of its own."""

    def __init__(self, seat: int, context: Any, page: Any, clock: ManualClock) -> None:
        self.seat = seat
        self.context = context
        self.page = page
        self.clock = clock
        self.taps = 0
        self.shots: set[str] = set()

    async def tap(self, selector: str) -> None:
        self.clock.advance(PACE)
        await self.page.locator(selector).first.tap()
        self.taps += 1

    async def look(self, name: str) -> None:
        """A screenshot of this kind of page (once) in artifacts/couch/."""
        if name in self.shots:
            return
        self.shots.add(name)
        folder = ARTIFACTS / "couch"
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"phone{self.seat + 1}-{name}.png"
        await self.page.screenshot(path=str(path), full_page=True)


class Couch:
    """The laptop's app (its run) and the two phones."""

    def __init__(self, run: CouchRun, phones: list[Phone]) -> None:
        self.run = run
        self.phones = phones

    @property
    def table(self) -> RemoteTable:
        return self.run.couch_table

    async def private(self) -> None:
        """The laptop shows no card of a hand never public; each page, nothing its seat has
        not seen (its whole screen and what it said)."""
        assert self.run.secret_codes_shown() == set()
        for phone in self.phones:
            hidden = unseen_by(self.table, phone.seat)
            shown = await phone.page.inner_html("body")
            assert not leaks(shown, hidden), (phone.seat, leaks(shown, hidden))

    async def move(self) -> bool:
        """The player whose turn it is taps it on their phone (a card: chosen, then played;
        a Seer choice: chosen, then confirmed); False: nobody's turn on a phone."""
        for phone in self.phones:
            seat = self.run.phone(phone.seat)
            scene = seat.now().scene
            if scene is None or not scene.acts or scene.seen is None:
                continue
            moves = self.table.session.moves
            if scene.kind is ScreenKind.SEER:
                await phone.page.wait_for_selector("#seer-prize")
                await phone.look("seer")
                await phone.tap("#seer-prize")
                await phone.tap("#seer-prize")
            else:
                card = next(a for a in scene.seen.legal_actions if isinstance(a, Card))
                button = f'button[data-card="{card.code}"]:not([disabled])'
                await phone.page.wait_for_selector(button)
                await phone.look("turn")
                await phone.tap(button)
                await phone.tap(button)
            await until(
                lambda moves=moves: self.table.session.moves > moves,  # type: ignore[misc]
                "the move from the phone",
            )
            await settle(self.run.pilot)
            return True
        if self.table.scene.kind is ScreenKind.COMPUTER:
            await settle(self.run.pilot)
            return True
        return False


async def open_phones(
    browser: Any, links: tuple[str, str], seats: tuple[int, ...], clock: ManualClock
) -> list[Phone]:
    phones = []
    for seat in seats:
        context = await browser.new_context(**PHONE)
        page = await context.new_page()
        await page.goto(links[seat])
        phones.append(Phone(seat, context, page, clock))
    return phones


async def started(run: CouchRun, game: NewGame | None) -> tuple[str, str]:
    """The game chosen on the laptop (None: Resume): its phones' links, once served."""
    app = run.app
    assert isinstance(app, CouchApp)
    if game is None:
        await run.press("enter")  # Resume
    else:
        app.post_message(StartGame(game))
    await run.wait_until(lambda: isinstance(app.screen, PhonesScreen), "the phones' links")
    await until(lambda: app.phones is not None and app.phones.links is not None, "the links")
    links: tuple[str, str] | None = app.phones.links
    assert links is not None and all(link.startswith("http://127.0.0.1:") for link in links)
    return links


def couch_app(clock: ManualClock, seed: int) -> CouchApp:
    sitting = CouchSitting(seed=seed, clock=clock, phones=True)
    return CouchApp(sitting, bind="127.0.0.1", port=0)


@pytest.mark.slow  # the proof: a whole game tapped on two real pages, R17 checked
async def test_a_whole_game_on_two_phones(browser: Any, data_dir: Path) -> None:
    clock = ManualClock()
    app = couch_app(clock, seed=11)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        run = CouchRun(app, pilot, clock, data_dir)
        await run.wait_until(lambda: app.sitting.found is not None, "the save looked at")
        links = await started(run, NewGame(("", ""), first_leader=0))
        phones = await open_phones(browser, links, (0, 1), run.clock)
        try:
            for phone in phones:  # each types their name on their phone
                await phone.page.wait_for_selector("#name")
                await phone.look("name")
                await phone.page.locator("#name").fill(NAMES[phone.seat])
                await phone.tap("#join")
            await run.wait_until(lambda: run.couch.couch_table is not None, "both phones")
            await run.wait_until(lambda: run.drawn, "the public table")
            couch = Couch(run, phones)
            assert couch.table.names == NAMES
            reloaded = False
            for _step in range(400):
                if couch.table.session.finished:
                    break
                if not reloaded and couch.table.session.public().played:
                    reloaded = True  # mid-trick: the second phone's page reloads
                    await phones[1].page.reload()
                    await phones[1].page.wait_for_selector("#screen")
                    await until(lambda: run.phone(1).here, "the phone back")
                if not await couch.move():
                    await settle(run.pilot)
                    continue
                await couch.private()
                if couch.table.session.moves == 6:
                    await resized(run)
            assert couch.table.session.finished
            await settle(run.pilot)
            for phone in phones:
                await phone.page.wait_for_selector("#again")
                assert await phone.page.locator("#review").count() == 1  # as a guest's page
                await phone.look("end")
            taps = sum(phone.taps for phone in phones)
            folder = ARTIFACTS / "couch"
            folder.mkdir(parents=True, exist_ok=True)
            (folder / "taps.txt").write_text(
                f"a whole game on two phones: {taps} taps "
                f"({phones[0].taps} + {phones[1].taps}), names included\n"
            )
            assert taps <= 2 * 60 + 4  # two taps a card or a Seer choice, and the names
        finally:
            for phone in phones:
                await phone.context.close()


async def resized(run: CouchRun) -> None:
    """The laptop at 80×24 and at 200×50: the table whole, still no hand on it."""
    for size in ((80, 24), (200, 50), (120, 40)):
        await run.pilot.resize_terminal(*size)
        await settle(run.pilot)
        assert run.secret_codes_shown() == set()
        assert run.shows(run.couch_table.names[0])


async def test_a_second_phone_on_a_link_then_quitting_and_resuming(
    browser: Any, data_dir: Path
) -> None:
    clock = ManualClock()
    app = couch_app(clock, seed=5)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        run = CouchRun(app, pilot, clock, data_dir)
        await run.wait_until(lambda: app.sitting.found is not None, "the save looked at")
        links = await started(run, NewGame(NAMES, first_leader=1))  # named on the laptop
        phones = await open_phones(browser, links, (0, 1), run.clock)
        other = await browser.new_context(**PHONE)
        try:
            await run.wait_until(lambda: run.couch.couch_table is not None, "both phones")
            couch = Couch(run, phones)
            for _move in range(3):
                assert await couch.move()
            intruder = await other.new_page()
            answer = await intruder.goto(links[0])
            assert answer is not None and answer.status == 409  # Ann's phone is there
            await phones[0].look("playing")
            moves = couch.table.session.moves
        finally:
            await other.close()
        app.exit()
        for phone in phones:  # each page says the laptop has closed the game
            await phone.page.wait_for_selector("#status")
            await phone.look("closed")
            await phone.context.close()
    clock = ManualClock()  # a new app, a new clock
    again = couch_app(clock, seed=5)
    async with again.run_test(size=(80, 24), notifications=True) as pilot:
        run = CouchRun(again, pilot, clock, data_dir)
        await run.wait_until(lambda: again.sitting.found is not None, "the save looked at")
        links = await started(run, None)
        phones = await open_phones(browser, links, (0, 1), run.clock)
        try:
            await run.wait_until(lambda: run.couch.couch_table is not None, "both phones")
            assert run.couch_table.session.moves == moves and run.couch_table.names == NAMES
            assert await Couch(run, phones).move()
        finally:
            for phone in phones:
                await phone.context.close()
