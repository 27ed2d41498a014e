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


class Tries:
    """Wrong join codes: after ``allowed`` within ``within`` seconds, every hello is refused
    until ``within`` seconds after the last wrong one."""

    def __init__(self, clock: Clock, allowed: int = 5, within: float = 60.0) -> None:
        self.clock = clock
        self.allowed = allowed
        self.within = within
        self._wrong: list[float] = []

    def _recent(self) -> list[float]:
        now = self.clock.now()
        self._wrong = [moment for moment in self._wrong if now - moment < self.within]
        return self._wrong

    def blocked(self) -> bool:
        return len(self._recent()) >= self.allowed

    def wrong(self) -> None:
        self._recent().append(self.clock.now())
