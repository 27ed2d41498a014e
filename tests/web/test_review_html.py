"""The review on the page, as HTML from a review (``claim2.web.review_html``): the summary's
lines, the chart drawn as SVG from the review's own points with each player's marks, every
word the terminal's (in the page's language), names escaped."""

from __future__ import annotations

import re

from claim2.present.review_chart import chart
from claim2.review.model import GameReview
from claim2.text.i18n import speaking
from claim2.web.review_html import HIGH, TOP, chart_svg, review_html, reviewing_html
from web.reviews import made_up


def test_the_review_says_where_each_lost_ground_and_draws_the_chance_after_every_trick() -> None:
    review = made_up()
    html = review_html(review)
    assert '<h2 id="review-h" tabindex="-1">Review: Ann – Bob</h2>' in html
    first = re.search(r"<p>(.*?)</p>", html)
    assert first is not None  # the loser first: where Ann lost most, graded, a better move
    assert first.group(1).startswith("Ann&#x27;s largest loss: trick 1 of phase one, leading ")
    assert "blunder, −20%" in first.group(1)
    assert "Accuracy: Ann " in html and "Bob lost no ground" in html
    svg = chart_svg(review)
    assert len(review.chart) == 26  # a point after every trick, and one before the first:
    assert svg.count("<circle ") == 27 and review.opening(0) == 0.6
    assert svg.count("<polyline ") == 2  # phase one estimated, phase two exact
    assert 'class="line estimated"' in svg and 'class="line exact"' in svg
    title = (
        "Ann&#x27;s chance of winning after each trick (estimated in phase one, exact in phase two)"
    )
    assert f'<title id="chart-t">{title}</title>' in svg and 'role="img"' in svg
    marks = re.findall(r'<text class="mark (\w+)" x="([\d.]+)"', svg)
    assert [grade for grade, _x in marks] == ["blunder", "inaccuracy"]  # Ann's: tricks 1, 2
    assert float(marks[0][1]) < float(marks[1][1])
    assert ">phase one<" in svg and ">phase two<" in svg
    assert "i: an inaccuracy, M: a mistake, B: a blunder; at the far left, the chance " in svg
    assert "style=" not in html + svg  # the page's policy allows no style attribute


def test_the_review_in_dutch_and_names_as_written() -> None:
    review = made_up(("<b>Ann</b>", "Bob & co"))
    with speaking("nl"):
        html = review_html(review)
        progress = reviewing_html(3, 40)
    assert "<b>" not in html and "&lt;b&gt;Ann&lt;/b&gt;" in html and "Bob &amp; co" in html
    assert ">fase één<" in html and ">Nabespreking: " in html and "De kans dat " in html
    assert "3" in progress and "40" in progress and "Reviewing" not in progress


def test_no_chart_without_points() -> None:
    review = GameReview(("Ann", "Bob"), False, 0, 10, (), (), None)
    assert chart_svg(review) == ""
    assert "<svg" not in review_html(review)


def test_the_chart_is_of_the_page_s_own_player_s_chance_and_says_whose() -> None:
    review = made_up()  # phase two exact: seat 1 (Bob) wins all along
    first, second = chart_svg(review), chart_svg(review, 1)
    assert '<title id="chart-t">Ann&#x27;s chance' in first
    assert '<title id="chart-t">Bob&#x27;s chance' in second and "Ann&#x27;s chance" not in second
    tops = [float(y) for y in re.findall(r'<circle class="dot" cx="[\d.]+" cy="([\d.]+)"', second)]
    bottoms = [
        float(y) for y in re.findall(r'<circle class="dot" cx="[\d.]+" cy="([\d.]+)"', first)
    ]
    assert len(tops) == len(bottoms) == 27  # before the first trick, and after each
    assert tops[14:] == [6.0] * 13 and bottoms[14:] == [106.0] * 13  # 100% for Bob, 0% for Ann
    # phase two's exact values: Bob's chance is what Ann's leaves; phase one's are each
    # player's own estimates (GameReview.chart_of), not each other's mirror
    assert all(abs(a + b - 112) < 1e-6 for a, b in zip(tops[14:], bottoms[14:], strict=True))
    bob = [review.opening(1), *(point.chance for point in review.chart_of(1))]
    assert [round(TOP + HIGH * (1 - chance), 6) for chance in bob if chance is not None] == tops
    assert "Bob&#x27;s chance" in review_html(review, 1) and "Ann&#x27;s chance" in review_html(
        review
    )
    with speaking("nl"):
        assert "De kans dat Bob" in chart_svg(review, 1)
    assert chart(review, whose=1)[0].args["name"] == "Bob"  # the terminal's chart can too


def test_the_computer_is_named_whole_beside_its_marks() -> None:
    """As in the terminal: "Computer (strong)", not "Compu…"; the chart wider to hold it."""
    short, computer = chart_svg(made_up()), chart_svg(made_up(("Ann", "Computer (strong)")))
    assert re.search(r'<text class="who" x="1" y="[\d.]+">Computer \(strong\)</text>', computer)
    widths = [re.search(r'viewBox="0 0 ([\d.]+)', svg) for svg in (short, computer)]
    assert widths[0] is not None and widths[1] is not None
    assert float(widths[0].group(1)) < float(widths[1].group(1))
