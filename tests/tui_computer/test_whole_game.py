"""A whole game against the computer, played by key presses: no hand-off, R17 on every screen."""

from __future__ import annotations

import asyncio

import pytest

from claim2.engine import view
from claim2.game.options import GameOptions
from claim2.tui import computer
from claim2.tui.app import Claim2App
from claim2.tui.screens.end import EndPane
from claim2.tui.screens.handoff import HandoffPane
from claim2.tui.screens.phase_two import PhaseTwoPane
from claim2.tui.screens.seer import SeerPane
from claim2.tui.screens.trick_result import TrickResultPane
from claim2.tui.screens.turn import TurnPane
from tui.driver import top

from .helpers import (
    CARD_CODE,
    Spy,
    computer_done,
    computer_leads_and_thinks,
    hidden_codes,
    keys,
    screen_text,
    spied_app,
    start_against_computer,
    true_state,
    until,
    visible_codes,
    worked_out_codes,
)


def check_privacy(app: Claim2App) -> int:
    """No card of the computer's that the person may not see is on the screen; returns how
    many such cards there are now (so the check is known to have had something to find)."""
    state = true_state(app)
    shown = set(CARD_CODE.findall(screen_text(app)))
    hidden = hidden_codes(state, 1)
    assert not shown & hidden, f"{type(top(app)).__name__} shows {shown & hidden}"
    seen = view(state, 0)
    assert shown <= visible_codes(seen) | worked_out_codes(seen), "a card the person has not seen"
    return len(hidden)


@pytest.mark.parametrize("level", ["easy", "strong"])
def test_a_whole_game_against_the_computer(level: str, monkeypatch: pytest.MonkeyPatch) -> None:
    app = Claim2App(seed=5, options=GameOptions(computer=level), computer_pause=0)
    spies: list[Spy] = []

    def spy_policy(name: str) -> Spy:
        assert name == level
        spies.append(Spy(name, app, seat=1))
        return spies[-1]

    monkeypatch.setattr(computer, "make_policy", spy_policy)

    async def play() -> list[str]:
        kinds = []
        nonlocal results
        most_hidden = 0
        async with app.run_test(size=(80, 24)) as pilot:
            await start_against_computer(pilot, "Ann", leader="computer")
            for _ in range(300):
                await until(pilot, computer_done(app))
                screen = top(app)
                kinds.append(type(screen).__name__)
                results += getattr(screen, "result", None) is not None
                assert not isinstance(screen, HandoffPane), "a hand-off against the computer"
                most_hidden = max(most_hidden, check_privacy(app))
                if isinstance(screen, EndPane):
                    break
                if isinstance(screen, TurnPane):
                    assert screen.seen.seat == 0
                    await keys(pilot, "enter")  # the first playable card
                elif isinstance(screen, SeerPane):
                    await keys(pilot, "2")
                elif isinstance(screen, TrickResultPane | PhaseTwoPane):
                    await keys(pilot, "enter")
                else:
                    raise AssertionError(f"unexpected {screen!r}")
                assert top(app) is not screen, f"{screen!r} did not take the keys"
            assert most_hidden > 0
        return kinds

    results = 0
    kinds = asyncio.run(play())
    assert kinds[-1] == "EndPane"
    assert results == 26  # every trick's result shown once (phase one's last on phase two)
    assert kinds.count("TurnPane") >= 26
    [spy] = spies
    assert len(spy.seen) >= 26  # at least one card per trick, all from its own view
    assert all(seen.seat == 1 for seen in spy.seen)


def test_the_computers_move_is_shown_before_the_game_goes_on(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """While it thinks the screen says so; then it says what the computer played."""
    app, spy = spied_app(monkeypatch, "easy", seed=5, computer_pause=30)

    async def play() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            screen = await computer_leads_and_thinks(pilot, spy)
            assert "Computer (easy) is thinking" in screen_text(app)
            spy.hold.set()
            await until(pilot, lambda: screen.action is not None)
            await pilot.pause()
            led = true_state(app).played[0]
            assert f"Computer (easy) leads {led.code}." in screen_text(app)
            assert top(app) is screen  # the pause: still on the screen
            assert screen.shown is not None
            app.move_shown(screen.shown)  # the pause is over
            await until(pilot, lambda: isinstance(top(app), TurnPane))
            await pilot.pause()
            assert f"Computer (easy) led {led.code}." in screen_text(app)

    asyncio.run(play())
