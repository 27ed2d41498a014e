"""The order of scenes when each person has a screen of their own: the one place that decides
what each seat's screen, and the public table, shows next (as ``HandOffs`` decides it for a
screen two people share).

- A trick's result and phase two are shown on each person's own screen, each dismissing
  their own: the game itself goes on at once and does not wait for the slower reader. At
  the couch they are shown on the public table, which everybody sees, and each phone goes
  straight on (``on_each_screen`` off): no tap is spent on them.
- A seat's turn or Seer choice is shown on its own screen only; while the other player (or
  the computer) chooses, a seat's screen is its own view with "waiting for them" (a scene of
  kind ``WAITING``, its ``seat`` the one who chooses).
- The public table (the couch's shared screen, showing no hand) shows the game as it is:
  whose turn it is (``WAITING``), the computer's turn (``COMPUTER``), or the end.
- A card taken back clears what was waiting: every screen shows the game as it is now.

No Textual here.
"""

from __future__ import annotations

from dataclasses import dataclass

from claim2.engine.ruleset import next_seat
from claim2.game.public import PublicView
from claim2.game.session import PRIVATE_KINDS, GameSession, NextScreen, ScreenKind
from claim2.sitting.remote.agreement import same_stamp

PUBLIC_KINDS = (ScreenKind.TRICK_RESULT, ScreenKind.PHASE_TWO)  # each dismissed on its screen


@dataclass(frozen=True, slots=True)
class Waiting:
    """A public scene waiting on one seat's screen, with the table as it was then."""

    shown: NextScreen
    public: PublicView


class OwnScreens:
    """What each person's own screen shows next, and the public table."""

    def __init__(self, session: GameSession, *, on_each_screen: bool = True) -> None:
        """``on_each_screen``: a trick's result and phase two wait on each person's screen
        (else only the public table shows them)."""
        self.session = session
        self.on_each_screen = on_each_screen
        self._waiting: dict[int, list[Waiting]] = {0: [], 1: []}

    def collect(self) -> None:
        """The session's public scenes (a trick's result, phase two) go to each person's
        screen, each dismissed there: the session itself goes on at once."""
        session = self.session
        while True:
            shown = session.next_screen()
            if shown.kind not in PUBLIC_KINDS:
                return
            public = session.public()
            for seat in (0, 1):
                if self.on_each_screen and session.is_human(seat):
                    self._waiting[seat].append(Waiting(shown, public))
            if not session.proceed(shown.kind, seat=shown.seat, move=shown.move):
                return  # cannot happen: the screen was just asked for

    def next_for(self, seat: int) -> tuple[NextScreen, PublicView | None, bool]:
        """What ``seat``'s screen shows now: the shown step, the table as it was (None: as
        it is now), and whether the scene holds ``seat``'s own view (its turn, or its
        wait while the other player chooses)."""
        waiting = self._waiting[seat]
        if waiting:
            return waiting[0].shown, waiting[0].public, False
        now = self.session.next_screen()
        if now.kind is ScreenKind.END:
            return now, None, False
        if now.kind in PRIVATE_KINDS and now.seat == seat:
            return now, None, True
        return self._waiting_for(next_seat(seat), now), None, True

    def public_next(self) -> NextScreen:
        """What the public table shows now: whose turn it is, the computer's, or the end."""
        now = self.session.next_screen()
        if now.kind in PRIVATE_KINDS and now.seat is not None:
            return self._waiting_for(now.seat, now)
        return now

    @staticmethod
    def _waiting_for(seat: int, now: NextScreen) -> NextScreen:
        return NextScreen(ScreenKind.WAITING, seat, move=now.move, taken_back=now.taken_back)

    def dismissed(self, seat: int, shown: NextScreen) -> bool:
        """``seat`` dismissed the public scene ``shown`` on its screen (False unless it is the
        one there now)."""
        waiting = self._waiting[seat]
        if not waiting or not same_stamp(waiting[0].shown, shown):
            return False
        waiting.pop(0)
        return True

    def taken_back(self) -> None:
        """A card went back: what waited is gone, every screen shows the game as it is."""
        for waiting in self._waiting.values():
            waiting.clear()
