"""The replay viewer: a finished game again, trick by trick (← and →).

The game is over, so both hands show, and what was drawn face down or peeked
at. Built from the record alone (``replay_steps``); names and cards are plain
text.
"""

from __future__ import annotations

from typing import ClassVar

from rich.console import Group
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.reactive import reactive
from textual.screen import Screen
from textual.widgets import Static

from claim2.game.i18n import N_, _
from claim2.game.records import GameRecord, replay_states
from claim2.present.phrase import Phrase, text
from claim2.present.replay_steps import ReplayStep, replay_steps
from claim2.tui.text import phase_trick
from claim2.tui.widgets.footer import KeyFooter, TranslatedKeys
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
        with Vertical(id="replay"):
            hands = Static(id="replay-hands")
            hands.border_title = _("Hands")
            yield hands
            with VerticalScroll(id="replay-trick"):
                yield Static(id="replay-text")
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

    def show_step(self) -> None:
        step = self.step
        trick = self.query_one("#replay-trick", VerticalScroll)
        trick.border_title = step_title(step, self.index + 1, len(self.steps))
        hands = self.query_one("#replay-hands", Static)
        hands.display = step.trick > 0  # the deal tells the hands itself
        hands.update(Group(*hands_lines(self.players, step, dark=self.app.current_theme.dark)))
        body = step.result if step.is_result else step.lines
        self.query_one("#replay-text", Static).update(Group(*body))
        trick.scroll_home(animate=False)

    def action_step(self, delta: int) -> None:
        self.index = max(0, min(len(self.steps) - 1, self.index + delta))

    def action_first(self) -> None:
        self.index = 0

    def action_last(self) -> None:
        self.index = len(self.steps) - 1
