"""What the start screen offers, as data: the games kept aside told apart when they read
alike (issue bug 4), where a game stands, who leads first at random."""

from __future__ import annotations

from pathlib import Path

from claim2.engine import shuffled_deal
from claim2.game.saves import ShelvedGame
from claim2.records.parts import RecordMatch
from claim2.records.record import new_record, replay_states, upgraded
from claim2.sitting.lobby import (
    MatchInfo,
    NewGame,
    first_leader_at_random,
    kept_when,
    resume_info,
    shelved_infos,
)
from claim2.sitting.lobby_words import (
    hosted_names,
    hosted_names_refusal,
    name_after_enter,
    names_refusal,
)

from .tables import NAMES


def kept(name: str, names: tuple[str, str] = NAMES, seed: int = 1) -> ShelvedGame:
    """A game kept aside as ``saves/<name>`` (not on disk: the list is made from its name)."""
    record = new_record(names, shuffled_deal(seed, 0))
    return ShelvedGame(Path("saves") / name, record, replay_states(record)[-1])


def test_games_that_read_differently_need_no_time() -> None:
    games = [
        kept("unfinished-20261201-101500.json"),
        kept("unfinished-20261201-101500-2.json", ("Cy", "Di")),
    ]
    infos = shelved_infos(games)
    assert [info.game.when for info in infos] == ["", ""]
    assert [info.path for info in infos] == [game.path for game in games]


def test_games_that_read_alike_are_told_apart_by_the_minute_they_were_kept() -> None:
    infos = shelved_infos(
        [kept("unfinished-20261201-101500.json"), kept("unfinished-20261201-111700.json")]
    )
    assert [info.game.when for info in infos] == ["2026-12-01 10:15", "2026-12-01 11:17"]
    assert infos[0].game != infos[1].game


def test_games_kept_in_the_same_minute_are_told_apart_by_the_second() -> None:
    infos = shelved_infos(
        [
            kept("unfinished-20261201-101559.json"),
            kept("unfinished-20261201-101500.json"),
            kept("unfinished-20261201-111700.json"),
        ]
    )
    assert [info.game.when for info in infos] == [
        "2026-12-01 10:15:59",
        "2026-12-01 10:15:00",
        "2026-12-01 11:17",
    ]


def test_games_kept_in_the_same_second_are_told_apart_by_their_number() -> None:
    infos = shelved_infos(
        [
            kept("unfinished-20261201-101500-2.json"),
            kept("unfinished-20261201-101500.json"),
            kept("unfinished-20261201-101500-3.json", ("Cy", "Di")),  # reads differently
        ]
    )
    assert [info.game.when for info in infos] == [
        "2026-12-01 10:15:00 (2)",
        "2026-12-01 10:15:00 (1)",
        "",
    ]
    assert len({info.game for info in infos}) == 3


def test_a_name_not_made_by_the_game_is_shown_as_it_is() -> None:
    assert kept_when(Path("unfinished-mine.json")) == "unfinished-mine"
    infos = shelved_infos([kept("unfinished-a.json"), kept("unfinished-b.json")])
    assert [info.game.when for info in infos] == ["unfinished-a", "unfinished-b"]


def test_where_a_game_stands_and_which_game_of_a_match_it_is() -> None:
    record = upgraded(
        new_record(NAMES, shuffled_deal(1, 0)),
        match=RecordMatch(id="m", first_to=2, game=2, tally=(1, 0)),
    )
    info = resume_info(record, replay_states(record)[-1])
    assert info.where == "Phase 1 · trick 1 of 13"
    assert info.match == MatchInfo(2, "Ann 1 – Bob 0")


def test_the_first_leader_at_random_is_reproducible_with_a_seed() -> None:
    assert {first_leader_at_random(seed) for seed in range(40)} == {0, 1}
    assert first_leader_at_random(5) == first_leader_at_random(5)
    assert first_leader_at_random(None) in (0, 1)


