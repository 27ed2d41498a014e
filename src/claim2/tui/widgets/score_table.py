"""Score piles as a table measured in terminal cells (a Rich ``Table``): a row per player, a
column per faction, each cell "count: values" with the values spaced (``3: 9 7 1``).

Nothing is cut: a cell too long for its column wraps, so the values a tie-break needs
(R15) stay on screen, and names are shown whole up to the name limit. Built only from a
``PublicView`` (score piles are face up for both players). When every cell fits on one
line (nearly always) the lines are drawn without rendering Rich's table, as it would.
"""

from __future__ import annotations

from collections.abc import Collection, Hashable, Iterable

from rich.cells import cell_len
from rich.segment import Segment
from rich.style import Style
from rich.table import Table
from rich.text import Text
from textual.app import App
from textual.color import Color, ColorParseError
from textual.strip import Strip

from claim2.engine import Card, Faction
from claim2.engine.scoring import Outcome
from claim2.engine.state import PerPlayer
from claim2.game.public import PublicView
from claim2.present.palette import variable
from claim2.present.phrase import plain
from claim2.present.scenes.piles import vote_text
from claim2.text.i18n import _, current_language
from claim2.text.wording import faction_name
from claim2.tui.widgets.table_lines import TableLines

#: Empty columns after each cell of the score table.
CELL_GAP = 2


def faction_style(app: App[object], faction: Faction) -> Style:
    """A faction's cards in a table: bold, in the faction's theme colour (Textual's colour
    names too, such as the default foreground used without colour)."""
    found = app.theme_variables.get(variable(faction))
    try:
        colour = None if found is None else Color.parse(found).rich_color
    except ColorParseError:
        colour = None
    return Style(color=colour, bold=True)


def values_text(cards: Iterable[Card], faction: Faction) -> str:
    """A faction's cards in a pile as "count: values high to low", e.g. ``3: 9 5 2``; "—"."""
    values = sorted((card.value for card in cards if card.faction is faction), reverse=True)
    if not values:
        return "—"
    return f"{len(values)}: " + " ".join(str(value) for value in values)


