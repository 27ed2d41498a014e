"""Names that cannot spoof, and text quoted for the command line with its controls escaped."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st
from rich.cells import cell_len

from claim2.text.i18n import set_language
from claim2.text.names import MAX_NAME_CELLS, name_problem
from claim2.text.quoting import printable, quote

from .strategies import BIDI, ESCAPES, hostile_or_long


@pytest.fixture(autouse=True)
def _english() -> None:
    set_language("en")


@pytest.mark.parametrize("name", ["Ann", "Zoë", "李小龙", "O'Brien", "Ann-Marie", "R2D2", "😀"])
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
    ],
)
def test_names_that_spoof_or_hide_are_refused(name: str, problem: str) -> None:
    found = name_problem(name)
    assert found is not None
    assert problem in found


@given(st.text() | hostile_or_long)
def test_an_accepted_name_is_visible_printable_and_short(name: str) -> None:
    if name_problem(name) is not None:
        return
    categories = {unicodedata.category(character) for character in name}
    assert not categories & {"Cc", "Cf", "Co", "Cs", "Zl", "Zp"}
    assert any(category[0] in "LNPS" for category in categories)
    assert cell_len(name) <= MAX_NAME_CELLS


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
