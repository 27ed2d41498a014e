"""Text from a file or from typing is shown as written: never markup, never an action
(issue 10). A crafted save, options file or player name cannot add a link, crash the app
with a markup error, or hide as something else."""

from __future__ import annotations

import json
import unicodedata
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from textual.content import Content

from claim2.engine import shuffled_deal
from claim2.game.legacy_options import options_path
from claim2.game.names import name_problem
from claim2.game.records import dump_record, new_record, save_record
from claim2.tui.app import Claim2App
from claim2.tui.messages import ResumeGame
from claim2.tui.screens.handoff import HandoffPane
from claim2.tui.screens.start import StartScreen
from claim2.tui.screens.turn import TurnPane
from claim2.tui.text import NAME_FIELDS, with_names
from hostile.strategies import MARKUP, hostile_text
from old_saves import version_1

from .driver import (
    flat_text,
    keys,
    pilot_test,
    play_to_end,
    resume_game,
    settled_text,
    sitting,
    top,
    until,
)
from .games import current_save

TRAP = "[@click=app.screenshot('victim.txt','/tmp')]Press here to recover your game[/]"
NEVER_IN_NAMES = {"Cc", "Cf", "Co", "Cs", "Zl", "Zp"}  # claim2.game.names


def clickable(app: Claim2App) -> list[str]:
    """Text on the screen that runs an action when clicked (content links)."""
    found = []
    for strip in app.screen._compositor.render_strips():
        for segment in strip:
            meta = segment.style.meta if segment.style is not None else {}
            if "@click" in meta:
                found.append(segment.text)
    return found


def shown(app: Claim2App) -> str:
    return flat_text(app)


# Escaped markup, as the screens build it --------------------------------------------------

# markup with the names' stand-ins, and the text it shows
TEMPLATES = {
    "[b]{a}[/b] and [i]{b}[/i]": "{a} and {b}",
    "{a}{b}": "{a}{b}",
    "{a}[b]x[/b]{b}": "{a}x{b}",
    "[@click=app.bell]x{a}[/]{b}": "x{a}{b}",
}
markup_pieces = st.sampled_from([*MARKUP, "\\", "\\[", "[", "]", "$", "${first_name}", "a", " "])
names = (st.lists(markup_pieces, min_size=1, max_size=8).map("".join) | hostile_text).filter(
    lambda text: text and not any(unicodedata.category(c) in NEVER_IN_NAMES for c in text)
)


@settings(max_examples=500, deadline=None)
@given(a=names, b=names)
@example(a="Ann\\", b="[b]x")
def test_names_in_markup_are_shown_as_written(a: str, b: str) -> None:
    for template, shows in TEMPLATES.items():
        content = with_names(template.format(a=NAME_FIELDS[0], b=NAME_FIELDS[1]), (a, b))
        assert content.plain == shows.format(a=a, b=b)
        bare = Content.from_markup(template.format(a="x", b="y"))
        assert len(content.spans) == len(bare.spans)  # no tag, no link of their own


# A crafted save, a crafted options file ----------------------------------------------------


def _crafted_save(data_dir: Path, key: str) -> None:
    data = json.loads(dump_record(new_record(("Ann", "Bob"), shuffled_deal(1))))
    data[key] = 1
    path = current_save(data_dir)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")


@settings(
    max_examples=6,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@example(key=TRAP)
@example(key="[/]")
@example(key="\x1b]52;c;cHduZWQ=\x07\u202e")
@given(key=hostile_text.filter(lambda key: key not in ("format", "version")))
@pilot_test
async def test_a_crafted_save_is_shown_as_text_and_runs_nothing(data_dir: Path, key: str) -> None:
    saves = current_save(data_dir).parent
    for old in saves.glob("*") if saves.exists() else []:
        if old.is_file():
            old.unlink()
    _crafted_save(data_dir, key)
    async with sitting() as (app, _pilot):
        assert isinstance(top(app), StartScreen)
        text = shown(app)
        assert "The saved game could not be read (invalid game record: unknown field" in text
        assert "It was kept as" in text
        assert clickable(app) == []
        if key == TRAP:
            assert "unknown field '[@click=app.screenshot('victim.txt','/tmp')]Press" in text
    assert not current_save(data_dir).exists()  # moved aside, never overwritten
    assert not Path("victim.txt").exists()


@pytest.mark.parametrize("level", ["[/]", TRAP, "\x1b[2J"])
@pilot_test
async def test_a_crafted_options_file_is_said_in_plain_text(data_dir: Path, level: str) -> None:
    save = current_save(data_dir)  # an old save (version 1): its options beside it
    save_record(version_1(new_record(("Ann", "Bob"), shuffled_deal(2))), save)
    path = options_path(save)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        json.dumps(
            {
                "format": "claim2-game-options",
                "version": 1,
                "computer": {"seat": 1, "level": level},
                "hints": False,
            }
        ),
        encoding="utf-8",
    )
    async with sitting() as (app, pilot):
        text = shown(app)
        assert "The game's options could not be read" in text
        assert "Resuming goes on as a game for two people" in text
        assert clickable(app) == []
        await resume_game(pilot)
        assert isinstance(top(app), HandoffPane)


