"""One person's phone at the couch (``claim2 play --phones``): what its page shows and what
it answers, for one seat of the couch's table (a ``SeatSource``).

Before the game it asks for the player's name (unless the game already has it) and then
says whose phone is still awaited; in the game it shows the seat's own scene only
(``RemoteTable.scene_for``: that seat's view, never the other's), the other player's
question to take a card back, and at the end a button for another game and the finished
game's record (the page's review). Notes (a move refused, the answer to this player's
question, the other player asking for another game) are kept as values and worded when the
page asks, in the page's language. No Textual, no sockets, no HTML here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from claim2.sitting.notes import Note, Severity, take_back_answered, take_back_question
from claim2.sitting.remote import couch_words, seat_words
from claim2.sitting.remote.seat_source import Naming, SeatNow
from claim2.text.i18n import _

if TYPE_CHECKING:  # the game's own modules come with the game (the start screen first)
    from claim2.ai.hints import Hint
    from claim2.engine import Action, Card
    from claim2.game.steps import NextScreen
    from claim2.sitting.remote.agreement import Tell
    from claim2.sitting.remote.table import RemoteTable


class Gathered(Protocol):
    """A game waiting for the phones, as a phone sees it (``couch.Gathering``)."""

    @property
    def names(self) -> tuple[str, str]: ...

    @property
    def people(self) -> tuple[int, ...]: ...


class Couch(Protocol):
    """What a phone needs of the couch it belongs to (``couch.CouchSitting``); a protocol,
    so the couch, which makes its phones, is not imported by them."""

    @property
    def closed(self) -> bool: ...

    @property
    def couch_table(self) -> RemoteTable | None: ...

    @property
    def gathering(self) -> Gathered | None: ...

    @property
    def known_players(self) -> tuple[str, ...]: ...

    def gathered_names(self) -> tuple[str, str]: ...

    def missing(self) -> tuple[int, ...]: ...

    def phone_moved(self, seat: int) -> None: ...

    def named(self, seat: int) -> None: ...

    def again_asked(self, seat: int) -> None: ...


class PhoneSeat:
    """The phone of the person at ``seat`` of ``couch``'s games."""

    def __init__(self, couch: Couch, seat: int) -> None:
        self.couch = couch
        self.seat = seat
        self.here = False  # a page of this seat is open now
        self.came = False  # a page of this seat has been open in this game
        self.name = ""  # the name typed on the phone for the game gathering
        self._refused: str | None = None  # the last name typed and refused
        self._notes: list[Callable[[], Note]] = []  # worded when taken
        self._listeners: list[Callable[[], None]] = []
        self._asked_again: object | None = None  # the table whose end asked for another
        self._newcomer = False  # a browser new to the seat: asked before it sees the game

    # Listening -------------------------------------------------------------------------------

    def listen(self, changed: Callable[[], None]) -> Callable[[], None]:
        self._listeners.append(changed)

        def stop() -> None:
            if changed in self._listeners:
                self._listeners.remove(changed)

        return stop

    def changed(self) -> None:
        """What the page shows may have changed: its listeners are called."""
        for listener in list(self._listeners):
            listener()

    def told(self, tell: Tell) -> None:
        """The table tells this seat something once (worded when the page asks)."""
        from claim2.sitting.remote.agreement import TakeBackAnswered

        if isinstance(tell, TakeBackAnswered) and tell.seat == self.seat:
            other = self._other_name()
            self.note(
                lambda: take_back_answered(
                    other, tell.card.code, allowed=tell.allowed, lapsed=tell.lapsed
                )
            )

    def note(self, words: Callable[[], Note]) -> None:
        self._notes.append(words)
        self.changed()

    def take_notes(self) -> list[Note]:
        if self._asking() is not None:
            return []  # the seat's notes wait for its player
        notes, self._notes = self._notes, []
        return [words() for words in notes]

    # What the page shows -----------------------------------------------------------------------

    def now(self) -> SeatNow:
        from claim2.game.steps import ScreenKind

        couch = self.couch
        if couch.closed:
            return SeatNow(status=couch_words.laptop_closed(), closed=True)
        table = couch.couch_table
        if table is None:
            return self._before_the_game()
        asking = self._asking()
        if asking is not None:
            return SeatNow(
                status=seat_words.newcomer_question(asking), rejoin=seat_words.join_as(asking)
            )
        scene = table.scene_for(self.seat)
        question = None
        asked = table.question
        if asked is not None and asked.seat != self.seat:
            question = take_back_question(self._other_name(), asked.card.code)
        again = None
        if scene.kind is ScreenKind.END and self._asked_again is not table:
            again = couch_words.again_button(scene.match_goes_on)
        status = None
        if scene.kind is ScreenKind.END and self._asked_again is table:
            status = couch_words.again_waiting(self._other_name())
        # the finished game's record, for the page's review (as a hot-seat game's at the end)
        over = scene.kind is ScreenKind.END and table.session.finished
        record = table.session.record if over else None
        return SeatNow(scene=scene, question=question, again=again, status=status, record=record)

    def _before_the_game(self) -> SeatNow:
        gathering = self.couch.gathering
        if gathering is None:
            status = couch_words.game_left() if self.came else couch_words.no_game_yet()
            return SeatNow(status=status)
        if self.seat not in gathering.people:
            return SeatNow(status=couch_words.no_game_yet())
        if not gathering.names[self.seat] and not self.name:
            problem = None
            if self._refused is not None:
                problem = couch_words.name_refusal(self._refused, self._other_chosen())
            return SeatNow(naming=Naming(self._suggested(), problem))
        names = self.couch.gathered_names()
        return SeatNow(status=couch_words.waiting_for_phones(names, self.couch.missing()))

    def _suggested(self) -> str:
        known = self.couch.known_players
        if len(known) > self.seat and known[self.seat] != self._other_chosen():
            return known[self.seat]
        return ""

    def _other_chosen(self) -> str | None:
        """The name the other player has (given, or typed on their phone), if any."""
        names = self.couch.gathered_names()
        return names[1 - self.seat] or None

    def _other_name(self) -> str:
        table = self.couch.couch_table
        names = table.names if table is not None else self.couch.gathered_names()
        return names[1 - self.seat]

    # The page comes and goes -------------------------------------------------------------------

    def arrived(self, newcomer: bool = False) -> None:
        """A phone opened the seat's link; ``newcomer``: not the browser that held the seat,
        asked before it is shown the game's seat (``rejoin`` says yes)."""
        self._newcomer = newcomer
        self.here = self.came = True
        self.couch.phone_moved(self.seat)

    def left(self) -> None:
        self.here = False
        self.couch.phone_moved(self.seat)

    def rejoin(self) -> None:
        """A newcomer says they are the seat's player (otherwise no button to join again at
        the couch: the same link rejoins)."""
        if self._newcomer:
            self._newcomer = False
            self.changed()

    def _asking(self) -> str | None:
        """The seat's player's name, while a newcomer is asked whether they are them."""
        table = self.couch.couch_table
        if not self._newcomer or table is None:
            return None
        return table.names[self.seat]

    def choose_name(self, name: str) -> None:
        """The name typed on the phone, checked by the one rule (a refusal is said on the
        page, and the name asked for again)."""
        gathering = self.couch.gathering
        if gathering is None or gathering.names[self.seat] or self.name:
            return
        name = " ".join(name.split())
        if couch_words.name_refusal(name, self._other_chosen()) is not None:
            self._refused = name
            self.changed()
            return
        self.name, self._refused = name, None
        self.couch.named(self.seat)

    # The game -------------------------------------------------------------------------------

    def _table(self) -> RemoteTable | None:
        return self.couch.couch_table

    def reveal(self, shown: NextScreen) -> bool:
        return False  # no hand-offs: the phone is its player's own

    def proceed(self, shown: NextScreen) -> bool:
        table = self._table()
        return table is not None and table.proceed_for(self.seat, shown)

    def play(self, action: Action, shown: NextScreen) -> Note | None:
        table = self._table()
        if table is None:
            return None
        refused = table.play_for(self.seat, action, shown)
        if refused is None:
            return None
        from claim2.engine import IllegalAction
        from claim2.text.wording import illegal_action_text

        own = _own_cards(table, self.seat, action)
        error = IllegalAction(
            str(refused),
            refused.reason,
            refused.player,
            refused.faction,
            tuple(card for card in refused.cards if card in own),
        )
        reason = illegal_action_text(error, table.names)
        return Note(_("That move is not allowed: {reason}.").format(reason=reason), Severity.ERROR)

    def take_back(self, shown: NextScreen) -> Note:
        """Ask to take back the card just led (between two people the other player is asked;
        against the computer it goes back at once)."""
        table = self._table()
        if table is not None and table.against_computer(self.seat):
            card = table.take_back_now(self.seat)
            if card is not None:
                name = table.names[self.seat]
                return Note(_("{name} took {card} back.").format(name=name, card=card.code))
        asked = table.ask_take_back(self.seat) if table is not None else None
        if table is None or asked is None:
            return Note(_("There is no card to take back now."), Severity.WARNING)
        return Note(
            _("{name} is asked whether you may take {card} back…").format(
                name=self._other_name(), card=asked.card.code
            )
        )

    def answer(self, allow: bool) -> None:
        table = self._table()
        if table is not None and table.question is not None:
            table.answer_take_back(self.seat, allow)

    def again(self) -> Note | None:
        """Another game asked for at the end: it starts once every person there asked."""
        table = self._table()
        if table is None or not table.session.finished or self._asked_again is table:
            return None
        self._asked_again = table
        self.couch.again_asked(self.seat)
        return None

    def asked_again(self) -> bool:
        """Whether this phone asked for another game at the end of the game on the table."""
        return self._asked_again is not None and self._asked_again is self._table()

    def hint(self, shown: NextScreen) -> Callable[[], Hint] | None:
        """The hint for this seat's turn ``shown`` (None: no hints in this game, or not its
        turn), to work out off the page server's loop (it takes up to a second)."""
        table = self._table()
        return table.hint_request_for(self.seat, shown) if table is not None else None

    def new_game(self) -> None:
        """A game began (or was left): what was typed for the last one is forgotten."""
        self.name, self._refused, self._notes = "", None, []


def _own_cards(table: RemoteTable, seat: int, action: Action) -> set[Card]:
    from claim2.engine import Card

    own = set(table.session.view_for(seat).hand)
    if isinstance(action, Card):
        own.add(action)
    return own
