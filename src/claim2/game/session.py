"""The game being played, outside any widget: record, state, names and what comes next.

``GameSession`` steps the engine, keeps the record (saved after every action
when it has a save path) and decides which screen comes next. Screens never
see the ``GameState``: private screens get ``view_for(seat)``, public ones
``public()`` and public events.

Every answer from a screen is stamped with what that screen was shown for:
``take(action, seat=, move=)`` for a card or a Seer choice, ``proceed(kind,
seat=, move=)`` for a hand-off or a public screen. The session applies it only
while that screen is still the one it asks for (same kind and seat, no move
taken since) and drops it otherwise: a key pressed on a screen that is
already being replaced never acts on the next one, nor for the next player.

Which screens come in which order is the game's: a trick's result, phase two, the
end, a seat's turn or Seer choice. Who holds the laptop between two people, and the
hand-offs that follows from that, is the sitting's (``claim2.sitting.hand_offs``); a
hand-off confirmed is recorded here (``reveal``): while the other player has not
revealed their screen yet, the leader may take back the card they led (``take_back``):
the record then is as if it had never been played.

A seat is played by a person unless it has a ``SeatPlayer``: a computer player
(a ``claim2.ai`` policy with its own random generator) or a walkthrough's
scripted opponent, choosing from its own view alone.
When each player has a screen of their own (a game over the network), a take-back is
agreed between the players (``agreed``; ``claim2.sitting.remote.agreement``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path

from claim2.engine import (
    Action,
    Card,
    Deal,
    GameState,
    PlayerView,
    action_code,
    parse_action,
    start,
    step,
    view,
)
from claim2.engine.events import Event
from claim2.engine.ruleset import next_seat
from claim2.game.public import PublicView, public_view
from claim2.game.screen_queue import ScreenQueue
from claim2.game.steps import (
    ACTING_KINDS,
    PRIVATE_KINDS,
    NextScreen,
    ScreenKind,
    SeatPlayer,
    TrickResult,
)
from claim2.game.take_back import Refusal, take_back_index, without_actions_from
from claim2.records.parts import RecordMatch, RecordRevealed
from claim2.records.record import (
    GameRecord,
    new_record,
    record_with,
    replay_states,
    save_record,
    upgraded,
    with_computer,
    with_end,
)
from claim2.settings.options import computer_name
from claim2.storage.files import reason_of

__all__ = [
    "ACTING_KINDS",
    "PRIVATE_KINDS",
    "GameSession",
    "NextScreen",
    "ScreenKind",
    "SeatPlayer",
    "TrickResult",
]


class GameSession:
    """One game: the record, the current state, and the order of screens."""

    def __init__(
        self,
        record: GameRecord,
        states: Sequence[GameState],
        *,
        save_path: Path | None = None,
        policies: tuple[SeatPlayer | None, SeatPlayer | None] = (None, None),
        on_finished: Callable[[GameSession], None] | None = None,
    ) -> None:
        self._record = with_computer(record, policies)
        self._states = list(states)  # states[i] after i actions: never replayed again
        self.save_path = save_path
        self.kept_as: Path | None = None  # where the finished game was kept (claim2 replay)
        self.policies = policies
        self._on_finished = on_finished
        self.save_problem: str | None = None  # why the last save failed; None once saved
        self._screens = ScreenQueue()  # the public screens to show, the public log
        self.resumed = False  # continued from a save (``resume``), not dealt here
        self._screens.rebuild(self._states)

    @classmethod
    def new(
        cls,
        players: tuple[str, str],
        deal: Deal,
        *,
        save_path: Path | None = None,
        policies: tuple[SeatPlayer | None, SeatPlayer | None] = (None, None),
        on_finished: Callable[[GameSession], None] | None = None,
        hints: bool = False,
        match: RecordMatch | None = None,
    ) -> GameSession:
        """A new game from ``deal``, saved at once when ``save_path`` is given. Its record
        holds what it needs to resume: the computer's seat and level (from ``policies``),
        ``hints`` and the ``match`` it belongs to."""
        session = cls(
            new_record(players, deal, hints=hints, match=match),
            [start(deal)],
            save_path=save_path,
            policies=policies,
            on_finished=on_finished,
        )
        session.save()
        return session

    @classmethod
    def resume(
        cls,
        record: GameRecord,
        *,
        save_path: Path | None = None,
        policies: tuple[SeatPlayer | None, SeatPlayer | None] = (None, None),
        on_finished: Callable[[GameSession], None] | None = None,
    ) -> GameSession:
        """A game continued from its record (raises RecordError for a bad one).

        A resumed game starts with a hand-off: nobody has seen a private screen yet.
        """
        session = cls(
            record,
            replay_states(record),
            save_path=save_path,
            policies=policies,
            on_finished=on_finished,
        )
        session.resumed = True
        return session

    # What the session holds -------------------------------------------------

    @property
    def record(self) -> GameRecord:
        return self._record

    @property
    def players(self) -> tuple[str, str]:
        """The players' names; the computer's in the current language (from its level)."""
        names = [self._record.players[0], self._record.players[1]]
        computer = self._record.computer
        if computer is not None:
            names[computer.seat] = computer_name(computer.level)
        return (names[0], names[1])

    @property
    def _state(self) -> GameState:
        return self._states[-1]

    @property
    def finished(self) -> bool:
        return self._state.finished

    @property
    def states(self) -> tuple[GameState, ...]:
        """Every state of the game so far (``states[i]`` after ``i`` actions)."""
        return tuple(self._states)

    @property
    def to_move(self) -> int:
        """The seat to move now."""
        return self._state.to_move

    @property
    def pending(self) -> int:
        """How many public screens are still to show (a trick's result, phase two)."""
        return len(self._screens.pending)

    @property
    def moves(self) -> int:
        """How many actions have been taken."""
        return len(self._record.actions)

    def view_for(self, seat: int) -> PlayerView:
        """Everything ``seat`` may see now (R17): the only input of a private screen."""
        return view(self._state, seat)

    def public(self) -> PublicView:
        """What both players may see now."""
        return public_view(view(self._state, 0))

    def log(self) -> tuple[Event, ...]:
        """Every public event of the game so far, hidden cards taken out."""
        return tuple(self._screens.log)

    def is_human(self, seat: int) -> bool:
        return self.policies[seat] is None

    # Playing -----------------------------------------------------------------

    def take(self, action: Action, *, seat: int, move: int) -> bool:
        """``seat`` chose ``action`` on its screen shown at ``move``: apply it (saved at once).

        Applied only while that screen is still the current one: ``seat`` is to move on
        its own private screen (or is a computer seat whose turn it is) and no action was
        taken since ``move``. Otherwise nothing happens and False is returned. Raises
        IllegalAction (nothing changes) for an action the rules do not allow now.
        """
        current = self.next_screen()
        if current.kind not in ACTING_KINDS or current.seat != seat or move != self.moves:
            return False
        self._apply(action)
        return True

    def proceed(self, kind: ScreenKind, *, seat: int | None, move: int) -> bool:
        """The public screen ``kind`` (for ``seat``) shown at ``move`` was dismissed: go on.
        Dropped (False) unless it is still the current screen."""
        current = self.next_screen()
        if (current.kind, current.seat, current.move) != (kind, seat, move):
            return False
        if current.kind in ACTING_KINDS:
            return False  # answered by take(), never by a key that only goes on
        if self._screens.pending:
            self._screens.pending.pop(0)
        if current.result is not None and current.kind is not ScreenKind.TRICK_RESULT:
            self._screens.pending.pop(0)  # the trick's result was on phase two's screen
        return True

    def reveal(self, seat: int) -> None:
        """Between two people, ``seat`` has confirmed a hand-off and now sees its own
        screen: kept in the record (a resumed game offers no take-back the live one would
        not)."""
        if not (self.is_human(0) and self.is_human(1)):
            return
        self._record = upgraded(self._record, revealed=RecordRevealed(seat=seat, move=self.moves))
        self.save()

    def led_card(self, seat: int) -> Card | None:
        """The card ``seat`` led to this trick, if it was the last action (None otherwise)."""
        state = self._state
        if state.finished or state.seer is not None or len(state.played) != 1:
            return None
        card = state.played[0]
        actions = self._record.actions
        if state.leader != seat or not actions or actions[-1] != action_code(card):
            return None
        return card

    def can_take_back(self, seat: int, *, agreed: bool = False) -> Card | None:
        """The card ``seat`` may take back now (see ``take_back``), or None."""
        refused = self.take_back_refusal(seat, agreed=agreed)
        if refused is not None:
            return None
        index = self._take_back_index(seat)
        assert isinstance(index, int)
        card = parse_action(self._record.actions[index])
        return card if isinstance(card, Card) else None

    def take_back_refusal(self, seat: int, *, agreed: bool = False) -> Refusal | None:
        """Why ``seat`` may not take a card back now (None: it may). ``agreed``: each
        player has a screen of their own, and the other player is asked (so having seen
        the card is no reason)."""
        if not self.is_human(seat) or self._state.finished:
            return Refusal.NOT_HERE if not self.is_human(seat) else Refusal.NOTHING
        if self.is_human(next_seat(seat)):  # two people: the card just led, unseen by the other
            if self.led_card(seat) is None:
                return Refusal.NOTHING
            if agreed:
                return None  # the other player has seen it and is asked (claim2.sitting)
            revealed = self._record.revealed
            if revealed is not None and revealed.move == self.moves and revealed.seat != seat:
                return Refusal.SEEN  # the other player has seen their screen: too late
            return None
        index = self._take_back_index(seat)
        return index if isinstance(index, Refusal) else None

    def _take_back_index(self, seat: int) -> int | Refusal:
        return take_back_index(self._record, seat, self._states)

    def take_back(self, *, seat: int, move: int, agreed: bool = False) -> bool:
        """The person at ``seat`` takes back their last card, asked on a screen shown at
        ``move``: the game goes back to just before it, as if it had never been played (the
        record loses it and counts one take-back; saved at once), and ``seat`` chooses again.
        Returns whether anything was taken back (otherwise nothing changes).

        Against the computer: the person's last card and whatever the computer did after
        it, as often as they like, but never past a hidden card they have seen since (a
        card drawn face down, a Seer peek). Between two people: only the card the leader
        has just led, while the other player has not revealed their screen (the follower's
        card resolves the trick and can never be taken back). Never from a stale screen.
        """
        if move != self.moves or self.take_back_refusal(seat, agreed=agreed) is not None:
            return False
        index = self._take_back_index(seat)
        if isinstance(index, Refusal):
            return False
        self._record = without_actions_from(self._record, index)
        del self._states[index + 1 :]
        self._screens.rebuild(self._states)
        self.save()
        return True

    def _apply(self, action: Action) -> None:
        """The player to move takes ``action`` (raises IllegalAction); saved at once."""
        state = step(self._state, action)
        self._record = record_with(self._record, action)
        self._states.append(state)
        self.save()
        self._screens.after(state)
        if state.finished and self._on_finished is not None:
            self._on_finished(self)

    def save(self) -> None:
        """Write the record to the save path (atomically), if there is one.

        A game that has just ended gets its end time first: the finished record is
        whole on disk, and in the history, before anyone sees the end screen.

        A failing disk (full, read-only, no permission, a folder that cannot be
        made) never ends the game: ``save_problem`` says why, the game goes on
        in memory, and the next save (after the next action) tries again.
        """
        if self._state.finished:
            self._record = with_end(self._record)
        if self.save_path is None:
            return
        try:
            save_record(self._record, self.save_path)
        except OSError as error:
            self.save_problem = reason_of(error)
            return
        self.save_problem = None

    # The order of screens ------------------------------------------------------

    def next_screen(self) -> NextScreen:
        """What to show now: pending public screens first (the last trick of phase one's
        result on phase two's screen), then the end or a move (a hand-off before a seat's
        own screen is the sitting's: ``claim2.sitting.hand_offs``)."""
        move, taken_back = self.moves, self._record.take_backs
        seat = self._state.to_move
        pending = self._screens.pending
        if pending:
            first = pending[0]
            kinds = [shown.kind for shown in pending]
            if kinds == [ScreenKind.TRICK_RESULT, ScreenKind.PHASE_TWO]:  # the 13th trick
                return NextScreen(ScreenKind.PHASE_TWO, None, first.result, move, taken_back)
            return replace(first, move=move, taken_back=taken_back)
        if self._state.finished:
            return NextScreen(ScreenKind.END, move=move, taken_back=taken_back)
        if not self.is_human(seat):
            return NextScreen(ScreenKind.COMPUTER, seat, move=move, taken_back=taken_back)
        kind = ScreenKind.SEER if self._state.seer is not None else ScreenKind.TURN
        return NextScreen(kind, seat, move=move, taken_back=taken_back)
