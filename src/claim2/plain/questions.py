"""Numbered questions, answered by a line: at every decision the choices are said in one
line, numbered from 1 ("Play a card: 1 Gnome 3, 2 Giant 5."); a number picks one, so does
one of a choice's own words (a card's code, ``Gi5``, or its name, "Giant 5"), and an empty
line takes the default where the question names one. A question that only waits (a
trick's result, a hand-off) goes on at any line. A command (``commands``) is done at any
question, which is then asked again.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Generic, Protocol, TypeVar

from claim2.present.phrase import Joined, Phrase, plain, said
from claim2.text.i18n import N_, _

T = TypeVar("T")
T_co = TypeVar("T_co", covariant=True)


class Command(Enum):
    """What can be asked at any question (its English word; ``COMMAND_WORDS`` translates)."""

    HAND = "hand"
    TABLE = "table"
    SCORE = "score"
    PILES = "piles"
    VOTES = "votes"
    WHY = "why"
    LOG = "log"
    RULES = "rules"
    HINT = "hint"
    UNDO = "undo"
    REPEAT = "repeat"
    WHERE = "where"
    HELP = "help"
    QUIT = "quit"


#: Each command's word in the player's language (the English word works in every language).
COMMAND_WORDS: dict[Command, str] = {
    # Translators: a command typed in the plain-line mode: one word, lower case.
    Command.HAND: N_("hand"),
    # Translators: a command typed in the plain-line mode: one word, lower case.
    Command.TABLE: N_("table"),
    # Translators: a command typed in the plain-line mode: one word, lower case.
    Command.SCORE: N_("score"),
    # Translators: a command typed in the plain-line mode: one word, lower case.
    Command.PILES: N_("piles"),
    # Translators: a command typed in the plain-line mode: one word, lower case.
    Command.VOTES: N_("votes"),
    # Translators: a command typed in the plain-line mode: one word, lower case.
    Command.WHY: N_("why"),
    # Translators: a command typed in the plain-line mode: one word, lower case.
    Command.LOG: N_("log"),
    # Translators: a command typed in the plain-line mode: one word, lower case.
    Command.RULES: N_("rules"),
    # Translators: a command typed in the plain-line mode: one word, lower case.
    Command.HINT: N_("hint"),
    # Translators: a command typed in the plain-line mode: one word, lower case.
    Command.UNDO: N_("undo"),
    # Translators: a command typed in the plain-line mode: one word, lower case.
    Command.REPEAT: N_("repeat"),
    # Translators: a command typed in the plain-line mode: one word, lower case.
    Command.WHERE: N_("where"),
    # Translators: a command typed in the plain-line mode: one word, lower case.
    Command.HELP: N_("help"),
    # Translators: a command typed in the plain-line mode: one word, lower case.
    Command.QUIT: N_("quit"),
}


def command_word(command: Command) -> str:
    return _(COMMAND_WORDS[command])


def read_command(line: str) -> tuple[Command, str] | None:
    """The command a line asks for and what follows its word (``rules seers``), or None."""
    word, _space, rest = line.strip().partition(" ")
    word = word.casefold()
    for command in Command:
        if word in (command.value, command_word(command).casefold()):
            return command, rest.strip()
    return None


@dataclass(frozen=True, slots=True)
class Option(Generic[T]):
    """A choice: what it is called, what it chooses, and other words that choose it (a
    card's code and its name, compared without regard to case)."""

    label: Phrase | str
    value: T
    words: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Question(Generic[T]):
    """``prompt`` and its numbered ``options``; ``default``: the option (its index) an
    empty line takes; ``refused``: words that name something not on offer, and why
    (a card of the hand that may not be played now)."""

    prompt: Phrase | str
    options: tuple[Option[T], ...]
    default: int | None = None
    refused: Mapping[str, Phrase | str] = field(default_factory=dict)

    def line(self) -> Phrase:
        """The question in one line, its choices numbered from 1."""
        choices = Joined(
            tuple(
                said(_("{number} {choice}"), number=number, choice=_choice(option.label))
                for number, option in enumerate(self.options, start=1)
            ),
            ", ",
        )
        if self.default is None:
            return said(_("{prompt}: {choices}."), prompt=_label(self.prompt), choices=choices)
        return said(
            _("{prompt}: {choices}. An empty line chooses {number}."),
            prompt=_label(self.prompt),
            choices=choices,
            number=self.default + 1,
        )

    @property
    def first(self) -> tuple[Phrase | str, T]:
        """What a script's answer that chooses nothing takes instead: the default, else the
        first choice."""
        option = self.options[self.default or 0]
        return option.label, option.value

    def answer(self, line: str) -> T | NotAChoice:
        """The option ``line`` chooses, or what to say when it chooses none."""
        text = line.strip()
        if not text and self.default is not None:
            return self.options[self.default].value
        if text.isdigit() and len(text) <= 6:
            number = int(text)
            if 1 <= number <= len(self.options):
                return self.options[number - 1].value
        folded = " ".join(text.casefold().split())
        for option in self.options:
            if folded in (word.casefold() for word in option.words):
                return option.value
        for word, why in self.refused.items():
            if folded == word.casefold():
                return NotAChoice(_label(why), self.first)
        if len(self.options) == 1:
            return NotAChoice(said(_("Please answer 1: it is the only choice.")), self.first)
        return NotAChoice(
            said(_("Please answer with a number from 1 to {count}."), count=len(self.options)),
            self.first,
        )


@dataclass(frozen=True, slots=True)
class NotAChoice:
    """A line that chooses none of a question's options, what to say about it, and what a
    script's answer takes instead (``first``: its words and its value)."""

    why: Phrase
    first: tuple[Phrase | str, Any] | None = None


class Choosing(Protocol[T_co]):
    """A question answered by a line: said in one line, answered by a choice or not."""

    def line(self) -> Phrase | str: ...

    def answer(self, line: str) -> T_co | NotAChoice: ...


def _choice(label: Phrase | str) -> str:
    """A choice's words in a list of choices: a sentence's last full stop left out (the
    list puts commas between them, and one full stop after the last)."""
    return plain(label).removesuffix(".")


def _label(label: Phrase | str) -> Phrase:
    return label if isinstance(label, Phrase) else Phrase("{text}", {"text": label})


@dataclass(frozen=True, slots=True)
class Wait:
    """A question that only waits (a trick's result, a hand-off): ``prompt`` says what a
    line does; any line that is not a command goes on."""

    prompt: Phrase | str


@dataclass(frozen=True, slots=True)
class Typed:
    """A question answered by any line, as typed (a name): ``prompt`` says what to type."""

    prompt: Phrase | str

    def line(self) -> Phrase | str:
        return self.prompt

    def answer(self, line: str) -> str:
        return " ".join(line.split())


class Changed(Enum):
    """What ``Conversation.ask`` returns when a command changed the scene (a card taken
    back): the question is no longer current."""

    CHANGED = "changed"


CHANGED = Changed.CHANGED

#: Does a command at a question; True: the question is still current (asked again).
OnCommand = Callable[[Command, str], bool]
