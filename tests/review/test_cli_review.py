"""``claim2 replay --analyse`` on the command line: the summary first, the marks, and the
JSON keys (docs/formats.md), for a finished game and for one still being played."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from claim2.cli import main
from claim2.records.record import GameRecord, load_record, save_record
from claim2.review.game import review_record
from claim2.review.model import GameReview

HANDMADE = Path(__file__).parent.parent / "data" / "handmade_game.json"
KEYS = {"before", "after", "better"}


@pytest.fixture(autouse=True)
def _isolated(data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The test's own data folder (tests/conftest.py), 200 columns; a record's review worked
    out once a process (the text and the JSON of the hand-made game: about 3 s each)."""
    monkeypatch.setenv("COLUMNS", "200")
    monkeypatch.setattr("claim2.present.review_run.review_record", _remembered)


_KNOWN: dict[tuple[object, ...], GameReview] = {}


def _remembered(record: GameRecord, **given: Any) -> GameReview:
    """``review_record``, remembered by the record's actions and ``reveal`` (a review is the
    same every time: its searches are seeded)."""
    key = (record.deal.model_dump_json(), tuple(record.actions), given.get("reveal"))
    if key not in _KNOWN:
        _KNOWN[key] = review_record(record, **given)
    return _KNOWN[key]


def _run(capsys: pytest.CaptureFixture[str], *arguments: str) -> tuple[int, str, str]:
    code = main(["--lang", "en", "replay", "--analyse", *arguments])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_json_gives_each_phase_two_trick_its_exact_values(
    capsys: pytest.CaptureFixture[str], quick_estimates: None
) -> None:
    """The keys and how they agree (the estimates from fewer deals: their values are
    test_review.py's and test_grading.py's)."""
    code, out, _ = _run(capsys, "--json", str(HANDMADE))
    assert code == 0
    data: dict[str, Any] = json.loads(out)
    phase_two = [trick for trick in data["tricks"] if trick["phase"] == 2]
    assert len(phase_two) == 13
    previous = None
    for trick in phase_two:
        analysis = trick["analysis"]
        assert set(analysis) == {"lead", "reply"}
        for move in analysis.values():
            assert set(move) in ({"before", "after", "better"}, {*KEYS, "loss", "grade"})
            assert move["before"] in (-1, 0, 1) and move["after"] in (-1, 0, 1)
            assert (move["better"] is None) == (move["before"] == move["after"])
            if "grade" in move:  # not a forced move: graded by what it cost
                assert move["grade"] == ("best" if move["loss"] == 0 else "blunder")
        assert analysis["lead"]["after"] == analysis["reply"]["before"]
        if previous is not None:
            assert previous["reply"]["after"] == analysis["lead"]["before"]
        previous = analysis
    assert data["winner"] == 0  # Ann wins the hand-made game
    assert previous is not None and previous["reply"]["after"] == 1
    review = data["review"]
    assert review["whole"] is True and review["result"] == 1
    assert review["reviewed_actions"] == len(load_record(HANDMADE).actions)
    phase_one = [trick for trick in data["tricks"] if trick["phase"] == 1]
    assert all("analysis" not in trick for trick in phase_one)
    rated = [entry for trick in phase_one for entry in trick.get("estimate", {}).values()]
    assert rated
    for entry in rated:
        assert set(entry) == {
            "played", "score", "best", "best_score", "loss", "grade", "confirmed",
            "clearly_worse",
        }  # fmt: skip
        assert entry["grade"] in ("best", "good", "inaccuracy", "mistake", "blunder")
        assert (
            entry["loss"]
            == (
                0
                if entry["played"] == entry["best"]
                else max(0, round(entry["best_score"] - entry["score"], 3))
            )
            or abs(entry["loss"] - (entry["best_score"] - entry["score"])) <= 0.002
        )  # rounding
        assert entry["clearly_worse"] == (entry["grade"] in ("mistake", "blunder"))
        assert entry["confirmed"] or not entry["clearly_worse"]
    accuracy = review["accuracy"]
    assert len(accuracy) == 2 and all(0 <= value <= 100 for value in accuracy)
    chart = review["chart"]
    assert [(point["phase"], point["trick"]) for point in chart] == [
        (phase, trick) for phase in (1, 2) for trick in range(1, 14)
    ]
    assert all(point["exact"] for point in chart if point["phase"] == 2)
    assert chart[-1]["chance"] == 1.0  # Ann won
    for point, trick in zip(chart[13:], phase_two, strict=True):
        assert point["chance"] == (trick["analysis"]["reply"]["after"] + 1) / 2


def test_text_begins_with_the_summary(
    capsys: pytest.CaptureFixture[str], quick_estimates: None
) -> None:
    """The summary's lines in their order (the estimates from fewer deals, as above)."""
    code, out, err = _run(capsys, str(HANDMADE))
    assert code == 0 and err == ""  # no progress line when stderr is not a terminal
    lines = out.splitlines()
    assert lines[0].startswith("Bob lost")  # the player who lost first
    assert any(line.startswith(("Ann lost", "Ann's largest loss")) for line in lines[:4])
    assert any(line.startswith("Accuracy: Ann") for line in lines[:6])
    assert any(line.startswith("The game was decided before phase two") for line in lines)
    assert any(line.startswith("Phase one: the strong level's estimates") for line in lines)
    assert "Bob's chance of winning after each trick" in out  # the loser's, as the summary
    assert "With best play from both sides from here, Ann wins." in out
    assert "Ann wins, 4 votes to 1." in out


def test_a_game_being_played_shows_only_what_both_have_seen(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    record = load_record(HANDMADE)
    playing = record.model_copy(update={"actions": record.actions[:35]})  # a lead in phase two
    path = tmp_path / "current.json"
    save_record(playing, path)
    code, out, err = _run(capsys, "--json", str(path))
    assert code == 0 and "still being played" in err
    data = json.loads(out)
    assert data["review"]["whole"] is False
    assert data["review"]["reviewed_actions"] == 34
    assert all("estimate" not in trick for trick in data["tricks"])
    assert [trick["trick"] for trick in data["tricks"] if "analysis" in trick] == [1, 2, 3]
    code, out, err = _run(capsys, str(path))
    assert out.splitlines()[0].startswith("This game is still being played")
    assert "Draw pile" not in out  # the shared replay: no hidden cards
