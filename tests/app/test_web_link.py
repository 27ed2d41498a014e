"""``claim2 host --web`` on the host's screen: the browser's link under the join code, its
QR code on F4 (where it fits), and the command line's ``--web``. The web server itself
is tested in tests/web."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest

from claim2.cli import main
from claim2.plain import launch as plain_launch
from claim2.sitting.clock import ManualClock
from claim2.sitting.remote.hosting import HostSitting
from claim2.tui import net_launch
from claim2.tui.host_app import HostApp
from claim2.tui.screens.start.web_link import WebLinkScreen
from claim2.web.qr import qr_lines
from net.helpers import CODE

from .driving import Run


@asynccontextmanager
async def web_host(data_dir: Path, size: tuple[int, int] = (80, 24)) -> AsyncIterator[Run]:
    clock = ManualClock()
    app = HostApp(HostSitting(clock=clock), code=CODE, port=0, bind="127.0.0.1", web_port=0)
    async with app.run_test(size=size, notifications=True) as pilot:
        run = Run(app, pilot, clock, data_dir)
        screen = app.host_screen
        assert screen is not None
        await run.wait_until(lambda: bool(screen.addresses), "where to join")
        await run.settle()
        try:
            yield run
        finally:
            assert app.browser is not None
            await app.browser.close()
            if app.server is not None:
                app.server.close()
                await app.server.wait_closed()


async def test_the_host_screen_shows_the_browsers_link_and_its_qr_code(data_dir: Path) -> None:
    async with web_host(data_dir) as run:
        app = run.app
        assert isinstance(app, HostApp) and app.browser is not None
        link = app.browser.link
        assert link is not None
        port = app.browser.server.port
        assert link == f"http://127.0.0.1:{port}/?t={app.browser.token}"
        assert run.shows("Or opens this link in a browser (F4: as a QR code):")
        assert run.shows(link)
        assert "F4 QR code" in run.text().splitlines()[-1]
        await run.press("f4")
        assert isinstance(run.top, WebLinkScreen)
        text = run.text()
        assert qr_lines(link)[3] in text  # the code, whole
        assert link in text
        await run.press("escape")
        assert not isinstance(run.top, WebLinkScreen)


async def test_where_the_qr_code_does_not_fit_the_link_is_shown_alone(data_dir: Path) -> None:
    link = "http://[fd12:3456:789a:1::1234]:7343/?t=" + "k" * 22  # a larger code: 19 lines
    async with web_host(data_dir) as run:
        run.app.push_screen(WebLinkScreen(link))
        await run.settle()
        assert run.shows("The window is too small for the QR code.")
        assert run.shows(link)
        assert qr_lines(link)[3] not in run.text()


async def test_without_web_there_is_no_link_nor_f4(data_dir: Path) -> None:
    app = HostApp(HostSitting(clock=ManualClock()), code=CODE, port=0, bind="127.0.0.1")
    async with app.run_test(size=(80, 24)) as pilot:
        run = Run(app, pilot, ManualClock(), data_dir)
        screen = app.host_screen
        assert screen is not None
        await run.wait_until(lambda: bool(screen.addresses), "where to join")
        await run.settle()
        assert not run.shows("browser")
        assert "F4" not in run.text().splitlines()[-1]
        await run.press("f4")
        assert not isinstance(run.top, WebLinkScreen)
        if app.server is not None:
            app.server.close()
            await app.server.wait_closed()


def test_host_web_starts_the_host_with_the_web_port(monkeypatch: pytest.MonkeyPatch) -> None:
    started: list[tuple[object, ...]] = []

    def run_host(*arguments: object, web_port: int | None = None) -> int:
        started.append((*arguments, web_port))
        return 0

    monkeypatch.setattr(net_launch, "run_host", run_host)
    assert main(["host"]) == 0
    assert main(["host", "--web"]) == 0
    assert main(["host", "--web", "--web-port", "8080", "--bind", "10.0.0.2"]) == 0
    assert started == [
        (7342, None, None, None),
        (7342, None, None, 7343),
        (7342, "10.0.0.2", None, 8080),
    ]


def test_host_web_plain_starts_the_plain_host_with_the_web_port(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``claim2 host --web --plain``: the host in plain lines, the guest in a browser."""
    started: list[int | None] = []

    def run_host(
        *arguments: object, name: str | None, web_port: int | None = None, verbose: bool = False
    ) -> int:
        started.append(web_port)
        return 0

    monkeypatch.setattr(plain_launch, "run_host", run_host)
    assert main(["host", "--plain", "--web"]) == 0
    assert main(["host", "--plain"]) == 0
    assert started == [7343, None]
