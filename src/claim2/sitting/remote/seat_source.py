"""One seat of a table as the page that shows it sees it: a ``SeatSource``, whatever table
the seat is at (the network guest's, a phone at the couch).

A page server (``claim2.web``) serves seats, each behind a token of its own; for each it asks
a ``SeatSource`` what the seat's page shows now (``SeatNow``) and hands it the person's
answers. It never sees a table, a session or the other seat: a source gives it the seat's own
``Scene`` (the seat's ``PlayerView`` only, or the public view) and nothing else, so a page
cannot show what its seat may not see.

Words: every method that returns words (``SeatNow``'s, a ``Note``) is called with the page's
language current, so a source words them with ``_`` as any sentence of the game, when asked
(not in advance). Names and anything a person typed are plain text: the page escapes them.

(The interface of /work/notes/seat-page.md, engineer "web"'s, kept below ``claim2.web`` so
that a source in the sitting implements it without importing the web.) No sockets and no
HTML here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from claim2.sitting.notes import Note, Question

if TYPE_CHECKING:  # the laptop's start screen imports this (the couch's phones) first; a
    # hint is made by claim2.ai, imported when one is asked for
    from claim2.ai.hints import Hint
    from claim2.engine import Action
    from claim2.game.steps import NextScreen
    from claim2.records.record import GameRecord
    from claim2.sitting.scene import Scene


@dataclass(frozen=True, slots=True)
class Naming:
    """The page asks for the player's name: ``suggested`` fills the field in (may be
    empty), ``problem`` says why the last name given was refused (None: none was)."""

    suggested: str = ""
    problem: str | None = None


@dataclass(frozen=True, slots=True)
class SeatNow:
    """What the seat's page shows now.

    - ``scene``: the seat's scene (its own private view, or a public one); None: no game
      on this page now (``status`` says why).
    - ``status``: where the seat stands when there is no game to show, or over it (joining,
      waiting for the other player to start, the host has closed the game), one or two
      sentences; None: nothing to say.
    - ``naming``: the page asks for the player's name first (None: it does not).
    - ``question``: a yes-or-no question to this seat now (the other player asks to take a
      card back); its answer is ``answer(True/False)``.
    - ``closed``: nothing more will come to this page (the table is gone for good, or the
      seat was refused for good): the page says ``status`` and offers nothing else.
    - ``again``: at the end, the words of the button that asks for another game (None: no
      such button).
    - ``rejoin``: the words of a button that joins again (None: none; only where joining
      again can work, e.g. after another browser took the seat over).
    - ``record``: at the end, the finished game's record, which the page may review (every
      card of a finished game may be shown; None: no review offered).
    """

    scene: Scene | None = None
    status: str | None = None
    naming: Naming | None = None
    question: Question | None = None
    closed: bool = False
    again: str | None = None
    rejoin: str | None = None
    record: GameRecord | None = None


class SeatSource(Protocol):
    """One seat of one table, for its page (see the module). Every call comes from the
    server's event loop; none blocks. An answer carries the stamp (``shown``) of the scene it
    answers; an answer to a scene that is no longer the seat's is dropped by the source."""

    def listen(self, changed: Callable[[], None]) -> Callable[[], None]:
        """Call ``changed()`` (with no argument, from the loop) whenever what ``now``
        returns may have changed, or a note is waiting; returns what stops it."""
        ...

    def now(self) -> SeatNow:
        """What the seat's page shows now (words in the page's language)."""
        ...

    def take_notes(self) -> list[Note]:
        """What is to be said once since the last call (a take-back answered, a move
        refused...), oldest first; the page announces them."""
        ...

    def arrived(self, newcomer: bool = False) -> None:
        """A browser has opened the seat's page (its connection is up): e.g. the guest joins
        the host's game (again, after a reload) under the name it has. ``newcomer``: it is
        not the browser that last held the seat (that one has gone), so a seat that has a
        player shows it nothing of the seat until the person says they are that player
        (``SeatNow.rejoin``, ``seat_words.newcomer_question``); the browser that held it
        (a reload) is shown the seat at once."""
        ...

    def left(self) -> None:
        """That browser's page has gone (closed, reloaded, lost): the seat is empty until
        ``arrived`` again."""
        ...

    def choose_name(self, name: str) -> None:
        """The player's name typed on the page (not checked yet: the source checks it by
        the one rule, ``claim2.text.names``, and says a refusal in ``SeatNow.naming``)."""
        ...

    def rejoin(self) -> None:
        """The ``SeatNow.rejoin`` button (joining again, or a newcomer saying they are the
        seat's player)."""
        ...

    def reveal(self, shown: NextScreen) -> bool:
        """A hand-off addressed to this seat confirmed (where the source has hand-offs)."""
        ...

    def proceed(self, shown: NextScreen) -> bool:
        """A public scene (a trick's result, phase two) dismissed."""
        ...

    def play(self, action: Action, shown: NextScreen) -> Note | None:
        """A card, or a Seer choice, on the seat's turn; a note if it was not sent."""
        ...

    def take_back(self, shown: NextScreen) -> Note:
        """Ask to take back the card this seat has just led (the scene's ``take_back``)."""
        ...

    def answer(self, allow: bool) -> None:
        """The answer to ``SeatNow.question``."""
        ...

    def again(self) -> Note | None:
        """The ``SeatNow.again`` button: another game asked for."""
        ...

    def hint(self, shown: NextScreen) -> Callable[[], Hint] | None:
        """The hint for this seat's scene ``shown`` (a turn or a Seer choice of a game with
        hints on: ``Scene.hints``), as work to do off the loop (the strong level looks for
        it, up to a second); None: no hint here. The page runs it in a thread, with the
        page's language current, and shows the hint while that scene is on."""
        ...
