"""Playing again, and matches: the same two players until one has won ``first_to`` games.

Pure: nothing here reads a file or a clock. From a finished game (its record and
its winner) ``next_game`` says what the next game is: the same names in the same
seats, against the same computer with the same hints; the loser leads first,
and after a draw the player who did not lead first this time.

A match is won by the first to 2 or 3 wins; a draw counts for nobody. The draw-out
rule keeps a match from going on for ever: it has at most ``match_games_limit``
games (5 for a match to 2, 7 for a match to 3); if nobody has the wins it needs
after the last one, the player with more wins takes the match, and with as many
wins each it is drawn (``match_result``). Each
game's record holds its match (``RecordMatch``: the match's id, its length, the
game's number and the tally *before* it), so a match lives in its records: it
survives quitting, and the next game follows from the last one. Once a match is
over, playing again starts a new match of the same length.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Final

from claim2.engine.ruleset import next_seat
from claim2.records.parts import MATCH_LENGTHS, RecordComputer, RecordMatch, match_games_limit
from claim2.records.record import GameRecord
from claim2.text.i18n import _

SINGLE: Final = None  # the start screen's choice of a single game (no match)

Tally = tuple[int, int]


@dataclass(frozen=True, slots=True)
class NextGame:
    """What the next game is: its players (the same seats), who leads first, the computer
    (its seat and level, or None), hints, and the match it belongs to (None: a single game)."""

    players: tuple[str, str]
    first_leader: int
    computer: RecordComputer | None
    hints: bool
    match: RecordMatch | None


def match_id(moment: datetime) -> str:
    """A new match's id: the moment it starts, ``20261201-101500``."""
    return moment.strftime("%Y%m%d-%H%M%S")


def new_match(first_to: int, ident: str) -> RecordMatch:
    """The first game of a match won by the first to ``first_to`` wins."""
    if first_to not in MATCH_LENGTHS:
        raise ValueError(f"a match is won at {MATCH_LENGTHS}, not {first_to}")
    return RecordMatch(id=ident, first_to=first_to, game=1, tally=(0, 0))


def tally_after(match: RecordMatch, winner: int | None) -> Tally:
    """The match's tally once its game (``match.game``) is won by ``winner`` (None: a draw)."""
    first, second = match.tally
    if winner == 0:
        first += 1
    elif winner == 1:
        second += 1
    return (first, second)


@dataclass(frozen=True, slots=True)
class MatchResult:
    """Where a match stands after one of its games: over or not, and who took it.

    ``winner``: the seat that has won the match (None while it goes on, and for a drawn
    match); ``drawn_out``: it ended by the draw-out rule, at its last game.
    """

    over: bool
    winner: int | None
    drawn_out: bool = False


def match_result(match: RecordMatch, winner: int | None) -> MatchResult:
    """The match once its game (``match.game``) is won by ``winner`` (None: a draw): won by
    the first to ``first_to`` wins; at its last game (the draw-out rule) won by the one with
    more wins, or drawn; else it goes on."""
    tally = tally_after(match, winner)
    for seat, wins in enumerate(tally):
        if wins >= match.first_to:
            return MatchResult(over=True, winner=seat)
    if match.game >= match_games_limit(match.first_to):
        ahead = None if tally[0] == tally[1] else (0 if tally[0] > tally[1] else 1)
        return MatchResult(over=True, winner=ahead, drawn_out=True)
    return MatchResult(over=False, winner=None)


def next_leader(first_leader: int, winner: int | None) -> int:
    """Who leads the next game first: the loser; after a draw, the other player."""
    return next_seat(first_leader if winner is None else winner)


def next_game(record: GameRecord, winner: int | None, ident: str) -> NextGame:
    """The game after the finished game ``record`` (won by ``winner``, None: a draw).

    In a match that goes on, the next game of it; a match that is over is followed
    by a new one of the same length, with the id ``ident``.
    """
    match = record.match
    following: RecordMatch | None = None
    if match is not None:
        if not match_result(match, winner).over:
            following = RecordMatch(
                id=match.id,
                first_to=match.first_to,
                game=match.game + 1,
                tally=tally_after(match, winner),
            )
        else:
            following = new_match(match.first_to, ident)
    return NextGame(
        players=(record.players[0], record.players[1]),
        first_leader=next_leader(record.first_leader, winner),
        computer=record.computer,
        hints=record.hints,
        match=following,
    )


def tally_text(players: tuple[str, str], tally: Tally) -> str:
    """The running tally in words, e.g. ``Ann 2 – Bob 1`` (names as written: plain text)."""
    return _("{first} {first_wins} – {second} {second_wins}").format(
        first=players[0], first_wins=tally[0], second=players[1], second_wins=tally[1]
    )


def match_heading(match: RecordMatch) -> str:
    """Which game of which match, e.g. ``Match (first to 3 wins) · game 2 of at most 7``."""
    return _("Match (first to {wins} wins) · game {number} of at most {limit}").format(
        wins=match.first_to, number=match.game, limit=match_games_limit(match.first_to)
    )


def match_state_text(players: tuple[str, str], match: RecordMatch, winner: int | None) -> str:
    """After a game of a match: who has won the match (or that it is drawn), or that it goes
    on; the draw-out rule is said when it decides, and before the last game."""
    result = match_result(match, winner)
    limit = match_games_limit(match.first_to)
    if result.over and not result.drawn_out:
        assert result.winner is not None
        return _("{name} wins the match!").format(name=players[result.winner])
    if result.over and result.winner is not None:
        return _(
            "{name} wins the match: after {limit} games, the most wins (the draw-out rule)."
        ).format(name=players[result.winner], limit=limit)
    if result.over:
        return _(
            "The match is drawn: after {limit} games, as many wins each (the draw-out rule)."
        ).format(limit=limit)
    if match.game + 1 == limit:
        return _(
            "The match goes on: game {number} is the last; if nobody reaches {wins} wins, "
            "the most wins take the match."
        ).format(number=match.game + 1, wins=match.first_to)
    return _("The match goes on: game {number} of at most {limit} is next.").format(
        number=match.game + 1, limit=limit
    )
