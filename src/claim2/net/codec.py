"""The game's objects as JSON values, and back, checked strictly.

Cards are their codes (``Dr7``), actions their record codes (``Dr7``, ``seer:top``);
events, views and scenes are objects with their field names. Decoding checks every
value (types, ranges, card codes) and raises ``WireError`` for anything else, so
what comes from a socket is never trusted.

The encoding is canonical: encoding what was decoded gives the same JSON back, so a
message holds nothing but the objects it stands for (the tests check that every
scene sent to a seat is exactly that seat's scene).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from typing import Any, cast

from claim2.engine import Action, Card, CardCodeError, LeadReason, PlayerView, SeerChoice
from claim2.engine.events import (
    CardDrawn,
    CardPlayed,
    CardsScored,
    Event,
    GameEnded,
    GnomesJoinedScore,
    GnomeSmashed,
    GnomesPlaced,
    PhaseTwoBegan,
    PrizeRevealed,
    PrizeTaken,
    SeerChose,
    SeerPeeked,
    TrickWon,
    TrollsSetAside,
    TrollTaken,
)
from claim2.engine.state import SeerPeek
from claim2.game.public import PublicView
from claim2.game.steps import NextScreen, ScreenKind, TrickResult
from claim2.sitting.scene import Mode, Scene, TakeBackOffer

Json = Any  # a JSON value as json.loads gives it

MAX_PILE = 52
MAX_EVENTS = 64  # one step's events, or one trick's (a trick makes fewer than 20)
MAX_NAME = 64  # characters in a player's name (names are at most 32 cells wide)


class WireError(ValueError):
    """A value that is not what the protocol allows (the message says what, in English)."""


def _fail(what: str) -> WireError:
    return WireError(what)


# Plain values ----------------------------------------------------------------------------


def _int(value: Json, low: int, high: int, what: str) -> int:
    if type(value) is not int or not low <= value <= high:
        raise _fail(f"{what} must be a whole number from {low} to {high}")
    return value


def _bool(value: Json, what: str) -> bool:
    if type(value) is not bool:
        raise _fail(f"{what} must be true or false")
    return value


def seat(value: Json, what: str = "a seat") -> int:
    return _int(value, 0, 1, what)


def _optional(value: Json, read: Callable[[Json], Any]) -> Any:
    return None if value is None else read(value)


def _list(value: Json, limit: int, what: str) -> list[Json]:
    if type(value) is not list or len(value) > limit:
        raise _fail(f"{what} must be a list of at most {limit} items")
    return value


def _object(value: Json, keys: set[str], what: str) -> dict[str, Json]:
    if type(value) is not dict or set(value) != keys:
        raise _fail(f"{what} must be an object with the fields {', '.join(sorted(keys))}")
    return cast(dict[str, Json], value)


def text(value: Json, limit: int, what: str) -> str:
    """A string of at most ``limit`` characters, without control characters."""
    if type(value) is not str or len(value) > limit:
        raise _fail(f"{what} must be a string of at most {limit} characters")
    if any(ord(char) < 32 or 127 <= ord(char) < 160 for char in value):
        raise _fail(f"{what} must not hold control characters")
    return value


# Cards and actions -------------------------------------------------------------------------


def card(value: Card) -> str:
    return value.code


def read_card(value: Json) -> Card:
    if type(value) is not str or len(value) > 4:
        raise _fail("a card must be a card code such as 'Dr7'")
    try:
        return Card.parse(value)
    except CardCodeError:
        raise _fail("a card must be a card code such as 'Dr7'") from None


def cards(values: tuple[Card, ...]) -> list[str]:
    return [value.code for value in values]


def read_cards(value: Json, limit: int = MAX_PILE) -> tuple[Card, ...]:
    return tuple(read_card(item) for item in _list(value, limit, "a pile"))


def _pair(value: tuple[tuple[Card, ...], tuple[Card, ...]]) -> list[list[str]]:
    return [cards(value[0]), cards(value[1])]


def _read_pair(value: Json) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    items = _list(value, 2, "a pair of piles")
    if len(items) != 2:
        raise _fail("a pair of piles must have two piles")
    return (read_cards(items[0]), read_cards(items[1]))


def _counts(value: tuple[int, int]) -> list[int]:
    return [value[0], value[1]]


def _read_counts(value: Json, high: int) -> tuple[int, int]:
    items = _list(value, 2, "a pair of counts")
    if len(items) != 2:
        raise _fail("a pair of counts must have two numbers")
    return (_int(items[0], 0, high, "a count"), _int(items[1], 0, high, "a count"))


def action(value: Action) -> str:
    return value.code


def read_action(value: Json) -> Action:
    if value in (SeerChoice.PRIZE.code, SeerChoice.TOP.code):
        return SeerChoice(str(value).partition(":")[2])
    return read_card(value)


# Events --------------------------------------------------------------------------------------

_EVENT_TYPES: dict[str, type[Any]] = {
    kind.__name__: kind
    for kind in (
        CardPlayed,
        TrickWon,
        PrizeRevealed,
        SeerPeeked,
        SeerChose,
        PrizeTaken,
        CardDrawn,
        PhaseTwoBegan,
        CardsScored,
        GnomesPlaced,
        GnomeSmashed,
        TrollTaken,
        TrollsSetAside,
        GnomesJoinedScore,
        GameEnded,
    )
}
_HIDDEN_CARD = (SeerPeeked, CardDrawn)  # their card is None for the other seat


def _encode_field(name: str, value: Any) -> Json:
    if isinstance(value, Card):
        return value.code
    if isinstance(value, LeadReason | SeerChoice):
        return value.value
    if isinstance(value, tuple):
        return cards(value)
    return value  # an int or None


def event(value: Event) -> dict[str, Json]:
    encoded: dict[str, Json] = {"type": type(value).__name__}
    for name, item in zip(value._fields, value, strict=True):
        encoded[name] = _encode_field(name, item)
    return encoded


def read_event(value: Json) -> Event:
    if type(value) is not dict or type(value.get("type")) is not str:
        raise _fail("an event must be an object with a type")
    kind = _EVENT_TYPES.get(value["type"])
    if kind is None:
        raise _fail("an event of an unknown type")
    names: tuple[str, ...] = kind._fields
    data = _object(value, {"type", *names}, f"a {value['type']} event")
    items = [_read_field(kind, name, data[name]) for name in names]
    return cast(Event, kind(*items))


def _read_field(kind: type[Any], name: str, value: Json) -> Any:
    if name in ("player", "leader", "winner", "next_leader", "victim"):
        return seat(value, name)
    if name == "phase":
        return _int(value, 1, 2, name)
    if name == "trick":
        return _int(value, 1, 13, name)
    if name == "card":
        if value is None and kind in _HIDDEN_CARD:
            return None
        return read_card(value)
    if name in ("giant", "gnome"):
        return read_card(value)
    if name == "cards":
        read = read_cards(value, MAX_PILE)
        if kind is TrickWon and len(read) != 2:
            raise _fail("a trick has two cards")
        return read
    if name == "lead_reason":
        try:
            return LeadReason(value)
        except ValueError:
            raise _fail("an unknown lead reason") from None
    if name == "choice":
        try:
            return SeerChoice(value)
        except ValueError:
            raise _fail("an unknown Seer choice") from None
    raise _fail(f"an unknown event field {name}")  # pragma: no cover


def events(values: tuple[Event, ...]) -> list[dict[str, Json]]:
    return [event(value) for value in values]


def read_events(value: Json, limit: int = MAX_EVENTS) -> tuple[Event, ...]:
    return tuple(read_event(item) for item in _list(value, limit, "the events"))


def _read_trick(value: Json) -> TrickWon:
    read = read_event(value)
    if not isinstance(read, TrickWon):
        raise _fail("a trick must be a TrickWon event")
    return read


# Views ------------------------------------------------------------------------------------

_PUBLIC_FIELDS = tuple(field.name for field in fields(PublicView))
_PLAYER_FIELDS = tuple(field.name for field in fields(PlayerView))


def _view_value(name: str, value: Any) -> Json:
    if name in ("hand_sizes", "follower_counts"):
        return _counts(value)
    if name in ("prizes", "score_piles", "gnomes_in_front"):
        return _pair(value)
    if name in ("prize", "seer_peek"):
        return None if value is None else value.code
    if name == "last_trick":
        return None if value is None else event(value)
    if name in ("events",):
        return events(value)
    if name == "legal_actions":
        return [action(item) for item in value]
    if name == "my_peeks":
        return [[peek.player, peek.trick, peek.card.code, peek.choice.value] for peek in value]
    if isinstance(value, tuple):
        return cards(value)
    return value


def _read_view_value(name: str, value: Json) -> Any:
    if name in ("phase",):
        return _int(value, 1, 2, name)
    if name == "trick":
        return _int(value, 1, 13, name)
    if name in ("leader", "to_move", "seat"):
        return seat(value, name)
    if name == "finished":
        return _bool(value, name)
    if name == "hand_sizes":
        return _read_counts(value, 26)
    if name == "follower_counts":
        return _read_counts(value, 26)
    if name == "draw_pile_size":
        return _int(value, 0, 26, name)
    if name in ("prize", "seer_peek"):
        return _optional(value, read_card)
    if name in ("prizes", "score_piles", "gnomes_in_front"):
        return _read_pair(value)
    if name == "seer_pending":
        return _optional(value, seat)
    if name == "last_trick":
        return _optional(value, _read_trick)
    if name == "events":
        return read_events(value)
    if name == "legal_actions":
        return tuple(read_action(item) for item in _list(value, 28, name))
    if name == "my_peeks":
        return tuple(_read_peek(item) for item in _list(value, 13, name))
    return read_cards(value)


def _read_peek(value: Json) -> SeerPeek:
    items = _list(value, 4, "a Seer peek")
    if len(items) != 4:
        raise _fail("a Seer peek has four items")
    try:
        choice = SeerChoice(items[3])
    except ValueError:
        raise _fail("an unknown Seer choice") from None
    return SeerPeek(seat(items[0]), _int(items[1], 1, 13, "a trick"), read_card(items[2]), choice)


def public_view(value: PublicView) -> dict[str, Json]:
    return {name: _view_value(name, getattr(value, name)) for name in _PUBLIC_FIELDS}


def read_public_view(value: Json) -> PublicView:
    data = _object(value, set(_PUBLIC_FIELDS), "a public view")
    return PublicView(**{name: _read_view_value(name, data[name]) for name in _PUBLIC_FIELDS})


def player_view(value: PlayerView) -> dict[str, Json]:
    return {name: _view_value(name, getattr(value, name)) for name in _PLAYER_FIELDS}


def read_player_view(value: Json) -> PlayerView:
    data = _object(value, set(_PLAYER_FIELDS), "a player's view")
    return PlayerView(**{name: _read_view_value(name, data[name]) for name in _PLAYER_FIELDS})


# Scenes ------------------------------------------------------------------------------------

_KINDS = {kind.value: kind for kind in ScreenKind if kind is not ScreenKind.HANDOFF}


def stamp(value: NextScreen) -> dict[str, Json]:
    """A scene's stamp (an answer carries it back): its kind, seat, move, take-backs."""
    return {
        "kind": value.kind.value,
        "seat": value.seat,
        "move": value.move,
        "taken_back": value.taken_back,
    }


