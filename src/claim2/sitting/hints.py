"""Hints for the people at the laptop: the strong level's move for their own view.

One ``Hinter`` per person's seat and game; each is fed only its seat's views
(in a game for two people, a hint never draws on the other player's cards).
A hint takes up to a second, so it is worked out in a thread.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable

from claim2.ai.hints import Hint, Hinter
from claim2.engine import Action, PlayerView
from claim2.records.record import GameRecord
from claim2.sitting.seats import own_decisions


class Hints:
    """The hinters of one game, one per seat played by a person."""

    def __init__(self, seats: Iterable[int]) -> None:
        self._hinters = {seat: Hinter() for seat in seats}
        self._lock = threading.Lock()  # a hinter is used by one thread at a time
        self._last: tuple[PlayerView, Hint] | None = None

    @property
    def seats(self) -> tuple[int, ...]:
        """The seats that get hints."""
        return tuple(self._hinters)

    def remember(self, record: GameRecord) -> None:
        """A resumed game: let each hinter recall its own seat's earlier decisions."""
        for seat in self._hinters:
            for seen, action in own_decisions(record, seat):
                self.played(seen, action)

    def played(self, seen: PlayerView, action: Action) -> None:
        """The person at ``seen.seat`` took ``action`` on ``seen``."""
        hinter = self._hinters.get(seen.seat)
        if hinter is not None and seen.seer_peek is not None:  # all a hinter remembers
            with self._lock:
                hinter.played(seen, action)

    def suggest(self, seen: PlayerView) -> Hint:
        """The hint for ``seen`` (the same view gets the same hint, worked out once)."""
        with self._lock:
            if self._last is not None and self._last[0] == seen:
                return self._last[1]
            hint = self._hinters[seen.seat].suggest(seen)
            self._last = (seen, hint)
            return hint
