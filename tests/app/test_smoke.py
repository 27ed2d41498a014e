"""One whole game through the app per mode, on the manual clock: two people at one laptop,
one person against the computer ("easy"), and a lesson."""

from __future__ import annotations

from claim2.game.records import replay_states
from claim2.game.steps import ScreenKind

from .conftest import AppAt
from .driving import current_save
from .games import leading, record_until


async def test_a_whole_hot_seat_game(app_at: AppAt) -> None:
    async with app_at(record_until(leading(1))) as run:
        assert run.kind is ScreenKind.HANDOFF
        kinds = await run.play_to_end()
        assert run.kind is ScreenKind.END
        assert run.shows("Game over")
        assert ScreenKind.PHASE_TWO in kinds and ScreenKind.SEER in kinds
        record = run.table.session.record
        assert replay_states(record)[-1].finished
        assert not current_save(run.data_dir).exists()  # kept for the history
