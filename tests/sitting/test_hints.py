"""Hints at the table: asked on a player's own turn only, worked out from that player's own
view (between two people a hint never draws on the other's cards), remembered across a
resume, started afresh after a take-back."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from claim2.ai.hints import Hint
from claim2.ai.knowledge import Memory
from claim2.engine import Action, PlayerView, SeerChoice, view
from claim2.game.steps import ScreenKind
from claim2.records.record import record_with, replay_states, save_record, upgraded
from claim2.settings.options import GameOptions
from claim2.sitting.hints import Hints
from claim2.sitting.scene import Shown
from claim2.sitting.sitting import Sitting
from game.games import record_until, record_until_seer

from .tables import Sittings, answer, first_card, is_turn, play_until, table_of

WITH_HINTS = GameOptions(hints=True)


class FakeHinter:
    """A stand-in for ``claim2.ai.hints.Hinter`` (the strong level takes up to a second):
    it suggests the first legal action and keeps every view it is given."""

    def __init__(self) -> None:
        self.suggested: list[PlayerView] = []
        self.played_on: list[tuple[PlayerView, Action]] = []

    def suggest(self, seen: PlayerView) -> Hint:
        self.suggested.append(seen)
        return Hint(seen.legal_actions[0], "The first card will do.")

    def played(self, seen: PlayerView, action: Action) -> None:
        self.played_on.append((seen, action))


@pytest.fixture
def fake_hinters(monkeypatch: pytest.MonkeyPatch) -> list[FakeHinter]:
    """Every hinter made from now on is a ``FakeHinter``; the list of those made."""
    made: list[FakeHinter] = []

    def make() -> FakeHinter:
        made.append(FakeHinter())
        return made[-1]

    monkeypatch.setattr("claim2.sitting.hints.Hinter", make)
    return made


def resumed_late(sittings: Sittings, data_dir: Path) -> Sitting:
    """A game between two people with hints, saved late in phase two and resumed (hints
    are worked out in a moment there: the strong level solves it exactly)."""
    record = record_until(5, lambda state: state.phase == 2 and state.trick == 11)
    save_record(upgraded(record, hints=True), data_dir / "saves" / "current.json")
    sitting = sittings()
    sitting.look_for_save()
    assert sitting.resume()
    return sitting


def test_without_hints_nothing_is_worked_out(sittings: Sittings) -> None:
    table = table_of(sittings.started())
    turn = play_until(table, is_turn(0))
    assert not turn.hints and table.hints is None
    assert table.hint_request(turn.shown) is None


def test_a_hint_is_asked_on_the_player_s_own_turn_only(
    sittings: Sittings, fake_hinters: list[FakeHinter]
) -> None:
    table = table_of(sittings.started(WITH_HINTS))
    handoff = table.scene
    assert handoff.hints and table.hint_request(handoff.shown) is None
    answer(table)
    turn = table.scene
    work_out = table.hint_request(turn.shown)
    assert work_out is not None and turn.seen is not None
    hint = work_out()
    assert hint.action in turn.seen.legal_actions
    answer(table)
    assert table.hint_request(turn.shown) is None  # that turn is gone
    public = play_until(table, lambda scene: scene.kind is ScreenKind.TRICK_RESULT)
    assert table.hint_request(public.shown) is None


def test_between_two_people_each_hint_comes_from_its_player_s_own_view(
    sittings: Sittings, fake_hinters: list[FakeHinter]
) -> None:
    table = table_of(sittings.started(WITH_HINTS, seed=3))
    hints = table.hints
    assert hints is not None and hints.seats == (0, 1)
    hinters = dict(zip(hints.seats, fake_hinters, strict=True))
    asked = 0
    while table.scene.kind is not ScreenKind.END:
        scene = table.scene
        if scene.acts:
            work_out = table.hint_request(scene.shown)
            assert work_out is not None and scene.seen is not None
            work_out()
            asked += 1
        answer(table)
    assert asked > 50
    for seat, hinter in hinters.items():
        assert hinter.suggested and all(seen.seat == seat for seen in hinter.suggested)
        assert all(seen.seat == seat for seen, _action in hinter.played_on)
        # what a hinter remembers: its own player's Seer choices
        assert all(seen.seer_peek is not None for seen, _action in hinter.played_on)
    assert any(hinter.played_on for hinter in hinters.values())


def test_against_the_computer_only_the_person_gets_hints(
    sittings: Sittings, fake_hinters: list[FakeHinter]
) -> None:
    options = GameOptions(computer="easy", hints=True)
    table = table_of(sittings.started(options, first_leader=1))
    assert table.hints is not None and table.hints.seats == (0,)
    computer = table.scene
    assert computer.kind is ScreenKind.COMPUTER and computer.hints
    assert table.hint_request(computer.shown) is None
    turn = play_until(table, is_turn(0))
    assert table.hint_request(turn.shown) is not None


def test_the_same_view_gets_the_same_hint_worked_out_once(
    fake_hinters: list[FakeHinter],
) -> None:
    record = record_until(2, lambda state: state.trick == 3)
    state = replay_states(record)[-1]
    hints = Hints((0, 1))
    seen = view(state, state.to_move)
    first = hints.suggest(seen)
    assert hints.suggest(seen) is first
    assert len(fake_hinters[state.to_move].suggested) == 1


def test_a_real_hint_late_in_the_game_is_a_legal_move_with_a_reason(
    sittings: Sittings, data_dir: Path
) -> None:
    sitting = resumed_late(sittings, data_dir)
    table = table_of(sitting)
    assert table.hints is not None
    turn = play_until(table, lambda scene: scene.acts, first_card)
    work_out = table.hint_request(turn.shown)
    assert work_out is not None and turn.seen is not None
    hint = work_out()
    assert hint.action in turn.seen.legal_actions and hint.reason


def test_each_hinter_remembers_only_its_own_seer_peek_after_a_resume() -> None:
    record = record_until_seer(0)
    peeked = replay_states(record)[-1].seer_peek
    record = record_with(record, SeerChoice.PRIZE)
    hints = Hints((0, 1))
    hints.remember(record)
    memories = [getattr(hints._hinters[seat].policy, "memory", None) for seat in (0, 1)]
    mine, theirs = memories
    assert isinstance(mine, Memory) and isinstance(theirs, Memory)
    assert [card for _, card in mine.peeked_to_opponent] == [peeked]
    assert theirs.peeked_to_opponent == []


def test_a_resumed_game_with_hints_remembers_each_player_s_own_decisions(
    sittings: Sittings, data_dir: Path, fake_hinters: list[FakeHinter]
) -> None:
    record = upgraded(record_until_seer(0), hints=True)
    record = record_with(record, SeerChoice.PRIZE)
    save_record(record, data_dir / "saves" / "current.json")
    sitting = sittings()
    sitting.look_for_save()
    assert sitting.resume()
    assert table_of(sitting).hints is not None
    remembered = {seat: fake_hinters[seat].played_on for seat in (0, 1)}
    assert [(seen.seat, action) for seen, action in remembered[0]] == [(0, SeerChoice.PRIZE)]
    assert remembered[1] == []


def test_after_a_take_back_the_hints_start_afresh(
    sittings: Sittings, fake_hinters: list[FakeHinter]
) -> None:
    table = table_of(sittings.started(WITH_HINTS))
    answer(table)
    answer(table)  # the lead
    before = list(fake_hinters)
    table.take_back(table.scene.shown)
    assert len(fake_hinters) == len(before) + 2  # two new hinters
    assert table.hints is not None and table.hints.seats == (0, 1)


def test_each_hinter_is_told_the_seer_choice_its_player_made(
    sittings: Sittings, data_dir: Path, fake_hinters: list[FakeHinter]
) -> None:
    record = upgraded(record_until_seer(0), hints=True)
    save_record(record, data_dir / "saves" / "current.json")
    sitting = sittings()
    sitting.look_for_save()
    assert sitting.resume()
    table = table_of(sitting)
    choice = play_until(table, lambda scene: scene.kind is ScreenKind.SEER)
    assert choice.seen is not None and choice.seen.seer_peek is not None
    assert table.play(SeerChoice.PRIZE, choice.shown) is None
    assert fake_hinters[0].played_on == [(choice.seen, SeerChoice.PRIZE)]
    assert fake_hinters[1].played_on == []


def test_a_hint_is_asked_only_with_the_turn_s_own_stamp(
    sittings: Sittings, fake_hinters: list[FakeHinter]
) -> None:
    table = table_of(sittings.started(WITH_HINTS))
    answer(table)
    turn = table.scene
    assert turn.acts and table.hint_request(turn.shown) is not None
    shown = turn.shown
    assert isinstance(shown, Shown)
    for stale in (
        replace(shown, move=shown.move + 1),
        replace(shown, taken_back=1),
        replace(shown, table=shown.table + 1),
    ):
        assert table.hint_request(stale) is None
    assert fake_hinters[0].suggested == []


def test_the_computer_s_move_on_the_screen_says_whether_there_are_hints(
    sittings: Sittings, data_dir: Path, fake_hinters: list[FakeHinter]
) -> None:
    for hints in (False, True):
        options = GameOptions(computer="easy", hints=hints)
        sitting = sittings.started(options, first_leader=1, save_path=data_dir / f"{hints}.json")
        table = table_of(sitting)
        thinking = table.thinking()
        assert thinking is not None
        assert table.computer_moved(thinking.run(), thinking.shown)
        shown = table.scene
        assert shown.computer_move is not None
        assert shown.hints is hints
        assert shown.names == table.names == ("Ann", "Computer (easy)")
        assert shown.log == table.session.log() and shown.log
        assert shown.public == table.session.public()
        sitting.close()
