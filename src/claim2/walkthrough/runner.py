"""``LessonRun``: one lesson being played, on the real engine. The UI sits on top of it.

Every text this module hands out (``prompt``, ``hint``, ``Feedback.message``,
the lesson's ``title``/``intro``/``outro``) is an English msgid: show it with
``claim2.text.i18n._(text)``.

    from claim2.walkthrough import LessonRun, load_lessons, Verdict

    run = LessonRun(load_lessons()[0])
    run.events_since_last()    # the opening (say, the opponent's lead), to narrate
    run.view                   # the learner's PlayerView (None in a scoring lesson)
    run.prompt, run.hint       # what to say now, and a hint on request
    run.choices                # what may be tried: view.legal_actions, or the answers
    feedback = run.try_action(card)  # or a SeerChoice, or an answer "learner"/"opponent"/"nobody"
    feedback.verdict           # Verdict.OK / WRONG / ILLEGAL
    feedback.message           # the lesson's explanation (OK: what just happened)
    run.events_since_last()    # the learner's move and the opponent's replies
    run.done                   # every step done: call progress.mark_done(run.lesson.id)

A WRONG or ILLEGAL try changes nothing: the learner simply tries again.
On OK the runner plays the opponent's replies and checks the step's claims
against the engine; a false claim raises ``LessonBug`` (a bug in the lesson
file, caught by the tests). ``solution`` is an action the lesson accepts
now, for a "show me" button (in free play: the strong computer player's choice).

Scoring lessons have no game: ``board`` holds the two score piles (by seat,
``learner_seat`` is the learner's), ``question`` says what is asked (a
``Faction`` or "game"; "nobody" then means a draw), ``choices`` the three answers, and
``outcome`` the engine's scoring of the board once a question about it has
been answered. In a play lesson ``outcome`` is the game's result once the
game is over.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import Enum
from typing import Literal

from claim2.ai import Policy, make_policy
from claim2.engine import (
    Action,
    Faction,
    GameState,
    IllegalAction,
    Outcome,
    PlayerView,
    legal_actions,
    outcome,
    score,
    step,
    view,
)
from claim2.engine.events import Event, seen_by
from claim2.engine.ruleset import next_seat
from claim2.engine.state import PerPlayer
from claim2.text.i18n import N_
from claim2.walkthrough.claims import Seats, check_play, check_scoring, engine_answer
from claim2.walkthrough.errors import LessonBug
from claim2.walkthrough.position import set_up
from claim2.walkthrough.schema import FACTION_OF_ASK, Answer, Board, Lesson, Step

ANSWERS: tuple[Answer, Answer, Answer] = ("learner", "opponent", "nobody")

GENERIC_WRONG = N_(
    "That move is allowed, but it is not the one this lesson is about. "
    "Try again, or ask for a hint."
)
GENERIC_ILLEGAL = N_(
    "That move is not allowed here. When you hold a card of the faction that was led, "
    "you must play one of them."
)


class Verdict(Enum):
    OK = "ok"  # accepted: the step is done
    WRONG = "wrong"  # legal, but not what the step asks: try again
    ILLEGAL = "illegal"  # the rules forbid it: try again


@dataclass(frozen=True, slots=True)
class Feedback:
    """The answer to a try. ``message`` is a msgid (or None when the lesson has nothing to say).

    ``reason`` is the engine's own English reason for an illegal move: for
    logs and tests, never for the screen.
    """

    verdict: Verdict
    message: str | None
    reason: str | None = None

    @property
    def ok(self) -> bool:
        return self.verdict is Verdict.OK


class LessonRun:
    """A lesson in progress. See the module docstring for how a UI drives it."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.seats = Seats(lesson.learner_seat)
        self.learner_seat = lesson.learner_seat
        self.opponent_seat = next_seat(lesson.learner_seat)
        self._index = 0
        self._events: list[Event] = []
        self._policy = make_policy("easy")  # plays the opponent's "auto" replies
        self._adviser: Policy | None = None  # suggests the learner's move in free play
        self._rng = random.Random(lesson.id)
        self._boards = _boards(lesson)
        self._answered: PerPlayer | None = None
        self._state: GameState | None = None
        position = lesson.position
        if position is not None:
            state = set_up(position).state
            state = self._script(state, position.prelude, "the prelude", narrate=False)
            self._state = state
            opening = self._reply(position.opening, "the opening")
            check_play(position.start_claims, opening, self._truth, self.seats, self._where(0))
        self._enter_step()

    # What the UI shows --------------------------------------------------

    @property
    def view(self) -> PlayerView | None:
        """Everything the learner may see of the game (R17); None in a scoring lesson."""
        return None if self._state is None else view(self._state, self.learner_seat)

    @property
    def board(self) -> PerPlayer | None:
        """The score piles the current question is about, by seat; None in a play lesson."""
        return self._boards[min(self._index, len(self._boards) - 1)] if self._boards else None

    @property
    def step_index(self) -> int:
        """How many steps are done (0-based index of the current step)."""
        return self._index

    @property
    def step_count(self) -> int:
        return len(self.lesson.steps)

    @property
    def step(self) -> Step | None:
        return None if self.done else self.lesson.steps[self._index]

    @property
    def done(self) -> bool:
        return self._index >= len(self.lesson.steps)

    @property
    def prompt(self) -> str | None:
        """What the lesson says now (a msgid); None once the lesson is done."""
        current = self.step
        return None if current is None else current.say

    @property
    def hint(self) -> str | None:
        current = self.step
        return None if current is None else current.hint

    @property
    def is_question(self) -> bool:
        current = self.step
        return current is not None and current.is_question

    @property
    def question(self) -> Faction | Literal["game"] | None:
        """What the current question is about: a faction's vote, or who wins the game."""
        current = self.step
        if current is None or current.ask is None:
            return None
        return "game" if current.ask == "game" else FACTION_OF_ASK[current.ask]

    @property
    def choices(self) -> tuple[Action, ...] | tuple[Answer, ...]:
        """What the learner may try now: the legal actions, or the three answers."""
        if self.done:
            return ()
        if self.is_question:
            return ANSWERS
        return legal_actions(self._truth)

    @property
    def solution(self) -> Action | Answer | None:
        """An action (or answer) this step accepts, for a "show me" button."""
        current = self.step
        if current is None:
            return None
        if current.is_question:
            return engine_answer(current, score(self._board_now()), self.seats)
        if isinstance(current.expect, list):
            return current.expect[0]
        if self._adviser is None:
            self._adviser = make_policy("strong")
        return self._adviser.choose(view(self._truth, self.learner_seat), random.Random(0))

    @property
    def outcome(self) -> Outcome | None:
        """The engine's scoring: of a finished game, or of the board just asked about."""
        if self._state is not None:
            return outcome(self._state) if self._state.finished else None
        return None if self._answered is None else score(self._answered)

    @property
    def state(self) -> GameState | None:
        """The whole truth, hidden cards included: for tests only, never for the screen."""
        return self._state

    def events_since_last(self) -> tuple[Event, ...]:
        """The events since the last call, as the learner may see them (R17)."""
        events, self._events = self._events, []
        return tuple(seen_by(event, self.learner_seat) for event in events)

    # What the learner does ------------------------------------------------

    def try_action(self, action: Action | Answer) -> Feedback:
        """Try the learner's move (or answer); see ``Verdict``. Raises RuntimeError when done."""
        current = self.step
        if current is None:
            raise RuntimeError("the lesson is already done")
        if current.is_question:
            return self._answer(current, action)
        if isinstance(action, str):
            raise TypeError(f"this step wants a move, not the answer {action!r}")
        state = self._truth
        try:
            after = step(state, action)
        except IllegalAction as error:
            return Feedback(Verdict.ILLEGAL, current.illegal or GENERIC_ILLEGAL, str(error))
        if current.expect != "any" and action not in (current.expect or ()):
            return Feedback(Verdict.WRONG, current.wrong_text(action) or GENERIC_WRONG)
        self._state = after
        events = list(after.events)
        self._events += events
        events += self._reply(current.reply, "the reply")
        where = self._where(self._index + 1)
        more = self._index + 1 < self.step_count
        if more and not self._truth.finished and self._truth.to_move != self.learner_seat:
            raise LessonBug(f"{where}: after the reply it is not the learner's turn")
        check_play(current.claims, events, self._truth, self.seats, where)
        self._index += 1
        self._enter_step()
        return Feedback(Verdict.OK, current.then)

    # Inside ------------------------------------------------------------

    @property
    def _truth(self) -> GameState:
        assert self._state is not None, "a scoring lesson has no game"
        return self._state

    def _where(self, number: int) -> str:
        part = "the start" if number == 0 else f"step {number}"
        return f"lesson {self.lesson.number:02d}-{self.lesson.id}, {part}"

    def _board_now(self) -> PerPlayer:
        board = self.board
        assert board is not None
        return board

    def _answer(self, current: Step, action: Action | Answer) -> Feedback:
        if action not in ANSWERS:
            raise TypeError(f"this step wants one of {ANSWERS}, not {action!r}")
        board = self._board_now()
        if action != engine_answer(current, score(board), self.seats):
            return Feedback(Verdict.WRONG, current.wrong)
        self._answered = board
        self._index += 1
        self._enter_step()
        return Feedback(Verdict.OK, current.then)

    def _enter_step(self) -> None:
        """Check what the new step takes for granted: its answer, or that its moves are legal."""
        current = self.step
        if current is None:
            return
        where = self._where(self._index + 1)
        if current.is_question:
            check_scoring(current, score(self._board_now()), self.seats, where)
            return
        state = self._truth
        if state.finished or state.to_move != self.learner_seat:
            raise LessonBug(f"{where}: it is not the learner's turn")
        if isinstance(current.expect, list):
            legal = legal_actions(state)
            illegal = [str(action) for action in current.expect if action not in legal]
            if illegal:
                raise LessonBug(f"{where}: the expected {', '.join(illegal)} is not legal")

    def _reply(self, reply: list[Action] | str, what: str) -> list[Event]:
        """Play the opponent's scripted (or "auto") actions; return their events."""
        before = len(self._events)
        if reply == "auto":
            state = self._truth
            while not state.finished and state.to_move == self.opponent_seat:
                action = self._policy.choose(view(state, self.opponent_seat), self._rng)
                state = step(state, action)
                self._events += state.events
            self._state = state
        else:
            assert not isinstance(reply, str)
            self._state = self._script(self._truth, reply, what, narrate=True)
        return self._events[before:]

    def _script(
        self, state: GameState, actions: list[Action], what: str, *, narrate: bool
    ) -> GameState:
        for number, action in enumerate(actions, start=1):
            try:
                state = step(state, action)
            except IllegalAction as error:
                where = self._where(self._index + 1 if narrate else 0)
                raise LessonBug(f"{where}: move {number} of {what} ({action}): {error}") from None
            if narrate:
                self._events += state.events
        return state


def _boards(lesson: Lesson) -> list[PerPlayer]:
    """The board of each question step (a step without one keeps the one before)."""
    boards: list[PerPlayer] = []
    current: Board | None = None
    for each in lesson.steps:
        current = each.board or current
        if current is not None:
            learner, opponent = tuple(current.learner), tuple(current.opponent)
            boards.append((learner, opponent) if lesson.learner_seat == 0 else (opponent, learner))
    return boards