def test_a_new_match_or_a_single_game() -> None:
    assert NewGame(NAMES).record_match() is None
    match = NewGame(NAMES, first_to=3).record_match()
    assert match is not None and (match.first_to, match.game, match.tally) == (3, 1, (0, 0))
    own = RecordMatch(id="m", first_to=2, game=2, tally=(0, 1))
    assert NewGame(NAMES, first_to=3, match=own).record_match() == own


def test_when_a_game_was_kept_is_read_only_from_names_the_game_makes() -> None:
    for name in (
        "unfinished-20261201.json",  # no time
        "kept-abcdefgh-101500.json",  # no day
        "unfinished-2026120-101500.json",  # a day of seven digits
        "unfinished-20261201-101.json",  # a time of three digits
        "unfinished-20261201-10a500.json",  # a time that is not one
    ):
        assert kept_when(Path(name)) == Path(name).stem
    assert kept_when(Path("unfinished-20261201-101559.json")) == "2026-12-01 10:15"  # the minute
    assert kept_when(Path("unfinished-20261201-1015.json"), 1) == "2026-12-01 10:15"
    assert kept_when(Path("unfinished-20261201-101559a.json"), 1) == "2026-12-01 10:15:59"
    assert kept_when(Path("unfinished-20261201-1015597.json"), 1) == "2026-12-01 10:15:59"


def test_a_single_game_is_of_no_match_and_tells_when_it_was_played() -> None:
    record = new_record(NAMES, shuffled_deal(1, 0))
    state = replay_states(record)[-1]
    assert resume_info(record, state).match is None
    assert resume_info(record, state).when == ""
    info = resume_info(record, state, "2026-12-01 10:15")
    assert (info.names, info.phase, info.trick, info.when) == (NAMES, 1, 1, "2026-12-01 10:15")


def test_the_first_leader_at_random_without_a_seed_is_either_seat() -> None:
    leaders = [first_leader_at_random(None) for _ in range(200)]
    assert set(leaders) == {0, 1}


def test_enter_in_a_name_goes_on_to_the_other_name_while_it_is_empty_else_starts() -> None:
    """Issue 49, case 12: Enter in a name field starts the game, unless the other
    player's name is still to be typed (then it goes there); against the computer there is
    one name, and Enter starts (or says why it cannot: ``names_refusal``)."""
    assert name_after_enter(("Ann", ""), 0, computer=False) == 1
    assert name_after_enter(("", "Bob"), 1, computer=False) == 0
    assert name_after_enter(("Ann", "Bob"), 0, computer=False) is None
    assert name_after_enter(("Ann", "Bob"), 1, computer=False) is None
    assert name_after_enter(("", ""), 0, computer=False) is None  # refused, and said
    assert name_after_enter(("Cy", "Computer (normal)"), 0, computer=True) is None
    assert name_after_enter(("", "Computer (normal)"), 0, computer=True) is None
    refusal = names_refusal(("", "Computer (normal)"), computer=True)
    assert refusal is not None and refusal[0] == 0
    assert refusal[1].plain == "Please enter your name."
    assert names_refusal(("Cy", "Computer (normal)"), computer=True) is None


def test_a_guest_who_joined_keeps_their_own_name() -> None:
    """Issue 49, case 14: the host's typing renamed a guest who had joined, without a word
    to them. A guest who is there plays under the name they gave; the host names only the
    guest still to come; a clash of names is the host's to mend."""
    assert hosted_names("Ann", "Robert", "Bob") == ("Ann", "Bob")
    assert hosted_names("Ann", "Robert", "") == ("Ann", "Robert")
    assert hosted_names("", "", "") == ("Host", "Guest")
    refusal = hosted_names_refusal(("bob", "Bob"), guest_joined=True)
    assert refusal is not None and refusal[0] == 0
    assert refusal[1].plain == "Please use two different names."
    refusal = hosted_names_refusal(("bob", "Bob"), guest_joined=False)
    assert refusal is not None and refusal[0] == 1
    assert hosted_names_refusal(("Ann", "Bob"), guest_joined=True) is None
