"""The words under a row of cards sit under their cards, whole when there is room, in
English and in Dutch, at the small cards of 80×24 and the large ones of 120×36."""

from __future__ import annotations

import pytest

from claim2.engine import view
from claim2.text.i18n import set_language
from claim2.tui.widgets.board import trick_specs
from claim2.tui.widgets.card import CardSize, label_line
from claim2.tui.widgets.card_row import CardRow
from engine.scenario import deal, phase_two, play


def places(*cards: tuple[int, int]) -> list[tuple[int, int]]:
    """(first column, width) of cards given as (gap before, width)."""
    found, column = [], 0
    for gap, width in cards:
        column += gap
        found.append((column, width))
        column += width
    return found


def locate(line: str, labels: list[str]) -> list[tuple[int, int]]:
    """(first column, end) of each label in the line, looked for in order."""
    found: list[tuple[int, int]] = []
    at = 0
    for label in labels:
        start = line.index(label, at)
        found.append((start, start + len(label)))
        at = found[-1][1] + 1
    return found


def test_a_short_label_is_centred_under_its_card() -> None:
    assert label_line(places((0, 5), (5, 5)), ["a", "bcd"]) == "  a        bcd"


def test_a_long_label_spills_into_the_gaps_but_keeps_a_blank_before_the_next() -> None:
    line = label_line(places((0, 5), (5, 5)), ["draw pile", "prize"])
    assert line == "draw pile prize"


def test_a_label_too_wide_for_its_room_is_cut_with_an_ellipsis() -> None:
    line = label_line(places((0, 5), (5, 5)), ["trekstapel", "prijs"])
    assert line == "trekstap… prijs"  # at most up to a blank before the next card


def test_with_narrow_gaps_each_label_is_cut_to_its_own_card() -> None:
    line = label_line(places((0, 5), (1, 5), (1, 5)), ["a long label", "another one", "x"])
    assert line == "a lo… anot…   x"


@pytest.mark.usefixtures("clean_environment")
@pytest.mark.parametrize("language", ["en", "nl"])
@pytest.mark.parametrize("size", [CardSize.SMALL, CardSize.LARGE])
@pytest.mark.parametrize("phase", [1, 2])
def test_the_tables_labels_are_whole_and_under_their_cards(
    language: str, size: CardSize, phase: int
) -> None:
    set_language(language)
    state = play(deal(), "Gn1") if phase == 1 else phase_two()
    specs, labels = trick_specs(view(state, state.to_move))
    row = CardRow(specs, labels, size=size)
    lines = row.plain()
    line = lines[-1]
    assert "…" not in line
    found = locate(line, labels)  # each whole, in order
    for (start, end), (card, width) in zip(found, row.places(size), strict=True):
        middle = (start + end) / 2
        assert card <= middle <= card + width  # centred under its card, or near it
        assert start < card + width and end > card  # under it, not beside it


def test_wide_characters_are_measured_in_cells() -> None:
    line = label_line(places((0, 5), (5, 5)), ["日本", "Bob"])
    assert line == "日本" + " " * 7 + "Bob"  # Bob centred at cell 11, not at character 11
