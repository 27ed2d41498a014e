"""The start screen through the app: a game against the computer at a level with hints and
a match, chosen by keys; the radio buttons and check box drawn by shape (● ○, X), also
without colour; the leader chosen with the arrow keys and named as typed; the names'
problems said, the focus on the name to mend; Tab, Shift+Tab and Enter between fields;
the last players filled in; games kept aside that read alike told apart; the buttons; the
setting of plain lines, remembered."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual import events
from textual.widgets import Input

from claim2.game.saves import shelve
from claim2.game.steps import ScreenKind
from claim2.records.record import save_record
from claim2.settings.options import GameOptions
from claim2.settings.remembered import Settings, load_settings, save_settings
from claim2.tui.screens.overlays.confirm import ConfirmScreen
from claim2.tui.screens.overlays.rules import RulesScreen
from claim2.tui.screens.past_games.history import HistoryScreen
from claim2.tui.screens.start.start import StartScreen

from .conftest import AppAt
from .driving import Run, current_save
from .games import last_card, leading, record_until


def start_screen(run: Run) -> StartScreen:
    screen = run.top
    assert isinstance(screen, StartScreen)
    return screen


def line_with(run: Run, words: str) -> str:
    """The line of the screen that holds ``words``."""
    return next(line for line in run.text().splitlines() if words in line)


def focused_id(run: Run) -> str | None:
    focused = run.app.focused
    return focused.id if focused is not None else None


async def focus(run: Run, selector: str) -> None:
    start_screen(run).query_one(selector).focus()
    await run.settle()


async def start_game(run: Run) -> None:
    await run.press("ctrl+s")
    await run.wait_until(lambda: run.drawn, "the game")
    await run.settle()


async def test_against_the_computer_at_a_level_with_hints_chosen_by_keys(app_at: AppAt) -> None:
    async with app_at() as run:
        assert not run.shows("The computer's level:")
        await focus(run, "#opponent")
        await run.press("right")
        assert "▐●▌ Against the computer" in line_with(run, "Two players")
        assert run.shows("Claim 2 — Against the computer")
        assert run.shows("The computer's level:")
        assert run.shows("Your name") and not run.shows("Second player's name")
        assert "▐○▌ You" in line_with(run, "At random")  # the leader choices say who
        await focus(run, "#leader")
        await run.press("down")  # at random → round to the first choice: you
        assert "▐●▌ You" in line_with(run, "At random")
        assert run.shows("→ You lead the first trick.")  # "You" until a name is typed
        await focus(run, "#level")
        await run.press("right")  # normal → strong
        assert "▐●▌ strong" in line_with(run, "The computer's level:")
        await focus(run, "#hints")
        await run.press("space")
        assert "▐X▌ Hints" in line_with(run, "Hints:")
        await run.press("ctrl+s")  # no name yet
        assert run.shows("Please enter your name.") and focused_id(run) == "name-0"
        await run.press(*"Cy")
        assert run.shows("→ Cy leads the first trick.")
        await start_game(run)
        record = run.table.session.record
        assert record.players == ("Cy", "Computer (strong)") and record.first_leader == 0
        assert record.computer is not None and record.computer.level == "strong"
        assert record.hints


async def test_the_choices_show_by_shape_without_colour(
    app_at: AppAt, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    async with app_at() as run:
        assert run.app.no_color
        assert "▐●▌ Two players F5    ▐○▌ Against the computer F6" in run.text()
        assert "▐ ▌ Hints" in run.text()
        await focus(run, "#opponent")
        await run.press("left")  # round the set: the last choice
        assert "▐○▌ Two players F5    ▐●▌ Against the computer F6" in run.text()
        await focus(run, "#level")
        await run.press("up")  # normal → easy
        await run.press("up")  # round to expert
        assert "▐○▌ easy    ▐○▌ normal    ▐○▌ strong    ▐●▌ expert" in run.text()
        await focus(run, "#hints")
        await run.press("space")
        assert "▐X▌ Hints" in run.text()
        await run.press("space")
        assert "▐ ▌ Hints" in run.text()


async def test_the_names_by_tab_and_enter_the_leader_by_arrows_and_f3_keeping_them(
    app_at: AppAt,
) -> None:
    """Tab, Shift+Tab and Enter move between the names (Enter goes on to the other name
    while it is empty; once both are there it starts the game: ``test_first_run.py``); the
    leader is chosen with the arrow keys and named as typed; F3 composes the screen again:
    what was chosen and typed stays, the focus too, and the line kept for a problem stays
    hidden until there is one."""
    async with app_at() as run:
        await focus(run, "#name-0")
        await run.press(*"Ann", "tab")
        assert focused_id(run) == "name-1"
        await run.press("shift+tab")
        assert focused_id(run) == "name-0"
        await run.press("enter")
        assert focused_id(run) == "name-1"
        await run.press(*"Bob")
        assert start_screen(run).names() == ("Ann", "Bob")
        await run.press("tab")  # on to the leader choice
        assert focused_id(run) == "leader"
        assert run.shows("→ Who leads the first trick is drawn at random.")
        await run.press("up")
        assert run.shows("→ Bob leads the first trick.")
        assert "▐●▌ Bob" in line_with(run, "At random")
        await run.press("up")
        assert run.shows("→ Ann leads the first trick.")
        await run.press("up")  # round the set
        assert run.shows("→ Who leads the first trick is drawn at random.")
        await run.press("down")  # round again: the first player
        await run.press("right")  # on: the second player
        assert run.shows("→ Bob leads the first trick.")
        await focus(run, "#match")
        await run.press("right")
        before = run.text().splitlines()
        await run.press("f3")
        assert run.shows("→ Bob begint de eerste slag.")
        assert "▐●▌ Match tot 2 zeges" in line_with(run, "Spelen:")
        assert focused_id(run) == "match"
        await run.press("f3")
        await run.clear_notes()  # "Language: English" over the screen
        assert run.text().splitlines() == before
        await start_game(run)
        record = run.table.session.record
        assert record.first_leader == 1 and record.match is not None


async def test_the_names_problems_are_said_and_the_name_to_mend_gets_the_focus(
    app_at: AppAt,
) -> None:
    async with app_at() as run:
        start = start_screen(run)
        first, second = start.query_one("#name-0", Input), start.query_one("#name-1", Input)
        await run.press("ctrl+s")
        assert run.shows("Please enter both players' names.") and focused_id(run) == "name-0"
        await focus(run, "#name-1")
        await run.press(*"Bob", "ctrl+s")
        assert run.shows("Please enter both players' names.") and focused_id(run) == "name-0"
        await run.press(*" bob ", "ctrl+s")
        assert run.shows("Please use two different names.") and focused_id(run) == "name-1"
        first.value = ""
        first.focus()
        first.post_message(events.Paste("Ann\u202e"))  # a bidi override, pasted
        await run.settle()
        await run.press("ctrl+s")
        assert run.shows("Please choose another name: it must be a name without line breaks")
        assert focused_id(run) == "name-0"
        assert second.value == "Bob" and isinstance(run.top, StartScreen)  # nothing started


async def test_the_last_players_are_filled_in_and_enter_starts_their_game(
    app_at: AppAt,
) -> None:
    save_settings(Settings(players=("Ann", "Bob", "Cy")))
    async with app_at() as run:
        assert start_screen(run).names() == ("Ann", "Bob")
        assert focused_id(run) == "start-game"
        await run.press("enter")
        await run.wait_until(lambda: run.drawn, "the game")
        await run.settle()
        assert run.table.names == ("Ann", "Bob") and run.kind() is ScreenKind.HANDOFF


async def test_games_kept_aside_that_read_alike_say_when_they_were_kept(
    app_at: AppAt, data_dir: Path
) -> None:
    record = record_until(leading(5))
    for stamp in ("20261201-100000", "20261202-093000"):
        save_record(record, data_dir / "saves" / f"unfinished-{stamp}.json")
    async with app_at() as run:
        assert run.shows("Ann and Bob · Phase 1 · trick 5 of 13 · 2026-12-01 10:00")
        assert run.shows("Ann and Bob · Phase 1 · trick 5 of 13 · 2026-12-02 09:30")


async def test_the_buttons_open_the_rules_and_the_history_and_quit(
    app_at: AppAt, data_dir: Path
) -> None:
    save_record(record_until(leading(5)), current_save(data_dir))
    shelve(current_save(data_dir))
    async with app_at() as run:
        await run.pilot.click("#rules")
        await run.wait_until(lambda: isinstance(run.top, RulesScreen), "the rules")
        await run.press("escape")
        await run.pilot.click("#history")
        await run.wait_until(lambda: isinstance(run.top, HistoryScreen), "the history")
        await run.press("escape")
        assert isinstance(run.top, StartScreen)
        await run.pilot.click("#quit")
        await run.wait_until(lambda: not run.app.is_running, "the app to stop")


async def test_with_a_game_waiting_quit_asks_first(app_at: AppAt) -> None:
    """Leaving by accident (issue 46, case 5): with a game waiting to be resumed, the
    focus is on Resume, and Shift+Tab, Right, Enter (which reached Quit and closed the app
    at once) asks first; "Stay" keeps the start screen, "Quit" quits."""
    async with app_at(record_until(leading(5)), resume=False) as run:
        start = run.top
        assert isinstance(start, StartScreen)
        await run.wait_until(lambda: start.resume is not None, "the game found")
        for keys in (("shift+tab", "right", "enter"), ("shift+tab", "enter")):
            await run.press(*keys)
            if isinstance(run.top, ConfirmScreen):
                assert run.shows("The unfinished game stays saved")
            while not isinstance(run.top, StartScreen):
                await run.press("escape")  # no: stay (or out of what Enter opened)
            assert run.app.is_running
        start.query_one("#quit").focus()
        await run.press("enter")
        assert run.shows("Quit now?")
        await run.press("y")
        await run.wait_until(lambda: not run.app.is_running, "the app to stop")


async def test_arrows_pressed_at_once_each_move_the_choice(app_at: AppAt) -> None:
    """Arrows in one burst (keys typed faster than the app draws) move the choice as far as
    the same arrows one by one; once the choice moved but once a burst (the set learns of
    a press only after the keys that came with it)."""
    async with app_at() as run:

        def chosen(words: str) -> list[str]:
            """The choices on (●) on the line with ``words``."""
            line = line_with(run, words)
            return [part.split("  ")[0].strip() for part in line.split("▐●▌ ")[1:]]

        await focus(run, "#match")
        await run.press("right", "right")  # one game → to 2 wins → to 3 wins
        assert chosen("Play:") == ["Match to 3 wins"]
        await focus(run, "#opponent")
        await run.press("right")
        await focus(run, "#level")
        await run.press(*["right"] * 5)  # normal, five on round four levels: strong
        assert chosen("The computer's level:") == ["strong"]
        await run.press("left", "right", "left", "left")
        assert chosen("The computer's level:") == ["easy"]
        await focus(run, "#leader")
        await run.press("up", "up", "up")  # at random → the computer → you → round to random
        assert chosen("At random") == ["At random"]
        await run.press("left", "left")
        assert chosen("At random") == ["You"]
        await focus(run, "#name-0")
        await run.press(*"Cy")
        await start_game(run)
        record = run.table.session.record
        assert record.first_leader == 0 and record.computer is not None
        assert record.computer.level == "easy"
        assert record.match is not None and record.match.first_to == 3


async def test_leaving_a_finished_game_shows_the_first_start_screen_again_with_its_players(
    app_at: AppAt,
) -> None:
    """The start screen is the app's first screen and stays under every other: s at the end
    pops back to it, filled in again with the game's players, ready for the next game."""
    async with app_at(record_until(last_card)) as run:
        first = run.app.screen_stack[0]
        assert isinstance(first, StartScreen)
        for _ in range(3):
            await run.after_quiet("enter")
        assert run.kind() is ScreenKind.END
        await run.after_quiet("s")
        await run.wait_until(lambda: run.top is first and run.shows("Ann"), "the start screen")
        assert run.app.screen_stack == [first]
        assert first.names() == ("Ann", "Bob") and focused_id(run) == "start-game"
        assert not run.shows("Unfinished game")
        await start_game(run)
        assert run.table.names == ("Ann", "Bob") and run.kind() is ScreenKind.HANDOFF
        assert run.app.screen_stack[0] is first


