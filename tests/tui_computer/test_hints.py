"""Hints: with hints on, h shows the strong level's move and why, on the player's own screen."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from textual.widgets import OptionList

from claim2.ai.hints import Hint, Hinter
from claim2.engine import PlayerView, SeerChoice, shuffled_deal, view
from claim2.game.legacy_options import with_options
from claim2.game.options import GameOptions
from claim2.game.records import GameRecord, new_record, save_record
from claim2.tui.app import Claim2App
from claim2.tui.screens.handoff import HandoffPane
from claim2.tui.screens.seer import SeerPane
from claim2.tui.screens.turn import TurnPane
from claim2.tui.widgets.hand import Hand
from claim2.tui.widgets.hint import HintLine
from tui.driver import pilot_test, sitting, top
from tui.games import current_save

from .helpers import (
    computer_done,
    flat_text,
    keys,
    record_until_seer,
    screen_text,
    start_against_computer,
    true_state,
    until,
)


def footer_keys(app: Claim2App) -> set[str]:
    return {active.binding.action for active in app.screen.active_bindings.values()}


def test_the_hint_key_shows_a_legal_move_and_why(monkeypatch: pytest.MonkeyPatch) -> None:
    app = Claim2App(seed=6, options=GameOptions(computer="easy"), computer_pause=0)
    hints: list[Hint] = []
    real_suggest = Hinter.suggest

    def suggest(self: Hinter, seen: PlayerView) -> Hint:
        hints.append(real_suggest(self, seen))
        return hints[-1]

    monkeypatch.setattr(Hinter, "suggest", suggest)

    async def play() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await start_against_computer(pilot, "Ann", hints=True, leader="me")
            screen = top(app)
            assert isinstance(screen, TurnPane)
            assert "hint" in footer_keys(app)
            await keys(pilot, "h")
            await until(pilot, lambda: "Hint:" in flat_text(app))
            [hint] = hints
            assert hint.action in screen.seen.legal_actions
            assert hint.reason and hint.reason in flat_text(app)
            hand = screen.query_one(Hand)
            assert hand.selected == hint.action and not hand.armed  # pointed at, not played
            await keys(pilot, "enter")  # play it
            await until(pilot, computer_done(app))
            assert "Hint:" not in flat_text(app)  # the trick result is public
            assert true_state(app).discards[0] == hint.action

    asyncio.run(play())


def test_with_hints_off_the_key_only_says_so() -> None:
    app = Claim2App(seed=6, options=GameOptions(computer="easy"), computer_pause=0)

    async def play() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await start_against_computer(pilot, "Ann", hints=False, leader="me")
            screen = top(app)
            assert isinstance(screen, TurnPane)
            assert "hint" not in footer_keys(app)
            before = screen.query_one(Hand).selected
            await keys(pilot, "h")
            assert not screen.query_one(HintLine).display
            assert "Hint:" not in flat_text(app)
            assert any("Hints are off" in note.message for note in app._notifications)
            assert screen.query_one(Hand).selected == before

    asyncio.run(play())


def saved_with_hints(data_dir: Path, record: GameRecord) -> Claim2App:
    """``record`` saved as a game against the easy computer with hints on; the app to
    resume it."""
    save_record(
        with_options(record, GameOptions(computer="easy", hints=True)), current_save(data_dir)
    )
    return Claim2App(computer_pause=0)


@pilot_test
async def test_a_hint_for_the_seer_choice(data_dir: Path) -> None:
    record = record_until_seer(0, ("Ann", "Computer (easy)"))
    async with sitting(saved_with_hints(data_dir, record)) as (app, pilot):
        await keys(pilot, "enter")  # Resume: straight to Ann's Seer choice
        screen = top(app)
        assert isinstance(screen, SeerPane)
        await keys(pilot, "h")
        await until(pilot, lambda: "Hint:" in flat_text(app))
        options = screen.query_one(OptionList)
        index = options.highlighted
        assert index is not None
        chosen = SeerChoice(options.get_option_at_index(index).id)
        assert f"Hint: {'Take the top card' if chosen is SeerChoice.TOP else 'Keep the prize'}" in (
            flat_text(app)
        )


def test_in_a_two_player_game_each_hint_comes_from_its_players_own_view(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = Claim2App(seed=2)
    asked: list[int] = []
    real_suggest = Hinter.suggest

    def suggest(self: Hinter, seen: PlayerView) -> Hint:
        assert seen == view(true_state(app), seen.seat)
        asked.append(seen.seat)
        return real_suggest(self, seen)

    monkeypatch.setattr(Hinter, "suggest", suggest)

    async def play() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: app.save_checked)
            await pilot.pause()
            top(app).query_one("#hints").focus()
            await pilot.press("space")
            top(app).query_one("#name-0").focus()
            await pilot.press(*"Ann", "enter", *"Bob", "enter", "right", "ctrl+s")
            await pilot.pause()
            for expected in (0, 1):
                assert isinstance(top(app), HandoffPane)
                assert "hint" not in footer_keys(app)  # no hints on a public screen
                await keys(pilot, "enter")
                screen = top(app)
                assert isinstance(screen, TurnPane) and screen.seen.seat == expected
                await keys(pilot, "h")
                await until(pilot, lambda: "Hint:" in flat_text(app))
                await keys(pilot, "enter")
            assert asked == [0, 1]

    asyncio.run(play())


@pilot_test
async def test_the_hint_key_is_in_the_footer_even_in_dutch(data_dir: Path) -> None:
    from claim2.game.i18n import set_language

    set_language("nl")  # the fixture sets English back afterwards
    record = new_record(("Ann", "Computer (easy)"), shuffled_deal(4, 0))
    async with sitting(saved_with_hints(data_dir, record)) as (app, pilot):
        await keys(pilot, "enter")
        assert isinstance(top(app), TurnPane)
        await pilot.pause()
        footer = screen_text(app).splitlines()[-1]
    assert "h Tip" in footer
