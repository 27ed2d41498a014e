"""The replay viewer shows one moment of the game per step (issue 46, case 2): the hands,
the table, the piles and the step's story all at the end of its trick, and at 80×24 the
story shows whole, without scrolling, at every step of a game."""

from __future__ import annotations

import pytest
from rich.console import Group
from rich.text import Text
from textual.containers import VerticalScroll
from textual.widgets import Static

from claim2.records.record import replay_states
from claim2.text.i18n import set_language
from claim2.tui.screens.past_games.replay_viewer import ReplayScreen
from claim2.tui.widgets.hand import Hand

from .conftest import AppAt
from .games import record_until


def plain_text(widget: Static) -> str:
    """What a Static shows, as plain text (a group of Rich texts)."""
    shown = widget.content
    assert isinstance(shown, Group)
    return "\n".join(part.plain for part in shown.renderables if isinstance(part, Text))


@pytest.mark.parametrize(
    ("size", "language"), [((80, 24), "en"), ((80, 24), "nl"), ((120, 40), "en")]
)
async def test_every_step_shows_one_moment_and_its_whole_story(
    app_at: AppAt, size: tuple[int, int], language: str
) -> None:
    set_language(language)
    record = record_until(lambda state: False)
    states = replay_states(record)
    async with app_at(size=size) as run:
        viewer = ReplayScreen(record)
        run.app.push_screen(viewer)
        await run.wait_until(lambda: isinstance(run.top, ReplayScreen), "the replay")
        for index in range(len(viewer.steps)):
            viewer.index = index
            await run.settle()
            after = viewer.after()
            assert after in states
            for seat in (0, 1):  # the hands as the trick left them, like the piles
                hands = viewer.query_one(f"#replay-hand-{seat}", Hand)
                assert hands.cards == tuple(sorted(after.hands[seat]))
            shown = plain_text(viewer.query_one("#replay-hands-text", Static))
            assert all(card.code in shown for card in after.hands[0] + after.hands[1])
            story = viewer.query_one("#replay-trick", VerticalScroll)
            assert story.max_scroll_y == 0, f"step {index + 1}: the story needs scrolling"
            if viewer.step.trick:
                text = plain_text(viewer.query_one("#replay-text", Static))
                played = after.last_trick
                assert played is not None
                assert all(card.code in text for card in played.cards), text
