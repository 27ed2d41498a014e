"""The public piles at a glance: prizes taken (phase one), score piles (phase two).

Built only from a ``PublicView``: everything here is face up for both players.
"""

from __future__ import annotations

from collections.abc import Iterable

from textual.app import ComposeResult
from textual.content import Content
from textual.widgets import Static

from claim2.engine import Card, Faction
from claim2.game.public import PublicView
from claim2.present.phrase import plain
from claim2.present.scenes.piles import (
    aside_line,
    followers_line,
    followers_title,
    phase_one_prizes,
    score_piles_title,
)
from claim2.text.wording import faction_name
from claim2.tui.narrate import content
from claim2.tui.text import FACTION_COLOUR
from claim2.tui.widgets.score_table import ScoreTable
from claim2.tui.widgets.steady import SteadyStatic, SteadyVertical
from claim2.tui.widgets.text import show_text

NAME_WIDTH = 11
LONGEST_NAME = 21  # a name column never grows wider than this


def name_width(names: tuple[str, str]) -> int:
    """The width of a column of both names: the longer one whole (up to a limit)."""
    return min(max(NAME_WIDTH, *(len(name) + 2 for name in names)), LONGEST_NAME)


COLUMN_WIDTH = 13


def fit(text: str, width: int) -> str:
    """``text`` cut to ``width`` characters (with an ellipsis) and padded to it."""
    if len(text) > width:
        text = text[: width - 1] + "…"
    return text.ljust(width)


def name_cell(name: str, text: Content | str, width: int = NAME_WIDTH) -> Content:
    """``name`` in bold, cut and padded to ``width``, then the line's ``text`` (markup, if
    a ``str``)."""
    line = Content.from_markup(text) if isinstance(text, str) else text
    return Content.assemble(Content.styled(fit(name, width - 1), "bold"), " ", line)


def values_cell(
    cards: Iterable[Card], faction: Faction, width: int = COLUMN_WIDTH, separator: str = ""
) -> str:
    """A faction's cards in a pile as "count: values high to low", e.g. ``3: 952``.

    Values are single digits: by default they are written without spaces, to fit.
    """
    values = sorted((card.value for card in cards if card.faction is faction), reverse=True)
    if not values:
        return f"[$text-muted]{fit('—', width)}[/]"
    text = f"{len(values)}: " + separator.join(str(value) for value in values)
    return f"[{FACTION_COLOUR[faction]}]{fit(text, width - 1)}[/] "


def score_table_lines(public: PublicView, names: tuple[str, str]) -> list[Content]:
    """A row per player, a column per faction: the score piles (R10)."""
    width = name_width(names)
    header = " " * width + "".join(
        f"[$text-muted]{fit(faction_name(faction), COLUMN_WIDTH)}[/]" for faction in Faction
    )
    lines = [Content.from_markup(header.rstrip())]
    for seat in (0, 1):
        pile = public.score_piles[seat]
        cells = "".join(values_cell(pile, faction) for faction in Faction)
        lines.append(name_cell(names[seat], cells, width))
    return lines


def prizes_lines(public: PublicView, names: tuple[str, str]) -> list[Content]:
    """The face-up prizes each player took into their follower pile (R7, R17)."""
    width = name_width(names)
    return [name_cell(names[seat], content(followers_line(public, seat)), width) for seat in (0, 1)]


def phase_one_shown(public: PublicView, phase: int | None = None) -> bool:
    """Whether the scoreboard shows phase one's prizes rather than the score piles.

    ``phase``: the phase to show (a trick result shows its trick's phase, also once the
    game has moved on to phase two)."""
    return (phase or public.phase) == 1 and not public.finished


class Scoreboard(SteadyVertical):
    """The public piles of both players, in a box titled for the phase: phase one the prizes
    taken, phase two the score piles (a ``ScoreTable``) and what lies aside. Composed once;
    ``show`` draws other piles in it."""

    DEFAULT_CSS = """
    Scoreboard { height: auto; }
    Scoreboard > Static { height: auto; }
    Scoreboard > .prizes-line.-none { display: none; }
    """

    def __init__(
        self,
        public: PublicView | None = None,
        names: tuple[str, str] = ("", ""),
        *,
        extra: list[Content] | None = None,
        phase: int | None = None,
        id: str | None = None,
    ) -> None:
        """``extra`` lines go below; a private screen may add the player's own cards.
        ``phase``: the phase to show, if not the view's."""
        super().__init__(id=id)
        self._first = (public, names, extra, phase)

    def compose(self) -> ComposeResult:
        yield SteadyStatic(classes="phase-one")
        yield ScoreTable(classes="phase-two")
        yield SteadyStatic(classes="phase-two-lines")
        yield SteadyStatic(classes="prizes-line")

    def on_mount(self) -> None:
        public, names, extra, phase = self._first
        if public is not None:
            self.show(public, names, extra=extra, phase=phase)

    def show(
        self,
        public: PublicView,
        names: tuple[str, str],
        *,
        extra: list[Content] | None = None,
        phase: int | None = None,
    ) -> None:
        extra = extra or []
        phase_one = phase_one_shown(public, phase)
        self.border_title = plain(followers_title() if phase_one else score_piles_title())
        first = self.query_one(".phase-one", Static)
        table = self.query_one(ScoreTable)
        lines = self.query_one(".phase-two-lines", Static)
        prizes = self.query_one(".prizes-line", Static)
        first.display = phase_one
        table.display = lines.display = not phase_one
        prizes.set_class(phase_one or public.finished, "-none")
        if phase_one:
            show_text(first, Content("\n").join(prizes_lines(public, names) + extra))
            return
        table.show(public, names)
        show_text(lines, Content("\n").join([content(aside_line(public, names)), *extra]))
        if not public.finished:
            show_text(prizes, content(phase_one_prizes(public, names)))