# Names on every screen --------------------------------------------------------------------

HOSTILE_NAMES = ("[@click=app.quit]Ann[/]", "Bob\\")  # a link, and a tag-eating backslash


def _names_are_safe(app: Claim2App, names: tuple[str, str]) -> None:
    assert clickable(app) == []
    if isinstance(top(app), HandoffPane):
        text = shown(app)
        assert f"Pass the laptop to {top(app).player}" in text


@pilot_test
async def test_markup_in_names_shows_as_written_through_a_whole_game(data_dir: Path) -> None:
    names = HOSTILE_NAMES
    assert all(name_problem(name) is None for name in names)
    save_record(new_record(names, shuffled_deal(9, 0)), current_save(data_dir))
    async with sitting(Claim2App(seed=9)) as (app, pilot):
        resume = shown(app)
        assert f"Unfinished game: {names[0]} and {names[1]}" in resume
        await resume_game(pilot)
        await play_to_end(pilot, inspect=lambda app: _names_are_safe(app, names))
        end = shown(app)
        assert names[0] in end or names[1] in end
        assert clickable(app) == []
        await keys(pilot, "l")  # the log names both players
        log = " ".join((await settled_text(pilot)).split())
        assert names[0] in log and names[1] in log
        assert clickable(app) == []


name_text = st.text(min_size=1, max_size=10).filter(lambda name: name_problem(name) is None)


@settings(
    max_examples=8,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@example(first="Ann\\", second="[b]x")
@example(first="[/]", second="$name")
@example(first="a\\[b]", second="{name}[i]\\")
@given(first=name_text | st.sampled_from(MARKUP), second=name_text)
@pilot_test
async def test_any_accepted_name_is_shown_as_written(
    data_dir: Path, first: str, second: str
) -> None:
    if first.casefold() == second.casefold() or name_problem(first) is not None:
        return
    save_record(new_record((first, second), shuffled_deal(9, 0)), current_save(data_dir))
    async with sitting(Claim2App(seed=9)) as (app, pilot):
        text = " ".join((await settled_text(pilot)).split())
        assert f"Unfinished game: {' '.join(first.split())} and" in text
        assert clickable(app) == []
        app.post_message(ResumeGame())
        await until(pilot, lambda: isinstance(top(app), HandoffPane))
        screen = top(app)
        assert isinstance(screen, HandoffPane)
        assert screen.player in (first, second)
        text = await settled_text(pilot)
        assert screen.player in text
        assert clickable(app) == []
        await keys(pilot, "enter")
        await until(pilot, lambda: isinstance(top(app), TurnPane))
        text = await settled_text(pilot)
        assert screen.player in text  # "Your hand, <name>"
        assert clickable(app) == []


@pytest.mark.parametrize(
    "typed",
    ["Ann\u202e", "\u200b\u200b", "Ann\u200d", "\ue000x"],
    ids=["right-to-left override", "zero-width only", "zero-width joiner", "private use"],
)
@pilot_test
async def test_a_typed_name_that_spoofs_is_refused(data_dir: Path, typed: str) -> None:
    async with sitting() as (app, pilot):
        screen = top(app)
        assert isinstance(screen, StartScreen)
        screen.query_one("#name-0").value = typed  # type: ignore[attr-defined]
        screen.query_one("#name-1").value = "Bob"  # type: ignore[attr-defined]
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(top(app), StartScreen)
        assert app.session is None
        assert "Please choose another name" in shown(app)
