"""A game against the computer is saved after every move and resumed against the same level."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

from claim2.ai.knowledge import Memory
from claim2.engine import SeerChoice, shuffled_deal
from claim2.game.legacy_options import options_path
from claim2.game.options import GameOptions
from claim2.game.records import new_record, record_with, replay_states, save_record
from claim2.tui.app import Claim2App
from claim2.tui.computer import ComputerPlayer
from claim2.tui.hinting import Hints
from claim2.tui.screens.handoff import HandoffPane
from claim2.tui.screens.start import StartScreen
from claim2.tui.screens.turn import TurnPane
from old_saves import version_1
from tui.driver import top

from .helpers import (
    computer_done,
    flat_text,
    keys,
    record_until_seer,
    start_against_computer,
    until,
)


def saves(data_dir: Path) -> Path:
    return data_dir / "saves"


def test_quit_and_resume_against_the_same_level_with_hints(data_dir: Path) -> None:
    async def first_sitting() -> int:
        app = Claim2App(seed=8, options=GameOptions(computer="normal"), computer_pause=0)
        async with app.run_test(size=(80, 24)) as pilot:
            await start_against_computer(pilot, "Ann", hints=True, leader="me")
            for _ in range(3):  # three tricks
                await until(pilot, lambda: isinstance(top(app), TurnPane))
                await keys(pilot, "enter")
                await until(pilot, computer_done(app))
                await keys(pilot, "enter")  # the trick result
            assert app.session is not None
            return app.session.moves

    moves = asyncio.run(first_sitting())
    assert moves >= 6
    options = json.loads((saves(data_dir) / "current.json").read_text())  # in the record
    assert options["computer"] == {"seat": 1, "level": "normal"}
    assert options["hints"] is True

    async def second_sitting() -> None:
        app = Claim2App(computer_pause=0)  # plain 'claim2 play'
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: app.save_checked)
            await pilot.pause()
            assert "Unfinished game: Ann and Computer (normal)" in flat_text(app)
            await keys(pilot, "enter")  # Resume has the focus
            await until(pilot, computer_done(app))
            assert isinstance(top(app), TurnPane), "no hand-off: one person, one screen"
            assert app.session is not None and app.session.moves == moves
            player = app.session.policies[1]
            assert isinstance(player, ComputerPlayer) and player.level == "normal"
            await keys(pilot, "h")
            await until(pilot, lambda: "Hint:" in flat_text(app))
            await keys(pilot, "enter")
            await until(pilot, computer_done(app))
            assert not isinstance(top(app), HandoffPane)
            assert app.session.moves > moves

    asyncio.run(second_sitting())


def test_a_save_without_options_resumes_as_two_people(data_dir: Path) -> None:
    """Saves from before there was a computer opponent go on as before."""
    record = new_record(("Ann", "Bob"), shuffled_deal(2, 0))
    save_record(record, saves(data_dir) / "current.json")

    async def play() -> None:
        app = Claim2App()
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: app.save_checked)
            await pilot.pause()
            await keys(pilot, "enter")
            assert isinstance(top(app), HandoffPane)

    asyncio.run(play())


def test_unreadable_options_are_kept_aside_and_said(data_dir: Path) -> None:
    # an old save (version 1), its options beside it in a file that cannot be read
    record = version_1(new_record(("Ann", "Computer (strong)"), shuffled_deal(2, 0)))
    save_record(record, saves(data_dir) / "current.json")
    bad = options_path(saves(data_dir) / "current.json")
    bad.parent.mkdir(parents=True)
    bad.write_text('{"format": "claim2-game-options", "version": 1, "computer": "yes"}')

    async def play() -> str:
        app = Claim2App()
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: app.save_checked)
            await pilot.pause()
            assert isinstance(top(app), StartScreen)
            text = flat_text(app)
            await keys(pilot, "enter")
            assert isinstance(top(app), HandoffPane)  # goes on as two people
            return text

    text = asyncio.run(play())
    assert "options could not be read" in text
    assert not bad.exists()
    [kept] = bad.parent.glob("current.json.unreadable-*")
    assert "yes" in kept.read_text()  # kept, not deleted


def test_the_computer_remembers_its_seer_peek_after_a_resume() -> None:
    """The one thing a later view no longer shows is rebuilt from the seat's own views."""
    record = record_until_seer(1, ("Ann", "Computer (strong)"))
    peeked = replay_states(record)[-1].seer_peek
    record = record_with(record, SeerChoice.PRIZE)
    player = ComputerPlayer("strong")
    player.remember(record, 1)
    memory = player.policy.memory  # type: ignore[attr-defined]
    assert isinstance(memory, Memory)
    assert [card for _, card in memory.peeked_to_opponent] == [peeked]
    other_seat = ComputerPlayer("strong")
    other_seat.remember(record, 0)
    assert other_seat.policy.memory.peeked_to_opponent == []  # type: ignore[attr-defined]


def test_each_hinter_remembers_only_its_own_seer_peek_after_a_resume() -> None:
    record = record_until_seer(0, ("Ann", "Bob"))
    peeked = replay_states(record)[-1].seer_peek
    record = record_with(record, SeerChoice.PRIZE)
    hints = Hints((0, 1))
    hints.remember(record)
    mine, theirs = (hints._hinters[seat].policy.memory.peeked_to_opponent for seat in (0, 1))
    assert [card for _, card in mine] == [peeked]
    assert theirs == []
