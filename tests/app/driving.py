"""Driving the app as the people at the laptop would, on a clock the test moves.

Every app test runs ``Claim2App`` through Textual's Pilot with a ``ManualClock``: no
guard, quiet spell or pause of the app ever waits for the machine's clock, so nothing
here sleeps and nothing depends on how fast the machine is. The app is waited for only
through Textual's public API: ``pilot.pause()`` (the app has handled what it was sent
and the screen is laid out again) and ``app.workers.wait_for_complete()`` (the
computer's or a hint's thread is done).

What is on the screen is read from ``app.export_screenshot()`` (public), as text.
"""

from __future__ import annotations

import asyncio
import html
import re
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from textual import events
from textual.app import App
from textual.geometry import Offset, Region
from textual.pilot import Pilot
from textual.screen import Screen

from claim2.game.steps import ScreenKind
from claim2.records.record import GameRecord, save_record
from claim2.sitting.clock import ManualClock
from claim2.sitting.notes import COMPUTER_PAUSE
from claim2.sitting.scene import Scene
from claim2.sitting.sitting import Sitting
from claim2.sitting.table import Table
from claim2.tui.app import Claim2App
from claim2.tui.screens.start.start import StartScreen
from claim2.tui.screens.table.game import GameScreen
from claim2.tui.sitting_app import SittingApp
from claim2.tui.table_app import TableApp
from claim2.tui.walkthrough.lesson import LessonScreen

SIZE = (80, 24)
TRIES = 200  # turns of the app's loop (``pilot.pause()``) a test waits for something at most
PRIVATE = frozenset({ScreenKind.TURN, ScreenKind.SEER, ScreenKind.COMPUTER, ScreenKind.WAITING})


def answer_key(kind: ScreenKind) -> str:
    """The key a player answers a scene with: Enter (the first playable card, continue),
    on a Seer choice 1 (the prize: that choice has no default)."""
    return "1" if kind is ScreenKind.SEER else "enter"


# The screen as text ------------------------------------------------------------------------

_TEXT = re.compile(
    r'<text class="[^"]*" x="(?P<x>[\d.]+)" y="[\d.]+" textLength="[\d.]+" '
    r'clip-path="url\(#[^)]*-line-(?P<line>\d+)\)">(?P<text>[^<]*)</text>'
)
CHARACTER_WIDTH = 12.2  # Rich's SVG: one terminal cell, in its units
BOX_DRAWING = re.compile(r"[\u2500-\u259f]")  # borders, blocks: not words


def screen_text(app: App[Any]) -> str:
    """What the terminal shows now, line by line (trailing spaces cut): read from the SVG
    that ``App.export_screenshot`` draws (what a screenshot would show)."""
    width, height = app.size
    rows = [[" "] * width for _ in range(height)]
    for match in _TEXT.finditer(app.export_screenshot()):
        line = int(match["line"])
        column = round(float(match["x"]) / CHARACTER_WIDTH)
        text = html.unescape(match["text"]).replace("\xa0", " ")
        if line < height:
            row = rows[line]
            for offset, character in enumerate(text):
                if column + offset < width:
                    row[column + offset] = character
    return "\n".join("".join(row).rstrip() for row in rows)


def flat_text(app: App[Any]) -> str:
    """The words on the screen, borders left out and wrapped lines joined."""
    return " ".join(BOX_DRAWING.sub(" ", screen_text(app)).split())


def shows(app: App[Any], words: str) -> bool:
    """Whether ``words`` are on the screen (wrapped or not)."""
    return " ".join(words.split()) in flat_text(app)


TOAST_EDGE = "▌"  # the left edge of a note (a toast) over the screen's right-hand side


def notes_text(app: App[Any]) -> str:
    """The words of the notes (toasts) on the screen: on each line, what follows the last
    toast edge (over the screen, a note's lines share the rows with what is beneath it)."""
    parts = [line.rsplit(TOAST_EDGE, 1)[1] for line in screen_text(app).splitlines()
             if TOAST_EDGE in line]  # fmt: skip
    return " ".join(BOX_DRAWING.sub(" ", " ".join(parts)).split())


def says(app: App[Any], words: str) -> bool:
    """Whether a note on the screen says ``words``."""
    return " ".join(words.split()) in notes_text(app)


