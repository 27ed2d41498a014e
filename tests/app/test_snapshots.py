"""Snapshots of the app's main screens (pytest-textual-snapshot), each from a saved record
of a fixed deal (seed 7) resumed at the moment shown, on a manual clock: at 80×24 in
English and in Dutch, at 120×40 and at 200×50 (the game's moments at the three sizes from
one app resized, and the review at 80×24 and 120×40: ``test_snapshots_resized``).

After a change of layout, look at the differences in the HTML report pytest writes, then
accept them all with one command:

    .venv/bin/python -m pytest tests/app/test_snapshots.py tests/app/walkthrough/test_snapshots.py \
        --snapshot-update
"""

from __future__ import annotations

import os
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from pytest_textual_snapshot import SVGImageExtension  # type: ignore[import-untyped]
from syrupy.assertion import SnapshotAssertion
from textual.pilot import Pilot

from claim2.records.record import GameRecord, load_record, replay_states, save_record, upgraded
from claim2.settings.remembered import Settings, save_settings
from claim2.sitting.clock import ManualClock
from claim2.sitting.sitting import Sitting
from claim2.text.i18n import set_language
from claim2.tui.app import Claim2App
from claim2.tui.screens.past_games.history import HistoryScreen
from claim2.tui.screens.past_games.replay_viewer import ReplayScreen
from claim2.tui.screens.start.start import StartScreen
from claim2.tui.widgets.games_table import GamesTable

from .driving import Run, current_save, settle, wait_until
from .games import (
    first_record,
    following,
    last_card,
    late_with_a_peek,
    leading,
    record_until,
    seer_pending,
)
from .reviews import SCREEN, remembered_review
from .test_history import the_games

SnapCompare = Callable[..., bool]

KEPT_AS = "~/.local/share/claim2/saves/game-20261203-120000.json"
Steps = Callable[[Run], Awaitable[None]]


def computers_turn_next(record: GameRecord) -> bool:
    state = replay_states(record)[-1]
    return state.to_move == 0 and not state.played and state.seer is None and state.trick > 2


def enters(count: int) -> Steps:
    """Enter ``count`` times, each after a quiet spell."""

    async def run(run: Run) -> None:
        for _ in range(count):
            await run.after_quiet("enter")

    return run


async def names_typed(run: Run) -> None:
    start = run.top
    assert isinstance(start, StartScreen)
    start.query_one("#name-0").focus()
    await run.press(*"Ann", "enter", *"Bob")


async def nothing(run: Run) -> None:
    """The screen as it comes up."""


async def reveal_and_point(run: Run) -> None:
    await run.after_quiet("enter", "right")


async def rules(run: Run) -> None:
    await run.press("f1")


def history_games(data_dir: Path) -> None:
    """The history's games (``test_history.the_games``), the one kept aside dated too: a
    snapshot must not show the day it was taken."""
    the_games(data_dir)
    for path in (data_dir / "saves").glob("unfinished-*.json"):
        record = upgraded(load_record(path), started="2026-12-01T13:00:00Z")
        save_record(record, path)
        moment = datetime(2026, 12, 1, 13, 0, tzinfo=UTC).timestamp()
        os.utime(path, (moment, moment))


async def history_opened(run: Run) -> None:
    """The history (F4 on the start screen), its games read."""
    await run.press("f4")
    screen = run.top
    assert isinstance(screen, HistoryScreen)
    await run.wait_until(lambda: screen.loaded and bool(screen.query(GamesTable)), "games")


async def replay_third_trick(run: Run) -> None:
    """The replay viewer of a whole game, at its third trick."""
    run.app.push_screen(ReplayScreen(record_until(lambda state: False)))
    await run.wait_until(lambda: isinstance(run.top, ReplayScreen), "the replay")
    await run.press("right", "right", "right")


async def review_from_the_end(run: Run) -> None:
    """The end of a game, then its review (r), worked out."""
    from claim2.tui.screens.past_games.review import ReviewScreen

    await enters(3)(run)
    await run.after_quiet("r")
    await run.wait_until(lambda: isinstance(run.top, ReviewScreen), "the review")
    screen = run.top
    assert isinstance(screen, ReviewScreen)
    await run.wait_until(lambda: screen.review is not None, "the review worked out")


@dataclass(frozen=True)
class Moment:
    """A moment to take a snapshot of: the saved game (None: none), the keys after resuming,
    and whether every card takes a second Enter."""

    record: Callable[[], GameRecord | None]
    steps: Steps
    confirm: bool = False
    files: Callable[[Path], object] | None = None  # written in the data folder first


MOMENTS: dict[str, Moment] = {
    "start screen": Moment(lambda: None, names_typed),
    "first hand-off": Moment(lambda: record_until(leading(1)), nothing),
    "turn leading in phase one": Moment(lambda: record_until(leading(4)), reveal_and_point),
    "turn late in phase one": Moment(late_with_a_peek, nothing),
    "turn following, a card raised": Moment(
        lambda: record_until(following(6)), enters(2), confirm=True
    ),
    "seer choice": Moment(lambda: first_record(lambda r: seer_pending(replay_states(r)[-1])),
                          enters(1)),
    "trick result": Moment(lambda: record_until(following(4)), enters(2)),
    "phase two begins": Moment(lambda: record_until(following(13)), enters(2)),
    "turn in phase two": Moment(lambda: record_until(leading(7, phase=2)), enters(1)),
    "the end": Moment(lambda: record_until(last_card), enters(3)),
    # seed 8: both players lose ground as the quick estimates see it (both rows marked)
    "the review": Moment(lambda: record_until(last_card, seed=8), review_from_the_end),
    "the computer's move": Moment(
        lambda: first_record(computers_turn_next, computer="easy"), enters(1)
    ),
    "rules": Moment(lambda: None, rules),
    "replay of a trick": Moment(lambda: None, replay_third_trick),
    "history": Moment(lambda: None, history_opened, files=history_games),
}  # fmt: skip

