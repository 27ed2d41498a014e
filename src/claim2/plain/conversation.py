"""Asking and answering, a line at a time: a ``Question`` or a ``Wait`` is said, then
lines are read until one answers it. A command is done at any question (``on_command``),
which is then said again, unless the command changed what is asked (``CHANGED``)."""

from __future__ import annotations

from typing import TypeVar

from claim2.plain.lines import Listener, Speaker
from claim2.plain.questions import (
    CHANGED,
    Changed,
    NotAChoice,
    OnCommand,
    Question,
    Wait,
    read_command,
)
from claim2.present.phrase import Phrase

T = TypeVar("T")


class Conversation:
    """Lines said on ``speaker``, answers read from ``listener``."""

    def __init__(self, speaker: Speaker, listener: Listener) -> None:
        self.speaker = speaker
        self.listener = listener

    def say(self, line: Phrase | str | None) -> None:
        self.speaker.say(line)

    def ask(self, question: Question[T], on_command: OnCommand | None = None) -> T | Changed:
        """The option chosen (raises ``EndOfInput`` at the end of the input)."""
        self.say(question.line())
        while True:
            line = self.listener.line()
            done = _command(line, on_command)
            if done is not None:
                if not done:
                    return CHANGED
                self.say(question.line())
                continue
            answer = question.answer(line)
            if isinstance(answer, NotAChoice):
                self.say(answer.why)
                self.say(question.line())
                continue
            return answer

    def wait(self, waiting: Wait, on_command: OnCommand | None = None) -> Changed | None:
        """Any line that is not a command goes on (None)."""
        self.say(waiting.prompt)
        while True:
            line = self.listener.line()
            done = _command(line, on_command)
            if done is not None:
                if not done:
                    return CHANGED
                self.say(waiting.prompt)
                continue
            return None

    def text(self, prompt: Phrase | str) -> str:
        """A line of text (a name), as typed."""
        self.say(prompt)
        return self.listener.line()


def _command(line: str, on_command: OnCommand | None) -> bool | None:
    """None: ``line`` is no command; else the command was done, and whether the question
    is still current."""
    found = read_command(line) if on_command is not None else None
    if found is None or on_command is None:
        return None
    return on_command(*found)