def read_stamp(value: Json) -> NextScreen:
    data = _object(value, {"kind", "seat", "move", "taken_back"}, "a stamp")
    kind = _KINDS.get(data["kind"]) if type(data["kind"]) is str else None
    if kind is None:
        raise _fail("a stamp's kind is not a kind of scene")
    return NextScreen(
        kind,
        _optional(data["seat"], seat),
        None,
        _int(data["move"], 0, 200, "a move number"),
        _int(data["taken_back"], 0, 10_000, "a count of take-backs"),
    )


def _shown(value: NextScreen) -> dict[str, Json]:
    encoded = stamp(value)
    result = value.result
    encoded["result"] = (
        None if result is None else {"trick": event(result.trick), "events": events(result.events)}
    )
    return encoded


def _read_shown(value: Json) -> NextScreen:
    if type(value) is not dict:
        raise _fail("a scene's step must be an object")
    data = dict(value)
    result = data.pop("result", "missing")
    if result == "missing":
        raise _fail("a scene's step must have a result (or null)")
    shown = read_stamp(data)
    if result is None:
        return shown
    read = _object(result, {"trick", "events"}, "a trick's result")
    trick = TrickResult(_read_trick(read["trick"]), read_events(read["events"]))
    return NextScreen(shown.kind, shown.seat, trick, shown.move, shown.taken_back)


