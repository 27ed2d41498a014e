"""``claim2 host --web`` in a real browser: Debian's chromium driven by Playwright.

The host's app runs under Textual's Pilot (on a ``ManualClock``); the guest's page opens
the link in headless chromium, its ``claim2 join`` process joins the host, the host
starts a game, and a few tricks are played: the host's keys through Pilot, the guest's
as keys typed on the page. Every message to the guest is checked against its seat's view
(R17). A screenshot of the guest's table is kept (its path is printed).

Where chromium or Playwright is missing the test is skipped, unless
``CLAIM2_BROWSER_TEST=required`` (CI sets it where it installed chromium): then it fails.
"""

from __future__ import annotations

import asyncio
import importlib.util
import os
from collections.abc import Callable
from pathlib import Path

import pytest

from app.driving import Run
from claim2.game.steps import ScreenKind
from claim2.sitting.clock import ManualClock
from claim2.sitting.hosting import HostSitting
from claim2.sitting.network import NetworkTable
from claim2.tui.host_app import HostApp
from net.helpers import CODE, SeatCheck

CHROMIUM = Path(os.environ.get("CLAIM2_CHROMIUM", "/usr/bin/chromium"))
ARGUMENTS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
ARTIFACTS = Path(os.environ.get("CLAIM2_ARTIFACTS", Path(__file__).parents[2] / "artifacts"))
MOVES = 6  # cards played before the test stops: three tricks
WAIT = 30.0  # seconds for the guest's process to start and join (a busy machine)
PUBLIC = (ScreenKind.TRICK_RESULT, ScreenKind.PHASE_TWO)


def _missing() -> str | None:
    if not CHROMIUM.exists():
        return f"no chromium at {CHROMIUM} (apt-get install chromium)"
    if importlib.util.find_spec("playwright") is None:
        return "no playwright (pip install -e '.[browser]')"
    return None


@pytest.fixture
def chromium() -> Path:
    missing = _missing()
    if missing is not None:
        if os.environ.get("CLAIM2_BROWSER_TEST") == "required":
            pytest.fail(f"the browser test is required here, but there is {missing}")
        pytest.skip(missing)
    return CHROMIUM


async def until(done: Callable[[], bool], what: str, limit: float = WAIT) -> None:
    """Wait on the loop (the guest's process, the browser and the host move it on)."""
    try:
        async with asyncio.timeout(limit):
            while not done():  # noqa: ASYNC110 (real processes on the other side)
                await asyncio.sleep(0.02)
    except TimeoutError:
        raise AssertionError(f"still waiting for {what} after {limit} s") from None


def wants_host(table: NetworkTable) -> bool:
    scene = table.scene_for(table.local)
    return scene.acts or scene.kind in PUBLIC


def wants_guest(table: NetworkTable) -> bool:
    scene = table.scene_for(table.remote)
    return scene.acts or scene.kind in PUBLIC


def moment(table: NetworkTable) -> object:
    return (table.session.moves, table.scene_for(0).shown, table.scene_for(1).shown)


async def moved_on(table: NetworkTable, before: object, what: str, limit: float) -> None:
    await until(lambda: moment(table) != before, what, limit)


async def test_a_guest_in_a_browser_joins_and_plays_tricks(
    chromium: Path, data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from playwright.async_api import async_playwright

    clock = ManualClock()
    sitting = HostSitting(seed=5, clock=clock)
    app = HostApp(sitting, code=CODE, port=0, bind="127.0.0.1", web_port=0)
    check = SeatCheck(sitting, sitting.remote.seat)
    app.service.tap = check.tap
    async with app.run_test(size=(100, 30)) as pilot, async_playwright() as playwright:
        run = Run(app, pilot, clock, data_dir)
        browser_guest = app.browser
        assert browser_guest is not None
        await until(lambda: browser_guest.link is not None, "the link")
        link = browser_guest.link
        assert link is not None
        browser = await playwright.chromium.launch(executable_path=str(chromium), args=ARGUMENTS)
        try:
            page = await browser.new_page(viewport={"width": 1280, "height": 720})
            await page.goto(link)
            assert await page.title() == "Claim 2"
            await until(lambda: sitting.remote.connected, "the guest to join")
            await run.settle()
            assert run.shows("Guest has joined")

            await run.press("ctrl+s")  # the host starts the game
            await until(lambda: sitting.network_table is not None, "the game")
            table = sitting.network_table
            assert table is not None
            await run.wait_until(lambda: run.drawn, "the host's table")
            await page.locator(".xterm-screen").click()  # the keys go to the terminal
            # a few tricks, then on to the guest's turn (its table and hand, for the picture)
            reloaded = False
            while table.session.moves < MOVES or not table.scene_for(table.remote).acts:
                if table.session.moves >= 2 and not reloaded:  # a reload joins again
                    reloaded = True
                    await page.reload()
                    await until(lambda: browser_guest.server.started == 2, "a new process")
                    await until(lambda: sitting.remote.connected, "the guest to join again")
                    await page.locator(".xterm-screen").click()
                before = moment(table)
                if wants_host(table):
                    await run.after_quiet("enter")
                    await moved_on(table, before, "the host's key", 5)
                elif wants_guest(table):
                    await page.wait_for_timeout(500)  # the guest's quiet spell (its own clock)
                    await page.keyboard.press("Enter")
                    try:
                        await moved_on(table, before, "the guest's key", 3)
                    except AssertionError:
                        continue  # the key came too soon for its gate: pressed again
                else:
                    raise AssertionError(f"nobody's turn: {table.scene_for(0).kind}")
            await page.wait_for_timeout(800)  # the guest's screen drawn
            ARTIFACTS.mkdir(parents=True, exist_ok=True)
            shot = ARTIFACTS / "browser-guest-table.png"
            await page.screenshot(path=str(shot))
            with capsys.disabled():
                print(f"\nthe guest's table in the browser: {shot}")
            await page.close()
            await until(lambda: not sitting.remote.connected, "the guest to leave")
            await browser_guest.server.idle()  # its process has ended
        finally:
            await browser.close()
            await browser_guest.close()
            if app.server is not None:
                app.server.close()
                await app.server.wait_closed()
    assert not check.problems, check.problems
    assert browser_guest.server.started == 2  # the page, then its reload
