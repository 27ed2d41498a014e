"""The browser guest's server (``claim2.web``) over HTTP and websockets on 127.0.0.1, with
a stand-in guest process (``fake_guest.py``): the refusals (no process is started for
any of them), the one-browser rule, reloads, the cap on processes, and the process ended
when its page closes. No browser here (tests/web/test_browser.py has one)."""

from __future__ import annotations

import asyncio
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path

import aiohttp
import pytest
from yarl import URL

from claim2.sitting.clock import ManualClock
from claim2.text.i18n import set_language
from claim2.web.door import GRACE, Door
from claim2.web.server import COOKIE, GuestWebServer

TOKEN = "k" * 22
FAKE = Path(__file__).with_name("fake_guest.py")
LIMIT = 20.0  # seconds any one test may take (nothing here should come near it)


@dataclass
class Serving:
    server: GuestWebServer
    door: Door
    clock: ManualClock
    folder: Path

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.server.port}"

    @property
    def origin(self) -> str:
        return self.base

    def socket_url(self, token: str = TOKEN) -> str:
        return f"ws://127.0.0.1:{self.server.port}/ws/{token}?width=100&height=30"

    def browser(self) -> aiohttp.ClientSession:
        """A browser of its own (its own cookies; an IP address keeps them too)."""
        return aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True))

    def ended(self) -> int:
        return len(list(self.folder.glob("ended-*")))


@asynccontextmanager
async def serving(
    tmp_path: Path, *, mode: str = "normal", most: int = 2, stop_within: float = 10.0
) -> AsyncIterator[Serving]:
    clock = ManualClock()
    door = Door(TOKEN, most=most, clock=clock)

    def command(language: str) -> list[str]:
        return [sys.executable, str(FAKE), str(tmp_path), language, mode]

    server = GuestWebServer(door, command, stop_within=stop_within)
    await server.start("127.0.0.1", 0)
    try:
        async with asyncio.timeout(LIMIT):
            yield Serving(server, door, clock, tmp_path)
    finally:
        await server.close()


async def open_page(serving: Serving, browser: aiohttp.ClientSession) -> str:
    async with browser.get(f"{serving.base}/?t={TOKEN}") as response:
        assert response.status == 200
        return await response.text()


async def first_words(socket: aiohttp.ClientWebSocketResponse) -> str:
    message = await socket.receive()
    assert message.type is aiohttp.WSMsgType.BINARY, message
    return bytes(message.data).decode()


async def refused(
    browser: aiohttp.ClientSession, url: str, origin: str | None, status: int
) -> None:
    with pytest.raises(aiohttp.WSServerHandshakeError) as refusal:
        await browser.ws_connect(url, origin=origin)
    assert refusal.value.status == status


# The page ---------------------------------------------------------------------------------


@pytest.mark.parametrize("query", ["", "?t=", "?t=wrong", f"?t={TOKEN}x", f"?T={TOKEN}"])
async def test_the_page_is_refused_without_the_token(tmp_path: Path, query: str) -> None:
    async with serving(tmp_path) as it, it.browser() as browser:
        async with browser.get(f"{it.base}/{query}") as response:
            assert response.status == 403
            assert TOKEN not in await response.text()
        assert not browser.cookie_jar.filter_cookies(URL(it.base))
        assert it.door.holder is None


async def test_the_page_has_a_title_the_games_colours_and_a_strict_policy(tmp_path: Path) -> None:
    async with serving(tmp_path) as it, it.browser() as browser:
        async with browser.get(f"{it.base}/?t={TOKEN}") as response:
            assert response.status == 200
            page = await response.text()
            policy = response.headers["Content-Security-Policy"]
            assert response.headers["Cache-Control"] == "no-store"
            assert response.headers["Referrer-Policy"] == "no-referrer"
        assert "<title>Claim 2</title>" in page
        assert "background: #121212" in page
        assert f'data-session-websocket-url="ws://127.0.0.1:{it.server.port}/ws/{TOKEN}"' in page
        assert "default-src 'none'" in policy and "frame-ancestors 'none'" in policy
        assert "googleapis" not in page  # nothing from elsewhere
        assert COOKIE in browser.cookie_jar.filter_cookies(URL(it.base))
        assert it.server.started == 0  # the page alone starts nothing


async def test_the_page_speaks_the_browsers_language(tmp_path: Path) -> None:
    set_language("en")
    async with serving(tmp_path) as it, it.browser() as browser:
        headers = {"Accept-Language": "fr-FR, nl;q=0.9, en;q=0.8"}
        async with browser.get(f"{it.base}/?t={TOKEN}", headers=headers) as response:
            page = await response.text()
        assert '<html lang="nl">' in page
        assert "Meedoen met het spel…" in page


async def test_static_files_only_for_the_browser_holding_the_seat(tmp_path: Path) -> None:
    async with serving(tmp_path) as it, it.browser() as guest, it.browser() as stranger:
        script = "/static/js/textual.js"
        async with stranger.get(it.base + script) as response:
            assert response.status == 403
        await open_page(it, guest)
        async with guest.get(it.base + script) as response:
            assert response.status == 200
        async with guest.get(it.base + "/static/") as response:  # no listing
            assert response.status in (403, 404)
        for path in ("/download/x", "/ws", "/index.html", "/static/../server.py"):
            async with stranger.get(it.base + path) as response:
                assert response.status in (403, 404), path


