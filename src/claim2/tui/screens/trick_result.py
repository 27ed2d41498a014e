"""After every trick, for both players: the cards, the winner, who takes what, who leads.

Public: built from the trick, public events (no hidden draw, no peek) and the
public view.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Center, Vertical

from claim2.game.i18n import _
from claim2.tui.screens.base import ContinuePane
from claim2.tui.widgets.board import result_cards
from claim2.tui.widgets.card import CardRow
from claim2.tui.widgets.scoreboard import Scoreboard


class TrickResultPane(ContinuePane):
    """The summary of one trick; Enter (or the button) continues."""

    def title(self) -> str:
        return _("Trick result")

    def compose(self) -> ComposeResult:
        result = self.result
        assert result is not None  # the session asks for a trick's result with the result
        with Vertical(id="public"):
            with Center():
                yield CardRow(*result_cards(result, self.names), id="trick-cards")
            yield self.result_box(result)
            yield Scoreboard(self.public, self.names, phase=result.trick.phase, id="piles")
            yield from self.continue_button()
