"""How a Seer choice is made by keys, in a game and in a lesson alike (issue 49, case 15):
its number or Enter on it makes it at once, unless every choice asks for a second Enter;
an Enter with nothing pointed at says how to choose."""

from __future__ import annotations

from claim2.engine import SeerChoice
from claim2.present.scenes.keys import seer_answers, seer_nothing_chosen

PRIZE, TOP = SeerChoice.PRIZE, SeerChoice.TOP


def test_a_seer_choice_is_made_by_one_key_unless_every_choice_is_confirmed() -> None:
    assert seer_answers(PRIZE, None, confirm=False)
    assert seer_answers(TOP, PRIZE, confirm=False)
    assert not seer_answers(PRIZE, None, confirm=True)  # raised first
    assert not seer_answers(TOP, PRIZE, confirm=True)  # another than the one raised
    assert seer_answers(PRIZE, PRIZE, confirm=True)  # the second Enter


def test_enter_with_nothing_chosen_says_how_to_choose() -> None:
    assert seer_nothing_chosen(confirm=False).plain == (
        "Nothing is chosen yet: press 1 for the prize or 2 for the top card."
    )
    assert seer_nothing_chosen(confirm=True).plain == (
        "Nothing is chosen yet: choose with ↑↓ (or 1, 2), then press Enter."
    )
