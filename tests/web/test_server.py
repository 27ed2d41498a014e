"""The page server (``claim2.web.server``) over HTTP and websockets on 127.0.0.1, with the
network guest's seat: the refusals (nothing starts for any of them), a link preview that
takes no seat, one browser per seat, reloads, messages that cannot be read, the host
closing, and the host's own settings never touched. No browser engine here
(tests/web/test_browser.py drives chromium)."""

from __future__ import annotations

import asyncio
import json
import re
import subprocess
from pathlib import Path

import aiohttp
import pytest

from claim2.settings.remembered import SETTINGS_FILE
from claim2.sitting.lobby import NewGame
from claim2.text.i18n import current_language
from claim2.web.pages import busy_page, served_headers
from claim2.web.server import COOKIE, read_press
from web.serving import frame_with, next_frame, press, serving


@pytest.mark.parametrize("query", ["", "?t=", "?t=wrong", "?t=" + "x" * 3000])
async def test_a_link_without_its_token_gets_a_short_page_and_starts_nothing(query: str) -> None:
    async with serving() as host, host.browser() as browser:
        async with browser.get(f"{host.base}/{query}") as response:
            assert response.status == 403
            text = await response.text()
        assert "Ask the host for the link again" in text
        assert "<script" not in text
        assert COOKIE not in response.cookies
        assert host.server.door.seats[0].holder is None and host.seat.game is None


async def test_the_page_has_a_strict_policy_and_loads_nothing_from_elsewhere() -> None:
    async with serving() as host, host.browser() as browser:
        async with browser.get(host.link()) as response:
            text = await response.text()
            policy = response.headers["Content-Security-Policy"]
        assert "'unsafe-inline'" not in policy and "script-src 'self'" in policy
        assert "style-src 'self'" in policy and "frame-ancestors 'none'" in policy
        assert response.headers["Referrer-Policy"] == "no-referrer"
        assert response.headers["Cache-Control"] == "no-store"
        assert re.findall(r"<script[^>]*>", text) == ['<script src="/page.js" defer>']
        assert " style=" not in text and "<style" not in text
        assert not re.search(r"(src|href)=\"(https?:)?//", text)
        assert host.token not in text.replace(f"/ws/{host.token}", "")  # only its websocket


async def test_the_page_speaks_the_browsers_language_and_never_the_hosts_settings(
    data_dir: Path,
) -> None:
    async with serving() as host, host.browser("nl-NL,nl;q=0.9") as browser:
        text = await host.open_page(browser)
        assert '<html lang="nl">' in text and "Regels" in text
        socket = await host.connect(browser)
        frame = await next_frame(socket)
        assert "Kies de naam" in frame["html"]
        await press(socket, "name", frame["v"], name="Bob")
        await frame_with(socket, "Wachten")
        assert current_language() == "en"  # the host's screen keeps its own
        assert not (data_dir / SETTINGS_FILE).exists()  # the guest writes nothing of the host's
        await socket.close()


async def test_the_files_go_only_to_a_browser_that_opened_the_link() -> None:
    async with serving() as host, host.browser() as browser, host.browser() as stranger:
        for path in ("/page.js", "/page.css"):
            async with stranger.get(host.base + path) as response:
                assert response.status == 403
        await host.open_page(browser)
        async with browser.get(host.base + "/page.js") as response:
            assert response.status == 200
            script = await response.text()
        assert "WebSocket" in script
        async with browser.get(host.base + "/page.css") as response:
            assert response.status == 200 and ".f-gn" in await response.text()
        async with browser.get(host.base + "/elsewhere") as response:
            assert response.status == 404


async def test_the_websocket_is_refused_without_token_origin_or_page() -> None:
    async with serving() as host, host.browser() as browser, host.browser() as stranger:
        await host.open_page(browser)
        for session, url, origin in (
            (browser, host.socket_url("wrong"), host.base),
            (browser, host.socket_url(), "http://evil.example"),
            (browser, host.socket_url(), None),
            (stranger, host.socket_url(), host.base),  # never opened the link
        ):
            with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                await session.ws_connect(url, origin=origin)
            assert refused.value.status == 403
        assert host.server.door.seats[0].holder is None and host.seat.game is None


async def test_a_link_preview_takes_no_seat() -> None:
    async with serving() as host, host.browser() as preview, host.browser() as friend:
        await host.open_page(preview)  # a chat app fetches the link, opens nothing
        await host.open_page(friend)  # the friend opens it at once
        socket = await host.connect(friend)
        frame = await next_frame(socket)
        assert 'id="name"' in frame["html"] and not frame["closed"]
        await socket.close()


