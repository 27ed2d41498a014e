"""The shell's commands and the player's settings through the app: "confirm every card"
switched both ways in the palette, the language chosen in the palette, the theme
remembered for the next start, settings that cannot be written (said, and the app goes
on), and F3 over a question that is simply composed again in the other language."""

from __future__ import annotations

import errno
from pathlib import Path
from typing import Any

import pytest
from textual.app import App
from textual.command import CommandPalette

import claim2.settings.remembered
from claim2.game.steps import ScreenKind
from claim2.records.record import load_record
from claim2.settings.remembered import load_settings
from claim2.text.i18n import current_language
from claim2.tui.screens.overlays.unfinished import UnfinishedScreen
from claim2.tui.screens.start.start import StartScreen

from .conftest import AppAt
from .driving import Run, current_save
from .games import leading, record_until


async def run_command(run: Run, typed: str, title: str) -> None:
    """Ctrl+P, type ``typed``, and run the command ``title`` (the first found)."""
    app: App[Any] = run.app
    await run.press("ctrl+p")
    await run.wait_until(lambda: CommandPalette.is_open(app), "the palette")
    await run.press(*typed)
    await run.wait_until(lambda: run.shows(title), f"the command {title!r}")
    await run.press("enter")
    await run.wait_until(lambda: not CommandPalette.is_open(app), "the palette closed")


def settings_cannot_be_written(monkeypatch: pytest.MonkeyPatch) -> None:
    def full(path: Path, text: str) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(claim2.settings.remembered, "write_atomically", full)


async def test_confirm_every_card_is_switched_both_ways_in_the_palette(app_at: AppAt) -> None:
    async with app_at() as run:
        await run_command(run, "confirm", "Confirm every card: off")
        await run.wait_until(lambda: run.says("Every card now takes a second Enter to play."))
        assert run.app.look.confirm and load_settings().confirm_cards
        await run.clear_notes()
        await run_command(run, "confirm", "Confirm every card: on")
        await run.wait_until(lambda: run.says("A card is now played with one key."))
        assert not run.app.look.confirm and not load_settings().confirm_cards


async def test_the_language_is_chosen_in_the_palette_and_remembered(app_at: AppAt) -> None:
    async with app_at() as run:
        await run_command(run, "dutch", "Language: Dutch")
        assert current_language() == "nl" and load_settings().language == "nl"
        await run.wait_until(lambda: run.says("Taal: Nederlands"), "the note")
        assert run.shows("Regels") and isinstance(run.top, StartScreen)


async def test_the_theme_chosen_is_remembered_for_the_next_start(app_at: AppAt) -> None:
    async with app_at() as run:
        assert run.app.theme != "nord"
        run.app.theme = "nord"  # what the palette's theme list does
        await run.settle()
        assert load_settings().theme == "nord"
    async with app_at() as run:
        assert run.app.theme == "nord"


async def test_settings_that_cannot_be_written_are_said_and_the_app_goes_on(
    app_at: AppAt, monkeypatch: pytest.MonkeyPatch
) -> None:
    async with app_at(record_until(leading(3))) as run:
        await run.after_quiet("enter")
        assert run.kind() is ScreenKind.TURN and run.shows("Not seen yet")
        settings_cannot_be_written(monkeypatch)
        await run.after_quiet("m")
        assert not run.shows("Not seen yet")  # hidden all the same, for this game
        assert run.says("The memory aids setting could not be remembered for next time.")
        await run.clear_notes()
        await run.after_quiet("m")
        assert run.shows("Not seen yet")  # shown again, as they are now
        await run.clear_notes()
        run.app.theme = "nord"
        await run.settle()
        assert run.says("Could not remember the theme.") and run.app.theme == "nord"
        await run.clear_notes()
        run.app.toggle_confirm_cards()  # the palette's command
        await run.settle()
        assert run.says("Every card now takes a second Enter to play.")
        assert run.says("It could not be remembered for next time.") and run.app.look.confirm
        await run.clear_notes()
        await run.after_quiet("f3")
        assert current_language() == "nl"
        assert run.says("Taal: Nederlands. Dit kon niet onthouden worden")
        assert run.kind() is ScreenKind.TURN and run.shows("Jouw hand, Ann")
    assert load_settings().language is None


async def test_f3_over_the_unfinished_question_asks_it_again_and_r_resumes(
    app_at: AppAt, data_dir: Path
) -> None:
    record = record_until(leading(5))
    async with app_at(record, resume=False) as run:
        start = run.top
        assert isinstance(start, StartScreen)
        start.query_one("#name-0").focus()
        await run.press(*"Cy", "enter", *"Di", "ctrl+s")
        assert isinstance(run.top, UnfinishedScreen)
        await run.press("f3")
        assert isinstance(run.top, UnfinishedScreen) and run.app.focused is not None
        assert not run.shows("Keep it aside")
        await run.press("r")  # resume the unfinished game, the new one is not started
        await run.wait_until(lambda: run.on_game, "the game")
        assert run.table.names == ("Ann", "Bob")
        assert run.table.session.record.actions == record.actions
    assert load_record(current_save(data_dir)).players == ("Ann", "Bob")
