"""On the start screen: a single game, or a match won by the first to 2 or 3 wins (one line)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal

from claim2.sitting import lobby_words
from claim2.text.i18n import _
from claim2.tui.widgets.choice_row import ChoiceRow

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
        chosen = str(self.given) if self.given in lobby_words.MATCH_LENGTHS else SINGLE
        yield ChoiceRow(match_choices(), chosen, prompt=_("Play:"), id="match")

    def relanguage(self) -> None:
        """The words in the current language; the choice and the focus stay."""
        row = self.query_one("#match", ChoiceRow)
        row.prompt = _("Play:")
        row.choices = tuple(match_choices())

    @property
    def first_to(self) -> int | None:
        """The wins that take the match, or None for a single game."""
        chosen = self.query_one("#match", ChoiceRow).chosen
        return None if chosen == SINGLE else int(chosen)


def match_choices() -> list[tuple[str, str]]:
    """One game, or a match to each length, in the current language (the row's keys)."""
    return [
        (SINGLE if wins is None else str(wins), label)
        for wins, label in lobby_words.match_choices()
    ]
