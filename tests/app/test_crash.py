"""A crash during play (which should not happen) through ``claim2.tui.launch.run_app``, the
command's own way of running the app: one short line on stderr naming a crash log; the log
holds the traceback without local variables and without any card code (no hidden hand,
no draw pile); nothing else reaches stdout or stderr."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from textual.app import App
from textual.pilot import Pilot

from claim2.engine import Action
from claim2.game.steps import NextScreen
from claim2.records.record import save_record
from claim2.sitting.clock import ManualClock
from claim2.sitting.sitting import Sitting
from claim2.sitting.table import Table
from claim2.storage.crash_log import CARD_CODE
from claim2.tui.app import Claim2App
from claim2.tui.launch import EXIT_CRASH, run_app
from claim2.tui.screens.table.game import GameScreen

from .driving import TRIES, current_save, post_key, quiet_needed, settle
from .games import following, hidden_from, last_state, record_until

ERROR = "an error nobody expected"


def crash_on_play(monkeypatch: pytest.MonkeyPatch) -> None:
    """Playing a card raises, with both hands and the draw pile in its local variables and
    in its message (as a careless error might)."""

    def play(self: Table, action: Action, shown: NextScreen) -> None:
        state = last_state(self.session.record)
        hands = [[card.code for card in hand] for hand in state.hands]
        draw_pile = [card.code for card in state.draw_pile]
        raise RuntimeError(f"{ERROR}: {action} over {hands} and {draw_pile}")

    monkeypatch.setattr(Table, "play", play)


def test_a_crash_mid_game_names_its_log_in_one_line_and_shows_no_card(
    monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str], data_dir: Path
) -> None:
    record = record_until(following(4))
    save_record(record, current_save(data_dir))
    hidden = hidden_from(record, 1) | hidden_from(record, 0)
    assert hidden
    crash_on_play(monkeypatch)
    clock = ManualClock()
    app = Claim2App(Sitting(seed=7, clock=clock))

    async def play_a_card(pilot: Pilot[Any]) -> None:
        """Resume, Bob confirms the hand-off, Bob plays a card (and the app stops)."""
        for _ in range(TRIES):
            if app.sitting.found is not None:
                break
            await settle(pilot)
        await settle(pilot)
        post_key(app, "enter")  # Resume
        for _ in range(TRIES):
            if isinstance(app.screen, GameScreen):
                break
            await settle(pilot)
        for _ in range(2):  # the hand-off, then the card
            clock.advance(quiet_needed(app))
            post_key(app, "enter")
            await settle(pilot)

    run = App.run

    def headless_run(self: App[Any], **options: Any) -> Any:
        return run(self, headless=True, size=(80, 24), auto_pilot=play_a_card)

    monkeypatch.setattr(Claim2App, "run", headless_run)

    assert run_app(app) == EXIT_CRASH

    out, err = capfd.readouterr()
    (log,) = data_dir.glob("claim2-crash-*.log")
    assert err.strip().splitlines() == [
        f"claim2: the app stopped on an unexpected error; the details are in {log}"
    ]
    assert not CARD_CODE.search(out + err)
    text = log.read_text(encoding="utf-8")
    assert ERROR in text and "RuntimeError" in text
    assert not CARD_CODE.search(text), "a card code in the crash log"
    assert not re.search(r"─ locals ─|\bself = ", text), "local variables in the crash log"
    for code in hidden:
        assert not re.search(rf"(?<![A-Za-z]){code}(?![0-9])", out + err + text)
