"""Playing again: the next game's record, and the next game of a match kept ready."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from claim2.game.again import keep_next_match_game, next_record, standing, winner_of
from claim2.records.parts import RecordComputer, RecordMatch
from claim2.records.record import GameRecord, load_record, upgraded

from .games import record_until


def finished(seed: int, **fields: object) -> GameRecord:
    record = record_until(seed, lambda state: state.finished)
    return upgraded(record, **fields) if fields else record


def test_the_next_game_has_the_same_players_and_options_and_a_new_deal() -> None:
    computer = RecordComputer(seat=1, level="easy")
    record = finished(1, computer=computer, hints=True)
    following = next_record(record, seed=5, now=datetime(2026, 12, 1, 10, 0))
    assert following.players == record.players
    assert following.computer == computer and following.hints
    assert following.actions == [] and following.deal != record.deal
    winner = winner_of(record)
    expected = 1 - record.first_leader if winner is None else 1 - winner
    assert following.first_leader == expected
    assert following.match is None
    assert next_record(record, seed=5).deal == following.deal  # reproducible with a seed


def test_the_next_game_of_a_match_is_kept_ready_as_the_current_save(tmp_path: Path) -> None:
    record = finished(2, match=RecordMatch(id="m", first_to=3, game=1, tally=(0, 0)))
    save = tmp_path / "saves" / "current.json"
    assert keep_next_match_game(record, save, seed=1)
    ready = load_record(save)
    after = standing(record)
    assert after is not None and after.winner is None
    assert ready.match == RecordMatch(id="m", first_to=3, game=2, tally=after.tally)
    assert not keep_next_match_game(record, save, seed=1)  # never over a save


def test_nothing_is_kept_ready_after_a_single_game_or_a_match_won(tmp_path: Path) -> None:
    save = tmp_path / "current.json"
    assert not keep_next_match_game(finished(2), save, seed=1)
    record = next(r for r in map(finished, range(3, 30)) if winner_of(r) is not None)
    winner = winner_of(record)
    assert winner is not None
    tally = (1, 0) if winner == 0 else (0, 1)
    last = upgraded(record, match=RecordMatch(id="m", first_to=2, game=3, tally=tally))
    after = standing(last)
    assert after is not None and after.winner == winner and max(after.tally) == 2
    assert not keep_next_match_game(last, save, seed=1)
    assert not save.exists()
