"""The Seer choice (R8), a pane of the game screen: the winner sees the top card and
keeps the prize or takes it.

Private to the Seer winner, built from their ``PlayerView`` alone.
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from claim2.engine import Action, SeerChoice
from claim2.game.i18n import N_, _
from claim2.tui.messages import PlayAction
from claim2.tui.narrate import trick_sentence
from claim2.tui.screens.hinting import HintingPane
from claim2.tui.text import NAME_FIELDS, card_markup, phase_trick, with_names
from claim2.tui.widgets.hand import Hand
from claim2.tui.widgets.hint import HintLine


class SeerPane(HintingPane):
    """Two options: 1 or 2 (or Enter on one) chooses it; with ``confirm``, 1 and 2 point
    at an option, Enter raises it and Enter again confirms it."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("1", "highlight(0)", N_("Prize")),
        Binding("2", "highlight(1)", N_("Top card")),
    ]

    armed: SeerChoice | None = None  # the choice raised, waiting for a second Enter

    def title(self) -> str:
        return _("{name}'s Seer choice").format(name=self.names[self.seen.seat])

    def compose(self) -> ComposeResult:
        seen = self.seen
        names = self.names
        safe = NAME_FIELDS
        other = safe[seen.opponent]
        prize = card_markup(seen.prize) if seen.prize is not None else "?"
        top = card_markup(seen.seer_peek) if seen.seer_peek is not None else "?"
        with Vertical(id="seer"):
            lines = []
            if seen.last_trick is not None:
                lines.append(trick_sentence(seen.last_trick, safe))
            lines += [
                _("You won with a Seer: you may look at the top card of the draw pile."),
                _("The prize (face up): {card}").format(card=prize),
                _("The top card (only you see it): {card}").format(card=top),
            ]
            info = Static(with_names("\n".join(lines), names), id="seer-info")
            info.border_title = phase_trick(seen.phase, seen.trick)
            yield info
            options = OptionList(
                Option(
                    with_names(
                        _("1  Keep the prize {prize}: {name} gets the hidden top card.").format(
                            prize=prize, name=other
                        ),
                        names,
                    ),
                    id=SeerChoice.PRIZE.value,
                ),
                Option(
                    with_names(
                        _("2  Take the top card {top}: {name} gets the prize {prize}.").format(
                            top=top, prize=prize, name=other
                        ),
                        names,
                    ),
                    id=SeerChoice.TOP.value,
                ),
                id="seer-options",
            )
            options.border_title = _("Your choice")
            yield options
            yield Static(id="prompt")
            yield HintLine(id="hint")
            hand = Hand(seen.hand, id="hand")
            hand.border_title = self.hand_title()
            yield hand

    def focus_first(self) -> None:
        options = self.query_one(OptionList)
        options.highlighted = 0
        self.take_focus(options)
        self._prompt()

    def keep(self) -> object:
        return self.query_one(OptionList).highlighted

    def restore(self, kept: object) -> None:
        if isinstance(kept, int):
            self.point_at((SeerChoice.PRIZE, SeerChoice.TOP)[kept])

    def action_highlight(self, index: int) -> None:
        options = self.query_one(OptionList)
        self.take_focus(options)
        options.highlighted = index
        if not self.confirm:
            self._choose((SeerChoice.PRIZE, SeerChoice.TOP)[index])

    def _choose(self, choice: SeerChoice) -> None:
        self.answer(PlayAction(choice, self.shown))

    def point_at(self, action: Action) -> None:
        if isinstance(action, SeerChoice):
            options = self.query_one(OptionList)
            self.take_focus(options)
            options.highlighted = 0 if action is SeerChoice.PRIZE else 1

    def _prompt(self) -> None:
        prompt = self.query_one("#prompt", Static)
        prompt.set_class(self.armed is not None, "-armed")
        if self.armed is SeerChoice.PRIZE:
            prompt.update(_("Keep the prize? Press Enter again to confirm, Esc to choose again."))
        elif self.armed is SeerChoice.TOP:
            prompt.update(
                _("Take the top card? Press Enter again to confirm, Esc to choose again.")
            )
        elif self.confirm:
            prompt.update(_("Choose with ↑↓ (or 1, 2) and press Enter."))
        else:
            prompt.update(_("Press 1 or 2 (or choose with ↑↓ and press Enter)."))

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        self.armed = None
        self._prompt()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        choice = SeerChoice(event.option.id)
        if self.armed is choice or not self.confirm:
            self._choose(choice)
            return
        self.armed = choice
        self._prompt()

    def key_escape(self) -> None:
        self.armed = None
        self._prompt()
