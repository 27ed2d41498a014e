"""The game screen's own keys through the app: one key plays a card (Enter, a value key, a
click), the confirm-every-card setting, refusals, the rules, log, discards and keys lists
over any scene, the footer's room at 80 columns, the memory aids, the quit question, and a
Seer choice by 1 and 2."""

from __future__ import annotations

from typing import Any

from textual.app import App
from textual.command import CommandPalette

from claim2.engine import Card
from claim2.game.steps import ScreenKind
from claim2.records.record import GameRecord, replay_states
from claim2.settings.remembered import Settings, load_settings, save_settings
from claim2.tui.screens.overlays.confirm import ConfirmScreen
from claim2.tui.screens.overlays.keys import KeysScreen
from claim2.tui.screens.overlays.log import DiscardsScreen, LogScreen
from claim2.tui.screens.overlays.rules import RulesScreen
from claim2.tui.widgets.hand import Hand

from .conftest import AppAt
from .driving import Run, find_text
from .games import first_record, leading, record_until, seer_pending


async def to_the_turn(run: Run) -> Hand:
    """From the resumed hand-off: the player's own turn; its hand."""
    await run.after_quiet("enter")
    assert run.kind() is ScreenKind.TURN
    return run.app.screen.query_one(Hand)


def must_follow_with_others_in_hand(record: GameRecord) -> bool:
    """The player to move must follow the card led and holds cards they cannot play."""
    state = replay_states(record)[-1]
    if len(state.played) != 1 or state.seer is not None:
        return False
    hand, led = state.hands[state.to_move], state.played[0]
    return any(c.faction is led.faction for c in hand) and any(
        c.faction is not led.faction for c in hand
    )


async def test_a_value_key_does_what_enter_does_on_the_card_of_that_value(
    app_at: AppAt,
) -> None:
    """Issue 41, case 3: a value key is Enter on the card of that value, every time, and
    the table says so: the line under the hand names the key of a card it plays; with two
    different playable cards of one value, the key goes to one and the line names the
    other (the key again goes there, Enter plays the one under the cursor); a value the
    hand does not hold is said so; the keys list says what the keys do."""
    async with app_at(record_until(leading(3))) as run:
        hand = await to_the_turn(run)
        playable = sorted(hand.playable or ())
        values = {card.value: [c for c in playable if c.value == card.value] for card in playable}
        once = next(cards[0] for cards in values.values() if len(cards) == 1)
        first, second = next(cards for cards in values.values() if len(cards) == 2)
        missing = next(v for v in range(10) if v not in {c.value for c in hand.cards})

        await run.after_quiet("question_mark")
        assert run.shows("0 1 2 3 4 5 6 7 8 9  Play the card of that value")
        await run.after_quiet("escape")

        await run.after_quiet(str(missing))
        assert run.shows(f"You hold no card of value {missing}.")
        while hand.selected != once:
            await run.after_quiet("right")
        assert run.shows(f"{once.code}: press Enter (or {once.value}) to play it.")

        value = first.value
        await run.after_quiet(str(value))
        assert hand.selected == first and run.kind() is ScreenKind.TURN
        assert run.shows(
            f"2 cards of value {value}: press {value} again for {second.code}, "
            f"or Enter for {first.code}."
        )
        await run.after_quiet(str(value))
        assert hand.selected == second
        assert run.shows(
            f"2 cards of value {value}: press {value} again for {first.code}, "
            f"or Enter for {second.code}."
        )
        await run.after_quiet("enter")  # Enter plays the card under the cursor
        assert run.table.session.record.actions[-1] == second.code
        assert run.kind() is ScreenKind.HANDOFF


async def test_an_unplayable_card_is_refused_with_the_reason(app_at: AppAt) -> None:
    record = first_record(must_follow_with_others_in_hand)
    async with app_at(record) as run:
        hand = await to_the_turn(run)
        led = replay_states(record)[-1].played[0]
        wrong = next(i for i, c in enumerate(hand.cards) if c.faction is not led.faction)
        while hand.index != wrong:
            await run.after_quiet("right" if hand.index < wrong else "left")
        await run.after_quiet("enter")
        assert run.kind() is ScreenKind.TURN
        assert run.table.session.record.actions == record.actions
        assert run.shows("You must follow")


async def click_card(run: Run, hand: Hand, index: int) -> Card:
    """Click the card ``index`` of ``hand`` where the screen shows its code."""
    card = hand.cards[index]
    run.clock.advance(1.0)  # no key for a while: the click is taken
    await run.pilot.click(offset=find_text(run.app, card.code, hand.region))
    await run.settle()
    return card


async def test_a_click_on_a_card_plays_it(app_at: AppAt) -> None:
    record = record_until(leading(3))
    async with app_at(record) as run:
        hand = await to_the_turn(run)
        card = await click_card(run, hand, len(hand.cards) - 1)
        assert run.table.session.record.actions[-1] == card.code
        assert run.kind() is ScreenKind.HANDOFF


