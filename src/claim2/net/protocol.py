"""The messages of a game over the network (protocol version 2; docs/protocol.md).

JSON text messages over a websocket. The guest sends small ``GuestMessage``s; the host
sends ``HostMessage``s. Every message is an object with a ``type``; each is checked
against its model (exact types, no unknown fields) and against its size limit before
anything else looks at it: every field is bounded (a number's range, a text's or a list's
length) before it is used.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    PlainSerializer,
    PlainValidator,
    TypeAdapter,
    ValidationError,
)

from claim2.engine import Card
from claim2.net.wire import LISTED, MAX_NAME, MAX_PILE, Json, Seat, problem

PROTOCOL = 2  # the version; a guest of another version is refused with a clear message

GUEST_LIMIT = 2048  # bytes in one message from the guest
HOST_LIMIT = 256 * 1024  # bytes in one message from the host (a whole record, a whole log)
GUEST_RATE = 10.0  # messages per second a guest may send, on average
GUEST_BURST = 20  # messages a guest may send at once
MAX_VERSION = 999  # a protocol version a hello may name (any other is malformed)
MAX_LOG = 600  # public events in a whole game (fewer than 300 in practice)
MAX_TEXT = 200  # characters in an error's text
MAX_REASON = 120  # bytes of a close frame's reason (a control frame holds 125)


class ProtocolError(ValueError):
    """A message the protocol does not allow: ``code`` says which rule, the text what."""

    def __init__(self, code: str, text: str, *, name: str | None = None) -> None:
        super().__init__(text)
        self.code = code
        self.text = text
        self.name = name  # the player a ``wrong_player`` refusal expects


class Message(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)


#: A scene's stamp (claim2.net.codec.read_stamp checks its fields).
Stamp = Annotated[dict[str, Json], Field(max_length=8)]
#: A player's name as a message carries it (the one rule for names is checked on use).
NameField = Annotated[str, Field(max_length=MAX_NAME)]
#: A short word of the protocol (an error's code, a reason).
Word = Annotated[str, Field(max_length=32)]
Small = Annotated[int, Field(ge=0, le=99)]  # a count of games or wins in a match
#: A card a message names: read from its code ('Dr7'); the host makes it from the card.
ToldCard = Annotated[
    Card,
    PlainValidator(lambda value: value if isinstance(value, Card) else Card.parse(value)),
    PlainSerializer(lambda card: card.code),
]


# From the guest ----------------------------------------------------------------------------


class Hello(Message):
    """The first message: the protocol version, the join code and the guest's name."""

    type: Literal["hello"]
    protocol: Annotated[int, Field(ge=0, le=MAX_VERSION)]
    code: Annotated[str, Field(max_length=64)]
    name: NameField


class Play(Message):
    """The guest plays ``action`` (a card code or seer:prize / seer:top) on its scene."""

    type: Literal["play"]
    action: Annotated[str, Field(max_length=16)]
    stamp: Stamp


class Proceed(Message):
    """The guest dismissed its public scene (a trick's result, phase two)."""

    type: Literal["proceed"]
    stamp: Stamp


class AskTakeBack(Message):
    """The guest asks to take back the card it has just led."""

    type: Literal["take_back"]
    stamp: Stamp


class Answer(Message):
    """The guest answers the host's take-back question."""

    type: Literal["answer"]
    allow: bool


class Again(Message):
    """After a game: the guest would like another."""

    type: Literal["again"]


class Bye(Message):
    """The guest leaves (it may join again with the same code)."""

    type: Literal["bye"]


GuestMessage = Hello | Play | Proceed | AskTakeBack | Answer | Again | Bye
_GUEST = TypeAdapter[GuestMessage](Annotated[GuestMessage, Field(discriminator="type")])


# From the host --------------------------------------------------------------------------------


class Welcome(Message):
    """The guest is in: it plays ``seat``; ``host`` is the host's player's name."""

    type: Literal["welcome"]
    protocol: Annotated[int, Field(ge=PROTOCOL, le=PROTOCOL)]  # a host of another refuses
    seat: Seat
    host: NameField


