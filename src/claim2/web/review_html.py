"""A finished game's review on the page (issues 50, 52): the summary first (where each player
lost ground, with the grade and a better move; their accuracy; where the game was decided),
then the chart of the chance of winning after every trick of both phases, drawn as inline
SVG from the review's own points (``GameReview.chart_of``) as the page's own player's chance
(their own estimates in phase one),
each player's inaccuracies, mistakes and blunders marked under the trick where they were
made.

Every word is the terminal's (``claim2.present.review_words``, ``review_chart``): the chart's
title, its phases, its marks and their legend; names are escaped. The SVG is an image with
the chart's title as its name; its facts are the summary's, in words, above it. No style
attribute (the page's Content-Security-Policy allows none): classes, styled by page.css.
"""

from __future__ import annotations

from claim2.present.review_chart import chances, chart, mark, phase_label, swings
from claim2.present.review_run import progress_line
from claim2.present.review_words import losers_first, summary
from claim2.present.scenes import touch
from claim2.review.grading import Grade
from claim2.review.model import ChartPoint, GameReview
from claim2.web.html import escape, paragraph, phrase_html, plain_text

TRICKS = 13
STEP = 10  # user units a trick across
LEFT = 44  # the scale's labels and the players' names, at least
GAP = 8  # between the phases
TOP = 6
HIGH = 100  # the plot's height: a chance of 1
ROW = 14  # a player's row of marks
NAME = 20  # characters of a name beside its marks (a longer one cut short), as the terminal's
LETTER = 5.2  # user units a letter of a name takes, about (the chart's text is 9px)


def _x(phase: int, trick: int, left: float = LEFT) -> float:
    """Where a trick's point is (trick 0 of phase one: the chance before the first trick)."""
    return left + STEP + (phase - 1) * (TRICKS * STEP + GAP) + (trick - 0.5) * STEP


def _left(players: tuple[str, str]) -> float:
    """The room at the left: ``LEFT``, or the longer name's (up to ``NAME`` letters), so that
    "Computer (strong)" is named whole beside its marks, as in the terminal."""
    return max(LEFT, 4 + LETTER * max(len(_short(name)) for name in players))


def _y(chance: float) -> float:
    return TOP + HIGH * (1 - max(0.0, min(1.0, chance)))


def _short(name: str) -> str:
    return name if len(name) <= NAME else name[: NAME - 1] + "…"


def chart_svg(review: GameReview, whose: int = 0) -> str:
    """The chart as SVG: seat ``whose`` chance after each trick (the page's own player's; the
    title names whose), a line each phase (phase two's exact where it was solved), the 50%
    line dashed, each player's marks under it."""
    lines = chart(review, whose=whose)
    points_of = chances(review, whose)
    if not points_of or not lines:
        return ""
    title = plain_text(lines[0]).rstrip(":")
    left = _left(review.players)
    width = _x(2, TRICKS, left) + STEP / 2 + 2
    axis = TOP + HIGH
    height = axis + 16 + 2 * ROW
    parts = [
        f'<svg class="chart" viewBox="0 0 {width:g} {height:g}" role="img" '
        f'aria-labelledby="chart-t" preserveAspectRatio="xMidYMid meet">'
        f'<title id="chart-t">{escape(title)}</title>'
    ]
    for chance, label in ((1.0, "100%"), (0.5, "50%"), (0.0, "0%")):
        y = _y(chance)
        dashed = ' stroke-dasharray="3 3"' if chance == 0.5 else ""
        parts.append(
            f'<line class="grid" x1="{left - 2:g}" y1="{y:g}" x2="{width - 2:g}" y2="{y:g}"'
            f"{dashed}/>"
            f'<text class="scale" x="{left - 4:g}" y="{y + 3:g}" text-anchor="end">{label}</text>'
        )
    opening = review.opening(whose)
    if opening is not None:  # before the first trick: where phase one's line starts
        points_of = (ChartPoint(1, 0, opening, False), *points_of)
    for phase in (1, 2):
        points = [point for point in points_of if point.phase == phase]
        middle = _x(phase, 7, left)
        parts.append(
            f'<text class="phase" x="{middle:g}" y="{axis + 12:g}" text-anchor="middle">'
            f"{phrase_html(phase_label(phase))}</text>"
        )
        if not points:
            continue
        leads = swings(review, whose) if phase == 2 else {}  # after a lead that swung
        vertices = []
        for p in points:
            if p.trick in leads:  # at the trick's start, after its lead
                vertices.append(f"{_x(2, p.trick, left) - STEP / 2:g},{_y(leads[p.trick]):g}")
            vertices.append(f"{_x(phase, p.trick, left):g},{_y(p.chance):g}")
        drawn = " ".join(vertices)
        kind = "exact" if all(point.exact for point in points) else "estimated"
        parts.append(f'<polyline class="line {kind}" points="{drawn}"/>')
        parts += [
            f'<circle class="dot" cx="{_x(phase, p.trick, left):g}" cy="{_y(p.chance):g}" r="1.8"/>'
            for p in points
        ]
    order = list(Grade)
    for seat in (0, 1):
        y = axis + 16 + ROW * seat + 10
        name = escape(_short(review.players[seat]))
        parts.append(f'<text class="who" x="1" y="{y:g}">{name}</text>')
        worst: dict[tuple[int, int], Grade] = {}
        for move in review.moves:
            key = (move.phase, move.trick)
            if move.seat != seat or mark(move.grade) is None:
                continue
            if key not in worst or order.index(move.grade) > order.index(worst[key]):
                worst[key] = move.grade
        for (phase, trick), grade in sorted(worst.items()):
            letter = mark(grade) or ""
            parts.append(
                f'<text class="mark {grade.value}" x="{_x(phase, trick, left):g}" y="{y:g}" '
                f'text-anchor="middle">{escape(letter)}</text>'
            )
    parts.append("</svg>")
    legend = paragraph(lines[-1], cls="legend")
    return (
        f'<figure class="chart"><figcaption>{escape(title)}</figcaption>'
        f"{''.join(parts)}{legend}</figure>"
    )


def review_html(review: GameReview, whose: int | None = None) -> str:
    """The review's section: its heading, the summary's lines, the chart (of seat
    ``whose`` chance: the page's player; None, not known: the loser's, as in the terminal)."""
    first, second = review.players
    heading = phrase_html(touch.review_heading(first, second))
    said = "".join(paragraph(line) for line in summary(review))
    drawn = chart_svg(review, losers_first(review)[0] if whose is None else whose)
    return (
        f'<section class="review" aria-labelledby="review-h">'
        f'<h2 id="review-h" tabindex="-1">{heading}</h2>{said}{drawn}</section>'
    )


def reviewing_html(done: int, total: int) -> str:
    """While the review is worked out: how far it is."""
    words = escape(progress_line(done, total))
    bar = f'<progress max="{max(total, 1)}" value="{done}" aria-hidden="true"></progress>'
    said = f'<p id="reviewing" role="status" tabindex="-1">{words}</p>'
    return f'<section class="review">{said}{bar}</section>'
