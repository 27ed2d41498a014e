"""The end: how every faction voted and why (R15), and who won (R16). Public."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.widgets import Button, Static

from claim2.engine import Faction, score
from claim2.game.i18n import N_, _
from claim2.game.public import PublicView
from claim2.present.phrase import Teller, Voice
from claim2.present.verdict import verdict
from claim2.tui.messages import BackToStart, PlayAgain
from claim2.tui.narrate import content
from claim2.tui.screens.base import Cue, MouseButton, PublicPane
from claim2.tui.widgets.score_table import VoteTable


class EndPane(PublicPane):
    """The scoring; play again (the next game at once, the same players), the start screen,
    or quit. It stays until one of them is chosen on purpose: by its own key or a click,
    never by Enter (held down, or pressed once too often)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "again", N_("Play again")),
        Binding("s", "start_screen", N_("Start screen")),
        Binding("q", "app.quit", N_("Quit")),
    ]

    def __init__(self, cue: Cue, public: PublicView, match: str | None = None) -> None:
        """``match``: after a game of a match, its tally and state (plain text)."""
        super().__init__(cue, public)
        self.match = match
        self.outcome = score(public.score_piles)

    def title(self) -> str:
        return _("Game over")

    def compose(self) -> ComposeResult:
        with Vertical(id="public"):
            scores = VoteTable(
                self.public.score_piles, self.names, self.outcome, tuple(Faction), id="scores"
            )
            scores.border_title = _("How the factions voted")
            yield scores
            yield Static(
                content(verdict(self.outcome, Teller(Voice.PUBLIC, self.names))), id="verdict"
            )
            if self.match is not None:
                yield Static(Content(self.match), id="match")
            with Horizontal(id="buttons"):
                yield MouseButton(_("Play again"), id="again", variant="primary")
                yield MouseButton(_("Start screen"), id="start-screen")
                yield MouseButton(_("Quit"), id="quit")

    def action_again(self) -> None:
        self.post_message(PlayAgain())

    def action_start_screen(self) -> None:
        self.post_message(BackToStart())

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "again":
            self.post_message(PlayAgain())
        elif event.button.id == "start-screen":
            self.post_message(BackToStart())
        else:
            self.app.exit()
