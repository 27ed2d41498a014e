"""Debian's chromium driven by Playwright, as the browser tests use it: where it is, how it is
launched (one browser a test module), the phone they play as, where screenshots go, and
waiting for what the browsers and the server move on.

Where chromium or Playwright is missing the tests are skipped, unless
``CLAIM2_BROWSER_TEST=required`` (CI sets it where it installed chromium): then they fail.
"""

from __future__ import annotations

import asyncio
import importlib.util
import os
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = Path(os.environ.get("CLAIM2_CHROMIUM", "/usr/bin/chromium"))
ARGUMENTS = [
    "--no-sandbox",
    "--headless",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
ARTIFACTS = Path(os.environ.get("CLAIM2_ARTIFACTS", Path(__file__).parents[2] / "artifacts"))
PHONE: dict[str, Any] = {
    "viewport": {"width": 390, "height": 844},
    "device_scale_factor": 3,
    "is_mobile": True,
    "has_touch": True,
}
WAIT = 10.0  # seconds for anything on a page (a busy machine)
PACE = 0.25  # seconds of the test's clock between two presses (flood limits see a person)


def _missing(modules: tuple[str, ...]) -> str | None:
    if not CHROMIUM.exists():
        return f"no chromium at {CHROMIUM} (apt-get install chromium)"
    for module in modules:
        if importlib.util.find_spec(module) is None:
            return f"no {module} (pip install -e '.[browser]')"
    return None


@asynccontextmanager
async def launched(*modules: str) -> AsyncIterator[Any]:
    """Chromium launched headless, once Playwright and ``modules`` are found (else the
    test is skipped, or fails where the browser test is required)."""
    missing = _missing(("playwright", *modules))
    if missing is not None:
        if os.environ.get("CLAIM2_BROWSER_TEST") == "required":
            pytest.fail(f"the browser test is required here, but there is {missing}")
        pytest.skip(missing)
    from playwright.async_api import async_playwright

    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=str(CHROMIUM), args=ARGUMENTS)
        try:
            yield browser
        finally:
            await browser.close()


async def until(done: Callable[[], bool], what: str, limit: float = WAIT) -> None:
    """Wait until ``done()`` (the browsers and the server move it on), at most ``limit``."""
    try:
        async with asyncio.timeout(limit):
            while not done():  # noqa: ASYNC110 (the browsers and the server move it on)
                await asyncio.sleep(0.005)
    except TimeoutError:
        raise AssertionError(f"still waiting for {what}") from None
