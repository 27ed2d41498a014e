"""The start screen: one game or a match, and the players' names remembered."""

from __future__ import annotations

import json
from pathlib import Path

from textual.widgets import Input

from claim2.game.options import GameOptions
from claim2.game.records import RecordMatch, load_record
from claim2.game.settings import load_settings
from claim2.tui.app import Claim2App
from claim2.tui.screens.start import StartScreen

from .driver import flat_text, keys, pilot_test, sitting, start_new_game, until
from .games import current_save, record_until


@pilot_test
async def test_a_match_chosen_on_the_start_screen_is_in_the_record(data_dir: Path) -> None:
    async with sitting(Claim2App(seed=3)) as (app, pilot):
        app.screen.query_one("#match").focus()
        await keys(pilot, "right", "right")  # one game → to 2 wins → to 3 wins
        await start_new_game(pilot)
        assert not isinstance(app.screen, StartScreen)
    match = load_record(current_save(data_dir)).match
    assert match is not None
    assert (match.first_to, match.game, match.tally) == (3, 1, (0, 0))
    RecordMatch.model_validate(match.model_dump())  # a valid id


@pilot_test
async def test_one_game_has_no_match(data_dir: Path) -> None:
    async with sitting(Claim2App(seed=3), opening=start_new_game):
        pass
    assert load_record(current_save(data_dir)).match is None


@pilot_test
async def test_the_last_players_are_filled_in_and_known_names_offered(data_dir: Path) -> None:
    async with sitting(Claim2App(seed=3), opening=start_new_game):
        pass  # Ann and Bob play
    assert load_settings().players == ("Ann", "Bob")
    current_save(data_dir).unlink()  # no unfinished game in the way
    async with sitting(Claim2App(seed=3)) as (app, pilot):
        screen = app.screen
        assert isinstance(screen, StartScreen)
        assert screen.names() == ("Ann", "Bob")
        first = screen.query_one("#name-0", Input)
        first.focus()
        await pilot.pause()
        await keys(pilot, "b")  # replaces the name (selected on focus), offers Bob
        await until(pilot, lambda: first._suggestion == "Bob")
        await keys(pilot, "right")  # takes the name offered
        assert first.value == "Bob"


@pilot_test
async def test_the_computer_is_not_remembered(data_dir: Path) -> None:
    app = Claim2App(seed=3, options=GameOptions(computer="easy"), computer_pause=0)
    async with sitting(app) as (app, pilot):
        app.screen.query_one("#name-0").focus()
        await pilot.press(*"Cy", "ctrl+s")
        await pilot.pause()
    assert load_settings().players == ("Cy",)


def test_names_in_the_settings_that_cannot_be_names_are_left_out(data_dir: Path) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "settings.json").write_text(
        json.dumps({"players": ["Ann", "\x1b[2J", 7, "x" * 40, "ann", " Bob", "Bob"]})
    )
    assert load_settings().players == ("Ann", "Bob")


@pilot_test
async def test_a_match_game_to_resume_says_so_with_the_tally(data_dir: Path) -> None:
    """The unfinished game, and a game kept aside, say which game of a match they are and
    the tally before it; a single game says who plays."""
    from claim2.game.records import save_record, upgraded

    record = record_until(3, lambda state: state.trick == 4)
    match = RecordMatch(id="m", first_to=3, game=2, tally=(1, 0))
    save_record(upgraded(record, match=match), current_save(data_dir))
    aside = RecordMatch(id="n", first_to=2, game=3, tally=(1, 1))
    kept = data_dir / "saves" / "unfinished-20261201-100000.json"
    save_record(upgraded(record, match=aside), kept)
    single = data_dir / "saves" / "unfinished-20261201-090000.json"
    save_record(record, single)
    async with sitting(Claim2App(seed=3)) as (app, _pilot):
        text = flat_text(app)
    resume_row, _ = text.split("Resume", 1)
    assert "Match game 2: Ann 1 – Bob 0 · Phase 1 · trick 4 of 13" in resume_row
    assert "Match game 3: Ann 1 – Bob 1 · Phase 1 · trick 4 of 13" in text
    assert "Ann and Bob · Phase 1 · trick 4 of 13" in text
