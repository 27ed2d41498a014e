"""The seat played by a person at another screen (over the network, or a phone at the
couch): the third kind of seat, beside the person at this keyboard and the computer.

The remote seat chooses its moves on its own screen from the scenes made for it here
(``RemoteTable.scene_for``); this object only says who plays it and whether their
screen is connected now. ``claim2.net`` (or the phones' pages) keeps it up to date.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field


@dataclass(slots=True)
class RemoteSeat:
    """``seat`` is played at another screen; ``name``: the name its player gave when
    joining; ``connected``: whether their screen is connected now; ``joined``: whether
    anybody has joined yet in this sitting."""

    seat: int
    name: str = ""
    connected: bool = False
    joined: bool = False
    _listeners: list[Callable[[], None]] = field(default_factory=list)

    def listen(self, listener: Callable[[], None]) -> None:
        """``listener()`` whenever the remote player joins or leaves."""
        self._listeners.append(listener)

    def arrived(self, name: str) -> None:
        self.name, self.connected, self.joined = name, True, True
        self._told()

    def left(self) -> None:
        self.connected = False
        self._told()

    def _told(self) -> None:
        for listener in list(self._listeners):
            listener()
