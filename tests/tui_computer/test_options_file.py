"""The game's options beside the save: written whole, read strictly, never lost."""

from __future__ import annotations

from pathlib import Path

import pytest

from claim2.engine import shuffled_deal
from claim2.game.options import GameOptions
from claim2.game.options_file import options_path, read_options, write_options
from claim2.game.records import new_record, save_record
from claim2.game.saves import check_current_save, keep_as


def save_in(data_dir: Path) -> Path:
    path = data_dir / "saves" / "current.json"
    save_record(new_record(("Ann", "Computer (easy)"), shuffled_deal(1, 0)), path)
    return path


@pytest.mark.parametrize(
    "options",
    [
        GameOptions(),
        GameOptions(hints=True),
        GameOptions(computer="strong", hints=True),
        GameOptions(computer="easy", computer_seat=0),
    ],
)
def test_options_are_read_back_as_written(data_dir: Path, options: GameOptions) -> None:
    save = save_in(data_dir)
    write_options(save, options)
    assert read_options(save).options == options
    assert options_path(save) == data_dir / "saves" / "options" / "current.json"


def test_no_options_file_means_two_people_without_hints(data_dir: Path) -> None:
    check = read_options(save_in(data_dir))
    assert check.options == GameOptions() and check.problem is None


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
def test_a_bad_options_file_is_moved_aside(data_dir: Path, text: str) -> None:
    save = save_in(data_dir)
    path = options_path(save)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    check = read_options(save)
    assert check.options == GameOptions()
    assert check.problem is not None and "\n" not in check.problem
    assert not path.exists()
    assert check.moved_to is not None and check.moved_to.read_text() == text


def test_the_options_follow_the_save_when_it_is_kept(data_dir: Path) -> None:
    save = save_in(data_dir)
    write_options(save, GameOptions(computer="normal"))
    kept = keep_as(save, "game")
    assert not options_path(save).exists()
    assert read_options(kept).options == GameOptions(computer="normal")
    assert sorted(p.name for p in (data_dir / "saves").glob("game-*.json")) == [kept.name]


def test_the_options_of_an_unreadable_save_are_kept_with_it(data_dir: Path) -> None:
    save = save_in(data_dir)
    write_options(save, GameOptions(computer="normal"))
    save.write_text("{broken")
    found = check_current_save(save)
    assert found.moved_to is not None
    assert read_options(found.moved_to).options == GameOptions(computer="normal")
    assert not options_path(save).exists()


def test_a_new_game_keeps_an_old_options_file_aside(data_dir: Path) -> None:
    save = save_in(data_dir)
    path = options_path(save)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("left over")
    write_options(save, GameOptions(hints=True))
    assert read_options(save).options == GameOptions(hints=True)
    [aside] = path.parent.glob("current.json.unreadable-*")
    assert aside.read_text() == "left over"
