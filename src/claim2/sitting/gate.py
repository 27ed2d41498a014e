"""The key gate: a held key, a burst or a stuck key never confirms anything.

A game pane that follows a decision (a hand-off, a turn, a Seer choice, the end)
takes its first key only after a *quiet spell*: the pane has been on the screen
for ``settle`` seconds, and no key at all came for ``quiet`` seconds. Until then
every key is dropped, and each dropped key starts the quiet spell again, so key
repeat (about 30 a second), a burst typed ahead or a stuck key never gets through;
letting go and pressing again does. Once a key got through, the pane takes keys
as usual until the next pane.

Pure: the moments come from the caller's clock (``claim2.sitting.clock``).
"""

from __future__ import annotations

from dataclasses import dataclass

SETTLE = 1.0  # seconds a hand-off (or the end) is on the screen before it takes a key: a
# second press of the key that played a card, a nervous double tap, comes sooner
QUIET = 0.4  # seconds without any key before the first key counts


@dataclass(slots=True)
class KeyGate:
    """Which keys a pane takes: ``show`` when a new pane appears, ``admit`` at every key."""

    settle: float = SETTLE
    quiet: float = QUIET
    shown_at: float = float("-inf")
    last_key: float = float("-inf")  # the last key seen, taken or dropped (any pane)
    open: bool = True  # whether the pane shown takes keys now (True before any pane)

    def show(self, now: float, *, settle: float | None = None) -> None:
        """A new pane is on the screen from ``now``: closed until a quiet spell."""
        self.shown_at = now
        self.open = False
        if settle is not None:
            self.settle = settle

    def admit(self, now: float) -> bool:
        """A key at ``now``: whether the pane takes it."""
        if not self.open and self.ready_at() <= now:
            self.open = True
        self.last_key = now
        return self.open

    def heard(self, now: float) -> None:
        """A key at ``now`` that another screen took (the rules over a hand-off, say): the
        pane did not see it, but it breaks the quiet spell all the same."""
        self.last_key = max(self.last_key, now)

    def close(self) -> None:
        """Take the next key only after another quiet spell (on a hand-off every key needs
        its own: a stray key taken does not let the Enter right after it through)."""
        self.open = False

    def ready_at(self) -> float:
        """When the pane takes a key if no other key comes first."""
        return max(self.shown_at + self.settle, self.last_key + self.quiet)

    def ready(self, now: float) -> bool:
        """Whether a key pressed at ``now`` would be taken."""
        return self.open or self.ready_at() <= now
