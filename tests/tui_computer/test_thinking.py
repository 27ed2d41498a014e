"""While the computer thinks (in a thread), the app keeps answering keys; its move waits
for the screen the person opened to be closed."""

from __future__ import annotations

import asyncio
import threading

import pytest

from claim2.engine import Action, PlayerView
from claim2.game.options import GameOptions
from claim2.tui import computer
from claim2.tui.app import Claim2App
from claim2.tui.screens.log import LogScreen
from claim2.tui.screens.turn import TurnPane
from tui.driver import top

from .helpers import (
    computer_leads_and_thinks,
    keys,
    screen_text,
    spied_app,
    start_against_computer,
    until,
)


def test_the_app_answers_keys_while_the_computer_thinks(monkeypatch: pytest.MonkeyPatch) -> None:
    app, spy = spied_app(monkeypatch, "strong", seed=3, computer_pause=0)

    async def play() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            thinking = await computer_leads_and_thinks(pilot, spy)
            await keys(pilot, "l")  # the game log opens while the worker runs
            assert isinstance(top(app), LogScreen)
            assert any(worker.is_running for worker in app.workers)
            spy.hold.set()  # the computer answers while the log is open
            await until(pilot, lambda: thinking.action is not None)
            await pilot.pause()
            assert isinstance(top(app), LogScreen), "the move waits for the log to close"
            await keys(pilot, "escape")
            await until(pilot, lambda: isinstance(top(app), TurnPane))
            assert "Computer (strong) led" in screen_text(app)

    asyncio.run(play())


def test_the_strong_level_thinks_off_the_ui_thread(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every real strong decision is made in a worker thread, never on the app's own."""
    app = Claim2App(seed=3, options=GameOptions(computer="strong"), computer_pause=0)
    threads: list[threading.Thread] = []
    real_choose = computer.ComputerPlayer.choose

    def choose(self: computer.ComputerPlayer, seen: PlayerView) -> Action:
        threads.append(threading.current_thread())
        return real_choose(self, seen)

    monkeypatch.setattr(computer.ComputerPlayer, "choose", choose)

    async def play() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await start_against_computer(pilot, "Ann", leader="computer")
            await until(pilot, lambda: isinstance(top(app), TurnPane))

    asyncio.run(play())
    assert threads
    assert all(thread is not threading.main_thread() for thread in threads)
