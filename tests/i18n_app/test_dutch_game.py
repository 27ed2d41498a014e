"""A whole hot-seat game in Dutch through key presses, as with ``claim2 --lang nl play``."""

from __future__ import annotations

import asyncio
from collections import Counter
from pathlib import Path

from claim2.engine import outcome
from claim2.game.i18n import set_language
from claim2.game.records import load_record, replay_states
from claim2.tui.app import Claim2App
from claim2.tui.screens.end import EndPane
from claim2.tui.screens.handoff import HandoffPane
from claim2.tui.screens.phase_two import PhaseTwoPane
from claim2.tui.screens.seer import SeerPane
from claim2.tui.screens.start import StartScreen
from claim2.tui.screens.trick_result import TrickResultPane
from claim2.tui.screens.turn import TurnPane
from tui.driver import (
    Shown,
    flat_text,
    kept_records,
    only_revealed_cards,
    play_screen,
    results_shown,
    start_new_game,
    top,
)

from .english import english_on
from .switching import drawn, footer_text, header_text


def dutch_words(app: Claim2App) -> str:
    """What the screen on top must say in Dutch (and checks it says no English)."""
    screen = top(app)
    text = flat_text(app)
    assert not english_on(text), f"{type(screen).__name__}: {english_on(text)}\n{text}"
    assert "F1 Regels" in footer_text(app) or isinstance(screen, StartScreen)
    header = header_text(app)
    if isinstance(screen, HandoffPane):
        assert f"Geef de laptop aan {screen.player}" in text
        assert "Overdracht" in header
    elif isinstance(screen, TurnPane):
        name = screen.names[screen.seen.seat]
        assert f"Jouw hand, {name}" in text
        assert f"{name} is aan de beurt" in header
    elif isinstance(screen, SeerPane):
        assert "Jouw keuze" in text and "Ziener" in text
    elif isinstance(screen, TrickResultPane):
        assert "Uitslag van de slag" in header
        assert "slag" in text
    elif isinstance(screen, PhaseTwoPane):
        assert "Fase 2" in header
    elif isinstance(screen, EndPane):
        assert "Einde van het spel" in header
    return type(screen).__name__


def test_a_whole_game_in_dutch(data_dir: Path) -> None:
    set_language("nl")  # as claim2 --lang nl does
    app = Claim2App(seed=7)
    kinds: Counter[str] = Counter()
    panes: list[Shown] = []

    def inspect(app: Claim2App) -> None:
        kinds[dutch_words(app)] += 1
        panes.append(top(app))
        only_revealed_cards(app)

    async def play() -> tuple[str, list[str]]:
        async with app.run_test(size=(80, 24)) as pilot:
            await start_new_game(pilot, ("Ann", "Bob"), leader="first")
            for _ in range(400):
                await drawn(pilot)
                inspect(app)
                if isinstance(top(app), EndPane):
                    return flat_text(app), [note.message for note in app._notifications]
                await play_screen(pilot)
            raise AssertionError(f"no end; stuck at {top(app)}")

    end, notes = asyncio.run(play())
    assert {
        "HandoffPane",
        "TurnPane",
        "SeerPane",
        "TrickResultPane",
        "PhaseTwoPane",
        "EndPane",
    } <= set(kinds)
    assert results_shown(panes) == 26  # every trick's result, once

    [kept] = kept_records(data_dir / "saves", "game")
    record = load_record(kept)
    result = outcome(replay_states(record)[-1])
    assert result.winner is not None
    winner = record.players[result.winner]
    votes = result.votes
    assert f"{winner} wint met {votes[result.winner]} stemmen tegen" in end
    assert [note for note in notes if note.startswith("Het spel is bewaard als")], notes
