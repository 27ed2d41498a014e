"""Who sits at a new or resumed game besides its people, and what is said of a match:
the computer's seat (with its memory of a resumed game), the hinters of the people
playing, the people remembered for the next start screen, and the match's line at the
end of a game. The game's own modules are imported when a game is played (the start
screen comes first)."""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

from claim2.settings.options import GameOptions
from claim2.sitting.lobby import NewGame
from claim2.text.i18n import _

if TYPE_CHECKING:
    from claim2.game.again import MatchStanding
    from claim2.game.session import GameSession, SeatPlayer
    from claim2.records.record import GameRecord
    from claim2.sitting.hints import Hints


def computer_seats(
    options: GameOptions, seed: int | None, record: GameRecord | None = None
) -> tuple[SeatPlayer | None, SeatPlayer | None]:
    """The computer's seat, if any, with its memory of ``record`` (a resumed game)."""
    from claim2.sitting.seats import ComputerPlayer

    level = options.computer
    if level is None:
        return (None, None)
    seat = options.computer_seat
    player = ComputerPlayer(level, seed)
    if record is not None:
        player.remember(record, seat)
    return (player, None) if seat == 0 else (None, player)


def hints_for(options: GameOptions, record: GameRecord | None = None) -> Hints | None:
    """The hinters of the people playing, if hints are on."""
    from claim2.sitting.hints import Hints

    if not options.hints:
        return None
    hints = Hints(options.human_seats)
    if record is not None:
        hints.remember(record)
    return hints


def match_line(session: GameSession) -> str | None:
    """After a game of a match: the tally and who has won the match, or that it goes on."""
    from claim2.game.again import standing, winner_of

    after = standing(session.record) if session.finished else None
    if after is None:
        return None
    return standing_line(session.players, after, winner_of(session.record))


def standing_line(names: tuple[str, str], after: MatchStanding, game_winner: int | None) -> str:
    """Where the match stands ``after`` a game that ``game_winner`` won (None: a draw), in
    the current language: the tally and who has won the match, or that it goes on."""
    from claim2.game.matches import match_state_text, tally_text

    state = match_state_text(names, after.match, game_winner)
    return _("{tally} · {state}").format(tally=tally_text(names, after.tally), state=state)


def match_title(title: str, session: GameSession, *, at_end: bool = True) -> str:
    """``title`` with the tally of the match ``session`` belongs to (after the game once it
    is over and ``at_end``: the end is on the screen, not yet the last trick's result), e.g.
    ``Claim 2 · Ann 1 – Bob 0``; ``title`` alone outside a match."""
    match = session.record.match
    if match is None:
        return title
    from claim2.game.again import standing
    from claim2.game.matches import tally_text

    after = standing(session.record) if session.finished and at_end else None
    tally = match.tally if after is None else after.tally
    return _("{title} · {tally}").format(title=title, tally=tally_text(session.players, tally))


def remember_players(game: NewGame) -> None:
    """The people of a new game are offered on the next start screen (not the computer)."""
    from claim2.settings.remembered import load_settings, save_settings, with_players

    people = [game.names[seat] for seat in game.options.human_seats]
    with contextlib.suppress(OSError):  # the game goes on; the names are not remembered
        save_settings(with_players(load_settings(), people))
