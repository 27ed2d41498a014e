"""The host of a game over the network: a ``Sitting`` whose person plays one seat while the
other seat is played at another screen (``RemoteSeat``); its games are ``RemoteTable``s
whose screen here is the host's seat's, saved in a file of their own
(``saves/network.json``).

No Textual and no sockets here.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from claim2.engine.ruleset import next_seat
from claim2.game.session import GameSession
from claim2.sitting.clock import Clock
from claim2.sitting.hints import Hints
from claim2.sitting.lobby import StartChoices
from claim2.sitting.remote.agreement import Tell
from claim2.sitting.remote.host_words import guest_left
from claim2.sitting.remote.seat import RemoteSeat
from claim2.sitting.remote.table import RemoteTable
from claim2.sitting.seating import match_line
from claim2.sitting.sitting import Sitting
from claim2.storage.data_folder import open_data_folder

NETWORK_SAVE = "network.json"  # the game over the network, beside the local current.json
LOCAL_SEAT = 0  # the host's person plays the first seat; the guest the second


class HostSitting(Sitting):
    """The sitting of the host of a game over the network: its person plays ``local``, the
    remote seat is played at another screen. Saved in its own file (``saves/network.json``),
    resumed by hosting again."""

    hosting = True

    def __init__(
        self, *, seed: int | None = None, save_path: Path | None = None, clock: Clock | None = None
    ) -> None:
        super().__init__(seed=seed, save_path=save_path, clock=clock)
        self.local = LOCAL_SEAT
        self.remote = RemoteSeat(next_seat(LOCAL_SEAT))
        self.host_name = ""  # the name the host's player gave (told to a guest who joins)
        self._on_change: list[Callable[[], None]] = []
        self._on_tell: list[Callable[[int, Tell], None]] = []
        self._on_table: list[Callable[[], None]] = []

    def open(self) -> None:
        if self.folder is None:
            self.folder = open_data_folder()
            if self.save_path is None:
                self.save_path = self.folder.folder / "saves" / NETWORK_SAVE

    @property
    def network_table(self) -> RemoteTable | None:
        table = self.table
        return table if isinstance(table, RemoteTable) else None

    def listen(
        self,
        on_change: Callable[[], None] | None = None,
        on_tell: Callable[[int, Tell], None] | None = None,
        on_table: Callable[[], None] | None = None,
    ) -> None:
        """Listen to every game's table (see ``RemoteTable.listen``); ``on_table()`` when a
        game starts or is left."""
        if on_change is not None:
            self._on_change.append(on_change)
        if on_tell is not None:
            self._on_tell.append(on_tell)
        if on_table is not None:
            self._on_table.append(on_table)
        table = self.network_table
        if table is not None:  # the game being played hears it too
            table.listen(on_change=on_change, on_tell=on_tell)

    def warning(self) -> str | None:
        """The header's lasting warning: the other player has left (and the save's)."""
        remote = self.remote
        left = None
        if remote.joined and not remote.connected and self.table is not None:
            name = self.table.names[remote.seat]
            left = guest_left(name)
        saved = super().warning()
        if left is None or saved is None:
            return left or saved
        return f"{left} · {saved}"

    def leave(self) -> StartChoices:
        choices = super().leave()
        for listener in list(self._on_table):
            listener()
        return choices

    def _play(self, session: GameSession, hints: Hints | None) -> None:
        table = RemoteTable(session, here=self.local, match_line=match_line)
        for on_change in self._on_change:
            table.listen(on_change=on_change)
        for on_tell in self._on_tell:
            table.listen(on_tell=on_tell)
        self.table = table
        self._save_problem = None
        self.check_saved()
        for listener in list(self._on_table):
            listener()
