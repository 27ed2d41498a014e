"""Game records (claim2.records.record): round trips, plain one-line errors, replaying states."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from claim2.engine import GameState, SeerChoice, shuffled_deal
from claim2.engine.cards import Card
from claim2.records.record import (
    GameRecord,
    RecordError,
    deal_of,
    dump_record,
    load_record,
    new_record,
    parse_record,
    record_with,
    replay_states,
    save_record,
)
from one_line import record_error

HANDMADE = Path(__file__).parent / "data" / "handmade_game.json"

Edit = Callable[[dict[str, Any]], object]
RandomGame = Callable[[int], tuple[GameRecord, GameState]]  # the random_game fixture


pytestmark = pytest.mark.usefixtures("english")  # tests/conftest.py


def _handmade() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(HANDMADE.read_text(encoding="utf-8"))
    return data


# Round trips ----------------------------------------------------------------------------------


def test_a_new_record_has_the_deal_and_no_actions() -> None:
    deal = shuffled_deal(5, first_leader=1)
    record = new_record(("Ann", "Bob"), deal)
    assert record.format == "claim2-record"
    assert record.version == 2
    assert record.players == ("Ann", "Bob")
    assert record.first_leader == 1
    assert record.actions == []
    assert deal_of(record) == deal
    assert record.deal.draw_pile[0] == deal.draw_pile[0].code


def test_record_with_appends_a_code_and_leaves_the_original_alone() -> None:
    record = new_record(("Ann", "Bob"), shuffled_deal(5))
    first = record_with(record, Card.parse("Dr7"))
    second = record_with(first, SeerChoice.TOP)
    assert record.actions == []
    assert first.actions == ["Dr7"]
    assert second.actions == ["Dr7", "seer:top"]


def test_a_random_game_round_trips_through_text_and_replays(random_game: RandomGame) -> None:
    record, final = random_game(11)
    text = dump_record(record)
    assert text.endswith("}\n")
    again = parse_record(text)
    assert again == record
    assert dump_record(again) == text
    states = replay_states(again)
    assert len(states) == len(record.actions) + 1
    assert states[-1] == final
    assert states[-1].finished


def test_states_follow_the_actions(random_game: RandomGame) -> None:
    record, _ = random_game(3)
    states = replay_states(record)
    assert states[0].phase == 1
    assert states[0].trick == 1
    assert states[0].played == ()
    first = Card.parse(record.actions[0])
    assert states[1].played == (first,)


def test_save_and_load(tmp_path: Path, random_game: RandomGame) -> None:
    record, _ = random_game(4)
    path = tmp_path / "saves" / "game.json"
    save_record(record, path)
    assert load_record(path) == record
    assert load_record(str(path)) == record
    assert path.read_text(encoding="utf-8") == dump_record(record)


def test_the_handmade_record_loads() -> None:
    record = load_record(HANDMADE)
    assert record.players == ("Ann", "Bob")
    assert len(record.actions) == 54
    assert replay_states(record)[-1].finished


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10**9), cut=st.integers(min_value=0, max_value=60))
def test_random_records_round_trip(random_game: RandomGame, seed: int, cut: int) -> None:
    record, final = random_game(seed)
    partial = record.model_copy(update={"actions": record.actions[:cut]})
    for kept in (record, partial):
        again = parse_record(dump_record(kept))
        assert again == kept
        assert replay_states(again)[-1] == replay_states(kept)[-1]
    assert replay_states(parse_record(dump_record(record)))[-1] == final


def test_names_round_trip_as_written() -> None:
    names = ("Zoë [bold]", 'Bob "the \\ builder"')
    record = new_record(names, shuffled_deal(1))
    assert parse_record(dump_record(record)).players == names


# Errors while reading ----------------------------------------------------------------------


def _set(path: tuple[str | int, ...], value: object) -> Edit:
    def edit(data: dict[str, Any]) -> None:
        target: Any = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return edit


def _delete(key: str) -> Edit:
    return lambda data: data.pop(key)


BAD_RECORDS: list[tuple[str, Edit, str]] = [
    (
        "format",
        _set(("format",), "chess-game"),
        "not a claim2 record: 'format' must be \"claim2-record\"",
    ),
    ("no format", _delete("format"), "not a claim2 record"),
    (
        "version 3",
        _set(("version",), 3),
        "unsupported record version 3 (this claim2 reads versions 1 to 2)",
    ),
    ("version text", _set(("version",), "1"), "'version' must be a whole number, not a string"),
    ("no version", _delete("version"), "'version' is missing"),
    (
        "unknown code",
        _set(("deal", "hands", 1, 4), "Xx3"),
        "unknown card code 'Xx3' in deal.hands[1][4]",
    ),
    (
        "code in pile",
        _set(("deal", "draw_pile", 25), "Gn0"),
        "unknown card code 'Gn0' in deal.draw_pile[25]",
    ),
    (
        "number code",
        _set(("deal", "hands", 0, 0), 7),
        "'deal.hands[0][0]' must be a string, not the number 7",
    ),
    (
        "duplicate",
        _set(("deal", "hands", 0, 12), "Gn9"),
        "the deal is not the Claim 2 deck: Gn9 2 times (the deck has 1)",
    ),
    ("short hand", lambda d: d["deal"]["hands"][1].pop(), "hand 1 has 12 cards, it must have 13"),
    (
        "banana",
        _set(("actions", 7), "banana"),
        "action 7 ('banana') is not a card code or seer:prize/seer:top",
    ),
    ("number action", _set(("actions", 3), 5), "'actions[3]' must be a string, not the number 5"),
    ("number name", _set(("players", 1), 7), "'players[1]' must be a string, not the number 7"),
    ("empty name", _set(("players", 0), ""), "'players[0]' must be a name, not empty or blank"),
    ("blank name", _set(("players", 0), "   "), "'players[0]' must be a name"),
    (
        "name with a line break",
        _set(("players", 1), "Bob\nthe second"),
        "'players[1]' must be a name without line breaks or other control characters",
    ),
    ("three names", _set(("players",), ["A", "B", "C"]), "'players' must hold 2 items, not 3"),
    ("leader 2", _set(("first_leader",), 2), "'first_leader' must be 0 or 1, not 2"),
    (
        "leader true",
        _set(("first_leader",), True),
        "'first_leader' must be a whole number, not true",
    ),
    (
        "leader text",
        _set(("first_leader",), "0"),
        "'first_leader' must be a whole number, not a string",
    ),
    ("extra field", _set(("comment",), "hi"), "unknown field 'comment'"),
    ("extra deal field", _set(("deal", "discards"), []), "unknown field 'deal.discards'"),
    ("no actions", _delete("actions"), "'actions' is missing"),
    ("actions text", _set(("actions",), "Gn1"), "'actions' must be a list, not a string"),
    ("deal list", _set(("deal",), []), "'deal' must be an object, not a list"),
]


@pytest.mark.parametrize(
    ("edit", "expected"),
    [pytest.param(edit, expected, id=name) for name, edit, expected in BAD_RECORDS],
)
def test_bad_records_are_explained_in_one_line(edit: Edit, expected: str) -> None:
    data = _handmade()
    edit(data)
    assert expected in record_error(data)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("", "not valid JSON"),
        ('{"format": "claim2-record",', "not valid JSON"),
        ("[1, 2]", "not a claim2 record: the file does not hold a JSON object"),
        ("null", "not a claim2 record"),
    ],
)
def test_text_that_is_no_record(text: str, expected: str) -> None:
    with pytest.raises(RecordError, match="^" + expected):
        parse_record(text)


def test_an_empty_player_name_is_refused_when_recording() -> None:
    with pytest.raises(RecordError, match="players"):
        new_record(("Ann", ""), shuffled_deal(1))


def test_unreadable_files(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match=r"cannot read .*no such file"):
        load_record(tmp_path / "missing.json")
    with pytest.raises(RecordError, match=r"cannot read .*it is a folder"):
        load_record(tmp_path)
    binary = tmp_path / "binary.json"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(RecordError, match=r"cannot read .*not a text file"):
        load_record(binary)


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="needs file permissions")
def test_a_file_without_read_permission(tmp_path: Path) -> None:
    locked = tmp_path / "locked.json"
    locked.write_text("{}", encoding="utf-8")
    locked.chmod(0)
    with pytest.raises(RecordError, match="permission denied"):
        load_record(locked)


# Errors while replaying ---------------------------------------------------------------------


def _replay_error(actions: list[str]) -> str:
    data = _handmade()
    data["actions"] = actions
    with pytest.raises(RecordError) as error:
        replay_states(parse_record(json.dumps(data)))
    return str(error.value)


def test_an_action_that_does_not_follow_suit_is_named_by_index() -> None:
    # Ann leads Se8; Bob holds Se1, Se3, Se4 and Se6, so he must follow Seers (R3).
    assert _replay_error(["Se8", "Gn1"]) == (
        "action 1 (Gn1): must follow Seers: you hold Se1, Se3, Se4, Se6"
    )


def test_a_card_the_player_does_not_hold() -> None:
    assert _replay_error(["Tr5"]) == "action 0 (Tr5): Ann does not hold Tr5"


def test_a_card_instead_of_the_seer_choice() -> None:
    assert _replay_error(["Se8", "Se1", "Gi1"]) == (
        "action 2 (Gi1): Ann won with a Seer and must choose seer:prize or seer:top first"
    )


def test_a_seer_choice_when_none_is_due() -> None:
    assert _replay_error(["Se8", "Se1", "seer:top", "seer:top"]) == (
        "action 3 (seer:top): there is no Seer choice to make now"
    )


def test_an_action_after_the_end() -> None:
    actions = [*_handmade()["actions"], "Gn1"]
    assert _replay_error(actions) == "action 54 (Gn1): the game is already over"


def test_a_record_built_by_hand_is_checked_too() -> None:
    record = new_record(("Ann", "Bob"), shuffled_deal(2))
    broken = record.model_copy(update={"actions": ["seer:prize"]})
    with pytest.raises(RecordError, match=r"^action 0 \(seer:prize\)"):
        replay_states(broken)
