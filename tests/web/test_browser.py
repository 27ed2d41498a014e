"""``claim2 host --web`` in a real browser: Debian's chromium driven by Playwright.

One browser for the module, a context per case. The host is driven by the test (its
sitting, its service and the page server, in this loop, on a ``ManualClock``); the guest
plays on the page: a whole game as a phone (390×844, 3 device pixels a pixel, taps only),
part of one as a laptop (1280×720, keyboard only, no click first), a reload mid-game, a
second browser, a wrong token, the host closing. axe-core runs on every kind of scene (no
serious or critical violation); every frame sent to the page is checked against what the
guest's seat may see (R17); a screenshot of each scene is kept in ``artifacts/web/``.
At the end of the phone's game the review is asked for and its chart shown (a stand-in
review: its words and chart are tests/web/test_review_html.py's).

Where chromium or Playwright is missing the tests are skipped, unless
``CLAIM2_BROWSER_TEST=required`` (CI sets it where it installed chromium): then they fail.
"""

from __future__ import annotations

import asyncio
import json
import random
from collections.abc import AsyncIterator, Callable, Sequence
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio

from claim2.engine import Card
from claim2.game.steps import ScreenKind
from claim2.present.keymap import key_list
from claim2.records.record import GameRecord
from claim2.review import game
from claim2.review.model import GameReview
from claim2.sitting.lobby import NewGame
from claim2.web.page_keys import browser_key
from web.chromium import ARTIFACTS, PACE, PHONE, WAIT, launched, until
from web.reviews import made_up
from web.seats import host_moves, leaks, unseen_by_guest
from web.serving import Serving, serving

LAPTOP: dict[str, Any] = {"viewport": {"width": 1280, "height": 720}, "device_scale_factor": 2}

pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest_asyncio.fixture(loop_scope="module", scope="module")
async def browser() -> AsyncIterator[Any]:
    async with launched("axe_playwright_python") as chromium:
        yield chromium


class Guest:
    """The guest's page in a browser context, and the host it plays against."""

    def __init__(self, host: Serving, page: Any, size: str) -> None:
        self.host = host
        self.page = page
        self.size = size
        self.shots: set[str] = set()
        self.checked: set[str] = set()
        self.problems: list[str] = []
        host.server.tap = self.tap

    def tap(self, text: str) -> None:
        """Every frame sent to the page: nothing of what the guest's seat has not seen."""
        self.host.frames.append(text)
        frame = json.loads(text)
        table = self.host.sitting.network_table
        if table is None:
            return
        hidden = unseen_by_guest(self.host)
        for part in (frame.get("html") or "", frame.get("say") or ""):
            found = leaks(part, hidden)
            if found:
                self.problems.append(f"{found} in {part[:200]}")

    async def shown(self) -> None:
        """Wait until the page shows the last frame sent to it (the host may send another
        meanwhile: the last one then)."""

        def latest() -> str:
            return str(json.loads(self.host.frames[-1])["v"]) if self.host.frames else "0"

        try:
            async with asyncio.timeout(WAIT):
                while (await self.page.get_attribute("#screen", "data-v")) != latest():  # noqa: ASYNC110 (the browser moves it on)
                    await asyncio.sleep(0.005)
        except TimeoutError:
            now = await self.page.get_attribute("#screen", "data-v")
            raise AssertionError(f"the page shows {now}, not {latest()}") from None

    async def look(self, name: str) -> None:
        """A screenshot of this kind of scene (once), and axe-core on it."""
        if name in self.shots:
            return
        self.shots.add(name)
        await self.shown()
        folder = ARTIFACTS / "web"
        folder.mkdir(parents=True, exist_ok=True)
        await self.page.screenshot(path=str(folder / f"{self.size}-{name}.png"), full_page=True)
        await accessible(self.page, f"{self.size} {name}")


