"""What a front-end plays a game through (``PlayTable``), wherever the game is held, and
the computer's turn to choose handed to it (``Thinking``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from claim2.ai.hints import Hint
from claim2.engine import Action, PlayerView
from claim2.game.session import GameSession, NextScreen, SeatPlayer
from claim2.sitting.notes import Note
from claim2.sitting.scene import Mode, Scene, TakeBackOffer


class Thinking:
    """The computer's turn to choose, worked out off the app's thread: ``run`` it, then give
    its action to ``Table.computer_moved`` with ``shown``."""

    def __init__(self, player: SeatPlayer, seen: PlayerView, shown: NextScreen) -> None:
        self.player = player
        self.seen = seen
        self.shown = shown

    def run(self) -> Action:
        return self.player.choose(self.seen)


class PlayTable(Protocol):
    """What a front-end plays a game through, wherever the game is held: a ``Table`` here
    (hot-seat, against the computer, the host of a game over the network) or the guest's
    table (``claim2.sitting.guest.table.GuestTable``, the game held by the host).

    Every answer carries the stamp of the scene it answers; an answer to a scene that is
    no longer current is dropped."""

    @property
    def scene(self) -> Scene | None:
        """The scene on the screen now (None: no game on it yet)."""
        ...

    def reveal(self, shown: NextScreen) -> bool: ...

    def proceed(self, shown: NextScreen) -> bool: ...

    def play(self, action: Action, shown: NextScreen) -> Note | None: ...

    def take_back(self, shown: NextScreen) -> Note: ...

    def thinking(self) -> Thinking | None: ...

    def computer_moved(self, action: Action, shown: NextScreen) -> bool: ...

    def hint_request(self, shown: NextScreen) -> Callable[[], Hint] | None: ...

    def hold(self, shown: NextScreen) -> bool: ...


class HeldTable(PlayTable, Protocol):
    """A table whose game is held here (a ``Sitting``'s): one screen shared by its people
    (``claim2.sitting.table.Table``) or a screen for each (``claim2.sitting.remote.table.
    RemoteTable``)."""

    session: GameSession

    @property
    def scene(self) -> Scene:
        """The scene on this machine's screen now."""
        ...

    @property
    def mode(self) -> Mode: ...

    @property
    def names(self) -> tuple[str, str]: ...

    @property
    def number(self) -> int:
        """The table's number, in every stamp of its scenes."""
        ...

    def take_back_offer(self) -> TakeBackOffer | None: ...

    def set_auto_continue(self, on: bool) -> bool: ...
