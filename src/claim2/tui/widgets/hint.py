"""A line for the player's hint, on their own turn screen only (it follows from their hand)."""

from __future__ import annotations

from claim2.ai.hints import Hint
from claim2.present.scenes.turn import hint_line, looking_for_a_hint
from claim2.tui.narrate import content
from claim2.tui.widgets.steady import SteadyStatic


class HintLine(SteadyStatic):
    """Empty until the player asks for a hint."""

    DEFAULT_CSS = """
    HintLine {
        height: auto;
        padding: 0 1;
        color: $text-accent;
    }
    """

    def on_mount(self) -> None:
        self.display = False

    def hide(self) -> None:
        self.display = False
        self.update("")

    def waiting(self) -> None:
        self.display = True
        self.update(content(looking_for_a_hint()))

    def show(self, hint: Hint) -> None:
        self.display = True
        self.update(content(hint_line(hint)))
