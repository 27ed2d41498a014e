"""How fast the history answers with many finished games.

    python benchmarks/history_speed.py [--games N [N ...]] [--folder DIR] [--repeat R]

For each ``N`` (by default 6,000 and 20,000), makes ``N`` synthetic finished game
records (random legal games, each with its own players' names and end time) in the
saves folder of a temporary data folder (or of ``--folder``/``N``, kept afterwards),
then times, each ``--repeat`` times:

- ``claim2 history`` and ``claim2 history --json`` (new processes, as a player runs them;
  wall time and CPU: the first run of each builds the index, and is reported apart),
  beside ``json.load`` of every record in a new Python (what any reader pays at least);
- the same once more after one game was added at the end (the ratings kept in the
  index are brought up to date with it alone), and after one game was added before
  the others (every game is rated again: the order changed);
- the history index's steps in this process: opening it (listing the saves folder,
  checking the index, bringing it up to date), a page of games, the statistics, the
  JSON of every game.

With ``--folder DIR --devices`` (DIR holding an index) it times what each thing the
index keeps buys, in this process (docs/performance.md); with ``--folder DIR
--one-added``, opening the index after one new game was saved (the CPU of this process,
median of 9: steadier than a new process's wall time on a busy machine). With ``--folder`` and
``--make-only`` it only makes the records, so a command can be
timed by hand, e.g. ``CLAIM2_DATA_DIR=DIR /usr/bin/time -v claim2 history``; with
``--folder`` and ``--app`` it only times the app's history (F4, headless) on the records
already there. It runs on whichever claim2 is importable (``PYTHONPATH=path/to/src``
times another checkout).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import random
import resource
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

from claim2.engine import legal_actions, shuffled_deal, start, step
from claim2.records.record import GameRecord, dump_record, new_record, record_with

DISTINCT_GAMES = 200  # games played; the records vary them by names and times
FIRST_END = datetime(2026, 1, 1, 9, 0, tzinfo=UTC)


def random_game(seed: int) -> GameRecord:
    """A whole random legal game dealt from ``seed``."""
    deal = shuffled_deal(seed, first_leader=seed % 2)
    record = new_record(("Ann", "Bob"), deal, started="2026-01-01T08:00:00Z")
    state = start(deal)
    choose = random.Random(seed).choice
    while not state.finished:
        action = choose(legal_actions(state))
        state = step(state, action)
        record = record_with(record, action)
    return record


def make_records(folder: Path, count: int) -> None:
    """``count`` finished records in ``folder``/saves, one a minute from ``FIRST_END``."""
    saves = folder / "saves"
    saves.mkdir(parents=True, exist_ok=True)
    games = [random_game(seed) for seed in range(min(count, DISTINCT_GAMES))]
    for number in range(count):
        ended = FIRST_END + timedelta(minutes=number)
        players = (f"Player {number % 47}", f"Rival {number % 53}")
        record = games[number % len(games)].model_copy(
            update={"players": players, "ended": ended.strftime("%Y-%m-%dT%H:%M:%SZ")}
        )
        name = f"game-{ended.strftime('%Y%m%d-%H%M%S')}.json"
        (saves / name).write_text(dump_record(record), encoding="utf-8")


def time_command(folder: Path, *arguments: str) -> tuple[float, float]:
    """Seconds of wall time and of CPU (user and system) for ``claim2 arguments`` on the
    data folder ``folder``."""
    environment = {**os.environ, "CLAIM2_DATA_DIR": str(folder), "COLUMNS": "120"}
    return time_process([sys.executable, "-m", "claim2", "--lang", "en", *arguments], environment)


def time_process(command: list[str], environment: dict[str, str]) -> tuple[float, float]:
    """Seconds of wall time and of CPU of a new process running ``command``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    subprocess.run(
        command, env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True
    )
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    return wall, cpu


#: What any reader of the records pays at least: ``json.load`` of every file, in a new
#: Python that imports nothing else.
LOAD_EVERY_FILE = (
    "import json, os, sys\n"
    "with os.scandir(sys.argv[1]) as entries:\n"
    "    for entry in entries:\n"
    "        if entry.name.endswith('.json'):\n"
    "            with open(entry.path, encoding='utf-8') as file:\n"
    "                json.load(file)\n"
)


def time_loading(folder: Path) -> tuple[float, float]:
    """Wall and CPU seconds to ``json.load`` every record in ``folder``/saves."""
    command = [sys.executable, "-c", LOAD_EVERY_FILE, str(folder / "saves")]
    return time_process(command, dict(os.environ))


