"""The review of a finished game is kept with its seat (``claim2.web.review_kept``), not with
one page: a couch phone's page (the guest's page is served by the same ``PageServer``)
reloaded while the review is worked out shows its progress and asks for no second one, and
shows the review once it comes; reloaded after, it shows the review at once. One review a
seat: the next game's review takes its place. Over the page server's websocket, with a
stand-in for ``review_record`` that waits until the test lets it finish."""

from __future__ import annotations

import threading
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any

import aiohttp
import pytest

from claim2.game.steps import ScreenKind
from claim2.review import game
from claim2.review.model import GameReview
from claim2.sitting.lobby import NewGame
from claim2.sitting.remote.couch import CouchSitting
from claim2.sitting.remote.phone import PhoneSeat
from claim2.web.review_kept import KeptReview
from claim2.web.server import PageServer
from sitting.tables import NAMES
from sitting.test_couch import both_here, play_out
from web.reviews import made_up
from web.serving import frame_with, next_frame, press


class Phone:
    """A phone's browser on the couch's page server (its cookies its own)."""

    def __init__(self, server: PageServer, token: str, browser: aiohttp.ClientSession) -> None:
        self.base = f"http://127.0.0.1:{server.port}"
        self.token = token
        self.browser = browser
        self.socket: aiohttp.ClientWebSocketResponse | None = None

    async def open(self) -> dict[str, Any]:
        """The link opened (again: a reload); its first frame."""
        if self.socket is not None:
            await self.socket.close()
        async with self.browser.get(f"{self.base}/?t={self.token}") as response:
            assert response.status == 200
        self.socket = await self.browser.ws_connect(
            f"{self.base.replace('http', 'ws')}/ws/{self.token}", origin=self.base
        )
        return await next_frame(self.socket)

    async def press(self, do: str, version: int) -> None:
        assert self.socket is not None
        await press(self.socket, do, version)

    async def frame_with(self, text: str) -> dict[str, Any]:
        assert self.socket is not None
        return await frame_with(self.socket, text)


class Reviews:
    """The stand-in for ``review_record``: each review it is asked for, one move rated,
    then waiting until ``finish``."""

    def __init__(self) -> None:
        self.asked: list[object] = []
        self.go = threading.Event()

    def __call__(self, record: object, *, progress: Callable[[int, int], None]) -> GameReview:
        self.asked.append(record)
        progress(1, 2)
        assert self.go.wait(30), "never let finish"
        return made_up(NAMES)

    def finish(self) -> None:
        self.go.set()


@asynccontextmanager
async def at_the_end(
    monkeypatch: pytest.MonkeyPatch,
) -> AsyncIterator[tuple[Phone, PhoneSeat, Reviews]]:
    """A couch's game played out from its phones, the first phone's page served."""
    reviews = Reviews()
    monkeypatch.setattr(game, "review_record", reviews)
    couch = CouchSitting(seed=3, phones=True)
    couch.open()
    server = PageServer(clock=couch.clock)
    tokens = [server.add_seat(phone) for phone in couch.phone_seats]
    await server.start("127.0.0.1", 0)
    try:
        couch.start_now(NewGame(NAMES, first_leader=0))
        both_here(couch)
        play_out(couch, check=False)
        phone = couch.phone_seats[0]
        now = phone.now()
        assert now.scene is not None and now.scene.kind is ScreenKind.END and now.record
        async with aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) as browser:
            yield Phone(server, tokens[0], browser), phone, reviews
    finally:
        reviews.finish()
        await server.close()
        couch.close()


async def test_a_reload_while_the_review_is_worked_out_shows_its_progress_then_the_review(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    async with at_the_end(monkeypatch) as (page, phone, reviews):
        frame = await page.open()
        assert 'data-do="review"' in frame["html"]
        await page.press("review", frame["v"])
        await page.frame_with("1 of 2 moves rated")
        frame = await page.open()  # reloaded while it is worked out: its progress at once
        assert "1 of 2 moves rated" in frame["html"] and 'data-do="review"' not in frame["html"]
        await page.press("review", frame["v"])  # pressed on the new page too: nothing more
        reviews.finish()
        frame = await page.frame_with('<svg class="chart"')  # the reloaded page gets it
        assert frame["say"].startswith("Ann's largest loss: trick 1 of phase one")
        assert frame["focus"] == "review-h"
        frame = await page.open()  # reloaded once it came: at once, nothing worked out again
        assert '<svg class="chart"' in frame["html"] and 'data-do="review"' not in frame["html"]
        assert reviews.asked == [phone.now().record]


def test_one_review_a_seat_the_next_games_takes_its_place() -> None:
    kept = KeptReview()
    first, second = object(), object()
    job = kept.ask(first)  # type: ignore[arg-type]
    assert job is not None and kept.ask(first) is None  # type: ignore[arg-type]
    assert kept.asked(first) and kept.of(first) is None  # type: ignore[arg-type]
    assert kept.ask(second) is not None and not kept.asked(first)  # type: ignore[arg-type]
