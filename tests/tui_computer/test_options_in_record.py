"""A game's options live in its record (version 2); an old save's options file is read once."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from claim2.engine import shuffled_deal
from claim2.game.legacy_options import check_options, options_of, options_path, with_options
from claim2.game.options import GameOptions
from claim2.game.records import RecordComputer, load_record, new_record, save_record
from claim2.game.saves import check_current_save, keep_as
from claim2.tui.app import Claim2App
from claim2.tui.screens.handoff import HandoffPane
from claim2.tui.screens.turn import TurnPane
from old_saves import version_1, write_old_options
from tui.driver import top

from .helpers import computer_done, keys, start_against_computer, until

OPTIONS = [
    GameOptions(),
    GameOptions(hints=True),
    GameOptions(computer="strong", hints=True),
    GameOptions(computer="easy", computer_seat=0),
]


def save_in(data_dir: Path, *, old: bool = False) -> Path:
    path = data_dir / "saves" / "current.json"
    record = new_record(("Ann", "Computer (easy)"), shuffled_deal(1, 0))
    save_record(version_1(record) if old else record, path)
    return path


@pytest.mark.parametrize("options", OPTIONS)
def test_a_record_holds_its_options(data_dir: Path, options: GameOptions) -> None:
    save = save_in(data_dir)
    save_record(with_options(load_record(save), options), save)
    record = load_record(save)
    assert record.version == 2 and options_of(record) == options
    assert check_options(record, save).options == options
    assert not options_path(save).parent.exists()  # nothing beside the save


@pytest.mark.parametrize("options", OPTIONS)
def test_an_old_options_file_is_read_for_an_old_save(data_dir: Path, options: GameOptions) -> None:
    save = save_in(data_dir, old=True)
    write_old_options(save, options)
    check = check_options(load_record(save), save)
    assert check.options == options and check.legacy and check.problem is None


def test_an_old_options_file_is_ignored_beside_a_new_record(data_dir: Path) -> None:
    """A version 2 record says it all: a left-over file never makes it a computer game."""
    save = save_in(data_dir)
    write_old_options(save, GameOptions(computer="strong"))
    assert check_options(load_record(save), save).options == GameOptions()


def test_no_options_file_means_two_people_without_hints(data_dir: Path) -> None:
    save = save_in(data_dir, old=True)
    check = check_options(load_record(save), save)
    assert check.options == GameOptions() and check.problem is None and not check.legacy


@pytest.mark.parametrize(
    "text",
    [
        "not json",
        '{"format": "claim2-game-options", "version": 1, "computer": null}',
        '{"format": "claim2-game-options", "version": 2, "computer": null, "hints": false}',
        '{"format": "claim2-game-options", "version": 1, "hints": false,'
        ' "computer": {"seat": 1, "level": "genius"}}',
        '{"format": "claim2-game-options", "version": 1, "hints": "yes", "computer": null}',
    ],
)
def test_a_bad_old_options_file_is_moved_aside(data_dir: Path, text: str) -> None:
    save = save_in(data_dir, old=True)
    path = options_path(save)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    check = check_options(load_record(save), save)
    assert check.options == GameOptions()
    assert check.problem is not None and "\n" not in check.problem
    assert not path.exists()
    assert check.moved_to is not None and check.moved_to.read_text() == text


def test_an_old_options_file_follows_its_save_when_it_is_kept(data_dir: Path) -> None:
    save = save_in(data_dir, old=True)
    write_old_options(save, GameOptions(computer="normal"))
    kept = keep_as(save, "game")
    assert not options_path(save).exists()
    assert check_options(load_record(kept), kept).options == GameOptions(computer="normal")
    assert sorted(p.name for p in (data_dir / "saves").glob("game-*.json")) == [kept.name]


def test_the_old_options_of_an_unreadable_save_are_kept_with_it(data_dir: Path) -> None:
    save = save_in(data_dir, old=True)
    write_old_options(save, GameOptions(computer="normal"))
    save.write_text("{broken")
    found = check_current_save(save)
    assert found.moved_to is not None
    assert options_path(found.moved_to).exists()
    assert not options_path(save).exists()


def test_a_new_game_writes_no_options_file(data_dir: Path) -> None:
    async def play() -> None:
        app = Claim2App(seed=3, options=GameOptions(computer="easy"), computer_pause=0)
        async with app.run_test(size=(80, 24)) as pilot:
            await start_against_computer(pilot, "Ann", hints=True)
            await until(pilot, computer_done(app))

    asyncio.run(play())
    save = data_dir / "saves" / "current.json"
    content = json.loads(save.read_text())
    assert content["version"] == 2
    assert content["computer"] == {"seat": 1, "level": "easy"} and content["hints"] is True
    assert not options_path(save).parent.exists()


def test_an_old_save_resumes_with_its_options_and_then_holds_them(data_dir: Path) -> None:
    """Read once: the record is written as version 2 with the options, the old file goes."""
    save = data_dir / "saves" / "current.json"
    record = new_record(("Ann", "Computer (easy)"), shuffled_deal(5, 1))
    save_record(version_1(record), save)
    old = write_old_options(save, GameOptions(computer="easy", hints=True))

    async def play() -> None:
        app = Claim2App(computer_pause=0)
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: app.save_checked)
            await pilot.pause()
            await keys(pilot, "enter")  # Resume has the focus
            await until(pilot, computer_done(app))
            assert isinstance(top(app), TurnPane)  # one person: no hand-off
            assert not isinstance(top(app), HandoffPane)

    asyncio.run(play())
    resumed = load_record(save)
    assert resumed.version == 2 and resumed.hints
    assert resumed.computer == RecordComputer(seat=1, level="easy")
    assert not old.exists()
