"""What the host sends its guest about the game: the game announced, then each scene of the
guest's seat with the public log since the last one, and the whole record once the game has
ended. Only what the guest's seat may see (``RemoteTable.scene_for``)."""

from __future__ import annotations

import json

from claim2.net import codec
from claim2.net.connection import Guest, stamp_of
from claim2.net.protocol import Game, MatchWire, Message, RecordMessage, SceneMessage, Told
from claim2.net.telling import common_events, goes_on, standing_of
from claim2.records.record import dump_record
from claim2.sitting.remote.table import RemoteTable


def announcement(guest: Guest, table: RemoteTable, seat: int) -> list[Message]:
    """The game at ``table`` for the guest at ``seat`` (and a question asked of the host's
    player, if one is open); what was sent of the game before is forgotten."""
    guest.game, guest.scene, guest.log, guest.record_sent = table, None, (), False
    guest.stamps.clear()
    guest.acting.clear()
    record = table.session.record
    match = None
    if record.match is not None:
        match = MatchWire(
            first_to=record.match.first_to, game=record.match.game, tally=record.match.tally
        )
    game = Game(
        type="game",
        names=table.names,
        seat=seat,
        first_leader=record.first_leader,
        match=match,
        resumed=goes_on(table),
    )
    messages: list[Message] = [game]
    question = table.question
    if question is not None and question.seat != seat:
        messages.append(Told(type="told", what="asked", seat=question.seat, card=question.card))
    return messages


def news(guest: Guest, table: RemoteTable, seat: int) -> list[Message]:
    """The guest's scene if it changed since the last sent (with the public log since then),
    and the record once the game has ended; none when nothing changed."""
    scene = table.scene_for(seat)
    encoded = codec.scene(scene)
    text = json.dumps(encoded, separators=(",", ":"))
    if text == guest.scene:
        return []
    guest.scene = text
    stamp = stamp_of(scene.shown)
    guest.stamps.add(stamp)
    if scene.acts:
        guest.acting.add(stamp)
    log = table.session.log()
    start = common_events(guest.log, log)
    guest.log = log
    finished = table.session.finished
    messages: list[Message] = [
        SceneMessage(
            type="scene",
            scene=encoded,
            log_from=start,
            log=codec.events(log[start:]),
            standing=standing_of(table) if finished else None,
        )
    ]
    if finished and not guest.record_sent:
        guest.record_sent = True
        record = json.loads(dump_record(table.session.record))
        messages.append(RecordMessage(type="record", record=record))
    return messages
