"""Asking and answering, a line at a time.

``Asking`` holds the question on the screen (a ``Question`` or a ``Wait``) and does what a
line does to it: a command is done (``on_command``) and the question said again, unless
the command changed what is asked; a line that answers it calls back with the answer;
one that does not is told why and the question said again. ``Conversation`` asks and
reads lines until an answer comes (a game at this screen); a game over the network
feeds ``Asking`` the lines as they come, between the host's messages
(``claim2.plain.live``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from claim2.plain.lines import Listener, Speaker
from claim2.plain.questions import (
    CHANGED,
    Changed,
    Choosing,
    NotAChoice,
    OnCommand,
    Wait,
    read_command,
)
from claim2.present.brief.cards import instead
from claim2.present.phrase import Phrase

T = TypeVar("T")


class Asking:
    """The question waiting for a line (at most one), said on ``speaker``. ``scripted``: the
    lines come from a script (a pipe, a file), which is never asked again what it could not
    answer: after the reason, the question's first choice is taken, and said."""

    def __init__(self, speaker: Speaker, *, scripted: bool = False) -> None:
        self.speaker = speaker
        self.scripted = scripted
        self._question: Choosing[Any] | Wait | None = None
        self._answered: Callable[[Any], None] = _nothing
        self._changed: Callable[[], None] = _unchanged
        self._on_command: OnCommand | None = None

    @property
    def waiting(self) -> bool:
        """Whether a question waits for its answer."""
        return self._question is not None

    def ask(
        self,
        question: Choosing[T] | Wait,
        answered: Callable[[T | None], None],
        on_command: OnCommand | None = None,
        changed: Callable[[], None] | None = None,
    ) -> None:
        """Say ``question``; its answer goes to ``answered`` (None: a ``Wait`` went on), or
        ``changed()`` when a command changed what is asked. It takes the place of a question
        still waiting."""
        self._question, self._answered, self._on_command = question, answered, on_command
        self._changed = changed or _unchanged
        self.say_question()

    def say_question(self) -> None:
        question = self._question
        if isinstance(question, Wait):
            self.speaker.say(question.prompt)
        elif question is not None:
            self.speaker.say(question.line())

    def drop(self) -> None:
        """The question is no longer asked (the game moved on)."""
        self._question = None

    def feed(self, line: str) -> None:
        """What ``line`` does to the question waiting (nothing when none waits)."""
        question, on_command = self._question, self._on_command
        if question is None:
            return
        found = read_command(line) if on_command is not None else None
        if found is not None and on_command is not None:
            current = on_command(*found)
            if self._question is not question:
                return  # the command asked something else meanwhile
            if current:
                self.say_question()
            else:
                self._question = None
                self._changed()
            return
        if isinstance(question, Wait):
            self._question = None
            self._answered(None)
            return
        answer = question.answer(line)
        if isinstance(answer, NotAChoice):
            self.speaker.say(answer.why)
            if not self.scripted or answer.first is None:
                self.say_question()
                return
            label, answer = answer.first
            self.speaker.say(instead(label))
        self._question = None
        self._answered(answer)


def _nothing(answer: object) -> None:
    """No answer is waited for."""


def _unchanged() -> None:
    """Nothing waits to hear that the question changed."""


class Conversation:
    """Lines said on ``speaker``, answers read from ``listener``."""

    def __init__(self, speaker: Speaker, listener: Listener) -> None:
        self.speaker = speaker
        self.listener = listener

    def say(self, line: Phrase | str | None) -> None:
        self.speaker.say(line)

    def ask(self, question: Choosing[T], on_command: OnCommand | None = None) -> T | Changed:
        """The option chosen, or ``CHANGED`` when a command changed what is asked (raises
        ``EndOfInput`` at the end of the input)."""
        answers: list[T | Changed] = []
        self._until_answered(question, answers.append, on_command)
        return answers[0]

    def wait(self, waiting: Wait, on_command: OnCommand | None = None) -> Changed | None:
        """Any line that is not a command goes on (None)."""
        answers: list[Changed | None] = []
        self._until_answered(waiting, answers.append, on_command)
        return answers[0]

    def _until_answered(
        self,
        question: Choosing[T] | Wait,
        answered: Callable[[Any], None],
        on_command: OnCommand | None,
    ) -> None:
        """Ask until ``answered`` is called with the answer, or with ``CHANGED``."""
        asking = Asking(self.speaker)
        asking.ask(question, answered, on_command, lambda: answered(CHANGED))
        while asking.waiting:
            asking.feed(self.listener.line())

    def text(self, prompt: Phrase | str) -> str:
        """A line of text (a name), as typed."""
        self.say(prompt)
        return self.listener.line()
