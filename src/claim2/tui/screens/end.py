"""The end: how every faction voted and why (R15), and who won (R16). Public."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.widgets import Button, Static

from claim2.engine import Faction, WinDecider, score
from claim2.engine.scoring import Outcome
from claim2.game.i18n import N_, _
from claim2.game.public import PublicView
from claim2.game.session import NextScreen
from claim2.tui.messages import BackToStart
from claim2.tui.screens.base import MouseButton, Pane
from claim2.tui.text import plain_markup
from claim2.tui.widgets.score_table import VoteTable


def verdict(result: Outcome, names: tuple[str, str]) -> str:
    """The winner, or a draw, and why (R16)."""
    votes = result.votes
    cards = result.cards_in_won_factions
    if result.decided_by is WinDecider.VOTES and result.winner is not None:
        return _("{name} wins, {mine} votes to {theirs}.").format(
            name=names[result.winner], mine=votes[result.winner], theirs=votes[1 - result.winner]
        )
    if result.decided_by is WinDecider.CARDS and result.winner is not None:
        return _(
            "The votes are tied {first} to {second}. {name} wins with more cards in the "
            "factions that voted for them: {mine} to {theirs}."
        ).format(
            first=votes[0],
            second=votes[1],
            name=names[result.winner],
            mine=cards[result.winner],
            theirs=cards[1 - result.winner],
        )
    return _(
        "The votes are tied {first} to {second}, and so are the cards in the factions "
        "that voted: {mine} to {theirs}. The game is a draw."
    ).format(first=votes[0], second=votes[1], mine=cards[0], theirs=cards[1])


class EndPane(Pane):
    """The scoring; play again or quit. It stays until one of them is chosen on purpose:
    by its own key or a click, never by Enter (held down, or pressed once too often)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "again", N_("Play again")),
        Binding("q", "app.quit", N_("Quit")),
    ]

    def __init__(
        self,
        public: PublicView,
        names: tuple[str, str],
        *,
        shown: NextScreen | None = None,
        guard: float = 0.0,
        match: str | None = None,
    ) -> None:
        """``match``: after a game of a match, its tally and state (plain text)."""
        super().__init__(shown, guard=guard)
        self.public = public
        self.names = names
        self.match = match
        self.outcome = score(public.score_piles)

    def title(self) -> str:
        return _("Game over")

    def compose(self) -> ComposeResult:
        safe = (plain_markup(self.names[0]), plain_markup(self.names[1]))
        with Vertical(id="public"):
            scores = VoteTable(
                self.public.score_piles, self.names, self.outcome, tuple(Faction), id="scores"
            )
            scores.border_title = _("How the factions voted")
            yield scores
            yield Static(verdict(self.outcome, safe), id="verdict")
            if self.match is not None:
                yield Static(Content(self.match), id="match")
            with Horizontal(id="buttons"):
                yield MouseButton(_("Play again"), id="again", variant="primary")
                yield MouseButton(_("Quit"), id="quit")

    def action_again(self) -> None:
        self.post_message(BackToStart())

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "again":
            self.post_message(BackToStart())
        else:
            self.app.exit()
