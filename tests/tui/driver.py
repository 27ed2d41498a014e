"""Playing the app through key presses, as the players would: shared by the Pilot tests."""

from __future__ import annotations

import asyncio
import functools
import re
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Coroutine
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, ParamSpec

from textual import events
from textual.pilot import Pilot
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Footer

from claim2.engine import Card, GameState, PlayerView, SeerChoice
from claim2.engine.events import CardPlayed, PrizeRevealed
from claim2.game.records import replay_states
from claim2.tui.app import Claim2App
from claim2.tui.screens.base import Pane
from claim2.tui.screens.end import EndPane
from claim2.tui.screens.game import GameScreen
from claim2.tui.screens.handoff import HandoffPane
from claim2.tui.screens.phase_two import PhaseTwoPane
from claim2.tui.screens.seer import SeerPane
from claim2.tui.screens.start import StartScreen
from claim2.tui.screens.trick_result import TrickResultPane
from claim2.tui.screens.turn import TurnPane
from claim2.tui.widgets.hand import Hand

Shown = Screen[Any] | Widget  # what is on top: a screen, or the game screen's pane
CardPicker = Callable[[PlayerView], Card]
SeerPicker = Callable[[PlayerView], SeerChoice]
Opening = Callable[[Pilot[None]], Awaitable[object]]
P = ParamSpec("P")


def pilot_test(test: Callable[P, Coroutine[Any, Any, None]]) -> Callable[P, None]:
    """Run an async test (one or more Pilot sittings) to its end; pytest sees the same
    fixtures and parameters."""

    @functools.wraps(test)
    def run(*args: P.args, **kwargs: P.kwargs) -> None:
        asyncio.run(test(*args, **kwargs))

    return run


@asynccontextmanager
async def sitting(
    app: Claim2App | None = None,
    size: tuple[int, int] = (80, 24),
    opening: Opening | None = None,
) -> AsyncIterator[tuple[Claim2App, Pilot[None]]]:
    """One sitting at ``app`` (a new Claim2App unless given) in a terminal of ``size``:
    the app and its pilot once the start screen has looked at the save and ``opening``
    (resume_game, start_new_game, ...) is done."""
    app = Claim2App() if app is None else app
    async with app.run_test(size=size) as pilot:
        await (started(pilot) if opening is None else opening(pilot))
        yield app, pilot


def post_keys(pilot: Pilot[None], *names: str) -> None:
    """Send ``names`` in a row without waiting, as a quick typist (or a key held down) would:
    the keys still arrive one by one through the app, in order."""
    app = pilot.app
    for name in names:
        character = name if len(name) == 1 else {"enter": "\r", "escape": "\x1b"}.get(name)
        event = events.Key(name, character)
        event.set_sender(app)
        app.post_message(event)


async def keys(pilot: Pilot[None], *names: str) -> None:
    """Press ``names`` in a row, as a quick typist would, then wait for the app to settle.

    Like ``pilot.press`` but without waiting after every key (much faster).
    """
    post_keys(pilot, *names)
    await quiet(pilot)  # what comes next is on the screen before the test looks


def busy(app: Any) -> bool:
    """Whether the app or a widget of the screen on top still has messages to handle
    (keys not yet handled, a pane being mounted, a footer being composed)."""
    if app._message_queue.qsize():
        return True
    try:
        screen = app.screen
    except Exception:  # between screens
        return True
    if isinstance(top(app), Pane) and not top(app).drawn:
        return True
    return any(node._message_queue.qsize() for node in screen.walk_children(with_self=True))


async def quiet(pilot: Pilot[None], limit: float = 120.0) -> None:
    """Wait until the app has handled everything sent to it and stays idle for a few turns
    of its loop (a busy machine handles a burst of keys late), the pane on top drawn.

    ``limit`` only stops a test that hangs: it is wall time, generous enough for a machine
    whose cores are mostly taken by other work."""
    deadline = time.monotonic() + limit
    calm = 0
    while calm < 3:
        assert time.monotonic() < deadline, f"the app never settled on {top(pilot.app)!r}"
        await pilot.pause()
        calm = calm + 1 if not busy(pilot.app) else 0


