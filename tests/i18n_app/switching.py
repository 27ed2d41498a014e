"""Switching the app's language by key presses, and reading what the screen says."""

from __future__ import annotations

from typing import TypeVar

from textual.command import CommandList, CommandPalette
from textual.pilot import Pilot

from claim2.tui.app import Claim2App
from claim2.tui.widgets.footer import KeyFooter
from tui.driver import keys, screen_text, top

Shown = TypeVar("Shown")


async def from_palette(pilot: Pilot[None], query: str) -> None:
    """Open the command palette (Ctrl+P), type ``query``, run the first command found."""
    app = pilot.app
    await pilot.press("ctrl+p")
    await pilot.pause()
    assert CommandPalette.is_open(app)
    await pilot.press(*query)
    commands = top(app).query_one(CommandList)
    for _ in range(200):
        if commands.option_count:
            break
        await pilot.pause(0.01)
    assert commands.option_count, f"no command found for {query!r}"
    await pilot.press("enter")
    for _ in range(20):
        await pilot.pause()
        if not CommandPalette.is_open(app):
            break
    await drawn(pilot)


def footer_text(app: Claim2App) -> str:
    """The keys in the footer of the screen on top, as the player reads them."""
    lines = screen_text(app).splitlines()
    return lines[-1] if lines else ""


def header_text(app: Claim2App) -> str:
    lines = screen_text(app).splitlines()
    return lines[0] if lines else ""


def start_screen_in_dutch(app: Claim2App) -> None:
    """The start screen's title and the footer's keys are in Dutch."""
    assert "Twee spelers, één laptop" in header_text(app)
    assert "F1 Regels" in footer_text(app)


def has_key_footer(app: Claim2App) -> bool:
    return bool(top(app).query(KeyFooter))


async def drawn(pilot: Pilot[None]) -> None:
    """Wait until the screen on top is drawn down to its footer (its keys are built last)."""
    app = pilot.app
    assert isinstance(app, Claim2App)
    for _ in range(100):
        if footer_text(app).strip():
            await pilot.pause()  # and whatever the same refresh still draws
            return
        await pilot.pause()
    raise AssertionError("the footer was never drawn")


async def switch_on(pilot: Pilot[None], kind: type[Shown]) -> tuple[Shown, Shown]:
    """Press F3 while a ``kind`` is on top: what was on top before and after the switch,
    both of that kind."""
    before = top(pilot.app)
    assert isinstance(before, kind)
    await press(pilot, "f3")
    after = top(pilot.app)
    assert isinstance(after, kind)
    return before, after


async def press(pilot: Pilot[None], *names: str) -> None:
    """Press ``names`` one at a time, each once the screen is drawn (as a person would)."""
    for name in names:
        await keys(pilot, name)
        await drawn(pilot)
