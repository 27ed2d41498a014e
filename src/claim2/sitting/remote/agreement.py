"""Taking a card back when each player has a screen of their own: the other player is asked.

The card just led may be taken back if the other player agrees (they have seen it on their
own screen, so only they can let it go back): ``ask`` puts the question, ``answer``
answers it. A question is asked once: while it waits, or once it was refused for that card,
that card is not offered (nor asked) again; a move made while it waits lets it lapse.

What a seat is told of it (``TakeBackAsked``, ``TakeBackAnswered``) and of its own move
refused (``MoveRefused``) are values, a ``Tell``: each screen words them in its own
language. No Textual here.
"""

from __future__ import annotations

from dataclasses import dataclass

from claim2.engine import Card, IllegalAction
from claim2.game.session import GameSession, NextScreen
from claim2.sitting.scene import TakeBackOffer


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


class Agreement:
    """The take-back question between the two people of ``session``, if one waits."""

    def __init__(self, session: GameSession) -> None:
        self.session = session
        self._asked: tuple[TakeBackAsked, int, int] | None = None  # and its move, take-backs
        self._said_no: set[tuple[int, Card, int, int]] = set()  # questions answered no: never
        # asked again (their seat, card, move and take-backs)

    @property
    def question(self) -> TakeBackAsked | None:
        """The question waiting for an answer, if any."""
        return self._asked[0] if self._asked is not None else None

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

    def ask(self, seat: int) -> TakeBackAsked | None:
        """``seat`` asks to take back the card it has just led (None: there is no such
        card, or a question is already waiting)."""
        offer = self.offer_for(seat)
        if offer is None or offer.card is None:
            return None
        asked = TakeBackAsked(seat, offer.card)
        self._asked = (asked, self.session.moves, self.session.record.take_backs)
        return asked

    def answer(self, seat: int, allowed: bool) -> TakeBackAnswered | None:
        """``seat`` answers the other player's question: if ``allowed`` (and the game has not
        moved on) the card goes back to its player's hand. None: no such question."""
        if self._asked is None or self._asked[0].seat == seat:
            return None
        asked, move, taken_back = self._asked
        self._asked = None
        session = self.session
        current = (session.moves, session.record.take_backs) == (move, taken_back)
        took = False
        if allowed and current:
            took = session.take_back(seat=asked.seat, move=move, agreed=True)
        if not allowed and current:  # asked once: a refused card is not offered again
            self._said_no.add((asked.seat, asked.card, move, taken_back))
        return TakeBackAnswered(asked.seat, asked.card, took, lapsed=allowed and not took)

    def lapse(self) -> TakeBackAnswered | None:
        """A move was made while the question waited: it lapses (what both are told)."""
        if self._asked is None:
            return None
        asked = self._asked[0]
        self._asked = None
        return TakeBackAnswered(asked.seat, asked.card, allowed=False, lapsed=True)
