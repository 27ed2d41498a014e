"""``claim2 replay``: the JSON summary, the narration, and one-line errors for bad input.

tests/data/handmade_game.json is a game designed by hand (Ann is seat 0 and
leads first, Bob is seat 1). The expectations below were worked out from the
rules, card by card, not by asking the engine:

Phase 1 (prize = draw pile card 2k-2 for trick k, the loser draws the next one)
  1  Ann Se8, Bob Se1 (must follow Seers): Ann wins with a Seer (R8), peeks at
     Tr9 and takes it (seer:top); Bob gets the prize Tr0.
  2  Ann Gi1, Bob (no Giants) Dr4: Ann wins (R4), Bob leads next (R5, second Dragon).
  3  Bob Dr8, Ann Dr0: Bob wins, but Ann answered with a Dragon and leads (R5).
  4  Ann Se7, Bob Se6: Ann wins with a Seer and keeps the prize Tr8 (seer:prize).
  5-13 Ann leads Gi3 Gi5 Gi7 Gi9 Dr1 Dr5 Dr6 Gn1 Gn3, Bob cannot follow and
     discards Gnomes and Seers: Ann wins them all and leads phase 2.
Phase 2 (Ann holds Gn5 Gn1 Gi7 Gi3 Dr2 Dr9 Tr1 Tr2 Tr7 Tr8 Tr9 Se5 Se9)
  1  Ann Gn5, Bob Gn7: Bob wins; both Gnomes lie in front of Bob (R11).
  2  Bob Gi5, Ann Gi7: Ann wins; Gi5 smashes Gn5, Gi7 smashes Gn7 (R12).
  3  Ann Tr8, Bob Tr3: Ann takes Tr8, Tr3 is set aside (R13).
  4  Ann Se5, Bob Se2: Ann wins and takes the set-aside Tr3 (R13).
  5  Ann Dr2, Bob Dr7: Bob wins and leads.
  6  Bob Gn9, Ann Gn1: Gn9 and Gn1 lie in front of Bob.
  7  Bob Gi1, Ann Gi3: Ann wins; Gi1 smashes Gn1; no Gn3 to smash.
  8  Ann Tr1, Bob Tr6: Bob takes Tr6, Tr1 is set aside.
  9  Bob Tr0, Ann Tr2: Ann takes Tr2 from Tr0 Tr1 Tr2; Tr0 and Tr1 stay aside.
  10 Ann Se9, Bob Se0: Ann takes Tr1.  11 Ann Dr9, Bob Dr3: Ann takes Tr0; Bob
     answered with a Dragon, so Bob leads (R5).
  12 Bob Tr4, Ann Tr9: Ann takes Tr9, Tr4 aside.
  13 Ann Tr7, Bob Tr5: the last trick: Ann takes every troll left, Tr7 Tr5 Tr4.
  Bob's Gn9 joins his score pile (R11).
Score (R15): Gnomes Bob 1-0; Giants Ann 4-0; Dragons 2-2, 9 beats 7: Ann;
Trolls Ann 9-1; Seers Ann 4-0. Ann wins 4 votes to 1 (R16).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from claim2.cli import main
from claim2.engine import Faction, GameState, outcome
from claim2.engine.cards import sorted_codes
from claim2.records.record import GameRecord, save_record

HANDMADE = Path(__file__).parent / "data" / "handmade_game.json"
JSON_KEYS = {
    "finished",
    "tricks",
    "score_piles",
    "gnomes_in_front",
    "trolls_aside",
    "smashed",
    "votes",
    "winner",
}
RandomGame = Callable[[int], tuple[GameRecord, GameState]]  # the random_game fixture

# (leader, cards, winner, next leader) of every trick of the hand-made game, worked out by hand.
PHASE_ONE = [
    (0, ["Se8", "Se1"], 0, 0),
    (0, ["Gi1", "Dr4"], 0, 1),
    (1, ["Dr8", "Dr0"], 1, 0),
    (0, ["Se7", "Se6"], 0, 0),
    (0, ["Gi3", "Gn1"], 0, 0),
    (0, ["Gi5", "Gn3"], 0, 0),
    (0, ["Gi7", "Gn3"], 0, 0),
    (0, ["Gi9", "Gn5"], 0, 0),
    (0, ["Dr1", "Gn5"], 0, 0),
    (0, ["Dr5", "Gn7"], 0, 0),
    (0, ["Dr6", "Gn7"], 0, 0),
    (0, ["Gn1", "Se3"], 0, 0),
    (0, ["Gn3", "Se4"], 0, 0),
]
PHASE_TWO = [
    (0, ["Gn5", "Gn7"], 1, 1),
    (1, ["Gi5", "Gi7"], 0, 0),
    (0, ["Tr8", "Tr3"], 0, 0),
    (0, ["Se5", "Se2"], 0, 0),
    (0, ["Dr2", "Dr7"], 1, 1),
    (1, ["Gn9", "Gn1"], 1, 1),
    (1, ["Gi1", "Gi3"], 0, 0),
    (0, ["Tr1", "Tr6"], 1, 1),
    (1, ["Tr0", "Tr2"], 0, 0),
    (0, ["Se9", "Se0"], 0, 0),
    (0, ["Dr9", "Dr3"], 0, 1),
    (1, ["Tr4", "Tr9"], 0, 0),
    (0, ["Tr7", "Tr5"], 0, 0),
]
ANN_SCORES = [
    *("Gi1", "Gi3", "Gi5", "Gi7", "Dr3", "Dr9"),
    *("Tr0", "Tr1", "Tr2", "Tr3", "Tr4", "Tr5", "Tr7", "Tr8", "Tr9"),
    *("Se0", "Se2", "Se5", "Se9"),
]


@pytest.fixture(autouse=True)
def _isolated(data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The test's own data folder (tests/conftest.py), 100 columns."""
    monkeypatch.setenv("COLUMNS", "100")


