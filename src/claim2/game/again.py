"""Playing again in the app: the next game's record, and the next game of a match kept ready.

The rules of it are ``claim2.game.matches`` (pure); this puts them to work. A game
of a match that goes on is followed at once by the next game's record, written
as the current save when the finished game is kept: quitting on the end screen
loses nothing, the next start offers to resume the match, and "Play again"
simply resumes it.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from claim2.engine import outcome, shuffled_deal
from claim2.game.matches import match_id, match_result, next_game, tally_after
from claim2.records.parts import RecordMatch
from claim2.records.record import GameRecord, new_record, replay_states, save_record


def winner_of(record: GameRecord) -> int | None:
    """The winner of the finished game ``record`` (None: a draw)."""
    return outcome(replay_states(record)[-1]).winner


def next_record(record: GameRecord, seed: int | None, now: datetime | None = None) -> GameRecord:
    """The record of the game after the finished game ``record``: the same players and
    options, the loser (or else the other player) leading, the match it belongs to.

    A new shuffle; with a ``seed`` (tests, ``claim2 play --seed``) it is reproducible and
    differs from game to game."""
    moment = now or datetime.now()
    following = next_game(record, winner_of(record), match_id(moment))
    shuffle = None if seed is None else f"{seed} again {record.deal.draw_pile}"
    deal = shuffled_deal(shuffle, following.first_leader)
    return new_record(
        following.players,
        deal,
        computer=following.computer,
        hints=following.hints,
        match=following.match,
    )


def match_goes_on(record: GameRecord) -> bool:
    """Whether ``record`` is a finished game of a match that is not decided yet."""
    return record.match is not None and not match_result(record.match, winner_of(record)).over


def keep_next_match_game(record: GameRecord, save_path: Path, seed: int | None) -> bool:
    """After a finished game of a match that goes on, write the next game's record as the
    current save (which must be free). Returns whether it was written; a failing disk
    only means the next game is made when asked for."""
    if not match_goes_on(record) or save_path.exists():
        return False
    try:
        save_record(next_record(record, seed), save_path)
    except OSError:
        return False
    return True


@dataclass(frozen=True, slots=True)
class MatchStanding:
    """Where a match stands after one of its games: the tally and the match's winner."""

    match: RecordMatch
    tally: tuple[int, int]
    winner: int | None  # the seat that has won the match, or None (it goes on, or is drawn)
    over: bool = False  # won, or ended by the draw-out rule


def standing(record: GameRecord) -> MatchStanding | None:
    """The match of the finished game ``record`` after it, or None for a single game."""
    match = record.match
    if match is None:
        return None
    winner = winner_of(record)
    result = match_result(match, winner)
    return MatchStanding(match, tally_after(match, winner), result.winner, result.over)


def ready_for(ready: GameRecord, following: GameRecord) -> bool:
    """Whether ``ready`` (the current save) is the game ``following`` stands for: the next
    game of the same match, kept ready when the last one ended (played again, it is
    resumed rather than dealt anew)."""
    return ready.match is not None and (ready.match, ready.players) == (
        following.match,
        following.players,
    )
