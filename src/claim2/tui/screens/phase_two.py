"""Phase two begins: announced to both; each new hand appears only on its owner's turn."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.content import Content
from textual.widgets import Static

from claim2.game.i18n import _
from claim2.tui.narrate import phase_two_lead_sentence
from claim2.tui.screens.base import ContinuePane
from claim2.tui.text import NAME_FIELDS, with_names
from claim2.tui.widgets.scoreboard import prizes_lines


class PhaseTwoPane(ContinuePane):
    """Public: the follower piles become the hands (R10); who leads (R5). Phase one's last
    trick (the session's ``result``) is shown first."""

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
                yield self.result_box(self.result, id="result")
            summary = Static(text, id="summary")
            summary.border_title = _("Phase two")
            yield summary
            yield from self.continue_button()
