"""The wire's objects as properties (hypothesis): any scene or log a game can make goes
through JSON and back unchanged (and its encoding is canonical); any mutation of a valid
one that the protocol cannot allow (a wrong type, a number out of every range, a field
added or left out, a null added to a list, a name the rule refuses) is refused with a
``WireError``, never another exception. Over the service: a mutated message from an
admitted guest closes its connection with ``malformed`` and leaves the game as it was; a
mutated message from the host is refused by the guest as unreadable."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from claim2.engine import DECK, GameState, legal_actions, shuffled_deal, start, step, view
from claim2.engine.events import Event
from claim2.game.public import public_events, public_view
from claim2.game.steps import NextScreen, ScreenKind, TrickResult
from claim2.net import codec
from claim2.net.guest import GuestGame
from claim2.net.host import HostService
from claim2.net.protocol import ProtocolError
from claim2.net.wire import WireError
from claim2.sitting.clock import ManualClock
from claim2.sitting.lobby import NewGame
from claim2.sitting.remote.hosting import HostSitting
from claim2.sitting.scene import Mode, Scene, TakeBackOffer
from claim2.text.names import name_problem

from .helpers import CODE

Json = Any
Path = tuple[str | int, ...]
KINDS = [kind for kind in ScreenKind if kind is not ScreenKind.HANDOFF]
NAMES = st.text(st.characters(categories=("L", "N", "P", "S", "Zs")), min_size=1, max_size=32)


def played(seed: int, moves: int) -> tuple[GameState, list[GameState]]:
    """A game dealt from ``seed`` after up to ``moves`` random legal moves, and its states."""
    state = start(shuffled_deal(seed, seed % 2))
    states, choose = [state], random.Random(seed).choice
    while moves > len(states) - 1 and not state.finished:
        state = step(state, choose(legal_actions(state)))
        states.append(state)
    return state, states


@st.composite
def scenes(draw: st.DrawFn) -> Scene:
    """A scene of any game at any moment, as a seat would be shown it."""
    state, _states = played(draw(st.integers(0, 10_000)), draw(st.integers(0, 120)))
    seat = draw(st.integers(0, 1))
    seen = view(state, seat)
    result = None
    if state.last_trick is not None and draw(st.booleans()):
        result = TrickResult(state.last_trick, public_events(state.events))
    shown = NextScreen(
        draw(st.sampled_from(KINDS)),
        draw(st.sampled_from([None, 0, 1])),
        result,
        draw(st.integers(0, 200)),
        draw(st.integers(0, 10_000)),
    )
    names = draw(st.tuples(NAMES, NAMES).filter(lambda pair: not any(map(name_problem, pair))))
    offer = draw(st.none() | st.builds(TakeBackOffer, st.integers(0, 1), st.sampled_from(DECK)))
    return Scene(
        mode=Mode.NETWORK,
        shown=shown,
        players=names,
        public=public_view(seen),
        seen=draw(st.sampled_from([None, seen])),
        take_back=offer,
        in_match=draw(st.booleans()),
        match_goes_on=draw(st.booleans()),
    )


def logs(seed: int, moves: int) -> tuple[Event, ...]:
    """Every event of a game so far, as seat 0 saw it (the other's draws without a card)."""
    _state, states = played(seed, moves)
    return tuple(event for state in states for event in view(state, 0).events)


def through_json(value: Json) -> Json:
    return json.loads(json.dumps(value))


@settings(max_examples=150)
@given(scenes())
def test_any_scene_goes_over_the_wire_and_back(scene: Scene) -> None:
    encoded = through_json(codec.scene(scene))
    assert codec.read_scene(encoded) == scene
    assert codec.scene(codec.read_scene(encoded)) == encoded
    assert codec.read_stamp(through_json(codec.stamp(scene.shown))) == NextScreen(
        scene.shown.kind, scene.shown.seat, None, scene.shown.move, scene.shown.taken_back
    )


@given(st.integers(0, 10_000), st.integers(0, 120))
def test_any_log_goes_over_the_wire_and_back(seed: int, moves: int) -> None:
    log = logs(seed, moves)
    encoded = through_json(codec.events(log))
    assert codec.read_events(encoded, 1000) == log
    assert codec.events(codec.read_events(encoded, 1000)) == encoded


# Mutations ------------------------------------------------------------------------------


def places(value: Json, at: Path = ()) -> Iterator[Path]:
    """Every place in a JSON value: the value itself, and each item and field within."""
    yield at
    if isinstance(value, dict):
        for key, item in value.items():
            yield from places(item, (*at, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from places(item, (*at, index))


def wrong(value: Json) -> list[Json]:
    """Values that no place holding ``value`` allows, in any message of the protocol: no
    number there is negative or a million, no string a bidi override, no null a string or
    7, no list has room for a null, every field is required and no other allowed."""
    if isinstance(value, bool):
        return [0, 1, "true", None]
    if isinstance(value, int):
        return [True, 1.5, str(value), -1, 10**6]
    if isinstance(value, str):
        return [7, "\u202e", [value]]
    if value is None:
        return ["x", 7, []]
    if isinstance(value, list):
        return [{}, "x", [*value, None]]
    less = [{k: v for k, v in value.items() if k != key} for key in value]
    return [[], "x", {**value, "zz": 1}, *less]


def mutated(value: Json, at: Path, new: Json) -> Json:
    if not at:
        return new
    copy = dict(value) if isinstance(value, dict) else list(value)
    copy[at[0]] = mutated(value[at[0]], at[1:], new)  # type: ignore[index]
    return copy


def mutation(value: Json) -> st.SearchStrategy[Json]:
    """``value`` with one place in it made wrong."""
    return st.sampled_from(list(places(value))).flatmap(
        lambda at: st.sampled_from(wrong(_at(value, at))).map(lambda new: mutated(value, at, new))
    )


def _at(value: Json, at: Path) -> Json:
    for key in at:
        value = value[key]
    return value


def refused(read: Callable[[Json], object], value: Json) -> None:
    with pytest.raises(WireError):
        read(value)


@settings(max_examples=300)
@given(st.data(), scenes())
def test_a_mutated_scene_is_refused(data: st.DataObject, scene: Scene) -> None:
    refused(codec.read_scene, data.draw(mutation(through_json(codec.scene(scene)))))


@settings(max_examples=200)
@given(st.data(), st.integers(0, 10_000), st.integers(1, 120))
def test_a_mutated_log_or_stamp_is_refused(data: st.DataObject, seed: int, moves: int) -> None:
    refused(
        lambda value: codec.read_events(value, 1000),
        data.draw(mutation(codec.events(logs(seed, moves)))),
    )
    shown = NextScreen(data.draw(st.sampled_from(KINDS)), 1, None, moves, seed)
    refused(codec.read_stamp, data.draw(mutation(codec.stamp(shown))))


# Over the service ------------------------------------------------------------------------


class Line:
    """A connection as the host's service sees it (no socket): what it sent, how it closed."""

    def __init__(self) -> None:
        self.sent: list[Json] = []
        self.closed: int | None = None

    def send(self, text: str) -> None:
        self.sent.append(json.loads(text))

    def close(self, code: int, reason: str) -> None:
        self.closed = code


class Host:
    """A host's service with a game begun, the guest to lead (on its first scene)."""

    def __init__(self) -> None:
        self.sitting = HostSitting(seed=5)
        self.sitting.open()
        self.sitting.host_name = "Ann"
        self.service = HostService(self.sitting, CODE, ManualClock())
        self.sitting.start_now(NewGame(("Ann", "Bob"), first_leader=self.service.seat))

    def join(self) -> Line:
        """A new connection of the guest's, let in: it has its game and first scene."""
        line = Line()
        guest = self.service.connected(line)
        hello = {"type": "hello", "protocol": 2, "code": CODE, "name": "Bob"}
        self.service.received(guest, json.dumps(hello))
        assert [message["type"] for message in line.sent] == ["welcome", "game", "scene"]
        self.guest = guest
        return line

    def answers(self, line: Line) -> list[Json]:
        """What the guest could answer to its first scene."""
        scene = line.sent[-1]["scene"]
        stamp = {key: scene["shown"][key] for key in ("kind", "seat", "move", "taken_back")}
        return [
            {"type": "play", "action": scene["seen"]["legal_actions"][0], "stamp": stamp},
            {"type": "proceed", "stamp": stamp},
            {"type": "take_back", "stamp": stamp},
            {"type": "answer", "allow": True},
            {"type": "again"},
            {"type": "bye"},
        ]

    def close(self) -> None:
        self.service.closing()
        self.sitting.close()


@pytest.fixture
def host(clean_environment: None) -> Iterator[Host]:
    host = Host()
    yield host
    host.close()


def test_a_mutated_message_from_the_guest_closes_its_connection_as_malformed(host: Host) -> None:
    table = host.sitting.network_table
    assert table is not None
    answers = host.answers(host.join())

    @settings(max_examples=200, suppress_health_check=[HealthCheck.function_scoped_fixture])
    @given(st.sampled_from(answers).flatmap(mutation))
    def check(message: Json) -> None:
        line = host.join()
        host.service.received(host.guest, json.dumps(message))
        assert line.closed == 1008 and line.sent[-1]["type"] == "error", (message, line.sent)
        assert line.sent[-1]["code"] == "malformed", (message, line.sent[-1])
        assert table.session.moves == 0 and host.sitting.network_table is table

    check()


def test_a_mutated_message_from_the_host_is_refused_by_the_guest(host: Host) -> None:
    messages = host.join().sent  # welcome, game, scene

    @settings(max_examples=300, suppress_health_check=[HealthCheck.function_scoped_fixture])
    @given(st.data(), st.integers(0, len(messages) - 1))
    def check(data: st.DataObject, index: int) -> None:
        game = GuestGame(CODE, "Bob")
        for message in messages[:index]:
            game.received(json.dumps(message))
        with pytest.raises((ProtocolError, WireError)):
            game.received(json.dumps(data.draw(mutation(messages[index]))))

    check()


def test_an_unknown_field_with_a_long_name_is_malformed_in_a_short_error(host: Host) -> None:
    """The error's text names the field, cut short: an error message holds 200 characters."""
    for message in (
        {"type": "bye", "k" * 1500: 1},
        {"type": "play", "action": "Dr7", "stamp": {"k" * 1500: 1}},
    ):
        line = host.join()
        host.service.received(host.guest, json.dumps(message))
        assert line.closed == 1008 and line.sent[-1]["code"] == "malformed"
        assert len(line.sent[-1]["text"]) <= 200