def scene(value: Scene) -> dict[str, Json]:
    """A scene for the screen of ``value.viewer`` (or a public one), without its match line
    (which is worded on the screen that shows it, in its player's language)."""
    offer = value.take_back
    return {
        "shown": _shown(value.shown),
        "names": list(value.names),
        "public": public_view(value.public),
        "seen": None if value.seen is None else player_view(value.seen),
        "take_back": None if offer is None else {"seat": offer.seat, "card": offer.card.code},
        "in_match": value.in_match,
        "match_goes_on": value.match_goes_on,
    }


_SCENE_KEYS = {"shown", "names", "public", "seen", "take_back", "in_match", "match_goes_on"}


def read_scene(value: Json, match_line: str | None = None) -> Scene:
    data = _object(value, _SCENE_KEYS, "a scene")
    names = _list(data["names"], 2, "the names")
    if len(names) != 2:
        raise _fail("a game has two names")
    offer = None
    if data["take_back"] is not None:
        raw = _object(data["take_back"], {"seat", "card"}, "a take-back offer")
        offer = TakeBackOffer(seat(raw["seat"]), read_card(raw["card"]))
    seen = _optional(data["seen"], read_player_view)
    return Scene(
        mode=Mode.NETWORK,
        shown=_read_shown(data["shown"]),
        names=(text(names[0], MAX_NAME, "a name"), text(names[1], MAX_NAME, "a name")),
        public=read_public_view(data["public"]),
        seen=seen,
        take_back=offer,
        match_line=match_line,
        in_match=_bool(data["in_match"], "in_match"),
        match_goes_on=_bool(data["match_goes_on"], "match_goes_on"),
    )
