"""Numbered questions (the start's, the end's: never cards) and the two streams: what a
line chooses (a number, a choice's own word, an empty line for the default), what it is
told when it chooses nothing, a command in English or in the player's language; lines said
are plain and printable, lines read are cut to size, and the end of the input is noticed.
Cards are chosen by name (``test_choosing.py``)."""

from __future__ import annotations

import io

import pytest

from claim2.plain.lines import (
    DROP_CHUNK,
    ENDLESS,
    LINE_LIMIT,
    EndOfInput,
    Listener,
    Speaker,
    codes_in_words,
)
from claim2.plain.questions import Command, NotAChoice, Option, Question, read_command
from claim2.present.phrase import plain, said
from claim2.text.i18n import set_language

CHOICES = ("Quit", "Play again", "New game")


def question(default: int | None = None) -> Question[str]:
    return Question(
        "What now",
        tuple(Option(label, label, (label[:2],)) for label in CHOICES),
        default=default,
        refused={"review": said("Not in plain lines.")},
    )


def test_the_choices_are_numbered_in_one_line() -> None:
    assert plain(question().line()) == "What now: 1 Quit, 2 Play again, 3 New game."
    assert plain(question(default=1).line()) == (
        "What now: 1 Quit, 2 Play again, 3 New game. An empty line chooses 2."
    )


@pytest.mark.parametrize(
    ("line", "chosen"),
    [("1", "Quit"), (" 3 ", "New game"), ("Pl", "Play again"), ("pl", "Play again")],
)
def test_a_number_or_a_word_of_the_choice_chooses(line: str, chosen: str) -> None:
    assert question().answer(line) == chosen


@pytest.mark.parametrize("line", ["", "0", "4", "-1", "1.0", "99999999999999", "Gi", "x"])
def test_anything_else_is_told_the_numbers(line: str) -> None:
    answer = question().answer(line)
    assert isinstance(answer, NotAChoice)
    assert plain(answer.why) == "Please answer with a number from 1 to 3."
    assert answer.first == ("Quit", "Quit")  # what a script's answer takes instead


def test_the_default_and_a_refusal() -> None:
    assert question(default=2).answer("") == "New game"
    refused = question(default=1).answer("REVIEW")
    assert isinstance(refused, NotAChoice)
    assert plain(refused.why) == "Not in plain lines."
    assert refused.first == ("Play again", "Play again")


def test_commands_in_english_and_in_dutch() -> None:
    assert read_command("rules  Seers ") == (Command.RULES, "Seers")
    assert read_command("HAND") == (Command.HAND, "")
    assert read_command("handful") is None
    assert read_command("1") is None
    set_language("nl")
    assert read_command("regels zieners") == (Command.RULES, "zieners")
    assert read_command("rules") == (Command.RULES, "")


def test_lines_said_are_printable_and_one_space_apart() -> None:
    out = io.StringIO()
    speaker = Speaker(out, rows=3)
    speaker.say("Prize: Tr7   ·   draw\x1b[2J pile")
    speaker.say(said("{a}\n{b}", a="one", b="two"))
    speaker.clear_screen()
    assert out.getvalue() == "Prize: Tr7; draw\\x1b[2J pile\none\ntwo\n\n\n\n"


def test_lines_read_are_cut_and_the_end_is_noticed() -> None:
    long = "x" * (LINE_LIMIT * 3)
    listener = Listener(io.StringIO(f"  1 \n{long}\n2"))
    assert listener.line() == "1"
    assert listener.line() == "x" * LINE_LIMIT
    assert listener.line() == "2"
    with pytest.raises(EndOfInput):
        listener.line()


class Endless(io.StringIO):
    """An input that never ends and sends no line break (``cat /dev/zero |``), made as it
    is read; ``given``: the characters it has handed out."""

    def __init__(self, char: str = "\0") -> None:
        super().__init__()
        self.char = char
        self.given = 0

    def readline(self, size: int | None = -1) -> str:  # type: ignore[override]
        assert size is not None and size > 0, "an endless line read whole"
        self.given += size
        return self.char * size


def test_a_line_that_never_ends_is_answered_at_its_cap_then_ends_the_input() -> None:
    source = Endless("y")
    listener = Listener(source)
    assert listener.line() == "y" * LINE_LIMIT  # answered once the cap is read
    assert source.given == LINE_LIMIT + 1  # nothing more read for it
    with pytest.raises(EndOfInput):  # its rest dropped as it comes, up to a bound
        listener.line()
    assert source.given <= LINE_LIMIT + 1 + ENDLESS + DROP_CHUNK
    given = source.given
    with pytest.raises(EndOfInput):  # and the input stays ended
        listener.line()
    assert source.given == given


def test_the_rest_of_a_long_line_is_dropped_before_the_next_and_the_end_still_ends() -> None:
    listener = Listener(io.StringIO("x" * 50_000 + "\ngn5\n" + "z" * 900))
    assert listener.line() == "x" * LINE_LIMIT
    assert listener.line() == "gn5"
    assert listener.line() == "z" * LINE_LIMIT
    with pytest.raises(EndOfInput):  # the input ends inside the rest it drops
        listener.line()


def test_codes_in_a_sentence_in_words() -> None:
    assert codes_in_words("Tr7 beats Tr0 (Xx9, Tr10).") == "Troll 7 beats Troll 0 (Xx9, Tr10)."
