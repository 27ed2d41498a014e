"""The history through the app (F4 on the start screen): the games newest first and those
kept aside, names as written, a finished game replayed trick by trick, an old record,
a game kept aside resumed, the statistics, and pages of a hundred games."""

from __future__ import annotations

from pathlib import Path

from claim2.engine import outcome
from claim2.game.steps import ScreenKind
from claim2.history.games import read_history
from claim2.records.parts import RecordComputer
from claim2.records.record import GameRecord, dump_record, replay_states, save_record, upgraded
from claim2.tui.screens.past_games.history import HistoryScreen
from claim2.tui.screens.past_games.replay_viewer import ReplayScreen
from claim2.tui.screens.past_games.statistics import StatisticsScreen
from claim2.tui.widgets.games_table import GamesTable, result_text
from old_saves import version_1

from .conftest import AppAt
from .driving import Run
from .games import leading, record_until

TRAP = "[b]Eve[/b]"  # a name that would be bold (and lose its brackets) if read as markup
WIDE = (100, 30)


def finished(seed: int, names: tuple[str, str], ended: str, **fields: object) -> GameRecord:
    record = record_until(lambda state: False, seed=seed, names=names)
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
    unfinished = record_until(leading(3), seed=4)
    save_record(unfinished, saves(data_dir) / "unfinished-20261201-130000.json")
    return games


async def open_history(run: Run) -> HistoryScreen:
    """F4 on the start screen, and the games read."""
    await run.press("f4")
    screen = run.top
    assert isinstance(screen, HistoryScreen)
    await run.wait_until(lambda: screen.loaded and bool(screen.query(GamesTable)), "games")
    return screen


async def test_the_games_newest_first_then_those_kept_aside_which_resume(
    app_at: AppAt, data_dir: Path
) -> None:
    the_games(data_dir)
    async with app_at(size=WIDE) as run:
        screen = await open_history(run)
        table = screen.query_one(GamesTable)
        rows = [  # a row may take two lines: read as one
            [" ".join(cell.plain.split()) for cell in table.get_row_at(i)]
            for i in range(table.row_count)
        ]
        assert [row[1] for row in rows] == [
            "Ann – Computer (strong)",
            f"Ann – {TRAP}",
            "Ann – Bob",
            "Ann – Bob",
        ]
        assert rows[0][3] == "strong" and "2 take-backs" in rows[0][4]
        assert rows[3][2].startswith("Unfinished") and "Phase 1 · trick 3" in rows[3][2]
        assert run.shows(TRAP)  # as written, never markup
        await run.press("down", "down", "down", "enter")  # the game kept aside: resumed
        await run.wait_until(lambda: run.on_game, "the game kept aside")
        assert run.kind() is ScreenKind.HANDOFF
        assert run.table.names == ("Ann", "Bob")
    assert not list(saves(data_dir).glob("unfinished-*.json"))  # the current game now


async def test_at_80_columns_every_column_of_a_row_is_on_the_screen(
    app_at: AppAt, data_dir: Path
) -> None:
    """At 80x24 the table fits (issue 46, case 3): each row takes two lines, and every
    result gives its winner whole and the votes, whichever side won; each row ends inside
    its box with all five columns."""
    games = the_games(data_dir)
    won_by = {outcome(replay_states(record)[-1]).winner for record in games}
    computer_won = next(
        record
        for seed in range(20, 60)
        if outcome(
            replay_states(
                record := finished(seed, ("Ann", "Computer (strong)"), "2026-12-02T10:00:00Z")
            )[-1]
        ).winner
        == 1
    )
    save_record(computer_won, saves(data_dir) / "game-20261202-100000.json")
    games.append(computer_won)
    assert won_by | {1} == {0, 1}
    async with app_at(size=(80, 24)) as run:
        await open_history(run)
        text = run.text()
        lines = text.splitlines()
        heading = next(line for line in lines if "When" in line)
        for words in ("Players", "Result", "Computer", "Notes"):
            assert words in heading
        for record in games:
            result = outcome(replay_states(record)[-1])
            assert result.winner is not None
            votes = sorted(result.votes, reverse=True)
            ended = record.ended or ""
            when = next(  # the row: its date on its first line, its time on the second
                i
                for i, line in enumerate(lines[:-1])
                if ended[:10] in line and ended[11:16] in lines[i + 1]
            )
            assert record.players[result.winner] in lines[when]
            assert f"{votes[0]}–{votes[1]}" in lines[when + 1]
        newest = next(i for i, line in enumerate(lines) if "2026-12-02" in line)
        assert "Computer (strong)" in lines[newest] and "4–1" not in lines[newest]
        assert "Computer (strong)" in lines[newest + 1]  # the other name, whole
        unfinished = next(line for line in lines if "Unfinished" in line)
        assert unfinished.rstrip().endswith("│")


