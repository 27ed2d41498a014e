"""A player's turn, a pane of the game screen: their hand, the table, the public piles.
Private to that player.

Built from the player's ``PlayerView`` alone (R17), so it cannot show what
the player may not see.
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Static

from claim2.engine import Action, Card
from claim2.game.i18n import N_, _
from claim2.tui.messages import PlayAction
from claim2.tui.screens.hinting import HintingPane
from claim2.tui.text import card_markup, must_follow_sentence
from claim2.tui.widgets.board import AidsPanel, CardTable
from claim2.tui.widgets.hand import Hand
from claim2.tui.widgets.hint import HintLine


class TurnPane(HintingPane):
    """Choose a card to play: Enter (or its value) plays it; with ``confirm``, the first
    Enter raises it and the second plays it."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("m", "toggle_aids", N_("Memory aids")),
    ]

    def title(self) -> str:
        return _("{name}'s turn").format(name=self.names[self.seen.seat])

    def compose(self) -> ComposeResult:
        seen = self.seen
        with Vertical(id="board"):
            yield CardTable(seen, self.names, aids=self.app_aids_on, id="card-table")
            yield HintLine(id="hint")  # in place of the last trick, when asked for
            playable = [action for action in seen.legal_actions if isinstance(action, Card)]
            hand = Hand(seen.hand, playable, confirm=self.confirm, id="hand")
            hand.border_title = self.hand_title()
            yield hand
            yield Static(id="prompt")

    @property
    def app_aids_on(self) -> bool:
        """Whether the memory aids are shown (a setting of the app, on by default)."""
        return getattr(self.app, "memory_aids", True) is not False  # Claim2App.memory_aids

    def action_toggle_aids(self) -> None:
        """m: show or hide the memory aids (remembered for the other turns and later starts)."""
        aids = self.query_one(AidsPanel)
        aids.display = not aids.display
        remember = getattr(self.app, "remember_memory_aids", None)  # Claim2App's (actions.py)
        if callable(remember):
            remember(aids.display)

    def focus_first(self) -> None:
        hand = self.query_one(Hand)
        self.take_focus(hand)
        if hand.selected is not None:
            self._prompt_for(hand.selected, armed=False)

    def keep(self) -> object:
        return self.query_one(Hand).selected

    def restore(self, kept: object) -> None:
        if isinstance(kept, Card):
            self.point_at(kept)

    def _prompt_for(self, card: Card, *, armed: bool) -> None:
        prompt = self.query_one("#prompt", Static)
        if armed:
            text = _("Play {card}? Press Enter again to play it, Esc to choose again.")
        elif card in self.seen.legal_actions:
            text = _("{card}: press Enter to play it.")
        else:
            text = _("{card} cannot be played now.")
        prompt.set_class(armed, "-armed")
        prompt.remove_class("-refused")
        prompt.update(text.format(card=card_markup(card)))

    def point_at(self, action: Action) -> None:
        hand = self.query_one(Hand)
        if isinstance(action, Card) and action in hand.cards:
            hand.action_move_to(hand.cards.index(action))
            self.take_focus(hand)

    def on_hand_changed(self, message: Hand.Changed) -> None:
        self._prompt_for(message.card, armed=message.armed)

    def on_hand_refused(self, message: Hand.Refused) -> None:
        led = self.seen.played[0] if self.seen.played else None
        if led is None:  # cannot happen: a leader may play any card
            return
        prompt = self.query_one("#prompt", Static)
        prompt.add_class("-refused")
        prompt.update(must_follow_sentence(message.card, led, self.seen.hand))

    def on_hand_chosen(self, message: Hand.Chosen) -> None:
        self.answer(PlayAction(message.card, self.shown))
