"""Limits on what a connection may send, read from an injected clock (no sleeps)."""

from __future__ import annotations

from claim2.sitting.clock import Clock


class Bucket:
    """At most ``burst`` messages at once and ``rate`` a second on average."""

    def __init__(self, clock: Clock, rate: float, burst: int) -> None:
        self.clock = clock
        self.rate = rate
        self.burst = burst
        self._tokens = float(burst)
        self._at = clock.now()

    def take(self) -> bool:
        """Whether one more message may come now."""
        now = self.clock.now()
        self._tokens = min(float(self.burst), self._tokens + (now - self._at) * self.rate)
        self._at = now
        if self._tokens < 1.0:
            return False
        self._tokens -= 1.0
        return True
