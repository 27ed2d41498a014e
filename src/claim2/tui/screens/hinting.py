"""What the private panes share: the hint key (h) when hints are on for the game.

The hint is asked of the app with the pane's own seat; the app computes it
from that seat's view alone and hands it back to this pane, so a hint is
only ever shown to the player it is for.
"""

from __future__ import annotations

from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.message import Message

from claim2.ai.hints import Hint
from claim2.engine import Action, PlayerView
from claim2.game.i18n import N_, _
from claim2.tui.screens.base import Cue, SeatPane
from claim2.tui.widgets.hint import HintLine


class HintingPane(SeatPane):
    """A private pane: ``h`` asks for a hint when hints are on (and says they are off if not).

    The hint key comes before the game screen's keys, so the footer still shows it
    when the key names are long (in Dutch, say).
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("h", "hint", N_("Hint")),
        Binding("h", "hints_off", N_("Hint"), show=False),
    ]

    def __init__(
        self, cue: Cue, seen: PlayerView, *, hints: bool = False, confirm: bool = False
    ) -> None:
        """``hints``: the game offers hints; ``confirm``: a card (or a Seer choice) is
        played by a second Enter (the "confirm every card" setting)."""
        super().__init__(cue, seen)
        self.hints_on = hints
        self.confirm = confirm

    class HintWanted(Message):
        """The player at the pane ``asker`` asks for a hint."""

        def __init__(self, asker: HintingPane) -> None:
            super().__init__()
            self.asker = asker

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "hint":
            return self.hints_on
        if action == "hints_off":
            return not self.hints_on
        return True

    def action_hint(self) -> None:
        self._make_room()
        self.query_one(HintLine).waiting()
        self.post_message(self.HintWanted(self))

    def action_hints_off(self) -> None:
        self.notify(_("Hints are off in this game. Turn them on when you start a game."))

    def show_hint(self, hint: Hint) -> None:
        """Show ``hint`` (made from this pane's view) and point at its move."""
        self._make_room()
        self.query_one(HintLine).show(hint)
        self.point_at(hint.action)

    def _make_room(self) -> None:
        """The hint takes the place of the last trick's line (also in the log), if there is one."""
        for line in self.query("#last-trick"):
            line.display = False

    def point_at(self, action: Action) -> None:
        """Put the cursor on ``action`` without choosing it (panes override this)."""
