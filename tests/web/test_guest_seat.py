"""The network guest's seat in the host's own process (``GuestSeat`` and its ``Page``),
without sockets or a browser: joining under a name typed on the page, a whole game pressed
on the page, and nothing on the page the guest's seat may not see (R17)."""

from __future__ import annotations

import random
import re
from collections.abc import Callable

import pytest

from claim2.game.steps import ScreenKind
from claim2.net.memory import IN_PROCESS
from claim2.review.model import GameReview
from claim2.sitting.guest.news import Status
from claim2.sitting.remote.host_news import AskedToTakeBack, GuestMoved, HostNews
from claim2.text.wording import card_words
from web.reviews import made_up
from web.seats import (
    SeatHost,
    host_moves,
    leaks,
    page_moves,
    seat_host,
    settle,
    unseen_by_guest,
    until,
)


async def test_the_page_asks_a_name_then_joins_the_host() -> None:
    async with seat_host() as host:
        host.seat.arrived()
        frame = host.frame()
        assert frame.html is not None and 'id="name"' in frame.html
        assert frame.focus == "name"
        host.press("name", name="  ")  # blank: refused by the one rule, nothing joins
        assert host.seat.game is None
        assert "must be a name" in (host.frame().html or host.page._html or "")
        host.press("name", name="Bob")
        await until(lambda: host.sitting.remote.connected)
        assert host.sitting.remote.name == "Bob"
        await settle()
        frame = host.frame()
        assert "Waiting for Ann to start the game" in (frame.html or "")


async def test_a_whole_game_from_the_page_shows_nothing_the_guest_may_not_see(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rng = random.Random(3)
    async with seat_host(seed=4) as host:
        await host.join()
        table = host.start()
        kinds: set[ScreenKind] = set()
        shown = ""
        for _step in range(400):
            await settle()
            frame = host.frame()
            shown = frame.html or shown
            hidden = unseen_by_guest(host)
            for text in (frame.html or "", frame.say):
                assert not leaks(text, hidden), (leaks(text, hidden), text)
            scene = host.seat.now().scene
            if scene is not None:
                kinds.add(scene.kind)
                if scene.kind is ScreenKind.END:
                    break
            if not page_moves(host, rng) and not host_moves(host, rng):
                await settle()
        assert table.session.finished
        assert {ScreenKind.TURN, ScreenKind.WAITING, ScreenKind.TRICK_RESULT} <= kinds
        assert ScreenKind.PHASE_TWO in kinds and ScreenKind.END in kinds
        said = " ".join(frame.say for frame in host.frames)
        assert said.count("Phase 2 begins") == 1 and "Phase two begins" not in said
        end = host.frame()
        assert end.html is None or "Game over" in end.html
        # the headings in order (the page's h1, then h2s): each score pile's is an h2
        assert re.search(r"<h2>Bob&#x27;s score pile · \d+ cards?</h2>", shown), shown
        await until(lambda: host.seat.now().record is not None)  # the game's record came
        await _the_review_of_the_game(host, monkeypatch)


async def _the_review_of_the_game(host: SeatHost, monkeypatch: pytest.MonkeyPatch) -> None:
    """The end offers the review; pressed, it is worked out off the loop (here a stand-in
    for ``review_record``: the review's words are tests/web/test_review_html.py's), its
    progress shown meanwhile, then laid out under the end, said, and focused."""
    from claim2.review import game

    record = host.seat.now().record
    reviewed: list[object] = []

    def review_record(given: object, *, progress: Callable[[int, int], None]) -> GameReview:
        reviewed.append(given)
        progress(1, 2)
        return made_up()

    monkeypatch.setattr(game, "review_record", review_record)
    html = host.frame().html or host.page._html or ""
    assert 'data-do="review"' in html and ">Review<" in html
    frame = host.press("review")
    job = host.page.take_work()
    assert job is not None and host.page.take_work() is None
    host.press("review")  # pressed again while it is worked out: once
    assert host.page.take_work() is None
    woken: list[bool] = []
    done = job(lambda: woken.append(True))
    assert reviewed == [record] and woken == [True]
    frame = host.frame()
    assert "1 of 2 moves rated" in (frame.html or "") and 'data-do="review"' not in (
        frame.html or ""
    )
    done()
    frame = host.frame()
    assert '<svg class="chart"' in (frame.html or "") and "Game over" in (frame.html or "")
    assert "Bob&#x27;s chance of winning" in (frame.html or "")  # the guest's own chance
    assert frame.say.startswith("Ann's largest loss: trick 1 of phase one")
    assert frame.focus == "review-h"
    host.service.closing()  # the host quits: the review read stays, nothing to press
    await settle()
    frame = host.frame()
    assert frame.closed and '<svg class="chart"' in (frame.html or "")
    assert "<button" not in (frame.html or "")


async def test_wrong_codes_from_any_address_never_hold_the_pages_guest_out() -> None:
    async with seat_host() as host:
        door = host.service.door
        for _try in range(5):  # somebody guesses codes from this machine
            visitor = door.opened("127.0.0.1", lambda: None)
            door.knock(visitor, lambda: False)
        assert door.queued() == 4  # 127.0.0.1 waits its turn after its wrong codes
        await host.join()  # at once, not after a back-off
        assert IN_PROCESS not in ("127.0.0.1", "::1")
        assert host.seat.game is not None and host.seat.game.status is not Status.REFUSED


async def test_a_reload_joins_again_under_the_same_name() -> None:
    async with seat_host() as host:
        await host.join()
        host.start()
        await settle()
        host.seat.left()
        await until(lambda: not host.sitting.remote.connected)
        host.seat.arrived()
        await until(lambda: host.sitting.remote.connected)
        await settle()
        assert host.seat.now().scene is not None
        assert host.sitting.remote.name == "Bob"


async def test_the_host_closing_says_what_happens_to_the_game_and_offers_nothing() -> None:
    async with seat_host() as host:
        await host.join()
        host.start()
        await settle()
        host.service.closing()
        await settle()
        now = host.seat.now()
        assert now.closed
        assert now.status is not None and "ask them for the new link" in now.status
        frame = host.frame()
        assert frame.closed
        html = frame.html or ""
        assert "<a " not in html and 'data-do="go"' not in html and 'data-do="card"' not in html


async def test_what_a_dutch_page_makes_the_host_say_is_in_the_hosts_own_language() -> None:
    told: list[object] = []
    async with seat_host(seed=2, language="nl") as host:
        HostNews(host.sitting, host.clock, told.append)
        await host.guest_leads()  # Bob leads, then asks for his card back
        host.press("back")
        await until(lambda: any(isinstance(item, AskedToTakeBack) for item in told))
        host.press("card", card="x")  # nothing: the page goes away
        host.seat.left()
        await until(lambda: not host.sitting.remote.connected)
        await settle()
    words = [item.note.text for item in told if isinstance(item, GuestMoved)]
    assert words[0] == "Bob has joined." and len(words) == 2 and "Bob" in words[1]
    asked = next(item for item in told if isinstance(item, AskedToTakeBack))
    assert asked.question.text.startswith("Bob asks to take ")


async def test_a_take_back_on_the_page_names_the_card_in_words() -> None:
    async with seat_host(seed=2) as host:
        table, card = await host.guest_leads()  # Bob leads, then asks for his card back
        frame = host.press("back")
        assert f"Ann is asked whether you may take {card_words(card)} back…" in frame.say
        await until(lambda: table.question is not None)
        table.answer_take_back(0, True)  # Ann allows it
        await until(lambda: table.session.moves == 0)
        await settle()
        assert f"Ann agreed: {card_words(card)} is back in your hand." in host.frame().say
