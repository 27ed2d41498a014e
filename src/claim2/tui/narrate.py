"""The scenes' sentences (``claim2.present.scenes``, ``Phrase``) as Textual ``Content``:
names and every other argument as written (never markup), cards in their faction's theme
colour, the template's own tags (ours, translated) applied, also around an argument.

``markup`` is the older form, content markup, for texts that are markup already (a
lesson's words): its names must be markup-safe.
"""

from __future__ import annotations

import string
from collections.abc import Iterable
from typing import cast

from textual.content import Content

from claim2.engine import Card
from claim2.engine.events import TrickWon
from claim2.present import narrator
from claim2.present.phrase import Joined, Phrase, Teller, Voice
from claim2.tui.text import card_markup, card_style


def markup(phrase: Phrase) -> str:
    """A phrase as content markup: its names must be markup-safe already."""
    return "".join(
        card_markup(piece.card) if piece.card else piece.text for piece in phrase.pieces(" ", "—")
    )


def content(phrase: Phrase | Content | str | None, *, separator: str = " ") -> Content:
    """A phrase as Textual content (a ``Content`` as it is; a ``str`` as plain text;
    None: nothing). Cards of a group are joined by ``separator``."""
    if phrase is None:
        return Content()
    if isinstance(phrase, Content):
        return phrase
    if isinstance(phrase, str):
        return Content(phrase)
    text = _plain(phrase)
    if text is not None:  # no tag and no card: nothing to parse
        return Content(text)
    variables: dict[str, object] = {}
    return Content.from_markup(_markup(phrase, variables, separator), **variables)


def content_lines(phrases: Iterable[Phrase | Content | None], *, separator: str = " ") -> Content:
    """Several phrases, a line each (None: left out)."""
    return Content("\n").join(
        content(phrase, separator=separator) for phrase in phrases if phrase is not None
    )


def _markup(phrase: Phrase, variables: dict[str, object], separator: str) -> str:
    """``phrase`` as markup in which every argument's text is a variable (``$vN``, filled in
    as plain text by ``Content.from_markup``)."""
    parts: list[str] = []
    for literal, key, _spec, _conversion in string.Formatter().parse(phrase.template):
        parts.append(literal)
        if key is None:
            continue
        parts.append(_argument(phrase.args[key], variables, separator))
    return "".join(parts)


def _plain(phrase: Phrase) -> str | None:
    """``phrase``'s text where it has no card and its templates no tag (nor a ``$`` or a
    backslash, which markup reads too): what ``Content.from_markup`` would make of its
    markup, without parsing it. None: the phrase needs its markup."""
    parts: list[str] = []
    for literal, key, _spec, _conversion in string.Formatter().parse(phrase.template):
        if "[" in literal or "$" in literal or "\\" in literal:
            return None
        parts.append(literal)
        if key is None:
            continue
        value = phrase.args[key]
        if isinstance(value, Phrase):
            said = _plain(value)
        elif isinstance(value, Joined):
            each = [_plain(part) for part in value.parts]
            said = None if None in each else value.separator.join(cast("list[str]", each))
        elif isinstance(value, Card | tuple):
            said = "—" if value == () else None
        else:
            said = "?" if value is None else str(value)
        if said is None:
            return None
        parts.append(said)
    return "".join(parts)


def _argument(value: object, variables: dict[str, object], separator: str) -> str:
    if isinstance(value, Phrase):
        return _markup(value, variables, separator)
    if isinstance(value, Joined):
        return _variable(value.separator, variables).join(
            _markup(part, variables, separator) for part in value.parts
        )
    if isinstance(value, Card):
        return f"[{card_style(value)}]{_variable(value.code, variables)}[/]"
    if isinstance(value, tuple):
        cards = cast("tuple[Card, ...]", value)
        if not cards:
            return _variable("—", variables)
        return _variable(separator, variables).join(
            _argument(card, variables, separator) for card in cards
        )
    return _variable("?" if value is None else str(value), variables)


def _variable(text: str, variables: dict[str, object]) -> str:
    name = f"v{len(variables)}"
    variables[name] = text
    return f"${{{name}}}"


def trick_sentence(trick: TrickWon, names: tuple[str, str]) -> str:
    """Both cards of a trick, in play order, as content markup (``names`` markup-safe)."""
    return markup(narrator.trick_cards(trick, Teller(Voice.PUBLIC, names)))
