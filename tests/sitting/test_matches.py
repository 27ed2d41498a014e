"""Matches at the sitting: first to 2 (or 3) wins; the tally in the title and at the end; the
next game of a match kept ready as the current save, resumed by play again or at the next
start; a match won is followed by a new one."""

from __future__ import annotations

from pathlib import Path

from claim2.game.again import winner_of
from claim2.game.steps import ScreenKind
from claim2.records.parts import RecordMatch
from claim2.records.record import GameRecord, load_record, save_record, upgraded
from claim2.sitting.lobby import MatchInfo
from claim2.sitting.sitting import Sitting
from claim2.sitting.table_words import match_words
from claim2.text.i18n import set_language
from game.games import at_the_last_card, record_until

from .tables import NAMES, Sittings, play_to_end, table_of

TITLE = "Claim 2"


def current(data_dir: Path) -> Path:
    return data_dir / "saves" / "current.json"


def at_its_last_card(
    sittings: Sittings, data_dir: Path, match: RecordMatch, seed: int = 5
) -> Sitting:
    """A game of ``match`` saved before its last card, resumed."""
    record = upgraded(record_until(seed, at_the_last_card), match=match)
    save_record(record, current(data_dir))
    sitting = sittings()
    sitting.look_for_save()
    assert sitting.resume()
    return sitting


def first_game(first_to: int) -> RecordMatch:
    return RecordMatch(id="m", first_to=first_to, game=1, tally=(0, 0))


def tally_after(record: GameRecord) -> tuple[int, int]:
    assert record.match is not None
    first, second = record.match.tally
    winner = winner_of(record)
    return (first + (winner == 0), second + (winner == 1))


def test_a_match_chosen_at_the_start_is_in_the_record_and_the_title(
    sittings: Sittings, data_dir: Path
) -> None:
    sitting = sittings.started(first_to=2)
    table = table_of(sitting)
    match = table.session.record.match
    assert match is not None
    assert (match.first_to, match.game, match.tally) == (2, 1, (0, 0))
    assert load_record(current(data_dir)).match == match
    assert table.scene.in_match
    assert sitting.title(TITLE) == "Claim 2 · Ann 0 – Bob 0"


def test_a_single_game_has_no_match(sittings: Sittings) -> None:
    sitting = sittings.resuming(record_until(5, at_the_last_card))
    table = table_of(sitting)
    assert table.session.record.match is None and not table.scene.in_match
    assert sitting.title(TITLE) == TITLE
    end = play_to_end(table)
    assert end.match_line is None and not end.match_goes_on and not end.in_match
    assert sitting.title(TITLE) == TITLE


def test_a_match_game_to_resume_says_which_game_it_is_and_the_tally(
    sittings: Sittings, data_dir: Path
) -> None:
    match = RecordMatch(id="m", first_to=3, game=2, tally=(1, 0))
    save_record(upgraded(record_until(5, lambda s: s.trick == 4), match=match), current(data_dir))
    lobby = sittings().look_for_save()
    assert lobby.resume is not None and lobby.resume.match == MatchInfo(2, "Ann 1 – Bob 0")


def test_the_end_of_a_match_game_shows_the_tally_and_the_next_game_is_kept_ready(
    sittings: Sittings, data_dir: Path
) -> None:
    match = RecordMatch(id="m", first_to=3, game=2, tally=(1, 0))
    sitting = at_its_last_card(sittings, data_dir, match)
    table = table_of(sitting)
    end = play_to_end(table)
    finished = table.session.record
    tally = tally_after(finished)
    assert end.in_match and end.match_goes_on
    assert end.match_line == (
        f"Ann {tally[0]} – Bob {tally[1]} · The match goes on: game 3 of at most 7 is next."
    )
    assert match_words(end) == end.match_line  # the end's line, worded when it is drawn:
    set_language("nl")  # after F3, in the new language (it stayed English)
    dutch = match_words(end)
    assert dutch is not None and dutch.startswith(f"Ann {tally[0]} – Bob {tally[1]} · De ")
    set_language("en")
    assert sitting.title(TITLE) == f"Claim 2 · Ann {tally[0]} – Bob {tally[1]}"
    ready = load_record(current(data_dir))  # quitting here loses nothing
    assert ready.actions == []
    assert ready.match == RecordMatch(id="m", first_to=3, game=3, tally=tally)
    (kept,) = current(data_dir).parent.glob("game-*.json")
    assert load_record(kept) == finished
    winner = winner_of(finished)
    assert ready.first_leader == 1 - (finished.first_leader if winner is None else winner)


def test_play_again_in_a_match_plays_the_game_kept_ready(
    sittings: Sittings, data_dir: Path
) -> None:
    sitting = at_its_last_card(sittings, data_dir, first_game(3))
    play_to_end(table_of(sitting))
    ready = load_record(current(data_dir))
    assert sitting.play_again()
    table = table_of(sitting)
    assert table.session.record == ready
    assert table.scene.kind is ScreenKind.HANDOFF and table.scene.in_match
    assert ready.match is not None
    first, second = ready.match.tally
    assert sitting.title(TITLE) == f"Claim 2 · Ann {first} – Bob {second}"


def test_quitting_at_the_end_of_a_match_game_offers_its_next_game(
    sittings: Sittings, data_dir: Path
) -> None:
    sitting = at_its_last_card(sittings, data_dir, first_game(2))
    play_to_end(table_of(sitting))
    ready = load_record(current(data_dir))
    assert ready.match is not None
    sitting.close()
    again = sittings()
    lobby = again.look_for_save()
    assert lobby.resume is not None
    assert lobby.resume.match == MatchInfo(
        2, f"Ann {ready.match.tally[0]} – Bob {ready.match.tally[1]}"
    )
    assert again.resume() and table_of(again).session.record == ready


def test_a_whole_match_to_two_wins_then_a_new_match(sittings: Sittings, data_dir: Path) -> None:
    sitting = sittings.started(first_to=2, seed=11)
    first_match = table_of(sitting).session.record.match
    assert first_match is not None
    for game in range(1, 8):
        table = table_of(sitting)
        record = table.session.record
        assert record.match is not None
        assert (record.match.id, record.match.game) == (first_match.id, game)
        end = play_to_end(table)
        tally = tally_after(table.session.record)
        if max(tally) == 2:
            break
        assert end.match_goes_on
        assert current(data_dir).exists()  # the next game, kept ready
        assert sitting.play_again()
    else:
        raise AssertionError("no one won the match in seven games")
    champion = tally.index(2)
    assert not end.match_goes_on
    assert end.match_line == f"Ann {tally[0]} – Bob {tally[1]} · {NAMES[champion]} wins the match!"
    assert match_words(end) == end.match_line
    assert not current(data_dir).exists()  # nothing kept ready: the match is over
    assert sitting.play_again()
    following = table_of(sitting).session.record.match  # a new match (its id is the
    assert following is not None  # second it starts: here, the same as the first's)
    assert (following.first_to, following.game, following.tally) == (2, 1, (0, 0))
    assert len(list(current(data_dir).parent.glob("game-*.json"))) == game


def test_the_match_lengths_offered_are_those_records_allow() -> None:
    """The start's choices keep their own copy of the lengths (no pydantic at start-up)."""
    from claim2.records.parts import MATCH_LENGTHS
    from claim2.sitting import lobby_words

    assert lobby_words.MATCH_LENGTHS == MATCH_LENGTHS
    assert [wins for wins, _label in lobby_words.match_choices()] == [None, *MATCH_LENGTHS]
