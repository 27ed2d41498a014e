"""Switching the language inside the app: at once on the screen, remembered for the next start,
and mid-game without touching the game or showing the other player anything."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Input

from claim2.cli import choose_language, main
from claim2.engine import SeerChoice
from claim2.game.i18n import LANGUAGES, current_language, set_language
from claim2.game.records import save_record
from claim2.game.settings import load_settings
from claim2.tui.app import Claim2App
from claim2.tui.language import LANGUAGE_NAMES
from claim2.tui.screens.confirm import ConfirmScreen
from claim2.tui.screens.elsewhere import ElsewhereScreen
from claim2.tui.screens.handoff import HandoffPane
from claim2.tui.screens.rules import RulesScreen
from claim2.tui.screens.seer import SeerPane
from claim2.tui.screens.start import StartScreen
from claim2.tui.screens.turn import TurnPane
from claim2.tui.walkthrough.lesson import LessonScreen
from claim2.tui.walkthrough.lesson_list import LessonListScreen
from claim2.tui.widgets.hand import Hand
from lock_holder import lock_held_elsewhere
from tui.driver import flat_text, only_revealed_cards, pilot_test, sitting, started, top
from tui.games import record_until
from tui_computer.helpers import computer_leads_and_thinks, spied_app, until

from .english import english_on
from .switching import (
    drawn,
    footer_text,
    from_palette,
    header_text,
    press,
    start_screen_in_dutch,
    switch_on,
)

SAVE = Path("saves") / "current.json"


@pilot_test
async def test_f3_on_the_start_screen_switches_at_once_and_keeps_what_was_typed(
    data_dir: Path,
) -> None:
    async with sitting(Claim2App(seed=7)) as (app, pilot):
        assert "F3 Nederlands" in footer_text(app)
        await pilot.press(*"Ann", "enter", *"Bob", "enter", "left")  # leader: the second
        await press(pilot, "f3")
        screen = top(app)
        assert isinstance(screen, StartScreen)
        assert current_language() == "nl"
        start_screen_in_dutch(app)
        assert "F3 English" in footer_text(app)
        assert "Nieuw spel" in flat_text(app)
        assert "Beginnen" in flat_text(app)
        assert "New game" not in flat_text(app)
        assert screen.query_one("#name-0", Input).value == "Ann"
        assert screen.query_one("#name-1", Input).value == "Bob"
        assert "Bob begint de eerste slag." in flat_text(app)
        assert load_settings().language == "nl"

        await press(pilot, "f3")
        assert current_language() == "en"
        assert "Two players, one laptop" in header_text(app)
        assert "F3 Nederlands" in footer_text(app)
        assert "Bob leads the first trick." in flat_text(app)
        assert load_settings().language == "en"


@pilot_test
async def test_the_command_palette_offers_the_other_language_in_both(data_dir: Path) -> None:
    async with sitting(Claim2App(seed=7)) as (app, pilot):
        titles = [command.title for command in app.get_system_commands(top(app))]
        assert "Taal: Nederlands" in titles  # as a Dutch speaker would look for it
        assert "Language: English" not in titles  # already English

        await from_palette(pilot, "taal")
        assert current_language() == "nl"
        assert isinstance(top(app), StartScreen)
        assert "F1 Regels" in footer_text(app)
        assert "^p menu" in footer_text(app)  # Ctrl+P, the palette

        titles = [command.title for command in app.get_system_commands(top(app))]
        assert "Language: English" in titles
        await from_palette(pilot, "engels")  # found in Dutch too: "Taal: Engels"
        assert current_language() == "en"
        assert "F1 Rules" in footer_text(app)


def test_every_language_has_a_name_to_switch_to() -> None:
    assert set(LANGUAGE_NAMES) == set(LANGUAGES)


@pilot_test
async def test_textual_s_own_palette_commands_are_translated(data_dir: Path) -> None:
    """Theme, quit, keys...: none is left in English (a new Textual that renames one of them
    shows up here). No screenshot: it would write a private hand to disk."""
    async with sitting(Claim2App(seed=7)) as (app, pilot):
        english = list(app.get_system_commands(top(app)))
        await press(pilot, "f3")
        dutch = list(app.get_system_commands(top(app)))
        assert len(dutch) == len(english)
        pairs = list(zip(english, dutch, strict=True))
        for before, after in pairs:
            assert after.title != before.title
            assert after.help != before.help
        assert {"Thema", "Stop", "Toetsen"} <= {c.title for c in dutch}
        assert "Schermafdruk" not in {c.title for c in dutch}


@pilot_test
async def test_the_choice_is_remembered_for_the_next_start(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    async with sitting(Claim2App(seed=7)) as (_app, pilot):
        await press(pilot, "f3")
    set_language("en")  # as a new claim2 starts: nothing chosen yet
    assert choose_language([]) == "nl"
    with pytest.raises(SystemExit):
        main(["--help"])
    assert "gebruik:" in capsys.readouterr().out

    set_language(choose_language([]))
    async with sitting(Claim2App(seed=7)) as (app, _pilot):
        start_screen_in_dutch(app)


@pilot_test
async def test_a_failed_remembering_still_switches_and_says_so(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def cannot_write(*args: object) -> None:
        raise PermissionError("read-only")

    monkeypatch.setattr("claim2.game.settings.save_settings", cannot_write)
    async with sitting(Claim2App(seed=7)) as (app, pilot):
        await press(pilot, "f3")
        assert current_language() == "nl"
        assert "F1 Regels" in footer_text(app)
        notes = [note.message for note in app._notifications]
        assert any("kon niet onthouden worden" in note for note in notes), notes


def resumed_at(data_dir: Path, trick: int, played: int) -> Claim2App:
    """An app whose saved game (seed 7, Ann and Bob) waits in ``trick`` after ``played`` cards."""
    record = record_until(7, lambda state: state.trick == trick and len(state.played) == played)
    save_record(record, data_dir / SAVE)
    return Claim2App()


async def resume_to_turn(pilot: Pilot[None]) -> None:
    """Resume the saved game and take the hand-off: the player's own screen."""
    await started(pilot)
    await press(pilot, "enter")
    await press(pilot, "enter")


