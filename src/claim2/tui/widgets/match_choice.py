"""On the start screen: a single game, or a match won by the first to 2 or 3 wins (one line)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import RadioSet, Static

from claim2.game.i18n import _
from claim2.tui.widgets.toggles import ArrowChoice, MarkedRadioButton

MATCH_LENGTHS = (
    2,
    3,
)  # as records allow (claim2.game.record_parts.MATCH_LENGTHS; not imported: start-up)


class MatchChoice(Horizontal):
    """``first_to``: None for a single game, else the wins that take the match."""

    DEFAULT_CSS = """
    MatchChoice {
        height: 1;
        padding: 0 1;
    }
    MatchChoice .choice-label {
        width: auto;
        padding-right: 1;
    }
    MatchChoice ArrowChoice {
        layout: horizontal;
        width: 1fr;
        height: 1;
        background: transparent;
    }
    MatchChoice ArrowChoice RadioButton {
        width: auto;
        margin-right: 2;
    }
    """

    def __init__(self, first_to: int | None = None, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.given = first_to

    def compose(self) -> ComposeResult:
        yield Static(_("Play:"), classes="choice-label")
        with ArrowChoice(compact=True, id="match"):
            yield MarkedRadioButton(_("One game"), value=self.given is None, id="match-single")
            for wins in MATCH_LENGTHS:
                yield MarkedRadioButton(
                    _("Match to {wins} wins").format(wins=wins),
                    value=self.given == wins,
                    id=f"match-{wins}",
                )

    @property
    def first_to(self) -> int | None:
        """The wins that take the match, or None for a single game."""
        pressed = self.query_one("#match", RadioSet).pressed_index
        return MATCH_LENGTHS[pressed - 1] if pressed >= 1 else None
