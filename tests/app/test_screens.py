"""The app's screens around the game: sizes (too small, and back), the language switched
mid-game (the same scene, for the same player, the cursor where it was), the start screen
(a new game by keys, the question over an unfinished game, games kept aside, the names
remembered), the history (F4). Names that look like markup, shown as written, are
test_names_on_screens.py's (every screen of a hot-seat game and around it, the app running
on); the whole hand on a turn at 120×40 and 200×50 is in the turns' snapshots at those sizes
(test_snapshots.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Button

from claim2.game.saves import shelve
from claim2.game.steps import ScreenKind
from claim2.records.record import load_record, save_record
from claim2.settings.remembered import load_settings
from claim2.text.i18n import current_language
from claim2.tui.screens.overlays.too_small import TooSmallScreen
from claim2.tui.screens.overlays.unfinished import UnfinishedScreen
from claim2.tui.screens.past_games.history import HistoryScreen
from claim2.tui.screens.start.start import StartScreen
from claim2.tui.widgets.footer import KeyFooter
from claim2.tui.widgets.hand import Hand

from .conftest import AppAt
from .driving import Run, current_save
from .games import Stop, following, last_card, leading, record_until


async def type_new_game(run: Run, first: str = "Ann", second: str = "Bob") -> None:
    """On the start screen: both names, then Start (Ctrl+S)."""
    start = run.top
    assert isinstance(start, StartScreen)
    start.query_one("#name-0").focus()
    await run.press(*first, "enter", *second, "ctrl+s")


# Sizes -------------------------------------------------------------------------------------


async def test_too_small_a_terminal_covers_the_turn_and_the_turn_comes_back(
    app_at: AppAt,
) -> None:
    async with app_at(record_until(leading(3))) as run:
        await run.after_quiet("enter")
        hand = run.app.screen.query_one(Hand)
        await run.after_quiet("right")
        pointed = hand.selected
        await run.pilot.resize_terminal(60, 20)
        await run.settle()
        assert isinstance(run.top, TooSmallScreen)
        assert run.shows("Terminal too small: 60×20.")
        assert run.shows("(Ctrl+Q quits; the game is saved.)")
        assert "Gn" not in run.text() and "Your hand" not in run.text()  # nothing shows through
        await run.after_quiet("enter")  # keys meanwhile do nothing
        await run.pilot.resize_terminal(80, 24)
        await run.settle()
        assert run.on_game and run.kind() is ScreenKind.TURN and hand.selected == pointed
        assert run.table.session.record.actions == record_until(leading(3)).actions


@pytest.mark.parametrize(
    "stop",
    [
        # slow: 1.4-2.0 s of CPU (seven layouts at four sizes); the other two are just under
        pytest.param(leading(3), marks=pytest.mark.slow),
        following(2, phase=2),
        leading(5, phase=2),
    ],
    ids=["leading in phase one", "following in phase two", "leading in phase two"],
)
async def test_a_size_come_back_to_shows_the_turn_as_it_was(app_at: AppAt, stop: Stop) -> None:
    """Textual lays a screen out from its cache at a size it has seen before, without
    asking the hand its height again: the hand must still be drawn at that width (it was
    drawn at the width before, off the middle or off the screen)."""
    async with app_at(record_until(stop)) as run:
        await run.after_quiet("enter")
        seen: dict[tuple[int, int], str] = {}
        for size in [(80, 24), (200, 50), (120, 40), (80, 24), (200, 50), (60, 20), (120, 40)]:
            await run.pilot.resize_terminal(*size)
            await run.settle()
            run.app.clear_notifications()  # "… cards again." after the too-small cover
            await run.settle()
            assert seen.setdefault(size, run.text()) == run.text(), size


async def test_too_small_at_the_start_speaks_of_no_game(app_at: AppAt) -> None:
    async with app_at(size=(70, 22)) as run:
        assert isinstance(run.top, TooSmallScreen)
        assert run.shows("(Ctrl+Q quits.)")
        assert not run.shows("the game is saved")


# Languages ---------------------------------------------------------------------------------


async def test_f3_mid_game_shows_the_same_turn_again_in_dutch_with_the_cursor_kept(
    app_at: AppAt, data_dir: Path
) -> None:
    record = record_until(leading(4))
    async with app_at(record) as run:
        await run.after_quiet("enter")
        hand = run.app.screen.query_one(Hand)
        await run.after_quiet("right", "right")
        pointed, shown = hand.selected, run.scene.shown
        saved = current_save(data_dir).read_bytes()
        await run.after_quiet("f3")
        assert current_language() == "nl"
        assert run.kind() is ScreenKind.TURN and run.scene.shown == shown
        assert run.app.screen.query_one(Hand).selected == pointed
        assert run.shows("Jouw hand, Ann")
        assert not run.shows("Your hand")
        assert current_save(data_dir).read_bytes() == saved
        assert load_settings().language == "nl"
        await run.after_quiet("enter")  # the card under the cursor, in Dutch
        assert pointed is not None and run.table.session.record.actions[-1] == pointed.code
        await run.clear_notes()
        assert run.shows("Geef de laptop aan Bob")


async def test_f3_on_a_hand_off_shows_nothing_private(app_at: AppAt) -> None:
    """And its button grows to its Dutch label (it kept the English label's width and read
    "Ik ben Bob: toon mijn")."""
    async with app_at(record_until(following(6))) as run:
        await run.after_quiet("f3")
        assert run.kind() is ScreenKind.HANDOFF and run.scene.viewer is None
        assert run.says("Taal: Nederlands")
        await run.clear_notes()
        assert run.shows("Geef de laptop aan Bob")
        assert run.shows("Ik ben Bob: toon mijn kaarten")  # the button grew to its label
        assert not run.shows("Jouw hand")
        await run.after_quiet("enter")
        assert run.scene.viewer == 1


async def test_f3_on_the_start_screen_keeps_what_was_typed_and_shows_no_empty_resume_row(
    app_at: AppAt,
) -> None:
    """With no unfinished game, F3 on the start screen keeps the name typed and shows no
    Resume row nor an empty notice box (both were shown once, the buttons pushed down)."""
    async with app_at() as run:
        assert not run.shows("Resume")
        start = run.top
        assert isinstance(start, StartScreen)
        start.query_one("#name-0").focus()
        await run.press(*"Ann")
        await run.press("f3")
        assert run.shows("Ann")
        assert run.shows("Regels")
        assert isinstance(run.top, StartScreen) and run.top.names()[0] == "Ann"
        assert not run.shows("Verder spelen")


# The start screen and the history -------------------------------------------------------------


async def test_a_new_game_by_keys_starts_with_a_hand_off_and_remembers_the_names(
    app_at: AppAt,
) -> None:
    async with app_at() as run:
        await type_new_game(run)
        await run.wait_until(lambda: run.drawn, "the game")
        await run.settle()
        assert run.kind() is ScreenKind.HANDOFF
        assert run.table.names == ("Ann", "Bob")
        assert load_settings().players[:2] == ("Ann", "Bob")


async def test_a_new_game_over_an_unfinished_one_asks_and_can_keep_it_aside(
    app_at: AppAt, data_dir: Path
) -> None:
    record = record_until(leading(5))
    async with app_at(record, resume=False) as run:
        assert run.shows("Unfinished game: Ann and Bob")
        await type_new_game(run, "Cy", "Di")
        assert isinstance(run.top, UnfinishedScreen)
        await run.press("k")
        await run.wait_until(lambda: run.drawn, "the new game")
        await run.settle()
        assert run.table.names == ("Cy", "Di")
        (kept,) = (data_dir / "saves").glob("unfinished-*.json")
        assert load_record(kept).actions == record.actions


async def test_enter_on_the_games_kept_aside_resumes_the_first(
    app_at: AppAt, data_dir: Path
) -> None:
    """The game kept aside is listed; as the list's title says: Tab to it, then Enter (no
    arrow first)."""
    record = record_until(leading(5))
    save_record(record, current_save(data_dir))
    shelve(current_save(data_dir))
    async with app_at() as run:
        assert run.shows("Kept aside (Enter resumes)")
        start = run.top
        assert isinstance(start, StartScreen)
        start.query_one("#shelved").focus()
        await run.press("enter")
        await run.wait_until(lambda: run.drawn, "the game kept aside")
        await run.settle()
        assert run.table.session.record.actions == record.actions


async def test_f4_shows_the_history_with_the_finished_game(app_at: AppAt) -> None:
    async with app_at(record_until(last_card)) as run:
        for _ in range(3):
            await run.after_quiet("enter")
        assert run.kind() is ScreenKind.END
        await run.after_quiet("s")
        assert isinstance(run.top, StartScreen)
        await run.press("f4")
        await run.wait_until(lambda: isinstance(run.top, HistoryScreen), "the history")
        await run.wait_until(lambda: run.shows("Ann"), "the games read")
        assert run.shows("Bob")
        await run.press("s")  # the statistics
        assert run.shows("Ann") and not isinstance(run.top, HistoryScreen)
        await run.press("escape", "escape")
        assert isinstance(run.top, StartScreen)


# Phase two at 80×24, and the start screen in another language (found wrong once).


async def test_at_80x24_phase_two_keeps_its_continue_on_the_screen(app_at: AppAt) -> None:
    """Phase two at 80×24 with long names, a Seer's last trick and many prizes (this deal's
    phase two was a row taller than the screen): Continue stays whole on the screen, above the
    footer, with all of phase two's box above it (Continue was cut off once), in English and
    then in Dutch."""
    names = ("Annabelle", "Bartholomew")
    record = record_until(following(13), seed=188, names=names)
    async with app_at(record, size=(80, 24)) as run:
        await run.after_quiet("enter", "enter")
        for dutch in (False, True):
            if dutch:
                await run.press("f3")
            assert run.kind() is ScreenKind.PHASE_TWO
            public = run.app.screen.query_one("#public")
            button = public.query_one("#continue", Button)
            footer = run.app.screen.query_one(KeyFooter)
            assert button.region.height > 0 and button.region.bottom <= footer.region.y
            assert run.shows("Verder" if dutch else "Continue")
            prizes = run.app.screen.query_one("#phase-two-text")
            assert prizes.region.height == prizes.outer_size.height  # the whole box is seen
        await run.after_quiet("enter")  # Continue answers
        assert run.kind() is not ScreenKind.PHASE_TWO


async def test_a_phase_two_taller_than_the_screen_scrolls_by_keys(app_at: AppAt) -> None:
    """In Dutch at 80×24, with a 32-cell name and a long one, this deal's phase two is two
    rows taller than the room above Continue: the arrows and the page keys scroll it (only
    the mouse wheel did), and Enter still continues."""
    record = record_until(following(13), seed=1, names=("漢字" * 8, "[red]Maximiliaan"))
    async with app_at(record, size=(80, 24)) as run:
        await run.after_quiet("enter", "enter")
        await run.press("f3")
        await run.settle()
        assert run.kind() is ScreenKind.PHASE_TWO
        public = run.app.screen.query_one("#public")
        assert public.max_scroll_y > 0 and public.scroll_y == 0
        await run.after_quiet("down")
        assert public.scroll_y == 1
        await run.after_quiet("pagedown")
        assert public.scroll_y == public.max_scroll_y
        prizes = run.app.screen.query_one("#phase-two-text")
        assert prizes.region.bottom <= public.region.bottom  # its last line is on the screen
        await run.after_quiet("pageup")
        assert public.scroll_y == 0
        await run.after_quiet("enter")
        assert run.kind() is not ScreenKind.PHASE_TWO
