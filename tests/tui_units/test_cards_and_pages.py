"""Small pieces of the app without Textual running: a long row of cards overlapping with
each code showing, a card without words under it, a line of memory aids broken between
factions, and the rules split into pages. (A card's marks for the cursor and a raised card
are tested as drawn: tests/app/test_cards.py.)"""

from __future__ import annotations

from textual.content import Content

from claim2.engine import Card
from claim2.present.rules_text import rule_pages, rules_markdown
from claim2.present.scenes.memory import GROUP_BREAK
from claim2.tui.widgets.board import wrap_groups
from claim2.tui.widgets.card import SPREAD_STEP, CardSize, CardSpec, label_line
from claim2.tui.widgets.card_row import CardRow

CODES = ("Gn1", "Gn3", "Gi5", "Dr2", "Se9")


def row_of(count: int) -> CardRow:
    specs = [CardSpec.face(Card.parse(code)) for code in CODES[:count]]
    return CardRow(specs, size=CardSize.SMALL, spread_from=4)


def test_from_spread_from_cards_on_a_row_overlaps_but_shows_every_code() -> None:
    width = CardSize.SMALL.width
    short, long = row_of(3), row_of(5)
    assert len(short.plain()[0]) == 3 * width  # side by side
    lines = long.plain()
    assert len(lines[0]) == 4 * SPREAD_STEP + width  # overlapping, the last card whole
    for code in CODES:
        assert code in lines[1]


def test_a_card_without_words_under_it_leaves_its_place_blank() -> None:
    places = [(0, 5), (5, 5), (10, 5)]
    assert label_line(places, ["", "Bob", ""]) == "      Bob"


def test_the_rules_are_split_into_pages_at_their_headings() -> None:
    pages = rule_pages("# Title\n\nIntro.\n\n## One\n\nFirst.\n\n## Two\n\n### Two a\n\nSecond.\n")
    assert [title for title, _text in pages] == ["One", "Two a"]
    assert pages[0][1].startswith("# Title\n\nIntro.")  # the introduction opens page one
    assert pages[1][1].startswith("## Two\n\n### Two a")  # a heading joins its subheading


def test_a_heading_left_at_the_end_is_a_page_of_its_own() -> None:
    assert rule_pages("## One\n\nFirst.\n\n## Last\n") == [
        ("One", "## One\n\nFirst.\n\n"),
        ("Last", "## Last\n"),
    ]


def test_the_real_rules_have_a_page_for_every_section_and_lose_no_text() -> None:
    markdown = rules_markdown()
    pages = rule_pages(markdown)
    assert "".join(text for _title, text in pages) == markdown
    titles = [title for title, _text in pages]
    assert titles[0] == "What the game is" and "Dragons: who leads next (both phases)" in titles


def test_a_line_of_memory_aids_breaks_between_factions_never_inside_one() -> None:
    groups = ["Not seen yet: Gn 1", "Gi 7 7 5 5 3 3 1", "Dr 9 8 7 6 5 4 1 0", "Tr 9 8 7"]
    line = Content(GROUP_BREAK.join(groups))
    for width in range(20, 80):
        lines = [part.plain for part in wrap_groups(line, width)]
        assert GROUP_BREAK.join(lines) == line.plain  # nothing lost, nothing added
        assert all(len(part) <= width for part in lines)  # each fits (every group does)
        for part in lines:  # each line is whole groups
            assert all(piece in groups for piece in part.split(GROUP_BREAK))
    assert [part.plain for part in wrap_groups(Content("Gi 7 7 5"), 3)] == ["Gi 7 7 5"]