async def accessible(page: Any, what: str) -> None:
    """axe-core on ``page``: no serious or critical violation."""
    from axe_playwright_python.async_playwright import Axe

    results = await Axe().run(page)
    bad = [
        f"{violation['id']} ({violation['impact']}): {violation['help']}"
        for violation in results.response["violations"]
        if violation["impact"] in ("serious", "critical")
    ]
    assert not bad, f"{what}: {bad}"


async def join(guest: Guest, *, keyboard: bool = False) -> None:
    """The guest types a name on the page and joins; the host starts a game."""
    host, page = guest.host, guest.page
    await page.goto(host.link())
    await page.wait_for_selector("#name")
    await guest.look("name")
    if keyboard:  # the focus is in the field from the start
        await page.keyboard.type("Bob")
        await page.keyboard.press("Enter")
    else:
        await page.locator("#name").fill("Bob")
        await page.locator("#join").tap()
    await until(lambda: host.sitting.remote.connected, "the guest to join")
    await page.wait_for_selector("#status")
    await guest.look("lobby")


async def guest_turn(guest: Guest, rng: random.Random, *, keyboard: bool = False) -> bool:
    """The guest presses on its page what its scene asks (whether it did)."""
    host, page = guest.host, guest.page
    now = host.seat.now()
    scene = now.scene
    if scene is None:
        return False
    table = host.sitting.network_table
    assert table is not None
    before = (table.session.moves, table.scene_for(1).shown)
    await guest.shown()
    host.clock.advance(PACE)
    kind = scene.kind
    if kind is ScreenKind.TURN and scene.seen is not None:
        await guest.look("turn")
        card = rng.choice(scene.seen.legal_actions)
        assert isinstance(card, Card)
        if keyboard:
            await press_card_by_keys(guest, card, scene.seen.legal_actions)
        else:
            await page.locator(f'button[data-card="{card.code}"]').first.tap()
            # the card chosen, not any pressed button: then the very button pressed again
            # (a frame arriving late could otherwise leave the test on a page that moved on)
            chosen = f'button[data-card="{card.code}"][aria-pressed="true"]'
            await page.wait_for_selector(chosen)
            await guest.look("chosen")
            await page.locator(chosen).first.tap()
    elif kind is ScreenKind.SEER:
        await guest.look("seer")
        choice = rng.choice(["prize", "top"])
        if keyboard:
            await page.keyboard.press("1" if choice == "prize" else "2")
            await page.wait_for_selector('.choice[aria-pressed="true"]')
            await page.keyboard.press("Enter")
        else:
            await page.locator(f"#seer-{choice}").tap()
            await page.wait_for_selector('.choice[aria-pressed="true"]')
            await page.locator(f"#seer-{choice}").tap()
    elif kind in (ScreenKind.TRICK_RESULT, ScreenKind.PHASE_TWO):
        await guest.look("result" if kind is ScreenKind.TRICK_RESULT else "phase-two")
        if keyboard:
            await page.keyboard.press("Enter")  # the focus is on Continue
        else:
            await page.locator("#go").tap()
    else:
        if kind is ScreenKind.WAITING:
            await guest.look("waiting")
        return False
    await until(
        lambda: (table.session.moves, table.scene_for(1).shown) != before, "the page's press"
    )
    return True


async def press_card_by_keys(guest: Guest, card: Card, legal: Sequence[object]) -> None:
    """The card's value key (the keymap's, as the terminal's) when it is the one playable
    card of its value, else Tab to it from the one focused; then Enter (play) after it."""
    page = guest.page
    if sum(isinstance(other, Card) and other.value == card.value for other in legal) == 1:
        key = browser_key(key_list(f"hand.value_{card.value}")[0])
        assert key is not None
        await page.keyboard.press(key)  # chosen, and the focus on it
        await page.wait_for_selector(f'button[data-card="{card.code}"][aria-pressed="true"]')
        await page.keyboard.press("Enter")
        return
    for _tab in range(14):
        focused = await page.evaluate("document.activeElement?.dataset?.card ?? ''")
        if focused == card.code:
            break
        await page.keyboard.press("Tab")
    await page.keyboard.press("Enter")
    await page.wait_for_selector('button[aria-pressed="true"]')
    await page.keyboard.press("Enter")


