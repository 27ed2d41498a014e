"""Cards drawn as cards: the code on every face, state shown by shape, not colour alone."""

from __future__ import annotations

import pytest
from textual.geometry import Size

from claim2.engine import DECK, Card, Faction
from claim2.present.palette import DARK, LIGHT, SYMBOLS, faction_variables
from claim2.tui.widgets.card import (
    CardSize,
    CardSpec,
    card_lines,
    size_for,
)

C = Card.parse


@pytest.mark.parametrize("size", list(CardSize))
def test_every_face_shows_its_code_and_symbol_at_every_size(size: CardSize) -> None:
    for card in set(DECK):
        lines = card_lines(CardSpec.face(card), size)
        assert len(lines) == size.height
        assert all(len(line) == size.width for line in lines)
        text = "\n".join(lines)
        assert card.code in text
        assert SYMBOLS[card.faction] in text


@pytest.mark.parametrize("size", list(CardSize))
def test_playable_cursor_and_armed_cards_differ_in_shape(size: CardSize) -> None:
    card = C("Dr5")
    looks = {
        "playable": card_lines(CardSpec.face(card), size),
        "unplayable": card_lines(CardSpec.face(card, playable=False), size),
        "cursor": card_lines(CardSpec.face(card, cursor=True), size),
        "armed": card_lines(CardSpec.face(card, armed=True), size),
    }
    texts = {name: "\n".join(lines) for name, lines in looks.items()}
    assert len(set(texts.values())) == 4  # four different pictures, in plain text
    assert "╌" in texts["unplayable"] and "╌" not in texts["playable"]
    assert "›Dr5‹" in texts["cursor"].replace(" ", "")
    assert "▶Dr5◀" in texts["armed"].replace(" ", "")


def test_a_back_hides_the_card_and_shows_a_count() -> None:
    for size in CardSize:
        text = "\n".join(card_lines(CardSpec.back(count=19), size))
        assert "19" in text and "░" in text
        assert not any(faction.code in text for faction in Faction)


def test_cards_grow_from_about_120_by_36_and_again_from_180_by_46() -> None:
    assert size_for(Size(80, 24)) is CardSize.SMALL
    assert size_for(Size(120, 30)) is CardSize.SMALL
    assert size_for(Size(120, 40)) is CardSize.LARGE
    assert size_for(Size(200, 50)) is CardSize.HUGE


def test_no_two_factions_share_a_colour_in_either_palette() -> None:
    for palette in (DARK, LIGHT):
        assert len(set(palette.values())) == len(Faction)
    assert set(faction_variables(dark=True)) == {f"faction-{f.key}" for f in Faction}
