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
new person's 25. A game between two seats of the same person is not rated.

A person is a name key (``claim2.text.names.name_key``: "Ann", "ANN" and "Ａｎｎ" are one),
shown as written in their latest game. The same games in the same order always give
the same ratings: the order is the games' end, then their files' names (a game whose
end is unknown comes first). A ``Rater`` takes the games one at a time, so that the
history's index keeps each person's rating and brings it up to date with the games
added since (``history.people``): the same numbers as rating every game again.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final, NamedTuple

from claim2.history.entry import GameEntry, Rating
from claim2.text.names import name_key

if TYPE_CHECKING:
    from openskill.models import PlackettLuce, PlackettLuceRating

ANCHORS: Final[dict[str, float]] = {"easy": 22.0, "normal": 25.0, "strong": 36.3, "expert": 38.7}
ANCHOR_DEVIATION: Final = 1.0  # a level plays alike every game: little uncertainty
START: Final = 25.0  # a new person's rating (openskill's)
START_DEVIATION: Final = 25.0 / 3

JsonObject = dict[str, object]


class Played(NamedTuple):
    """What a rating needs of one finished game: the names by seat, the winning seat (None:
    a draw), the computer's seat and level (None: two people), and the person at each
    seat (``name_key``; None at the computer's seat; worked out from the names if not
    given)."""

    players: tuple[str, str]
    winner: int | None
    computer_seat: int | None = None
    level: str | None = None
    people: tuple[str | None, str | None] | None = None

    def persons(self) -> tuple[str | None, str | None]:
        if self.people is not None:
            return self.people
        first, second = (
            None if seat == self.computer_seat else name_key(name)
            for seat, name in enumerate(self.players)
        )
        return (first, second)


@dataclass(slots=True)
class Person:
    """One person of the finished games: the name as written in their latest one, how many
    of them were taken into account (``games``) and rated (``rated``), and the rating
    after them (None before any rated game), with the change the last one made."""

    name: str
    games: int = 0
    rated: int = 0
    value: float | None = None
    deviation: float | None = None
    change: float = 0.0

    @property
    def rating(self) -> Rating:
        if self.value is None or self.deviation is None:
            return new_rating()
        return Rating(self.value, self.deviation, self.change, self.rated)


class Rater:
    """The people of some finished games, taken one at a time in the order they were
    played (``play``), starting from ``people`` (what earlier games made of them)."""

    def __init__(self, people: dict[str, Person] | None = None) -> None:
        self.people: dict[str, Person] = {} if people is None else people
        self._model: PlackettLuce | None = None

    def play(self, game: Played) -> None:
        """One more finished game, played after all those before."""
        persons = game.persons()
        for seat, key in enumerate(persons):
            if key is not None:
                person = self.people.get(key)
                if person is None:
                    person = self.people[key] = Person(game.players[seat])
                person.name = game.players[seat]
                person.games += 1
        if persons[0] == persons[1]:  # one person on both seats: not rated
            return
        model = self._model or self._new_model()
        first, second = (self._rating(model, game, seat, persons[seat]) for seat in (0, 1))
        if first is None or second is None:
            return
        before = (first, second)
        ranks = [1.0, 1.0] if game.winner is None else [1.0 + (game.winner != s) for s in (0, 1)]
        after = model.rate([[first], [second]], ranks=ranks)
        for seat, key in enumerate(persons):
            if key is None:
                continue  # an anchor stays where it is
            rating = after[seat][0]
            person = self.people[key]
            person.change = rating.mu - before[seat].mu
            person.value, person.deviation = rating.mu, rating.sigma
            person.rated += 1

    def ratings(self) -> dict[str, Rating]:
        """Each rated person's rating, by name key."""
        return {key: person.rating for key, person in self.people.items() if person.rated}

    def _new_model(self) -> PlackettLuce:
        from openskill.models import PlackettLuce  # only when a game is to be rated

        self._model = PlackettLuce()
        return self._model

    def _rating(
        self, model: PlackettLuce, game: Played, seat: int, key: str | None
    ) -> PlackettLuceRating | None:
        """The rating a seat brings to ``game`` (None: the game is not rated)."""
        if key is None:
            anchor = ANCHORS.get(game.level or "")
            return None if anchor is None else model.rating(mu=anchor, sigma=ANCHOR_DEVIATION)
        person = self.people[key]
        if person.value is None or person.deviation is None:
            return model.rating()
        return model.rating(mu=person.value, sigma=person.deviation)


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
    """Each person's rating after ``games`` (finished, the first played first), by name
    key (``name_key``)."""
    rater = Rater()
    for game in games:
        rater.play(game)
    return rater.ratings()


def new_rating() -> Rating:
    """A person's rating before any rated game."""
    return Rating(START, START_DEVIATION)


def people_of(games: Sequence[GameEntry]) -> dict[str, Person]:
    """The people of history entries in any order (``in_order`` sorts them), by name key."""
    rater = Rater()
    for game in in_order(games):
        rater.play(played(game))
    return rater.people
