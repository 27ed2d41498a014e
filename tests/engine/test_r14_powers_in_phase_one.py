"""R14: Gnomes, Giants and Trolls have no power in phase one."""

# Test names carry the rule ids (R1, R2, ...) in capitals.

from __future__ import annotations

import pytest

from claim2.engine import legal_actions, new_game, step
from claim2.engine.events import GnomeSmashed, GnomesPlaced, TrollsSetAside, TrollTaken

from .scenario import cards, deal, one_sided_phase_one, play

TOP = ["Se8", "Dr9"]


@pytest.mark.parametrize(
    ("lead", "second", "winner"),
    [("Gn3", "Gn5", 1), ("Gi3", "Gi5", 1), ("Tr8", "Tr6", 0), ("Gi1", "Gn1", 0)],
)
def test_R14_phase_one_tricks_only_hand_out_the_prize(lead: str, second: str, winner: int) -> None:
    void = "Gi" if (lead, second) == ("Gi1", "Gn1") else ""
    state = play(deal([lead], [second], top=TOP, void1=void), lead, second)
    assert state.discards == cards(f"{lead} {second}")
    assert state.prizes[winner] == cards("Se8")
    assert state.draws[1 - winner] == cards("Dr9")
    assert state.score_piles == state.gnomes_in_front == ((), ())
    assert state.trolls_aside == state.smashed == ()
    for kind in (GnomesPlaced, GnomeSmashed, TrollTaken, TrollsSetAside):
        assert not any(isinstance(event, kind) for event in state.events)


def test_R14_a_whole_phase_one_of_gnomes_giants_and_trolls_scores_nothing() -> None:
    # Player 0 leads twelve Gnomes, player 1 throws Trolls and Seers, then Gi5 vs Gi7.
    state = one_sided_phase_one("Gi5", "Gi7")
    assert state.phase == 2
    assert state.score_piles == state.gnomes_in_front == ((), ())
    assert state.trolls_aside == state.smashed == ()
    assert len(state.discards) == 26


def test_R14_random_phase_ones_score_nothing() -> None:
    for seed in range(5):
        state = new_game(seed)
        while state.phase == 1:
            state = step(state, legal_actions(state)[-1])
            assert state.score_piles == state.gnomes_in_front == ((), ())
            assert state.trolls_aside == state.smashed == ()