async def play(
    guest: Guest, rng: random.Random, *, until_end: bool, moves: int = 0, keyboard: bool = False
) -> None:
    """Both sides play: the host by the test, the guest on its page."""
    host = guest.host
    table = host.sitting.network_table
    assert table is not None
    for _step in range(600):
        if until_end and table.session.finished and host.seat.now().scene is not None:
            scene = host.seat.now().scene
            if scene is not None and scene.kind is ScreenKind.END:
                return
        if not until_end and table.session.moves >= moves:
            return
        if host_moves(host, rng):
            continue
        if not await guest_turn(guest, rng, keyboard=keyboard):
            await asyncio.sleep(0.005)
    raise AssertionError("the game did not move on")


async def test_a_whole_game_from_a_phone_by_taps(
    browser: Any, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    rng = random.Random(7)
    async with serving(seed=11) as host:
        context = await browser.new_context(**PHONE)
        try:
            guest = Guest(host, await context.new_page(), "phone")
            await join(guest)
            host.sitting.start_now(NewGame(("Ann", "Bob"), first_leader=1))
            await guest.page.wait_for_selector("button.card")
            no_sideways = "document.documentElement.scrollWidth <= window.innerWidth"
            assert await guest.page.evaluate(no_sideways)
            table = await guest.page.locator(".table").bounding_box()
            hand = await guest.page.locator(".hand").bounding_box()
            assert table["y"] + table["height"] <= hand["y"]  # the table above the hand
            await guest.page.set_viewport_size({"width": 844, "height": 390})  # landscape
            assert await guest.page.evaluate(no_sideways)
            await guest.page.screenshot(path=str(ARTIFACTS / "web" / "phone-landscape.png"))
            await guest.page.set_viewport_size(PHONE["viewport"])
            await play(guest, rng, until_end=True)
            await guest.shown()
            await guest.look("end")
            await guest.page.locator("#log summary").tap()
            await guest.look("log")
            assert await guest.page.evaluate(no_sideways)
            await until(lambda: host.seat.now().record is not None, "the game's record")
            await guest.page.locator("#log summary").tap()  # folded again: a shorter page
            await guest.shown()
            monkeypatch.setattr(game, "review_record", _made_up_review)  # its own tests'
            await guest.page.locator("#review").tap()  # worked out off the loop
            await guest.page.wait_for_selector("svg.chart", timeout=WAIT * 3000)
            await guest.look("review")
            assert await guest.page.evaluate("document.activeElement.id") == "review-h"
            assert await guest.page.evaluate(no_sideways)
            assert not guest.problems, guest.problems[:3]
        finally:
            await context.close()


def _made_up_review(record: GameRecord, *, progress: Callable[[int, int], None]) -> GameReview:
    """A review in no time (a game's review takes seconds; its words and chart are tested
    in tests/web/test_review_html.py and tests/review/)."""
    progress(1, 1)
    return made_up((record.players[0], record.players[1]))


async def test_part_of_a_game_by_keyboard_alone_as_a_laptop(browser: Any, data_dir: Path) -> None:
    rng = random.Random(2)
    async with serving(seed=3) as host:
        context = await browser.new_context(**LAPTOP)
        try:
            guest = Guest(host, await context.new_page(), "laptop")
            await join(guest, keyboard=True)
            host.sitting.start_now(NewGame(("Ann", "Bob"), first_leader=1))
            await play(guest, rng, until_end=False, moves=8, keyboard=True)
            await guest.shown()
            await guest.look("waiting-or-turn")
            assert not guest.problems, guest.problems[:3]
        finally:
            await context.close()


async def test_a_reload_mid_game_rejoins_where_it_was(browser: Any, data_dir: Path) -> None:
    rng = random.Random(4)
    async with serving(seed=5) as host:
        context = await browser.new_context(**PHONE)
        try:
            guest = Guest(host, await context.new_page(), "phone")
            await join(guest)
            host.sitting.start_now(NewGame(("Ann", "Bob"), first_leader=0))
            table = host.sitting.network_table
            await play(guest, rng, until_end=False, moves=5)
            await guest.page.reload()
            await until(lambda: host.sitting.remote.connected, "the guest to join again")
            await guest.page.wait_for_selector("button.card")  # no name asked again
            assert host.sitting.remote.name == "Bob"
            await play(guest, rng, until_end=False, moves=9)
            assert table is host.sitting.network_table
        finally:
            await context.close()


async def test_a_second_browser_a_wrong_token_and_the_host_closing(
    browser: Any, data_dir: Path
) -> None:
    async with serving(seed=1) as host:
        first = await browser.new_context(**PHONE)
        second = await browser.new_context(**PHONE)
        try:
            guest = Guest(host, await first.new_page(), "phone")
            await join(guest)
            other = await second.new_page()
            response = await other.goto(host.link())
            assert response is not None and response.status == 409
            assert "already playing" in await other.inner_text("main")
            await other.screenshot(path=str(ARTIFACTS / "web" / "phone-busy.png"))
            await accessible(other, "busy")
            response = await other.goto(host.link("not-the-token"))
            assert response is not None and response.status == 403
            assert "Ask the host for the link again" in await other.inner_text("main")
            await other.screenshot(path=str(ARTIFACTS / "web" / "phone-no-token.png"))
            await accessible(other, "no token")
            host.sitting.start_now(NewGame(("Ann", "Bob"), first_leader=1))
            await guest.page.wait_for_selector("button.card")
            host.service.closing()
            await host.server.close()
            await guest.page.wait_for_selector("text=closed the game")
            await guest.look("closed")
            text = await guest.page.inner_text("main")
            assert "ask them for the new link" in text
            assert await guest.page.locator("#screen a, #screen button").count() == 0
            assert await guest.page.locator("#lost").is_hidden()  # no trying again
        finally:
            await first.close()
            await second.close()


async def test_take_backs_by_touch_both_ways(browser: Any, data_dir: Path) -> None:
    async with serving(seed=9) as host:
        context = await browser.new_context(**PHONE)
        try:
            guest = Guest(host, await context.new_page(), "phone")
            page = guest.page
            await join(guest)
            host.sitting.start_now(NewGame(("Ann", "Bob"), first_leader=1))  # Bob leads
            table = host.sitting.network_table
            assert table is not None
            led = table.scene_for(1).seen.hand[0]  # type: ignore[union-attr]
            await guest.shown()
            host.clock.advance(PACE)
            for _press in range(2):  # chosen, then played
                await page.locator(f'button[data-card="{led.code}"]').first.tap()
                await guest.shown()
            await until(lambda: table.session.moves == 1, "the guest's card")
            await page.wait_for_selector("#back")
            await guest.look("take-back")
            await page.locator("#back").tap()
            await until(lambda: table.question is not None, "the host asked")
            table.answer_take_back(0, True)  # Ann allows it
            await until(lambda: table.session.moves == 0, "the card back")
            await page.wait_for_selector(f'button[data-card="{led.code}"]:not(.off)')
            host.sitting.leave()  # a new game, Ann leads: she asks for her card back
            host.sitting.start_now(NewGame(("Ann", "Bob"), first_leader=0))
            second = host.sitting.network_table
            assert second is not None
            scene = second.scene
            assert scene.seen is not None
            second.play(scene.seen.legal_actions[0], scene.shown)
            second.ask_take_back(0)  # Ann, the host
            await page.wait_for_selector("#allow")
            await guest.look("question")
            await page.locator("#allow").tap()
            await until(lambda: second.session.moves == 0, "Ann's card back")
            assert not guest.problems, guest.problems[:3]
        finally:
            await context.close()
