"""What the host works out to tell its guest: how much of the log the guest has already,
the match's standing after a game, the engine's reason for a refused move (naming only the
guest's own cards), and whether a game goes on from before."""

from __future__ import annotations

from claim2.engine import Card, IllegalAction
from claim2.engine.events import Event
from claim2.game.again import standing
from claim2.net.protocol import Standing, Told
from claim2.sitting.remote.agreement import TakeBackAnswered, TakeBackAsked, Tell
from claim2.sitting.remote.table import RemoteTable


def common_events(sent: tuple[Event, ...], log: tuple[Event, ...]) -> int:
    """How many events the log sent and the log now have in common (a take-back shortens
    it)."""
    count = 0
    for one, other in zip(sent, log, strict=False):
        if one != other:
            break
        count += 1
    return count


def standing_of(table: RemoteTable) -> Standing | None:
    after = standing(table.session.record)
    if after is None:
        return None
    return Standing(tally=after.tally, winner=after.winner, next_game=after.match.game + 1)


def refusal_for(seat: int, error: IllegalAction, table: RemoteTable, action: object) -> Told:
    """The engine's reason for refusing the guest's move, naming only its own cards."""
    own = set(table.session.view_for(seat).hand)
    if isinstance(action, Card):
        own.add(action)
    cards = tuple(card for card in error.cards if card in own)
    faction = error.faction.code if error.faction is not None else None
    return Told(
        type="told",
        what="refused",
        seat=seat,
        reason=error.reason.value,
        faction=faction,
        cards=cards,
    )


def goes_on(table: RemoteTable) -> bool:
    """Whether ``table``'s game goes on from before: resumed from the save (even before its
    first move), or with moves made."""
    return table.session.resumed or table.session.moves > 0


def told_message(tell: Tell) -> Told | None:
    """What the guest is told of ``tell`` (a question asked of it, an answer to one); None:
    nothing (a refusal of its move is answered when it comes)."""
    if isinstance(tell, TakeBackAsked):
        return Told(type="told", what="asked", seat=tell.seat, card=tell.card)
    if isinstance(tell, TakeBackAnswered):
        return Told(
            type="told",
            what="answered",
            seat=tell.seat,
            card=tell.card,
            allowed=tell.allowed,
            lapsed=tell.lapsed,
        )
    return None
