"""On the start screen: a single game, or a match won by the first to 2 or 3 wins (one line)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal

from claim2.game.i18n import _
from claim2.tui.widgets.choice_row import ChoiceRow

MATCH_LENGTHS = (
    2,
    3,
)  # as records allow (claim2.game.record_parts.MATCH_LENGTHS; not imported: start-up)
SINGLE = "single"


class MatchChoice(Horizontal):
    """``first_to``: None for a single game, else the wins that take the match."""

    DEFAULT_CSS = """
    MatchChoice {
        height: 1;
        padding: 0 1;
    }
    """

    def __init__(self, first_to: int | None = None, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.given = first_to

    def compose(self) -> ComposeResult:
        choices = [(SINGLE, _("One game"))]
        for wins in MATCH_LENGTHS:
            choices.append((str(wins), _("Match to {wins} wins").format(wins=wins)))
        chosen = str(self.given) if self.given in MATCH_LENGTHS else SINGLE
        yield ChoiceRow(choices, chosen, prompt=_("Play:"), id="match")

    async def relanguage(self) -> None:
        """Composed again in the current language, with the choice kept."""
        self.given = self.first_to
        await self.recompose()

    @property
    def first_to(self) -> int | None:
        """The wins that take the match, or None for a single game."""
        chosen = self.query_one("#match", ChoiceRow).chosen
        return None if chosen == SINGLE else int(chosen)
