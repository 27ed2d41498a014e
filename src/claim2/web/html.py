"""Phrases and cards as HTML, for the browser's page.

Everything that is not our own markup is escaped: a phrase's arguments (names, numbers,
anything a person typed) always, and its template (our translated words) too, whose only
tags, ``[b]`` and ``[/b]``, become ``<strong>``. A card is drawn as a card: its faction's
colour (a class, ``f-gn``...; the colours are ``claim2.present.palette``'s, in the page's
style sheet) *and* its symbol and value, and named in words for a screen reader ("Gnome 5").
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable

from claim2.engine import Card
from claim2.present.palette import SYMBOLS
from claim2.present.phrase import Phrase, plain
from claim2.text.i18n import _
from claim2.text.wording import card_words

_TAG = re.compile(r"\[(/?)([a-z]*)\]")


def escape(text: str) -> str:
    """``text`` as HTML text (and attribute value): every ``<>&"'`` escaped."""
    return html.escape(text, quote=True)


def faction_class(card: Card) -> str:
    return f"f-{card.faction.code.lower()}"


def card_word(card: Card) -> str:
    """A card inside a sentence: its symbol (not read aloud) and its name in words, in its
    faction's colour."""
    return (
        f'<b class="cw {faction_class(card)}"><span aria-hidden="true">'
        f"{SYMBOLS[card.faction]}</span>{escape(card_words(card))}</b>"
    )


def card_face(card: Card, *, extra: str = "") -> str:
    """A card lying on the table (not a button): value and symbol in its colour, named in
    words."""
    return (
        f'<span class="card {faction_class(card)}{extra}" role="img" '
        f'aria-label="{escape(card_words(card))}">{_card_inside(card)}</span>'
    )


def _card_inside(card: Card) -> str:
    symbol = SYMBOLS[card.faction]
    return (
        f'<span class="v" aria-hidden="true">{card.value}</span>'
        f'<span class="s" aria-hidden="true">{symbol}</span>'
    )


def card_button(
    card: Card,
    *,
    playable: bool,
    chosen: bool,
    described_by: str | None = None,
    index: int = 0,
) -> str:
    """A card of the hand as a real button named by the card ("Gnome 5"): ``chosen`` is its
    pressed state; a card that may not be played now is ``aria-disabled`` (still focusable,
    so its reason, ``described_by``, is read) and marked."""
    classes = f"card {faction_class(card)}"
    attributes = [
        'type="button"',
        f'id="card-{index}"',
        'data-do="card"',
        f'data-card="{escape(card.code)}"',
        f'data-value="{card.value}"',
        f'aria-label="{escape(card_words(card))}"',
    ]
    if playable:
        attributes.append(f'aria-pressed="{"true" if chosen else "false"}"')
    else:
        classes += " off"
        attributes.append('aria-disabled="true"')
    if described_by is not None:
        attributes.append(f'aria-describedby="{escape(described_by)}"')
    return f'<button class="{classes}" {" ".join(attributes)}>{_card_inside(card)}</button>'


def cards_row(cards: Iterable[Card], *, label: str | None = None) -> str:
    """Cards lying side by side (a trick, a pile), as a list."""
    items = "".join(f"<li>{card_face(card)}</li>" for card in cards)
    named = f' aria-label="{escape(label)}"' if label else ""
    return f'<ul class="row"{named}>{items}</ul>'


def phrase_html(phrase: Phrase | str, *, separator: str = ", ", empty: str | None = None) -> str:
    """``phrase`` as HTML: its words escaped, ``[b]`` bold, each card a ``card_word``."""
    if isinstance(phrase, str):
        return escape(phrase)
    out: list[str] = []
    bold = 0
    for piece in phrase.pieces(separator, _("none") if empty is None else empty):
        if piece.card is not None:
            out.append(card_word(piece.card))
        elif piece.template:
            at = 0
            for match in _TAG.finditer(piece.text):
                out.append(escape(piece.text[at : match.start()]))
                at = match.end()
                if match.group(1) == "/":
                    if bold:
                        bold -= 1
                        out.append("</strong>")
                elif match.group(2) == "b":
                    bold += 1
                    out.append("<strong>")
            out.append(escape(piece.text[at:]))
        else:
            out.append(escape(piece.text))
    out.extend("</strong>" for _level in range(bold))
    return "".join(out)


def paragraph(phrase: Phrase | str, *, id: str | None = None, cls: str | None = None) -> str:
    """``phrase`` as a paragraph."""
    attributes = ""
    if id is not None:
        attributes += f' id="{escape(id)}"'
    if cls is not None:
        attributes += f' class="{escape(cls)}"'
    return f"<p{attributes}>{phrase_html(phrase)}</p>"


def plain_text(phrase: Phrase | str) -> str:
    """``phrase`` as plain words (for the live region: cards in words), tags dropped."""
    return plain(phrase)
