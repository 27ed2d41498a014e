"""Which pane shows what the session says comes next, built from what it may show.

Private panes get the seated player's view; public ones the public view,
public events and the names. Imported once a game starts (not at start-up).
"""

from __future__ import annotations

from claim2.engine.ruleset import next_seat
from claim2.game.i18n import _
from claim2.game.options import InputGuard
from claim2.game.session import GameSession, NextScreen, ScreenKind
from claim2.tui.screens.base import Pane
from claim2.tui.screens.computer_move import ComputerPane
from claim2.tui.screens.end import EndPane
from claim2.tui.screens.handoff import HandoffPane, handoff_context
from claim2.tui.screens.phase_two import PhaseTwoPane
from claim2.tui.screens.seer import SeerPane
from claim2.tui.screens.trick_result import TrickResultPane
from claim2.tui.screens.turn import TurnPane

NO_GUARD = InputGuard(0.0, 0.0)


def pane_for(
    shown: NextScreen,
    session: GameSession,
    *,
    hints: bool = False,
    confirm: bool = False,
    guard: InputGuard = NO_GUARD,
) -> Pane:
    """The pane for ``shown``; ``hints``: the private panes offer hints; ``confirm``: every
    card (and Seer choice) takes a second Enter; ``guard``: how long each kind of pane
    ignores keys after it appears.

    The computer's turn is shown on the pane of the one person playing (its opponent).
    """
    names = session.players
    seat = shown.seat if shown.seat is not None else 0
    wait = guard.screen
    if shown.kind is ScreenKind.TURN:
        seen = session.view_for(seat)
        return TurnPane(seen, names, hints=hints, confirm=confirm, shown=shown, guard=wait)
    if shown.kind is ScreenKind.SEER:
        seen = session.view_for(seat)
        return SeerPane(seen, names, hints=hints, confirm=confirm, shown=shown, guard=wait)
    if shown.kind is ScreenKind.COMPUTER:
        return ComputerPane(session.view_for(next_seat(seat)), names, shown=shown, guard=wait)
    public = session.public()
    if shown.kind is ScreenKind.HANDOFF:
        context = handoff_context(public, names, seer=public.seer_pending is not None)
        return HandoffPane(
            names[seat],
            names[next_seat(seat)],
            context,
            result=shown.result,
            public=public,
            take_back=session.can_take_back(next_seat(seat)),
            shown=shown,
            guard=guard.handoff,
        )
    if shown.kind is ScreenKind.TRICK_RESULT and shown.result is not None:
        return TrickResultPane(shown.result, public, names, shown=shown, guard=wait)
    if shown.kind is ScreenKind.PHASE_TWO:
        return PhaseTwoPane(public, names, result=shown.result, shown=shown, guard=wait)
    return EndPane(public, names, shown=shown, guard=wait, match=match_line(session))


def match_line(session: GameSession) -> str | None:
    """After a game of a match: the tally and who has won the match, or that it goes on."""
    from claim2.game.again import standing, winner_of
    from claim2.game.matches import match_state_text, tally_text

    after = standing(session.record) if session.finished else None
    if after is None:
        return None
    state = match_state_text(session.players, after.match, winner_of(session.record))
    return _("{tally} · {state}").format(
        tally=tally_text(session.players, after.tally), state=state
    )