def said(times: tuple[float, float]) -> str:
    return f"{times[0]:.2f} s ({times[1]:.2f} s CPU)"


def time_index(folder: Path) -> str:
    """The index's steps, timed in this process (if there is an index)."""
    try:
        from claim2.history.index import open_index  # type: ignore[attr-defined,unused-ignore]
    except ImportError:
        return "no history index in this claim2"
    started = time.perf_counter()
    with open_index(folder) as index:
        opened = time.perf_counter()
        page = index.page(0, 50)
        paged = time.perf_counter()
        players = index.statistics()
        counted = time.perf_counter()
        total = index.count()
        written = "no JSON from the index"
        if hasattr(index, "page_json"):
            index.page_json(0, total)
            written = f"JSON of every game {time.perf_counter() - counted:.3f} s"
    return (
        f"index: opened and checked {opened - started:.3f} s, page of {len(page)} "
        f"{paged - opened:.4f} s, statistics of {len(players)} players "
        f"{counted - paged:.4f} s, {written} ({total} games)"
    )


def add_game(folder: Path, ended: datetime, name: str) -> None:
    """One more finished record in ``folder``/saves, ended at ``ended``."""
    record = random_game(DISTINCT_GAMES).model_copy(
        update={"players": ("Late", "Comer"), "ended": ended.strftime("%Y-%m-%dT%H:%M:%SZ")}
    )
    (folder / "saves" / name).write_text(dump_record(record), encoding="utf-8")


def measure(folder: Path, games: int, repeat: int) -> None:
    """Make ``games`` records in ``folder`` and time the history on them (see the module)."""
    started = time.perf_counter()
    make_records(folder, games)
    print(f"{games} records made in {time.perf_counter() - started:.1f} s")
    print(f"  first claim2 history (builds the index) {said(time_command(folder, 'history'))}")
    index = folder / "history.sqlite3"
    index.unlink()
    cold = time_command(folder, "history", "--json")
    print(f"  first claim2 history --json (builds the index) {said(cold)}")
    print(f"  json.load of every record, in a new python: {said(time_loading(folder))}")
    for run in range(1, repeat + 1):
        table = time_command(folder, "history")
        as_json = time_command(folder, "history", "--json")
        loaded = time_loading(folder)
        print(
            f"  run {run}: claim2 history {said(table)}, claim2 history --json "
            f"{said(as_json)}, json.load of every record {said(loaded)}"
        )
    add_game(folder, FIRST_END + timedelta(minutes=games), "game-later.json")
    later = time_command(folder, "history", "--json")
    add_game(folder, FIRST_END - timedelta(minutes=1), "game-earlier.json")
    earlier = time_command(folder, "history", "--json")
    print(
        f"  one game added after the others: claim2 history --json {said(later)}; "
        f"one before them (every game rated again): {said(earlier)}"
    )
    print(f"  {time_index(folder)}")


def median_time(action: Callable[[], object], times: int = 5) -> float:
    seconds = []
    for _ in range(times):
        started = time.perf_counter()
        action()
        seconds.append(time.perf_counter() - started)
    return statistics.median(seconds)


def time_devices(folder: Path) -> None:
    """What each thing the index keeps buys, in this process, on ``folder``'s index."""
    from claim2.history import json_rows, people
    from claim2.history.index import open_index
    from claim2.history.listing import list_saves
    from claim2.history.ratings import Played, Rater

    index = folder / "history.sqlite3"

    def opened(broken: bool) -> None:
        if broken:
            with contextlib.closing(sqlite3.connect(index)) as connection, connection:
                connection.execute("UPDATE meta SET seal = seal + 1")
        with open_index(folder):
            pass

    opened(False)
    sealed = statistics.median(median_time(lambda: opened(False), 1) for _ in range(4))
    broken = statistics.median(median_time(lambda: opened(True), 1) for _ in range(4))
    print(f"open: sealed {sealed:.3f} s, seal broken {broken:.3f} s")
    listing = list_saves(folder / "saves")
    with contextlib.closing(sqlite3.connect(index)) as connection:
        read = connection.execute

        def files_compared() -> bool:
            rows = read("SELECT name, size, mtime_ns FROM files")
            return {name: (size, int(mtime)) for name, size, mtime in rows} == listing.files

        print(
            f"listing: digest {median_time(listing.digest):.4f} s, "
            f"files' rows read and compared {median_time(files_compared):.4f} s"
        )
        where = "FROM games WHERE finished = 1 AND listed = 1 ORDER BY moment DESC, name DESC"
        kept = median_time(lambda: read(f"SELECT name, json {where}").fetchall())
        made = median_time(lambda: read(f"SELECT name, {json_rows.REST} {where}").fetchall())
        print(f"JSON: kept {kept:.4f} s, made by SQLite {made:.4f} s")
        votes = ", ".join(f"sum({key})" for key in json_rows.FACTIONS)
        count = (
            f"SELECT person, level, count(*), sum(result = 1), sum(result = 0), "
            f"sum(take_backs), {votes} FROM ({people._seat(0)} UNION ALL {people._seat(1)}) "
            "GROUP BY person, level"
        )
        tallies = median_time(lambda: read("SELECT * FROM tallies").fetchall())
        counted = median_time(lambda: read(count).fetchall())
        print(f"statistics: tallies kept {tallies:.4f} s, counted {counted:.4f} s")
        games = read(f"{people._PLAYED} ORDER BY moment, name").fetchall()

    def rate_all() -> None:
        rater = Rater()
        for _name, _moment, first, second, person0, person1, winner, seat, level in games:
            rater.play(Played((first, second), winner, seat, level, (person0, person1)))

    print(f"ratings: kept 0 s, every game rated again {median_time(rate_all, 2):.3f} s")


