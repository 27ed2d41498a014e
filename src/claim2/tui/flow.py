"""Which pane shows what the session says comes next, built from what it may show.

Private panes get the seated player's view; public ones the public view,
public events and the names. Imported once a game starts (not at start-up).
"""

from __future__ import annotations

from claim2.engine.ruleset import next_seat
from claim2.game.i18n import _
from claim2.game.options import InputGuard
from claim2.game.session import GameSession, NextScreen, ScreenKind
from claim2.tui.screens.base import Cue, Pane
from claim2.tui.screens.computer_move import ComputerPane
from claim2.tui.screens.end import EndPane
from claim2.tui.screens.handoff import HandoffPane
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
    seat = shown.seat if shown.seat is not None else 0
    cue = Cue(shown, session.players, guard.screen)
    if shown.kind is ScreenKind.TURN:
        return TurnPane(cue, session.view_for(seat), hints=hints, confirm=confirm)
    if shown.kind is ScreenKind.SEER:
        return SeerPane(cue, session.view_for(seat), hints=hints, confirm=confirm)
    if shown.kind is ScreenKind.COMPUTER:
        return ComputerPane(cue, session.view_for(next_seat(seat)))
    public = session.public()
    if shown.kind is ScreenKind.HANDOFF:
        handoff = Cue(shown, session.players, guard.handoff)
        return HandoffPane(handoff, public, session.can_take_back(next_seat(seat)))
    if shown.kind is ScreenKind.TRICK_RESULT and shown.result is not None:
        return TrickResultPane(cue, public)
    if shown.kind is ScreenKind.PHASE_TWO:
        return PhaseTwoPane(cue, public)
    return EndPane(cue, public, match_line(session))


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
