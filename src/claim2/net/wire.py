"""The plain values of the network protocol as pydantic types, checked strictly: whole
numbers in a range (never a bool or a float), true or false, lists of at most so many
items, objects with exactly their fields, texts without control characters, names by the
one rule for names, cards (their codes) and piles. ``claim2.net.codec`` builds the game's
objects from them. Anything else raises ``WireError``, so what comes from a socket is
never trusted."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Annotated, Any, TypeVar

from pydantic import (
    AfterValidator,
    ConfigDict,
    Field,
    PlainSerializer,
    PlainValidator,
    Strict,
    TypeAdapter,
    ValidationError,
    with_config,
)
from typing_extensions import TypedDict

from claim2.engine import Card
from claim2.storage.reading import too_deep
from claim2.text.names import check_name
from claim2.text.quoting import printable  # a library's message may quote what was sent

Json = Any  # a JSON value as json.loads gives it
T = TypeVar("T")

MAX_PILE = 52
MAX_EVENTS = 64  # one step's events, or one trick's (a trick makes fewer than 20)
MAX_NAME = 64  # characters in a player's name (names are at most 32 cells wide)
MAX_PROBLEM = 150  # characters in a WireError's text (an error message holds at most 200)
MAX_DEPTH = 32  # lists and objects within one another in a message read by ``read_json``

#: Exact types (no coercion) and no unknown fields, for every object read from the wire.
STRICT = ConfigDict(strict=True, extra="forbid")
#: A JSON list read as a tuple, a string as its enum's member (their items stay strict).
LISTED = Strict(False)


class WireError(ValueError):
    """A value that is not what the protocol allows (the message says what, in English)."""


Seat = Annotated[int, Field(ge=0, le=1)]
Phase = Annotated[int, Field(ge=1, le=2)]
TrickNumber = Annotated[int, Field(ge=1, le=13)]
Count = Annotated[int, Field(ge=0, le=26)]  # cards in a hand or a follower pile

#: A card by its code ('Dr7'): anything else, whatever its type, is a CardCodeError.
CardCode = Annotated[Card, PlainValidator(Card.parse), PlainSerializer(lambda card: card.code)]
Pile = Annotated[tuple[CardCode, ...], LISTED, Field(max_length=MAX_PILE)]
Pair = Annotated[tuple[Pile, Pile], LISTED]  # one pile for each seat
Counts = Annotated[tuple[Count, Count], LISTED]
#: A player's name by the one rule for names (``claim2.text.names``), as the app's own.
Name = Annotated[str, Field(max_length=MAX_NAME), AfterValidator(check_name)]
Text = Annotated[str, Field(max_length=200, pattern=r"^[^\x00-\x1f\x7f-\x9f]*$")]

_typed_dict: Any = TypedDict  # its functional form, with fields known only at run time


def wire_object(
    name: str, fields: dict[str, Any], make: Callable[[dict[str, Any]], Any] | None = None
) -> Any:
    """The type of a JSON object with exactly ``fields`` (name: type): a dict of the fields
    read, or ``make(that dict)``."""
    shape = with_config(STRICT)(_typed_dict(name, fields))
    return shape if make is None else Annotated[shape, AfterValidator(make)]


def problem(error: ValidationError) -> str:
    """What is wrong, in one short line: where the first problem is, and what it is."""
    first = error.errors(include_url=False, include_context=False, include_input=False)[0]
    if first["type"] == "json_invalid":
        return "not JSON"
    where = ".".join(str(part) for part in first["loc"]) or "the value"
    return printable(f"{where}: {first['msg']}")[:MAX_PROBLEM]


def _no_constant(name: str) -> Json:
    raise WireError(f"{name} is not JSON")


def read_json(data: str | bytes, limit: int, depth: int = MAX_DEPTH) -> Json:
    """The JSON value a socket sent: text of at most ``limit`` bytes, standard JSON only
    (no NaN or Infinity, no number of thousands of digits), nested at most ``depth`` deep.
    Anything else raises ``WireError`` saying what, never another exception: what came
    from a socket is dropped with a word, whatever it holds."""
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError:
            raise WireError("not text") from None
    size = len(data.encode("utf-8", errors="replace"))
    if size > limit:
        raise WireError(f"{size} bytes; at most {limit} are allowed")
    try:
        value = json.loads(data, parse_constant=_no_constant)
    except WireError:
        raise
    except RecursionError:
        raise WireError("nested too deeply") from None
    except ValueError:  # not JSON, or a number of more than 4300 digits
        raise WireError("not JSON") from None
    if too_deep(value, depth):
        raise WireError("nested too deeply")
    return value


def one_line(error: BaseException) -> str:
    """What ``error`` says, in one short line."""
    lines = str(error).splitlines()
    return printable(lines[0] if lines else type(error).__name__)[:MAX_PROBLEM]


def checked(adapter: TypeAdapter[T], value: Json) -> T:
    """``value`` read by ``adapter`` (raises WireError)."""
    try:
        return adapter.validate_python(value)
    except ValidationError as error:
        raise WireError(problem(error)) from None


_NAME = TypeAdapter[str](Name, config=STRICT)
_TEXT = TypeAdapter[str](Text, config=STRICT)


def read_name(value: str) -> str:
    """A player's name, by the one rule for names: what the app and the records refuse is
    refused here too."""
    return checked(_NAME, value)


def text(value: str) -> str:
    """A line of text of at most 200 characters, without control characters."""
    return checked(_TEXT, value)
