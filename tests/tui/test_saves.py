"""Nothing lost: saving after every action, resuming, unreadable and finished saves."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.pilot import Pilot

from claim2.engine import SeerChoice, view
from claim2.game.records import dump_record, load_record, replay_states, save_record
from claim2.tui.app import Claim2App
from claim2.tui.screens.handoff import HandoffPane
from claim2.tui.screens.seer import SeerPane
from claim2.tui.screens.start import StartScreen
from claim2.tui.screens.turn import TurnPane
from claim2.tui.screens.unfinished import UnfinishedScreen

from .driver import (
    finish_saved_game,
    flat_text,
    kept_records,
    keys,
    pilot_test,
    play_screen,
    resume_game,
    sitting,
    start_new_game,
    top,
)
from .games import at_the_last_card, current_save, last_state, record_until, save_game


async def new_game_over_the_saved_one(pilot: Pilot[None]) -> None:
    """Cy and Di start a new game while Ann and Bob's is unfinished (a question comes)."""
    await start_new_game(pilot, ("Cy", "Di"))


@pilot_test
async def test_quit_mid_game_then_resume_at_a_hand_off_and_play_on(data_dir: Path) -> None:
    async with sitting(Claim2App(seed=7), opening=start_new_game) as (_app, pilot):
        for _ in range(12):
            await play_screen(pilot)
        moves = len(load_record(current_save(data_dir)).actions)
        await keys(pilot, "q")
        await keys(pilot, "y")  # quit: the game is saved
    assert moves > 0
    saved = load_record(current_save(data_dir))
    assert len(saved.actions) == moves
    state = last_state(saved)

    async with sitting() as (app, pilot):
        start = top(app)
        assert isinstance(start, StartScreen)
        assert "Unfinished game: Ann and Bob" in flat_text(app)
        await resume_game(pilot)
        handoff = top(app)
        assert isinstance(handoff, HandoffPane)
        assert handoff.player == saved.players[state.to_move]
        await keys(pilot, "enter")
        screen = top(app)
        assert isinstance(screen, TurnPane | SeerPane)
        assert screen.seen == view(state, state.to_move)
        for _ in range(6):
            await play_screen(pilot)
    continued = load_record(current_save(data_dir))
    assert continued.actions[:moves] == saved.actions
    assert len(continued.actions) > moves
    replay_states(continued)  # every action legal


@pilot_test
async def test_a_game_resumed_before_its_last_card_ends_and_is_kept(data_dir: Path) -> None:
    record = save_game(data_dir, 5, at_the_last_card)
    async with sitting(opening=finish_saved_game):
        pass  # the last card played: the end pane is up
    assert not current_save(data_dir).exists()
    [kept] = kept_records(data_dir / "saves", "game")
    finished = load_record(kept)
    assert finished.actions[:-1] == record.actions
    assert replay_states(finished)[-1].finished


@pilot_test
async def test_resuming_a_pending_seer_choice_hands_the_laptop_to_the_seer(data_dir: Path) -> None:
    record = save_game(data_dir, 7, lambda state: state.seer is not None)
    winner = last_state(record).to_move
    async with sitting(opening=resume_game) as (app, pilot):
        assert isinstance(top(app), HandoffPane)
        assert "won with a Seer and now chooses" in flat_text(app)
        await keys(pilot, "enter")
        assert isinstance(top(app), SeerPane)
        await keys(pilot, "1")
    assert load_record(current_save(data_dir)).actions[-1] == SeerChoice.PRIZE.code
    assert record.players[winner] in ("Ann", "Bob")


@pilot_test
async def test_an_unreadable_save_is_kept_aside_and_a_new_game_can_start(data_dir: Path) -> None:
    broken = current_save(data_dir)
    broken.parent.mkdir(parents=True)
    broken.write_text("{not json", encoding="utf-8")
    async with sitting(Claim2App(seed=3), size=(80, 30)) as (app, pilot):
        assert isinstance(top(app), StartScreen)
        text = flat_text(app)
        assert "Resume" not in text
        await start_new_game(pilot)
        assert isinstance(top(app), HandoffPane)
    assert "The saved game could not be read" in text
    assert "You can start a new game" in text
    [kept] = broken.parent.glob("current.json.unreadable-*")
    assert kept.read_text(encoding="utf-8") == "{not json"
    assert load_record(broken).players == ("Ann", "Bob")  # the new game's save