def time_one_added(folder: Path, games: int, times: int = 9) -> None:
    """Opening ``folder``'s index after one new game (ended after all the others) was
    saved, in this process: the CPU's median over ``times`` (the index and the saves folder
    put back each time)."""
    import shutil

    from claim2.history.index import open_index

    index = folder / "history.sqlite3"
    with open_index(folder):
        pass
    seconds = []
    with tempfile.TemporaryDirectory() as temporary:
        kept = Path(temporary) / "index"
        shutil.copy(index, kept)
        added = folder / "saves" / "game-one-more.json"
        ended = FIRST_END + timedelta(minutes=games + 100)
        record = random_game(DISTINCT_GAMES + 1).model_copy(
            update={"players": ("One", "More"), "ended": ended.strftime("%Y-%m-%dT%H:%M:%SZ")}
        )
        for _ in range(times):
            added.write_text(dump_record(record), encoding="utf-8")
            started = time.process_time()
            with open_index(folder):
                pass
            seconds.append(time.process_time() - started)
            added.unlink()
            shutil.copy(kept, index)
    print(
        f"the index opened after one new game: median {statistics.median(seconds):.3f} s "
        f"of CPU (fastest {min(seconds):.3f} s)"
    )


async def open_app_history(folder: Path) -> float:
    """Seconds from F4 on the app's start screen until its history has been read."""
    os.environ["CLAIM2_DATA_DIR"] = str(folder)
    from claim2.tui.app import Claim2App
    from claim2.tui.screens.past_games.history import HistoryScreen

    app = Claim2App()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause(0.5)  # the start screen is up, the save looked at
        started = time.perf_counter()
        await pilot.press("f4")
        while not (isinstance(app.screen, HistoryScreen) and app.screen.loaded):
            if time.perf_counter() - started > 600 or app.return_code is not None:
                raise SystemExit("the app's history was not read")
            await pilot.pause(0.01)
        return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, nargs="+", default=[6000, 20000])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--folder", type=Path, help="make the records here and keep them")
    parser.add_argument("--make-only", action="store_true", help="only make the records")
    parser.add_argument(
        "--app", action="store_true", help="only time the app's history on --folder's records"
    )
    parser.add_argument(
        "--devices", action="store_true", help="what the index keeps buys, on --folder's index"
    )
    parser.add_argument(
        "--one-added",
        action="store_true",
        help="opening --folder's index after one new game, in this process",
    )
    args = parser.parse_args()
    if args.devices and args.folder:
        time_devices(args.folder)
        return
    if args.one_added and args.folder:
        time_one_added(args.folder, max(len(list((args.folder / "saves").iterdir())), 1))
        return
    if args.app and args.folder:
        seconds = asyncio.run(open_app_history(args.folder))
        print(f"the app's history (F4) read in {seconds:.2f} s")
        return
    for games in args.games:
        with tempfile.TemporaryDirectory(prefix="claim2-history-") as temporary:
            folder = Path(temporary) if args.folder is None else args.folder / str(games)
            if args.make_only:
                make_records(folder, games)
                print(f"{games} records made in {folder}")
                continue
            measure(folder, games, args.repeat)


if __name__ == "__main__":
    main()
