"""Game records: a whole game (or a game so far) as a small JSON file.

A record holds the players' names, the deal and every action taken, so any
state of the game can be rebuilt with the engine::

    {"format": "claim2-record", "version": 2,
     "players": ["Ann", "Bob"], "first_leader": 0,
     "computer": {"seat": 1, "level": "strong"}, "hints": true,
     "match": {"id": "20261201-101500", "first_to": 2, "game": 2, "tally": [1, 0]},
     "started": "2026-12-01T10:02:13Z", "ended": "2026-12-01T10:15:00Z", "take_backs": 0,
     "deal": {"hands": [[13 codes], [13 codes]], "draw_pile": [26 codes, top first]},
     "actions": ["Gn1", "Dr7", "seer:top", ...]}

Version 2 adds what a game needs to resume and to be listed in the history,
all optional: the computer's seat and level (null: two people), hints, the
match the game belongs to (``tally``: each seat's wins before this game),
when the game started and ended (UTC, ISO 8601) and how many moves were taken
back. Version 1 records (names, deal and actions only) still read and replay.

An action is the code of the card played (``Dr7``) or a Seer choice
(``seer:prize`` / ``seer:top``). A record may stop in the middle of a game;
saves are records too.

Every problem with a record is a ``RecordError`` whose message is one line
for the user. Actions are counted from 0 in those messages: "action 0" is the
first action of the record, "action 5" the sixth.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Annotated, Final, Literal, Self

from pydantic import AfterValidator, BaseModel, Field, ValidationError, model_validator

from claim2.engine import (
    Action,
    Card,
    CardCodeError,
    Deal,
    DealError,
    GameState,
    IllegalAction,
    action_code,
    make_deal,
    parse_action,
    start,
    step,
)
from claim2.engine.cards import codes
from claim2.records.errors import describe_validation, json_kind
from claim2.records.levels import LEVELS
from claim2.records.parts import (
    RecordComputer,
    RecordDeal,
    RecordMatch,
    RecordRevealed,
    check_time,
    now_text,
    time_text,
)
from claim2.records.schema import Strict
from claim2.storage.files import write_atomically
from claim2.storage.moments import parse_time
from claim2.storage.reading import FileProblem, parse_model, read_text
from claim2.text.i18n import _
from claim2.text.names import check_name, players_problem
from claim2.text.quoting import number_text, quote
from claim2.text.wording import deal_error_text, illegal_action_text

FORMAT: Final = "claim2-record"
VERSION: Final = 2  # the version written
VERSIONS: Final = (1, 2)  # the versions read
V2_FIELDS: Final = ("computer", "hints", "match", "started", "ended", "take_backs", "revealed")

PlayerName = Annotated[str, AfterValidator(check_name)]


MAX_TAKE_BACKS = 1_000_000  # the most take-backs a record counts (more stay at this)


class RecordError(FileProblem):
    """A record that cannot be read or replayed; the message is one line for the user.

    Text from the record in the message is quoted with its control characters escaped.
    """


class GameRecord(Strict):
    """A validated game record: the deal is the Claim 2 deck and every action is a code.

    Whether the actions are legal is checked by ``replay_states``. The fields
    after ``first_leader`` up to ``deal`` are version 2's (see the module).
    """

    format: Literal["claim2-record"]
    version: int
    players: tuple[PlayerName, PlayerName]
    first_leader: Annotated[int, Field(ge=0, le=1)]
    computer: RecordComputer | None = None
    hints: bool = False
    match: RecordMatch | None = None
    started: Annotated[str, AfterValidator(check_time)] | None = None
    ended: Annotated[str, AfterValidator(check_time)] | None = None
    take_backs: Annotated[int, Field(ge=0, le=MAX_TAKE_BACKS)] = 0
    revealed: RecordRevealed | None = None
    deal: RecordDeal
    actions: list[str]

    @model_validator(mode="after")
    def _check_contents(self) -> Self:
        if self.version not in VERSIONS:
            raise RecordError(_unsupported_version(self.version))
        if self.version == 1:
            for name in V2_FIELDS:
                if name in self.model_fields_set:
                    raise RecordError(
                        _("invalid game record: '{field}' needs record version 2").format(
                            field=name
                        )
                    )
        problem = players_problem(self.players)
        if problem is not None:
            raise RecordError(_("invalid game record: {problem}").format(problem=problem))
        started = None if self.started is None else parse_time(self.started)
        ended = None if self.ended is None else parse_time(self.ended)
        if started is not None and ended is not None and ended < started:
            raise RecordError(_("invalid game record: 'ended' is before 'started'"))
        _check_deal(self)
        for index, code in enumerate(self.actions):
            _parse_action(index, code)
        if self.revealed is not None and self.revealed.move > len(self.actions):
            raise RecordError(
                _("invalid game record: 'revealed' names move {move} of {count}").format(
                    move=self.revealed.move, count=len(self.actions)
                )
            )
        return self


_known_action = functools.lru_cache(maxsize=128)(parse_action)  # 54 codes; the history reads many


def _parse_action(index: int, code: str) -> Action:
    try:
        return _known_action(code)
    except CardCodeError:
        raise RecordError(
            _("action {index} ({code}) is not a card code or seer:prize/seer:top").format(
                index=index, code=quote(code)
            )
        ) from None


def _unsupported_version(version: int) -> str:
    return _(
        "unsupported record version {version} (this claim2 reads versions {first} to {last})"
    ).format(version=number_text(version), first=VERSIONS[0], last=VERSIONS[-1])


def _check_deal(record: GameRecord) -> Deal:
    places = [(f"deal.hands[{seat}]", hand) for seat, hand in enumerate(record.deal.hands)]
    places.append(("deal.draw_pile", record.deal.draw_pile))
    for where, pile in places:
        for position, code in enumerate(pile):
            try:
                Card.parse(code)
            except CardCodeError:
                raise RecordError(
                    _("unknown card code {code} in {where}").format(
                        code=quote(code), where=f"{where}[{position}]"
                    )
                ) from None
    try:
        return make_deal(record.deal.hands, record.deal.draw_pile, record.first_leader)
    except DealError as error:
        raise RecordError(deal_error_text(error)) from None


def new_record(
    players: tuple[str, str],
    deal: Deal,
    *,
    computer: RecordComputer | None = None,
    hints: bool = False,
    match: RecordMatch | None = None,
    started: str | None = None,
) -> GameRecord:
    """A record (version 2) of a game about to start: no actions yet.

    ``started`` is now unless given.
    """
    try:
        return GameRecord(
            format=FORMAT,
            version=VERSION,
            players=players,
            first_leader=deal.first_leader,
            computer=computer,
            hints=hints,
            match=match,
            started=started or now_text(),
            deal=RecordDeal(
                hands=(codes(deal.hands[0]), codes(deal.hands[1])),
                draw_pile=codes(deal.draw_pile),
            ),
            actions=[],
        )
    except ValidationError as error:
        raise RecordError(describe_validation(error)) from None


def record_with(record: GameRecord, action: Action) -> GameRecord:
    """A copy of ``record`` with ``action`` appended (its legality is not checked here)."""
    return record.model_copy(update={"actions": [*record.actions, action_code(action)]})


def with_end(record: GameRecord, ended: str | None = None) -> GameRecord:
    """``record`` of a game that has just ended, with its end time (now unless given).

    A version 1 record becomes version 2 (the end time is a version 2 field); a record
    that has its end time already is returned as it is.
    """
    if record.ended is not None:
        return record
    ended = ended or now_text()
    started = None if record.started is None else parse_time(record.started)
    finished = parse_time(ended)
    if started is not None and finished is not None and finished < started:
        ended = time_text(started)  # the clock was put back during the game
    return upgraded(record, ended=ended)


def upgraded(record: GameRecord, **fields: object) -> GameRecord:
    """``record`` as version 2, with the version 2 ``fields`` given (validated)."""
    unknown = set(fields) - set(V2_FIELDS)
    if unknown:
        raise TypeError(f"not a version 2 field: {sorted(unknown)}")
    data = record.model_dump()
    data.update(version=VERSION, **fields)
    for name, value in fields.items():
        if isinstance(value, BaseModel):
            data[name] = value.model_dump()
    try:
        return GameRecord.model_validate(data, strict=False)
    except ValidationError as error:
        raise RecordError(describe_validation(error)) from None


def with_computer(record: GameRecord, policies: Sequence[object | None]) -> GameRecord:
    """``record`` naming the computer's seat and level (version 2), when a seat's policy is
    a computer player (it has a ``level``) and the record does not say so yet: the history
    then counts the game as one against the computer."""
    if record.computer is not None:
        return record
    for seat, policy in enumerate(policies):
        level = getattr(policy, "level", None)
        if isinstance(level, str) and level in LEVELS:
            return upgraded(record, computer=RecordComputer(seat=seat, level=level))
    return record


def parse_record(text: str) -> GameRecord:
    """The record in ``text`` (JSON); raises RecordError saying what is wrong."""
    try:
        return parse_model(text, GameRecord, check=_check_header, describe=describe_validation)
    except RecordError:
        raise
    except FileProblem as problem:
        raise RecordError(str(problem)) from None


def _check_header(data: object) -> None:
    """Format and version first: other files and newer records deserve a clear message."""
    if not isinstance(data, dict):
        raise RecordError(_("not a claim2 record: the file does not hold a JSON object"))
    if data.get("format") != FORMAT:
        raise RecordError(
            _("not a claim2 record: 'format' must be {expected}").format(
                expected=json.dumps(FORMAT)
            )
        )
    version = data.get("version")
    if "version" not in data:
        raise RecordError(_("invalid game record: 'version' is missing"))
    if not isinstance(version, int) or isinstance(version, bool):
        raise RecordError(
            _("invalid game record: 'version' must be a whole number, not {kind}").format(
                kind=json_kind(version)
            )
        )
    if version not in VERSIONS:
        raise RecordError(_unsupported_version(version))


def load_record(path: str | Path) -> GameRecord:
    """Read and validate the record in the file ``path`` (at most 1 MB); raises RecordError."""
    try:
        text = read_text(path)
    except FileProblem as problem:
        raise RecordError(str(problem), problem.reason) from None
    return parse_record(text)


def dump_record(record: GameRecord) -> str:
    """The record as stable JSON text: one key a line, card lists on one line each."""

    def line(values: list[str] | tuple[str, ...]) -> str:
        return json.dumps(list(values), ensure_ascii=False)

    hands = ",\n".join(f"      {line(hand)}" for hand in record.deal.hands)
    extra = ""
    if record.version >= 2:
        for name in V2_FIELDS:
            value = getattr(record, name)
            if isinstance(value, BaseModel):
                value = value.model_dump(mode="json")
            extra += f'  "{name}": {json.dumps(value, ensure_ascii=False)},\n'
    return (
        "{\n"
        f'  "format": {json.dumps(record.format)},\n'
        f'  "version": {record.version},\n'
        f'  "players": {line(record.players)},\n'
        f'  "first_leader": {record.first_leader},\n'
        f"{extra}"
        '  "deal": {\n'
        f'    "hands": [\n{hands}\n    ],\n'
        f'    "draw_pile": {line(record.deal.draw_pile)}\n'
        "  },\n"
        f'  "actions": {line(record.actions)}\n'
        "}\n"
    )


def save_record(record: GameRecord, path: str | Path) -> None:
    """Write ``record`` to ``path`` atomically: a crash leaves the old file or the new one."""
    write_atomically(Path(path), dump_record(record))


def deal_of(record: GameRecord) -> Deal:
    """The engine's deal for this record."""
    return _check_deal(record)


def replay_states(record: GameRecord) -> list[GameState]:
    """Every state of the recorded game: ``states[0]`` is the start, ``states[i + 1]``
    the state after ``actions[i]``. Raises RecordError naming the first illegal action.
    """
    states = [start(deal_of(record))]
    for index, code in enumerate(record.actions):
        state = states[-1]
        action = _parse_action(index, code)
        try:
            states.append(step(state, action))
        except IllegalAction as error:
            reason = illegal_action_text(error, record.players)
            raise RecordError(
                _("action {index} ({code}): {reason}").format(index=index, code=code, reason=reason)
            ) from None
    return states
