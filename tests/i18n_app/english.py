"""English left on a Dutch screen: phrases and words of the catalog's English messages.

Taken from the Dutch catalog itself, so every message the app can show is
covered: each English message split at its placeholders and markup, keeping the
pieces of three words or more, and the one-word messages (key labels, titles);
minus anything that also occurs in a Dutch translation (names of languages,
"Claim 2", card codes).
"""

from __future__ import annotations

import re
from functools import cache

from babel.messages.pofile import read_po

from claim2.game.i18n import LOCALE_DIR

CATALOG = LOCALE_DIR / "nl" / "LC_MESSAGES" / "claim2.po"
PIECES = re.compile(r"\{[^{}]*\}|\[[^\[\]]*\]|\n|[\"“”]")
WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")
TRIM = " .,:;·()→!?…-"


def _texts(value: object) -> list[str]:
    if isinstance(value, str):
        return [value] if value else []
    if isinstance(value, list | tuple):
        return [text for text in value if isinstance(text, str) and text]
    return []


@cache
def english_left() -> tuple[frozenset[str], frozenset[str]]:
    """(phrases, words): English that may not appear on a Dutch screen."""
    with CATALOG.open("rb") as file:
        catalog = read_po(file)
    english: list[str] = []
    dutch: list[str] = []
    for message in catalog:
        if message.id:
            english += _texts(message.id)
            dutch += _texts(message.string)
    dutch_text = "\n".join(dutch)
    dutch_words = {word.casefold() for word in WORD.findall(dutch_text)}
    phrases: set[str] = set()
    words: set[str] = set()
    for text in english:
        for raw in PIECES.split(text):
            piece = " ".join(raw.split()).strip(TRIM)
            if len(piece.split()) >= 3 and piece not in dutch_text:
                phrases.add(piece)
        found = WORD.findall(text)
        one_word = len(found) == 1 and len(text.strip(TRIM)) == len(found[0])
        if one_word and found[0].casefold() not in dutch_words:
            words.add(found[0])
    return frozenset(phrases), frozenset(words)


def english_on(text: str) -> list[str]:
    """The English phrases and one-word messages found in ``text`` (a screen's words)."""
    phrases, words = english_left()
    shown = set(WORD.findall(text))
    return sorted(phrase for phrase in phrases if phrase in text) + sorted(words & shown)
