"""One limit for a name at every door, from the name rule (``claim2.text.names``): the start
screens' fields, the web page's field and the names remembered all take it from there, and a
name typed one character too long is refused with a word, never cut short without one."""

from __future__ import annotations

from claim2.settings.remembered import usable_names
from claim2.text.names import MAX_NAME_CELLS, NAME_FIELD_LENGTH, name_problem
from claim2.tui.screens.start import name_fields
from claim2.web.arrival import naming_form
from claim2.web.seat import Naming, SeatNow


def test_every_name_field_takes_one_character_more_than_a_name_may_have() -> None:
    assert NAME_FIELD_LENGTH == MAX_NAME_CELLS + 1
    assert name_fields.NAME_LENGTH == NAME_FIELD_LENGTH  # the start screen's (and the host's)
    form = naming_form(SeatNow(naming=Naming("Bob")))
    assert f'maxlength="{NAME_FIELD_LENGTH}"' in form  # the web page's


def test_a_name_as_long_as_the_rule_allows_is_taken_and_remembered_one_more_is_refused() -> None:
    longest = "A" * MAX_NAME_CELLS
    assert name_problem(longest) is None
    assert usable_names([longest]) == (longest,)  # remembered, not dropped past 16
    problem = name_problem("A" * NAME_FIELD_LENGTH)
    assert problem == f"must be at most {MAX_NAME_CELLS} characters wide"
