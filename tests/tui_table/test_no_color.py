"""Without colour (NO_COLOR): choices still readable; no screenshot of a private hand."""

from __future__ import annotations

import asyncio

import pytest

from claim2.game.i18n import set_language
from claim2.tui.app import Claim2App
from tui.driver import screen_text, started


def test_under_no_color_chosen_and_unchosen_options_look_different(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")

    async def look() -> str:
        app = Claim2App(seed=7)
        async with app.run_test(size=(80, 24)) as pilot:
            await started(pilot)
            assert app.no_color
            return screen_text(app)

    text = asyncio.run(look())
    assert "▐●▌ Two players" in text  # chosen
    assert "▐○▌ Against the computer" in text  # not chosen
    assert "▐ ▌ Hints" in text  # not checked
    assert "▐●▌ At random" in text and "▐○▌ First player" in text


def test_the_palette_offers_no_screenshot() -> None:
    async def titles() -> list[str]:
        app = Claim2App(seed=7)
        async with app.run_test(size=(80, 24)) as pilot:
            await started(pilot)
            return [command.title for command in app.get_system_commands(app.screen)]

    found = asyncio.run(titles())
    assert "Screenshot" not in found
    assert "Quit" in found  # Textual's other commands are still there


@pytest.mark.parametrize(
    ("language", "hint"), [("en", "Press Ctrl+Q to quit."), ("nl", "Druk op Ctrl+Q om te stoppen.")]
)
def test_ctrl_c_tells_how_to_quit_in_the_players_language(language: str, hint: str) -> None:
    set_language(language)

    async def press() -> list[str]:
        app = Claim2App(seed=7)
        async with app.run_test(size=(80, 24)) as pilot:
            await started(pilot)
            await app.run_action("help_quit")  # what Ctrl+C does outside a text field
            await pilot.pause()
            return [str(n.message) for n in app._notifications]

    assert hint in asyncio.run(press())
