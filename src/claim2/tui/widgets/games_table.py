"""The history's table of games (``GamesTable``): one row a game, its columns fitted to
the width the table has.

The facts come first: where a row does not fit on one line (80 columns), each row takes
two lines (the date over the time, one name over the other, the winner over the votes),
so that the result's winner and votes are never cut. Names come from files and are shown
as plain text (Rich ``Text`` cells: a DataTable reads ``str`` cells as markup).
"""

from __future__ import annotations

from typing import Final

from rich.text import Text
from textual.widgets import DataTable

from claim2.history.games import GameEntry
from claim2.present.history_text import level_text, name_text, notes_text, when_text, winner_text
from claim2.text.i18n import _
from claim2.tui.text import phase_trick

Cells = tuple[Text, Text, Text, Text, Text]


def players_text(game: GameEntry) -> Text:
    return name_text(game.players[0]) + Text(" – ") + name_text(game.players[1])


def result_text(game: GameEntry) -> Text:
    """A finished game's winner and votes, the winner's first ("Bob (4–1)"); where an
    unfinished one stands."""
    if not game.finished:
        return Text(_("Unfinished · {where}").format(where=phase_trick(game.phase, game.trick)))
    if game.votes is None:
        return winner_text(game)
    first, second = game.votes if game.winner != 1 else reversed(game.votes)
    return winner_text(game) + Text(f" ({first}–{second})")


def votes_text(game: GameEntry) -> Text:
    """A finished game's votes, the winner's first ("4–1")."""
    if game.votes is None:
        return Text("")
    first, second = game.votes if game.winner != 1 else reversed(game.votes)
    return Text(f"{first}–{second}")


def one_line(game: GameEntry) -> Cells:
    """A game's cells on one line."""
    return (
        Text(when_text(game)),
        players_text(game),
        result_text(game),
        Text(level_text(game.vs_computer)),
        Text(notes_text(game)),
    )


def two_lines(game: GameEntry) -> Cells:
    """A game's cells on two lines: the date over the time, one name over the other, the
    winner over the votes (or "Unfinished" over where it stands)."""
    when = when_text(game)
    date, _space, time = when.partition(" ")
    if game.finished:
        result = winner_text(game) + Text("\n") + votes_text(game)
    else:
        where = _("Phase {phase} · trick {trick}").format(phase=game.phase, trick=game.trick)
        result = Text(_("Unfinished")) + Text(f"\n{where}")
    return (
        Text(f"{date}\n{time}" if time else when),
        name_text(game.players[0]) + Text(" –\n") + name_text(game.players[1]),
        result,
        Text(level_text(game.vs_computer)),
        Text(halves(notes_text(game))),
    )


def halves(words: str) -> str:
    """``words`` on two lines of about the same width, broken between words."""
    parts = words.split(" ")
    if len(parts) < 2:
        return words
    best = min(
        range(1, len(parts)),
        key=lambda cut: max(len(" ".join(parts[:cut])), len(" ".join(parts[cut:]))),
    )
    return " ".join(parts[:best]) + "\n" + " ".join(parts[best:])


def width_of(cell: Text) -> int:
    """The cells a cell takes: its widest line."""
    return max(line.cell_len for line in cell.split("\n", allow_blank=True))


FIXED_COLUMNS: Final = ("when", "computer")  # never shortened: a date and a level
CUT_FIRST: Final = ("notes", "players", "result")  # cut in this order: the facts last


def fitted_widths(natural: dict[str, int], room: int) -> dict[str, int]:
    """Column widths that fit in ``room`` cells: every column as wide as it needs, or, when
    they would not fit, the notes cut first, then the names, the result last (the columns
    of ``FIXED_COLUMNS`` never); never below 6 cells (``room`` too small: the table
    scrolls)."""
    widths = dict(natural)
    for key in CUT_FIRST:
        over = sum(widths.values()) - room
        if over <= 0:
            break
        widths[key] = max(min(widths[key], 6), widths[key] - over)
    return widths


def fitted(cell: Text, width: int) -> Text:
    """``cell`` cut to ``width`` cells, each of its lines, an ellipsis where it was cut."""
    if width_of(cell) <= width:
        return cell
    lines = []
    for line in cell.split("\n", allow_blank=True):
        cut = line.copy()
        cut.truncate(width, overflow="ellipsis")
        lines.append(cut)
    return Text("\n").join(lines)


class GamesTable(DataTable[Text]):
    """One row a game: finished ones first (newest first), then the unfinished ones. The
    columns fit the table's width (at 80 columns too): a row takes two lines where one
    would not hold it, and only then are the names and the notes cut with an ellipsis."""

    def __init__(self, games: list[GameEntry], *, id: str | None = None) -> None:
        super().__init__(cursor_type="row", zebra_stripes=True, id=id)
        self.games = games
        self._cells = [one_line(game) for game in games]
        self._two_lines = [two_lines(game) for game in games]
        self._room: tuple[int, int] | None = None

    def on_mount(self) -> None:
        self._fill()

    def on_resize(self) -> None:
        self._fill()

    def _fill(self) -> None:
        """The columns and rows, cut to the width the table has now (once per width)."""
        headings = {
            "when": _("When"),
            "players": _("Players"),
            "result": _("Result"),
            "computer": _("Computer"),
            "notes": _("Notes"),
        }
        region = self.scrollable_content_region
        room = (region.width, region.height)
        if region.width <= 0 or room == self._room:
            return
        self._room = room
        padding = 2 * self.cell_padding * len(headings)
        left = region.width - padding - 2  # 2: room for a scroll bar
        rows, height = self._cells, 1
        natural = natural_widths(headings, rows)
        widths = fitted_widths(natural, left)
        results = [cells[2] for game, cells in zip(self.games, rows, strict=True) if game.finished]
        result_cut = any(width_of(result) > widths["result"] for result in results)
        room_below = 2 * len(rows) < self.scrollable_content_region.height
        if result_cut or (widths != natural and room_below):
            # two lines a row, rather than cut a winner or the votes (or anything at all,
            # where the rows have the room)
            rows, height = self._two_lines, 2
            widths = fitted_widths(natural_widths(headings, rows), left)
        row = self.cursor_row
        self.clear(columns=True)
        for key, heading in headings.items():
            self.add_column(heading, key=key, width=widths[key])
        for cells in rows:
            self.add_row(
                *(fitted(cell, widths[key]) for key, cell in zip(headings, cells, strict=True)),
                height=height,
            )
        if self._cells:
            self.move_cursor(row=min(row, len(self._cells) - 1))


def natural_widths(headings: dict[str, str], rows: list[Cells]) -> dict[str, int]:
    """Each column's width with nothing cut."""
    natural = {key: Text(heading).cell_len for key, heading in headings.items()}
    for cells in rows:
        for key, cell in zip(headings, cells, strict=True):
            natural[key] = max(natural[key], width_of(cell))
    return natural
