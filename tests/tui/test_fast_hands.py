"""Fast hands: bursts of keys with no waiting, at every kind of screen (issue 9).

After each burst: the record holds only actions chosen on a private screen shown to the
acting seat, no private screen follows the other seat's without a hand-off, and the end
screen stays once the game is over (``hands.Watch``).
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from textual.pilot import Pilot

from claim2.engine import GameState
from claim2.game.options import InputGuard
from claim2.game.records import load_record, save_record
from claim2.tui.app import Claim2App
from claim2.tui.screens.end import EndPane
from claim2.tui.screens.handoff import HandoffPane
from claim2.tui.screens.phase_two import PhaseTwoPane
from claim2.tui.screens.seer import SeerPane
from claim2.tui.screens.trick_result import TrickResultPane
from claim2.tui.screens.turn import TurnPane
from claim2.tui.widgets.hand import Hand
from tui_computer.helpers import computer_leads_and_thinks, spied_app, until

from .driver import pilot_test, resume_game, top
from .games import record_until
from .hands import Watch, burst, until_ready

GUARDS = {
    "no guard": InputGuard(0.0, 0.0),  # the move numbers alone keep the hands apart
    "guard": InputGuard(0.3, 0.15),
}
BURSTS = [
    ["enter"] * 3,
    ["enter"] * 10,
    ["right", "enter", "left", "enter", "down", "enter", "enter", "up", "enter"],
    ["2", "enter", "1", "enter", "enter", "escape", "enter", "enter"],
]


def resumed_app(folder: Path, stop: object, guard: InputGuard) -> Claim2App:
    """A hot-seat game (seed 7, Ann and Bob) saved where ``stop`` says, to be resumed."""
    path = folder / "saves" / "current.json"
    save_record(record_until(7, stop), path)  # type: ignore[arg-type]
    return Claim2App(save_path=path, input_guard=guard)


@asynccontextmanager
async def watched(
    folder: Path, stop: object, guard: InputGuard
) -> AsyncIterator[tuple[Claim2App, Pilot[None], Watch]]:
    """The game saved where ``stop`` says, resumed with ``guard``: the app, its pilot and
    a Watch on every screen from the first."""
    app = resumed_app(folder, stop, guard)
    async with app.run_test(size=(80, 24)) as pilot:
        watch = Watch(app)
        await resume_game(pilot)
        yield app, pilot, watch


def at(kind: str) -> object:
    """Where to stop the saved game so that, resumed, the given kind of screen comes soon."""
    stops = {
        "turn": lambda s: s.trick == 3 and not s.played,
        "following": lambda s: s.trick == 5 and len(s.played) == 1,
        "seer": lambda s: s.seer is not None,
        "phase two": lambda s: s.phase == 1 and s.trick == 13 and len(s.played) == 1,
        "end": lambda s: s.phase == 2 and s.trick == 13 and len(s.played) == 1,
    }
    return stops[kind]


@pytest.mark.parametrize("guard", GUARDS.values(), ids=GUARDS.keys())
@pytest.mark.parametrize("where", ["turn", "following", "seer", "phase two", "end"])
@pilot_test
async def test_bursts_at_every_screen_keep_the_hands_apart(
    data_dir: Path, guard: InputGuard, where: str
) -> None:
    """Each kind of burst in turn (Enter x3, Enter x10, arrows and Enter, digits and Enter),
    on every screen that comes, ready or not."""
    async with watched(data_dir, at(where), guard) as (app, pilot, watch):
        kinds = set()
        for number in range(12):
            kinds.add(type(top(app)))
            await burst(pilot, *BURSTS[number % len(BURSTS)])
            watch.check()
            kinds.add(type(top(app)))
            await until_ready(pilot)
            watch.check()
        assert kinds & {TurnPane, SeerPane}
        assert app.session is not None and app.session.moves > 0


@pilot_test
async def test_the_issue_repro_extra_enters_after_a_play(data_dir: Path) -> None:
    """Bob plays with Enter Enter, then Enter comes once more: Ann's hand stays hidden
    and nothing is played for her; her turn comes after her hand-off only."""
    slow_machine_too = InputGuard(2.0, 0.15)
    async with watched(data_dir, at("turn"), slow_machine_too) as (app, pilot, watch):
        await until_ready(pilot)
        await burst(pilot, "enter")  # the hand-off
        await until_ready(pilot)
        assert isinstance(top(app), TurnPane)
        seat = top(app).seen.seat
        # Enter Enter plays; the rest come as the hand-off appears
        await burst(pilot, "enter", "enter", "enter", "enter", "enter")
        assert isinstance(top(app), HandoffPane), "a hand shown before its hand-off"
        assert top(app).player != app.session.players[seat]  # type: ignore[union-attr]
        watch.check()
        assert (
            app.session is not None
            and app.session.moves
            == len(
                record_until(7, at("turn")).actions  # type: ignore[arg-type]
            )
            + 1
        )


@pilot_test
async def test_the_end_screen_stays_through_enter_and_needs_its_own_key(data_dir: Path) -> None:
    async with watched(data_dir, at("end"), GUARDS["no guard"]) as (app, pilot, watch):
        for _ in range(30):
            await burst(pilot, *["enter"] * 10)
            watch.check()
        assert isinstance(top(app), EndPane)
        assert top(app).query_one("#scores").border_title == "How the factions voted"
        await burst(pilot, "n")
        assert not isinstance(top(app), EndPane)


def test_keys_while_the_computer_thinks_do_nothing_to_the_next_screen(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app, spy = spied_app(monkeypatch, "easy", seed=3, computer_pause=0, input_guard=GUARDS["guard"])

    async def play() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await computer_leads_and_thinks(pilot, spy)
            assert app.session is not None
            await burst(pilot, *["enter"] * 10, "right", "enter", "enter", "2", "enter")
            assert app.session.moves == 0  # nothing played for the person meanwhile
            spy.hold.set()
            await until(pilot, lambda: isinstance(top(app), TurnPane))
            screen = top(app)
            await burst(pilot, "enter", "enter")  # typed ahead: the new screen drops them
            assert top(app) is screen and app.session.moves == 1
            await until_ready(pilot)
            await burst(pilot, "enter", "enter")  # now they play
            assert app.session.moves == 2

    asyncio.run(play())


def answer(app: Claim2App) -> list[str]:
    """The keys that answer the screen shown: a playable card, a Seer choice, or Enter."""
    screen = top(app)
    if isinstance(screen, TurnPane):
        hand = screen.query_one(Hand)
        playable = [i for i, card in enumerate(hand.cards) if card in screen.seen.legal_actions]
        steps = playable[0] - hand.index
        return [*(["right"] * steps if steps > 0 else ["left"] * -steps), "enter"]
    if isinstance(screen, SeerPane):
        return ["1"]
    return ["enter"]


KEYS = st.sampled_from(
    ["enter"] * 6 + ["left", "right", "up", "down", "escape", "1", "2", "space", "h"]
)
WAITS = st.sampled_from(["none", "pause", "ready"])


@settings(
    max_examples=2,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    bursts=st.lists(
        st.tuples(st.lists(KEYS, min_size=1, max_size=12), WAITS), min_size=1, max_size=6
    ),
    seed=st.integers(0, 50),
)
def test_whole_hot_seat_games_by_random_bursts(
    data_dir: Path, bursts: list[tuple[list[str], str]], seed: int
) -> None:
    """Whole games played only by random bursts at random moments (the drawn bursts go
    round until the game ends); the promises hold after every burst."""
    folder = data_dir / f"game-{seed}-{len(bursts)}-{abs(hash(str(bursts)))}"
    path = folder / "current.json"

    def first(state: GameState) -> bool:
        return True

    save_record(record_until(seed, first), path)
    app = Claim2App(save_path=path, input_guard=InputGuard(0.04, 0.02))

    async def play() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            watch = Watch(app)
            await resume_game(pilot)
            for number in range(2000):
                keys, wait = bursts[number % len(bursts)]
                if number % len(bursts) == 0:  # each round, one deliberate answer too
                    await until_ready(pilot)
                    await burst(pilot, *answer(app))
                    watch.check()
                await burst(pilot, *keys)
                watch.check()
                if isinstance(top(app), EndPane):
                    break
                if wait == "ready":
                    await until_ready(pilot)
                elif wait == "pause":
                    await pilot.pause()
            assert isinstance(top(app), EndPane)
            assert app.session is not None and app.session.finished

    asyncio.run(play())
    assert load_record(path).actions if path.exists() else True


@pilot_test
async def test_phase_two_and_trick_results_are_passed_one_at_a_time(data_dir: Path) -> None:
    async with watched(data_dir, at("phase two"), GUARDS["no guard"]) as (app, pilot, watch):
        seen = []
        for _ in range(8):
            seen.append(type(top(app)))
            await burst(pilot, "enter", "enter", "enter")
            watch.check()
        assert TrickResultPane in seen or PhaseTwoPane in seen
        assert any(s.shown and s.shown.kind.value == "phase_two" for s in watch.screens)
