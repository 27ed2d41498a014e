"""One game at one screen shared by its people (two people passing the laptop, or one
person against the computer): the game (``TableGame``), and the scene on the screen.

``Table`` turns what the people at the screen do (confirm a hand-off, play a card,
take a card back, go on) and what the computer chooses into the next ``Scene``. Which
screen comes next, hand-offs included, is decided by its ``HandOffs``
(``hand_offs.py``): a private scene of seat S is only ever shown after a hand-off
addressed to S was confirmed (or when S was already the one looking), so no key and no
path through the app shows a hand to the wrong player. The scene itself is made by the
game (``TableGame.scene``), as at a table whose seats each have a screen of their own
(``claim2.sitting.remote``).

No Textual here: the app calls these methods and draws the scenes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from claim2.ai.hints import Hint
from claim2.engine import Action, IllegalAction
from claim2.engine.ruleset import next_seat
from claim2.game.session import GameSession, NextScreen, ScreenKind
from claim2.game.take_back import Refusal
from claim2.sitting.hand_offs import HandOffs
from claim2.sitting.hints import Hints
from claim2.sitting.notes import (
    COMPUTER_PAUSE,
    PHASE_TWO_PAUSE,
    RESULT_PAUSE,
    Note,
    Severity,
)
from claim2.sitting.play_table import Thinking
from claim2.sitting.scene import Mode, Scene, TakeBackOffer, veiled, veils_lead
from claim2.sitting.table_game import TableGame
from claim2.text.i18n import _

#: Against the computer, with ``auto_continue``: the scenes that go on by themselves, and
#: after how many seconds.
AUTO_PAUSES = {ScreenKind.TRICK_RESULT: RESULT_PAUSE, ScreenKind.PHASE_TWO: PHASE_TWO_PAUSE}


class Table:
    """The game being played at this screen shared by its people, and what it shows."""

    def __init__(
        self,
        session: GameSession,
        *,
        hints: Hints | None = None,
        pause: float = COMPUTER_PAUSE,
        match_line: Callable[[GameSession], str | None] | None = None,
        auto_continue: bool = False,
    ) -> None:
        """``pause``: seconds the computer's move stays on the screen; ``auto_continue``:
        against the computer, a trick's result and phase two's announcement go on by
        themselves (``AUTO_PAUSES``) unless a key holds them (never between two people)."""
        self.game = TableGame(session, hints=hints, match_line=match_line)
        self.session = session
        self.pause = pause
        self.auto_continue = auto_continue
        self._interlude: Scene | None = None  # the computer's move, shown for a moment
        self.hand_offs = HandOffs(session)
        self.scene = self._next_scene()

    # Who sits here ----------------------------------------------------------------

    @property
    def mode(self) -> Mode:
        return Mode.HOT_SEAT if len(self.game.people) == 2 else Mode.VS_COMPUTER

    @property
    def person(self) -> int | None:
        """The one person's seat against the computer (None between two people)."""
        people = self.game.people
        return people[0] if len(people) == 1 else None

    @property
    def names(self) -> tuple[str, str]:
        return self.session.players

    @property
    def hints(self) -> Hints | None:
        return self.game.hints

    @property
    def number(self) -> int:
        """This table's number, in every stamp of its scenes."""
        return self.game.number

    # What the people do ------------------------------------------------------------

    def reveal(self, shown: NextScreen) -> bool:
        """The hand-off ``shown`` was confirmed by its player: their own screen now."""
        return self._proceed(shown, ScreenKind.HANDOFF)

    def proceed(self, shown: NextScreen) -> bool:
        """A public scene (a trick's result, phase two) or the computer's shown move was
        dismissed: on to the next scene. Dropped (False) unless ``shown`` is current, and on
        the end (nothing comes after it: the scene stays as it is)."""
        if self._interlude is not None:
            if shown != self._interlude.shown:
                return False
            self._interlude = None
            self.scene = self._next_scene()
            return True
        if shown.kind is ScreenKind.HANDOFF:
            return False  # a hand-off is confirmed by ``reveal`` only
        if shown.kind is ScreenKind.END:
            return False  # there is nothing after the end: it is left by playing again or leaving
        return self._proceed(shown, shown.kind)

    def _proceed(self, shown: NextScreen, kind: ScreenKind) -> bool:
        if self.scene.shown != shown or shown.kind is not kind or self._interlude is not None:
            return False
        if kind is ScreenKind.HANDOFF:
            if not self.hand_offs.reveal(shown):
                return False
        elif not self.session.proceed(shown.kind, seat=shown.seat, move=shown.move):
            return False
        self.scene = self._next_scene()
        return True

    def play(self, action: Action, shown: NextScreen) -> Note | None:
        """The player of the private scene ``shown`` chose ``action``: taken if that scene is
        still current (else dropped); a move the rules refuse gets a note and nothing
        changes (the player chooses again)."""
        if self.scene.shown != shown or not self.scene.acts or shown.seat is None:
            return None
        before = self.session.view_for(shown.seat)
        try:
            taken = self.session.take(action, seat=shown.seat, move=shown.move)
        except IllegalAction:
            return Note(_("That move is not allowed now."), Severity.ERROR)
        if taken:
            self.hand_offs.played(shown.seat, private=True)
            self.game.played(before, action)
            self.scene = self._next_scene()
        return None

    # Going on by itself -----------------------------------------------------------------

    def hold(self, shown: NextScreen) -> bool:
        """A key other than Enter on the scene ``shown`` that was to go on by itself: it
        stays until Enter (True: the scene is held now)."""
        scene = self.scene
        if scene.shown != shown or scene.kind not in AUTO_PAUSES or scene.pause is None:
            return False
        self.scene = replace(scene, pause=None, held=True)
        return True

    def set_auto_continue(self, on: bool) -> bool:
        """The setting switched during the game: from the current scene on, unless it was
        held (True: the current scene changed, and goes on by itself if ``pause``)."""
        self.auto_continue = on
        scene = self.scene
        pause = self._auto_pause(scene.kind)
        if scene.held or scene.kind not in AUTO_PAUSES or scene.pause == pause:
            return False
        self.scene = replace(scene, pause=pause)
        return True

    def _auto_pause(self, kind: ScreenKind) -> float | None:
        """How long a scene of ``kind`` stays before it goes on by itself (None: until a key)."""
        if not self.auto_continue or self.mode is not Mode.VS_COMPUTER:
            return None
        return AUTO_PAUSES.get(kind)

    # Taking back ---------------------------------------------------------------------

    def take_back_offer(self) -> TakeBackOffer | None:
        """The card that may be taken back on the current scene, and by whom."""
        shown = self.hand_offs.next()
        if self._interlude is not None or shown.kind is ScreenKind.COMPUTER:
            return None
        seat = self._take_back_seat(shown)
        if seat is None:
            return None
        card = self.session.can_take_back(seat)
        return TakeBackOffer(seat, card) if card is not None else None

    def _take_back_seat(self, shown: NextScreen) -> int | None:
        if self.mode is Mode.VS_COMPUTER:
            return self.person
        if shown.kind is ScreenKind.HANDOFF and shown.seat is not None and shown.result is None:
            return next_seat(shown.seat)  # the leader, on the follower's hand-off
        return None

    def take_back(self, shown: NextScreen) -> Note:
        """``u`` on the scene ``shown``: the card on offer goes back (then a note says so),
        or a note says why nothing was taken back."""
        if self.scene.shown != shown:
            return Note(_("Too late: the game has moved on."), Severity.WARNING)
        if self._interlude is not None or self.hand_offs.next().kind is ScreenKind.COMPUTER:
            return self._refused(Refusal.NOT_NOW)
        seat = self._take_back_seat(shown)
        if seat is None:
            return self._refused(Refusal.NOT_HERE)
        refusal = self.session.take_back_refusal(seat)
        offer = self.take_back_offer()
        if refusal is not None or offer is None:
            return self._refused(refusal or Refusal.NOTHING)
        if not self.session.take_back(seat=seat, move=shown.move):
            return self._refused(Refusal.NOTHING)
        self.hand_offs.taken_back(seat)
        self.game.taken_back()
        name = self.names[seat]
        if self.mode is Mode.HOT_SEAT:
            # the follower may be holding the laptop: the card is not named
            self.scene = self._next_scene()
            return Note(_("{name} took back the card they led.").format(name=name))
        self.scene = self._next_scene()
        assert offer.card is not None  # named to the one person, who played it
        if self.mode is Mode.VS_COMPUTER:  # said to that person alone
            return Note(_("You took {card} back.").format(card=offer.card.code))
        return Note(_("{name} took {card} back.").format(name=name, card=offer.card.code))

    def _refused(self, why: Refusal) -> Note:
        words = {
            Refusal.NOTHING: _("There is no card to take back now."),
            Refusal.REVEALED: _(
                "You cannot take that card back: you have seen a hidden card since "
                "(a card drawn face down, or the top card with a Seer)."
            ),
            Refusal.SEEN: _(
                "Too late to take the card back: the other player has seen their cards."
            ),
            Refusal.NOT_NOW: _("Not now: wait for the computer's move."),
            Refusal.NOT_HERE: _("A card can only be taken back by its player on the hand-off."),
        }
        return Note(words[why], Severity.WARNING)

    # The computer's seat -------------------------------------------------------------

    def thinking(self) -> Thinking | None:
        """The computer's choice to work out now, if it is its turn (and its move is not
        being shown)."""
        shown = self.scene.shown
        if self._interlude is not None or shown.kind is not ScreenKind.COMPUTER:
            return None
        return self.game.thinking(shown)

    def computer_moved(self, action: Action, shown: NextScreen) -> bool:
        """The computer chose ``action`` on its turn ``shown``: taken if that turn is still
        current; the move stays on the screen for ``pause`` seconds (the scene's ``pause``),
        then ``proceed`` goes on."""
        if self.scene.shown != shown or shown.seat is None or self._interlude is not None:
            return False
        if shown.kind is not ScreenKind.COMPUTER:
            return False
        if not self.session.take(action, seat=shown.seat, move=shown.move):
            return False
        person = self.person
        assert person is not None
        seen = self.session.view_for(person)
        self._interlude = self.game.scene(
            self.mode, shown, seen=seen, computer_move=action, pause=self.pause
        )
        self.scene = self._interlude
        return True

    # Hints -------------------------------------------------------------------------------

    def hint_request(self, shown: NextScreen) -> Callable[[], Hint] | None:
        """The hint for the player of the private scene ``shown``, to work out off the app's
        thread (None: no hints in this game, or not that player's scene now)."""
        if self.scene.shown != shown or not self.scene.acts:
            return None
        return self.game.hint(self.scene.seen)

    # The scene ---------------------------------------------------------------------------

    def _next_scene(self) -> Scene:
        """The scene of the screen now: the game's next, or the hand-off before it (made in
        ``TableGame.scene``, the one place a scene is made)."""
        session = self.session
        shown = self.hand_offs.next()
        mode = self.mode
        seen = None
        if shown.kind in (ScreenKind.TURN, ScreenKind.SEER) and shown.seat is not None:
            seen = session.view_for(shown.seat)
        elif shown.kind is ScreenKind.COMPUTER and shown.seat is not None:
            seen = session.view_for(next_seat(shown.seat))  # its one opponent's screen
        elif mode is Mode.VS_COMPUTER and self.person is not None:
            seen = session.view_for(self.person)  # the person's own screen throughout
        back_to = shown.kind is ScreenKind.HANDOFF and self.hand_offs.back_to == shown.seat
        scene = self.game.scene(
            mode, shown, seen=seen, back_to=back_to, pause=self._auto_pause(shown.kind)
        )
        offer = self.take_back_offer()
        if offer is not None:
            scene = replace(scene, take_back=offer)
        else:
            refusal = self._take_back_refusal()
            if refusal is not None:
                scene = replace(scene, take_back_refusal=refusal)
        return veiled(scene) if veils_lead(scene) else scene

    def _take_back_refusal(self) -> Refusal | None:
        """Why ``u`` is refused on the current scene, when that is worth saying: against the
        computer, a hidden card seen since the person's last card (None: nothing to say, or
        simply no card to take back)."""
        shown = self.hand_offs.next()
        if self.mode is not Mode.VS_COMPUTER or shown.kind is ScreenKind.COMPUTER:
            return None
        seat = self._take_back_seat(shown)
        refusal = self.session.take_back_refusal(seat) if seat is not None else None
        return None if refusal is Refusal.NOTHING else refusal
