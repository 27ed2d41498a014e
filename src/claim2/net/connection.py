"""One connection to the host's service: how it is spoken to (a ``Link``), and what the
service has sent on it and let it do (a ``Guest``)."""

from __future__ import annotations

from typing import Protocol

from claim2.engine.events import Event
from claim2.game.session import NextScreen
from claim2.net.door import Visitor
from claim2.net.limits import Bucket

POLICY = 1008  # the websocket close code for a broken rule
GOING_AWAY = 1001

#: A scene's stamp as the service remembers it: kind, seat, move, take-backs.
Stamp = tuple[str, int | None, int, int]


class Link(Protocol):
    """One connection, as the service sees it."""

    def send(self, text: str) -> None: ...

    def close(self, code: int, reason: str) -> None: ...


class Guest:
    """One connection (the door's ``visitor`` until it is let in) and what has been sent on
    it."""

    def __init__(self, link: Link, bucket: Bucket, visitor: Visitor) -> None:
        self.link = link
        self.bucket = bucket
        self.visitor = visitor
        self.knocked = False  # said hello: its code is being checked (or waits to be)
        self.admitted = False
        self.closed = False
        self.scene: str | None = None  # the last scene sent (its JSON)
        self.stamps: set[Stamp] = set()  # every stamp sent
        self.acting: set[Stamp] = set()  # turns and Seer choices
        self.log: tuple[Event, ...] = ()  # the public log as last sent
        self.game: object | None = None  # the table whose game was announced
        self.record_sent = False


def stamp_of(shown: NextScreen) -> Stamp:
    """The stamp of a scene sent, or of the scene a guest's answer names."""
    return (shown.kind.value, shown.seat, shown.move, shown.taken_back)
