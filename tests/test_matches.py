"""Playing again and matches (pure): the next game, the tally, who leads, when a match ends."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from claim2.engine import shuffled_deal
from claim2.game.matches import (
    match_heading,
    match_state_text,
    match_winner,
    new_match,
    next_game,
    next_leader,
    tally_after,
    tally_text,
)
from claim2.game.records import GameRecord, RecordComputer, RecordMatch, new_record

results = st.sampled_from([0, 1, None])  # seat 0 wins, seat 1 wins, a draw


def record(match: RecordMatch | None = None, first_leader: int = 0, **fields: object) -> GameRecord:
    deal = shuffled_deal(1, first_leader)
    return new_record(("Ann", "Bob"), deal, match=match, **fields)  # type: ignore[arg-type]


def test_the_loser_leads_the_next_game() -> None:
    assert next_leader(first_leader=0, winner=0) == 1
    assert next_leader(first_leader=0, winner=1) == 0
    assert next_leader(first_leader=1, winner=1) == 0


def test_after_a_draw_the_other_player_leads() -> None:
    assert next_leader(first_leader=0, winner=None) == 1
    assert next_leader(first_leader=1, winner=None) == 0


def test_a_single_game_is_followed_by_a_single_game_with_the_same_names_and_options() -> None:
    computer = RecordComputer(seat=1, level="strong")
    game = next_game(record(first_leader=1, computer=computer, hints=True), 0, "x")
    assert game.players == ("Ann", "Bob")
    assert game.first_leader == 1  # the loser
    assert game.computer == computer and game.hints
    assert game.match is None


def test_a_match_goes_on_with_the_tally_and_the_next_number() -> None:
    match = new_match(3, "m")
    game = next_game(record(match), 1, "other")
    assert game.match == RecordMatch(id="m", first_to=3, game=2, tally=(0, 1))
    draw = next_game(record(game.match), None, "other")
    assert draw.match == RecordMatch(id="m", first_to=3, game=3, tally=(0, 1))


def test_a_match_that_is_over_is_followed_by_a_new_one_of_the_same_length() -> None:
    match = RecordMatch(id="m", first_to=2, game=3, tally=(1, 1))
    assert match_winner(match, 0) == 0
    game = next_game(record(match), 0, "new")
    assert game.match == RecordMatch(id="new", first_to=2, game=1, tally=(0, 0))


def test_only_two_or_three_wins_make_a_match() -> None:
    with pytest.raises(ValueError, match="a match is won at"):
        new_match(4, "m")


@given(first_to=st.sampled_from([2, 3]), games=st.lists(results, max_size=40))
def test_a_match_ends_exactly_when_someone_reaches_its_wins(
    first_to: int, games: list[int | None]
) -> None:
    """Played game after game: the tally counts the wins, draws count for nobody, the
    match is won by the first to ``first_to`` and then a new one starts."""
    current = record(new_match(first_to, "m0"))
    wins = [0, 0]
    started = 0
    for number, winner in enumerate(games, start=1):
        match = current.match
        assert match is not None
        assert match.tally == tuple(wins)
        assert match.game == number - started
        if winner is not None:
            wins[winner] += 1
        assert tally_after(match, winner) == tuple(wins)
        over = match_winner(match, winner)
        assert (over is not None) == (max(wins) == first_to)
        if over is not None:
            assert over == winner and wins[over] == first_to
        following = next_game(current, winner, f"m{number}")
        assert following.match is not None
        if over is not None:
            wins, started = [0, 0], number
            assert following.match.id == f"m{number}" and following.match.game == 1
        else:
            assert following.match.id == match.id
        current = record(following.match, following.first_leader)


def test_the_tally_and_match_in_words() -> None:
    match = RecordMatch(id="m", first_to=3, game=4, tally=(2, 1))
    assert tally_text(("Ann", "Bob"), (2, 1)) == "Ann 2 – Bob 1"
    assert match_heading(match) == "Match (first to 3 wins) · game 4"
    assert match_state_text(("Ann", "Bob"), match, 0) == "Ann wins the match!"
    assert match_state_text(("Ann", "Bob"), match, 1) == "The match goes on: game 5 is next."
