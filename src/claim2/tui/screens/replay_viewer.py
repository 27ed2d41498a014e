"""The replay viewer: a finished game again, trick by trick (← and →), on the table.

The game is over, so both hands show as cards, with the trick's cards between them, the
piles as both players saw them after the trick, and the story of the trick in words
(what was drawn face down or peeked at too). Built from the record alone
(``replay_steps``); names are plain text. The screen is composed once; a step updates
it.
"""

from __future__ import annotations

from typing import ClassVar

from rich.console import Group
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.content import Content
from textual.reactive import reactive
from textual.screen import Screen
from textual.widgets import Static

from claim2.engine import GameState, view
from claim2.game.public import public_view
from claim2.present.phrase import Phrase, text
from claim2.present.replay_steps import ReplayStep, replay_steps
from claim2.records.record import GameRecord, replay_states
from claim2.text.i18n import N_, _
from claim2.tui.text import phase_trick
from claim2.tui.widgets.board import short
from claim2.tui.widgets.card import CardSpec
from claim2.tui.widgets.card_row import CardRow
from claim2.tui.widgets.footer import KeyFooter, TranslatedKeys
from claim2.tui.widgets.hand import Hand
from claim2.tui.widgets.scoreboard import Scoreboard
from claim2.tui.widgets.steady import SteadyCenter, SteadyVertical
from claim2.tui.widgets.title_bar import TitleBar


def step_title(step: ReplayStep, number: int, count: int) -> str:
    """Where the viewer is, e.g. ``Phase 1 · trick 4 of 13 (step 5 of 28)``."""
    if step.is_result:
        where = _("The result")
    elif step.trick == 0:
        where = _("The deal")
    else:
        where = phase_trick(step.state.phase, step.trick)
    return _("{where} (step {number} of {count})").format(where=where, number=number, count=count)


def hands_lines(players: tuple[str, str], step: ReplayStep, *, dark: bool = True) -> list[Text]:
    """Both hands as the step starts (the game is over: nothing is hidden any more)."""
    return [
        text(
            Phrase(_("{name}: {cards}"), {"name": players[seat], "cards": step.hands[seat]}),
            dark=dark,
        )
        for seat in (0, 1)
    ]


class ReplayScreen(TranslatedKeys, Screen[None]):
    """A finished game, a trick at a time: → next, ← back, Home/End, Esc closes."""

    CSS_PATH = "history.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "step(-1)", N_("Back"), key_display="←", priority=True),
        Binding("right", "step(1)", N_("Next"), key_display="→", priority=True),
        Binding("home", "first", N_("Deal"), show=False, priority=True),
        Binding("end", "last", N_("Result"), show=False, priority=True),
        Binding("escape", "app.pop_screen", N_("Close"), key_display="Esc"),
    ]

    index: reactive[int] = reactive(0, init=False)

    def __init__(self, record: GameRecord) -> None:
        super().__init__()
        self.players = (record.players[0], record.players[1])
        self.states = replay_states(record)
        self.steps = replay_steps(self.players, self.states)

    def compose(self) -> ComposeResult:
        # Told again in the current language, cards in the current theme's colours.
        self.steps = replay_steps(self.players, self.states, dark=self.app.current_theme.dark)
        self.sub_title = _("Replay: {first} – {second}").format(
            first=self.players[0], second=self.players[1]
        )
        yield TitleBar()
        with SteadyVertical(id="replay"):
            yield Hand((), id="replay-hand-1", classes="replay-hand")
            with SteadyCenter(id="replay-cards-place"):
                yield CardRow(id="replay-cards")
            yield Scoreboard(id="replay-piles")
            with VerticalScroll(id="replay-trick"):
                yield Static(id="replay-text")
            yield Hand((), id="replay-hand-0", classes="replay-hand")
        yield KeyFooter()

    def on_mount(self) -> None:
        self.show_step()
        self.query_one("#replay-trick").focus()

    async def relanguage(self) -> None:
        """Shown again in the current language, at the same step."""
        await self.recompose()
        self.on_mount()

    @property
    def step(self) -> ReplayStep:
        return self.steps[self.index]

    def watch_index(self) -> None:
        self.show_step()

    def after(self) -> GameState:
        """The state once the step is over (the next step's start, or the end)."""
        if self.index + 1 < len(self.steps):
            return self.steps[self.index + 1].state
        return self.states[-1]

    def show_step(self) -> None:
        step = self.step
        trick = self.query_one("#replay-trick", VerticalScroll)
        trick.border_title = step_title(step, self.index + 1, len(self.steps))
        for seat in (0, 1):
            hand = self.query_one(f"#replay-hand-{seat}", Hand)
            hand.show(step.hands[seat])
            hand.border_title = Content(_("{name}'s hand").format(name=self.players[seat]))
        after = self.after()
        last = after.last_trick if step.trick > 0 and not step.is_result else None
        cards = self.query_one("#replay-cards", CardRow)
        if last is not None:
            lead, answer = last.cards
            cards.show(
                [CardSpec.face(lead), CardSpec.face(answer, gap=5)],
                [short(self.players[last.leader]), short(self.players[1 - last.leader])],
            )
        else:
            cards.show([])
        cards.display = last is not None  # not a class: that would restyle the whole row
        piles = self.query_one(Scoreboard)
        piles.show(public_view(view(after, 0)), self.players)
        body = step.result if step.is_result else step.lines
        self.query_one("#replay-text", Static).update(Group(*body))
        trick.scroll_home(animate=False)

    def action_step(self, delta: int) -> None:
        self.index = max(0, min(len(self.steps) - 1, self.index + delta))

    def action_first(self) -> None:
        self.index = 0

    def action_last(self) -> None:
        self.index = len(self.steps) - 1
