"""``claim2 play --name``: the app starts the game between the names given at once, over
its start screen; over an unfinished game it asks first, as the start screen's Start does."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from claim2.game.steps import ScreenKind
from claim2.records.record import save_record
from claim2.settings.options import GameOptions
from claim2.sitting.clock import ManualClock
from claim2.sitting.lobby import NewGame
from claim2.sitting.sitting import Sitting
from claim2.tui.app import Claim2App
from claim2.tui.screens.overlays.unfinished import UnfinishedScreen
from claim2.tui.screens.start.start import StartScreen

from .driving import Run, current_save
from .games import leading, record_until

AGAINST_EASY = NewGame(("Ann", "Computer (easy)"), options=GameOptions(computer="easy"))


@asynccontextmanager
async def started(data_dir: Path, game: NewGame) -> AsyncIterator[Run]:
    clock = ManualClock()
    app = Claim2App(Sitting(seed=3, clock=clock, options=game.options), new_game=game)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        yield Run(app, pilot, clock, data_dir)


async def test_the_names_given_start_their_game_at_once(data_dir: Path) -> None:
    async with started(data_dir, AGAINST_EASY) as run:
        await run.wait_until(lambda: run.drawn, "the game drawn")
        assert run.table.names == ("Ann", "Computer (easy)")
        assert run.kind() in (ScreenKind.TURN, ScreenKind.COMPUTER)
        assert isinstance(run.app.screen_stack[0], StartScreen)  # under the game, as ever


async def test_over_an_unfinished_game_the_names_given_ask_first(data_dir: Path) -> None:
    save_record(record_until(leading(3)), current_save(data_dir))
    async with started(data_dir, NewGame(("Cas", "Dee"))) as run:
        await run.wait_until(lambda: isinstance(run.top, UnfinishedScreen), "the question")
        assert run.shows("Ann and Bob have not finished their game")
        await run.press("k")  # keep it aside, start the new one
        await run.wait_until(lambda: run.drawn, "the game drawn")
        assert run.table.names == ("Cas", "Dee")