def _replay(capsys: pytest.CaptureFixture[str], *arguments: str) -> tuple[int, str, str]:
    code = main(["--lang", "en", "replay", *arguments])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def _json_of(capsys: pytest.CaptureFixture[str], path: Path, *options: str) -> dict[str, Any]:
    code, out, err = _replay(capsys, "--json", *options, str(path))
    assert code == 0
    assert err == "" or (options == ("--reveal",) and err.startswith("claim2: warning: "))
    assert len(out.strip().splitlines()) == 1
    result: dict[str, Any] = json.loads(out)
    assert set(result) == JSON_KEYS
    return result


def _handmade_with(tmp_path: Path, actions: int) -> Path:
    data = json.loads(HANDMADE.read_text(encoding="utf-8"))
    data["actions"] = data["actions"][:actions]
    path = tmp_path / f"first_{actions}.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _trick(phase: int, number: int, row: tuple[int, list[str], int, int]) -> dict[str, Any]:
    leader, cards, winner, next_leader = row
    return {
        "phase": phase,
        "trick": number,
        "leader": leader,
        "cards": cards,
        "winner": winner,
        "next_leader": next_leader,
    }


# The hand-made game --------------------------------------------------------------------------


def test_handmade_game_json_matches_the_hand_worked_game(
    capsys: pytest.CaptureFixture[str],
) -> None:
    result = _json_of(capsys, HANDMADE)
    assert result["finished"] is True
    expected = [_trick(1, n, row) for n, row in enumerate(PHASE_ONE, 1)]
    expected += [_trick(2, n, row) for n, row in enumerate(PHASE_TWO, 1)]
    assert result["tricks"] == expected
    assert result["score_piles"] == [ANN_SCORES, ["Gn9", "Dr2", "Dr7", "Tr6"]]
    assert result["gnomes_in_front"] == [[], []]
    assert result["trolls_aside"] == []
    assert result["smashed"] == ["Gn1", "Gn5", "Gn7"]
    assert result["votes"] == {"gnomes": 1, "giants": 0, "dragons": 0, "trolls": 0, "seers": 0}
    assert result["winner"] == 0


