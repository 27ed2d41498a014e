"""Saves as claim2 wrote them before record version 2: a version 1 record, and its options
in a file beside it (``saves/options/<name>``)."""

from __future__ import annotations

import json
from pathlib import Path

from claim2.records.record import GameRecord, dump_record, parse_record
from claim2.settings.legacy_options import options_path
from claim2.settings.options import GameOptions


def version_1(record: GameRecord) -> GameRecord:
    """``record`` as version 1: names, deal and actions only."""
    text = dump_record(record.model_copy(update={"version": 1}))
    return parse_record(text)


def write_old_options(save: Path, options: GameOptions) -> Path:
    """The options file an old claim2 wrote beside the save ``save``."""
    computer = None
    if options.computer is not None:
        computer = {"seat": options.computer_seat, "level": options.computer}
    path = options_path(save)
    path.parent.mkdir(parents=True, exist_ok=True)
    content = {
        "format": "claim2-game-options",
        "version": 1,
        "computer": computer,
        "hints": options.hints,
    }
    path.write_text(json.dumps(content, indent=2) + "\n")
    return path
