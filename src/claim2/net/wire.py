"""The plain values of the network protocol as JSON, checked strictly: whole numbers in a
range, true or false, lists and objects of a known shape, texts without control characters,
cards (their codes) and piles. ``claim2.net.codec`` builds the game's objects from these.
Anything else raises ``WireError``, so what comes from a socket is never trusted."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

from claim2.engine import Card, CardCodeError
from claim2.text.names import name_problem

Json = Any  # a JSON value as json.loads gives it

MAX_PILE = 52
MAX_EVENTS = 64  # one step's events, or one trick's (a trick makes fewer than 20)
MAX_NAME = 64  # characters in a player's name (names are at most 32 cells wide)


class WireError(ValueError):
    """A value that is not what the protocol allows (the message says what, in English)."""


def wire_error(what: str) -> WireError:
    return WireError(what)


# Plain values ----------------------------------------------------------------------------


def read_int(value: Json, low: int, high: int, what: str) -> int:
    if type(value) is not int or not low <= value <= high:
        raise wire_error(f"{what} must be a whole number from {low} to {high}")
    return value


def read_bool(value: Json, what: str) -> bool:
    if type(value) is not bool:
        raise wire_error(f"{what} must be true or false")
    return value


def seat(value: Json, what: str = "a seat") -> int:
    return read_int(value, 0, 1, what)


def optional(value: Json, read: Callable[[Json], Any]) -> Any:
    return None if value is None else read(value)


def read_list(value: Json, limit: int, what: str) -> list[Json]:
    if type(value) is not list or len(value) > limit:
        raise wire_error(f"{what} must be a list of at most {limit} items")
    return value


def read_object(value: Json, keys: set[str], what: str) -> dict[str, Json]:
    if type(value) is not dict or set(value) != keys:
        raise wire_error(f"{what} must be an object with the fields {', '.join(sorted(keys))}")
    return cast(dict[str, Json], value)


def text(value: Json, limit: int, what: str) -> str:
    """A string of at most ``limit`` characters, without control characters."""
    if type(value) is not str or len(value) > limit:
        raise wire_error(f"{what} must be a string of at most {limit} characters")
    if any(ord(char) < 32 or 127 <= ord(char) < 160 for char in value):
        raise wire_error(f"{what} must not hold control characters")
    return value


def read_name(value: Json) -> str:
    """A player's name, by the one rule for names (``claim2.text.names``): what the app and
    the records refuse is refused here too."""
    if type(value) is not str or len(value) > MAX_NAME or name_problem(value) is not None:
        raise wire_error("a name must be a player's name (claim2.text.names)")
    return value


# Cards -------------------------------------------------------------------------


def card(value: Card) -> str:
    return value.code


def read_card(value: Json) -> Card:
    if type(value) is not str or len(value) > 4:
        raise wire_error("a card must be a card code such as 'Dr7'")
    try:
        return Card.parse(value)
    except CardCodeError:
        raise wire_error("a card must be a card code such as 'Dr7'") from None


def cards(values: tuple[Card, ...]) -> list[str]:
    return [value.code for value in values]


def read_cards(value: Json, limit: int = MAX_PILE) -> tuple[Card, ...]:
    return tuple(read_card(item) for item in read_list(value, limit, "a pile"))


def pair(value: tuple[tuple[Card, ...], tuple[Card, ...]]) -> list[list[str]]:
    return [cards(value[0]), cards(value[1])]


def read_pair(value: Json) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    items = read_list(value, 2, "a pair of piles")
    if len(items) != 2:
        raise wire_error("a pair of piles must have two piles")
    return (read_cards(items[0]), read_cards(items[1]))


def counts(value: tuple[int, int]) -> list[int]:
    return [value[0], value[1]]


def read_counts(value: Json, high: int) -> tuple[int, int]:
    items = read_list(value, 2, "a pair of counts")
    if len(items) != 2:
        raise wire_error("a pair of counts must have two numbers")
    return (read_int(items[0], 0, high, "a count"), read_int(items[1], 0, high, "a count"))