def test_handmade_game_stopped_in_phase_two(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # 28 actions for phase one (26 cards and 2 Seer choices), then 8 tricks of phase two.
    path = _handmade_with(tmp_path, 28 + 16)
    result = _json_of(capsys, path, "--reveal")  # a game still being played: all of it
    assert result["finished"] is False
    assert len(result["tricks"]) == 21
    assert result["tricks"][-1] == _trick(2, 8, PHASE_TWO[7])
    assert result["score_piles"] == [
        ["Gi1", "Gi3", "Gi5", "Gi7", "Tr3", "Tr8", "Se2", "Se5"],
        ["Dr2", "Dr7", "Tr6"],
    ]
    assert result["gnomes_in_front"] == [[], ["Gn9"]]
    assert result["trolls_aside"] == ["Tr1"]
    assert result["smashed"] == ["Gn1", "Gn5", "Gn7"]
    assert result["votes"] is None
    assert result["winner"] is None
    code, out, _ = _replay(capsys, "--reveal", str(path))
    assert code == 0
    text = " ".join(out.split())
    assert "The record stops in the middle of the game: phase 2, trick 9." in text
    assert "Trolls set aside: Tr1" in text
    assert "Smashed Gnomes: Gn1, Gn5, Gn7" in text
    assert "The game is over." not in text


def test_a_trick_waiting_for_the_seer_choice_is_listed(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = _handmade_with(tmp_path, 2)
    result = _json_of(capsys, path, "--reveal")
    assert result["tricks"] == [_trick(1, 1, PHASE_ONE[0])]
    assert result["finished"] is False
    assert result["score_piles"] == [[], []]
    code, out, _ = _replay(capsys, "--reveal", str(path))
    assert code == 0
    text = " ".join(out.split())
    assert "Ann won with a Seer and peeks at the top card of the draw pile: Tr9." in text
    assert "The record stops in the middle of the game: phase 1, trick 1." in text
    assert "Ann has still to choose between the prize and the top card." in text
    code, out, err = _replay(capsys, str(path))  # without --reveal: no peek, no hands
    text = " ".join(out.split())
    assert "Tr9" not in text and "peeks" not in text and "'s hand" not in text
    assert "Ann has still to choose between the prize and the top card." in text
    assert err.startswith("claim2: note: this game is still being played")


def test_handmade_game_text_tells_the_story(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _replay(capsys, str(HANDMADE))
    assert (code, err) == (0, "")
    text = " ".join(out.split())
    for sentence in (
        "Ann leads the first trick.",
        "Phase 1 · trick 1 of 13",
        "Prize: Tr0",
        "Ann leads Se8. Bob plays Se1. Ann wins the trick.",
        "Ann chooses the top card and leaves the prize to the other player.",
        "Ann draws Tr9 face down into their follower pile.",
        "Bob takes the prize Tr0 into their follower pile.",
        "Bob leads next: they answered with a Dragon.",
        "Phase 1 · trick 3 of 13",
        "Bob wins the trick.",
        "Ann leads next: they answered with a Dragon.",
        "Ann chooses to take the prize.",
        "Ann leads again: they led a Dragon.",
        "Ann leads the first trick of phase 2: they won.",
        "Phase 2 · trick 13 of 13",
        "Gn5, Gn7 go face up in front of Bob.",
        "Ann's Giant Gi5 smashes the Gnome Gn5 in front of Bob.",
        "Ann's Giant Gi7 smashes the Gnome Gn7 in front of Bob.",
        "Ann takes the Troll Tr8 into their score pile.",
        "Trolls set aside for later tricks: Tr3.",
        "Trolls set aside for later tricks: Tr0, Tr1.",
        "Ann takes the Troll Tr4 into their score pile.",
        "The Gnomes in front of Bob join their score pile: Gn9.",
        "9 beats 7",
        "Votes: Ann 4, Bob 1.",
        "Ann wins, 4 votes to 1.",
    ):
        assert sentence in text, sentence
    assert "Traceback" not in out


def test_names_are_shown_as_written_not_as_markup(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    data = json.loads(HANDMADE.read_text(encoding="utf-8"))
    data["players"] = ["[bold]Ann[/]", "Bob"]
    path = tmp_path / "markup.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    code, out, _ = _replay(capsys, str(path))
    assert code == 0
    assert "[bold]Ann[/] wins, 4 votes to 1." in " ".join(out.split())


# A random game agrees with the engine --------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_game_json_agrees_with_the_engine(
    seed: int, random_game: RandomGame, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    record, final = random_game(seed)
    path = tmp_path / "random.json"
    save_record(record, path)
    result = _json_of(capsys, path)
    scored = outcome(final)
    assert result["finished"] is True
    assert len(result["tricks"]) == 26
    assert [(t["phase"], t["trick"]) for t in result["tricks"]] == [
        (phase, n) for phase in (1, 2) for n in range(1, 14)
    ]
    played = [code for code in record.actions if not code.startswith("seer:")]
    assert [code for t in result["tricks"] for code in t["cards"]] == played
    assert result["winner"] == scored.winner
    assert result["votes"] == {f.key: scored.vote_of(f) for f in Faction}
    assert result["score_piles"] == [sorted_codes(pile) for pile in final.score_piles]
    assert result["smashed"] == sorted_codes(final.smashed)
    # Phase one discards its 26 cards; the 26 of phase two are scored or smashed.
    assert sum(len(pile) for pile in result["score_piles"]) + len(result["smashed"]) == 26
    code, out, _ = _replay(capsys, str(path))
    assert code == 0
    assert "The game is over." in out


# Bad input: one line on stderr, exit code 2, the file untouched -------------------------------


def _write(tmp_path: Path, name: str, content: str | bytes) -> Path:
    path = tmp_path / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    return path


def _edited(change: Callable[[dict[str, Any]], object]) -> str:
    data = json.loads(HANDMADE.read_text(encoding="utf-8"))
    change(data)
    return json.dumps(data)


BAD_INPUTS: list[tuple[str, str | bytes, str]] = [
    ("not json", "this is not JSON", "not valid JSON"),
    ("binary", b"\x89PNG\r\n\x1a\n\xff\x00", "not a text file"),
    ("empty", "", "not valid JSON"),
    ("list", "[]", "not a claim2 record"),
    ("deep", "[" * 100_000, "not valid JSON"),
    ("long number", '{"version": 1' + "0" * 5000 + "}", "not valid JSON"),
    ("surrogate", _edited(lambda d: d.update(players=["An\ud800n", "Bob"])), "not valid JSON"),
    ("format", _edited(lambda d: d.update(format="other")), "not a claim2 record"),
    ("version", _edited(lambda d: d.update(version=3)), "unsupported record version 3"),
    (
        "card code",
        _edited(lambda d: d["deal"]["hands"][1].__setitem__(4, "Xx3")),
        "unknown card code 'Xx3' in deal.hands[1][4]",
    ),
    (
        "not the deck",
        _edited(lambda d: d["deal"]["draw_pile"].__setitem__(0, "Gn9")),
        "the deal is not the Claim 2 deck",
    ),
    (
        "illegal action",
        _edited(lambda d: d["actions"].__setitem__(1, "Gn1")),
        "action 1 (Gn1): must follow Seers",
    ),
    (
        "bad action",
        _edited(lambda d: d["actions"].__setitem__(7, "banana")),
        "action 7 ('banana') is not a card code",
    ),
    ("number name", _edited(lambda d: d.update(players=["Ann", 7])), "players[1]"),
]


@pytest.mark.parametrize("as_json", [False, True], ids=["text", "json"])
@pytest.mark.parametrize(
    ("content", "message"),
    [pytest.param(content, message, id=name) for name, content, message in BAD_INPUTS],
)
def test_bad_input_gives_one_line_and_exit_code_2(
    content: str | bytes,
    message: str,
    as_json: bool,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
) -> None:
    path = _write(tmp_path, "bad.json", content)
    before = (path.read_bytes(), path.stat().st_mtime_ns)
    code, out, err = _replay(capsys, *(["--json"] if as_json else []), str(path))
    assert code == 2
    assert out == ""
    assert err.endswith("\n")
    assert len(err.splitlines()) == 1
    assert err.startswith("claim2: error: ")
    assert message in err
    assert "Traceback" not in err
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before
    assert sorted(p.name for p in tmp_path.iterdir() if p.name != "data") == ["bad.json"]


def test_missing_file_and_folder(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    for target, message in ((tmp_path / "nope.json", "no such file"), (tmp_path, "folder")):
        code, out, err = _replay(capsys, str(target))
        assert (code, out) == (2, "")
        assert len(err.splitlines()) == 1
        assert message in err


def _installed_claim2() -> str:
    beside = Path(sys.executable).with_name("claim2")
    found = str(beside) if beside.exists() else shutil.which("claim2")
    if found is None:
        pytest.skip("the claim2 console script is not installed")
    return found


def test_the_installed_command(tmp_path: Path) -> None:
    command = _installed_claim2()
    environment = {**os.environ, "CLAIM2_DATA_DIR": str(tmp_path / "data")}
    bad = _write(tmp_path, "bad.json", _edited(lambda d: d["actions"].__setitem__(1, "Gn1")))
    before = bad.read_bytes()
    failed = subprocess.run(
        [command, "--lang", "en", "replay", str(bad)],
        capture_output=True,
        text=True,
        env=environment,
        check=False,
    )
    assert failed.returncode == 2
    assert failed.stdout == ""
    assert failed.stderr == (
        "claim2: error: action 1 (Gn1): must follow Seers: you hold Se1, Se3, Se4, Se6\n"
    )
    assert bad.read_bytes() == before
    done = subprocess.run(
        [command, "--lang", "en", "replay", "--json", str(HANDMADE)],
        capture_output=True,
        text=True,
        env=environment,
        check=False,
    )
    assert (done.returncode, done.stderr) == (0, "")
    assert json.loads(done.stdout)["smashed"] == ["Gn1", "Gn5", "Gn7"]
