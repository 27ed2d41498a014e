"""A game whose people each have a screen of their own: over the network (the host's person
plays one seat here, a guest the other at their own screen) or at the couch (the laptop is
the public table, each person's phone their own screen; or one person's phone against the
computer, whose seat is the laptop's).

The game is held here, by a normal ``Sitting`` and ``GameSession`` (the state, the deal,
the record and the save), and made into scenes by its ``TableGame`` as any table's are.
Who sees what, and when, has one owner each:

- ``OwnScreens`` (``screens.py``): what each seat's own screen shows next, and the public
  table (no hand-offs: nobody's screen is shared);
- ``Agreement`` (``agreement.py``): a card taken back between two people, asked of the
  other player; against the computer the person takes their card back as at one screen
  (never past a hidden card they have seen since).

``scene_for(seat)`` is a seat's own scene: a private scene holds that seat's view only
(R17); it is what that seat's screen is sent. Each seat answers with the stamp of the scene
it was given (``play_for``, ``proceed_for``); an answer to a scene that is no longer current
is dropped. ``here`` is the seat whose screen this machine's is (the host's), or None: this
machine shows the public table (the couch), and its front-end answers for no seat.

No Textual and no sockets here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from claim2.ai.hints import Hint
from claim2.engine import Action, Card, IllegalAction
from claim2.engine.ruleset import next_seat
from claim2.game.session import GameSession, NextScreen, ScreenKind
from claim2.game.take_back import Refusal
from claim2.sitting.hints import Hints
from claim2.sitting.notes import Note, Severity
from claim2.sitting.play_table import Thinking
from claim2.sitting.remote.agreement import (
    Agreement,
    TakeBackAsked,
    Tell,
    same_stamp,
)
from claim2.sitting.remote.screens import OwnScreens
from claim2.sitting.scene import Mode, Scene, TakeBackOffer
from claim2.sitting.table_game import TableGame
from claim2.text.i18n import _
from claim2.text.wording import illegal_action_text


class RemoteTable:
    """A game whose people each have a screen: ``here`` this machine's (None: the public
    table), the other seats' elsewhere."""

    def __init__(
        self,
        session: GameSession,
        *,
        here: int | None,
        hints: Hints | None = None,
        match_line: Callable[[GameSession], str | None] | None = None,
    ) -> None:
        self.game = TableGame(session, hints=hints, match_line=match_line)
        self.session = session
        self.here = here
        self.screens = OwnScreens(session, on_each_screen=here is not None)
        self.agreement = Agreement(session)
        self._on_change: list[Callable[[], None]] = []
        self._on_tell: list[Callable[[int, Tell], None]] = []
        self.screens.collect()
        self.scene = self._here()

    # Who sits where -----------------------------------------------------------------

    @property
    def mode(self) -> Mode:
        """Over the network (this screen is a seat's own), or the couch's public table."""
        return Mode.NETWORK if self.here is not None else Mode.COUCH

    @property
    def names(self) -> tuple[str, str]:
        return self.session.players

    @property
    def hints(self) -> Hints | None:
        return self.game.hints

    @property
    def number(self) -> int:
        return self.game.number

    @property
    def people(self) -> tuple[int, ...]:
        """The seats played by people, each at a screen of their own."""
        return self.game.people

    def listen(
        self,
        on_change: Callable[[], None] | None = None,
        on_tell: Callable[[int, Tell], None] | None = None,
    ) -> None:
        """``on_change()`` after every step (any screen's scene may have changed);
        ``on_tell(seat, tell)`` for something to tell ``seat`` once."""
        if on_change is not None:
            self._on_change.append(on_change)
        if on_tell is not None:
            self._on_tell.append(on_tell)

    # Each screen's scene ----------------------------------------------------------------

    def scene_for(self, seat: int) -> Scene:
        """What ``seat``'s own screen shows now: a public scene it has not dismissed yet,
        else its turn, its wait for the other player, or the end. Holds ``seat``'s view
        only (never the other seat's)."""
        shown, public, own = self.screens.next_for(seat)
        seen = self.session.view_for(seat) if own else None
        hints = self.game.hints is not None and seat in self.game.hints.seats
        scene = self.game.scene(
            Mode.NETWORK, shown, seen=seen, public=public, here=seat == self.here, hints=hints
        )
        if shown.kind is ScreenKind.END:
            return scene
        offer = self.offer_for(seat)
        if offer is not None:
            return replace(scene, take_back=offer)
        refusal = self._refusal_worth_saying(seat)
        return scene if refusal is None else replace(scene, take_back_refusal=refusal)

    def public_scene(self) -> Scene:
        """The public table: the game as both may see it, whose turn it is, and the end;
        never a hand (the couch's laptop)."""
        return self.game.scene(Mode.COUCH, self.screens.public_next(), hints=False)

    def _here(self) -> Scene:
        return self.public_scene() if self.here is None else self.scene_for(self.here)

    def _changed(self) -> None:
        self.screens.collect()
        self.scene = self._here()
        for listener in list(self._on_change):
            listener()

    def _tell(self, seat: int, tell: Tell) -> None:
        for listener in list(self._on_tell):
            listener(seat, tell)

    # What each seat does ------------------------------------------------------------------

    def proceed_for(self, seat: int, shown: NextScreen) -> bool:
        """``seat`` dismissed the public scene ``shown`` on its screen (dropped unless it is
        the one there now)."""
        if not self.screens.dismissed(seat, shown):
            return False
        self._changed()
        return True

    def play_for(self, seat: int, action: Action, shown: NextScreen) -> IllegalAction | None:
        """``seat`` chose ``action`` on its scene ``shown``: taken if that is its current turn
        (else dropped); a move the rules refuse is returned with the engine's reason, and
        nothing changes."""
        current = self.scene_for(seat)
        if not current.acts or not same_stamp(current.shown, shown):
            return None
        before = current.seen
        try:
            taken = self.session.take(action, seat=seat, move=shown.move)
        except IllegalAction as error:
            return error
        if taken:
            if before is not None:
                self.game.played(before, action)
            self._moved()
        return None

    def hint_request_for(self, seat: int, shown: NextScreen) -> Callable[[], Hint] | None:
        """The hint for ``seat`` on its turn ``shown`` (None: no hints for it, or not its
        turn now), to work out off the app's thread."""
        current = self.scene_for(seat)
        if not current.acts or not same_stamp(current.shown, shown):
            return None
        return self.game.hint(current.seen)

    def _moved(self) -> None:
        """A move was made: a question waiting lapses, and every screen is told."""
        lapsed = self.agreement.lapse()
        if lapsed is not None:
            for told in self.people:
                self._tell(told, lapsed)
        self._changed()

    # Taking back ---------------------------------------------------------------------------

    def against_computer(self, seat: int) -> bool:
        """Whether ``seat``'s opponent is the computer (nobody to ask)."""
        return not self.session.is_human(next_seat(seat))

    def offer_for(self, seat: int) -> TakeBackOffer | None:
        """The card ``seat`` may take back now (against the computer) or ask to take back
        (the card it has just led, between two people)."""
        if not self.session.is_human(seat):
            return None
        if not self.against_computer(seat):
            return self.agreement.offer_for(seat)
        if self.session.next_screen().kind is ScreenKind.COMPUTER:
            return None  # the computer is choosing: its answer would come for another game
        card = self.session.can_take_back(seat)
        return TakeBackOffer(seat, card) if card is not None else None

    def _refusal_worth_saying(self, seat: int) -> Refusal | None:
        """Against the computer: a hidden card seen since the last card (as at one screen)."""
        if not self.session.is_human(seat) or not self.against_computer(seat):
            return None
        refusal = self.session.take_back_refusal(seat)
        return None if refusal is Refusal.NOTHING else refusal

    @property
    def question(self) -> TakeBackAsked | None:
        """The take-back question waiting for an answer, if any."""
        return self.agreement.question

    def ask_take_back(self, seat: int) -> TakeBackAsked | None:
        """``seat`` asks to take back the card it has just led: the other player is told
        (None: there is no such card, a question is already waiting, or the other player is
        the computer: ``take_back_now``)."""
        if not self.session.is_human(seat) or self.against_computer(seat):
            return None
        asked = self.agreement.ask(seat)
        if asked is None:
            return None
        self._changed()  # no seat is offered a take-back while the question waits
        self._tell(next_seat(seat), asked)
        return asked

    def take_back_now(self, seat: int) -> Card | None:
        """Against the computer: ``seat`` takes its last card back at once, with what the
        computer did after it (the card; None: nothing may be taken back now)."""
        offer = self.offer_for(seat) if self.against_computer(seat) else None
        if offer is None or offer.card is None:
            return None
        if not self.session.take_back(seat=seat, move=self.session.moves):
            return None
        self.screens.taken_back()
        self.game.taken_back()
        self._changed()
        return offer.card

    def answer_take_back(self, seat: int, allowed: bool) -> bool:
        """``seat`` answers the other player's take-back question: if ``allowed`` the card
        goes back to its player's hand. False if there was no such question."""
        answer = self.agreement.answer(seat, allowed)
        if answer is None:
            return False
        if answer.allowed:
            self.screens.taken_back()
            self.game.taken_back()
        self._changed()
        for told in self.people:
            self._tell(told, answer)
        return True

    # The screen here (a ``PlayTable``) ------------------------------------------------------

    def reveal(self, shown: NextScreen) -> bool:
        return False  # no hand-offs: each player has their own screen

    def proceed(self, shown: NextScreen) -> bool:
        return self.here is not None and self.proceed_for(self.here, shown)

    def play(self, action: Action, shown: NextScreen) -> Note | None:
        if self.here is None:
            return None
        refused = self.play_for(self.here, action, shown)
        if refused is None:
            return None
        return Note(
            _("That move is not allowed: {reason}.").format(
                reason=illegal_action_text(refused, self.names)
            ),
            Severity.ERROR,
        )

    def take_back_offer(self) -> TakeBackOffer | None:
        return self.offer_for(self.here) if self.here is not None else None

    def take_back(self, shown: NextScreen) -> Note:
        """``u`` here: the other player is asked (the note says so, or why not)."""
        here = self.here
        asked = self.ask_take_back(here) if here is not None else None
        if here is None or asked is None:
            return Note(_("There is no card to take back now."), Severity.WARNING)
        name = self.names[next_seat(here)]
        return Note(
            _("{name} is asked whether you may take {card} back…").format(
                name=name, card=asked.card.code
            )
        )

    def hint_request(self, shown: NextScreen) -> Callable[[], Hint] | None:
        return self.hint_request_for(self.here, shown) if self.here is not None else None

    def hold(self, shown: NextScreen) -> bool:
        return False  # nothing goes on by itself

    def set_auto_continue(self, on: bool) -> bool:
        return False  # each player dismisses their own public scenes

    # The computer's seat (the couch against the computer) ------------------------------------

    def thinking(self) -> Thinking | None:
        """The computer's choice to work out now, if it is its turn."""
        now = self.session.next_screen()
        if now.kind is not ScreenKind.COMPUTER:
            return None
        return self.game.thinking(self.game.stamped(now))

    def computer_moved(self, action: Action, shown: NextScreen) -> bool:
        """The computer chose ``action`` on its turn ``shown``: taken if that turn is still
        current (every screen sees it at once)."""
        now = self.game.stamped(self.session.next_screen())
        if now != shown or now.kind is not ScreenKind.COMPUTER or now.seat is None:
            return False
        if not self.session.take(action, seat=now.seat, move=now.move):
            return False
        self._moved()
        return True