EVERY = sorted(MOMENTS)
GAME = [
    "first hand-off",
    "turn leading in phase one",
    "turn following, a card raised",
    "seer choice",
    "trick result",
    "phase two begins",
    "turn in phase two",
    "the end",
    "the computer's move",
]
SIZES = ((80, 24), (120, 40), (200, 50))  # the game's moments, from one app resized
#: The game's moments whose Dutch snapshot is taken from the same app, back at 80×24 after
#: F3: all of them (each drew the same, SVG for SVG, as an app started in Dutch when these
#: replaced those; the computer's level, the end's ratings and phase two's faction names
#: too, since they are worded when drawn).
DUTCH_BY_F3 = GAME
CASES = (
    [
        pytest.param(name, (80, 24), "en", id=f"{name}-80x24")
        for name in EVERY
        if name not in GAME and name != "the review"
    ]
    + [
        pytest.param(name, (80, 24), "nl", id=f"{name}-80x24-nl")
        for name in EVERY
        if name != "the review" and name not in DUTCH_BY_F3
    ]
    + [pytest.param("too small", (60, 20), "en", id="too small-60x20")]
)
RESIZED = [pytest.param(name, "en", SIZES, id=name) for name in GAME] + [
    pytest.param("the review", language, SIZES[:2], id=f"the review-{language}")
    for language in ("en", "nl")
]


def prepared(
    data_dir: Path, name: str, language: str, monkeypatch: pytest.MonkeyPatch
) -> tuple[Claim2App, Callable[[Pilot[Any]], Awaitable[None]]]:
    """The app for the moment ``name`` in ``language``, its files written, and what brings
    it there (``run_before``)."""
    # the end says where the game was kept: a folder of the test's and the time, drawn as
    # one path that stays the same from run to run
    monkeypatch.setattr("claim2.sitting.table_game.quote_path", lambda _path: KEPT_AS)
    monkeypatch.setattr(SCREEN, remembered_review)  # the review worked out once a process
    moment = MOMENTS.get(name, Moment(lambda: None, nothing))
    if moment.files is not None:
        moment.files(data_dir)
    record = moment.record()
    if record is not None:
        save_record(record, current_save(data_dir))
    if moment.confirm:
        save_settings(Settings(confirm_cards=True))
    set_language(language)
    clock = ManualClock()
    app = Claim2App(Sitting(seed=7, clock=clock))

    async def run_before(pilot: Pilot[Any]) -> None:
        run = Run(app, pilot, clock, data_dir)
        await wait_until(pilot, lambda: app.sitting.found is not None, "the save looked at")
        await settle(pilot)
        if record is not None:
            await run.press("enter")  # Resume
            await run.wait_until(lambda: run.on_game, "the game")
        await moment.steps(run)
        if record is not None and name != "the computer's move":  # its move stays its pause
            await run.pass_the_computer()
        if name != "the computer's move":
            clock.advance(1.0)  # no key for a while: the scene is ready for its keys
        app.clear_notifications()
        await settle(pilot)

    return app, run_before


@pytest.mark.parametrize(("name", "size", "language"), CASES)
def test_snapshot(
    snap_compare: SnapCompare,
    data_dir: Path,
    name: str,
    size: tuple[int, int],
    language: str,
    monkeypatch: pytest.MonkeyPatch,
    quick_estimates: None,  # the review's layout, not its estimates (tests/review): 2.4 s less
) -> None:
    app, run_before = prepared(data_dir, name, language, monkeypatch)
    assert snap_compare(app, terminal_size=size, run_before=run_before)


@pytest.mark.parametrize(("name", "language", "sizes"), RESIZED)
async def test_snapshots_resized(
    snapshot: SnapshotAssertion,
    data_dir: Path,
    name: str,
    language: str,
    sizes: tuple[tuple[int, int], ...],
    monkeypatch: pytest.MonkeyPatch,
    quick_estimates: None,
) -> None:
    """A moment at 80×24, then the same app resized to each larger size: one app for them
    all (an app started at each size drew each the same, SVG for SVG, when these replaced
    those: 20 apps fewer, about 5 s of CPU), taken as ``snap_compare`` takes them (its
    pauses, then the screenshot simplified); then each of the game's moments at 80×24
    again in Dutch (``DUTCH_BY_F3``: 9 apps fewer)."""
    app, run_before = prepared(data_dir, name, language, monkeypatch)
    svg = snapshot.use_extension(SVGImageExtension)
    async with app.run_test(size=sizes[0]) as pilot:
        await run_before(pilot)
        for width, height in sizes:
            if (width, height) != app.size:
                await pilot.resize_terminal(width, height)
                await settle(pilot)
                app.clear_notifications()  # none is wanted in a snapshot
                await settle(pilot)
            await pilot.pause()
            await pilot.wait_for_scheduled_animations()
            await pilot.pause()
            assert svg(name=f"{width}x{height}") == app.export_screenshot(simplify=True)
        if name in DUTCH_BY_F3:  # and in Dutch, switched by F3
            await pilot.resize_terminal(80, 24)
            await settle(pilot)
            await pilot.press("f3")
            await settle(pilot)
            app.clear_notifications()
            await settle(pilot)
            await pilot.pause()
            await pilot.wait_for_scheduled_animations()
            await pilot.pause()
            assert svg(name="80x24-nl") == app.export_screenshot(simplify=True)
