"""``claim2 history``: the finished games and the players' statistics, as tables or JSON.

The games come from the history index (``claim2.history.index``), a page at a time
(``--page``); the statistics cover every game. Files that cannot be read are skipped
with a one-line note on stderr (the first 20, then how many more). The JSON of 20,000
games is written straight from the index's rows (``HistoryIndex.page_json``), and the
tables' module, with Rich, is only imported for the tables.
"""

from __future__ import annotations

import json
import os
import sys
from typing import Final

from claim2.history.games import PAGE_SIZE, GameEntry, PlayerStats, game_json
from claim2.history.index import open_index
from claim2.text.i18n import _, ngettext
from claim2.text.quoting import printable

MAX_NOTES: Final = 20  # files skipped named one a line; the others counted


def run_history(as_json: bool, page: int | None = None, per_page: int = PAGE_SIZE) -> int:
    """Print the history of the data folder: a page of games (the newest first: ``page``
    1, the default for tables; ``--json`` lists every game unless a page is asked for),
    the statistics over all of them. Returns the exit code (0)."""
    with open_index() as index:
        total = index.count()
        number = 1 if page is None and not as_json else page
        first, size = (0, total) if number is None else ((number - 1) * per_page, per_page)
        if as_json:
            games_json = index.page_json(first, size)
        else:
            games = index.page(first, size)
        players = index.statistics()
        shelved = index.shelved()
        notes = index.notes()
    _say_notes(notes)
    try:
        if as_json:
            print(_json_text(games_json, players, shelved))
        else:
            from rich.console import Console

            from claim2.present.history_text import Page, print_history

            print_history(
                Console(), Page(games, number or 1, per_page, total), players, len(shelved)
            )
        sys.stdout.flush()
    except BrokenPipeError:  # e.g. `claim2 history | head`
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    return 0


def _json_text(games: list[str], players: dict[str, PlayerStats], shelved: list[GameEntry]) -> str:
    """The object ``history.games.history_json`` makes, written as ``json.dumps`` would,
    its games' text already made (``HistoryIndex.page_json``)."""
    rest = {
        "players": {name: stats.as_json() for name, stats in players.items()},
        "shelved": [game_json(game) for game in shelved],
    }
    return "".join(
        ['{"games": [', ", ".join(games), "], ", json.dumps(rest, ensure_ascii=False)[1:]]
    )


def _say_notes(notes: list[str]) -> None:
    for note in notes[:MAX_NOTES]:
        print(printable(_("claim2: note: {notice}").format(notice=note)), file=sys.stderr)
    if len(notes) > MAX_NOTES:
        more = len(notes) - MAX_NOTES
        line = ngettext(
            "claim2: note: {count} more file was skipped.",
            "claim2: note: {count} more files were skipped.",
            more,
        ).format(count=more)
        print(line, file=sys.stderr)
