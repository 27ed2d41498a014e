"""u against the computer: the person's last card and the computer's answer go back, as often
as they like; the key is offered only against the computer; the history counts take-backs."""

from __future__ import annotations

import asyncio
from pathlib import Path

from claim2.game.history import history_json, read_history
from claim2.game.options import GameOptions
from claim2.game.records import load_record
from claim2.tui.app import Claim2App
from claim2.tui.screens.turn import TurnPane
from tui.driver import pilot_test, play_screen, sitting, start_new_game, top

from .helpers import computer_done, keys, start_against_computer, until


def take_back_key(app: Claim2App) -> bool | None:
    """The footer's u: True (it takes back), None (greyed) or False (not shown)."""
    binding = app.screen.active_bindings.get("u")
    if binding is None:
        return False
    return True if binding.enabled else None


async def next_turn(pilot, app: Claim2App) -> TurnPane:  # type: ignore[no-untyped-def]
    """Answer the steps on the way (the computer moves by itself) up to the person's turn."""
    for _ in range(20):
        await until(pilot, computer_done(app))
        if isinstance(top(app), TurnPane):
            return top(app)
        await play_screen(pilot)
    raise AssertionError(f"no turn of the person; stuck at {top(app)!r}")


def test_u_takes_back_card_by_card_against_the_computer(data_dir: Path) -> None:
    app = Claim2App(seed=4, options=GameOptions(computer="easy"), computer_pause=0)
    turns: list[tuple[int, object]] = []  # (moves, the person's view) at each turn
    states: list[bool | None] = []

    async def play() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await start_against_computer(pilot, "Ann", leader="me")
            session = app.session
            assert session is not None
            for _ in range(3):
                await next_turn(pilot, app)
                turns.append((session.moves, session.view_for(0)))
                states.append(take_back_key(app))
                await play_screen(pilot)
            await next_turn(pilot, app)
            states.append(take_back_key(app))
            for moves, seen in reversed(turns):
                await keys(pilot, "u")
                assert isinstance(top(app), TurnPane)
                assert (session.moves, session.view_for(0)) == (moves, seen)
            states.append(take_back_key(app))
            await keys(pilot, "u")  # nothing left to take back: nothing happens
            assert session.moves == turns[0][0] and isinstance(top(app), TurnPane)
            await play_screen(pilot)  # and the game goes on
            await next_turn(pilot, app)

    asyncio.run(play())
    assert states == [None, True, True, True, None]  # greyed until there is a card to take back
    saved = load_record(data_dir / "saves" / "current.json")
    assert saved.take_backs == 3 and len(saved.actions) > turns[0][0]
    (game,) = history_json(read_history())["shelved"]  # type: ignore[arg-type]
    assert game["take_backs"] == 3  # type: ignore[index]


@pilot_test
async def test_between_two_people_u_is_not_offered_on_a_turn(data_dir: Path) -> None:
    async with sitting(Claim2App(seed=4), opening=start_new_game) as (app, pilot):
        for _ in range(6):
            if isinstance(top(app), TurnPane):
                assert take_back_key(app) is False
            await play_screen(pilot)
        assert app.session is not None and app.session.moves >= 2
        moves = app.session.moves
        await keys(pilot, "u")
        assert app.session.moves == moves
