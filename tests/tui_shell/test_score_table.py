"""The score table draws its lines itself when every cell fits (Rich's table costs about
10,000 Python calls to render three lines): exactly the lines Rich draws, segment for
segment (text and style), in both themes and with wide characters in names; and Rich's
where a cell must wrap (it shares the width out and folds the values)."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable
from typing import Any

import pytest
from textual.app import ComposeResult
from textual.screen import Screen
from textual.visual import Visual, visualize

from claim2.engine import Card, Faction, new_game, score, view
from claim2.game.public import public_view
from claim2.text.i18n import set_language
from claim2.tui.widgets.score_table import ScoreTable, VoteTable
from refreshes import asked

from .shell_app import ShellApp

NAMES = ("Ann", "Bob", "Émilie", "李小龙", "a b c", "Zoë", "x", "Someone With A Long Name")


class Table(Screen[None]):
    def compose(self) -> ComposeResult:
        yield ScoreTable()
        yield VoteTable()


def piles(chance: random.Random) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """Two score piles of up to 13 cards each, any faction and value."""
    return tuple(  # type: ignore[return-value]
        tuple(
            Card(chance.choice(list(Faction)), chance.randrange(10))
            for _ in range(chance.randrange(14))
        )
        for _seat in (0, 1)
    )


Drawn = ScoreTable | VoteTable


def compared(
    theme: str,
    cases: int,
    kind: type[Drawn],
    fill: Callable[[Any, random.Random], None],
    rows: int | None = None,
) -> tuple[int, int]:
    """How many random tables of ``kind`` (filled by ``fill``) were drawn without Rich, and
    how many Rich drew instead (with ``rows``: only those Rich drew on more rows, a cell
    wrapped); fails where a table drawn without Rich differs from Rich's."""

    async def draw() -> tuple[int, int]:
        app = ShellApp(Table)
        async with app.run_test(size=(120, 30)) as pilot:
            app.theme = theme
            await pilot.pause()
            table = app.screen.query_one(kind)
            chance = random.Random(theme)
            fitted = wrapped = 0
            for _case in range(cases):
                fill(table, chance)
                width = chance.randrange(20, 120)
                own = table.own_lines(width)
                rich = Visual.to_strips(
                    table, visualize(table, table.render()), width, None, table.visual_style
                )
                if own is None:  # Rich's then (a cell wraps, or the last gap is cut)
                    wrapped += rows is None or len(rich) > rows
                    continue
                fitted += 1
                assert [list(line) for line in own] == [list(line) for line in rich], width
            return fitted, wrapped

    return asyncio.run(draw())


def scores(table: ScoreTable, chance: random.Random) -> None:
    """A score table of random piles and names."""
    table.piles = piles(chance)
    table.names = (chance.choice(NAMES), chance.choice(NAMES))


def votes(table: VoteTable, chance: random.Random) -> None:
    """The end's table of votes: some shown, one asked about, the votes counted or not."""
    table.piles = piles(chance)
    table.names = (chance.choice(NAMES), chance.choice(NAMES))
    table.result = chance.choice([None, score(table.piles)])
    table.shown = frozenset(chance.sample(list(Faction), chance.randrange(6)))
    table.asked = chance.choice([None, *Faction])


@pytest.mark.parametrize("theme", ["textual-dark", "textual-light"])
def test_a_table_that_fits_is_drawn_as_rich_draws_it(theme: str) -> None:
    fitted, wrapped = compared(theme, 300, ScoreTable, scores, rows=3)
    assert fitted > 100 and wrapped > 20  # both ways were tried


async def test_a_narrow_table_is_left_to_rich_and_wraps() -> None:
    app = ShellApp(Table)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = app.screen.query_one(ScoreTable)
        cards = tuple(Card(Faction.DRAGONS, value) for value in range(10))
        table.piles, table.names = (cards, ()), ("Ann", "Bob")
        assert table.own_lines(40) is None
        lines = [line.text.rstrip() for line in table.lines(40)]
        assert len(lines) > 3  # the dragons' values wrapped over lines
        shown = " ".join(lines).split()
        assert all(str(value) in shown for value in range(10))  # none cut


@pytest.mark.parametrize("theme", ["textual-dark", "textual-light"])
def test_a_vote_table_that_fits_is_drawn_as_rich_draws_it(theme: str) -> None:
    fitted, wrapped = compared(theme, 300, VoteTable, votes)
    assert fitted > 100 and wrapped > 20  # both ways were tried


def test_the_same_piles_are_drawn_again_after_the_language_is_switched(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """F3 shows the same scene again: the score table, its piles unchanged, is laid out
    again for its factions' names in the new language (they stayed in English)."""
    public = public_view(view(new_game(7), 0))
    table = ScoreTable(public, ("Ann", "Bob"))
    layouts = asked(monkeypatch, table, layout=True)
    table.show(public, ("Ann", "Bob"))
    assert layouts == []  # nothing changed
    set_language("nl")
    table.show(public, ("Ann", "Bob"))
    assert len(layouts) == 1 and table.spoken_in == "nl"
    table.show(public, ("Ann", "Bob"))
    assert len(layouts) == 1