class Lobby(Message):
    """No game yet: the host chooses the names, who leads and one game or a match."""

    type: Literal["lobby"]
    host: NameField


class MatchWire(Message):
    """A match: the first to ``first_to`` wins; game ``game``; ``tally`` before it."""

    first_to: Small
    game: Small
    tally: tuple[Small, Small]


class Game(Message):
    """A game begins (or goes on after a rejoin): the agreed names, the guest's seat, who
    led first and the match it belongs to; then come its scenes."""

    type: Literal["game"]
    names: tuple[NameField, NameField]
    seat: Seat
    first_leader: Seat
    match: MatchWire | None
    resumed: bool


class Standing(Message):
    """After a game of a match: the tally, and the match's winner (None: it goes on)."""

    tally: tuple[Small, Small]
    winner: Seat | None
    next_game: Small


class SceneMessage(Message):
    """The guest's own scene now (claim2.net.codec); the public log from ``log_from`` on;
    after a game of a match, where the match stands."""

    type: Literal["scene"]
    scene: dict[str, Json]
    log_from: Annotated[int, Field(ge=0, le=MAX_LOG)]
    log: Annotated[list[dict[str, Json]], Field(max_length=MAX_LOG)]
    standing: Standing | None


class Told(Message):
    """Something to tell the guest once: ``asked`` (the host asks to take ``card`` back),
    ``answered`` (``card`` went back if ``allowed``; ``lapsed``: too late), ``refused``
    (the rules refused the guest's move: ``reason``, ``faction``, ``cards``), ``again``
    (the host would like another game)."""

    type: Literal["told"]
    what: Literal["asked", "answered", "refused"]
    seat: Seat
    card: ToldCard | None = None
    allowed: bool = False
    lapsed: bool = False
    reason: Word | None = None
    faction: Word | None = None
    cards: Annotated[tuple[ToldCard, ...], LISTED, Field(max_length=MAX_PILE)] = ()


class RecordMessage(Message):
    """The whole record of the game, once it has ended (a game record, docs/formats.md)."""

    type: Literal["record"]
    record: dict[str, Json]


class Error(Message):
    """Why the host closes this connection (``code``: which rule; ``text``: in English, the
    guest words it in its player's language from ``code``; ``name``: the player a
    ``wrong_player`` refusal expects)."""

    type: Literal["error"]
    code: Word
    text: Annotated[str, Field(max_length=MAX_TEXT)]
    name: NameField | None = None


class Closing(Message):
    """The host's player quit (``host_left``) or went back to the start (``lobby``)."""

    type: Literal["bye"]
    reason: Word


HostMessage = Welcome | Lobby | Game | SceneMessage | Told | RecordMessage | Error | Closing
_HOST = TypeAdapter[HostMessage](Annotated[HostMessage, Field(discriminator="type")])


# Reading and writing ---------------------------------------------------------------------------


def dump(message: Message) -> str:
    """The message as compact JSON text (a field left at its default is left out: an error
    reads the same to a guest of an older version, which then sees why it is refused)."""
    return message.model_dump_json(exclude_defaults=True)


def _checked(data: str | bytes, limit: int) -> str:
    if isinstance(data, bytes):
        raise ProtocolError("binary", "only text messages are understood")
    size = len(data.encode("utf-8", errors="replace"))
    if size > limit:
        raise ProtocolError("too_large", f"a message of {size} bytes; at most {limit} are allowed")
    return data


def read_guest(data: str | bytes) -> GuestMessage:
    """A message from the guest, checked (raises ProtocolError)."""
    text = _checked(data, GUEST_LIMIT)
    try:
        return _GUEST.validate_json(text)
    except ValidationError as error:
        raise ProtocolError("malformed", f"not a message of this game ({problem(error)})") from None


def read_host(data: str | bytes) -> HostMessage:
    """A message from the host, checked (raises ProtocolError)."""
    text = _checked(data, HOST_LIMIT)
    try:
        return _HOST.validate_json(text)
    except ValidationError as error:
        raise ProtocolError("malformed", f"not a message of this game ({problem(error)})") from None