@pilot_test
async def test_mid_game_the_turn_is_shown_again_for_the_same_player_and_the_game_goes_on(
    data_dir: Path,
) -> None:
    async with sitting(resumed_at(data_dir, trick=4, played=0)) as (app, pilot):
        await resume_to_turn(pilot)
        await press(pilot, "right", "right")
        before = top(app)
        assert isinstance(before, TurnPane)
        pointed = before.query_one(Hand).selected
        assert pointed is not None and pointed != before.query_one(Hand).cards[0]
        saved = (data_dir / SAVE).read_text()
        assert app.session is not None
        moves = app.session.moves

        await from_palette(pilot, "taal")
        after = top(app)
        assert isinstance(after, TurnPane)
        assert after.seen == before.seen  # the same player's view, nothing else
        assert after.query_one(Hand).selected == pointed
        assert f"{after.names[after.seen.seat]} is aan de beurt" in header_text(app)
        assert "Jouw hand" in flat_text(app)
        assert "F1 Regels" in footer_text(app)
        assert "Your hand" not in flat_text(app)
        assert (data_dir / SAVE).read_text() == saved
        assert app.session.moves == moves

        await press(pilot, "enter")  # play the card under the cursor (one key)
        assert app.session.moves == moves + 1
        assert isinstance(top(app), HandoffPane)
        assert "Geef de laptop aan" in flat_text(app)


@pilot_test
async def test_on_a_hand_off_nothing_private_shows_after_the_switch(data_dir: Path) -> None:
    async with sitting(resumed_at(data_dir, trick=6, played=1)) as (app, pilot):
        await press(pilot, "enter")
        before, after = await switch_on(pilot, HandoffPane)
        assert after.player == before.player
        assert f"Geef de laptop aan {after.player}" in flat_text(app)
        assert "Overdracht" in header_text(app)
        only_revealed_cards(app)
        await press(pilot, "enter")
        assert isinstance(top(app), TurnPane)
        assert top(app).names[top(app).seen.seat] == after.player


@pilot_test
async def test_the_seer_choice_is_shown_again_with_the_same_choice_pointed_at(
    data_dir: Path,
) -> None:
    save_record(record_until(7, lambda state: state.seer is not None), data_dir / SAVE)
    async with sitting() as (app, pilot):
        await resume_to_turn(pilot)
        await press(pilot, "down")  # points at the top card (a number key would choose)
        before, after = await switch_on(pilot, SeerPane)
        assert after.seen == before.seen
        assert "Jouw keuze" in flat_text(app)
        await press(pilot, "enter")  # the option pointed at: the top card
        assert app.session is not None
        assert app.session.record.actions[-1] == f"seer:{SeerChoice.TOP.value}"


@pilot_test
async def test_the_rules_open_over_a_turn_stay_at_their_page(data_dir: Path) -> None:
    async with sitting(resumed_at(data_dir, trick=4, played=0)) as (app, pilot):
        await resume_to_turn(pilot)
        turn = top(app)
        assert isinstance(turn, TurnPane)
        await press(pilot, "f1", "right", "right")
        rules = top(app)
        assert isinstance(rules, RulesScreen)
        page = rules.page
        await press(pilot, "f3")
        await pilot.pause()
        shown = top(app)
        assert isinstance(shown, RulesScreen)
        assert shown.page == page
        assert "Spelregels van Claim 2" in flat_text(app)
        assert f"pagina {page + 1} van" in flat_text(app)
        await press(pilot, "escape")
        assert isinstance(top(app), TurnPane)
        assert top(app).seen == turn.seen
        assert "Jouw hand" in flat_text(app)
        assert "F1 Regels" in footer_text(app)


