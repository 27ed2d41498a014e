"""The review at 80 columns (issue 52), as the command line and the app's Review lay it out:
a long line wraps under itself (its wrapped lines indented, never back at column 1), and
the vote table stays whole (a row a faction, each name on one line), in English and Dutch.
Rich renders to a console of that width: no app, no search."""

from __future__ import annotations

import io
import re
from collections.abc import Iterator
from dataclasses import replace

import pytest
from rich.cells import cell_len
from rich.console import Console, RenderableType
from rich.text import Text

from claim2.present.hanging import HANG, Hanging
from claim2.present.review_text import WIDE, result_lines
from claim2.text.i18n import set_language

from .games import endgame_line

NAMES = ("Annemarie", "Bartholomeus")


def rendered(renderable: RenderableType, width: int) -> list[str]:
    console = Console(width=width, record=True, file=io.StringIO())
    console.print(renderable)
    return console.export_text().splitlines()


@pytest.fixture(params=["en", "nl"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    set_language(request.param)
    yield str(request.param)
    set_language("en")


def test_a_long_line_wraps_under_itself_at_80_columns() -> None:
    words = (
        "Annemarie lost most at trick 4 of phase one: leading Gn5 instead of Se6 (mistake, −9%); "
    )
    line = Text(words * 3)
    lines = rendered(Hanging(line), 80)
    assert len(lines) > 1 and all(len(shown) <= 80 for shown in lines)
    assert all(shown.startswith(" " * HANG) and shown[HANG] != " " for shown in lines[1:])
    nested = rendered(Hanging(Text("  " + words * 2)), 80)  # an indented line hangs further in
    assert all(shown.startswith(" " * (2 + HANG)) for shown in nested[1:])
    assert " ".join(shown.strip() for shown in lines) == line.plain.strip()


@pytest.mark.parametrize("width", [80, WIDE])
def test_the_vote_table_stays_whole(language: str, width: int) -> None:
    states, _ = endgame_line(3, 2)
    final = states[-1]
    assert final.finished
    lines = rendered(result_lines(NAMES, final)[0], width)
    assert all(len(shown) <= width for shown in lines)
    header = next(shown for shown in lines if NAMES[0] in shown)
    assert NAMES[1] in header  # both names whole, on the header's one line
    rows = [shown for shown in lines if shown.startswith("│")]
    assert len(rows) == 5  # a line a faction: nothing wrapped


def test_the_chart_names_each_player_whole_at_80_columns(language: str) -> None:
    """The marks' rows are labelled with the whole names ("Computer (strong)" was cut to
    "Compute…"), up to ``LONGEST`` cells; every line of the chart fits 80 columns."""
    from claim2.present.review_chart import LONGEST, chart

    from .test_grading import _made_up

    for players in (("Ann", "Computer (strong)"), ("Ann", "Computer (makkelijk)"), NAMES):
        review = replace(_made_up(), players=players)
        lines = [line.plain for line in chart(review)]
        assert all(cell_len(shown) <= 80 for shown in lines[1:-1]), lines  # not the sentences
        rows = lines[-3:-1]  # each player's marks
        assert [row.lstrip().split("  ")[0] for row in rows] == list(players)
    long = replace(_made_up(), players=("Ann", "C" * (LONGEST + 5)))
    assert chart(long)[-2].plain.startswith("C" * (LONGEST - 1) + "…")


def test_the_chart_starts_before_the_first_trick_so_a_loss_there_is_a_fall() -> None:
    """Ann's blunder at trick 1 (0.6 -> 0.4): the column at the far left is her chance before
    it, the next after it, and her mark is under the trick's column."""
    from claim2.present.review_chart import WIDTH, chart, column

    from .test_grading import _made_up

    review = _made_up()
    assert review.opening(0) == 0.6
    lines = [line.plain for line in chart(review)]
    start = len(lines[1]) - len(lines[1].lstrip(" ")) + len("100% ┤")
    bars = [line[start : start + 2 * WIDTH] for line in lines[1:4]]
    assert bars == [(a + b).rstrip() for a, b in zip(column(0.6, 3), column(0.4, 3), strict=True)]
    ann = lines[-3]
    assert ann[start + WIDTH] == "B" and ann[start : start + WIDTH].strip() == ""


def test_a_chance_of_nothing_is_drawn_not_left_blank() -> None:
    """A lost phase two (0%) was drawn as nothing, like a trick without a point."""
    from claim2.present.review_chart import WIDTH, column

    assert column(0.0, 3) == [" " * WIDTH, " " * WIDTH, "▁" * WIDTH]
    assert column(None, 3) == [" " * WIDTH] * 3
    assert column(1.0, 3) == ["█" * WIDTH] * 3


def test_a_phase_two_trick_whose_lead_and_reply_both_swung_is_drawn_so() -> None:
    """A play-tester's game: Bob's lead at trick 3 of phase two turned his win into Ann's,
    her reply turned it back; after the trick her chance was 0 as before, the marks of both
    under a flat line. The trick's first cell is the chance after its lead."""
    from claim2.engine import Card
    from claim2.present.review_chart import TRICKS, WIDTH, chart, swings
    from claim2.review.model import ExactMove, ExactTrick, GameReview

    card = Card.parse("Se1")
    tricks = tuple(
        ExactTrick(
            number,
            26 + 2 * (number - 1),
            ExactMove(1, card, -1, 1 if number == 3 else -1, None if number != 3 else card),
            ExactMove(0, card, 1 if number == 3 else -1, -1, None if number != 3 else card),
        )
        for number in range(1, 14)
    )
    review = GameReview(("Ann", "Bob"), True, 52, 52, (), tricks, -1)
    assert swings(review) == {3: 1.0} and swings(review, 1) == {3: 0.0}
    lines = [line.plain for line in chart(review)]
    start = lines[1].index("┤") + 1 + WIDTH + TRICKS * WIDTH + 1  # phase two's first cell
    third = start + 2 * WIDTH
    assert [line[third : third + WIDTH] for line in lines[1:4]] == ["█", "█", "█▁"]
    assert lines[-3][third] == lines[-2][third] == "B"
    from claim2.web.review_html import chart_svg  # the page's line goes up and down too

    line = re.findall(r'<polyline class="line exact" points="([^"]*)"', chart_svg(review))[-1]
    assert len(line.split()) == 14 and "," + "6 " in line  # Ann's 100% after Bob's lead
