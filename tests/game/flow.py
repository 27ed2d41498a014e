"""A session with the hand-offs of a table (``claim2.sitting.hand_offs``), driven as the
session alone was before the hand-offs moved to the sitting: ``next_screen`` (hand-offs
included), ``take``, ``proceed`` (a hand-off confirmed too), ``take_back`` and
``holder``; everything else is the session's."""

from __future__ import annotations

from typing import Any

from claim2.engine import Action
from claim2.game.session import ACTING_KINDS, PRIVATE_KINDS, GameSession, NextScreen, ScreenKind
from claim2.sitting.hand_offs import HandOffs


class Flow:
    """``session`` at a table: its screens in order, hand-offs included."""

    def __init__(self, session: GameSession) -> None:
        self.session = session
        self.hand_offs = HandOffs(session)

    @classmethod
    def new(cls, *args: Any, **kwargs: Any) -> Flow:
        return cls(GameSession.new(*args, **kwargs))

    @classmethod
    def resume(cls, *args: Any, **kwargs: Any) -> Flow:
        return cls(GameSession.resume(*args, **kwargs))

    @classmethod
    def of(cls, *args: Any, **kwargs: Any) -> Flow:
        return cls(GameSession(*args, **kwargs))

    def __getattr__(self, name: str) -> Any:
        return getattr(self.session, name)

    @property
    def holder(self) -> int | None:
        return self.hand_offs.holder

    def next_screen(self) -> NextScreen:
        return self.hand_offs.next()

    def take(self, action: Action, *, seat: int, move: int) -> bool:
        current = self.next_screen()
        if current.kind not in ACTING_KINDS or current.seat != seat or move != self.moves:
            return False
        if not self.session.take(action, seat=seat, move=move):
            return False
        self.hand_offs.played(seat, private=current.kind in PRIVATE_KINDS)
        return True

    def proceed(self, kind: ScreenKind, *, seat: int | None, move: int) -> bool:
        current = self.next_screen()
        if kind is ScreenKind.HANDOFF:
            return self.hand_offs.reveal(
                NextScreen(kind, seat, current.result, move, current.taken_back)
            )
        if current.kind is ScreenKind.HANDOFF:
            return False
        return self.session.proceed(kind, seat=seat, move=move)

    def play_computer(self) -> Action:
        """The computer's move: its policy chooses from its own view, taken at once (as the
        sitting's computer seat does, without its thread)."""
        session = self.session
        seat = session.to_move
        policy = session.policies[seat]
        assert policy is not None, "the seat to move is played by a person"
        action = policy.choose(session.view_for(seat))
        session.take(action, seat=seat, move=session.moves)
        return action

    def take_back(self, *, seat: int, move: int) -> bool:
        if not self.session.take_back(seat=seat, move=move):
            return False
        self.hand_offs.taken_back(seat)
        return True
