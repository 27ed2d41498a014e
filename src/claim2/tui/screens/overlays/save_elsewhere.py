"""Leaving a game that could not be saved: keep its record in another place first."""

from __future__ import annotations

import time
from pathlib import Path
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import BindingType
from textual.content import Content
from textual.widgets import Button, Input, Static

from claim2.present.keymap import key_name
from claim2.records.record import GameRecord
from claim2.sitting.keeping import save_elsewhere
from claim2.text.i18n import N_, _
from claim2.tui.bindings import bound
from claim2.tui.screens.overlays.dialog import Dialog


def suggested_path() -> Path:
    """A new file in the home folder, named for the time."""
    return Path.home() / f"claim2-game-{time.strftime('%Y%m%d-%H%M%S')}.json"


class SaveElsewhereScreen(Dialog[bool]):
    """Dismisses with True to leave (saved elsewhere, or left unsaved on purpose), False to
    keep playing."""

    HEADING = N_("The game is not saved")
    MESSAGE = N_(
        "This game could not be saved ({reason}). Type a file to keep it in "
        "(watch it with 'claim2 replay'), then press {key}."
    )
    BINDINGS: ClassVar[list[BindingType]] = [
        bound("save_elsewhere.keep_playing", "keep_playing", N_("Keep playing")),
    ]

    def __init__(self, record: GameRecord, problem: str) -> None:
        super().__init__()
        self.record = record
        self.problem = problem

    def fields(self) -> dict[str, str]:
        return {"reason": self.problem, "key": key_name("field.submit")}

    def body(self) -> ComposeResult:
        yield Input(str(suggested_path()), id="elsewhere-path")
        yield Static(id="elsewhere-problem")

    def buttons(self) -> ComposeResult:
        yield Button(_("Save"), id="save", variant="primary", action="screen.save")
        yield Button(
            _("Quit without saving"), id="leave", variant="error", action="screen.dismiss(True)"
        )
        yield Button(_("Keep playing"), id="keep", action="screen.keep_playing")

    def on_mount(self) -> None:
        self.query_one(Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.action_save()

    def action_save(self) -> None:
        kept, said = save_elsewhere(self.record, self.query_one(Input).value)
        if kept is None:
            self.query_one("#elsewhere-problem", Static).update(Content(said))
            return
        self.app.notify(said, markup=False)
        self.dismiss(True)

    def action_keep_playing(self) -> None:
        self.dismiss(False)