async def test_one_browser_at_a_time_and_a_reload_rejoins() -> None:
    async with serving() as host, host.browser() as first, host.browser() as second:
        socket = await host.joined(first)
        assert host.sitting.remote.connected
        async with second.get(host.link()) as response:  # another browser: a short page
            assert response.status == 409
            assert "already playing" in await response.text()
        await socket.close()  # a reload: the page closes, and opens again at once
        await host.open_page(first)
        socket = await host.connect(first)
        await frame_with(socket, "Waiting for Ann")
        assert host.sitting.remote.connected and host.sitting.remote.name == "Bob"
        await socket.close()


async def test_messages_that_cannot_be_read_are_dropped_with_a_word() -> None:
    async with serving() as host, host.browser() as browser:
        await host.open_page(browser)
        socket = await host.connect(browser)
        await next_frame(socket)
        for junk in ("not json", "[" * 3000 + "]" * 1000, "[1, 2]", '{"do": 5}', '{"v": 1}'):
            await socket.send_str(junk)
            frame = await frame_with(socket, "cannot read")
            assert not frame["closed"]
        await socket.send_bytes(b"\x00\x01")  # binary: ignored
        await press(socket, "name", 1, name="Bob")  # the page still plays
        await frame_with(socket, "Waiting for Ann")
        await socket.send_str(json.dumps({"do": "name", "name": "x" * 5000}))  # over the limit
        closing = await socket.receive(timeout=5)
        assert closing.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED)


def test_a_press_is_read_only_as_one_object_of_known_fields() -> None:
    assert read_press('{"do": "card", "v": 3, "card": "Gn5"}') == ("card", {"card": "Gn5"}, 3)
    assert read_press('{"do": "card", "v": 3, "card": {"deep": [1]}}') == ("card", {}, 3)
    assert read_press("[" * 100000) is None
    assert read_press('{"do": "' + "x" * 40 + '"}') is None


async def test_the_host_closing_tells_the_page_and_offers_no_link() -> None:
    async with serving() as host, host.browser() as browser:
        socket = await host.joined(browser)
        host.service.closing()
        await host.server.close()
        last = await frame_with(socket, "closed the game")
        assert last["closed"]
        assert "<a " not in last["html"] and "data-do" not in last["html"]


async def test_no_process_is_started_for_a_page(monkeypatch: pytest.MonkeyPatch) -> None:
    """The guest's page runs in the host's process (issue 49, case 3: no process of the
    guest's holds its code and name on a command line, for ``ps`` to show)."""
    started: list[object] = []

    def refuse(*arguments: object, **options: object) -> None:
        started.append(arguments)
        raise AssertionError("a process was started")

    monkeypatch.setattr(subprocess, "Popen", refuse)
    monkeypatch.setattr(asyncio, "create_subprocess_exec", refuse)
    monkeypatch.setattr(asyncio, "create_subprocess_shell", refuse)
    async with serving() as host, host.browser() as browser:
        socket = await host.joined(browser)
        host.sitting.start_now(NewGame(("Ann", "Bob"), first_leader=1))
        await frame_with(socket, 'data-do="card"')
        await socket.close()
    assert started == []


async def test_the_server_names_only_claim2_and_sends_the_opener_policy_where_it_works() -> None:
    async with serving() as host, host.browser() as browser:
        for url in (host.link(), f"{host.base}/?t=wrong"):
            async with browser.get(url) as response:
                assert response.headers["Server"] == "claim2"  # no Python or aiohttp version
                # 127.0.0.1 is a host a browser trusts over plain HTTP: the policy works there
                assert response.headers["Cross-Origin-Opener-Policy"] == "same-origin"
    lan = served_headers("192.168.1.20:7343", secure=False)
    assert lan == {"Server": "claim2"}  # not a secure context: a browser would only complain
    assert "Cross-Origin-Opener-Policy" in served_headers("192.168.1.20:7343", secure=True)
    assert "Cross-Origin-Opener-Policy" in served_headers("[::1]:7343", secure=False)


def test_a_phone_refused_on_a_seat_is_told_of_phones_not_guests() -> None:
    phones = busy_page("en", phones=True)
    assert "phone is already here" in phones and "Another phone is playing this seat" in phones
    assert "guest" not in phones.lower()
    assert "Een andere telefoon speelt al op deze plaats" in busy_page("nl", phones=True)
    assert "A guest is already playing" in busy_page("en")
