"""A game's options live in its record (version 2); an old save's options file is read once.

(The game layer's part of tests/tui_computer/test_options_in_record.py, without Textual.)
"""

from __future__ import annotations

from pathlib import Path

import pytest

from claim2.engine import shuffled_deal
from claim2.game.saves import check_current_save, keep_as
from claim2.records.record import load_record, new_record, save_record
from claim2.settings.legacy_options import check_options, options_of, options_path, with_options
from claim2.settings.options import GameOptions
from old_saves import version_1, write_old_options

OPTIONS = [
    GameOptions(),
    GameOptions(hints=True),
    GameOptions(computer="strong", hints=True),
    GameOptions(computer="easy", computer_seat=0),
]


def save_in(folder: Path, *, old: bool = False) -> Path:
    path = folder / "saves" / "current.json"
    record = new_record(("Ann", "Computer (easy)"), shuffled_deal(1, 0))
    save_record(version_1(record) if old else record, path)
    return path


@pytest.mark.parametrize("options", OPTIONS)
def test_a_record_holds_its_options(tmp_path: Path, options: GameOptions) -> None:
    save = save_in(tmp_path)
    save_record(with_options(load_record(save), options), save)
    record = load_record(save)
    assert record.version == 2 and options_of(record) == options
    assert check_options(record, save).options == options
    assert not options_path(save).parent.exists()  # nothing beside the save


@pytest.mark.parametrize("options", OPTIONS)
def test_an_old_options_file_is_read_for_an_old_save(tmp_path: Path, options: GameOptions) -> None:
    save = save_in(tmp_path, old=True)
    write_old_options(save, options)
    check = check_options(load_record(save), save)
    assert check.options == options and check.legacy and check.problem is None


def test_an_old_options_file_is_ignored_beside_a_new_record(tmp_path: Path) -> None:
    """A version 2 record says it all: a left-over file never makes it a computer game."""
    save = save_in(tmp_path)
    write_old_options(save, GameOptions(computer="strong"))
    assert check_options(load_record(save), save).options == GameOptions()


def test_no_options_file_means_two_people_without_hints(tmp_path: Path) -> None:
    save = save_in(tmp_path, old=True)
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
def test_a_bad_old_options_file_is_moved_aside(tmp_path: Path, text: str) -> None:
    save = save_in(tmp_path, old=True)
    path = options_path(save)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    check = check_options(load_record(save), save)
    assert check.options == GameOptions()
    assert check.problem is not None and "\n" not in check.problem
    assert not path.exists()
    assert check.moved_to is not None and check.moved_to.read_text() == text


def test_an_old_options_file_follows_its_save_when_it_is_kept(tmp_path: Path) -> None:
    save = save_in(tmp_path, old=True)
    write_old_options(save, GameOptions(computer="normal"))
    kept = keep_as(save, "game")
    assert not options_path(save).exists()
    assert check_options(load_record(kept), kept).options == GameOptions(computer="normal")
    assert sorted(p.name for p in (tmp_path / "saves").glob("game-*.json")) == [kept.name]


def test_the_old_options_of_an_unreadable_save_are_kept_with_it(tmp_path: Path) -> None:
    save = save_in(tmp_path, old=True)
    write_old_options(save, GameOptions(computer="normal"))
    save.write_text("{broken")
    found = check_current_save(save)
    assert found.moved_to is not None
    assert options_path(found.moved_to).exists()
    assert not options_path(save).exists()
