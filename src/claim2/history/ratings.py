"""Each person's rating, with its uncertainty, from the finished games in the order they
were played (Weng-Lin's Bayesian rating, the Plackett-Luce model of ``openskill``).

A person starts at 25 with a deviation of 25/3; each finished game moves the rating
towards what the result says and makes the deviation smaller (a little uncertainty
is added back before each game, so that a rating can follow a player who gets
better). The computer's levels are anchors: fixed ratings that games against them
never change, so that a person's games against the computer count too. The
anchors come from the levels' measured scores against each other
(docs/computer-opponent.md: normal scores 62% against easy, strong about 88% against
normal, expert 60% against strong), on the model's scale with the normal level at a
new person's 25. A game between two seats of the same name is not rated.

The same games in the same order always give the same ratings: the order is the
games' end, then their files' names (a game whose end is unknown comes first).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final, NamedTuple

from openskill.models import PlackettLuce, PlackettLuceRating

from claim2.history.entry import GameEntry, Rating

ANCHORS: Final[dict[str, float]] = {"easy": 22.0, "normal": 25.0, "strong": 36.3, "expert": 38.7}
ANCHOR_DEVIATION: Final = 1.0  # a level plays alike every game: little uncertainty

JsonObject = dict[str, object]


class Played(NamedTuple):
    """What a rating needs of one finished game: the names by seat, the winning seat (None:
    a draw), and the computer's seat and level (None: two people)."""

    players: tuple[str, str]
    winner: int | None
    computer_seat: int | None = None
    level: str | None = None


def played(game: GameEntry) -> Played:
    computer = game.computer
    if computer is None:
        return Played(game.players, game.winner)
    return Played(game.players, game.winner, computer.seat, computer.level)


def in_order(games: Iterable[GameEntry]) -> list[GameEntry]:
    """The finished games, the first played first (see the module)."""
    finished = [game for game in games if game.finished]
    return sorted(
        finished,
        key=lambda game: (
            game.when is not None,
            game.when.timestamp() if game.when else 0.0,
            game.file,
        ),
    )


def ratings(games: Iterable[Played]) -> dict[str, Rating]:
    """Each person's rating after ``games`` (finished, the first played first), by name."""
    model = PlackettLuce()
    found: dict[str, PlackettLuceRating] = {}
    changes: dict[str, float] = {}
    counts: dict[str, int] = {}
    for game in games:
        first, second = (_rating(model, found, game, seat) for seat in (0, 1))
        if first is None or second is None:
            continue
        seats = (first, second)
        ranks = [1.0, 1.0] if game.winner is None else [1.0 + (game.winner != s) for s in (0, 1)]
        after = model.rate([[first], [second]], ranks=ranks)
        for seat in (0, 1):
            if seat == game.computer_seat:
                continue  # an anchor stays where it is
            name = game.players[seat]
            changes[name] = after[seat][0].mu - seats[seat].mu
            counts[name] = counts.get(name, 0) + 1
            found[name] = after[seat][0]
    return {
        name: Rating(rating.mu, rating.sigma, changes[name], counts[name])
        for name, rating in found.items()
    }


def _rating(
    model: PlackettLuce, found: dict[str, PlackettLuceRating], game: Played, seat: int
) -> PlackettLuceRating | None:
    """The rating a seat brings to ``game`` (None: the game is not rated)."""
    if seat == game.computer_seat:
        anchor = ANCHORS.get(game.level or "")
        return None if anchor is None else model.rating(mu=anchor, sigma=ANCHOR_DEVIATION)
    name = game.players[seat]
    if game.computer_seat is None and game.players[0] == game.players[1]:
        return None
    return found.get(name) or model.rating()


def new_rating() -> Rating:
    """A person's rating before any rated game."""
    start = PlackettLuce().rating()
    return Rating(start.mu, start.sigma)


def people_ratings(games: Sequence[GameEntry]) -> dict[str, Rating]:
    """The ratings from history entries in any order (``in_order`` sorts them)."""
    return ratings(played(game) for game in in_order(games))
