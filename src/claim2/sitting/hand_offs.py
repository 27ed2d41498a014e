"""Who holds the laptop between two people, and the hand-offs that follow: the one place
that decides which screen comes next at a table (the game's own order, ``GameSession.
next_screen``, with a hand-off before every private screen of a seat that is not the one
looking).

- A private screen of seat S (a turn, a Seer choice) comes only after a hand-off
  addressed to S was confirmed, unless S was already the one looking.
- The laptop changes hands as rarely as it can: a trick's result is shown on the
  hand-off that follows it (one screen, not two), and there is no hand-off when the same
  person plays next.
- A card taken back returns the laptop to its player through a hand-off addressed to
  them ("Pass the laptop back to Ann"), never straight to their hand.
- A resumed game starts with a hand-off: nobody is looking yet.

Against the computer (one person) there are no hand-offs. A table whose people each have a
screen of their own (over the network, the couch) has no ``HandOffs`` at all: what each
screen shows next is its ``OwnScreens``' (``claim2.sitting.remote.screens``). No Textual
here.
"""

from __future__ import annotations

from claim2.game.session import PRIVATE_KINDS, GameSession, NextScreen, ScreenKind


class HandOffs:
    """The order of screens at one table, hand-offs included."""

    def __init__(self, session: GameSession) -> None:
        self.session = session
        self.holder: int | None = None  # who saw the last private screen
        self.back_to: int | None = None  # the laptop goes back to them (a card taken back)

    @property
    def between_people(self) -> bool:
        """Whether two people share this screen (then the laptop changes hands)."""
        session = self.session
        return session.is_human(0) and session.is_human(1)

    def next(self) -> NextScreen:
        """What to show now: the game's next screen, or the hand-off before it."""
        session = self.session
        shown = session.next_screen()
        if not self.between_people:
            return shown
        seat = session.to_move
        if (
            shown.kind is ScreenKind.TRICK_RESULT
            and session.pending == 1
            and not session.finished
            and seat != self.holder
        ):
            # the trick's result on the hand-off that follows it
            return NextScreen(ScreenKind.HANDOFF, seat, shown.result, shown.move, shown.taken_back)
        if shown.kind in PRIVATE_KINDS and shown.seat != self.holder:
            return NextScreen(ScreenKind.HANDOFF, shown.seat, None, shown.move, shown.taken_back)
        return shown

    def reveal(self, shown: NextScreen) -> bool:
        """The hand-off ``shown`` was confirmed by its player: their own screen now (a
        trick's result it carried has been seen). Dropped (False) unless it is current."""
        current = self.next()
        if current.kind is not ScreenKind.HANDOFF or shown.kind is not ScreenKind.HANDOFF:
            return False
        if (current.seat, current.move, current.taken_back) != (
            shown.seat,
            shown.move,
            shown.taken_back,
        ):
            return False
        session = self.session
        if current.result is not None:
            session.proceed(ScreenKind.TRICK_RESULT, seat=None, move=current.move)
        assert current.seat is not None
        self.holder = current.seat
        self.back_to = None
        session.reveal(current.seat)
        return True

    def played(self, seat: int, private: bool) -> None:
        """``seat`` moved; ``private``: from its own screen (it is the one looking)."""
        if private:
            self.holder = seat

    def taken_back(self, seat: int) -> None:
        """``seat`` took its card back: the laptop goes back to them through a hand-off."""
        self.holder = None
        if self.between_people:
            self.back_to = seat
