"""A sentence of the narrator (``Phrase``), who it is said to (``Teller``), and its Rich
renderer.

A ``Phrase`` is a translated template and its arguments: names and numbers are shown
as written, cards as cards. ``text`` makes one Rich ``Text`` (plain, never markup; each
card in its faction's colour from ``palette``); the app's renderer to Textual content is
``claim2.tui.narrate``.
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import NamedTuple, TypeAlias, cast

from rich.text import Text

from claim2.engine import Card
from claim2.present import palette
from claim2.text.i18n import _
from claim2.text.wording import card_words

Arg: TypeAlias = "str | int | Card | tuple[Card, ...] | Phrase | Joined | None"


class Voice(Enum):
    """Who is told.

    - ``PUBLIC``: the app's shared screens (trick results, the log, the end): both players
      by name; cards drawn face down and a Seer's peek are never shown;
    - ``YOU``: a lesson, said to the learner: "you" and "your opponent";
    - ``REPLAY``: ``claim2 replay`` and its viewer: a finished record, by name, with what no
      player saw during the game (the cards drawn, what a peek showed).
    """

    PUBLIC = "public"
    YOU = "you"
    REPLAY = "replay"


@dataclass(frozen=True, slots=True)
class Phrase:
    """A translated sentence with its named arguments: names and numbers shown as written,
    a ``Card`` (``None``: a card not seen) or a tuple of cards shown as cards, a phrase
    (or several, ``Joined``) said in its place."""

    template: str
    args: Mapping[str, Arg] = field(default_factory=dict)

    def pieces(self, separator: str = ", ", empty: str = "–") -> Iterator[Piece]:
        """The sentence in pieces, in order: the template's text, then each argument's (a
        card is a piece of its own; cards are joined by ``separator``, none is ``empty``)."""
        for literal, key, _spec, _conversion in string.Formatter().parse(self.template):
            if literal:
                yield Piece(literal, template=True)
            if key is None:
                continue
            value = self.args[key]
            if value is None:
                yield Piece("?")
            elif isinstance(value, Card):
                yield Piece(value.code, value)
            elif isinstance(value, Phrase):
                yield from value.pieces(separator, empty)
            elif isinstance(value, Joined):
                for index, part in enumerate(value.parts):
                    if index:
                        yield Piece(value.separator)
                    yield from part.pieces(separator, empty)
            elif isinstance(value, tuple):
                yield from _card_pieces(cast("tuple[Card, ...]", value), separator, empty)
            else:
                yield Piece(str(value))

    @property
    def plain(self) -> str:
        """The sentence as plain text, cards as their codes."""
        return "".join(piece.text for piece in self.pieces())


@dataclass(frozen=True, slots=True)
class Joined:
    """Several phrases said one after the other, ``separator`` between them."""

    parts: tuple[Phrase, ...]
    separator: str = " · "


def said(template: str, **args: Arg) -> Phrase:
    """A phrase from a translated ``template`` and its arguments (``Phrase(template, args)``)."""
    return Phrase(template, args)


class Piece(NamedTuple):
    """A piece of a phrase: text, the card it shows, whether it is the template's own
    (our translated words, which may carry tags) or an argument's (shown as written)."""

    text: str
    card: Card | None = None
    template: bool = False


def _card_pieces(cards: tuple[Card, ...], separator: str, empty: str) -> Iterator[Piece]:
    if not cards:
        yield Piece(empty)
    for index, card in enumerate(cards):
        if index:
            yield Piece(separator)
        yield Piece(card.code, card)


@dataclass(frozen=True, slots=True)
class Teller:
    """A voice and the players' names by seat; ``learner`` is "you" (``Voice.YOU``)."""

    voice: Voice
    names: Sequence[str] = ("", "")
    learner: int = 0

    def name(self, seat: int) -> str:
        return self.names[seat]

    def say(self, seat: int, named: str, you: str, opponent: str, /, **args: Arg) -> Phrase:
        """``named`` ({name}: the player at ``seat``) in the third person; said to the
        learner, ``you`` or ``opponent`` as ``seat`` is the learner's or not."""
        if self.voice is Voice.YOU:
            return Phrase(you if seat == self.learner else opponent, args)
        return Phrase(named, {"name": self.name(seat), **args})


_TAG = re.compile(r"\[/?[a-z ]*\]")  # our templates' own tags: [b], [/b], [/]


def plain(phrase: Phrase | str, *, separator: str = ", ", empty: str | None = None) -> str:
    """A phrase as plain words, to be read line by line or aloud: cards in full words
    ("Troll 7", in the current language), the template's tags dropped, names as written."""
    if isinstance(phrase, str):
        return phrase
    return "".join(
        card_words(piece.card)
        if piece.card is not None
        else _TAG.sub("", piece.text)
        if piece.template
        else piece.text
        for piece in phrase.pieces(separator, _("none") if empty is None else empty)
    )


def text(phrase: Phrase | str, style: str = "", *, dark: bool = True) -> Text:
    """A phrase as Rich text: plain (never markup: names are shown as written), each card in
    its faction's colour (the dark themes' by default: a terminal is most often dark)."""
    if isinstance(phrase, str):
        return Text(phrase, style=style)
    result = Text(style=style)
    for piece in phrase.pieces():
        if piece.card is None:
            result.append(piece.text)
        else:
            result.append(piece.text, palette.card_style(piece.card.faction, dark=dark))
    return result
