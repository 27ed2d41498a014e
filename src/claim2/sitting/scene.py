"""What the screen shows now, and to whom: a ``Scene``, made by the sitting after every step.

A scene is data, all of it safe for the people who can see the screen at that
moment: a public scene (a hand-off, a trick's result, phase two, the end) holds
the public view only; a private scene (a turn, a Seer choice, the computer's turn
shown to its one opponent) holds the view of the one seat whose screen it is
(``view(state, seat)``, R17) and nothing of the other seat. The app draws a scene
and nothing else, so it cannot show what the scene was not given.

Every answer from the screen carries the scene's ``shown`` stamp back (its kind,
seat and move number, and the table it was shown at): the sitting drops an answer
to a scene that is no longer the current one, or that another game showed (the
computer's move worked out for a game that was left since).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum
from typing import TYPE_CHECKING

from claim2.engine import Action, Card, PlayerView
from claim2.engine.events import CardPlayed, Event
from claim2.game.again import MatchStanding
from claim2.game.public import PublicView
from claim2.game.steps import PRIVATE_KINDS, NextScreen, ScreenKind, TrickResult
from claim2.game.take_back import Refusal
from claim2.settings.options import computer_name
from claim2.sitting.gate import SETTLE

if TYPE_CHECKING:
    from claim2.present.rating_words import RatingsAfter

SCREEN_SETTLE = 0.3  # seconds before a turn or a public step takes its first key


class Mode(Enum):
    """Who sits at this screen."""

    HOT_SEAT = "hot_seat"  # two people share it: hand-offs between them
    VS_COMPUTER = "vs_computer"  # one person, the computer plays the other seat
    NETWORK = "network"  # one person at this screen, the other at their own (over the
    # network, or a phone at the couch) or the computer
    COUCH = "couch"  # the public table: each person's hand is on their own phone


@dataclass(frozen=True, slots=True)
class TakeBackOffer:
    """``seat`` may take back ``card`` on this scene (``u``); ``card`` is None where the
    screen must not name it (the follower's hand-off between two people)."""

    seat: int
    card: Card | None


@dataclass(frozen=True, slots=True)
class Shown(NextScreen):
    """A scene's stamp: the session's ``NextScreen`` and the ``table`` that showed it (each
    game at the screen, or each time it is resumed, is another table). It equals no stamp
    of another table, nor a bare ``NextScreen``."""

    table: int = 0


@dataclass(frozen=True, slots=True)
class Scene:
    """One moment of the game on the screen.

    ``players``: the players' names as the game has them and ``computer``: the seat the
    computer plays and its level (None: two people); ``names`` says them all, the
    computer's in the language of the moment it is read (the screen draws the same scene
    again after the language is switched); ``shown``: the session's step (kind, seat,
    move) the scene is for, stamped with its table; ``seen``: the private view on the
    screen (None on a public scene) and ``viewer`` its seat; ``public``: what both players
    see; ``take_back``: a card that may
    be taken back here, and when there is none but ``u`` would be refused for a reason
    worth saying (a hidden card seen since), ``take_back_refusal``: that reason (None: an
    offer, or simply no card to take back); ``back_to``: a hand-off that returns the
    laptop to a player who took a card back; ``computer_move``: the computer's move,
    shown for ``pause`` seconds before the game goes on by itself (against the computer a
    trick's result and phase two's announcement also go on by themselves after ``pause``,
    unless a key ``held`` them: then only Enter goes on); ``match_line``: after a
    game of a match, where it stands, and ``match_goes_on``: whether the next game is the
    match's next; ``kept``: at the end, where the finished game was kept (for ``claim2
    replay``), a path quoted for the screen, and ``rating``: the people's ratings then
    (as data: its line is worded where it is shown, ``RatingsAfter.line``);
    ``again_asked``: at the end of a game over the network, once this player has asked the
    other for another game, the words that say so (plain text).
    """

    mode: Mode
    shown: NextScreen
    players: tuple[str, str]
    public: PublicView
    seen: PlayerView | None = None
    take_back: TakeBackOffer | None = None
    take_back_refusal: Refusal | None = None
    back_to: bool = False
    hints: bool = False
    computer_move: Action | None = None
    pause: float | None = None
    held: bool = False
    match_line: str | None = None
    standing: MatchStanding | None = None  # with ``match_line``: the same, as data
    in_match: bool = False
    match_goes_on: bool = False
    log: tuple[Event, ...] = ()  # every public event of the game so far
    kept: str | None = None
    rating: RatingsAfter | None = None  # at the end: the people's ratings and the change
    again_asked: str | None = None
    lead_veiled: bool = False
    computer: tuple[int, str] | None = None  # the computer's seat and level

    @property
    def names(self) -> tuple[str, str]:
        """The players' names to show, the computer's ("Computer (easy)") in the current
        language: worded when read, never kept in the language the scene was made in."""
        if self.computer is None:
            return self.players
        seat, level = self.computer
        named = computer_name(level)
        return (named, self.players[1]) if seat == 0 else (self.players[0], named)

    @property
    def kind(self) -> ScreenKind:
        return self.shown.kind

    @property
    def seat(self) -> int | None:
        """The seat the scene is addressed to (a hand-off's receiver, a turn's player)."""
        return self.shown.seat

    @property
    def viewer(self) -> int | None:
        """Whose private view is on the screen (None: a public scene)."""
        return self.seen.seat if self.seen is not None else None

    @property
    def private(self) -> bool:
        return self.seen is not None

    @property
    def result(self) -> TrickResult | None:
        return self.shown.result

    @property
    def acts(self) -> bool:
        """Whether a key on this scene may choose a move (a turn or a Seer choice)."""
        return self.kind in PRIVATE_KINDS

    @property
    def settle(self) -> float:
        """Seconds the scene is on the screen before it takes a key (``KeyGate``). The
        couch's laptop shows the public table only, whose keys choose no move (the log, the
        rules, the phones' links): no wait there but at the end."""
        if self.mode is Mode.COUCH and self.kind is not ScreenKind.END:
            return 0.0
        return SETTLE if self.kind in (ScreenKind.HANDOFF, ScreenKind.END) else SCREEN_SETTLE

    @property
    def one_key_each(self) -> bool:
        """Whether each key on this scene needs a quiet spell of its own (``KeyGate.close``
        after a key is taken): a hand-off's Enter shows a player's cards, so the key that
        showed them must not open the way for the next (a held Enter never shows a hand
        and then plays from it)."""
        return self.kind is ScreenKind.HANDOFF


def veils_lead(scene: Scene) -> bool:
    """Whether ``scene`` is the follower's hand-off between two people at one screen: the
    laptop is on its way to the follower, who has not confirmed yet. Nothing the leader
    played may be on it (the leader may still take the card back, and the follower, who
    may be holding the laptop already, would then know a card of the leader's hand)."""
    return (
        scene.mode is Mode.HOT_SEAT
        and scene.kind is ScreenKind.HANDOFF
        and scene.result is None
        and bool(scene.public.played)
    )


def veiled(scene: Scene) -> Scene:
    """``scene`` without the card the leader led: not in the public view, not in the log,
    not in the take-back offer (``lead_veiled`` says a card was led)."""
    log = list(scene.log)
    while log and isinstance(log[-1], CardPlayed):
        log.pop()  # the lead (the trick's cards are the log's last events until it is won)
    offer = scene.take_back
    return replace(
        scene,
        public=replace(scene.public, played=()),
        log=tuple(log),
        take_back=None if offer is None else TakeBackOffer(offer.seat, None),
        lead_veiled=True,
    )