def find_text(app: App[Any], text: str, region: Region | None = None) -> Offset:
    """Where ``text`` is on the screen (its first character), within ``region`` if given."""
    for y, line in enumerate(screen_text(app).splitlines()):
        if region is not None and not region.y <= y < region.bottom:
            continue
        start = region.x if region is not None else 0
        end = region.right if region is not None else len(line)
        x = line.find(text, start, end)
        if x >= 0:
            return Offset(x, y)
    raise AssertionError(f"{text!r} is not on the screen")


# Waiting -------------------------------------------------------------------------------------


STAYING = frozenset({"connection"})  # workers that last as long as the app (the guest's line)


async def handled(pilot: Pilot[Any]) -> None:
    """Wait until the app has handled every message sent to it so far (a key, say): a
    callback queued behind them runs once they have been (``App.call_later``: the app's
    messages are handled in order). ``pilot.pause()`` alone waits for the screen shown,
    not for a key still in the app's queue, which on a busy machine may open another."""
    done = asyncio.Event()
    pilot.app.call_later(done.set)
    await done.wait()


def drawn(screen: Screen[Any]) -> bool:
    """Whether ``screen`` and all its parts are mounted, and a game or lesson screen has
    drawn its scene or step."""
    if not screen.is_mounted or not all(part.is_mounted for part in screen.query("*")):
        return False
    if isinstance(screen, GameScreen):
        return screen.drawn
    if isinstance(screen, LessonScreen):
        return screen.drawn is screen.mode
    return True


async def settle(pilot: Pilot[Any]) -> None:
    """Let the app handle everything sent to it, the computer's and the hints' threads
    included (not the workers that last as long as the app), and lay the screen out
    again."""
    await handled(pilot)
    await pilot.pause()
    for _ in range(TRIES):  # a screen drawn anew (one just pushed, a game screen just made,
        screen = pilot.app.screen  # a lesson's next step) may still be putting its parts there
        if not drawn(screen):
            await pilot.pause()
        else:
            break
    workers = pilot.app.workers
    busy = [w for w in workers if not w.is_finished and w.group not in STAYING]
    if busy:
        await workers.wait_for_complete(busy)
        await pilot.pause()


async def wait_until(pilot: Pilot[Any], done: Callable[[], bool], what: str = "") -> None:
    """Let the app run until ``done()``; fail after ``TRIES`` turns of its loop."""
    for _ in range(TRIES):
        if done():
            return
        await settle(pilot)
    raise AssertionError(f"still waiting for {what or done!r} on {pilot.app.screen!r}")


# Keys ------------------------------------------------------------------------------------------


def quiet_needed(app: TableApp) -> float:
    """Seconds of quiet before the game screen's gate takes a key (0: it would now)."""
    wait = app.guard.gate.ready_at() - app.clock.now()
    return max(0.0, wait) + 0.001


async def press_after_quiet(pilot: Pilot[Any], clock: ManualClock, *keys: str) -> None:
    """Let go of the keyboard until the key gate opens (the clock moves on just that long),
    then press ``keys``, letting the app handle each."""
    app = pilot.app
    assert isinstance(app, TableApp)
    for key in keys:
        clock.advance(quiet_needed(app))
        post_key(app, key)
        await settle(pilot)


async def press(pilot: Pilot[Any], *keys: str) -> None:
    """Press ``keys`` at once (no time passes between them): a burst, or a key held down."""
    for key in keys:
        post_key(pilot.app, key)
    await settle(pilot)


async def key_at(pilot: Pilot[Any], clock: ManualClock, key: str, after: float) -> None:
    """``after`` seconds from the last key, press ``key`` (one key, handled)."""
    clock.advance(after)
    post_key(pilot.app, key)
    await settle(pilot)


CHARACTERS = {"enter": "\r", "escape": "\x1b", "question_mark": "?", "space": " ", "tab": "\t"}


def post_key(app: App[Any], key: str) -> None:
    """Send one key as the terminal would, without waiting for it to be handled."""
    character = key if len(key) == 1 else CHARACTERS.get(key)
    event = events.Key(key, character)
    event.set_sender(app)
    app.post_message(event)


# An app at a saved moment ------------------------------------------------------------------------


def current_save(data_dir: Path) -> Path:
    """Where the app keeps the game in play, in the data folder ``data_dir``."""
    return data_dir / "saves" / "current.json"


