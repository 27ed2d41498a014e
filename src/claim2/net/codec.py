"""The game's objects as JSON values, and back, checked strictly.

Cards are their codes (``Dr7``), actions their record codes (``Dr7``, ``seer:top``);
events, views and scenes are objects with their field names. Decoding reads each of them
with one pydantic type (built from ``claim2.net.wire``'s: exact types, ranges, card codes,
lengths, no unknown fields) into the game's own objects, and raises ``WireError`` for
anything else, so what comes from a socket is never trusted.

The encoding is canonical: encoding what was decoded gives the same JSON back, so a
message holds nothing but the objects it stands for (the tests check that every
scene sent to a seat is exactly that seat's scene).
"""

from __future__ import annotations

import functools
import operator
from dataclasses import fields
from enum import Enum
from typing import Annotated, Any, Literal, get_args

from pydantic import AfterValidator, Field, PlainValidator, TypeAdapter

from claim2.engine import Action, Card, LeadReason, PlayerView, SeerChoice, parse_action
from claim2.engine.events import CardDrawn, Event, SeerPeeked, TrickWon
from claim2.engine.state import SeerPeek
from claim2.game.public import PublicView
from claim2.game.steps import NextScreen, ScreenKind, TrickResult
from claim2.net.wire import (
    LISTED,
    MAX_EVENTS,
    STRICT,
    CardCode,
    Count,
    Counts,
    Json,
    Name,
    Pair,
    Phase,
    Pile,
    Seat,
    TrickNumber,
    checked,
    wire_object,
)
from claim2.sitting.scene import Mode, Scene, TakeBackOffer

ActionCode = Annotated[Action, PlainValidator(parse_action)]  # a card code, seer:prize/top
_ACTION = TypeAdapter[Action](ActionCode, config=STRICT)


def read_action(value: Json) -> Action:
    return checked(_ACTION, value)


# Events --------------------------------------------------------------------------------------

_EVENT_TYPES: tuple[type[Any], ...] = get_args(Event)
_EVENT_FIELDS: dict[str, Any] = {  # each field of an event, by its name
    **dict.fromkeys(("player", "leader", "winner", "next_leader", "victim"), Seat),
    "phase": Phase,
    "trick": TrickNumber,
    **dict.fromkeys(("card", "giant", "gnome"), CardCode),
    "cards": Pile,
    "lead_reason": Annotated[LeadReason, LISTED],
    "choice": Annotated[SeerChoice, LISTED],
}
_OWN_FIELDS: dict[tuple[type[Any], str], Any] = {
    (SeerPeeked, "card"): CardCode | None,  # None: the other seat's card (R17)
    (CardDrawn, "card"): CardCode | None,
    (TrickWon, "cards"): Annotated[tuple[CardCode, CardCode], LISTED],
}


def _event_type(kind: type[Any]) -> Any:
    """An event of ``kind`` on the wire: its ``type`` (the engine's name) and its fields."""
    names: tuple[str, ...] = kind._fields
    own = {name: _OWN_FIELDS.get((kind, name), _EVENT_FIELDS[name]) for name in names}
    return wire_object(
        kind.__name__,
        {"type": Literal[kind.__name__], **own},
        lambda data: kind(*[data[name] for name in names]),
    )


_TRICK = _event_type(TrickWon)
_EVENT: Any = Annotated[
    functools.reduce(operator.or_, map(_event_type, _EVENT_TYPES)), Field(discriminator="type")
]
_EVENTS: Any = Annotated[tuple[_EVENT, ...], LISTED, Field(max_length=MAX_EVENTS)]


def _plain(value: Any) -> Json:
    """A card as its code, a reason or a choice as its value, a tuple (a pile, a pair of
    piles or of counts) as a list; a number, true or false or None as it is."""
    kind = type(value)
    if kind is Card:
        return value.code
    if kind is tuple:
        return [item.code if type(item) is Card else _plain(item) for item in value]
    return value.value if isinstance(value, Enum) else value


def event(value: Event) -> dict[str, Json]:
    encoded: dict[str, Json] = {"type": type(value).__name__}
    for name, item in zip(value._fields, value, strict=True):
        encoded[name] = _plain(item)
    return encoded


def events(values: tuple[Event, ...]) -> list[dict[str, Json]]:
    return [event(value) for value in values]


@functools.cache
def _events_of_at_most(limit: int) -> TypeAdapter[tuple[Event, ...]]:
    return TypeAdapter[tuple[Event, ...]](
        Annotated[tuple[_EVENT, ...], LISTED, Field(max_length=limit)]
    )


def read_events(value: Json, limit: int = MAX_EVENTS) -> tuple[Event, ...]:
    return checked(_events_of_at_most(limit), value)


# Views ------------------------------------------------------------------------------------

