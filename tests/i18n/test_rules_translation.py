"""docs/rules.nl.md is the same rule book as docs/rules.md, in Dutch."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

import claim2
from claim2.present.rules_text import rules_file, rules_markdown

DOCS = Path(__file__).resolve().parents[2] / "docs"
RULE_ID = re.compile(r"\*\*\(R(\d+)\)\*\*")  # where a rule is stated: **(R4)**
MENTION = re.compile(r"\bR(\d+)\b")
HEADING = re.compile(r"^(#+) ", re.MULTILINE)


def _text(name: str) -> str:
    return (DOCS / name).read_text(encoding="utf-8")


def test_both_books_state_the_same_rules_the_same_number_of_times() -> None:
    english = Counter(RULE_ID.findall(_text("rules.md")))
    dutch = Counter(RULE_ID.findall(_text("rules.nl.md")))
    assert set(english) == {str(number) for number in range(1, 18)}
    assert dutch == english


def test_both_books_mention_the_same_rule_ids() -> None:
    assert set(MENTION.findall(_text("rules.nl.md"))) == set(MENTION.findall(_text("rules.md")))


def test_both_books_have_the_same_sections() -> None:
    english = HEADING.findall(_text("rules.md"))
    dutch = HEADING.findall(_text("rules.nl.md"))
    assert len(english) > 10
    assert dutch == english  # the same number of sections at each level, in the same order


@pytest.mark.parametrize(
    "words",
    [
        "Gnomen",
        "Reuzen",
        "Draken",
        "Trollen",
        "Zieners",
        "leider",
        "volgelingenstapel",
        "scorestapel",
        "slag",
        "fase",
    ],
)
def test_the_dutch_book_uses_the_games_own_dutch_words(words: str) -> None:
    assert words in _text("rules.nl.md")


def test_the_dutch_book_writes_volgelingenstapel_as_one_word() -> None:
    assert "volgelingen-stapel" not in _text("rules.nl.md").lower()


def test_the_dutch_words_write_scorestapel_as_one_word() -> None:
    """Issue 46, case 7: "Score-stapels" was the Dutch heading of the score piles."""
    catalog = Path(claim2.__file__).parent / "locale/nl/LC_MESSAGES/claim2.po"
    for text in (_text("rules.nl.md"), catalog.read_text(encoding="utf-8")):
        assert "score-stapel" not in text.lower()


def test_the_rules_command_finds_the_book_for_each_language() -> None:
    assert rules_file("nl").name == "rules.nl.md"
    assert rules_file("en").name == "rules.md"
    assert rules_markdown("nl").startswith("# Claim 2: de spelregels")
    assert rules_markdown("en").startswith("# Claim 2: the rules")
