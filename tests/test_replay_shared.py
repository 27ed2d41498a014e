"""``claim2 replay`` of a game still being played shows only what both players have seen.

Issue 25, case 1: it printed both opening hands, the cards still in each hand, the
follower piles and the draw pile, with no warning. Now ``claim2.game.shared`` says what
both players have seen, the replay shows that alone (a note says so), and ``--reveal``
shows the whole record with a warning.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from claim2.cli import main
from claim2.engine import GameState, legal_actions, shuffled_deal, start, step
from claim2.engine.events import CardPlayed, PrizeRevealed
from claim2.game.shared import seen_by_both, shared_game
from claim2.records.record import GameRecord, new_record, record_with, replay_states, save_record

CODE = re.compile(r"\b(?:Gn|Gi|Dr|Tr|Se)\d\b")


def partial_game(seed: int, actions: int) -> tuple[GameRecord, list[GameState]]:
    """The first ``actions`` random legal actions of a game dealt from ``seed``."""
    deal = shuffled_deal(seed, first_leader=seed % 2)
    record = new_record(("Ann", "Bob"), deal)
    state = start(deal)
    choose = random.Random(seed).choice
    for _ in range(actions):
        if state.finished:
            break
        action = choose(legal_actions(state))
        state = step(state, action)
        record = record_with(record, action)
    return record, replay_states(record)


def public_codes(states: list[GameState], upto: int) -> set[str]:
    """Every card both players saw face up in the first ``upto`` actions."""
    seen: set[str] = set()
    for state in states[: upto + 1]:
        for event in state.events:
            if isinstance(event, CardPlayed | PrizeRevealed):
                seen.add(event.card.code)
    return seen


def _replay(path: Path, capsys: pytest.CaptureFixture[str], *options: str) -> tuple[int, str, str]:
    code = main(["--lang", "en", "replay", *options, str(path)])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


pytestmark = pytest.mark.usefixtures("english")  # tests/conftest.py


def test_a_card_just_led_is_not_seen_by_both_yet() -> None:
    record, states = partial_game(3, 1)  # the first card led, not answered
    assert seen_by_both(record, states) == 0
    record, states = partial_game(3, 2)  # answered: both have seen the trick
    assert seen_by_both(record, states) == 2
    finished, states = partial_game(3, 200)
    assert states[-1].finished and seen_by_both(finished, states) == len(finished.actions)


def test_the_shared_part_holds_public_views_only() -> None:
    record, states = partial_game(8, 20)
    shared = shared_game(record, states)
    assert len(shared.views) == len(shared.events) == shared.actions + 1
    assert not hasattr(shared.last, "hand") and not hasattr(shared.last, "my_draws")
    assert shared.last.hand_sizes == tuple(len(hand) for hand in states[shared.actions].hands)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), actions=st.integers(0, 51))
def test_the_replay_of_a_game_being_played_shows_no_hidden_card(
    seed: int, actions: int, tmp_path_factory: pytest.TempPathFactory
) -> None:
    record, states = partial_game(seed, actions)
    if states[-1].finished:
        return
    path = tmp_path_factory.mktemp("replay") / "current.json"
    save_record(record, path)
    shown = seen_by_both(record, states)
    allowed = public_codes(states, shown)
    for options in ((), ("--json",)):
        with pytest.MonkeyPatch.context() as patch:
            patch.setenv("COLUMNS", "200")
            code, out, err = _run(path, *options)
        assert code == 0
        assert "still being played" in err and "--reveal" in err
        assert set(CODE.findall(out)) <= allowed, options
        assert "'s hand" not in out and "Draw pile" not in out and '"draw_pile"' not in out


def _run(path: Path, *options: str) -> tuple[int, str, str]:
    import contextlib
    import io

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["--lang", "en", "replay", *options, str(path)])
    return code, out.getvalue(), err.getvalue()


def test_reveal_shows_everything_with_a_warning(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "200")
    record, _states = partial_game(5, 30)
    path = tmp_path / "current.json"
    save_record(record, path)
    code, out, err = _replay(path, capsys, "--reveal")
    assert code == 0
    assert err.startswith("claim2: warning: ") and err.count("\n") == 1
    assert "Ann's hand:" in out and "Draw pile, top card first:" in out
    code, out, err = _replay(path, capsys)
    assert code == 0 and "Ann's hand:" not in out
    assert "The game is still being played (phase 2, trick" in out or "phase 1" in out
    data = json.loads(_replay(path, capsys, "--json")[1])
    assert data["finished"] is False and data["shown_actions"] <= data["recorded_actions"] == 30
    assert "hands" not in data and "draw_pile" not in data


def test_a_finished_game_is_replayed_whole_without_a_note(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record, states = partial_game(5, 200)
    assert states[-1].finished
    path = tmp_path / "game.json"
    save_record(record, path)
    code, out, err = _replay(path, capsys)
    assert (code, err) == (0, "")
    assert "Ann's hand:" in out