# The websocket's refusals: no process is started ---------------------------------------------


async def test_the_websocket_is_refused_without_the_token_or_from_elsewhere(
    tmp_path: Path,
) -> None:
    async with serving(tmp_path) as it, it.browser() as guest:
        await open_page(it, guest)
        await refused(guest, it.socket_url("wrong"), it.origin, 403)
        await refused(guest, it.socket_url(""), it.origin, 404)
        await refused(guest, it.socket_url(), None, 403)  # no Origin: not a browser's page
        await refused(guest, it.socket_url(), "http://evil.example", 403)
        await refused(guest, it.socket_url(), f"http://localhost:{it.server.port}", 403)
        assert it.server.started == 0
        assert not list(tmp_path.glob("started-*"))


async def test_a_websocket_without_the_page_is_refused(tmp_path: Path) -> None:
    async with serving(tmp_path) as it, it.browser() as browser:
        await refused(browser, it.socket_url(), it.origin, 409)
        assert it.server.started == 0


# One guest browser at a time -------------------------------------------------------------------


async def test_a_second_browser_gets_a_short_page_and_no_process(tmp_path: Path) -> None:
    async with serving(tmp_path) as it, it.browser() as guest, it.browser() as second:
        await open_page(it, guest)
        async with second.get(f"{it.base}/?t={TOKEN}") as response:
            assert response.status == 409
            page = await response.text()
        assert "A guest is already playing" in page
        assert TOKEN not in page
        assert COOKIE not in second.cookie_jar.filter_cookies(URL(it.base))
        await refused(second, it.socket_url(), it.origin, 409)
        socket = await guest.ws_connect(it.socket_url(), origin=it.origin)
        assert (await first_words(socket)).startswith("hello")
        async with second.get(f"{it.base}/?t={TOKEN}") as response:
            assert response.status == 409  # still, while the guest plays
        await socket.close()
        await it.server.idle()
        it.clock.advance(GRACE - 1)
        async with second.get(f"{it.base}/?t={TOKEN}") as response:
            assert response.status == 409  # the seat is kept a moment for a reload
        it.clock.advance(1)
        await open_page(it, second)  # then the seat is free for another browser
        await refused(guest, it.socket_url(), it.origin, 409)
        assert it.server.started == 1


async def test_the_guest_plays_and_its_process_ends_when_the_page_closes(tmp_path: Path) -> None:
    async with serving(tmp_path) as it, it.browser() as guest:
        await open_page(it, guest)
        socket = await guest.ws_connect(it.socket_url(), origin=it.origin)
        assert await first_words(socket) == "hello in en"
        await socket.send_json(["stdin", "a"])
        assert await first_words(socket) == "echo:a"
        await socket.send_json(["ping", "17"])
        assert (await socket.receive()).json() == ["pong", "17"]
        for junk in ("not json", "[]", '["stdin", 5]', '{"a": 1}', '["resize", {"width": 0}]'):
            await socket.send_str(junk)  # dropped with a word, the process goes on
            word = (await socket.receive()).json()
            assert word[0] == "log" and word[1].startswith("claim2 dropped a message")
        await socket.send_json(["stdin", "b"])
        assert await first_words(socket) == "echo:b"
        assert it.door.processes == 1
        await socket.close()
        await it.server.idle()
        assert it.door.processes == 0
        assert it.ended() == 1


async def test_a_reload_rejoins_and_the_old_process_ends(tmp_path: Path) -> None:
    async with serving(tmp_path) as it, it.browser() as guest:
        await open_page(it, guest)
        first = await guest.ws_connect(it.socket_url(), origin=it.origin)
        assert (await first_words(first)).startswith("hello")
        await open_page(it, guest)  # the reload: the same browser, its page again
        second = await guest.ws_connect(it.socket_url(), origin=it.origin)
        assert (await first_words(second)).startswith("hello")
        closing = await first.receive()  # the old page is closed by the server
        assert closing.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED)
        await second.send_json(["stdin", "x"])
        assert await first_words(second) == "echo:x"
        await second.close()
        await it.server.idle()
        assert it.ended() == 2
        assert it.server.started == 2


async def test_the_cap_on_processes_holds_when_a_process_will_not_quit(tmp_path: Path) -> None:
    """A guest process that ignores "quit" keeps its place until it has ended: a third
    websocket while two processes run is refused (503)."""
    async with serving(tmp_path, mode="stuck", stop_within=LIMIT) as it, it.browser() as guest:
        await open_page(it, guest)
        first = await guest.ws_connect(it.socket_url(), origin=it.origin)
        await first_words(first)
        second = await guest.ws_connect(it.socket_url(), origin=it.origin)
        await first_words(second)
        await first.receive()  # closed by the server; its process will not quit
        assert it.door.processes == 2
        await refused(guest, it.socket_url(), it.origin, 503)
        assert it.server.started == 2
        await second.close()
    assert it.door.processes == 0  # closing the server closed their input: both ended


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX shell quoting")
def test_a_guests_name_is_never_read_by_the_shell() -> None:
    import shlex

    from claim2.web.server import shell_line

    for name in ("Bob; rm -rf ~", "$(touch x)", "`id`", "a'b\"c", "Eve\\", "-x"):
        arguments = ["python", "-m", "claim2", "join", "127.0.0.1:1", "1-2-3", "--name", name]
        assert shlex.split(shell_line(arguments)) == arguments
