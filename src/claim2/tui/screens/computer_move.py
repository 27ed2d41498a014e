"""The computer's turn, a pane on the game screen of the one person playing against it.

Built from that person's own ``PlayerView`` (R17): the table, the piles and
their own hand, as on their turn, with a line saying what the computer does.
The computer's cards are never shown; of its Seer choice only what R17 lets
the opponent see is said (the prize kept, or the top card taken).
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.content import Content
from textual.widgets import Static

from claim2.engine import Action, Card, SeerChoice
from claim2.game.i18n import _
from claim2.game.public import public_view
from claim2.tui.screens.base import SeatPane
from claim2.tui.text import NAME_FIELDS, card_markup, phase_trick, with_names
from claim2.tui.widgets.hand import Hand
from claim2.tui.widgets.scoreboard import Scoreboard
from claim2.tui.widgets.table import last_trick_line, own_followers_lines, table_lines


class ComputerPane(SeatPane):
    """While the computer thinks, and for a moment after, what it did (``show_move``)."""

    action: Action | None = None  # the computer's move, once made

    @property
    def computer(self) -> int:
        """The computer's seat (the opponent of the person whose view this is)."""
        return self.seen.opponent

    def title(self) -> str:
        return _("{name}'s turn").format(name=self.names[self.computer])

    def compose(self) -> ComposeResult:
        seen = self.seen
        with Vertical(id="board"):
            lines = table_lines(seen, self.names, self.status_line())
            table = Static(Content("\n").join(lines), id="table")
            table.border_title = phase_trick(seen.phase, seen.trick)
            yield table
            extra = own_followers_lines(seen, self.names) if seen.phase == 1 else []
            yield Scoreboard(public_view(seen), self.names, extra=extra, id="piles")
            yield Static(last_trick_line(seen.last_trick, self.names), id="last-trick")
            hand = Hand(seen.hand, id="hand")
            hand.border_title = self.hand_title()
            yield hand
            line = self.thinking_line() if self.action is None else self.move_line(self.action)
            yield Static(with_names(line, self.names), id="prompt", classes="-armed")

    # What is on the table --------------------------------------------------------

    def status_line(self) -> str:
        """What the table shows of the trick: whether the computer chooses after a Seer, or
        who leads."""
        seen = self.seen
        name = NAME_FIELDS[self.computer]
        if seen.seer_pending == self.computer:  # the trick is in the line below the piles
            return _("{name} won with a Seer and looks at the top card of the draw pile.").format(
                name=name
            )
        if seen.played:
            return _("You led {card}.").format(card=card_markup(seen.played[0]))
        return _("{name} leads this trick.").format(name=name)

    def thinking_line(self) -> str:
        name = NAME_FIELDS[self.computer]
        if self.seen.seer_pending == self.computer:
            return _("{name} chooses: the prize or the top card…").format(name=name)
        return _("{name} is thinking…").format(name=name)

    def move_line(self, action: Action) -> str:
        """What the computer did, as its opponent may see it (R17)."""
        name = NAME_FIELDS[self.computer]
        prize = card_markup(self.seen.prize) if self.seen.prize is not None else "?"
        if action is SeerChoice.PRIZE:
            return _(
                "{name} keeps the prize {prize}; you get the top card of the draw pile."
            ).format(name=name, prize=prize)
        if action is SeerChoice.TOP:
            return _(
                "{name} takes the top card of the draw pile; you get the prize {prize}."
            ).format(name=name, prize=prize)
        assert isinstance(action, Card)
        if self.seen.played:
            return _("{name} plays {card}.").format(name=name, card=card_markup(action))
        return _("{name} leads {card}.").format(name=name, card=card_markup(action))

    # The move -------------------------------------------------------------------------

    def show_move(self, action: Action) -> None:
        """The computer has moved: say what it did."""
        self.action = action
        for prompt in self.query("#prompt").results(Static):
            prompt.update(with_names(self.move_line(action), self.names))
