"""Nothing lost: saving after every action, resuming, unreadable and finished saves."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from claim2.engine import SeerChoice, view
from claim2.game.records import dump_record, load_record, replay_states, save_record
from claim2.tui.app import Claim2App
from claim2.tui.screens.end import EndPane
from claim2.tui.screens.handoff import HandoffPane
from claim2.tui.screens.seer import SeerPane
from claim2.tui.screens.start import StartScreen
from claim2.tui.screens.turn import TurnPane
from claim2.tui.screens.unfinished import UnfinishedScreen

from .driver import (
    flat_text,
    kept_records,
    keys,
    play_screen,
    play_to_end,
    resume_game,
    start_new_game,
    started,
    top,
)
from .games import last_state, record_until


def current(data_dir: Path) -> Path:
    return data_dir / "saves" / "current.json"


def test_quit_mid_game_then_resume_at_a_hand_off_and_play_on(data_dir: Path) -> None:
    async def first_sitting() -> int:
        app = Claim2App(seed=7)
        async with app.run_test(size=(80, 24)) as pilot:
            await start_new_game(pilot)
            for _ in range(12):
                await play_screen(pilot)
            moves = len(load_record(current(data_dir)).actions)
            await keys(pilot, "q")
            await keys(pilot, "y")  # quit: the game is saved
        return moves

    moves = asyncio.run(first_sitting())
    assert moves > 0
    saved = load_record(current(data_dir))
    assert len(saved.actions) == moves
    state = last_state(saved)

    async def second_sitting() -> None:
        app = Claim2App()
        async with app.run_test(size=(80, 24)) as pilot:
            await started(pilot)
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

    asyncio.run(second_sitting())
    continued = load_record(current(data_dir))
    assert continued.actions[:moves] == saved.actions
    assert len(continued.actions) > moves
    replay_states(continued)  # every action legal


def test_a_game_resumed_before_its_last_card_ends_and_is_kept(data_dir: Path) -> None:
    record = record_until(
        5, lambda state: state.phase == 2 and state.trick == 13 and len(state.played) == 1
    )
    save_record(record, current(data_dir))

    async def play() -> None:
        app = Claim2App()
        async with app.run_test(size=(80, 24)) as pilot:
            await resume_game(pilot)
            await play_to_end(pilot)
            assert isinstance(top(app), EndPane)

    asyncio.run(play())
    assert not current(data_dir).exists()
    [kept] = kept_records(data_dir / "saves", "game")
    finished = load_record(kept)
    assert finished.actions[:-1] == record.actions
    assert replay_states(finished)[-1].finished


def test_resuming_a_pending_seer_choice_hands_the_laptop_to_the_seer(data_dir: Path) -> None:
    record = record_until(7, lambda state: state.seer is not None)
    save_record(record, current(data_dir))
    winner = last_state(record).to_move

    async def play() -> None:
        app = Claim2App()
        async with app.run_test(size=(80, 24)) as pilot:
            await resume_game(pilot)
            assert isinstance(top(app), HandoffPane)
            assert "won with a Seer and now chooses" in flat_text(app)
            await keys(pilot, "enter")
            assert isinstance(top(app), SeerPane)
            await keys(pilot, "1")

    asyncio.run(play())
    assert load_record(current(data_dir)).actions[-1] == SeerChoice.PRIZE.code
    assert record.players[winner] in ("Ann", "Bob")


def test_an_unreadable_save_is_kept_aside_and_a_new_game_can_start(data_dir: Path) -> None:
    broken = current(data_dir)
    broken.parent.mkdir(parents=True)
    broken.write_text("{not json", encoding="utf-8")

    async def play() -> str:
        app = Claim2App(seed=3)
        async with app.run_test(size=(80, 30)) as pilot:
            await started(pilot)
            assert isinstance(top(app), StartScreen)
            text = flat_text(app)
            assert "Resume" not in text
            await start_new_game(pilot)
            assert isinstance(top(app), HandoffPane)
            return text

    text = asyncio.run(play())
    assert "The saved game could not be read" in text
    assert "You can start a new game" in text
    [kept] = broken.parent.glob("current.json.unreadable-*")
    assert kept.read_text(encoding="utf-8") == "{not json"
    assert load_record(broken).players == ("Ann", "Bob")  # the new game's save


def test_a_finished_save_is_kept_for_replay_and_not_offered(data_dir: Path) -> None:
    record = record_until(9, lambda state: False)
    path = current(data_dir)
    save_record(record, path)

    async def look() -> str:
        app = Claim2App()
        async with app.run_test(size=(80, 24)) as pilot:
            await started(pilot)
            return flat_text(app)

    assert "Unfinished game" not in asyncio.run(look())
    assert not path.exists()
    [kept] = kept_records(path.parent, "game")
    assert kept.read_text(encoding="utf-8") == dump_record(record)


def test_a_new_game_over_an_unfinished_one_asks_and_can_keep_it_aside(data_dir: Path) -> None:
    record = record_until(9, lambda state: state.trick == 3)
    save_record(record, current(data_dir))

    async def play() -> None:
        app = Claim2App(seed=4)
        async with app.run_test(size=(80, 24)) as pilot:
            await start_new_game(pilot, ("Cy", "Di"))
            assert isinstance(top(app), UnfinishedScreen)
            assert "Ann and Bob have not finished their game" in flat_text(app)
            await keys(pilot, "enter", "enter")  # Enter alone cancels (Cancel has the focus)
            assert isinstance(top(app), StartScreen) and app.session is None
            assert load_record(current(data_dir)) == record
            await keys(pilot, "ctrl+s")
            await keys(pilot, "k")
            assert isinstance(top(app), HandoffPane)

    asyncio.run(play())
    [kept] = kept_records(data_dir / "saves", "unfinished")
    assert load_record(kept) == record
    assert load_record(current(data_dir)).players == ("Cy", "Di")


def test_the_question_over_an_unfinished_game_can_resume_it(data_dir: Path) -> None:
    record = record_until(9, lambda state: state.trick == 3)
    save_record(record, current(data_dir))

    async def play() -> None:
        app = Claim2App(seed=4)
        async with app.run_test(size=(80, 24)) as pilot:
            await start_new_game(pilot, ("Cy", "Di"))
            await keys(pilot, "r")
            assert isinstance(top(app), HandoffPane)
            assert app.session is not None and app.session.record == record

    asyncio.run(play())
    assert not kept_records(data_dir / "saves", "unfinished")


def test_games_kept_aside_are_listed_and_resumed(data_dir: Path) -> None:
    first = record_until(9, lambda state: state.trick == 3)
    second = record_until(4, lambda state: state.trick == 6)
    save_record(first, current(data_dir))

    async def keep_first_aside() -> None:
        app = Claim2App(seed=4)
        async with app.run_test(size=(80, 24)) as pilot:
            await start_new_game(pilot, ("Cy", "Di"))
            await keys(pilot, "k")
            assert isinstance(top(app), HandoffPane)

    async def resume_first() -> str:
        app = Claim2App()
        async with app.run_test(size=(80, 24)) as pilot:
            await started(pilot)
            text = flat_text(app)
            top(app).query_one("#shelved").focus()
            await pilot.pause()
            await keys(pilot, "enter")
            assert isinstance(top(app), HandoffPane)
            assert app.session is not None and app.session.record == first
            return text

    asyncio.run(keep_first_aside())
    save_record(second, current(data_dir))  # Cy and Di's game went on meanwhile
    text = asyncio.run(resume_first())
    assert "Kept aside" in text and "Ann and Bob · Phase 1 · trick 3" in text
    assert load_record(current(data_dir)) == first
    [kept] = kept_records(data_dir / "saves", "unfinished")  # the other one, now aside
    assert load_record(kept) == second


def test_the_start_screen_after_a_game_has_the_same_names(data_dir: Path) -> None:
    record = record_until(
        5, lambda state: state.phase == 2 and state.trick == 13 and len(state.played) == 1
    )
    save_record(record, current(data_dir))

    async def play() -> None:
        app = Claim2App(seed=8)
        async with app.run_test(size=(80, 24)) as pilot:
            await resume_game(pilot)
            await play_to_end(pilot)
            await keys(pilot, "s")
            assert isinstance(top(app), StartScreen) and app.session is None
            assert top(app).names() == ("Ann", "Bob")
            await keys(pilot, "enter")  # Start has the focus
            assert isinstance(top(app), HandoffPane)

    asyncio.run(play())
    assert load_record(current(data_dir)).actions == []
    assert len(kept_records(data_dir / "saves", "game")) == 1


def test_a_save_that_cannot_be_kept_aside_is_never_written_over(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    record = record_until(9, lambda state: state.trick == 3)
    save_record(record, current(data_dir))

    def cannot_rename(path: Path, prefix: str) -> Path:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("claim2.game.saves.keep_as", cannot_rename)

    async def play() -> None:
        app = Claim2App(seed=4)
        async with app.run_test(size=(80, 24)) as pilot:
            await start_new_game(pilot, ("Cy", "Di"))
            await keys(pilot, "k")
            assert isinstance(top(app), StartScreen)
            assert app.session is None

    asyncio.run(play())
    assert load_record(current(data_dir)) == record
