"""The review's picture of a game in a few lines of text: one player's chance of winning
after each trick of both phases, as they could know it (``GameReview.chart_of``: their own
estimates in phase one, exact values in phase two), as columns of block characters, and
under them each player's inaccuracies, mistakes and blunders where they were made.

    Ann's chance of winning after each trick (estimated in phase one, exact in phase two):
        100% ┤▇▇▆▆▇▇██▇▇▆▆▅▅▃▃▂▂▂▂▁▁▁▁▁▁     ▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁
         50% ┤██████████████████████▇▇▅▅▄▄  ████████████████████████████
          0% ┤████████████████████████████  ████████████████████████████
             └──phase one─────────────────┴─phase two──────────────────
         Ann     i   M           B
         Bob             i
    i: an inaccuracy, M: a mistake, B: a blunder; at the far left, the chance before the
    first trick.

A phase-two trick whose lead changed the exact result and whose reply changed it again has
its first cell drawn after the lead (``swings``), so its marks are not under a flat line.

Every line is a ``Phrase`` (the names as written); a page draws the same points its own
way (``claim2.review.model.ChartPoint``).
"""

from __future__ import annotations

from rich.cells import cell_len

from claim2.present.phrase import Phrase
from claim2.review.grading import Grade
from claim2.review.model import ChartPoint, GameReview, chance
from claim2.text.i18n import N_, _

TRICKS = 13
WIDTH = 2  # cells a trick
LABEL = 8  # cells of the labels at the left, at least (the scale's, the names')
LONGEST = 20  # cells of a name at most (a longer one cut short): a line of 77 cells
_BLOCKS = " ▁▂▃▄▅▆▇█"
_MARKS = {  # one letter each, under the trick (translated: the legend says what each is)
    # Translators: the chart's mark of an inaccuracy, one letter (the legend explains it)
    Grade.INACCURACY: N_("i"),
    # Translators: the chart's mark of a mistake, one letter (the legend explains it)
    Grade.MISTAKE: N_("M"),
    # Translators: the chart's mark of a blunder, one letter (the legend explains it)
    Grade.BLUNDER: N_("B"),
}


def columns(points: tuple[ChartPoint, ...], rows: int) -> list[list[str]]:
    """For each row from the top, a cell string per trick of each phase (phase one's 13,
    then phase two's): the column of each chance, in eighths of a row."""
    by_trick = {(point.phase, point.trick): point.chance for point in points}
    out: list[list[str]] = [[] for _ in range(rows)]
    for phase in (1, 2):
        for trick in range(1, TRICKS + 1):
            for row, cell in enumerate(column(by_trick.get((phase, trick)), rows)):
                out[row].append(cell)
    return out


def column(chance: float | None, rows: int) -> list[str]:
    """A chance's column, a cell string for each row from the top (blank: no chance)."""
    if chance is None:
        return [" " * WIDTH] * rows
    levels = [round(chance * rows * 8) - 8 * (rows - 1 - row) for row in range(rows)]
    levels[-1] = max(1, levels[-1])  # a chance of 0 is a sliver, not a blank (no point)
    return [_BLOCKS[max(0, min(8, level))] * WIDTH for level in levels]


def label_width(players: tuple[str, str]) -> int:
    """The labels' cells: ``LABEL``, or the longer name's up to ``LONGEST`` (so that
    "Computer (strong)" is said whole at 80 columns)."""
    return max(LABEL, min(LONGEST, max(cell_len(name) for name in players)))


def _label(text: str, width: int = LABEL) -> str:
    """A label of ``width`` cells, right-aligned; a longer one cut short with "…"."""
    if cell_len(text) > width:
        while cell_len(text) > width - 1:
            text = text[:-1]
        text += "…"
    return " " * (width - cell_len(text)) + text


def phase_label(phase: int) -> Phrase:
    """A phase under the chart's axis: "phase one", "phase two"."""
    return Phrase(_("phase one") if phase == 1 else _("phase two"))


def mark(grade: Grade) -> str | None:
    """A grade's one-letter mark on the chart (None: a grade not marked)."""
    return _(_MARKS[grade])[:1] if grade in _MARKS else None


