"""Names that cannot spoof, and text quoted for the command line with its controls escaped."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st
from rich.cells import cell_len

from claim2.text.i18n import set_language
from claim2.text.names import (
    MAX_NAME_CELLS,
    mixed_scripts,
    name_key,
    name_problem,
    recorded_name_problem,
    same_person,
)
from claim2.text.quoting import printable, quote

from .strategies import BIDI, ESCAPES, hostile_or_long


@pytest.fixture(autouse=True)
def _english() -> None:
    set_language("en")


ORDINARY = ["Ann", "Zoë", "李小龙", "O'Brien", "Ann-Marie", "R2D2", "😀", "❤\ufe0f Ann", "Иван"]
ORDINARY += ["Ελένη", "田中さん", "Ann 田中", "김민준", "Kim 민준", "Ｊｏ", "Ann\u0301", "Łukasz"]


@pytest.mark.parametrize("name", ORDINARY)
def test_ordinary_names_are_names(name: str) -> None:
    assert name_problem(name) is None


@pytest.mark.parametrize(
    ("name", "problem"),
    [
        ("", "not empty or blank"),
        ("   ", "not empty or blank"),
        ("\u200b\u200b", "control characters"),  # zero-width spaces only
        ("\u0301", "not empty or blank"),  # a combining mark alone shows nothing
        ("Ann\u202eboB", "control characters"),  # a right-to-left override
        ("Ann\x1b[2J", "control characters"),
        ("Ann\nBob", "control characters"),
        ("\ue000", "control characters"),  # private use
        ("x" * (MAX_NAME_CELLS + 1), "characters wide"),
        ("李" * (MAX_NAME_CELLS // 2 + 1), "characters wide"),  # wide: two cells each
        # issue 49, case 9: names that show as blank, or hide a character
        ("\u3164", "not empty or blank"),  # a Hangul filler
        ("\uffa0\u3164", "not empty or blank"),  # a half-width one
        ("\u115f\u1160", "not empty or blank"),  # the Hangul choseong and jungseong fillers
        ("\u2800\u2800", "not empty or blank"),  # the blank braille pattern
        ("\U0001d159", "not empty or blank"),  # a musical null notehead
        ("\ufffc", "not empty or blank"),  # the object replacement character
        ("\ufe0f", "not empty or blank"),  # a variation selector alone
        ("Ann\u3164", "without invisible characters"),  # "Ann" and a filler: not "Ann"
        ("A\u034fnn", "without invisible characters"),  # a combining grapheme joiner
        ("Ann\u17b4", "without invisible characters"),  # a Khmer inherent vowel
        ("Ann\ufdd0", "without invisible characters"),  # a noncharacter
        ("\u2800Ann", "without invisible characters"),
        # issue 49, case 8: a Cyrillic or Greek letter that passes for a Latin one
        ("\u0410nn", "mix the letters of two scripts"),  # Cyrillic A, Latin nn
        ("\u0391nn", "mix the letters of two scripts"),  # Greek Alpha
        ("Иван Ann", "mix the letters of two scripts"),
    ],
)
def test_names_that_spoof_or_hide_are_refused(name: str, problem: str) -> None:
    found = name_problem(name)
    assert found is not None
    assert problem in found


def test_every_default_ignorable_character_is_refused_alone_and_in_a_name() -> None:
    """Unicode's whole family of characters that show as nothing (from the regex
    package's tables, the source Unicode gives them in: DerivedCoreProperties.txt)."""
    import regex

    ignorable = regex.compile(r"\p{Default_Ignorable_Code_Point}")
    selector = regex.compile(r"\p{Variation_Selector}")
    family = ignorable.findall("".join(map(chr, range(0x110000))))
    assert len(family) > 4000 and "\u3164" in family
    for character in family:
        assert recorded_name_problem(character) is not None, hex(ord(character))
        if selector.match(character):  # picks the look of the character before it
            assert name_problem(f"Ann{character}") is None
            assert same_person(f"Ann{character}", "Ann")
        else:
            assert recorded_name_problem(f"Ann{character}") is not None, hex(ord(character))


def test_a_name_is_one_person_whatever_its_case_width_or_form() -> None:
    """Issue 49, case 8: the app's key for a person, which the history now uses too."""
    spellings = ["Ann", "ANN", "ann", "\uff21\uff4e\uff4e", " Ann ", "\U0001d400nn", "A\u0301nn"]
    assert len({name_key(name) for name in spellings[:-1]}) == 1
    assert not same_person("Ann", "A\u0301nn")  # Ánn is another name
    assert same_person("A\u0301nn", "\u00c1nn")  # the same, in either Unicode form
    assert not same_person("Ann", "\u0410nn")  # a look-alike: refused when chosen now


def test_names_already_written_read_whatever_their_scripts() -> None:
    """Records (and the index, and a host's messages) keep the first rule only: a game
    written before the rule of one script still reads, and the history marks its name."""
    assert recorded_name_problem("\u0410nn") is None
    assert mixed_scripts("\u0410nn") and mixed_scripts("Ann \u0395")
    assert not any(mixed_scripts(name) for name in ORDINARY)


@given(st.text() | hostile_or_long)
def test_an_accepted_name_is_visible_printable_and_short(name: str) -> None:
    if name_problem(name) is not None:
        return
    categories = {unicodedata.category(character) for character in name}
    assert not categories & {"Cc", "Cf", "Co", "Cs", "Zl", "Zp"}
    assert any(category[0] in "LNPS" for category in categories)
    assert cell_len(name) <= MAX_NAME_CELLS
    assert not set(name) & {"\u3164", "\uffa0", "\u115f", "\u1160", "\u2800", "\u034f"}
    assert not mixed_scripts(name)


@given(hostile_or_long)
def test_quoted_text_is_printable(text: str) -> None:
    assert printable(text).isprintable()
    assert quote(text).isprintable()
    assert len(quote(text)) < 12 * 61 + 3  # cut short: at most 60 characters, each escaped


@pytest.mark.parametrize("control", ESCAPES + BIDI)
def test_controls_are_written_as_escapes(control: str) -> None:
    shown = printable(f"a{control}b")
    assert shown.startswith("a") and shown.endswith("b")
    assert "\\x" in shown or "\\u" in shown


def test_printable_text_is_left_alone() -> None:
    assert printable("Ann [b] $x {y} ü 李") == "Ann [b] $x {y} ü 李"
    assert quote("it's") == "'it\\'s'"