_PEEK = Annotated[  # a Seer peek: [player, trick, card, choice]
    tuple[Seat, TrickNumber, CardCode, Annotated[SeerChoice, LISTED]],
    LISTED,
    AfterValidator(lambda items: SeerPeek(*items)),
]
_VIEW_FIELDS: dict[str, Any] = {  # each field of a view, by its name (any other is a pile)
    "phase": Phase,
    "trick": TrickNumber,
    **dict.fromkeys(("leader", "to_move", "seat"), Seat),
    "finished": bool,
    **dict.fromkeys(("hand_sizes", "follower_counts"), Counts),
    "draw_pile_size": Count,
    **dict.fromkeys(("prize", "seer_peek"), CardCode | None),
    **dict.fromkeys(("prizes", "score_piles", "gnomes_in_front"), Pair),
    "seer_pending": Seat | None,
    "last_trick": _TRICK | None,
    "events": _EVENTS,
    "legal_actions": Annotated[tuple[ActionCode, ...], LISTED, Field(max_length=28)],
    "my_peeks": Annotated[tuple[_PEEK, ...], LISTED, Field(max_length=13)],
}


def _view_type(view: type[Any]) -> Any:
    names = [field.name for field in fields(view)]
    shape = {name: _VIEW_FIELDS.get(name, Pile) for name in names}
    return wire_object(view.__name__, shape, lambda data: view(**data))


_PUBLIC_FIELDS = tuple(field.name for field in fields(PublicView))
_PLAYER_FIELDS = tuple(field.name for field in fields(PlayerView))
_PUBLIC_VIEW = _view_type(PublicView)
_PLAYER_VIEW = _view_type(PlayerView)


def _view_value(name: str, value: Any) -> Json:
    if name == "last_trick":
        return None if value is None else event(value)
    if name == "events":
        return events(value)
    if name == "legal_actions":
        return [item.code for item in value]
    if name == "my_peeks":
        return [[peek.player, peek.trick, peek.card.code, peek.choice.value] for peek in value]
    return _plain(value)


def public_view(value: PublicView) -> dict[str, Json]:
    return {name: _view_value(name, getattr(value, name)) for name in _PUBLIC_FIELDS}


def player_view(value: PlayerView) -> dict[str, Json]:
    return {name: _view_value(name, getattr(value, name)) for name in _PLAYER_FIELDS}


# Scenes ------------------------------------------------------------------------------------


def _not_a_handoff(kind: ScreenKind) -> ScreenKind:
    if kind is ScreenKind.HANDOFF:
        raise ValueError("a hand-off is no scene of the network")
    return kind


_STAMP_FIELDS: dict[str, Any] = {
    "kind": Annotated[ScreenKind, LISTED, AfterValidator(_not_a_handoff)],
    "seat": Seat | None,
    "move": Annotated[int, Field(ge=0, le=200)],
    "taken_back": Annotated[int, Field(ge=0, le=10_000)],
}
_STAMP = TypeAdapter[NextScreen](
    wire_object("stamp", _STAMP_FIELDS, lambda data: NextScreen(**data))
)
_RESULT = wire_object(
    "result", {"trick": _TRICK, "events": _EVENTS}, lambda data: TrickResult(**data)
)
_SCENE = TypeAdapter[dict[str, Any]](
    wire_object(
        "scene",
        {
            "shown": wire_object(
                "shown", {**_STAMP_FIELDS, "result": _RESULT | None}, lambda d: NextScreen(**d)
            ),
            "names": Annotated[tuple[Name, Name], LISTED],
            "public": _PUBLIC_VIEW,
            "seen": _PLAYER_VIEW | None,
            "take_back": wire_object(
                "take_back", {"seat": Seat, "card": CardCode}, lambda d: TakeBackOffer(**d)
            )
            | None,
            "in_match": bool,
            "match_goes_on": bool,
        },
    )
)


def stamp(value: NextScreen) -> dict[str, Json]:
    """A scene's stamp (an answer carries it back): its kind, seat, move, take-backs."""
    return {
        "kind": value.kind.value,
        "seat": value.seat,
        "move": value.move,
        "taken_back": value.taken_back,
    }


def read_stamp(value: Json) -> NextScreen:
    return checked(_STAMP, value)


def _shown(value: NextScreen) -> dict[str, Json]:
    encoded = stamp(value)
    result = value.result
    encoded["result"] = (
        None if result is None else {"trick": event(result.trick), "events": events(result.events)}
    )
    return encoded


def scene(value: Scene) -> dict[str, Json]:
    """A scene for the screen of ``value.viewer`` (or a public one), without its match line
    (which is worded on the screen that shows it, in its player's language)."""
    offer = value.take_back
    return {
        "shown": _shown(value.shown),
        "names": list(value.names),
        "public": public_view(value.public),
        "seen": None if value.seen is None else player_view(value.seen),
        "take_back": None
        if offer is None or offer.card is None
        else {"seat": offer.seat, "card": offer.card.code},
        "in_match": value.in_match,
        "match_goes_on": value.match_goes_on,
    }


def read_scene(value: Json, match_line: str | None = None) -> Scene:
    fields = checked(_SCENE, value)
    players = fields.pop("names")
    return Scene(mode=Mode.NETWORK, match_line=match_line, players=players, **fields)
