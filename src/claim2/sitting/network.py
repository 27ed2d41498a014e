"""A game between two screens: the person here plays one seat, a person at another screen
(over the network, ``claim2.net``) plays the other.

The game is held here, by a normal ``Sitting`` and ``GameSession`` (the state, the deal,
the record and the save); each seat has a screen of its own, so there is no hand-off.
``NetworkTable`` makes each seat's own scenes (``scene_for``): a private scene holds that
seat's view only (R17), and the scenes of the remote seat are what is sent to its screen.
Both seats answer with the stamp of the scene they were given (``play_for``,
``proceed_for``); an answer to a scene that is no longer current is dropped.

- A trick's result and phase two are shown to each player on their own screen, each
  dismissing their own: the game does not wait for the slower reader.
- While the other player chooses, a seat's scene is its own view with "waiting for
  them" (a scene of kind ``WAITING``).
- The card just led may be taken back if the other player agrees: ``ask_take_back``
  asks them (a ``TakeBackAsked`` told to them), ``answer_take_back`` answers. A question
  is asked once: while it waits, or once it was refused for that card, that card is not
  offered (nor asked) again.

No Textual and no sockets here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from claim2.engine import Action, Card, IllegalAction
from claim2.engine.ruleset import next_seat
from claim2.game.again import match_goes_on
from claim2.game.public import PublicView
from claim2.game.session import PRIVATE_KINDS, GameSession, NextScreen, ScreenKind
from claim2.sitting.hand_offs import HandOffs
from claim2.sitting.keeping import quote_path
from claim2.sitting.notes import Note, Severity
from claim2.sitting.scene import Mode, Scene, TakeBackOffer
from claim2.sitting.table import Table
from claim2.text.i18n import _
from claim2.text.wording import illegal_action_text

NETWORK_SAVE = "network.json"  # the game over the network, beside the local current.json
LOCAL_SEAT = 0  # the host's person plays the first seat; the guest the second


@dataclass(frozen=True, slots=True)
class TakeBackAsked:
    """``seat`` asks the other player to let them take back ``card``, the card they led."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class TakeBackAnswered:
    """The other player answered ``seat``'s question: ``card`` went back if ``allowed``;
    ``lapsed``: the game moved on before an answer came (nothing was taken back)."""

    seat: int
    card: Card
    allowed: bool
    lapsed: bool = False


@dataclass(frozen=True, slots=True)
class MoveRefused:
    """The rules refused the move ``seat`` chose (``error`` says why; it names only that
    seat's own cards)."""

    seat: int
    error: IllegalAction


Tell = TakeBackAsked | TakeBackAnswered | MoveRefused


def same_stamp(one: NextScreen, other: NextScreen) -> bool:
    """Whether two stamps name the same scene (its kind, seat, move and take-backs)."""
    return (one.kind, one.seat, one.move, one.taken_back) == (
        other.kind,
        other.seat,
        other.move,
        other.taken_back,
    )


@dataclass(frozen=True, slots=True)
class _Public:
    """A public scene waiting on one seat's screen, with the table as it was then."""

    shown: NextScreen
    public: PublicView


