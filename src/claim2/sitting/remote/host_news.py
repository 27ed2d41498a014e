"""What the host of a game over the network hears, and is told, whichever its front-end: the
other player's question to take a card back (to be answered here), the answer to the host's
own, the other player joining or leaving, asking for another game, and wrong join codes tried
(said at most once a minute). ``HostNews`` turns each of these into a value (``News``) that
a front-end only lays out: the app as a toast or a question over the screen, plain lines as a
line or a numbered question. No Textual and no sockets here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from claim2.sitting.clock import Clock
from claim2.sitting.notes import Note, Question, Severity, take_back_answered, take_back_question
from claim2.sitting.remote.agreement import TakeBackAnswered, TakeBackAsked, Tell
from claim2.sitting.remote.host_words import (
    guest_moved,
    wants_again,
    wants_another_game,
    wrong_codes,
)
from claim2.sitting.remote.hosting import HostSitting

WARN_EVERY = 60.0  # seconds between two warnings that wrong join codes are being tried


@dataclass(frozen=True, slots=True)
class AskedToTakeBack:
    """The other player asks to take back a card: ``question`` for the host's person, whose
    answer goes to ``HostNews.answer`` with ``asked``."""

    question: Question
    asked: TakeBackAsked


@dataclass(frozen=True, slots=True)
class Answered:
    """The other player answered the host's question to take back a card (``note`` names
    the card by its code)."""

    note: Note


@dataclass(frozen=True, slots=True)
class GuestMoved:
    """The other player joined (``here``) or left: ``note`` says so; ``name``: the name they
    joined under (the host's start screen shows it)."""

    name: str
    here: bool
    note: Note


@dataclass(frozen=True, slots=True)
class WrongCodes:
    """Wrong join codes are being tried: ``text`` says so (the host's start screen shows it
    each time); ``note``: to say wherever the host is, at most once a minute (else None)."""

    text: str
    note: Note | None


News = Note | AskedToTakeBack | Answered | GuestMoved | WrongCodes


class HostNews:
    """The host's news of ``sitting``, given to ``tell`` as it comes. ``keys``: the host's
    front-end has keys to name (the app: "would like to play again (n)"; plain lines have
    none)."""

    def __init__(
        self,
        sitting: HostSitting,
        clock: Clock,
        tell: Callable[[News], None],
        *,
        keys: bool = True,
    ) -> None:
        self.sitting = sitting
        self.clock = clock
        self.tell = tell
        self.keys = keys
        self._warned_at: float | None = None  # when wrong codes were last said
        sitting.listen(on_tell=self._told)
        sitting.remote.listen(self._guest_moved)

    def _told(self, seat: int, tell: Tell) -> None:
        table = self.sitting.network_table
        local = self.sitting.local
        if table is None or seat != local:
            return
        name = table.names[self.sitting.remote.seat]
        if isinstance(tell, TakeBackAsked):
            self.tell(AskedToTakeBack(take_back_question(name, tell.card.code), tell))
        elif isinstance(tell, TakeBackAnswered) and tell.seat == local:
            card = tell.card.code
            note = take_back_answered(name, card, allowed=tell.allowed, lapsed=tell.lapsed)
            self.tell(Answered(note))

    def answer(self, asked: TakeBackAsked, allowed: bool) -> bool:
        """The host's person answered the question ``asked`` (False: it is no longer the one
        waiting, nothing is answered)."""
        table = self.sitting.network_table
        if table is None or table.question is not asked:
            return False
        return table.answer_take_back(self.sitting.local, allowed)

    def _guest_moved(self) -> None:
        remote = self.sitting.remote
        table = self.sitting.table
        name = remote.name
        if not remote.connected and table is not None:
            name = table.names[remote.seat]  # as the game knows them
        self.tell(
            GuestMoved(remote.name, remote.connected, guest_moved(name, here=remote.connected))
        )

    def wants_again(self) -> None:
        """The other player asks for another game (said once the game has ended)."""
        table = self.sitting.network_table
        if table is None or not table.session.finished:
            return
        name = table.names[self.sitting.remote.seat]
        self.tell(wants_again(name) if self.keys else Note(wants_another_game(name)))

    def wrong_codes(self, recent: int) -> None:
        """Someone tries wrong join codes: ``recent`` in the last minute."""
        text = wrong_codes(recent)
        now = self.clock.now()
        note = None
        if self._warned_at is None or now - self._warned_at >= WARN_EVERY:
            self._warned_at = now
            note = Note(text, Severity.WARNING)
        self.tell(WrongCodes(text, note))
