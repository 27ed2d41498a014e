"""The hand-off pane: the laptop goes to the other player. Nothing private is on it.

When a trick has just ended, its result is on the hand-off too (one screen, not two): on
large terminals with the trick drawn as cards (the led card, the answer, the prize taken),
all of them cards that were face up for both players.
While the other player has not revealed their screen yet, the leader may take back the
card they led (``u``).
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Middle, Vertical
from textual.content import Content
from textual.widgets import Static

from claim2.engine import Card
from claim2.engine.ruleset import next_seat
from claim2.game.i18n import N_, _
from claim2.game.public import PublicView
from claim2.tui.messages import TakeBack
from claim2.tui.narrate import trick_sentence
from claim2.tui.screens.base import ContinuePane, Cue
from claim2.tui.text import NAME_FIELDS, card_markup, phase_trick, with_names
from claim2.tui.widgets.board import result_cards
from claim2.tui.widgets.card import CardRow
from claim2.tui.widgets.scoreboard import Scoreboard


class HandoffPane(ContinuePane):
    """ "Pass the laptop to Bob"; Bob (the cue's seat) presses Enter (or clicks) to see his
    screen."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "proceed", N_("Show my cards"), key_display="⏎"),
        Binding("u", "take_back", N_("Take back")),
    ]

    def __init__(self, cue: Cue, public: PublicView, take_back: Card | None = None) -> None:
        """``take_back``: the card the other player led and may still take back."""
        super().__init__(cue, public)
        self.take_back = take_back
        self.seat = cue.shown.seat if cue.shown.seat is not None else 0

    @property
    def player(self) -> str:
        """The name of the player the laptop goes to."""
        return self.names[self.seat]

    def title(self) -> str:
        return _("Hand-off")

    def compose(self) -> ComposeResult:
        result = self.result
        if result is None:
            with Middle(), Center(), Vertical(id="handoff"):
                yield from self._handing_off()
            return
        with Vertical(id="public"):
            with Center(id="trick-cards-place"):
                specs, labels = result_cards(result, self.names)
                yield CardRow(specs, labels, id="trick-cards")
            yield self.result_box(result)
            yield Scoreboard(self.public, self.names, phase=result.trick.phase, id="piles")
            with Center(), Vertical(id="handoff", classes="-after-result"):
                yield from self._handing_off()

    def _handing_off(self) -> ComposeResult:
        """The box that asks for the laptop to change hands."""
        name, other = NAME_FIELDS[self.seat], NAME_FIELDS[next_seat(self.seat)]
        names = self.names
        title = _("Pass the laptop to {name}").format(name=name)
        yield Static(with_names(title, names), id="handoff-title")
        yield Static(
            with_names(
                _(
                    "{other}, please look away. "
                    "{name}, press Enter when only you can see the screen."
                ).format(other=other, name=name),
                names,
            ),
            id="handoff-text",
        )
        with Center():
            ready = _("I am {name}: show my cards").format(name=name)
            yield self.guarded_button(with_names(ready, names), id="handoff-ready")
        if self.result is None:
            context = handoff_context(self.public, names)
            if context:
                yield Static(context, id="handoff-context")
        if self.take_back is not None:
            offer = _("{name}: changed your mind? Press u to take {card} back.").format(
                name=other, card=card_markup(self.take_back)
            )
            yield Static(with_names(offer, names), id="handoff-take-back")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "take_back":
            return self.take_back is not None and not self.answered
        return True

    def action_take_back(self) -> None:
        if self.take_back is not None:
            self.answer(TakeBack(next_seat(self.seat), self.shown))


def handoff_context(public: PublicView, names: tuple[str, str]) -> Content:
    """A public line saying why the laptop changes hands."""
    return with_names(_context_markup(public), names)


def _context_markup(public: PublicView) -> str:
    safe = NAME_FIELDS
    where = phase_trick(public.phase, public.trick)
    last = public.last_trick
    if public.seer_pending is not None and last is not None:
        return _("{cards} {name} won with a Seer and now chooses.").format(
            cards=trick_sentence(last, safe), name=safe[last.winner]
        )
    if public.played:
        return _("{where}: {leader} led {card}; {name} plays next.").format(
            where=where,
            leader=safe[public.leader],
            card=card_markup(public.played[0]),
            name=safe[next_seat(public.leader)],
        )
    return _("{where}: {name} leads.").format(where=where, name=safe[public.leader])
