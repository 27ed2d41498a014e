"""Phase two begins: announced to both; each new hand appears only on its owner's turn."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.widgets import Button, Static

from claim2.game.i18n import N_, _
from claim2.game.public import PublicView
from claim2.game.session import NextScreen, TrickResult
from claim2.tui.messages import Proceed
from claim2.tui.narrate import phase_two_lead_sentence, result_lines
from claim2.tui.screens.base import Pane
from claim2.tui.text import NAME_FIELDS, phase_trick, with_names
from claim2.tui.widgets.scoreboard import prizes_lines


class PhaseTwoPane(Pane):
    """Public: the follower piles become the hands (R10); who leads (R5)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "proceed", N_("Continue"), key_display="⏎")
    ]

    def __init__(
        self,
        public: PublicView,
        names: tuple[str, str],
        *,
        result: TrickResult | None = None,
        shown: NextScreen | None = None,
        guard: float = 0.0,
    ) -> None:
        """``result``: phase one's last trick, shown first."""
        super().__init__(shown, guard=guard)
        self.public = public
        self.names = names
        self.result = result

    def title(self) -> str:
        return _("Phase two")

    def compose(self) -> ComposeResult:
        lines = [
            _("Phase one is over. Each player's 13 followers are now their hand."),
            _(
                "Play them to win cards for your score pile. "
                "Gnomes, Giants and Trolls now have powers."
            ),
        ]
        if self.public.last_trick is not None:
            lines.append(phase_two_lead_sentence(self.public.last_trick, NAME_FIELDS))
        lines += [
            "",
            _("Everybody saw the prizes, so each of you knows part of the other's hand:"),
        ]
        text = Content("\n").join(
            [with_names("\n".join(lines), self.names), *prizes_lines(self.public, self.names)]
        )
        with Vertical(id="public"):
            if self.result is not None:
                trick = self.result.trick
                lines_done = result_lines(trick, self.result.events, NAME_FIELDS)
                done = Static(with_names("\n".join(lines_done), self.names), id="result")
                done.border_title = _("{heading}: result").format(
                    heading=phase_trick(trick.phase, trick.trick)
                )
                yield done
            summary = Static(text, id="summary")
            summary.border_title = _("Phase two")
            yield summary
            with Horizontal(id="buttons"):
                yield self.guarded_button(_("Continue"), id="continue")

    def action_proceed(self) -> None:
        if self.shown is not None:
            self.answer(Proceed(self.shown))

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_proceed()
