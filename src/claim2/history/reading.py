"""Reading one record file of the saves folder for the history (``history_entry.GameEntry``).

``read_entry`` says who played, who won, with how many votes, when, against which
level of the computer; or, in one line, why the file was skipped. A game's time is
the end written in its record (version 2), else the time in its name
(``game-20261201-101500.json``, local time), else when the file was last written;
every one of them is range-checked (``moments``): an unknown time is None.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Final

from pydantic import BaseModel, ConfigDict

from claim2.engine import outcome
from claim2.history.entry import ComputerSeat, GameEntry, MatchInfo
from claim2.records.parts import RecordComputer
from claim2.records.record import GameRecord, RecordError, load_record, replay_states, upgraded
from claim2.storage.moments import from_stamp, from_timestamp, parse_time
from claim2.storage.reading import FileProblem, read_model
from claim2.storage.safe_files import kind_of
from claim2.text.i18n import _
from claim2.text.quoting import quote

OPTIONS_FOLDER: Final = "options"  # saves/options/<name>: a game's options before version 2
OPTIONS_LIMIT: Final = 64_000
_STAMP = re.compile(r"-(\d{8}-\d{6})(?:-\d+)?\.json$")


class _OldOptions(BaseModel):
    """What the history needs of the options file kept beside saves before record version 2
    (``{"format": "claim2-game-options", "version": 1, "computer": {...}, "hints": ...}``)."""

    model_config = ConfigDict(strict=True, extra="ignore", frozen=True)

    computer: RecordComputer | None


@dataclass(frozen=True, slots=True)
class ReadFile:
    """What ``read_entry`` found in one file: its game and that game's identity (what makes
    two files the same game), or None; and a note (one line) about the file or its options."""

    entry: GameEntry | None
    identity: str | None = None
    note: str | None = None


def read_entry(path: Path, data: Path) -> ReadFile:
    """The game in the record file ``path`` (in ``data``'s saves folder), or why not."""
    name = path.relative_to(data).as_posix()
    try:
        if not path.is_file():  # a folder, a pipe (which would never end), a broken link
            reason = _("it is not a file")
            if path.exists():
                reason = _("it is {kind}, not a regular file").format(
                    kind=kind_of(path.stat().st_mode)
                )
            raise RecordError(reason)
        record = load_record(path)
        states = replay_states(record)
        written = path.stat().st_mtime
    except (RecordError, OSError) as error:
        reason = error.reason if isinstance(error, RecordError) else error.strerror or str(error)
        return ReadFile(None, note=skipped_note(name, reason))
    note = None
    if record.version == 1:  # version 2 records hold their options
        record, note = _with_old_options(record, path, data)
    final = states[-1]
    players = (record.players[0], record.players[1])
    computer = None
    if record.computer is not None:
        computer = ComputerSeat(record.computer.seat, record.computer.level)
    match = None
    if record.match is not None:
        found = record.match
        match = MatchInfo(found.id, found.first_to, found.game, found.tally)
    saved = from_timestamp(written)
    if not final.finished:
        entry = GameEntry(
            name,
            players,
            finished=False,
            when=saved,
            phase=final.phase,
            trick=final.trick,
            computer=computer,
            take_backs=record.take_backs,
            match=match,
            folder=data,
        )
    else:
        result = outcome(final)
        entry = GameEntry(
            name,
            players,
            finished=True,
            when=_ended(record, path) or saved,
            winner=result.winner,
            votes=result.votes,
            faction_votes=tuple(faction.vote for faction in result.factions),
            computer=computer,
            take_backs=record.take_backs,
            match=match,
            folder=data,
        )
    return ReadFile(entry, record_identity(record), note)


def skipped_note(name: str, reason: str) -> str:
    """One line: the file ``name`` (relative to the data folder) was skipped, and why."""
    return _("skipped {file}: {reason}").format(file=quote(name, limit=200), reason=reason)


def record_identity(record: GameRecord) -> str:
    """What makes two files the same game: the players, the deal and the actions (a crash
    between keeping a finished save and removing it leaves two copies)."""
    deal = record.deal
    key = [record.players, record.first_leader, deal.hands, deal.draw_pile, record.actions]
    return hashlib.sha256(json.dumps(key, ensure_ascii=False).encode("utf-8")).hexdigest()


def _with_old_options(record: GameRecord, path: Path, data: Path) -> tuple[GameRecord, str | None]:
    """``record`` with the computer named in its old options file, if there is one."""
    options = path.parent / OPTIONS_FOLDER / path.name
    if not options.is_file():
        return record, None
    try:
        found = read_model(options, _OldOptions, limit=OPTIONS_LIMIT)
    except FileProblem as problem:
        return record, skipped_note(options.relative_to(data).as_posix(), problem.reason)
    if found.computer is None:
        return record, None
    return upgraded(record, computer=found.computer), None


def _ended(record: GameRecord, path: Path) -> datetime | None:
    if record.ended is not None:
        moment = parse_time(record.ended)
        if moment is not None:
            return moment
    stamp = _STAMP.search(path.name)
    return None if stamp is None else from_stamp(stamp.group(1))  # local time (saves.keep_as)