async def test_a_finished_game_steps_trick_by_trick_showing_both_hands(
    app_at: AppAt, data_dir: Path
) -> None:
    newest = the_games(data_dir)[2]
    states = replay_states(newest)
    async with app_at(size=WIDE) as run:
        await open_history(run)
        await run.press("enter")
        viewer = run.top
        assert isinstance(viewer, ReplayScreen)
        assert run.shows("The deal (step 1 of 28)")
        await run.press("right")
        assert run.shows("Phase 1 · trick 1 of 13 (step 2 of 28)")
        # both hands as the first trick left them (a line each at this height), its two
        # cards in its story: every card of the deal's hands is on the screen
        for seat, name in enumerate(newest.players):
            assert run.shows(f"{name}: ")
            for card in states[0].hands[seat]:
                assert run.shows(card.code)
        await run.press(*["right"] * 13)
        assert run.shows("Phase 2 · trick 1 of 13 (step 15 of 28)")
        await run.press(*["right"] * 20)  # past the end: it stays at the result
        assert run.shows("The result (step 28 of 28)")
        assert run.shows(f"Votes: Ann {outcome(states[-1]).votes[0]}")
        await run.press("home")
        assert viewer.index == 0
        await run.press("escape")
        assert isinstance(run.top, HistoryScreen)


async def test_a_version_1_record_still_replays(app_at: AppAt, data_dir: Path) -> None:
    record = version_1(finished(5, ("Ann", "Bob"), "2026-12-01T10:00:00Z"))
    save_record(record, saves(data_dir) / "game-20261201-100000.json")
    async with app_at(size=WIDE) as run:
        await open_history(run)
        await run.press("enter")
        assert isinstance(run.top, ReplayScreen)
        await run.press("end")
        assert run.shows("The result")


async def test_the_statistics_count_people_and_the_computer_apart(
    app_at: AppAt, data_dir: Path
) -> None:
    games = the_games(data_dir)
    ann_wins = sum(outcome(replay_states(game)[-1]).winner == 0 for game in games)
    async with app_at(size=(100, 40)) as run:
        await open_history(run)
        await run.press("s")
        assert isinstance(run.top, StatisticsScreen)
        assert run.shows("Players") and run.shows("Votes won per faction")
        assert run.shows("Against the computer") and run.shows("strong")
        assert run.shows(f"Ann 3 {ann_wins} ")
        assert run.shows(TRAP)
        assert not run.shows("Computer (strong) ")  # the computer is not a player


def test_the_result_names_the_winner_with_their_votes_first(tmp_path: Path) -> None:
    for seed, names in ((3, ("Ann", "Bob")), (4, ("Ann", "Bob")), (10, ("Bob", "Ann"))):
        record = finished(seed, names, "2026-12-01T10:00:00Z")
        save_record(record, saves(tmp_path) / f"game-20261201-10000{seed % 10}.json")
    for game in read_history(tmp_path).games:
        text = result_text(game).plain
        states = replay_states(game.record)
        result = outcome(states[-1])
        if result.winner is not None:
            votes = sorted(result.votes, reverse=True)
            assert text == f"{game.players[result.winner]} ({votes[0]}–{votes[1]})"


async def test_no_games_yet(app_at: AppAt) -> None:
    async with app_at() as run:
        await run.press("f4")
        await run.wait_until(lambda: run.shows("No games yet"), "the history read")


async def test_the_history_turns_its_pages(app_at: AppAt, data_dir: Path) -> None:
    """Every finished game, a hundred to a page (issue 25: only the newest 5,000 were read)."""
    text = dump_record(finished(1, ("Ann", "Bob"), "2026-12-01T10:00:00Z"))
    saves(data_dir).mkdir(parents=True)
    for number in range(130):  # each its own game: the names differ
        named = text.replace('"players": ["Ann", "Bob"]', f'"players": ["Ann", "Bob {number}"]')
        (saves(data_dir) / f"game-20261201-{number:06d}.json").write_text(named, "utf-8")
    async with app_at(size=WIDE) as run:
        screen = await open_history(run)
        assert screen.history is not None
        assert len(screen.games) == 100 and screen.history.total == 130
        assert run.shows("Games 1 to 100 of 130 (page 1 of 2")
        first_page = {game.file for game in screen.games}
        await run.press("n")
        await run.wait_until(
            lambda: screen.history is not None and screen.history.number == 2, "page 2"
        )
        await run.wait_until(lambda: bool(screen.query(GamesTable)), "its games")
        assert len(screen.games) == 30
        assert not first_page & {game.file for game in screen.games}
        await run.press("p")
        await run.wait_until(
            lambda: screen.history is not None and screen.history.number == 1, "page 1"
        )