class NetworkTable(Table):
    """A game whose two seats each have a screen: ``local`` here, the other remote."""

    def __init__(
        self,
        session: GameSession,
        *,
        local: int = LOCAL_SEAT,
        match_line: Callable[[GameSession], str | None] | None = None,
    ) -> None:
        self.local = local
        self.remote = next_seat(local)
        self._waiting: dict[int, list[_Public]] = {0: [], 1: []}
        self._asked: tuple[TakeBackAsked, int, int] | None = None  # and its move, take-backs
        self._said_no: set[tuple[int, Card, int, int]] = set()  # questions answered no: never
        # asked again (their seat, card, move and take-backs)
        self._on_change: list[Callable[[], None]] = []
        self._on_tell: list[Callable[[int, Tell], None]] = []
        super().__init__(session, hints=None, pause=0.0, match_line=match_line)

    # Who sits where -----------------------------------------------------------------

    def _hand_offs(self) -> HandOffs:
        return HandOffs(self.session, own_screens=True)  # each seat has its own screen

    @property
    def mode(self) -> Mode:
        return Mode.NETWORK

    @property
    def person(self) -> int | None:
        """The seat of the person at this screen."""
        return self.local

    def listen(
        self,
        on_change: Callable[[], None] | None = None,
        on_tell: Callable[[int, Tell], None] | None = None,
    ) -> None:
        """``on_change()`` after every step (either seat's scene may have changed);
        ``on_tell(seat, tell)`` for something to tell ``seat`` once."""
        if on_change is not None:
            self._on_change.append(on_change)
        if on_tell is not None:
            self._on_tell.append(on_tell)

    # Each seat's scene ----------------------------------------------------------------

    def scene_for(self, seat: int) -> Scene:
        """What ``seat``'s own screen shows now: a public scene it has not dismissed yet,
        else its turn, its wait for the other player, or the end. Holds ``seat``'s view
        only (never the other seat's)."""
        session = self.session
        waiting = self._waiting[seat]
        shown: NextScreen
        public = session.public()
        seen = None
        if waiting:
            shown, public = waiting[0].shown, waiting[0].public
        else:
            now = session.next_screen()
            if now.kind is ScreenKind.END:
                shown = now
            elif now.kind in PRIVATE_KINDS and now.seat == seat:
                shown, seen = now, session.view_for(seat)
            else:  # the other player's turn: this seat waits, looking at its own cards
                shown = NextScreen(
                    ScreenKind.WAITING, next_seat(seat), move=now.move, taken_back=now.taken_back
                )
                seen = session.view_for(seat)
        match, goes_on, kept = None, False, None
        if shown.kind is ScreenKind.END:
            goes_on = _match_goes_on(session)
            if self._match_line is not None and seat == self.local:
                match = self._match_line(session)  # the remote seat's is worded there
            if session.kept_as is not None and seat == self.local:  # a file of this machine
                kept = quote_path(session.kept_as)
        offer = self.offer_for(seat) if shown.kind is not ScreenKind.END else None
        return Scene(
            mode=Mode.NETWORK,
            shown=shown,
            names=self.names,
            public=public,
            seen=seen,
            take_back=offer,
            match_line=match,
            in_match=session.record.match is not None,
            match_goes_on=goes_on,
            log=session.log(),
            kept=kept,
        )

    def _next_scene(self) -> Scene:
        self._collect_public()
        return self.scene_for(self.local)

    def _collect_public(self) -> None:
        """The session's public scenes (a trick's result, phase two) go to both screens,
        each dismissed there: the session itself goes on at once."""
        session = self.session
        while True:
            shown = session.next_screen()
            if shown.kind not in (ScreenKind.TRICK_RESULT, ScreenKind.PHASE_TWO):
                return
            public = session.public()
            for seat in (0, 1):
                self._waiting[seat].append(_Public(shown, public))
            if not session.proceed(shown.kind, seat=shown.seat, move=shown.move):
                return  # cannot happen: the screen was just asked for

    def _changed(self) -> None:
        self.scene = self._next_scene()
        for listener in list(self._on_change):
            listener()

    def _tell(self, seat: int, tell: Tell) -> None:
        for listener in list(self._on_tell):
            listener(seat, tell)

    # What the players do --------------------------------------------------------------

    def reveal(self, shown: NextScreen) -> bool:
        return False  # no hand-offs: each player has their own screen

    def proceed(self, shown: NextScreen) -> bool:
        return self.proceed_for(self.local, shown)

    def proceed_for(self, seat: int, shown: NextScreen) -> bool:
        """``seat`` dismissed the public scene ``shown`` on its screen (dropped unless it is
        the one there now)."""
        waiting = self._waiting[seat]
        if not waiting or not same_stamp(waiting[0].shown, shown):
            return False
        waiting.pop(0)
        self._changed()
        return True

    def play(self, action: Action, shown: NextScreen) -> Note | None:
        refused = self.play_for(self.local, action, shown)
        if refused is None:
            return None
        return Note(
            _("That move is not allowed: {reason}.").format(
                reason=illegal_action_text(refused, self.names)
            ),
            Severity.ERROR,
        )

    def play_for(self, seat: int, action: Action, shown: NextScreen) -> IllegalAction | None:
        """``seat`` chose ``action`` on its scene ``shown``: taken if that is its current turn
        (else dropped); a move the rules refuse is returned with the engine's reason, and
        nothing changes."""
        current = self.scene_for(seat)
        if not current.acts or not same_stamp(current.shown, shown):
            return None
        try:
            taken = self.session.take(action, seat=seat, move=shown.move)
        except IllegalAction as error:
            return error
        if taken:
            self._lapse_question()
            self._changed()
        return None

    # Taking back, by agreement -----------------------------------------------------------

    def offer_for(self, seat: int) -> TakeBackOffer | None:
        """The card ``seat`` may ask to take back now (the card it has just led)."""
        if self._asked is not None or self.session.finished:
            return None
        card = self.session.can_take_back(seat, agreed=True)
        if card is None or self._moment(seat, card) in self._said_no:
            return None
        return TakeBackOffer(seat, card)

    def _moment(self, seat: int, card: Card) -> tuple[int, Card, int, int]:
        session = self.session
        return (seat, card, session.moves, session.record.take_backs)

    def take_back_offer(self) -> TakeBackOffer | None:
        return self.offer_for(self.local)

    def take_back(self, shown: NextScreen) -> Note:
        """``u`` here: the other player is asked (the note says so, or why not)."""
        asked = self.ask_take_back(self.local)
        if asked is None:
            return Note(_("There is no card to take back now."), Severity.WARNING)
        name = self.names[self.remote]
        return Note(
            _("{name} is asked whether you may take {card} back…").format(
                name=name, card=asked.card.code
            )
        )

    def ask_take_back(self, seat: int) -> TakeBackAsked | None:
        """``seat`` asks to take back the card it has just led: the other player is told
        (None: there is no such card, or a question is already waiting)."""
        offer = self.offer_for(seat)
        if offer is None or offer.card is None:
            return None
        asked = TakeBackAsked(seat, offer.card)
        self._asked = (asked, self.session.moves, self.session.record.take_backs)
        self._changed()  # no seat is offered a take-back while the question waits
        self._tell(next_seat(seat), asked)
        return asked

    @property
    def question(self) -> TakeBackAsked | None:
        """The take-back question waiting for an answer, if any."""
        return self._asked[0] if self._asked is not None else None

    def answer_take_back(self, seat: int, allowed: bool) -> bool:
        """``seat`` answers the other player's take-back question: if ``allowed`` the card
        goes back to its player's hand. False if there was no such question."""
        if self._asked is None or self._asked[0].seat == seat:
            return False
        asked, move, taken_back = self._asked
        self._asked = None
        session = self.session
        current = (session.moves, session.record.take_backs) == (move, taken_back)
        took = False
        if allowed and current:
            took = session.take_back(seat=asked.seat, move=move, agreed=True)
            if took:
                for waiting in self._waiting.values():
                    waiting.clear()
        if not allowed and current:  # asked once: a refused card is not offered again
            self._said_no.add((asked.seat, asked.card, move, taken_back))
        answer = TakeBackAnswered(asked.seat, asked.card, took, lapsed=allowed and not took)
        self._changed()
        for told in (0, 1):
            self._tell(told, answer)
        return True

    def _lapse_question(self) -> None:
        """A move was made while a take-back question waited: it lapses."""
        if self._asked is None:
            return
        asked = self._asked[0]
        self._asked = None
        lapsed = TakeBackAnswered(asked.seat, asked.card, allowed=False, lapsed=True)
        for told in (0, 1):
            self._tell(told, lapsed)

    # Nothing of the computer's or hints ------------------------------------------------

    def thinking(self) -> None:
        return None

    def computer_moved(self, action: Action, shown: NextScreen) -> bool:
        return False

    def hint_request(self, shown: NextScreen) -> None:
        return None


def _match_goes_on(session: GameSession) -> bool:
    return match_goes_on(session.record)
