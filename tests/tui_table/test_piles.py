"""The follower piles (phase one) and score piles (phase two) on the turn screen: small stacks
of backs with their counts where cards are drawn large, text rows at 80×24."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

from claim2.engine import GameState, view
from claim2.tui.screens.turn import TurnPane
from claim2.tui.widgets.card import CardRow
from tui.driver import keys, screen_text, started, top, until
from tui.games import last_state, record_until
from tui.snapshot_steps import resumed

Stop = Callable[[GameState], bool]


def in_phase_one(state: GameState) -> bool:
    return state.phase == 1 and state.trick == 6 and len(state.played) == 1


def in_phase_two(state: GameState) -> bool:
    return state.phase == 2 and state.trick == 7 and not state.played


def follower_counts(stop: Stop) -> tuple[int, int]:
    """Both follower piles' sizes where the saved game stopped (public, R17)."""
    counts = view(last_state(record_until(7, stop)), 0).follower_counts
    return counts[0], counts[1]


def turn_screen(data_dir: Path, stop: Stop, size: tuple[int, int]) -> tuple[list[str], str]:
    """The text of each pile stack shown on the turn screen (none at all if not shown), and
    the whole screen's text."""
    app = resumed(data_dir, stop)

    async def run() -> tuple[list[str], str]:
        async with app.run_test(size=size) as pilot:
            await started(pilot)
            await keys(pilot, "enter")  # resume
            await keys(pilot, "enter")  # hand-off
            await until(pilot, lambda: isinstance(top(app), TurnPane))
            await pilot.pause()
            stacks = [
                row.render().plain
                for row in top(app).query(".pile-stack").results(CardRow)
                if row.region.area and row.visible
            ]
            return stacks, screen_text(app)

    return asyncio.run(run())


def test_at_120_by_40_each_follower_pile_is_a_stack_with_its_count(data_dir: Path) -> None:
    counts = follower_counts(in_phase_one)
    assert min(counts) > 3  # piles of several cards: more than the three backs drawn
    stacks, text = turn_screen(data_dir, in_phase_one, (120, 40))
    assert len(stacks) == 2
    for stack, count in zip(stacks, counts, strict=True):
        assert f"░{count}░" in stack.replace(" ", "░")
        assert stack.count("╭") == min(count, 3)  # a few backs, not one per card
    for count in counts:
        followers = "follower" if count == 1 else "followers"
        assert f"{count} {followers}" in text
    assert "followers · prizes:" not in text.split("Followers")[1]  # no text rows too


def test_at_80_by_24_the_follower_piles_stay_text(data_dir: Path) -> None:
    counts = follower_counts(in_phase_one)
    stacks, text = turn_screen(data_dir, in_phase_one, (80, 24))
    assert stacks == []
    for name, count in zip(("Ann", "Bob"), counts, strict=True):
        line = next(line for line in text.splitlines() if f" {name} " in line and "prizes" in line)
        assert f"{count} followers · prizes:" in line or f"{count} follower · prizes:" in line


def test_at_200_by_50_each_score_pile_is_a_stack_with_its_count(data_dir: Path) -> None:
    state = last_state(record_until(7, in_phase_two))
    counts = [len(pile) for pile in state.score_piles]
    stacks, text = turn_screen(data_dir, in_phase_two, (200, 50))
    assert len(stacks) == 2
    for stack, count in zip(stacks, counts, strict=True):
        assert f"░{count}░" in stack.replace(" ", "░")
    for count in counts:
        cards = "card" if count == 1 else "cards"
        assert f"{count} {cards} in score pile" in text
