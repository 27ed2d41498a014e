"""Two people play whole games through the keyboard, as they would at one laptop."""

from __future__ import annotations

import asyncio
from pathlib import Path

from textual.screen import Screen

from claim2.engine import Card, PlayerView, SeerChoice, outcome
from claim2.game.records import load_record, replay_states
from claim2.tui.app import Claim2App
from claim2.tui.screens.end import EndPane
from claim2.tui.screens.handoff import HandoffPane
from claim2.tui.screens.seer import SeerPane
from claim2.tui.screens.turn import TurnPane
from claim2.tui.starting import first_leader_at_random

from .driver import (
    flat_text,
    kept_records,
    only_revealed_cards,
    play_to_end,
    results_shown,
    start_new_game,
    top,
)


def last_card(seen: PlayerView) -> Card:
    cards = [action for action in seen.legal_actions if isinstance(action, Card)]
    return cards[-1]


def keep_prize(seen: PlayerView) -> SeerChoice:
    return SeerChoice.PRIZE


def finished_save(data_dir: Path) -> Path:
    saves = data_dir / "saves"
    assert not (saves / "current.json").exists(), "a finished game is not offered to resume"
    [kept] = kept_records(saves, "game")
    return kept


def test_a_whole_game_with_a_seer_choice_taking_the_top_card(data_dir: Path) -> None:
    """Also R17: every public screen on the way shows only cards turned face up."""
    app = Claim2App(seed=7)

    async def play() -> tuple[list[Screen[None]], str]:
        async with app.run_test(size=(80, 24)) as pilot:
            await start_new_game(pilot, ("Ann", "Bob"), leader="first")
            screens = await play_to_end(pilot, inspect=only_revealed_cards)
            return screens, flat_text(app)

    screens, text = asyncio.run(play())
    assert any(isinstance(screen, SeerPane) for screen in screens)
    assert results_shown(screens) == 26  # every trick's result, once
    record = load_record(finished_save(data_dir))
    assert record.players == ("Ann", "Bob") and record.first_leader == 0
    assert "seer:top" in record.actions
    states = replay_states(record)
    assert states[-1].finished
    result = outcome(states[-1])
    assert result.winner is not None
    winner = record.players[result.winner]
    loser = record.players[1 - result.winner]
    assert f"{winner} wins, {result.votes[result.winner]} votes to" in text
    assert loser in text


def test_a_whole_game_led_at_random_keeping_the_prize(data_dir: Path) -> None:
    """Another deal, the first leader drawn from the seed, other cards and choices."""
    app = Claim2App(seed=2024)
    leader = first_leader_at_random(2024)

    async def play() -> list[Screen[None]]:
        async with app.run_test(size=(80, 24)) as pilot:
            await start_new_game(pilot, ("Zoë", "Max"), leader="random")
            first = top(pilot.app)
            assert isinstance(first, HandoffPane)
            assert first.player == ("Zoë", "Max")[leader]
            screens = await play_to_end(pilot, pick=last_card, seer=keep_prize)
            assert isinstance(top(app), EndPane)
            return screens

    screens = asyncio.run(play())
    turns = [screen for screen in screens if isinstance(screen, TurnPane)]
    assert len(turns) == 52
    record = load_record(finished_save(data_dir))
    assert record.first_leader == leader
    assert replay_states(record)[-1].finished
    seer_choices = [action for action in record.actions if action.startswith("seer:")]
    assert seer_choices and set(seer_choices) == {"seer:prize"}
