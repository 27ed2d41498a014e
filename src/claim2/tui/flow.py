"""Which screen shows what the session says comes next, built from what it may show.

Private screens get the seated player's view; public ones the public view,
public events and the names. Imported once a game starts (not at start-up).
"""

from __future__ import annotations

from textual.screen import Screen

from claim2.game.options import InputGuard
from claim2.game.session import GameSession, NextScreen, ScreenKind
from claim2.tui.screens.computer_move import ComputerMoveScreen
from claim2.tui.screens.end import EndScreen
from claim2.tui.screens.handoff import HandoffScreen, handoff_context
from claim2.tui.screens.phase_two import PhaseTwoScreen
from claim2.tui.screens.seer import SeerScreen
from claim2.tui.screens.trick_result import TrickResultScreen
from claim2.tui.screens.turn import TurnScreen

NO_GUARD = InputGuard(0.0, 0.0)


def screen_for(
    shown: NextScreen, session: GameSession, *, hints: bool = False, guard: InputGuard = NO_GUARD
) -> Screen[None]:
    """The screen for ``shown``; ``hints``: the private screens offer hints; ``guard``: how
    long each kind of screen ignores keys after it appears.

    The computer's turn is shown on the screen of the one person playing (its opponent).
    """
    names = session.players
    seat = shown.seat if shown.seat is not None else 0
    wait = guard.screen
    if shown.kind is ScreenKind.TURN:
        return TurnScreen(session.view_for(seat), names, hints=hints, shown=shown, guard=wait)
    if shown.kind is ScreenKind.SEER:
        return SeerScreen(session.view_for(seat), names, hints=hints, shown=shown, guard=wait)
    if shown.kind is ScreenKind.COMPUTER:
        return ComputerMoveScreen(session.view_for(1 - seat), names, shown=shown, guard=wait)
    public = session.public()
    if shown.kind is ScreenKind.HANDOFF:
        context = handoff_context(public, names, seer=public.seer_pending is not None)
        return HandoffScreen(
            names[seat], names[1 - seat], context, shown=shown, guard=guard.handoff
        )
    if shown.kind is ScreenKind.TRICK_RESULT and shown.result is not None:
        return TrickResultScreen(shown.result, public, names, shown=shown, guard=wait)
    if shown.kind is ScreenKind.PHASE_TWO:
        return PhaseTwoScreen(public, names, shown=shown, guard=wait)
    return EndScreen(public, names, shown=shown, guard=wait)
