"""``claim2 history``: the finished games and the players' statistics, as tables or JSON.

The games come from the history index (``claim2.game.history_index``), a page at a
time (``--page``); the statistics cover every game. Names come from files: they are
shown as plain text (Rich ``Text``, never markup) with control characters escaped.
Files that cannot be read are skipped with a one-line note on stderr (the first 20,
then how many more).
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from rich.console import Console
from rich.table import Table
from rich.text import Text

from claim2.engine import Faction
from claim2.game.history import GameEntry, PlayerStats, Tally, history_json
from claim2.game.history_index import open_index
from claim2.game.i18n import _, ngettext
from claim2.game.levels import LEVELS
from claim2.game.moments import local_text
from claim2.game.quoting import printable
from claim2.game.wording import faction_name

PAGE_SIZE: Final = 50  # games a page of ``claim2 history`` shows
MAX_NOTES: Final = 20  # files skipped named one a line; the others counted


def run_history(as_json: bool, page: int | None = None, per_page: int = PAGE_SIZE) -> int:
    """Print the history of the data folder: a page of games (the newest first: ``page``
    1, the default for tables; ``--json`` lists every game unless a page is asked for),
    the statistics over all of them. Returns the exit code (0)."""
    with open_index() as index:
        total = index.count()
        number = 1 if page is None and not as_json else page
        if number is None:
            games = index.page(0, total)
        else:
            games = index.page((number - 1) * per_page, per_page)
        players = index.statistics()
        shelved = index.shelved()
        notes = index.notes()
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
    try:
        if as_json:
            print(json.dumps(history_json(games, players, shelved), ensure_ascii=False))
        else:
            page_of = Page(games, number or 1, per_page, total)
            print_history(Console(), page_of, players, len(shelved))
        sys.stdout.flush()
    except BrokenPipeError:  # e.g. `claim2 history | head`
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    return 0


@dataclass(frozen=True, slots=True)
class Page:
    """Some of the finished games: page ``number`` (from 1) of ``size`` games each, out of
    ``total``; ``games`` are those on it."""

    games: Sequence[GameEntry]
    number: int
    size: int
    total: int

    @property
    def first(self) -> int:
        """The place of the page's first game among all (0: the newest)."""
        return (self.number - 1) * self.size


def name_text(name: str) -> Text:
    """A player's name from a file: plain text, control characters escaped."""
    return Text(printable(name))


def level_text(level: str | None) -> str:
    """The computer's level in a game, or a dash for two people."""
    if level is None:
        return "–"
    return _(LEVELS[level]) if level in LEVELS else level


def print_history(
    console: Console, page: Page, players: dict[str, PlayerStats], shelved: int
) -> None:
    """The games table (one page), where the page is, then the statistics tables."""
    if not page.total:
        console.print(Text(_("No finished games yet: 'claim2 play' starts one.")))
    else:
        if page.games:
            console.print(games_table(page.games))
        console.print(Text(page_text(page)))
        console.print(players_table(players))
        console.print(votes_table(players))
        computer = computer_table(players)
        if computer is not None:
            console.print(computer)
    if shelved:
        console.print(
            Text(
                ngettext(
                    "{count} unfinished game is kept in the saves folder.",
                    "{count} unfinished games are kept in the saves folder.",
                    shelved,
                ).format(count=shelved)
            )
        )


def page_text(page: Page) -> str:
    """Which games the table shows, and how to see the others."""
    if not page.games:
        return _("There is no page {number}: {total} games in all.").format(
            number=page.number, total=page.total
        )
    shown = _("Games {first} to {last} of {total}, newest first.").format(
        first=page.first + 1, last=page.first + len(page.games), total=page.total
    )
    if page.first + len(page.games) >= page.total:
        return shown
    following = f"--page {page.number + 1}"
    if page.size != PAGE_SIZE:
        following += f" --per-page {page.size}"
    return _("{shown} 'claim2 history {options}' shows the next ones.").format(
        shown=shown, options=following
    )


def when_text(game: GameEntry) -> str:
    """When the game ended (or was saved) in local time; "?" when that is not known."""
    return "?" if game.when is None else local_text(game.when)


def winner_text(game: GameEntry) -> Text:
    if game.winner is None:
        return Text(_("draw"), style="italic")
    return name_text(game.players[game.winner])


def notes_text(game: GameEntry) -> str:
    notes = []
    if game.match is not None:
        notes.append(
            _("match game {number} (first to {wins})").format(
                number=game.match.game, wins=game.match.first_to
            )
        )
    if game.take_backs:
        notes.append(
            ngettext("{count} take-back", "{count} take-backs", game.take_backs).format(
                count=game.take_backs
            )
        )
    return "; ".join(notes)


def games_table(games: Sequence[GameEntry]) -> Table:
    table = Table(title=_("Finished games, newest first"), title_justify="left")
    table.add_column(_("When"), no_wrap=True)
    table.add_column(_("Players"), overflow="fold")
    table.add_column(_("Winner"), overflow="fold")
    table.add_column(_("Votes"), justify="center", no_wrap=True)
    table.add_column(_("Computer"), overflow="fold")
    table.add_column(_("Notes"), overflow="fold")
    for game in games:
        players = name_text(game.players[0]) + Text(" – ") + name_text(game.players[1])
        votes = "" if game.votes is None else f"{game.votes[0]}–{game.votes[1]}"
        table.add_row(
            when_text(game),
            players,
            winner_text(game),
            votes,
            level_text(game.vs_computer),
            notes_text(game),
        )
    return table


def rate_text(tally: Tally) -> str:
    rate = tally.win_rate
    return "–" if rate is None else f"{rate:.0%}"


def players_table(players: dict[str, PlayerStats]) -> Table:
    table = Table(title=_("Players"), title_justify="left")
    table.add_column(_("Player"), overflow="fold")
    for heading in (_("Games"), _("Wins"), _("Draws"), _("Losses"), _("Win rate")):
        table.add_column(heading, justify="right")
    for name, stats in players.items():
        total = stats.total
        table.add_row(
            name_text(name),
            str(total.games),
            str(total.wins),
            str(total.draws),
            str(total.losses),
            rate_text(total),
        )
    return table


def votes_table(players: dict[str, PlayerStats]) -> Table:
    """The votes each person won, faction by faction."""
    table = Table(title=_("Votes won per faction"), title_justify="left")
    table.add_column(_("Player"), overflow="fold")
    for faction in Faction:
        table.add_column(faction_name(faction), justify="right")
    for name, stats in players.items():
        table.add_row(name_text(name), *(str(stats.faction_votes[f]) for f in Faction))
    return table


def computer_table(players: dict[str, PlayerStats]) -> Table | None:
    """Each person's games against each level of the computer, or None if there are none."""
    rows = [
        (name, level, stats.vs_computer[level])
        for name, stats in players.items()
        for level in LEVELS
        if level in stats.vs_computer
    ]
    if not rows:
        return None
    table = Table(title=_("Against the computer"), title_justify="left")
    table.add_column(_("Player"), overflow="fold")
    table.add_column(_("Level"))
    for heading in (_("Games"), _("Wins"), _("Draws"), _("Losses"), _("Win rate")):
        table.add_column(heading, justify="right")
    for name, level, tally in rows:
        table.add_row(
            name_text(name),
            _(LEVELS[level]),
            str(tally.games),
            str(tally.wins),
            str(tally.draws),
            str(tally.losses),
            rate_text(tally),
        )
    return table
