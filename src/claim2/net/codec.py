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

from dataclasses import fields
from typing import Any, cast

from claim2.engine import Action, Card, LeadReason, PlayerView, SeerChoice
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
from claim2.net.wire import (
    MAX_EVENTS,
    MAX_PILE,
    Json,
    cards,
    counts,
    optional,
    pair,
    read_bool,
    read_card,
    read_cards,
    read_counts,
    read_int,
    read_list,
    read_name,
    read_object,
    read_pair,
    seat,
    wire_error,
)
from claim2.sitting.scene import Mode, Scene, TakeBackOffer


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
        raise wire_error("an event must be an object with a type")
    kind = _EVENT_TYPES.get(value["type"])
    if kind is None:
        raise wire_error("an event of an unknown type")
    names: tuple[str, ...] = kind._fields
    data = read_object(value, {"type", *names}, f"a {value['type']} event")
    items = [_read_field(kind, name, data[name]) for name in names]
    return cast(Event, kind(*items))


def _read_field(kind: type[Any], name: str, value: Json) -> Any:
    if name in ("player", "leader", "winner", "next_leader", "victim"):
        return seat(value, name)
    if name == "phase":
        return read_int(value, 1, 2, name)
    if name == "trick":
        return read_int(value, 1, 13, name)
    if name == "card":
        if value is None and kind in _HIDDEN_CARD:
            return None
        return read_card(value)
    if name in ("giant", "gnome"):
        return read_card(value)
    if name == "cards":
        read = read_cards(value, MAX_PILE)
        if kind is TrickWon and len(read) != 2:
            raise wire_error("a trick has two cards")
        return read
    if name == "lead_reason":
        try:
            return LeadReason(value)
        except ValueError:
            raise wire_error("an unknown lead reason") from None
    if name == "choice":
        try:
            return SeerChoice(value)
        except ValueError:
            raise wire_error("an unknown Seer choice") from None
    raise wire_error(f"an unknown event field {name}")  # pragma: no cover


def events(values: tuple[Event, ...]) -> list[dict[str, Json]]:
    return [event(value) for value in values]


def read_events(value: Json, limit: int = MAX_EVENTS) -> tuple[Event, ...]:
    return tuple(read_event(item) for item in read_list(value, limit, "the events"))


def _read_trick(value: Json) -> TrickWon:
    read = read_event(value)
    if not isinstance(read, TrickWon):
        raise wire_error("a trick must be a TrickWon event")
    return read


# Views ------------------------------------------------------------------------------------

_PUBLIC_FIELDS = tuple(field.name for field in fields(PublicView))
_PLAYER_FIELDS = tuple(field.name for field in fields(PlayerView))


def _view_value(name: str, value: Any) -> Json:
    if name in ("hand_sizes", "follower_counts"):
        return counts(value)
    if name in ("prizes", "score_piles", "gnomes_in_front"):
        return pair(value)
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
        return read_int(value, 1, 2, name)
    if name == "trick":
        return read_int(value, 1, 13, name)
    if name in ("leader", "to_move", "seat"):
        return seat(value, name)
    if name == "finished":
        return read_bool(value, name)
    if name == "hand_sizes":
        return read_counts(value, 26)
    if name == "follower_counts":
        return read_counts(value, 26)
    if name == "draw_pile_size":
        return read_int(value, 0, 26, name)
    if name in ("prize", "seer_peek"):
        return optional(value, read_card)
    if name in ("prizes", "score_piles", "gnomes_in_front"):
        return read_pair(value)
    if name == "seer_pending":
        return optional(value, seat)
    if name == "last_trick":
        return optional(value, _read_trick)
    if name == "events":
        return read_events(value)
    if name == "legal_actions":
        return tuple(read_action(item) for item in read_list(value, 28, name))
    if name == "my_peeks":
        return tuple(_read_peek(item) for item in read_list(value, 13, name))
    return read_cards(value)


def _read_peek(value: Json) -> SeerPeek:
    items = read_list(value, 4, "a Seer peek")
    if len(items) != 4:
        raise wire_error("a Seer peek has four items")
    try:
        choice = SeerChoice(items[3])
    except ValueError:
        raise wire_error("an unknown Seer choice") from None
    return SeerPeek(
        seat(items[0]), read_int(items[1], 1, 13, "a trick"), read_card(items[2]), choice
    )


def public_view(value: PublicView) -> dict[str, Json]:
    return {name: _view_value(name, getattr(value, name)) for name in _PUBLIC_FIELDS}


def read_public_view(value: Json) -> PublicView:
    data = read_object(value, set(_PUBLIC_FIELDS), "a public view")
    return PublicView(**{name: _read_view_value(name, data[name]) for name in _PUBLIC_FIELDS})


def player_view(value: PlayerView) -> dict[str, Json]:
    return {name: _view_value(name, getattr(value, name)) for name in _PLAYER_FIELDS}


def read_player_view(value: Json) -> PlayerView:
    data = read_object(value, set(_PLAYER_FIELDS), "a player's view")
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
    data = read_object(value, {"kind", "seat", "move", "taken_back"}, "a stamp")
    kind = _KINDS.get(data["kind"]) if type(data["kind"]) is str else None
    if kind is None:
        raise wire_error("a stamp's kind is not a kind of scene")
    return NextScreen(
        kind,
        optional(data["seat"], seat),
        None,
        read_int(data["move"], 0, 200, "a move number"),
        read_int(data["taken_back"], 0, 10_000, "a count of take-backs"),
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
        raise wire_error("a scene's step must be an object")
    data = dict(value)
    result = data.pop("result", "missing")
    if result == "missing":
        raise wire_error("a scene's step must have a result (or null)")
    shown = read_stamp(data)
    if result is None:
        return shown
    read = read_object(result, {"trick", "events"}, "a trick's result")
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
        "take_back": None
        if offer is None or offer.card is None
        else {"seat": offer.seat, "card": offer.card.code},
        "in_match": value.in_match,
        "match_goes_on": value.match_goes_on,
    }


_SCENE_KEYS = {"shown", "names", "public", "seen", "take_back", "in_match", "match_goes_on"}


def read_scene(value: Json, match_line: str | None = None) -> Scene:
    data = read_object(value, _SCENE_KEYS, "a scene")
    names = read_list(data["names"], 2, "the names")
    if len(names) != 2:
        raise wire_error("a game has two names")
    offer = None
    if data["take_back"] is not None:
        raw = read_object(data["take_back"], {"seat", "card"}, "a take-back offer")
        offer = TakeBackOffer(seat(raw["seat"]), read_card(raw["card"]))
    seen = optional(data["seen"], read_player_view)
    return Scene(
        mode=Mode.NETWORK,
        shown=_read_shown(data["shown"]),
        names=(read_name(names[0]), read_name(names[1])),
        public=read_public_view(data["public"]),
        seen=seen,
        take_back=offer,
        match_line=match_line,
        in_match=read_bool(data["in_match"], "in_match"),
        match_goes_on=read_bool(data["match_goes_on"], "match_goes_on"),
    )
