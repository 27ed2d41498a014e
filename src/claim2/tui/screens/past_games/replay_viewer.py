"""The replay viewer: a finished game again, trick by trick (← and →), on the table.

Each step shows one moment, the end of its trick: both hands as they are then (the game
is over, so they show as cards), the trick's two cards between them, the piles as both
players saw them, and the story of the trick in words (what was drawn face down or
peeked at too). On a short terminal (80×24) the hands are a line each and the trick's
cards are left to the story, so that the story shows whole. Built from the record alone
(``replay_steps``); names are plain text. The screen is composed once; a step updates
it.
"""

from __future__ import annotations

from typing import ClassVar

from rich.console import Group
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import VerticalScroll
from textual.content import Content
from textual.reactive import reactive
from textual.screen import Screen
from textual.widgets import Static

from claim2.engine import Card, GameState, view
from claim2.game.public import public_view
from claim2.present.phrase import Phrase, text
from claim2.present.replay_steps import ReplayStep, replay_steps
from claim2.records.record import GameRecord, replay_states
from claim2.text.i18n import N_, _
from claim2.tui.bindings import bound
from claim2.tui.text import phase_trick
from claim2.tui.widgets.board import short
from claim2.tui.widgets.card import CardSpec
from claim2.tui.widgets.card_row import CardRow
from claim2.tui.widgets.footer import KeyFooter, TranslatedKeys
from claim2.tui.widgets.hand import Hand
from claim2.tui.widgets.scoreboard import Scoreboard
from claim2.tui.widgets.steady import SteadyCenter, SteadyStatic, SteadyVertical
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


def hands_lines(
    players: tuple[str, str], hands: tuple[tuple[Card, ...], tuple[Card, ...]], *, dark: bool
) -> list[Text]:
    """Both hands, a line each (the game is over: nothing is hidden any more)."""
    return [
        text(Phrase(_("{name}: {cards}"), {"name": players[seat], "cards": hands[seat]}), dark=dark)
        for seat in (0, 1)
    ]


def story(step: ReplayStep) -> list[Text]:
    """The step's story, without what the screen shows already: its heading (the box's
    title says where it is) and, when phase two begins, the new hands (the hands show)."""
    lines = list(step.lines)
    if step.trick and lines and not lines[0].plain.startswith(" "):
        lines.pop(0)
    told: list[Text] = []
    phase_two = _("Phase 2: the follower piles become the hands")
    hands = False  # the lines under phase two's heading: the new hands
    for line in lines:
        if line.plain == phase_two:
            hands = True
        elif hands and line.plain.startswith("  "):
            continue
        else:
            hands = False
        told.append(line[2:] if line.plain.startswith("  ") else line)
    return told


class ReplayScreen(TranslatedKeys, Screen[None]):
    """A finished game, a trick at a time: → next, ← back, Home/End, r its review, Esc
    closes."""

    CSS_PATH = "history.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        bound("replay.back", "step(-1)", N_("Back"), display=True, priority=True),
        bound("replay.next", "step(1)", N_("Next"), display=True, priority=True),
        bound("replay.first", "first", N_("Deal"), show=False, priority=True),
        bound("replay.last", "last", N_("Result"), show=False, priority=True),
        bound("replay.review", "review", N_("Review")),
        bound("past.back", "app.pop_screen", N_("Close"), display=True),
    ]

    index: reactive[int] = reactive(0, init=False)

    def __init__(self, record: GameRecord) -> None:
        super().__init__()
        self.record = record
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
            yield SteadyStatic(id="replay-hands-text")
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
        if self.is_mounted:  # a key before the screen is up: ``on_mount`` shows the step
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
        after = self.after()
        hands = (after.hands[0], after.hands[1])  # the moment the step ends at, as the piles
        for seat in (0, 1):
            hand = self.query_one(f"#replay-hand-{seat}", Hand)
            hand.show(hands[seat])
            hand.border_title = Content(_("{name}'s hand").format(name=self.players[seat]))
        short_hands = self.query_one("#replay-hands-text", Static)
        short_hands.update(
            Group(*hands_lines(self.players, hands, dark=self.app.current_theme.dark))
        )
        short_hands.border_title = _("Hands")
        short_hands.set_class(not any(hands), "-empty")  # the end: room for the result
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
        body = step.result if step.is_result else story(step)
        self.query_one("#replay-text", Static).update(Group(*body))
        trick.scroll_home(animate=False)

    def action_step(self, delta: int) -> None:
        self.index = max(0, min(len(self.steps) - 1, self.index + delta))

    def action_first(self) -> None:
        self.index = 0

    def action_last(self) -> None:
        self.index = len(self.steps) - 1

    def action_review(self) -> None:
        """The game's review (issue 45), on a screen over this one."""
        from claim2.tui.screens.past_games.review import ReviewScreen

        self.app.push_screen(ReviewScreen(self.record, self.states))
