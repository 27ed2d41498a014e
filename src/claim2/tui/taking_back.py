"""Taking back against the computer: ``u`` takes back the person's last card and whatever
the computer did after it, as often as they like (the game layer's take-back; the record
counts each one, and the history marks the game).

The key is offered only in a game against the computer (greyed while the computer moves or
when there is nothing to take back); between two people, only the leader's card on the
hand-off can be taken back. Functions of the app (``Claim2App``), which alone holds the
session; imported once a game is played.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from claim2.game.session import GameSession, ScreenKind
from claim2.tui.computer import ComputerPlayer

if TYPE_CHECKING:
    from claim2.tui.app import Claim2App


def person_seat(session: GameSession) -> int | None:
    """The seat of the one person playing against the computer (None: two people)."""
    people = [seat for seat in (0, 1) if session.is_human(seat)]
    return people[0] if len(people) == 1 else None


def take_back_state(app: Claim2App) -> bool | None:
    """Whether ``u`` takes back now (True), is shown greyed (None) or not at all (False)."""
    session, shown = app.session, app.current
    if session is None or shown is None or session.finished:
        return False
    seat = person_seat(session)
    if seat is None:
        return False
    if shown.kind is ScreenKind.COMPUTER or session.can_take_back(seat) is None:
        return None
    return True


def take_back(app: Claim2App) -> bool:
    """The person's last card goes back (and the computer's answer); the computer and the
    hints forget what was taken back. Returns whether anything was taken back."""
    from claim2.tui.starting import hints

    session, shown = app.session, app.current
    if take_back_state(app) is not True or session is None or shown is None:
        return False
    seat = person_seat(session)
    assert seat is not None
    if not session.take_back(seat=seat, move=shown.move):
        return False
    for computer_seat, player in enumerate(session.policies):
        if isinstance(player, ComputerPlayer):
            player.relearn(session.record, computer_seat)
    if app.hints is not None:
        app.hints = hints(app, session.record)
    return True