async def test_with_confirm_every_card_a_key_or_a_click_raises_a_card_and_another_plays_it(
    app_at: AppAt,
) -> None:
    """Enter raises the card under the cursor, Escape lowers it; a click raises a card,
    a click on it raised plays it (a second Enter playing it: the Seer choice's test, and
    test_widgets.py: the hand alone)."""
    save_settings(Settings(confirm_cards=True))
    record = record_until(leading(3))
    async with app_at(record) as run:
        hand = await to_the_turn(run)
        await run.after_quiet("enter")
        assert hand.armed and run.table.session.record.actions == record.actions
        assert run.shows("Press Enter again to play it, Esc to choose again.")
        await run.after_quiet("escape")
        assert not hand.armed
        last = len(hand.cards) - 1
        card = await click_card(run, hand, last)
        assert hand.armed and hand.selected == card
        assert run.table.session.record.actions == record.actions
        await run.pilot.click(offset=find_text(run.app, f"▶{card.code}◀", hand.region))
        await run.settle()
        assert run.table.session.record.actions[-1] == card.code


async def test_the_rules_log_discards_and_keys_open_over_a_hand_off_and_a_turn_and_close(
    app_at: AppAt,
) -> None:
    """Over the hand-off: the rules turn page by page, the log lists the tricks so far.
    Over the turn: the footer at 80 columns gives the palette's word to a key and offers
    no take-back (u does nothing on a turn between two people), the rules,
    log, discards and keys lists open and close (the keys list naming those the footer has
    no room for), h says hints are off between two people without them, and a click on
    the palette's key opens it."""
    record = record_until(leading(4))
    actions = record.actions
    async with app_at(record) as run:
        await run.after_quiet("f1")
        assert isinstance(run.top, RulesScreen)
        first = run.text()
        await run.after_quiet("right")
        assert run.text() != first
        await run.after_quiet("escape")
        assert run.kind() is ScreenKind.HANDOFF and run.scene.viewer is None
        await run.after_quiet("l")
        assert isinstance(run.top, LogScreen)
        assert run.shows("Phase 1 · trick 3 of 13")
        assert run.shows("Ann leads next, having won the trick.")
        await run.after_quiet("l")
        assert run.kind() is ScreenKind.HANDOFF
        await to_the_turn(run)
        footer = run.text().splitlines()[-1]
        assert footer.rstrip().endswith("▏^p") and "palette" not in footer
        assert "q Quit  l Log" in footer
        assert "Take back" not in footer  # between two people, not on a turn: u does nothing
        await run.after_quiet("u")
        assert run.kind() is ScreenKind.TURN and run.table.session.record.actions == actions
        for key, screen, close in (
            ("f1", RulesScreen, "escape"),
            ("l", LogScreen, "l"),
            ("d", DiscardsScreen, "d"),
            ("question_mark", KeysScreen, "escape"),
        ):
            await run.after_quiet(key)
            assert isinstance(run.top, screen), key
            if screen is KeysScreen:
                assert run.shows("Discards") and run.shows("Log") and run.shows("Quit")
            await run.after_quiet(close)
            assert run.on_game and run.kind() is ScreenKind.TURN
            assert run.says("cards again.")  # whose screen it is, said again
        await run.after_quiet("h")
        assert run.says("Hints are off in this game.")
        run.clock.advance(1.0)  # no key for a while: the click is taken
        await run.pilot.click(offset=find_text(run.app, "^p"))
        app: App[Any] = run.app
        await run.wait_until(lambda: CommandPalette.is_open(app), "the palette")


async def test_m_hides_the_memory_aids_and_the_next_start_remembers(app_at: AppAt) -> None:
    async with app_at(record_until(leading(4))) as run:
        await to_the_turn(run)
        assert run.shows("Not seen yet")
        await run.after_quiet("m")
        assert not run.shows("Not seen yet")
        assert load_settings().memory_aids is False
    async with app_at(record_until(leading(4))) as run:
        await to_the_turn(run)
        assert not run.shows("Not seen yet")


def footer_line(run: Run) -> str:
    return run.text().splitlines()[-1]


async def test_quitting_asks_first_and_in_dutch_j_answers_yes_and_the_footer_shows_it(
    app_at: AppAt,
) -> None:
    async with app_at(record_until(leading(4))) as run:
        await to_the_turn(run)
        await run.after_quiet("q")
        assert isinstance(run.top, ConfirmScreen)
        assert " y Yes " in footer_line(run) and " j " not in footer_line(run)
        await run.press("j")  # English: j is not an answer
        assert isinstance(run.top, ConfirmScreen)
        await run.press("f3")
        assert " j Ja " in footer_line(run) and " y " not in footer_line(run)
        await run.press("n")  # no: the game goes on
        assert run.on_game and run.kind() is ScreenKind.TURN
        await run.after_quiet("q")
        await run.press("j")
        assert run.app.return_code == 0 and not isinstance(run.top, ConfirmScreen)


async def test_in_dutch_y_still_answers_yes(app_at: AppAt) -> None:
    async with app_at(record_until(leading(4))) as run:
        await to_the_turn(run)
        await run.press("f3")
        await run.after_quiet("q")
        await run.press("y")
        assert run.app.return_code == 0 and not isinstance(run.top, ConfirmScreen)


async def test_a_seer_choice_by_its_number_key(app_at: AppAt) -> None:
    record = first_record(lambda r: seer_pending(replay_states(r)[-1]))
    async with app_at(record) as run:
        await run.after_quiet("enter")
        assert run.kind() is ScreenKind.SEER
        assert run.shows("The top card (only you see it)")
        await run.after_quiet("2")
        assert run.table.session.record.actions[-1] == "seer:top"
