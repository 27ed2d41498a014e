"""A game is in the history the moment it ends, and a crash right after loses nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from claim2.engine import outcome
from claim2.game import saves
from claim2.game.history import History, read_history
from claim2.game.records import (
    RecordComputer,
    deal_of,
    load_record,
    parse_time,
    replay_states,
)
from claim2.game.session import GameSession
from claim2.tui.computer import ComputerPlayer

from .driver import finish_saved_game, pilot_test, sitting
from .games import at_the_last_card, current_save, record_until, save_game


@pilot_test
async def test_the_game_is_in_the_history_while_the_end_screen_is_up(data_dir: Path) -> None:
    record = save_game(data_dir, 5, at_the_last_card)
    async with sitting(opening=finish_saved_game):
        seen = read_history(data_dir)  # nobody has left the end screen
    (game,) = seen.games
    final = replay_states(game.record)[-1]
    assert game.finished and final.finished
    assert game.winner == outcome(final).winner
    assert game.players == record.players
    assert game.record.actions[:-1] == record.actions
    assert game.record.ended is not None
    assert game.file.startswith("saves/game-")


@pilot_test
async def test_a_crash_right_after_the_last_card_loses_nothing(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The finished record is written whole, with its end time, before the app keeps it
    under its own name: what is on disk at that moment (a crash there) is in the history,
    and the next start keeps it and counts it once."""
    save_game(data_dir, 8, at_the_last_card)
    save = current_save(data_dir)
    at_the_crash: list[History] = []
    keep_as = saves.keep_as

    def crash_here(path: Path, prefix: str) -> Path:
        at_the_crash.append(read_history(data_dir))
        raise OSError(5, "the machine stops here")  # the save stays where it is

    monkeypatch.setattr(saves, "keep_as", crash_here)

    async with sitting(opening=finish_saved_game):
        pass  # the last card played: the end pane is up
    (game,) = at_the_crash[0].games
    assert game.file == "saves/current.json"
    written = load_record(save)
    assert game.record == written
    assert written.ended is not None
    moment = parse_time(written.ended)
    assert moment is not None
    assert replay_states(written)[-1].finished

    monkeypatch.setattr(saves, "keep_as", keep_as)
    kept = saves.check_current_save(save).archived_to  # the next start keeps it
    assert kept is not None
    (again,) = read_history(data_dir).games
    assert again.file == f"saves/{kept.name}"
    assert again.record == written
    assert again.when == moment


def test_a_game_against_the_computer_says_so_in_its_record(data_dir: Path) -> None:
    record = record_until(3, lambda state: state.trick == 2)
    assert record.computer is None
    player = ComputerPlayer("easy", seed=1)
    save = current_save(data_dir)
    new = GameSession.new(
        ("Ann", "Computer"), deal_of(record), save_path=save, policies=(None, player)
    )
    assert new.record.computer == RecordComputer(seat=1, level="easy")
    assert load_record(save).computer == RecordComputer(seat=1, level="easy")
    # an older save resumed against the computer is recorded as such from then on
    resumed = GameSession.resume(record, policies=(player, None))
    assert resumed.record.computer == RecordComputer(seat=0, level="easy")
    assert resumed.record.actions == record.actions
    # two people: nothing to say
    assert GameSession.resume(record).record.computer is None