@pilot_test
async def test_a_finished_save_is_kept_for_replay_and_not_offered(data_dir: Path) -> None:
    record = save_game(data_dir, 9, lambda state: False)
    async with sitting() as (app, _pilot):
        assert "Unfinished game" not in flat_text(app)
    assert not current_save(data_dir).exists()
    [kept] = kept_records(data_dir / "saves", "game")
    assert kept.read_text(encoding="utf-8") == dump_record(record)


@pilot_test
async def test_a_new_game_over_an_unfinished_one_asks_and_can_keep_it_aside(data_dir: Path) -> None:
    record = save_game(data_dir, 9, lambda state: state.trick == 3)
    async with sitting(Claim2App(seed=4), opening=new_game_over_the_saved_one) as (app, pilot):
        assert isinstance(top(app), UnfinishedScreen)
        assert "Ann and Bob have not finished their game" in flat_text(app)
        await keys(pilot, "enter", "enter")  # Enter alone cancels (Cancel has the focus)
        assert isinstance(top(app), StartScreen) and app.session is None
        assert load_record(current_save(data_dir)) == record
        await keys(pilot, "ctrl+s")
        await keys(pilot, "k")
        assert isinstance(top(app), HandoffPane)
    [kept] = kept_records(data_dir / "saves", "unfinished")
    assert load_record(kept) == record
    assert load_record(current_save(data_dir)).players == ("Cy", "Di")


@pilot_test
async def test_the_question_over_an_unfinished_game_can_resume_it(data_dir: Path) -> None:
    record = save_game(data_dir, 9, lambda state: state.trick == 3)
    async with sitting(Claim2App(seed=4), opening=new_game_over_the_saved_one) as (app, pilot):
        await keys(pilot, "r")
        assert isinstance(top(app), HandoffPane)
        assert app.session is not None and app.session.record == record
    assert not kept_records(data_dir / "saves", "unfinished")


@pilot_test
async def test_games_kept_aside_are_listed_and_resumed(data_dir: Path) -> None:
    first = save_game(data_dir, 9, lambda state: state.trick == 3)
    second = record_until(4, lambda state: state.trick == 6)
    async with sitting(Claim2App(seed=4), opening=new_game_over_the_saved_one) as (app, pilot):
        await keys(pilot, "k")  # keep the first game aside
        assert isinstance(top(app), HandoffPane)
    save_record(second, current_save(data_dir))  # Cy and Di's game went on meanwhile
    async with sitting() as (app, pilot):
        text = flat_text(app)
        top(app).query_one("#shelved").focus()
        await pilot.pause()
        await keys(pilot, "enter")
        assert isinstance(top(app), HandoffPane)
        assert app.session is not None and app.session.record == first
    assert "Kept aside" in text and "Ann and Bob · Phase 1 · trick 3" in text
    assert load_record(current_save(data_dir)) == first
    [kept] = kept_records(data_dir / "saves", "unfinished")  # the other one, now aside
    assert load_record(kept) == second


@pilot_test
async def test_the_start_screen_after_a_game_has_the_same_names(data_dir: Path) -> None:
    save_game(data_dir, 5, at_the_last_card)
    async with sitting(Claim2App(seed=8), opening=finish_saved_game) as (app, pilot):
        await keys(pilot, "s")
        assert isinstance(top(app), StartScreen) and app.session is None
        assert top(app).names() == ("Ann", "Bob")
        await keys(pilot, "enter")  # Start has the focus
        assert isinstance(top(app), HandoffPane)
    assert load_record(current_save(data_dir)).actions == []
    assert len(kept_records(data_dir / "saves", "game")) == 1


@pilot_test
async def test_a_save_that_cannot_be_kept_aside_is_never_written_over(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    record = save_game(data_dir, 9, lambda state: state.trick == 3)

    def cannot_rename(path: Path, prefix: str) -> Path:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("claim2.game.saves.keep_as", cannot_rename)
    async with sitting(Claim2App(seed=4), opening=new_game_over_the_saved_one) as (app, pilot):
        await keys(pilot, "k")
        assert isinstance(top(app), StartScreen)
        assert app.session is None
    assert load_record(current_save(data_dir)) == record