class ScoreTable(TableLines):
    """Both players' score piles, one column per faction, in the faction colours."""

    def __init__(
        self,
        public: PublicView | None = None,
        names: tuple[str, str] = ("", ""),
        *,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(id=id, classes=classes)
        self.piles: PerPlayer = public.score_piles if public is not None else ((), ())
        self.names = names
        self.spoken_in = current_language()  # the factions' names: in the language shown

    def show(self, public: PublicView, names: tuple[str, str]) -> None:
        """Show these score piles (redrawn only when they changed, or the language did:
        the same piles after F3 have their factions named again)."""
        now = (public.score_piles, names, current_language())
        if now != (self.piles, self.names, self.spoken_in):
            self.piles, self.names, self.spoken_in = now
            self.refresh(layout=True)

    def colour(self, faction: Faction) -> Style:
        return faction_style(self.app, faction)

    def render(self) -> Table:
        """The score piles as a Rich table (Textual measures its width from it)."""
        table = Table(box=None, padding=(0, CELL_GAP, 0, 0), show_edge=False, expand=False)
        table.add_column("", no_wrap=True, style=Style(bold=True))
        for faction in Faction:
            table.add_column(
                Text(faction_name(faction), style="dim"),
                overflow="fold",
                style=self.colour(faction),
            )
        for seat in (0, 1):
            pile = self.piles[seat]
            table.add_row(
                Text(self.names[seat]), *(values_text(pile, faction) for faction in Faction)
            )
        return table

    def made_from(self) -> Hashable:
        return (self.piles, self.names)

    def own_lines(self, width: int) -> list[Strip] | None:
        """The lines Rich draws for the table (``render``) when every cell fits on one line
        at ``width``, drawn without it; None when a cell must wrap (Rich shares out the
        width then). Rendering Rich's table costs about 10,000 Python calls (a step of the
        game about 150,000), for three lines of text; tests check that both draw the same."""
        bold = Style(bold=True)  # the header's style, and the names' column's
        # each cell: its text, the text's style, the style of the gap after it
        rows: list[list[tuple[str, Style, Style]]] = [
            [("", bold, bold)]
            + [(faction_name(faction), bold + Style(dim=True), bold) for faction in Faction]
        ]
        for seat in (0, 1):
            pile = self.piles[seat]
            rows.append(
                [(self.names[seat], bold, bold)]
                + [
                    (values_text(pile, faction), self.colour(faction), self.colour(faction))
                    for faction in Faction
                ]
            )
        widths = [max(cell_len(row[column][0]) for row in rows) for column in range(len(rows[0]))]
        if sum(widths) + CELL_GAP * len(widths) > width:
            return None
        base = self.visual_style.rich_style
        lines = []
        for row in rows:
            segments = []
            for (text, style, after), room in zip(row, widths, strict=True):
                segments.append(Segment(text + " " * (room - cell_len(text)), base + style))
                segments.append(Segment(" " * CELL_GAP, base + after))
            lines.append(Strip(segments, sum(widths) + CELL_GAP * len(widths)))
        return lines


class VoteTable(TableLines):
    """A row per faction: both players' cards of it (spaced, never cut) and, for the factions
    in ``shown``, its vote (R15); once all have voted, the votes counted below. The row of
    the faction ``asked`` about (in a lesson) is marked."""

    def __init__(
        self,
        piles: PerPlayer = ((), ()),
        names: tuple[str, str] = ("", ""),
        result: Outcome | None = None,
        shown: Collection[Faction] = (),
        asked: Faction | None = None,
        *,
        id: str | None = None,
    ) -> None:
        super().__init__(id=id)
        self.piles = piles
        self.names = names
        self.result = result
        self.shown = frozenset(shown)
        self.asked = asked

    def show(
        self,
        piles: PerPlayer,
        names: tuple[str, str],
        result: Outcome | None = None,
        shown: Collection[Faction] = (),
    ) -> None:
        """Show these piles and votes."""
        self.piles, self.names, self.result, self.shown = piles, names, result, frozenset(shown)
        self.refresh(layout=True)

    def made_from(self) -> Hashable:
        return (self.piles, self.names, self.result, self.shown, self.asked)

    def own_lines(self, width: int) -> list[Strip] | None:
        """The lines Rich draws for the table (``render``) when every cell fits on one line
        at ``width``, drawn without it (as ``ScoreTable.own_lines``: the end of a game
        measured Rich's table, about a ninth of that step); None when a cell must wrap."""
        bold, plain_style = Style(bold=True), Style()
        result = self.result
        # each cell: its text and style (the gap after it: the row's style)
        header = [("", bold)] + [(name, bold) for name in self.names] + [(_("Vote"), bold)]
        rows: list[tuple[list[tuple[str, Style]], Style]] = [(header, bold)]
        for faction in Faction:
            colour = faction_style(self.app, faction)
            name = (faction_name(faction), plain_style)
            if faction is self.asked:
                name = ("» " + faction_name(faction), Style(bold=True, reverse=True))
            vote = ""
            if result is not None and faction in self.shown:
                vote = plain(vote_text(result.factions[faction], self.names))
            values = [(values_text(self.piles[seat], faction), colour) for seat in (0, 1)]
            rows.append(([name, *values, (vote, plain_style)], plain_style))
        if result is not None and self.shown >= set(Faction):
            votes = [(str(result.votes[seat]), bold) for seat in (0, 1)]
            rows.append(([(_("Votes"), bold), *votes, ("", plain_style)], plain_style))
        widths = [max(cell_len(row[column][0]) for row, _gap in rows) for column in range(4)]
        if sum(widths) + CELL_GAP * len(widths) > width:
            return None
        base = self.visual_style.rich_style
        gap = " " * CELL_GAP
        lines = []
        for row, row_style in rows:
            segments = []
            for (text, style), room in zip(row, widths, strict=True):
                segments.append(Segment(text + " " * (room - cell_len(text)), base + style))
                segments.append(Segment(gap, base + row_style))
            lines.append(Strip(segments, sum(widths) + CELL_GAP * len(widths)))
        return lines

    def render(self) -> Table:
        table = Table(box=None, padding=(0, CELL_GAP, 0, 0), show_edge=False)
        table.add_column("", no_wrap=True)
        for player in self.names:
            table.add_column(Text(player, style="bold"), overflow="fold")
        table.add_column(Text(_("Vote"), style="bold"), overflow="fold")
        result = self.result
        for faction in Faction:
            colour = faction_style(self.app, faction)
            name = Text(faction_name(faction))
            if faction is self.asked:
                name = Text("» " + faction_name(faction), style="bold reverse")
            vote = ""
            if result is not None and faction in self.shown:
                vote = plain(vote_text(result.factions[faction], self.names))
            table.add_row(
                name,
                *(Text(values_text(self.piles[seat], faction), style=colour) for seat in (0, 1)),
                Text(vote),
            )
        if result is not None and self.shown >= set(Faction):
            table.add_row(
                Text(_("Votes"), style="bold"),
                *(Text(str(result.votes[seat]), style="bold") for seat in (0, 1)),
            )
        return table
