"""The turn screen by keyboard and mouse, the quit question, the terminal's size."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest
from textual.command import CommandPalette
from textual.pilot import Pilot
from textual.widgets import Input

from claim2.engine import Card, view
from claim2.game.options import InputGuard
from claim2.game.records import GameRecord, load_record, save_record
from claim2.game.saves import shelve
from claim2.game.settings import Settings, load_settings, save_settings
from claim2.tui.app import Claim2App
from claim2.tui.screens.handoff import HandoffPane
from claim2.tui.screens.rules import RulesScreen
from claim2.tui.screens.too_small import TooSmallScreen
from claim2.tui.screens.turn import TurnPane
from claim2.tui.widgets.hand import Hand

from .driver import (
    flat_text,
    keys,
    pane_drawn,
    pilot_test,
    resume_game,
    screen_text,
    settled_text,
    sitting,
    top,
    until,
)
from .games import current_save, last_state, record_until

CARD_CODE = re.compile(r"\b(?:Gn|Gi|Dr|Tr|Se)\d\b")


def trick(number: int) -> GameRecord:
    """Seed 11's game played to the start of trick ``number`` (phase one)."""
    return record_until(11, lambda state: state.trick == number)


def following_record() -> tuple[GameRecord, Card, list[Card]]:
    """A game where the player to move must follow and holds unplayable cards."""
    record = record_until(
        7,
        lambda state: (
            len(state.played) == 1
            and any(c.faction is state.played[0].faction for c in state.hands[state.to_move])
            and any(c.faction is not state.played[0].faction for c in state.hands[state.to_move])
        ),
    )
    state = last_state(record)
    led = state.played[0]
    hand = state.hands[state.to_move]
    return record, led, [card for card in hand if card.faction is not led.faction]


@asynccontextmanager
async def at_turn(
    data_dir: Path, record: GameRecord, given: Claim2App | None = None
) -> AsyncIterator[tuple[Claim2App, Pilot[None], TurnPane]]:
    """``record`` saved and resumed in ``given`` (a new app unless given), past its
    hand-off: the turn pane, ready for keys."""
    save_record(record, current_save(data_dir))
    async with sitting(given, opening=resume_game) as (app, pilot):
        await keys(pilot, "enter")  # hand-off
        screen = top(app)
        assert isinstance(screen, TurnPane)
        await pane_drawn(pilot)
        # as people do, wait until it takes keys (its guard time is over)
        await until(pilot, lambda: screen.ready, limit=5.0)
        yield app, pilot, screen


@pilot_test
async def test_an_unplayable_card_is_refused_with_the_reason(data_dir: Path) -> None:
    """R3: following is compulsory; the screen says why instead of playing."""
    record, led, unplayable = following_record()
    async with at_turn(data_dir, record) as (app, pilot, screen):
        hand = screen.query_one(Hand)
        target = hand.cards.index(unplayable[0])
        await keys(pilot, "home", *["right"] * target, "enter")
        assert top(app) is screen, "an unplayable card was played"
        text = flat_text(app)
    faction = led.faction.name.title()
    assert f"You cannot play {unplayable[0].code}: you must follow {faction}" in text
    assert "(R3)" in text
    assert len(load_record(current_save(data_dir)).actions) == len(record.actions)


@pilot_test
async def test_one_enter_plays_the_card_under_the_cursor(data_dir: Path) -> None:
    async with at_turn(data_dir, trick(2)) as (app, pilot, screen):
        card = screen.query_one(Hand).selected
        assert card is not None and card in screen.seen.legal_actions
        await keys(pilot, "enter")
        await pane_drawn(pilot)
        assert top(app) is not screen
        assert load_record(current_save(data_dir)).actions[-1] == card.code


@pilot_test
async def test_a_value_key_plays_the_one_playable_card_of_that_value(data_dir: Path) -> None:
    record = trick(2)
    seen = view(last_state(record), last_state(record).to_move)
    playable = [card for card in seen.legal_actions if isinstance(card, Card)]
    values = [card.value for card in playable]
    single = next(card for card in playable if values.count(card.value) == 1)
    several = [value for value in values if values.count(value) > 1]
    async with at_turn(data_dir, record) as (app, pilot, screen):
        if several:  # a value two playable cards have only moves the cursor
            await keys(pilot, str(several[0]))
            assert top(app) is screen
            assert screen.query_one(Hand).selected.value == several[0]
        await keys(pilot, str(single.value))
        await pane_drawn(pilot)
        assert top(app) is not screen
        assert load_record(current_save(data_dir)).actions[-1] == single.code


