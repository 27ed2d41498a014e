"""The history's tables (``claim2 history``, and the app's history and statistics): the
finished games a page at a time, and the players' statistics.

Names come from files: they are shown as plain text (Rich ``Text``, never markup) with
control characters escaped. ``history_command`` prints them, or the JSON.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, JustifyMethod, RenderResult
from rich.measure import Measurement
from rich.table import Table
from rich.text import Text

from claim2.engine import Faction
from claim2.history.games import PAGE_SIZE, GameEntry, PlayerStats, Tally
from claim2.present.rating_words import rating_text
from claim2.records.levels import LEVELS
from claim2.storage.moments import local_text
from claim2.text.i18n import _, ngettext
from claim2.text.names import mixed_scripts
from claim2.text.quoting import printable
from claim2.text.wording import faction_name


@dataclass(frozen=True, slots=True)
class Heading:
    """A column of a history table: its heading, and whether its cells may take more than
    one line (names, notes) or always keep to one (dates, numbers, levels)."""

    text: str
    justify: JustifyMethod = "left"
    wraps: bool = False
    words: bool = False  # our own words (notes): kept whole before names are


GAP = 3  # between two columns: " │ "


class FittedTable:
    """A table of the history that fits the width it is drawn in (a terminal of 80 columns,
    in every language): no outer frame, headings never wrapped or cut, one-line columns
    kept whole; only the columns that wrap give up room, each keeping its longest word
    whole while there is room for that, and its heading always."""

    def __init__(self, title: str, headings: Sequence[Heading]) -> None:
        self.title = title
        self.headings = tuple(headings)
        self.rows: list[tuple[str | Text, ...]] = []

    def add_row(self, *cells: str | Text) -> None:
        self.rows.append(cells)

    def _texts(self, index: int) -> list[str]:
        return [
            cell if isinstance(cell, str) else cell.plain for cell in (r[index] for r in self.rows)
        ]

    def widths(self, width: int) -> list[int]:
        """Each column's width (without the gaps) in a table at most ``width`` wide, or as
        near as the headings and one-line columns allow."""
        natural, words, wrapping = [], [], []
        for index, heading in enumerate(self.headings):
            texts = [heading.text, *self._texts(index)]
            natural.append(max(cell_len(line) for text in texts for line in text.split("\n")))
            words.append(max(cell_len(word) for text in texts for word in text.split() or [""]))
            if heading.wraps:
                wrapping.append(index)
        room = width - GAP * (len(self.headings) - 1)
        if sum(natural) <= room or not wrapping:
            return natural
        left = room - sum(w for i, w in enumerate(natural) if i not in wrapping)
        headings = {i: cell_len(self.headings[i].text) for i in wrapping}
        for keep in (set(wrapping), {i for i in wrapping if self.headings[i].words}, set()):
            least = {i: words[i] if i in keep else headings[i] for i in wrapping}
            if sum(least.values()) <= left:
                break
        shares = _share(left, {i: (least[i], natural[i]) for i in wrapping})
        return [shares.get(i, w) for i, w in enumerate(natural)]

    def table(self, width: int) -> Table:
        widths = self.widths(width)
        table = Table(title=self.title, title_justify="left", show_edge=False, pad_edge=False)
        for heading, column_width in zip(self.headings, widths, strict=True):
            table.add_column(
                heading.text,
                justify=heading.justify,
                no_wrap=not heading.wraps,
                overflow="fold" if heading.wraps else "ellipsis",
                width=column_width if heading.wraps else None,
                min_width=cell_len(heading.text),
            )
        for row in self.rows:
            table.add_row(*row)
        return table

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield self.table(options.max_width)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, self.table(options.max_width))


def _share(room: int, ranges: dict[int, tuple[int, int]]) -> dict[int, int]:
    """``room`` shared among columns, each between its (least, most): the narrow ones get
    all they want, the rest the same width as far as possible."""
    if sum(least for least, _most in ranges.values()) >= room:
        return {i: least for i, (least, _most) in ranges.items()}
    level = max(most for _least, most in ranges.values())
    while sum(min(max(level, least), most) for least, most in ranges.values()) > room:
        level -= 1
    shares = {i: min(max(level, least), most) for i, (least, most) in ranges.items()}
    spare = room - sum(shares.values())
    for i, (_least, most) in ranges.items():  # what rounding left, to the first that want it
        extra = min(spare, most - shares[i])
        shares[i] += extra
        spare -= extra
    return shares


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
    """A player's name from a file: plain text, control characters escaped; one that mixes
    the letters of two scripts (written before the app refused such names: "Аnn" with a
    Cyrillic "А" would pass for "Ann") is marked."""
    text = Text(printable(name))
    if mixed_scripts(name):
        text.append(" " + _("(mixed scripts)"), style="italic")
    return text


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


def games_table(games: Sequence[GameEntry]) -> FittedTable:
    table = FittedTable(
        _("Finished games, newest first"),
        [
            Heading(_("When")),
            Heading(_("Players"), wraps=True),
            Heading(_("Winner"), wraps=True),
            Heading(_("Votes"), justify="center"),
            Heading(_("Computer")),
            Heading(_("Notes"), wraps=True, words=True),
        ],
    )
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


def tally_headings() -> list[Heading]:
    """The columns of a tally: games, wins, draws, losses and the win rate."""
    texts = (_("Games"), _("Wins"), _("Draws"), _("Losses"), _("Win rate"))
    return [Heading(text, justify="right") for text in texts]


def players_table(players: dict[str, PlayerStats]) -> FittedTable:
    headings = [Heading(_("Player"), wraps=True), *tally_headings()]
    table = FittedTable(_("Players"), [*headings, Heading(_("Rating"), justify="right")])
    for name, stats in players.items():
        total = stats.total
        table.add_row(
            name_text(name),
            str(total.games),
            str(total.wins),
            str(total.draws),
            str(total.losses),
            rate_text(total),
            rating_text(stats.rating),
        )
    return table


def votes_table(players: dict[str, PlayerStats]) -> FittedTable:
    """The votes each person won, faction by faction."""
    factions = [Heading(faction_name(faction), justify="right") for faction in Faction]
    table = FittedTable(_("Votes won per faction"), [Heading(_("Player"), wraps=True), *factions])
    for name, stats in players.items():
        table.add_row(name_text(name), *(str(stats.faction_votes[f]) for f in Faction))
    return table


def computer_table(players: dict[str, PlayerStats]) -> FittedTable | None:
    """Each person's games against each level of the computer, or None if there are none."""
    rows = [
        (name, level, stats.vs_computer[level])
        for name, stats in players.items()
        for level in LEVELS
        if level in stats.vs_computer
    ]
    if not rows:
        return None
    table = FittedTable(
        _("Against the computer"),
        [Heading(_("Player"), wraps=True), Heading(_("Level")), *tally_headings()],
    )
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
