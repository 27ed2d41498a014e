"""The history in the app: the list of games, the replay viewer, the statistics screen."""

from __future__ import annotations

import asyncio
from pathlib import Path

from textual.pilot import Pilot

from claim2.engine import outcome
from claim2.game.history import read_history
from claim2.game.records import (
    GameRecord,
    RecordComputer,
    dump_record,
    replay_states,
    save_record,
    upgraded,
)
from claim2.tui.app import Claim2App
from claim2.tui.screens.handoff import HandoffPane
from claim2.tui.screens.history import GamesTable, HistoryScreen, result_text
from claim2.tui.screens.replay_viewer import ReplayScreen
from claim2.tui.screens.start import StartScreen
from claim2.tui.screens.statistics import StatisticsScreen
from old_saves import version_1

from .driver import flat_text, keys, pilot_test, sitting, started, top, until
from .games import record_until

TRAP = "[b]Eve[/b]"  # a name that would be bold (and lose its brackets) if read as markup


def finished(seed: int, names: tuple[str, str], ended: str, **fields: object) -> GameRecord:
    record = record_until(seed, lambda state: state.finished)
    record = record.model_copy(update={"players": names})
    return upgraded(record, started="2026-01-01T00:00:00Z", ended=ended, **fields)


def saves(data_dir: Path) -> Path:
    return data_dir / "saves"


def the_games(data_dir: Path) -> list[GameRecord]:
    """Three finished games (the newest first when listed) and one kept aside."""
    games = [
        finished(1, ("Ann", "Bob"), "2026-12-01T10:00:00Z"),
        finished(2, ("Ann", TRAP), "2026-12-01T11:00:00Z"),
        finished(
            3,
            ("Ann", "Computer (strong)"),
            "2026-12-01T12:00:00Z",
            computer=RecordComputer(seat=1, level="strong"),
            take_backs=2,
        ),
    ]
    for number, record in enumerate(games):
        save_record(record, saves(data_dir) / f"game-20261201-1{number}0000.json")
    unfinished = record_until(4, lambda state: state.trick == 3)
    save_record(unfinished, saves(data_dir) / "unfinished-20261201-130000.json")
    return games


async def open_history(pilot: Pilot[None]) -> HistoryScreen:
    await started(pilot)
    await keys(pilot, "f4")
    screen = pilot.app.screen
    assert isinstance(screen, HistoryScreen)
    for _ in range(200):
        if screen.loaded and screen.query(GamesTable):
            break
        await pilot.pause(0.02)
    await pilot.pause()
    return screen


def test_the_history_lists_finished_games_newest_first_and_those_kept_aside(
    data_dir: Path,
) -> None:
    the_games(data_dir)

    async def look() -> None:
        app = Claim2App()
        async with app.run_test(size=(100, 30)) as pilot:
            screen = await open_history(pilot)
            table = screen.query_one(GamesTable)
            rows = [[cell.plain for cell in table.get_row_at(i)] for i in range(table.row_count)]
            assert [row[1] for row in rows] == [
                "Ann – Computer (strong)",
                f"Ann – {TRAP}",
                "Ann – Bob",
                "Ann – Bob",
            ]
            assert rows[0][3] == "strong" and "2 take-backs" in rows[0][4]
            assert rows[2][2] == "Ann (3–2)"
            assert rows[3][2].startswith("Unfinished · Phase 1 · trick 3")
            text = flat_text(app)
            assert TRAP in text  # the name as written, never markup
            await keys(pilot, "escape")
            assert isinstance(app.screen, StartScreen)

    asyncio.run(look())


@pilot_test
async def test_a_finished_game_steps_trick_by_trick_showing_both_hands(data_dir: Path) -> None:
    games = the_games(data_dir)
    newest = games[2]
    states = replay_states(newest)
    async with sitting(size=(100, 30), opening=open_history) as (app, pilot):
        await keys(pilot, "enter")
        viewer = app.screen
        assert isinstance(viewer, ReplayScreen)
        assert "The deal (step 1 of 28)" in flat_text(app)
        await keys(pilot, "right")
        text = flat_text(app)
        assert "Phase 1 · trick 1 of 13 (step 2 of 28)" in text
        hands = states[0].hands  # both hands, as the first trick starts
        for seat, name in enumerate(newest.players):
            codes = ", ".join(card.code for card in hands[seat])
            assert f"{name}: {codes}" in text
        await keys(pilot, *["right"] * 12)
        assert "Phase 1 · trick 13 of 13" in flat_text(app)
        await keys(pilot, "right")
        assert "Phase 2 · trick 1 of 13 (step 15 of 28)" in flat_text(app)
        await keys(pilot, "left", "left")
        assert "Phase 1 · trick 12 of 13" in flat_text(app)
        await keys(pilot, *["right"] * 40)  # past the end: it stays at the result
        result = outcome(states[-1])
        text = flat_text(app)
        assert "The result (step 28 of 28)" in text
        assert f"Votes: Ann {result.votes[0]}" in text
        await keys(pilot, "home")
        assert viewer.index == 0
        await keys(pilot, "escape")
        assert isinstance(app.screen, HistoryScreen)


