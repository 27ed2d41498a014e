"""After every trick, for both players: the cards, the winner, who takes what, who leads.

Public: built from the trick, public events (no hidden draw, no peek) and the
public view.
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Horizontal, Vertical
from textual.widgets import Button, Static

from claim2.game.i18n import N_, _
from claim2.game.public import PublicView
from claim2.game.session import NextScreen, TrickResult
from claim2.tui.messages import Proceed
from claim2.tui.narrate import result_lines
from claim2.tui.screens.base import Pane
from claim2.tui.text import NAME_FIELDS, phase_trick, with_names
from claim2.tui.widgets.board import result_cards
from claim2.tui.widgets.card import CardRow
from claim2.tui.widgets.scoreboard import Scoreboard


class TrickResultPane(Pane):
    """The summary of one trick; Enter (or the button) continues."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "proceed", N_("Continue"), key_display="⏎")
    ]

    def __init__(
        self,
        result: TrickResult,
        public: PublicView,
        names: tuple[str, str],
        *,
        shown: NextScreen | None = None,
        guard: float = 0.0,
    ) -> None:
        super().__init__(shown, guard=guard)
        self.result = result
        self.public = public
        self.names = names

    def title(self) -> str:
        return _("Trick result")

    def compose(self) -> ComposeResult:
        trick = self.result.trick
        with Vertical(id="public"):
            with Center():
                yield CardRow(*result_cards(self.result, self.names), id="trick-cards")
            lines = result_lines(trick, self.result.events, NAME_FIELDS)
            summary = Static(with_names("\n".join(lines), self.names), id="summary")
            summary.border_title = _("{heading}: result").format(
                heading=phase_trick(trick.phase, trick.trick)
            )
            yield summary
            yield Scoreboard(self.public, self.names, phase=trick.phase, id="piles")
            with Horizontal(id="buttons"):
                yield self.guarded_button(_("Continue"), id="continue")

    def action_proceed(self) -> None:
        if self.shown is not None:
            self.answer(Proceed(self.shown))

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_proceed()
