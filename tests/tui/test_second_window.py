"""One app per data folder: a second window offers only what cannot harm the game (issue 10)."""

from __future__ import annotations

import asyncio
import subprocess
import sys
import textwrap
from pathlib import Path

from claim2.game.records import load_record
from claim2.tui.app import Claim2App
from claim2.tui.messages import ResumeGame, StartGame
from claim2.tui.screens.elsewhere import ElsewhereScreen
from claim2.tui.screens.rules import RulesScreen
from claim2.tui.screens.start import StartScreen
from claim2.tui.walkthrough.lesson_list import LessonListScreen

from .driver import flat_text, keys, play_screen, settled_text, start_new_game, started, top


def current(data_dir: Path) -> Path:
    return data_dir / "saves" / "current.json"


def test_two_apps_on_one_folder_lose_no_move(data_dir: Path) -> None:
    async def both() -> None:
        first = Claim2App(seed=1)
        async with first.run_test(size=(80, 24)) as one:
            await start_new_game(one)
            for _ in range(4):
                await play_screen(one)
            before = current(data_dir).read_bytes()
            second = Claim2App(seed=2)
            async with second.run_test(size=(80, 24)) as two:
                await started(two)
                assert isinstance(second.screen, ElsewhereScreen)
                text = " ".join((await settled_text(two)).split())
                assert "The game is open in another window" in text
                assert "never touches that game" in text
                second.post_message(StartGame(("Eve", "Mallory"), 0))
                second.post_message(ResumeGame())
                await two.pause()
                assert second.session is None  # it never starts nor resumes a game there
                await keys(two, "f1")
                assert isinstance(second.screen, RulesScreen)
                await keys(two, "escape", "f2")
                await two.pause()
                assert isinstance(second.screen, LessonListScreen)
                await keys(two, "escape")
                await keys(two, "q")
            assert current(data_dir).read_bytes() == before
            for _ in range(4):
                await play_screen(one)
            assert first.session is not None
            assert load_record(current(data_dir)).actions == first.session.record.actions
            await keys(one, "q", "y")
        third = Claim2App()
        async with third.run_test(size=(80, 24)) as three:
            await started(three)  # the first app is gone: its lock with it
            assert isinstance(third.screen, StartScreen)
            assert "Unfinished game" in flat_text(third)

    asyncio.run(both())


def test_a_killed_app_leaves_the_folder_free(data_dir: Path) -> None:
    """kill -9 of the app holding the folder: the next app is not locked out."""
    data_dir.mkdir(parents=True, exist_ok=True)
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            textwrap.dedent(
                f"""
                import time
                from pathlib import Path
                from claim2.game.folder_lock import FolderLock
                lock = FolderLock(Path({str(data_dir)!r}))
                assert lock.acquire()
                print("held", flush=True)
                time.sleep(600)
                """
            ),
        ],
        stdout=subprocess.PIPE,
        text=True,
    )

    async def look(expected: type) -> None:
        app = Claim2App()
        async with app.run_test(size=(80, 24)) as pilot:
            await started(pilot)
            assert isinstance(top(app), expected)

    try:
        assert holder.stdout is not None
        assert holder.stdout.readline().strip() == "held"
        asyncio.run(look(ElsewhereScreen))
    finally:
        holder.kill()  # SIGKILL: no clean-up in the holder
        holder.wait()
    asyncio.run(look(StartScreen))
