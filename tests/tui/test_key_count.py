"""How many keys a whole hot-seat game takes with the default settings (issue 11: at most
110; it took about 180 with a result screen and two hand-offs per trick and two Enters
per card)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from claim2.game.options import InputGuard
from claim2.tui.app import Claim2App
from claim2.tui.screens.end import EndPane
from claim2.tui.screens.seer import SeerPane
from tui_computer.helpers import until

from .driver import keys, pane_drawn, start_new_game, top
from .hands import Watch

TARGET = 110


def game_by_keys(seed: int) -> tuple[int, Claim2App]:
    """Play a hot-seat game as people would who play the card under the cursor (Enter)
    and take the top card at a Seer choice (2); the number of keys from the first hand-off
    to the end."""
    app = Claim2App(seed=seed, input_guard=InputGuard(0.0, 0.0))
    count = 0

    async def play() -> None:
        nonlocal count
        async with app.run_test(size=(80, 24)) as pilot:
            watch = Watch(app)
            await start_new_game(pilot, leader="first")
            while not isinstance(top(app), EndPane):
                await pane_drawn(pilot)  # people see it before they press
                key = "2" if isinstance(top(app), SeerPane) else "enter"
                moves = app.session.moves if app.session else 0
                before = top(app)
                await keys(pilot, key)
                count += 1
                session = app.session
                assert session is not None
                await until(
                    pilot, lambda b=before, s=session, m=moves: top(app) is not b or s.moves > m
                )
                assert count < 400, "the game does not end"
            watch.check()

    asyncio.run(play())
    return count, app


@pytest.mark.parametrize("seed", [3, 8])
def test_a_whole_hot_seat_game_takes_at_most_110_keys(data_dir: Path, seed: int) -> None:
    count, app = game_by_keys(seed)
    assert app.session is not None and app.session.finished
    print(f"seed {seed}: {count} keys")
    assert count <= TARGET
