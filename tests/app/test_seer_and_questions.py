"""The Seer choice and a question, through the app: with "confirm every card" the choice
takes a second Enter (Esc, or another choice, lowers it); the computer's own Seer choice
told as its opponent may see it, with the prize of the trick it won; F3 over the quit
question translates its keys, not its words (it was asked in English), and its button
answers it."""

from __future__ import annotations

import pytest

from claim2.engine import Action, PlayerView, SeerChoice
from claim2.game.steps import ScreenKind
from claim2.records.record import replay_states
from claim2.settings.remembered import Settings, save_settings
from claim2.sitting.seats import ComputerPlayer
from claim2.tui.screens.overlays.confirm import ConfirmScreen

from .conftest import AppAt
from .games import first_record, leading, record_until, seer_pending

COMPUTER_SEER = "Se6 Se8"  # seed 4: the computer (seat 1) wins trick 1 with Se8; prize Tr8


async def test_with_confirm_every_card_the_seer_choice_takes_a_second_enter(
    app_at: AppAt,
) -> None:
    save_settings(Settings(confirm_cards=True))
    record = first_record(lambda r: seer_pending(replay_states(r)[-1]))
    async with app_at(record) as run:
        await run.after_quiet("enter")
        assert run.kind() is ScreenKind.SEER
        assert run.shows("Choose with ↑↓ (or 1, 2) and press Enter.")
        for _ in range(3):  # a bare Enter chooses nothing, confirmed or not
            await run.after_quiet("enter")
        await run.press(*["enter"] * 10)
        assert run.kind() is ScreenKind.SEER
        assert run.table.session.record.actions == record.actions
        await run.after_quiet("2")  # with confirm, a number only points at its choice
        assert run.table.session.record.actions == record.actions
        await run.after_quiet("enter")
        assert run.shows("Take the top card? Press Enter again to confirm, Esc to choose again.")
        await run.after_quiet("escape")
        assert run.shows("Choose with ↑↓ (or 1, 2) and press Enter.")
        await run.after_quiet("up", "enter")
        assert run.shows("Take the prize? Press Enter again to confirm, Esc to choose again.")
        await run.after_quiet("down")  # another choice: nothing raised
        assert run.shows("Choose with ↑↓ (or 1, 2) and press Enter.")
        await run.after_quiet("up", "enter", "enter")
        assert run.table.session.record.actions[-1] == "seer:prize"


async def test_a_bare_enter_makes_no_seer_choice(app_at: AppAt) -> None:
    """The Seer's choice has no default (issue 46, case 4): Enter, held or pressed in the
    rhythm of the hand-offs, chooses nothing until the player moves to a choice; its words
    say "take the prize" (it was never held). With confirm every card: the test above."""
    record = first_record(lambda r: seer_pending(replay_states(r)[-1]))
    async with app_at(record) as run:
        await run.after_quiet("enter")
        assert run.kind() is ScreenKind.SEER
        assert run.shows("1  Take the prize ")
        for _ in range(3):
            await run.after_quiet("enter")
        await run.press(*["enter"] * 10)
        assert run.kind() is ScreenKind.SEER
        assert run.table.session.record.actions == record.actions
        await run.after_quiet("down", "enter")  # the first choice, moved to
        assert run.table.session.record.actions[-1] == "seer:prize"


async def test_the_computers_seer_choice_names_the_prize_of_the_trick_it_won(
    app_at: AppAt, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Told once the next trick's prize (Gn7) is turned up: once the line named that one,
    the prize of the trick to come, not the prize the trick won gave. Both choices' words
    are tests/sitting/test_computer_seat.py's; here the screen shows them."""
    choice = SeerChoice.TOP
    said = "Computer (easy) takes the top card of the draw pile; you get the prize Tr8."
    record = record_until(seer_pending, seed=4, computer="easy")
    assert " ".join(record.actions) == COMPUTER_SEER
    choose = ComputerPlayer.choose

    def chooses(self: ComputerPlayer, seen: PlayerView) -> Action:
        return choice if seen.seer_pending is not None else choose(self, seen)

    monkeypatch.setattr(ComputerPlayer, "choose", chooses)
    async with app_at(record) as run:
        await run.wait_until(lambda: run.scene.computer_move is not None, "its choice")
        assert run.table.session.record.actions[-1] == f"seer:{choice.value}"
        assert run.shows(said)
        seen = run.scene.seen  # the table already shows the next trick's prize
        assert seen is not None and seen.prize is not None and seen.prize.code == "Gn7"


async def test_f3_over_the_quit_question_translates_its_keys_not_its_words(
    app_at: AppAt,
) -> None:
    async with app_at(record_until(leading(3))) as run:
        await run.after_quiet("q")
        assert isinstance(run.top, ConfirmScreen)
        await run.press("f3")
        assert isinstance(run.top, ConfirmScreen)
        assert run.shows("The game is saved after every move")  # asked in English
        assert "j Ja" in run.text().splitlines()[-1]  # Dutch: j answers yes
        await run.pilot.click("#no")  # "Keep playing"
        assert run.on_game and run.app.is_running
