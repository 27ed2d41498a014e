"""Ratings in words (``claim2.history.ratings``): a rating with its uncertainty for the
history's tables, and the line at the end of a game with the change it made (kept as data,
``RatingsAfter``, and worded where it is shown, in the language of that moment)."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from claim2.history.entry import Rating
from claim2.text.i18n import _
from claim2.text.names import name_key
from claim2.text.quoting import printable


def rating_text(rating: Rating | None) -> str:
    """``27.1 ± 3.2``: the rating and its deviation (a dash: none)."""
    if rating is None:
        return "–"
    return f"{rating.value:.1f} ± {rating.deviation:.1f}"


def change_text(change: float) -> str:
    """``+1.3``, ``−0.4`` or ``±0.0``: how much a game moved a rating."""
    shown = round(change, 1)
    if shown == 0:
        return "±0.0"
    return f"+{shown:.1f}" if shown > 0 else f"−{-shown:.1f}"


@dataclass(frozen=True, slots=True)
class RatingsAfter:
    """After a game: each person's rating and the change the game made (``rated``: their
    names and ratings, in seat order); ``alone``: one person played (against the computer),
    who is told "your rating"."""

    rated: tuple[tuple[str, Rating], ...]
    alone: bool = False

    @property
    def line(self) -> str:
        """The line at the end of the game, in the current language."""
        if self.alone:
            rating = self.rated[0][1]
            return _("Your rating: {rating} ({change})").format(
                rating=f"{rating.value:.1f}", change=change_text(rating.change)
            )
        parts = [
            _("{name} {rating} ({change})").format(
                name=printable(name),
                rating=f"{rating.value:.1f}",
                change=change_text(rating.change),
            )
            for name, rating in self.rated
        ]
        return _("Ratings: {list}").format(list=", ".join(parts))


def ratings_after(
    names: Sequence[str], seats: Sequence[int], rated: dict[str, Rating]
) -> RatingsAfter | None:
    """After a game: the rating of each person at ``seats`` (``rated``: by name key) and
    what the game changed (None: nobody rated, e.g. one name on both seats)."""
    keys = {seat: name_key(names[seat]) for seat in seats}
    found = tuple((names[seat], rated[keys[seat]]) for seat in seats if keys[seat] in rated)
    if not found:
        return None
    return RatingsAfter(found, alone=len(seats) == 1)


def rating_after_game(
    data: Path, names: Sequence[str], seats: Sequence[int], kept: Path | None = None
) -> RatingsAfter | None:
    """The end of a game's ratings, from the history of the data folder ``data`` (the
    finished game already in it, kept as ``kept``: the ratings the index was left with
    when the game was noted in it, if it was); None when the history cannot be read."""
    from claim2.history.index import noted_ratings, open_index

    noted = None if kept is None else noted_ratings(kept)
    if noted is not None:
        return ratings_after(names, seats, noted)
    try:
        with open_index(data) as index:
            rated = index.ratings()
    except (OSError, ValueError, sqlite3.Error):
        return None
    return ratings_after(names, seats, rated)
