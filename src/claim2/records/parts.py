"""The parts of a game record that are models of their own (the deal, the computer's
seat, the match, the last private screen shown) and the moments a record holds, as
written (UTC to the second) and checked (``claim2.records.record`` holds the record).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Annotated, Final, Self

from pydantic import AfterValidator, Field, model_validator

from claim2.records.schema import Strict, check_level
from claim2.storage.moments import EARLIEST, LATEST, iso_utc, parse_time
from claim2.text.i18n import _

MATCH_LENGTHS: Final = (2, 3)  # a match is won by the first to 2 or 3 wins
MATCH_ID_LENGTH: Final = 64


def check_time(text: str) -> str:
    """A moment in ISO 8601 with its time zone, e.g. ``2026-12-01T10:15:00Z``, in range
    (``moments``: between the years 1970 and 9000)."""
    if parse_time(text) is None:
        raise ValueError(
            _(
                "must be a time like 2026-12-01T10:15:00Z, between the years {first} and {last}"
            ).format(first=EARLIEST.year, last=LATEST.year)
        )
    return text


def _check_match_id(text: str) -> str:
    if not 0 < len(text) <= MATCH_ID_LENGTH or not all(
        c.isascii() and (c.isalnum() or c == "-") for c in text
    ):
        raise ValueError(_("must be letters, digits and '-' (at most 64)"))
    return text


def time_text(moment: datetime) -> str:
    """``moment`` as written in records: UTC to the second, ``2026-12-01T10:15:00Z``."""
    return iso_utc(moment)


def now_text(clock: Callable[[], datetime] = lambda: datetime.now(UTC)) -> str:
    """The present moment as written in records (a clock set far off counts as the nearest
    moment a record may hold)."""
    return time_text(min(max(clock(), EARLIEST), LATEST))


class RecordDeal(Strict):
    """The deal: both hands of 13 codes and the 26-card draw pile, top card first."""

    hands: tuple[list[str], list[str]]
    draw_pile: list[str]


class RecordComputer(Strict):
    """The seat the computer plays, at which level."""

    seat: Annotated[int, Field(ge=0, le=1)]
    level: Annotated[str, AfterValidator(check_level)]


def match_games_limit(first_to: int) -> int:
    """The draw-out rule: a match to ``first_to`` wins has at most this many games (5 for a
    match to 2, 7 for a match to 3). Draws count for nobody, so without it a match could go
    on for ever; after the last game the player with more wins takes the match, and with as
    many wins each it is drawn (``claim2.game.matches``)."""
    return 2 * first_to + 1


class RecordMatch(Strict):
    """The match a game belongs to: the first to ``first_to`` wins takes it.

    ``game`` counts the games of the match from 1, up to the draw-out limit
    (``match_games_limit``); ``tally`` is each seat's wins before this game, so the two
    add up to fewer than ``game``.
    """

    id: Annotated[str, AfterValidator(_check_match_id)]
    first_to: Annotated[int, Field(ge=MATCH_LENGTHS[0], le=MATCH_LENGTHS[-1])]
    game: Annotated[int, Field(ge=1, le=match_games_limit(MATCH_LENGTHS[-1]))]
    tally: tuple[Annotated[int, Field(ge=0, le=2)], Annotated[int, Field(ge=0, le=2)]]

    @model_validator(mode="after")
    def _check_tally(self) -> Self:
        tally = f"{self.tally[0]}-{self.tally[1]}"
        if max(self.tally) >= self.first_to:
            raise ValueError(
                _("the match was over before this game (tally {tally})").format(tally=tally)
            )
        limit = match_games_limit(self.first_to)
        if self.game > limit:
            raise ValueError(
                _("a match to {wins} wins has at most {limit} games, not {game}").format(
                    wins=self.first_to, limit=limit, game=self.game
                )
            )
        if sum(self.tally) >= self.game:
            raise ValueError(
                _("the tally {tally} does not fit game {game} of the match").format(
                    tally=tally, game=self.game
                )
            )
        return self


class RecordRevealed(Strict):
    """The last private screen shown in a game between two people at one laptop: ``seat``
    saw their own cards when ``move`` actions had been taken. A resumed game offers the
    take-back that the live game did: none once the follower has seen their cards."""

    seat: Annotated[int, Field(ge=0, le=1)]
    move: Annotated[int, Field(ge=0, le=100)]
