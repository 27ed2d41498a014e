"""The hand of cards alone, in the app's shell: its keys (← → Home End, ↑ ↓ between the
factions present, a value key with and without "confirm every card", Enter, Esc), clicks
on a card, beside the cards and on a hand only to look at, and an empty hand; what it
tells the screen (the cursor moved, a card chosen, a card refused)."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from textual.app import ComposeResult
from textual.message import Message
from textual.screen import Screen

from claim2.engine import Card
from claim2.tui.widgets.hand import Hand
from engine.scenario import cards
from tui_shell.shell_app import ShellApp

from .driving import find_text, press, screen_text

HAND = cards("Gn1 Gn3 Gn3 Gi5 Tr2 Tr3 Tr7 Se3 Se9")
PLAYABLE = frozenset(cards("Gn3 Gi5 Tr2 Tr3 Tr7 Se3"))
SIZE = (100, 24)  # the whole hand in one row


class HandScreen(Screen[None]):
    """A hand and what it says."""

    def __init__(self, cards: Sequence[Card], playable: Collection[Card] | None, confirm: bool):
        super().__init__()
        self.hand = Hand(cards, playable, confirm=confirm)
        self.heard: list[Message] = []

    def compose(self) -> ComposeResult:
        yield self.hand

    def on_mount(self) -> None:
        self.hand.focus()

    def on_hand_changed(self, message: Hand.Changed) -> None:
        self.heard.append(message)

    def on_hand_chosen(self, message: Hand.Chosen) -> None:
        self.heard.append(message)

    def on_hand_refused(self, message: Hand.Refused) -> None:
        self.heard.append(message)


def hand_app(
    cards: Sequence[Card] = HAND,
    playable: Collection[Card] | None = PLAYABLE,
    *,
    confirm: bool = False,
) -> tuple[ShellApp, HandScreen]:
    screen = HandScreen(cards, playable, confirm)
    return ShellApp(lambda: screen), screen


def said(screen: HandScreen) -> list[str]:
    """What the hand told the screen, as ``changed Gn3`` (``armed`` if raised), ``chosen
    Tr2`` or ``refused Gn1``; forgotten once read."""
    words = []
    for message in screen.heard:
        if isinstance(message, Hand.Changed):
            words.append(f"changed {message.card.code}" + (" armed" if message.armed else ""))
        elif isinstance(message, Hand.Chosen):
            words.append(f"chosen {message.card.code}")
        elif isinstance(message, Hand.Refused):
            words.append(f"refused {message.card.code}")
    screen.heard.clear()
    return words


def code(hand: Hand) -> str:
    assert hand.selected is not None
    return hand.selected.code


async def test_the_cursor_moves_by_card_by_faction_and_to_either_end() -> None:
    app, screen = hand_app()
    async with app.run_test(size=SIZE) as pilot:
        hand = screen.hand
        assert code(hand) == "Gn3"  # the first playable card
        assert "›Gn3‹" in screen_text(app)
        await press(pilot, "end")
        assert code(hand) == "Se9" and said(screen) == ["changed Se9"]
        await press(pilot, "right")  # round the hand
        assert code(hand) == "Gn1"
        await press(pilot, "left", "home")
        assert code(hand) == "Gn1"
        await press(pilot, "down", "down")  # Gnomes → Giants → Trolls (no Dragons)
        assert code(hand) == "Tr2"
        await press(pilot, "right", "right", "up")  # Tr7, third Troll: the Giant, alone
        assert code(hand) == "Gi5"
        await press(pilot, "end", "down")  # the Seers are the last row: it stays
        assert code(hand) == "Se9"
        await press(pilot, "home", "up")  # the Gnomes are the first
        assert code(hand) == "Gn1"
        said(screen)


async def test_a_value_key_is_enter_on_the_card_of_that_value() -> None:
    """A value key does what Enter does on the card of that value, every time (issue 41,
    case 3): it plays it, or it is refused; only between several playable cards of that
    value does it go to the next of them (the line under the hand names the other)."""
    app, screen = hand_app()
    async with app.run_test(size=SIZE) as pilot:
        hand = screen.hand
        await press(pilot, "5")  # one playable card of value 5: played
        assert said(screen) == ["changed Gi5", "chosen Gi5"]
        await press(pilot, "3")  # Gn3, Tr3 and Se3 are playable: the first of them
        assert code(hand) == "Gn3" and said(screen) == ["changed Gn3"]
        await press(pilot, "3", "3")  # then Tr3, then Se3
        assert code(hand) == "Se3"
        await press(pilot, "3")  # round to the first
        assert code(hand) == "Gn3"
        said(screen)
        await press(pilot, "1")  # Gn1 cannot be played: refused, as Enter on it is
        assert code(hand) == "Gn1" and said(screen) == ["changed Gn1", "refused Gn1"]
        await press(pilot, "4")  # no card of value 4: the hand says so, nothing moves
        assert code(hand) == "Gn1" and said(screen) == []


async def test_with_confirm_a_value_key_raises_its_card_and_a_second_plays_it() -> None:
    app, screen = hand_app(confirm=True)
    async with app.run_test(size=SIZE) as pilot:
        hand = screen.hand
        await press(pilot, "5")  # as Enter on Gi5: raised
        assert code(hand) == "Gi5" and hand.armed
        assert said(screen) == ["changed Gi5", "changed Gi5 armed"]
        assert "▶Gi5◀" in screen_text(app)
        await press(pilot, "escape")
        assert not hand.armed and said(screen) == ["changed Gi5"]
        await press(pilot, "escape")  # nothing raised: nothing to do
        assert said(screen) == []
        await press(pilot, "5", "5")
        assert said(screen) == ["changed Gi5 armed", "chosen Gi5"]


async def test_a_click_on_a_card_chooses_it_and_beside_the_cards_does_nothing() -> None:
    app, screen = hand_app(confirm=True)
    async with app.run_test(size=SIZE) as pilot:
        hand = screen.hand
        await pilot.click(offset=find_text(app, "Tr7", hand.region))
        assert code(hand) == "Tr7" and hand.armed
        assert said(screen) == ["changed Tr7", "changed Tr7 armed"]
        await pilot.click(offset=find_text(app, "▶Tr7◀", hand.region))
        assert said(screen) == ["chosen Tr7"]
        await pilot.click(offset=(hand.region.x, hand.region.y))  # left of the cards
        assert said(screen) == []


async def test_a_hand_only_to_look_at_takes_no_choice() -> None:
    app, screen = hand_app(playable=None)
    async with app.run_test(size=SIZE) as pilot:
        hand = screen.hand
        assert not hand.can_focus and "›" not in screen_text(app)
        await pilot.click(offset=find_text(app, "Tr7", hand.region))
        hand.action_choose()
        await pilot.pause()
        assert said(screen) == []


async def test_an_empty_hand_shows_a_dash_and_its_keys_do_nothing() -> None:
    app, screen = hand_app(cards=(), playable=())
    async with app.run_test(size=SIZE) as pilot:
        hand = screen.hand
        assert hand.selected is None and "—" in screen_text(app)
        for action in (hand.action_choose, hand.action_disarm):
            action()
        hand.action_move(1)
        hand.action_move_to(-1)
        hand.action_row(1)
        hand.action_value(3)
        await pilot.pause()
        assert said(screen) == []
