"""Who may play the guest's seat: a game resumed from the save goes on with the guest it was
saved with; a new game with the guest who was there when it started, or else the first to
join it. Names are compared as a person's (``same_person``)."""

from __future__ import annotations

from claim2.net.protocol import ProtocolError
from claim2.net.telling import goes_on
from claim2.sitting.remote.table import RemoteTable
from claim2.text.names import same_person


class GuestSeat:
    """The guest's seat at the host's tables, and who plays it at the current one."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.player: str | None = None  # who plays the seat at this table (None: anyone)
        self._seated: object | None = None  # the table ``player`` is of

    def expected_name(self, table: RemoteTable | None) -> str | None:
        """The name a guest must join under now to play the seat; None: any name (no game,
        or a new one nobody has joined)."""
        if table is None:
            return None
        if table is not self._seated:
            return table.names[self.seat] if goes_on(table) else None
        return self.player

    def take(self, table: RemoteTable | None, name: str) -> None:
        """Let ``name`` play the seat at ``table``, or refuse them (``wrong_player``)."""
        if table is None:
            return  # the lobby: anybody may join, the host chooses the game
        if table is not self._seated:
            self._seated = table
            self.player = table.names[self.seat] if goes_on(table) else None
        if self.player is None:
            self.player = name
        elif not same_person(name, self.player):
            raise ProtocolError(
                "wrong_player",
                f"this game goes on with {self.player}: join as {self.player}",
                name=self.player,
            )