async def until(pilot: Pilot[None], done: Callable[[], bool], limit: float = 20.0) -> None:
    """Let the app run (workers included) until ``done()``; fail after ``limit`` seconds."""
    waited = 0.0
    while not done():
        assert waited < limit, f"still waiting on {top(pilot.app)!r}"
        await pilot.pause(0.01)
        waited += 0.01


async def settled_text(pilot: Pilot[None], tries: int = 50) -> str:
    """The screen's text once it stops changing (a busy machine may draw late).

    Screens finish some parts (the footer's keys, say) a moment after they
    appear, so two reads of the "same" screen can differ by timing alone. A step of
    the game is read once its pane has been drawn.
    """
    await quiet(pilot)
    text = screen_text(pilot.app)  # type: ignore[arg-type]
    same = 0
    for _ in range(tries):
        await pilot.pause(0.02)
        again = screen_text(pilot.app)  # type: ignore[arg-type]
        footer = not pilot.app.screen.query(Footer) or bool(again.split("\n")[-1].strip())
        same = same + 1 if again == text and footer else 0
        if same >= 3:  # the same three times over, its keys in the footer
            return text
        text = again
    return text


async def pane_drawn(pilot: Pilot[None], limit: float = 20.0) -> None:
    """Wait until the game's pane on top (if it is the game screen) has been drawn."""
    await until(pilot, lambda: not isinstance(top(pilot.app), Pane) or top(pilot.app).drawn, limit)


def top(app: Any) -> Any:
    """What the players see on top: the game's pane (the step of the game shown) while the
    game screen is on top, else the screen on top."""
    screen = app.screen
    if isinstance(screen, GameScreen) and screen.pane is not None:
        return screen.pane
    return screen


def screen_text(app: Claim2App) -> str:
    """The text on the terminal now, line by line (what a person would read)."""
    strips = app.screen._compositor.render_strips()
    return "\n".join(strip.text.rstrip() for strip in strips)


CARD_CODE = re.compile(r"\b(?:Gn|Gi|Dr|Tr|Se)\d\b")
PUBLIC_SCREENS = (HandoffPane, TrickResultPane, PhaseTwoPane, EndPane)
BOX_DRAWING = re.compile(r"[\u2500-\u259f]")  # borders, blocks: not text


def flat_text(app: Claim2App) -> str:
    """The words on the screen, borders removed and wrapped lines joined."""
    return " ".join(BOX_DRAWING.sub(" ", screen_text(app)).split())


def revealed(states: list[GameState]) -> set[str]:
    """Codes of every card turned face up so far: prizes and played cards."""
    return {
        event.card.code
        for state in states
        for event in state.events
        if isinstance(event, PrizeRevealed | CardPlayed)
    }


def only_revealed_cards(app: Claim2App) -> None:
    """On a public screen, every card shown has been face up on the table (R17)."""
    screen = top(app)
    if isinstance(screen, PUBLIC_SCREENS):
        assert app.session is not None
        public = revealed(replay_states(app.session.record))
        shown = set(CARD_CODE.findall(screen_text(app)))
        assert shown <= public, f"{type(screen).__name__} shows {shown - public}"


def kept_records(folder: Path, prefix: str) -> list[Path]:
    """The records kept under ``<prefix>-<time>.json`` (not files kept beside them)."""
    return [path for path in folder.glob(f"{prefix}-*.json") if path.suffixes == [".json"]]


def seers_first(seen: PlayerView) -> Card:
    """A simple way to play: the highest Seer if allowed, else the first playable card."""
    cards = [action for action in seen.legal_actions if isinstance(action, Card)]
    seers = [card for card in cards if card.code.startswith("Se")]
    return seers[-1] if seers else cards[0]


