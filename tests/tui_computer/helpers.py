"""Playing against the computer through key presses, and what the tests check on the way."""

from __future__ import annotations

import random
import threading
from collections.abc import Callable
from typing import Any

import pytest
from textual.pilot import Pilot

from claim2.ai import make_policy
from claim2.engine import (
    Action,
    Card,
    GameState,
    PlayerView,
    legal_actions,
    shuffled_deal,
    start,
    step,
    view,
)
from claim2.engine.aids import memory_aids
from claim2.game.options import GameOptions
from claim2.game.records import GameRecord, new_record, record_with, replay_states
from claim2.tui import computer
from claim2.tui.app import Claim2App
from claim2.tui.screens.base import Pane
from claim2.tui.screens.computer_move import ComputerPane
from claim2.tui.screens.start import StartScreen
from tui.driver import CARD_CODE, flat_text, keys, screen_text, top, until

__all__ = [
    "CARD_CODE",
    "flat_text",
    "keys",
    "screen_text",
    "until",
]  # the shared driver's, for these tests


def computer_done(app: Claim2App) -> Callable[[], bool]:
    """Whether the computer has moved and the next screen is up."""

    def done() -> bool:
        pane = top(app)
        return not isinstance(pane, ComputerPane) and (not isinstance(pane, Pane) or pane.drawn)

    return done


async def start_against_computer(
    pilot: Pilot[None], name: str = "Ann", *, hints: bool = False, leader: str = "random"
) -> None:
    """On the start screen (opened with the computer chosen): name, hints, leader, Start."""
    app = pilot.app
    assert isinstance(app, Claim2App)
    await until(pilot, lambda: app.save_checked)
    await pilot.pause()
    assert isinstance(top(app), StartScreen)
    if hints:
        top(app).query_one("#hints").focus()
        await pilot.press("space")
    top(app).query_one("#name-0").focus()
    await pilot.press(*name, "enter")  # Enter goes on to the leader choice
    moves = {"me": ["right"], "computer": ["right", "right"], "random": []}[leader]
    await pilot.press(*moves, "ctrl+s")
    await pilot.pause()


def true_state(app: Claim2App) -> GameState:
    """The game's real state, rebuilt from the record (never given to the computer)."""
    assert app.session is not None
    return replay_states(app.session.record)[-1]


def visible_codes(seen: PlayerView) -> set[str]:
    """Every card code the player ``seen`` may see (R17)."""
    piles = [
        seen.hand,
        seen.played,
        seen.discards,
        seen.my_draws,
        seen.trolls_aside,
        seen.smashed,
        *seen.prizes,
        *seen.score_piles,
        *seen.gnomes_in_front,
    ]
    cards = [card for pile in piles for card in pile]
    cards += [card for card in (seen.prize, seen.seer_peek) if card is not None]
    if seen.last_trick is not None:
        cards += seen.last_trick.cards
    return {card.code for card in cards}


def worked_out_codes(seen: PlayerView) -> set[str]:
    """Codes the player ``seen`` may be told from the memory aids: worked out of the view alone
    (tests/engine/test_aids.py), e.g. the opponent's whole hand in phase two."""
    aids = memory_aids(seen)
    return {card.code for card in aids.opponent_known}


def hidden_codes(state: GameState, seat: int) -> set[str]:
    """Codes of the cards ``seat`` holds or drew that its opponent may not see."""
    mine = {card.code for card in (*state.hands[seat], *state.draws[seat])}
    seen = view(state, 1 - seat)
    return mine - visible_codes(seen) - worked_out_codes(seen)


class Spy:
    """Wraps a level's policy: checks that it is only ever given the seat's own view."""

    def __init__(self, level: str, app: Claim2App, seat: int) -> None:
        self.policy = make_policy(level)
        self.app = app
        self.seat = seat
        self.seen: list[PlayerView] = []
        self.hold = threading.Event()
        self.hold.set()  # clear it to make the computer think until it is set again
        self.thinking = threading.Event()

    def choose(self, seen: PlayerView, rng: random.Random) -> Action:
        assert type(seen) is PlayerView, f"the computer was given a {type(seen).__name__}"
        assert seen == view(true_state(self.app), self.seat)
        self.seen.append(seen)
        self.thinking.set()
        self.hold.wait(timeout=10)
        return self.policy.choose(seen, rng)


def spied_app(
    monkeypatch: pytest.MonkeyPatch, level: str, **settings: Any
) -> tuple[Claim2App, Spy]:
    """An app set to play against the computer at ``level`` (``settings``: its seed, pause,
    input guard), whose computer (seat 1) decides through a Spy."""
    app = Claim2App(options=GameOptions(computer=level), **settings)
    spy = Spy(level, app, seat=1)
    monkeypatch.setattr(computer, "make_policy", lambda name: spy)
    return app, spy


async def computer_leads_and_thinks(
    pilot: Pilot[None], spy: Spy, name: str = "Ann"
) -> ComputerPane:
    """Start a game against the spied computer, which leads, and wait until it is thinking
    (it thinks until the test sets ``spy.hold``): the computer's pane, on top."""
    spy.hold.clear()
    await start_against_computer(pilot, name, leader="computer")
    await until(pilot, spy.thinking.is_set)
    pane = top(pilot.app)
    assert isinstance(pane, ComputerPane)
    return pane


def first_playable(seen: PlayerView) -> Card:
    return next(action for action in seen.legal_actions if isinstance(action, Card))


def record_until_seer(winner: int, names: tuple[str, str]) -> GameRecord:
    """A game played up to a Seer choice of ``winner`` with a top card to peek at."""
    for seed in range(100):
        deal = shuffled_deal(seed, 0)
        record, state = new_record(names, deal), start(deal)
        while state.seer is None and not state.finished:
            action = legal_actions(state)[-1]  # Seers last: they win often
            state, record = step(state, action), record_with(record, action)
        if state.seer is not None and state.seer.winner == winner and state.seer_peek is not None:
            return record
    raise AssertionError("no seed gives that player a Seer choice")