@pilot_test
async def test_a_version_1_record_still_replays_in_the_viewer(data_dir: Path) -> None:
    record = version_1(finished(5, ("Ann", "Bob"), "2026-12-01T10:00:00Z"))
    save_record(record, saves(data_dir) / "game-20261201-100000.json")
    async with sitting(size=(100, 30), opening=open_history) as (app, pilot):
        await keys(pilot, "enter")
        assert isinstance(app.screen, ReplayScreen)
        await keys(pilot, "end")
        assert "The result" in flat_text(app)


def test_a_game_kept_aside_resumes_from_the_history(data_dir: Path) -> None:
    the_games(data_dir)

    async def resume() -> None:
        app = Claim2App()
        async with app.run_test(size=(100, 30)) as pilot:
            await open_history(pilot)
            await keys(pilot, "down", "down", "down", "enter")
            for _ in range(100):
                if isinstance(top(app), HandoffPane):
                    break
                await pilot.pause(0.02)
            assert isinstance(top(app), HandoffPane)
            assert app.session is not None and app.session.record.players == ("Ann", "Bob")

    asyncio.run(resume())
    assert not list(saves(data_dir).glob("unfinished-*.json"))  # it is the current game now


@pilot_test
async def test_the_statistics_screen_counts_people_and_the_computer_apart(data_dir: Path) -> None:
    games = the_games(data_dir)
    ann_wins = sum(outcome(replay_states(g)[-1]).winner == 0 for g in games)
    async with sitting(size=(100, 40), opening=open_history) as (app, pilot):
        await keys(pilot, "s")
        assert isinstance(app.screen, StatisticsScreen)
        text = flat_text(app)
        assert "Players" in text and "Votes won per faction" in text
        assert "Against the computer" in text and "strong" in text
        assert f"Ann 3 {ann_wins} " in text
        assert TRAP in text
        assert "Computer (strong)" not in text  # the computer is not a player


def test_the_result_names_the_winner_with_their_votes_first(tmp_path: Path) -> None:
    for seed, names in ((3, ("Ann", "Bob")), (4, ("Ann", "Bob")), (10, ("Bob", "Ann"))):
        record = finished(seed, names, "2026-12-01T10:00:00Z")
        save_record(record, saves(tmp_path) / f"game-20261201-10000{seed % 10}.json")
    results = {(game.players, result_text(game).plain) for game in read_history(tmp_path).games}
    assert results == {
        (("Ann", "Bob"), "Ann (4–1)"),  # seat 0 won 4 votes to 1
        (("Ann", "Bob"), "Bob (4–1)"),  # seat 1 won 4 votes to 1 (the record says 1, 4)
        (("Bob", "Ann"), "Bob (4–1)"),
    }


@pilot_test
async def test_no_games_yet(data_dir: Path) -> None:
    async with sitting() as (app, pilot):
        await keys(pilot, "f4")
        for _ in range(100):
            if isinstance(app.screen, HistoryScreen) and app.screen.loaded:
                break
            await pilot.pause(0.02)
        await pilot.pause()
        assert "No games yet" in flat_text(app)


@pilot_test
async def test_the_history_turns_its_pages(data_dir: Path) -> None:
    """Every finished game, a hundred to a page (issue 25: only the newest 5,000 were read)."""
    record = finished(1, ("Ann", "Bob"), "2026-12-01T10:00:00Z")
    text = dump_record(record)
    saves(data_dir).mkdir(parents=True)
    for number in range(130):  # each its own game: the names differ
        named = text.replace('"players": ["Ann", "Bob"]', f'"players": ["Ann", "Bob {number}"]')
        (saves(data_dir) / f"game-20261201-{number:06d}.json").write_text(named, "utf-8")
    async with sitting(size=(100, 30), opening=open_history) as (app, pilot):
        screen = app.screen
        assert isinstance(screen, HistoryScreen) and screen.history is not None
        assert len(screen.games) == 100 and screen.history.total == 130
        assert "Games 1 to 100 of 130 (page 1 of 2" in flat_text(app)
        await keys(pilot, "n")
        await until(pilot, lambda: screen.history is not None and screen.history.number == 2)
        await until(pilot, lambda: bool(screen.query(GamesTable)))
        assert len(screen.games) == 30
        first_page = {game.file for game in screen.games}
        await keys(pilot, "p")
        await until(pilot, lambda: screen.history is not None and screen.history.number == 1)
        assert not first_page & {game.file for game in screen.games}
