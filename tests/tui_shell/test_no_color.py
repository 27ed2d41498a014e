"""Without colour (NO_COLOR) every faction is drawn in the default foreground, bold: never a
grey too dark for the background (the Dragons and Gnomes came out dark grey on near-black)."""

from __future__ import annotations

import asyncio

import pytest
from rich.color import Color
from rich.segment import Segment
from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Static

from claim2.engine import Card, score
from claim2.tui.text import card_markup
from claim2.tui.widgets.card import CardSize, CardSpec
from claim2.tui.widgets.card_row import CardRow
from claim2.tui.widgets.score_table import VoteTable

from .shell_app import ShellApp

CARDS = tuple(Card.parse(code) for code in ("Gn5", "Gi5", "Dr5", "Tr5", "Se5"))


class Cards(Screen[None]):
    """Every faction as the app draws it: cards, card codes in text, a score table."""

    def compose(self) -> ComposeResult:
        yield CardRow([CardSpec.face(card) for card in CARDS], size=CardSize.SMALL)
        yield CardRow([CardSpec.face(c, playable=False) for c in CARDS], size=CardSize.SMALL)
        yield Static(" ".join(card_markup(card) for card in CARDS))
        piles = (CARDS, CARDS[:2])
        yield VoteTable(piles, ("Ann", "Bob"), score(piles))


def luminance(colour: Color) -> float:
    """The relative luminance (WCAG) of a colour."""
    red, green, blue = colour.get_truecolor()

    def channel(value: int) -> float:
        share = value / 255
        return share / 12.92 if share <= 0.03928 else ((share + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)


def contrast(one: Color, other: Color) -> float:
    light, dark = sorted((luminance(one), luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def card_segments(theme: str) -> list[Segment]:
    """The drawn pieces of text that hold a card's code or a faction's values."""

    async def draw() -> list[Segment]:
        app = ShellApp(Cards)
        async with app.run_test(size=(80, 24)) as pilot:
            app.theme = theme
            await pilot.pause()
            assert app.no_color
            return [
                segment
                for widget in app.screen.query("*")
                for strip in widget.render_lines(widget.size.region)  # as drawn (public)
                for segment in strip
                if segment.text.strip() == "1: 5" or any(c.code in segment.text for c in CARDS)
            ]

    return asyncio.run(draw())


@pytest.mark.parametrize("theme", ["textual-dark", "textual-light"])
def test_without_colour_every_faction_is_bold_and_readable(
    monkeypatch: pytest.MonkeyPatch, theme: str
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    segments = card_segments(theme)
    codes = {card.code for card in CARDS}
    assert {code for segment in segments for code in codes if code in segment.text} == codes
    assert sum(segment.text.strip() == "1: 5" for segment in segments) == 7  # the score table
    for segment in segments:
        style = segment.style
        assert style is not None and style.bold, segment
        assert style.color is not None and style.bgcolor is not None
        assert contrast(style.color, style.bgcolor) >= 4.5, segment  # WCAG AA for text
    faces = {segment.style.color for segment in segments if "│" in segment.text if segment.style}
    assert len(faces) == 1  # one foreground for all: no colour tells the factions apart