async def test_the_setting_of_plain_lines_is_remembered_for_the_next_start(
    app_at: AppAt,
) -> None:
    async with app_at() as run:
        assert "▐ ▌ Plain lines" in line_with(run, "Against the computer")
        await focus(run, "#plain")
        await run.press("space")
        assert load_settings().plain
        assert run.says("From the next start on, 'claim2 play' speaks in plain lines")
        await run.clear_notes()
        assert "▐X▌ Plain lines" in line_with(run, "Against the computer")
        await run.press("space")
        assert not load_settings().plain
        assert start_screen(run).options == GameOptions()  # not a choice of the game


def button_borders(run: Run) -> tuple[bool, bool]:
    """Whether the start screen's buttons show their top and bottom borders."""
    lines = run.text().splitlines()
    row = next(i for i, line in enumerate(lines) if "Learn to play" in line and "Quit" in line)
    return "▔" in lines[row - 1], row + 1 < len(lines) and "▁" in lines[row + 1]


async def test_at_80_by_24_the_buttons_keep_their_borders_beside_an_unfinished_game(
    app_at: AppAt,
) -> None:
    """Issue 41, case 5: with the unfinished game's banner, and then a problem line, the
    start screen's buttons keep both borders at 80×24, where they fit (they became one
    line each, or lost their top border to the problem line): two players, then against
    the computer (a row more)."""
    async with app_at(record_until(leading(2)), resume=False) as run:
        assert run.shows("Unfinished game: Ann and Bob")
        for computer in (False, True):
            if computer:
                await focus(run, "#opponent")
                await run.press("right")
                assert run.shows("The computer's level:")
            await run.settle()
            assert button_borders(run) == (True, True), run.text()
            await focus(run, "#name-0")
            start_screen(run).query_one("#name-0", Input).value = ""
            await run.press("ctrl+s")  # a problem line under the names
            assert run.shows("Please enter")
            await run.settle()
            assert button_borders(run) == (True, True), run.text()
