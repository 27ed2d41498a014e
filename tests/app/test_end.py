"""The end of a game through the app: its keys (never Enter), play again, the next game of
a match, back to the start screen (issue case 4), and the history at once."""

from __future__ import annotations

from pathlib import Path

from claim2.game.again import standing
from claim2.game.matches import new_match
from claim2.game.saves import shelve
from claim2.game.steps import ScreenKind
from claim2.history.games import read_history
from claim2.records.record import GameRecord, load_record, save_record, upgraded
from claim2.tui.screens.overlays.confirm import ConfirmScreen
from claim2.tui.screens.start.start import StartScreen
from claim2.tui.widgets.buttons import MouseButton

from .conftest import AppAt
from .driving import Run, current_save
from .games import last_card, leading, record_until


async def to_the_end(run: Run) -> None:
    """From the resumed hand-off before the last card: the card, its trick, the end."""
    for _ in range(3):
        await run.after_quiet("enter")
    assert run.kind() is ScreenKind.END


def kept_aside(data_dir: Path) -> Path:
    """An unfinished game kept aside (listed on the start screen)."""
    save_record(record_until(leading(5), seed=11), current_save(data_dir))
    return shelve(current_save(data_dir))


async def test_s_five_times_after_a_game_with_a_game_kept_aside_never_crashes(
    app_at: AppAt, data_dir: Path
) -> None:
    """Case 4: a game kept aside, a game finished, then s pressed five times in a row: the
    start screen once, listing the game kept aside (no DuplicateIds, no crash)."""
    kept = kept_aside(data_dir)
    async with app_at(record_until(last_card)) as run:
        await to_the_end(run)
        await run.after_quiet("s")
        await run.press("s", "s", "s", "s")
        assert isinstance(run.top, StartScreen)
        assert len(run.app.query("StartScreen")) <= 1
        assert run.shows("Kept aside (Enter resumes)")
        assert kept.exists()


async def test_s_five_times_in_a_burst_from_the_end(app_at: AppAt, data_dir: Path) -> None:
    kept_aside(data_dir)
    async with app_at(record_until(last_card)) as run:
        await to_the_end(run)
        run.clock.advance(1.0)
        await run.press("s", "s", "s", "s", "s")
        assert isinstance(run.top, StartScreen)
        assert [type(screen) for screen in run.app.screen_stack].count(StartScreen) == 1


async def test_q_on_the_end_quits_at_once_with_no_word_of_resuming(app_at: AppAt) -> None:
    """A finished game has nothing to resume (it is saved, in the history): q quits at once,
    and the terminal says nothing of resuming."""
    async with app_at(record_until(last_card)) as run:
        await to_the_end(run)
        await run.after_quiet("q")
        assert not isinstance(run.top, ConfirmScreen)
        assert run.app.return_code == 0 and run.app.farewell is None


async def test_enter_held_on_the_end_does_nothing_and_n_plays_again(app_at: AppAt) -> None:
    """The game is in the history while the end is on the screen; the end stays through
    Enter (held or pressed once too often); n plays the next game at once with the same
    players, the loser leading, from a hand-off."""
    record = record_until(last_card)
    async with app_at(record) as run:
        await to_the_end(run)
        (game,) = read_history(run.data_dir).games
        assert game.finished and game.players == record.players
        assert run.shows("Play again")
        await run.after_quiet("enter")
        await run.press("enter", "enter")
        assert run.kind() is ScreenKind.END
        await run.after_quiet("n")
        assert run.kind() is ScreenKind.HANDOFF
        session = run.table.session
        assert session.record.players == record.players
        assert session.record.actions == []
        assert session.record.deal != record.deal


def match_game(record: GameRecord) -> GameRecord:
    """``record`` as the first game of a match won by the first to 2 wins."""
    return upgraded(record, match=new_match(2, "20261201-101500"))


async def test_after_a_match_game_the_button_says_next_game_and_n_plays_it(
    app_at: AppAt,
) -> None:
    """The header shows the match's tally, the new one only with the end (not on the last
    trick's result); the end its tally after the game and the game to come; the next game
    is kept ready as the current save (it survives quitting), and n plays it."""
    record = match_game(record_until(last_card))
    async with app_at(record) as run:
        assert run.shows("Claim 2 · Ann 0 – Bob 0")  # the header, before the game ends
        await run.after_quiet("enter")  # the hand-off before the last card
        await run.after_quiet("enter")  # the last card
        assert run.kind() is ScreenKind.TRICK_RESULT
        assert run.shows("Claim 2 · Ann 0 – Bob 0"), run.text().splitlines()[0]
        await run.after_quiet("enter")
        assert run.kind() is ScreenKind.END
        assert not run.shows("Claim 2 · Ann 0 – Bob 0")
        assert run.shows("Next game")
        assert not run.shows("Play again")
        after = standing(run.table.session.record)
        assert after is not None and after.winner is None
        tally = f"Ann {after.tally[0]} – Bob {after.tally[1]}"
        assert run.shows(f"{tally} · The match goes on: game 2 of at most")
        ready = load_record(current_save(run.data_dir))
        assert ready.actions == [] and ready.match is not None and ready.match.game == 2
        await run.after_quiet("n")
        assert run.kind() is ScreenKind.HANDOFF
        match = run.table.session.record.match
        assert match is not None and match.game == 2 and match.tally == after.tally
        assert run.shows(f"Claim 2 · {tally}")


async def test_the_end_buttons_are_dimmed_and_take_no_click_until_the_gate_opens(
    app_at: AppAt,
) -> None:
    """A click on the end as it comes (the mouse held, or clicked once too often) does
    nothing: its buttons are dimmed, not live, until its gate opens; then a click plays
    again."""
    async with app_at(record_until(last_card)) as run:
        await to_the_end(run)
        buttons = list(run.top.query("EndScene .-guarded").results(MouseButton))
        assert len(buttons) == 4 and not any(button.live for button in buttons)
        await run.pilot.click("#again")
        await run.settle()
        assert run.kind() is ScreenKind.END
        run.clock.advance(1.0)
        await run.settle()
        assert all(button.live for button in buttons)
        await run.pilot.click("#again")
        await run.settle()
        assert run.kind() is ScreenKind.HANDOFF