@dataclass
class Run:
    """An app being driven: its pilot and its clock."""

    app: TableApp
    pilot: Pilot[None]
    clock: ManualClock
    data_dir: Path
    notes: list[str] = field(default_factory=list)

    @property
    def table(self) -> Table:
        assert isinstance(self.app, SittingApp), "an app holding no game"
        table = self.app.sitting.table
        assert isinstance(table, Table), "no game at the table"
        return table

    @property
    def scene(self) -> Scene:
        """The scene the game screen shows now."""
        screen = self.app.game_screen
        assert screen is not None and screen.scene is not None, "no game on the screen"
        return screen.scene

    def kind(self) -> ScreenKind:
        """The kind of scene on the screen now (a method: read afresh at every call)."""
        return self.scene.kind

    @property
    def top(self) -> Screen[Any]:
        """The screen on top (a question, the rules... or the game)."""
        return self.app.screen

    @property
    def on_game(self) -> bool:
        return isinstance(self.app.screen, GameScreen)

    @property
    def drawn(self) -> bool:
        """The game screen is on top with its scene drawn (a busy machine may be a turn of
        the app's loop behind)."""
        screen = self.app.screen
        return isinstance(screen, GameScreen) and screen.drawn

    def text(self) -> str:
        return screen_text(self.app)

    def shows(self, words: str) -> bool:
        return shows(self.app, words)

    def says(self, words: str) -> bool:
        """Whether a note (a toast) on the screen says ``words``."""
        return says(self.app, words)

    async def clear_notes(self) -> None:
        """The notes (toasts) taken off the screen, to read what they covered."""
        self.app.clear_notifications()
        await self.settle()

    async def after_quiet(self, *keys: str) -> None:
        await press_after_quiet(self.pilot, self.clock, *keys)

    async def press(self, *keys: str) -> None:
        await press(self.pilot, *keys)

    async def settle(self) -> None:
        await settle(self.pilot)

    async def wait_until(self, done: Callable[[], bool], what: str = "") -> None:
        await wait_until(self.pilot, done, what)

    async def pass_the_computer(self) -> None:
        """Against the computer: let it think and its move stay on the screen its time,
        until the person's own scene (or the end) is on the screen."""
        for _ in range(TRIES):
            scene = self.scene
            if scene.kind is not ScreenKind.COMPUTER:
                return
            if scene.computer_move is not None:
                self.clock.advance(scene.pause or COMPUTER_PAUSE)
            await self.settle()
        raise AssertionError("the computer never gave the turn back")

    async def step(self) -> ScreenKind:
        """Answer the scene on the screen as its player would, with Enter after a quiet
        spell (the first playable card, continue), on a Seer choice 1 (the prize: it has no
        default); the computer's moves are let run. Returns the kind of scene answered."""
        await self.pass_the_computer()
        kind = self.kind()
        await self.after_quiet(answer_key(kind))
        await self.pass_the_computer()
        return kind

    async def play_to_end(self, limit: int = 400) -> list[ScreenKind]:
        """Enter after a quiet spell at every scene until the end; the kinds answered."""
        kinds: list[ScreenKind] = []
        for _ in range(limit):
            if self.kind() is ScreenKind.END:
                return kinds
            kinds.append(await self.step())
        raise AssertionError(f"no end after {limit} scenes")


@asynccontextmanager
async def running(
    data_dir: Path,
    record: GameRecord | None = None,
    *,
    size: tuple[int, int] = SIZE,
    seed: int | None = 7,
    clock: ManualClock | None = None,
    pause: float = COMPUTER_PAUSE,
    resume: bool = True,
) -> AsyncIterator[Run]:
    """The app on a ``ManualClock`` in a terminal of ``size``, once its start screen has
    looked for the save; with ``record`` saved as the game in play first and (``resume``)
    resumed at that moment from the start screen's Resume button."""
    if record is not None:
        save_record(record, current_save(data_dir))
    clock = clock or ManualClock()
    app = Claim2App(Sitting(seed=seed, clock=clock, pause=pause))
    async with app.run_test(size=size, notifications=True) as pilot:  # notes are toasts
        run = Run(app, pilot, clock, data_dir)
        await run.wait_until(lambda: app.sitting.found is not None, "the save looked at")
        await run.settle()
        if record is not None and resume:
            start = app.screen
            assert isinstance(start, StartScreen)
            await run.wait_until(lambda: start.resume_button.has_focus, "Resume focused")
            await run.press("enter")
            await run.wait_until(lambda: run.drawn, "the game drawn")
            await run.settle()  # and painted
        yield run