def _axis() -> str:
    one, two = _("phase one"), _("phase two")
    half = TRICKS * WIDTH
    start = "─" * WIDTH  # under the chance before the first trick
    return "└" + start + (one + "─" * half)[:half] + "┴" + ("─" + two + "─" * half)[:half]


def swings(review: GameReview, seat: int = 0) -> dict[int, float]:
    """The phase-two tricks whose lead changed the exact result and whose reply changed it
    back or on, with ``seat``'s chance after the lead: drawn in the trick's first cell, so
    that a blunder and its answer within one trick are seen, not a flat line."""
    found = {}
    for trick in review.tricks:
        if trick.lead.after != trick.reply.after:
            after = chance(trick.lead.after)
            found[trick.trick] = after if seat == 0 else 1 - after
    return found


def chances(review: GameReview, seat: int = 0) -> tuple[ChartPoint, ...]:
    """The chart's points: ``seat``'s chance of winning as ``seat`` could know it
    (``GameReview.chart_of``: their own estimates in phase one, so that their graded moves
    fall on the chart where they were made)."""
    return review.chart_of(seat)


def chart(review: GameReview, rows: int = 3, whose: int = 0) -> list[Phrase]:
    """The chart's lines: its title, the columns of seat ``whose`` chance (named in the title),
    the axis, each player's marks, and what the marks mean (none when no trick has a
    point)."""
    points = chances(review, whose)
    if not points:
        return []
    players = review.players
    mixed = any(not point.exact for point in points) and any(point.exact for point in points)
    if mixed:
        title = _(
            "{name}'s chance of winning after each trick (estimated in phase one, exact in "
            "phase two):"
        )
    elif points[0].exact:
        title = _("{name}'s chance of winning after each trick (exact):")
    else:
        title = _("{name}'s chance of winning after each trick (estimated):")
    lines = [Phrase(title, {"name": players[whose]})]
    width = label_width(players)
    scale = ("100%", "50%", "0%") if rows == 3 else tuple(f"{100 - 100 * r // (rows - 1)}%"
                                                           for r in range(rows))  # fmt: skip
    opening = column(review.opening(whose), rows)  # before the first trick
    drawn = columns(points, rows)
    for trick, led in swings(review, whose).items():  # its first cell: after the lead
        for row, cell in enumerate(column(led, rows)):
            at = TRICKS + trick - 1
            drawn[row][at] = cell[:1] + drawn[row][at][1:]
    for label, first, cells in zip(scale, opening, drawn, strict=True):
        bars = (first + _bars(cells)).rstrip()
        lines.append(Phrase("{label} ┤{bars}", {"label": _label(label, width), "bars": bars}))
    lines.append(Phrase("{pad} {axis}", {"pad": " " * width, "axis": _axis()}))
    for seat in (0, 1):
        marks = _marks(review, seat)
        marks = "  " + " " * WIDTH + marks if marks else ""
        name = _label(players[seat], width)
        lines.append(Phrase("{name}{marks}", {"name": name, "marks": marks}))
    lines.append(
        Phrase(
            _(
                "{inaccuracy}: an inaccuracy, {mistake}: a mistake, {blunder}: a blunder; at "
                "the far left, the chance before the first trick."
            ),
            {key.value: _(_MARKS[key]) for key in _MARKS},
        )
    )
    return lines


def _bars(cells: list[str]) -> str:
    return "".join(cells[:TRICKS]) + " " + "".join(cells[TRICKS:])


def _marks(review: GameReview, seat: int) -> str:
    """``seat``'s worst grade at each trick, under its column."""
    worst: dict[tuple[int, int], Grade] = {}
    order = list(Grade)
    for move in review.moves:
        if move.seat != seat or move.grade not in _MARKS:
            continue
        key = (move.phase, move.trick)
        if key not in worst or order.index(move.grade) > order.index(worst[key]):
            worst[key] = move.grade
    cells = [
        _(_MARKS[worst[(phase, trick)]])[:1].ljust(WIDTH)
        if (phase, trick) in worst
        else " " * WIDTH
        for phase in (1, 2)
        for trick in range(1, TRICKS + 1)
    ]
    return _bars(cells).rstrip()