@pilot_test
async def test_with_confirm_every_card_one_enter_only_raises_a_card_and_escape_lowers_it(
    data_dir: Path,
) -> None:
    record = trick(2)
    save_settings(Settings(confirm_cards=True))
    async with at_turn(data_dir, record) as (app, pilot, screen):
        hand = screen.query_one(Hand)
        await keys(pilot, "enter")
        assert hand.armed and top(app) is screen
        card = hand.selected
        assert card is not None
        assert f"Play {card.code}? Press Enter again" in flat_text(app)
        await keys(pilot, "escape")
        assert not hand.armed
        await keys(pilot, "right", "enter", "left")  # moving away lowers it too
        assert not hand.armed and top(app) is screen
        await keys(pilot, "enter", "enter")
        assert top(app) is not screen
    assert len(load_record(current_save(data_dir)).actions) == len(record.actions) + 1


@pilot_test
async def test_a_value_key_or_a_click_plays_a_card_at_once(data_dir: Path) -> None:
    """One key plays (issue 11): the value of the one playable card of that value, or a
    click on a card; a value two cards share only moves the cursor between them."""
    record = trick(2)
    state = last_state(record)
    hand_cards = state.hands[state.to_move]
    assert not state.played  # the leader: every card can be played
    values = [card.value for card in hand_cards]
    unique = next(card for card in hand_cards if values.count(card.value) == 1)
    shared = next((value for value in values if values.count(value) > 1), None)

    async def play(by_click: bool) -> Card:
        given = Claim2App(input_guard=InputGuard(0.0, 0.0))
        async with at_turn(data_dir, record, given) as (app, pilot, screen):
            hand = screen.query_one(Hand)
            if not by_click:
                if shared is not None:
                    await keys(pilot, str(shared))
                    assert top(app) is screen and hand.selected is not None
                    assert hand.selected.value == shared
                await keys(pilot, str(unique.value))
                assert top(app) is not screen
                return unique
            target = hand_cards[len(hand_cards) // 2]
            row, column = hand._places[hand.cards.index(target)]
            offset = (hand.content_region.x - hand.region.x + column + 2, 1 + row)
            await pilot.click(Hand, offset=offset)
            await pilot.pause()
            assert top(app) is not screen
            return target

    for by_click in (False, True):
        played = await play(by_click)
        assert list(load_record(current_save(data_dir)).actions) == [*record.actions, played.code]


@pilot_test
async def test_quitting_asks_first(data_dir: Path) -> None:
    async with at_turn(data_dir, trick(2)) as (app, pilot, screen):
        await keys(pilot, "q")
        await settled_text(pilot)
        assert "The game is saved after every move" in flat_text(app)
        await keys(pilot, "n")
        assert top(app) is screen
        await keys(pilot, "q", "y")
        assert not app.is_running


@pilot_test
async def test_too_small_a_terminal_says_so_and_recovers(data_dir: Path) -> None:
    async with at_turn(data_dir, trick(4)) as (app, pilot, screen):
        before = await settled_text(pilot)
        await pilot.resize_terminal(60, 20)
        await pilot.pause()
        assert isinstance(top(app), TooSmallScreen)
        text = flat_text(app)
        assert "Terminal too small: 60×20" in text
        assert "at least 80×24" in text
        assert "the game is saved" in text
        assert not CARD_CODE.search(text), "cards show through"
        await pilot.resize_terminal(79, 30)
        await pilot.pause()
        assert "Terminal too small: 79×30" in flat_text(app)
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert top(app) is screen
        assert await settled_text(pilot) == before
        await keys(pilot, "enter", "enter")  # and the game goes on
        assert top(app) is not screen


@pilot_test
async def test_the_rules_and_the_log_open_anywhere_and_close(data_dir: Path) -> None:
    save_record(trick(4), current_save(data_dir))
    async with sitting(opening=resume_game) as (app, pilot):
        handoff = top(app)
        assert isinstance(handoff, HandoffPane)
        await keys(pilot, "f1")
        await pilot.pause()
        assert "Claim 2: the rules" in flat_text(app)
        await keys(pilot, "escape")
        assert top(app) is handoff
        await keys(pilot, "l")
        assert "Phase 1 · trick 3 of 13 · the prize is" in flat_text(app)
        await keys(pilot, "escape")
        assert top(app) is handoff


@pilot_test
async def test_without_colour_the_chosen_card_is_marked(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """NO_COLOR: the cursor and the raised card show by marks, not only by colour."""
    monkeypatch.setenv("NO_COLOR", "1")
    save_settings(Settings(confirm_cards=True))  # a card waits for a second Enter
    given = Claim2App()
    assert given.no_color
    async with at_turn(data_dir, trick(2), given) as (app, pilot, screen):
        card = screen.query_one(Hand).selected
        cursor = screen_text(app)
        await keys(pilot, "enter")
        raised = screen_text(app)
    assert card is not None
    assert f"›{card.code}‹" in cursor
    assert f"▶{card.code}◀" in raised


@pilot_test
async def test_the_rules_turn_page_by_page_and_by_contents() -> None:
    """Turning a page takes a moment to draw: the test reads it once it is drawn."""

    async def drawn(pilot: Pilot[None], rules: RulesScreen) -> None:
        await until(pilot, lambda: rules.drawn == rules.page, limit=5.0)
        await pilot.pause()

    async with sitting() as (app, pilot):
        await keys(pilot, "f1")
        rules = top(app)
        assert isinstance(rules, RulesScreen)
        await drawn(pilot, rules)
        assert "Claim 2: the rules" in flat_text(app)
        assert f"page 1 of {len(rules.pages)}" in flat_text(app)
        await keys(pilot, "right", "right", "left")  # quickly: counted from the page asked
        assert rules.page == 1
        await drawn(pilot, rules)
        assert rules.pages[1][0] in flat_text(app)
        titles = [title for title, _text in rules.pages]
        giants = titles.index("Giants: smashing Gnomes (phase two only)")
        await keys(pilot, "t")
        await keys(pilot, "home", *["down"] * giants, "enter")
        assert rules.page == giants
        await drawn(pilot, rules)
        assert "A Giant smashes only at the moment it is won" in flat_text(app)
        await keys(pilot, "escape")
        assert not isinstance(top(app), RulesScreen)


@pilot_test
async def test_the_command_palette_opens_and_a_chosen_theme_is_remembered() -> None:
    async with sitting() as (app, pilot):
        await keys(pilot, "ctrl+p")
        assert isinstance(top(app), CommandPalette)
        await keys(pilot, "escape")
        app.theme = "nord"
        await pilot.pause()
    async with sitting() as (app, pilot):
        assert app.theme == "nord"


@pytest.mark.parametrize("move_on", ["enter", "tab"])
@pilot_test
async def test_a_name_typed_right_after_moving_on_goes_into_the_next_field(
    data_dir: Path, move_on: str
) -> None:
    """Ann, Tab (or Enter), Bob typed in one burst: Bob is the second name, not "AnnBob"."""
    async with sitting(Claim2App(seed=3)) as (app, pilot):
        await keys(pilot, *"Ann", move_on, *"Bob", "enter")
        assert app.screen.query_one("#name-0", Input).value == "Ann"
        assert app.screen.query_one("#name-1", Input).value == "Bob"
        await keys(pilot, "shift+tab", "shift+tab", *"Cy")  # back into the first name
        assert app.screen.query_one("#name-0", Input).value == "Cy"


@pilot_test
async def test_at_80x24_the_start_buttons_show_whole_beside_a_resume_row_and_kept_games(
    data_dir: Path,
) -> None:
    save = current_save(data_dir)
    for seed in (5, 6):
        save_record(record_until(seed, lambda state: state.trick == 3), save)
        shelve(save)
    save_record(record_until(7, lambda state: state.trick == 4), save)
    async with sitting() as (_app, pilot):
        text = await settled_text(pilot)
        assert "Resume" in text and "Kept aside" in text
        buttons = [line for line in text.splitlines() if "Learn to play" in line]
        assert any(
            all(label in line for label in ("Start", "Rules", "Quit")) for line in buttons
        ), text


@pilot_test
async def test_confirm_every_card_is_a_setting_in_the_palette(data_dir: Path) -> None:
    from i18n_app.switching import from_palette

    async with sitting(Claim2App(seed=7)) as (app, pilot):
        assert not app.confirm_cards
        await from_palette(pilot, "confirm every card")
        assert app.confirm_cards and load_settings().confirm_cards
        await from_palette(pilot, "confirm every card")
        assert not app.confirm_cards and not load_settings().confirm_cards
