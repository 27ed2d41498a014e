"""The first screen as a new player meets it (issue 49, cases 12 and 13), at 80×24 and
120×40: either way to play is one key (F5 two players, F6 against the computer, said on
the row that chooses), Enter in a name starts the game, a problem with the names goes once
mended, and keys sent in one burst (a paste, a slow SSH link) land where they were typed.
What Enter does in a name is decided below Textual (``tests/sitting/test_lobby.py``)."""

from __future__ import annotations

import pytest

from claim2.game.steps import ScreenKind

from .conftest import AppAt
from .driving import Run
from .test_start_screen import focused_id, line_with, start_screen

SIZES = [(80, 24), (120, 40)]


async def game_started(run: Run) -> None:
    await run.wait_until(lambda: run.drawn, "the game")
    await run.settle()


@pytest.mark.parametrize("size", SIZES)
async def test_against_the_computer_is_one_key_away_and_enter_in_the_name_starts_it(
    app_at: AppAt, size: tuple[int, int]
) -> None:
    async with app_at(size=size) as run:
        assert "Against the computer F6" in line_with(run, "Two players F5")  # the keys said
        await run.press("f6")
        assert "▐●▌ Against the computer" in line_with(run, "Two players F5")
        assert focused_id(run) == "name-0" and run.shows("Your name")
        await run.press("enter")  # no name yet: said, until one is typed
        assert run.shows("Please enter your name.")
        await run.press("C")
        assert not run.shows("Please enter your name.")
        await run.press("y", "enter")
        await game_started(run)
        assert run.table.session.record.players == ("Cy", "Computer (normal)")


@pytest.mark.parametrize("size", SIZES)
async def test_two_players_is_one_key_away_and_enter_in_the_second_name_starts_it(
    app_at: AppAt, size: tuple[int, int]
) -> None:
    async with app_at(size=size) as run:
        await run.press("f6", "f5")  # the computer, then two players after all
        assert "▐●▌ Two players" in line_with(run, "Two players F5")
        assert focused_id(run) == "name-0"
        await run.press("ctrl+s")
        assert run.shows("Please enter both players' names.")
        await run.press(*"Ann")  # the second is still missing: still said
        assert run.shows("Please enter both players' names.")
        await run.press("enter")  # the second name is still empty: on to it
        assert focused_id(run) == "name-1"
        await run.press(*"Bob")
        assert not run.shows("Please")
        await run.press("enter")
        await game_started(run)
        assert run.table.names == ("Ann", "Bob") and run.kind() is ScreenKind.HANDOFF


async def test_with_the_names_there_f6_goes_to_start_and_enter_starts(app_at: AppAt) -> None:
    async with app_at() as run:
        await run.press(*"Ann", "tab", *"Bob", "f6")
        assert focused_id(run) == "start-game"
        await run.press("f5")  # both names are there: Start too
        assert focused_id(run) == "start-game"
        await run.press("enter")
        await game_started(run)
        assert run.table.names == ("Ann", "Bob")


@pytest.mark.parametrize("size", SIZES)
async def test_keys_sent_in_one_burst_land_in_the_fields_they_were_typed_in(
    app_at: AppAt, size: tuple[int, int]
) -> None:
    """``Ann⌫⌫⌫Cat⇥Dog`` once gave "AnnCat" and an empty second name (the Backspaces,
    done after the Tab had moved on, deleted "Dog"); the Enter at the end starts the game
    with the names as typed, and the Enters after it start nothing more."""
    async with app_at(size=size) as run:
        back = ["backspace"] * 3
        await run.press(*"Ann", *back, *"Cat", "tab", *"Dog", "left", "left", "D", "end")
        assert start_screen(run).names() == ("Cat", "DDog")
        await run.press("backspace", "home", "delete", *"o", "enter", "enter", "enter")
        await game_started(run)
        assert run.table.names == ("Cat", "oDo")
        assert run.kind() is ScreenKind.HANDOFF and not run.top.is_modal


async def test_arrows_and_tabs_in_one_burst_move_the_choice_that_had_the_focus(
    app_at: AppAt,
) -> None:
    async with app_at() as run:
        await run.press(*"Ann", "tab", *"Bob", "tab", "up", "shift+tab", "end", *"by")
        assert focused_id(run) == "name-1"
        assert start_screen(run).names() == ("Ann", "Bobby")
        assert run.shows("→ Bobby leads the first trick.")  # one step from "at random"
