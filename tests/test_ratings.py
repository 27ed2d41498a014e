"""Ratings (``claim2.history.ratings``) on made-up histories: the winner above the loser,
more games a smaller deviation, the computer's levels fixed, the same history the same
ratings; and where they are shown (``claim2 history``, its JSON, the end's line)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from claim2.cli import main
from claim2.engine import outcome
from claim2.history.games import read_history, statistics
from claim2.history.ratings import ANCHORS, Played, new_rating, ratings
from claim2.present.rating_words import change_text, rating_after_game, rating_text, ratings_after
from claim2.records.parts import RecordComputer
from claim2.records.record import save_record, upgraded
from claim2.text.i18n import set_language
from claim2.text.names import name_key
from conftest import play_random_game

NAMES = ("Ann", "Bob", "Cas")
LEVELS = tuple(ANCHORS)


@st.composite
def games(draw: st.DrawFn) -> Played:
    """A finished game: two people, or a person against a level of the computer."""
    winner = draw(st.sampled_from((0, 1, None)))
    if draw(st.booleans()):
        first, second = draw(st.permutations(NAMES))[:2]
        return Played((first, second), winner)
    seat = draw(st.sampled_from((0, 1)))
    person = draw(st.sampled_from(NAMES))
    players = ("Computer", person) if seat == 0 else (person, "Computer")
    return Played(players, winner, seat, draw(st.sampled_from(LEVELS)))


histories = st.lists(games(), max_size=30)


def test_the_winner_ends_above_the_loser_and_a_draw_leaves_them_level() -> None:
    rated = ratings([Played(("Ann", "Bob"), 0)])
    assert rated["ann"].value > new_rating().value > rated["bob"].value
    assert rated["ann"].change > 0 > rated["bob"].change
    drawn = ratings([Played(("Ann", "Bob"), None)])
    assert drawn["ann"].value == drawn["bob"].value == new_rating().value


def test_more_games_make_the_deviation_smaller() -> None:
    deviations = [new_rating().deviation]
    history: list[Played] = []
    for number in range(8):
        history.append(Played(("Ann", "Bob"), number % 2))
        deviations.append(ratings(history)["ann"].deviation)
    assert deviations == sorted(deviations, reverse=True)
    assert len(set(deviations)) == len(deviations)


def test_games_against_the_computer_count_and_never_move_it() -> None:
    beaten = ratings([Played(("Ann", "Computer"), 0, 1, "strong")])
    assert set(beaten) == {"ann"}  # the computer is no person
    assert beaten["ann"].value > new_rating().value
    lost_to_easy = ratings([Played(("Computer", "Ann"), 0, 0, "easy")])["ann"]
    lost_to_expert = ratings([Played(("Computer", "Ann"), 0, 0, "expert")])["ann"]
    assert lost_to_easy.value < lost_to_expert.value < new_rating().value  # a worse loss


def test_the_levels_are_anchored_in_order_of_strength() -> None:
    assert list(ANCHORS.values()) == sorted(ANCHORS.values())
    assert ANCHORS["normal"] == new_rating().value


def test_one_name_on_both_seats_is_not_rated() -> None:
    assert ratings([Played(("Ann", "Ann"), 0)]) == {}


@given(histories)
def test_the_same_history_always_gives_the_same_ratings(history: list[Played]) -> None:
    assert ratings(history) == ratings(list(history))


@given(histories, st.sampled_from(LEVELS), st.sampled_from(NAMES))
def test_a_win_against_the_computer_never_lowers_a_rating(
    history: list[Played], level: str, name: str
) -> None:
    before = ratings(history).get(name_key(name), new_rating())
    after = ratings([*history, Played((name, "Computer"), 0, 1, level)])[name_key(name)]
    assert after.value >= before.value
    assert after.change >= 0
    lost = ratings([*history, Played((name, "Computer"), 1, 1, level)])[name_key(name)]
    assert lost.value <= before.value
    assert after.games == lost.games == before.games + 1


@given(histories)
def test_every_person_who_played_is_rated_with_a_positive_deviation(history: list[Played]) -> None:
    rated = ratings(history)
    people = {
        name_key(name)
        for game in history
        for seat, name in enumerate(game.players)
        if seat != game.computer_seat and game.players[0] != game.players[1]
    }
    assert set(rated) == people
    for rating in rated.values():
        assert 0 < rating.deviation <= new_rating().deviation
        assert rating.games >= 1


def test_the_words_of_a_rating() -> None:
    rated = ratings([Played(("Ann", "Computer"), 0, 1, "strong")])
    assert rating_text(rated["ann"]).count("±") == 1
    assert rating_text(None) == "–"
    assert change_text(1.26) == "+1.3" and change_text(-0.44) == "−0.4"
    assert change_text(0.01) == "±0.0"
    alone = ratings_after(("Ann", "Computer"), (0,), rated)
    assert alone is not None
    assert alone.line == f"Your rating: {rated['ann'].value:.1f} (+{rated['ann'].change:.1f})"
    both = ratings([Played(("Ann", "Bob"), 1)])
    two = ratings_after(("Ann", "Bob"), (0, 1), both)
    assert two is not None and two.line.startswith("Ratings: Ann ") and "Bob" in two.line
    assert ratings_after(("Ann", "Ann"), (0, 1), {}) is None


def test_the_ratings_after_a_game_are_worded_in_the_language_of_the_moment() -> None:
    """Kept as data and worded when shown: the end drawn again after F3 says them in the
    new language (they once stayed in the language of the end's first drawing)."""
    rated = ratings([Played(("Ann", "Bob"), 1)])
    after = ratings_after(("Ann", "Bob"), (0, 1), rated)
    alone = ratings_after(("Ann", "Computer"), (0,), rated)
    assert after is not None and alone is not None
    english = after.line, alone.line
    assert english[0].startswith("Ratings: Ann ") and english[1].startswith("Your rating: ")
    set_language("nl")
    assert after.line.startswith("Speelsterkte: Ann ")
    assert alone.line.startswith("Je speelsterkte: ")
    set_language("en")
    assert (after.line, alone.line) == english


def test_claim2_history_gives_each_player_the_rating_of_their_games_in_order(
    data: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    strong = RecordComputer(seat=1, level="strong")
    played: list[Played] = []
    for number, (seed, names, computer) in enumerate(
        [(1, ("Ann", "Bob"), None), (2, ("Ann", "Computer"), strong), (3, ("Bob", "Ann"), None)]
    ):
        record, state = play_random_game(seed)
        record = upgraded(
            record.model_copy(update={"players": names}),
            started=f"2026-12-0{number + 1}T10:00:00Z",
            ended=f"2026-12-0{number + 1}T10:30:00Z",
            **({"computer": computer} if computer else {}),
        )
        save_record(record, data / "saves" / f"game-2026120{number + 1}-103000.json")
        winner = outcome(state).winner
        played.append(Played(names, winner, *((1, "strong") if computer else ())))
    expected = ratings(played)
    assert main(["history", "--json"]) == 0
    players = json.loads(capsys.readouterr().out)["players"]
    for name in ("Ann", "Bob"):
        assert players[name]["rating"] == expected[name_key(name)].as_json()
    assert {name: stats.rating for name, stats in read_history(data).statistics().items()} == {
        name: stats.rating for name, stats in statistics(read_history(data).games).items()
    }
    monkeypatch.setenv("COLUMNS", "80")
    assert main(["history"]) == 0
    out = capsys.readouterr().out
    assert rating_text(expected["ann"]) in out and rating_text(expected["bob"]) in out
    line = rating_after_game(data, ("Bob", "Ann"), (0, 1))
    assert line is not None and f"Bob {expected['bob'].value:.1f}" in line.line
