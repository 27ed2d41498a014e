"""Playing again and matches (pure): the next game, the tally, who leads, when a match ends."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from claim2.engine import shuffled_deal
from claim2.game.matches import (
    match_heading,
    match_result,
    match_state_text,
    new_match,
    next_game,
    next_leader,
    tally_after,
    tally_text,
)
from claim2.records.parts import RecordComputer, RecordMatch, match_games_limit
from claim2.records.record import GameRecord, RecordError, new_record

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
    assert match_result(match, 0).winner == 0
    game = next_game(record(match), 0, "new")
    assert game.match == RecordMatch(id="new", first_to=2, game=1, tally=(0, 0))


def test_only_two_or_three_wins_make_a_match() -> None:
    with pytest.raises(ValueError, match="a match is won at"):
        new_match(4, "m")


@given(first_to=st.sampled_from([2, 3]), games=st.lists(results, max_size=40))
def test_a_match_ends_when_someone_reaches_its_wins_or_at_its_last_game(
    first_to: int, games: list[int | None]
) -> None:
    """Played game after game: the tally counts the wins, draws count for nobody, the
    match is won by the first to ``first_to``, or at its last game (the draw-out rule) by
    the one with more wins, or drawn; then a new one starts. It never has more games."""
    current = record(new_match(first_to, "m0"))
    limit = match_games_limit(first_to)
    wins = [0, 0]
    started = 0
    for number, winner in enumerate(games, start=1):
        match = current.match
        assert match is not None
        assert match.tally == tuple(wins)
        assert match.game == number - started <= limit
        if winner is not None:
            wins[winner] += 1
        assert tally_after(match, winner) == tuple(wins)
        result = match_result(match, winner)
        reached = max(wins) == first_to
        assert result.over == (reached or match.game == limit)
        assert result.drawn_out == (result.over and not reached)
        if reached:
            assert result.winner == winner and winner is not None and wins[winner] == first_to
        elif result.over:
            assert result.winner == (None if wins[0] == wins[1] else wins.index(max(wins)))
        else:
            assert result.winner is None
        following = next_game(current, winner, f"m{number}")
        assert following.match is not None
        if result.over:
            wins, started = [0, 0], number
            assert following.match.id == f"m{number}" and following.match.game == 1
        else:
            assert following.match.id == match.id
        current = record(following.match, following.first_leader)


def test_the_last_game_of_an_undecided_match_ends_it_by_the_draw_out_rule() -> None:
    """Issue 25: finishing the last game of a match nobody has won no longer crashes (it
    was game 1000); the match ends, and the next game starts a new one."""
    last = RecordMatch(id="m", first_to=2, game=5, tally=(1, 1))
    drawn = match_result(last, None)
    assert drawn.over and drawn.winner is None and drawn.drawn_out
    assert match_state_text(("Ann", "Bob"), last, None) == (
        "The match is drawn: after 5 games, as many wins each (the draw-out rule)."
    )
    ahead = RecordMatch(id="m", first_to=3, game=7, tally=(2, 1))
    assert match_result(ahead, None).winner == 0
    assert "Ann wins the match: after 7 games" in match_state_text(("Ann", "Bob"), ahead, None)
    following = next_game(record(last), None, "new")
    assert following.match == RecordMatch(id="new", first_to=2, game=1, tally=(0, 0))


def test_a_record_s_match_has_a_bounded_number_of_games_and_a_tally_that_fits() -> None:
    """Issue 25: a match at game 1 with a tally of 1-1 was accepted, and game 1000 too."""
    with pytest.raises(ValueError, match="at most 5 games, not 6"):
        RecordMatch(id="m", first_to=2, game=6, tally=(1, 1))
    with pytest.raises(ValueError, match="less than or equal to 7"):
        RecordMatch(id="m", first_to=3, game=1000, tally=(0, 0))
    with pytest.raises(ValueError, match="does not fit game 1"):
        RecordMatch(id="m", first_to=2, game=1, tally=(1, 1))
    with pytest.raises(ValueError, match="does not fit game 2"):
        RecordMatch(id="m", first_to=3, game=2, tally=(1, 1))
    assert RecordMatch(id="m", first_to=3, game=3, tally=(1, 1)).game == 3
    with pytest.raises(RecordError, match="does not fit game 1"):
        record(RecordMatch.model_construct(id="m", first_to=2, game=1, tally=(1, 1)))


def test_the_tally_and_match_in_words() -> None:
    match = RecordMatch(id="m", first_to=3, game=4, tally=(2, 1))
    assert tally_text(("Ann", "Bob"), (2, 1)) == "Ann 2 – Bob 1"
    assert match_heading(match) == "Match (first to 3 wins) · game 4 of at most 7"
    assert match_state_text(("Ann", "Bob"), match, 0) == "Ann wins the match!"
    assert match_state_text(("Ann", "Bob"), match, 1) == (
        "The match goes on: game 5 of at most 7 is next."
    )
    before_last = RecordMatch(id="m", first_to=3, game=6, tally=(2, 1))
    assert match_state_text(("Ann", "Bob"), before_last, 1) == (
        "The match goes on: game 7 is the last; if nobody reaches 3 wins, "
        "the most wins take the match."
    )