def take_top(seen: PlayerView) -> SeerChoice:
    return SeerChoice.TOP


async def started(pilot: Pilot[None]) -> None:
    """Wait until the start screen has looked at the save (just after the first frame)."""
    app = pilot.app
    assert isinstance(app, Claim2App)
    for _ in range(100):
        if app.save_checked:
            break
        await pilot.pause()
    await pilot.pause()
    assert app.save_checked


async def resume_game(pilot: Pilot[None]) -> None:
    """On the start screen, press Enter on Resume (it has the focus)."""
    await started(pilot)
    await keys(pilot, "enter")


async def finish_saved_game(pilot: Pilot[None]) -> None:
    """Resume the saved game and play it to its end pane."""
    await resume_game(pilot)
    await play_to_end(pilot)
    assert isinstance(top(pilot.app), EndPane)


async def start_new_game(
    pilot: Pilot[None], names: tuple[str, str] = ("Ann", "Bob"), leader: str = "first"
) -> None:
    """Type both names, choose who leads (first, second or random), press Start."""
    await started(pilot)
    assert isinstance(pilot.app.screen, StartScreen)
    pilot.app.screen.query_one("#name-0").focus()
    await pilot.pause()
    await pilot.press(*names[0], "enter")
    await pilot.pause()
    await pilot.press(*names[1], "enter")
    await pilot.pause()
    moves = {"first": ["left", "left"], "second": ["left"], "random": []}[leader]
    await pilot.press(*moves, "ctrl+s")
    await pilot.pause()


async def pick_card(pilot: Pilot[None], screen: TurnPane, card: Card) -> None:
    """Move the cursor to ``card`` with the arrow keys, then Enter (one key plays it)."""
    hand = screen.query_one(Hand)
    target = hand.cards.index(card)
    steps = target - hand.index
    moves = ["right"] * steps if steps > 0 else ["left"] * -steps
    await keys(pilot, *moves, "enter")
    for _ in range(2000):  # a busy machine may take a moment to show what comes next
        if top(pilot.app) is not screen:
            return
        await pilot.pause(0.01)
    raise AssertionError(f"{card} was not played")


async def play_screen(
    pilot: Pilot[None], pick: CardPicker = seers_first, seer: SeerPicker = take_top
) -> Shown:
    """Answer whatever step is showing, as its player would; returns its pane."""
    await pane_drawn(pilot)
    screen = top(pilot.app)
    if isinstance(screen, HandoffPane | TrickResultPane | PhaseTwoPane):
        await keys(pilot, "enter")
    elif isinstance(screen, TurnPane):
        await pick_card(pilot, screen, pick(screen.seen))
    elif isinstance(screen, SeerPane):
        choice = seer(screen.seen)
        await keys(pilot, "2" if choice is SeerChoice.TOP else "1")
    return screen


def results_shown(panes: list[Shown]) -> int:
    """How many tricks' results the players were shown: on a trick-result pane, on the
    hand-off that follows a trick, or (phase one's last) on the phase-two pane."""
    kinds = TrickResultPane | HandoffPane | PhaseTwoPane
    return sum(isinstance(pane, kinds) and pane.result is not None for pane in panes)


async def play_to_end(
    pilot: Pilot[None],
    pick: CardPicker = seers_first,
    seer: SeerPicker = take_top,
    limit: int = 400,
    inspect: Callable[[Claim2App], None] | None = None,
) -> list[Shown]:
    """Play until the end pane; returns every pane seen on the way.

    ``inspect`` is called with the app on every screen before it is answered.
    """
    seen: list[Shown] = []
    app = pilot.app
    assert isinstance(app, Claim2App)
    for _ in range(limit):
        await pane_drawn(pilot)
        if inspect is not None:
            inspect(app)
        if isinstance(top(app), EndPane):
            return seen
        seen.append(await play_screen(pilot, pick, seer))
    raise AssertionError(f"no end after {limit} screens; stuck at {top(pilot.app)!r}")
