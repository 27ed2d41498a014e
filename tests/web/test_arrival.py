"""What a page's live region says when a new scene comes (``claim2.web.arrival.announce``),
on the scenes of a real game (a hot-seat table: its scenes are laid out as any seat's)."""

from __future__ import annotations

from pathlib import Path

from claim2.game.steps import ScreenKind
from claim2.sitting.remote.seat_source import SeatNow
from claim2.web.arrival import announce, phase_two_seen
from sitting.tables import Sittings, answer, play_until, table_of

BEGINS = ("Phase 2 begins", "Phase two begins")


def begins(said: list[str]) -> int:
    """How often ``said`` says that phase two begins."""
    return sum(line.count(words) for line in said for words in BEGINS)


def test_phase_two_begins_is_said_once_on_a_page(data_dir: Path) -> None:
    sittings = Sittings(data_dir)
    try:
        table = table_of(sittings.started(seed=5))
        start = play_until(table, lambda scene: scene.kind is ScreenKind.PHASE_TWO)
        answer(table)
        turn = play_until(table, lambda scene: scene.kind is ScreenKind.TURN)
        assert turn.seen is not None and turn.seen.phase == 2 and turn.seen.trick == 1
        assert not turn.seen.played  # phase two's first lead
        you = turn.viewer
        shown = SeatNow(scene=start)
        # the phase-two screen says it; the first lead after it does not say it again
        assert begins(announce(shown, you)) == 1
        assert phase_two_seen(shown)
        after = announce(SeatNow(scene=turn), you, in_phase_two=True)
        assert begins(after) == 0 and after[0] == "You lead: you won the last trick."
        # a page whose first scene of phase two is that lead (the couch's phones go straight
        # on from a trick's result, a page reloaded) says it there, once
        assert begins(announce(SeatNow(scene=turn), you)) == 1
    finally:
        sittings.close()