@pilot_test
async def test_a_question_open_keeps_its_answer_and_the_game_below_follows(data_dir: Path) -> None:
    async with sitting(resumed_at(data_dir, trick=4, played=0)) as (app, pilot):
        await resume_to_turn(pilot)
        await press(pilot, "q")
        question = top(app)
        assert isinstance(question, ConfirmScreen)
        await press(pilot, "f3")
        assert top(app) is question  # its answer still goes where it was asked
        assert "Ja" in footer_text(app) and "Nee" in footer_text(app)
        await press(pilot, "n")
        assert isinstance(top(app), TurnPane)
        assert "Jouw hand" in flat_text(app)
        assert "F1 Regels" in footer_text(app)
        assert app.is_running


@pilot_test
async def test_the_list_of_lessons_and_the_start_screen_under_it_switch(data_dir: Path) -> None:
    async with sitting(Claim2App(seed=7)) as (app, pilot):
        await press(pilot, "f2")
        assert isinstance(top(app), LessonListScreen)
        await press(pilot, "f3")
        assert isinstance(top(app), LessonListScreen)
        assert "Leer spelen" in header_text(app)
        assert "Les" in flat_text(app)
        await press(pilot, "escape")
        await pilot.pause()
        assert isinstance(top(app), StartScreen)
        start_screen_in_dutch(app)


@pilot_test
async def test_while_the_computer_thinks_the_switch_waits_for_its_move(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The computer's screen shows its move in Dutch, it moves once, and the game goes on."""
    app, spy = spied_app(monkeypatch, "easy", seed=5, computer_pause=2.0)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await computer_leads_and_thinks(pilot, spy)
        await press(pilot, "f3")
        assert current_language() == "nl"
        assert top(app) is screen and screen.action is None  # still thinking
        await until(pilot, lambda: "F1 Regels" in footer_text(app))
        assert "is aan de beurt" in header_text(app)
        assert "denkt na" in flat_text(app)
        spy.hold.set()
        await until(pilot, lambda: "uit." in flat_text(app) or top(app) is not screen)
        assert top(app) is screen, "the move was not shown long enough to read"
        await until(pilot, lambda: "F1 Regels" in footer_text(app))
        assert "is aan de beurt" in header_text(app)
        await until(pilot, lambda: isinstance(top(app), TurnPane))
        await until(pilot, lambda: "F1 Regels" in footer_text(app))
        assert app.session is not None and app.session.moves == 1
        assert len(spy.seen) == 1
        await until(pilot, lambda: "Jouw hand" in flat_text(app))


@pilot_test
async def test_in_a_lesson_the_step_is_shown_again_and_the_lesson_goes_on(data_dir: Path) -> None:
    async with sitting(Claim2App(seed=7)) as (app, pilot):
        for key in ("f2", "enter", "enter"):  # the list, lesson 1, its first step
            await press(pilot, key)
        lesson = top(app)
        assert isinstance(lesson, LessonScreen)
        await press(pilot, "f3")
        assert top(app) is lesson  # the lesson's progress is kept
        await drawn(pilot)
        text = flat_text(app)
        assert "Jouw hand" in text and "Tegenstander speelde Tr2 uit" in text
        assert not english_on(text), english_on(text)
        await press(pilot, "enter")
        await press(pilot, "enter")  # play Tr1, as the step asks
        assert "Wat er gebeurde" in flat_text(app)


@pilot_test
async def test_the_offer_to_resume_is_switched_too_and_still_resumes(data_dir: Path) -> None:
    async with sitting(resumed_at(data_dir, trick=4, played=0)) as (app, pilot):
        assert "Unfinished game: Ann and Bob" in flat_text(app)
        await press(pilot, "f3")
        assert "Onafgemaakt spel: Ann en Bob" in flat_text(app)
        assert "Verder spelen" in flat_text(app)
        await press(pilot, "enter")  # Resume has the focus
        assert isinstance(top(app), HandoffPane)
        assert "Geef de laptop aan" in flat_text(app)


@pilot_test
async def test_the_second_window_s_keys_switch_too(data_dir: Path) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    with lock_held_elsewhere(data_dir):
        async with sitting(Claim2App(seed=2)) as (app, pilot):
            assert isinstance(top(app), ElsewhereScreen)
            await drawn(pilot)
            assert "F2 Learn to play" in footer_text(app)
            await press(pilot, "f3")
            assert isinstance(top(app), ElsewhereScreen)
            assert "F2 Leer spelen" in footer_text(app) and "q Stop" in footer_text(app)
            assert "F1 Regels" in footer_text(app)
