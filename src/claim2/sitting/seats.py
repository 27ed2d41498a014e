"""The computer's seat: a ``claim2.ai`` policy fed only that seat's view.

``ComputerPlayer`` is the session's ``SeatPlayer`` for a computer seat. The app
lets it think in a worker thread (the strong level takes up to a second).

On resume, ``remember`` rebuilds what the policy remembers (its Seer peeks)
by replaying the record and showing it that seat's own views.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterator

from claim2.ai import make_policy
from claim2.ai.knowledge import Memory
from claim2.engine import Action, PlayerView, parse_action, view
from claim2.records.record import GameRecord, replay_states


class ComputerPlayer:
    """A seat played by the computer at ``level``: it sees what the seat's view shows, no more."""

    def __init__(self, level: str, seed: int | None = None) -> None:
        self.level = level
        self.policy = make_policy(level)
        self.rng = random.Random(f"claim2 computer {seed}") if seed is not None else random.Random()
        self.think_times: list[float] = []  # seconds per decision, for the curious

    def choose(self, seen: PlayerView) -> Action:
        began = time.perf_counter()
        action = self.policy.choose(seen, self.rng)
        self.think_times.append(time.perf_counter() - began)
        return action

    def remember(self, record: GameRecord, seat: int) -> None:
        """Rebuild the policy's memory of a resumed game from ``seat``'s own earlier views."""
        memory = getattr(self.policy, "memory", None)
        if isinstance(memory, Memory):
            for seen, action in own_decisions(record, seat):
                memory.note(seen, action)

    def relearn(self, record: GameRecord, seat: int) -> None:
        """Forget the game and remember ``record`` afresh: after a take-back, what was taken
        back (a Seer peek, say) is no longer remembered."""
        self.policy = make_policy(self.level)
        self.remember(record, seat)


def own_decisions(record: GameRecord, seat: int) -> Iterator[tuple[PlayerView, Action]]:
    """Every decision ``seat`` took in ``record``: its view at the time and its action."""
    for state, code in zip(replay_states(record), record.actions, strict=False):
        if state.to_move == seat:
            yield view(state, seat), parse_action(code)
