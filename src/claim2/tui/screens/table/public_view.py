"""The public part of the game screen: a hand-off, a trick's result, phase two.

Built from the scene's public view and public events only: nothing private is ever
given to it. Composed once with the game screen; ``show`` draws a scene in it.

The hand-off asks for the laptop to change hands; only the player it is addressed to
acts on it (Enter: "show my cards"). While the follower has not seen their cards, the
leader may take back the card they led (``u``): the laptop then goes back to the
leader through a hand-off addressed to them. The keys are the game screen's.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.content import Content
from textual.widgets import Button, Static

from claim2.game.public import PublicView
from claim2.game.steps import ScreenKind, TrickResult
from claim2.present.phrase import Phrase, plain
from claim2.present.scenes.public import (
    phase_two_lines,
    prizes_known,
    result_heading,
    result_lines,
)
from claim2.present.scenes.titles import phase_two_title
from claim2.sitting.scene import Scene
from claim2.sitting.table_words import (
    going_on_line,
    handoff_context,
    handoff_title,
    look_away,
    take_back_line,
)
from claim2.text.i18n import _
from claim2.tui.messages import Proceed, Reveal
from claim2.tui.narrate import content, content_lines
from claim2.tui.text import NAME_FIELDS, with_names
from claim2.tui.widgets.board import result_cards
from claim2.tui.widgets.buttons import MouseButton
from claim2.tui.widgets.card_row import CardRow
from claim2.tui.widgets.more import MoreCue, MoreMeasured
from claim2.tui.widgets.scoreboard import Scoreboard, prizes_lines
from claim2.tui.widgets.steady import (
    SteadyCenter,
    SteadyContainer,
    SteadyHorizontal,
    SteadyStatic,
    SteadyVertical,
)
from claim2.tui.widgets.text import show_label, show_text


class HandoffBox(SteadyVertical):
    """The box that asks for the laptop to change hands (its player, a button, why, and a
    take-back on offer)."""

    label: Content | str = ""  # the button's label (a key too soon says so on it a moment)

    def compose(self) -> ComposeResult:
        yield SteadyStatic(classes="handoff-title")
        yield SteadyStatic(classes="handoff-text")
        with SteadyCenter():
            yield MouseButton("", classes="handoff-ready -guarded", variant="primary")
        yield SteadyStatic(classes="handoff-context")
        yield SteadyStatic(classes="handoff-take-back")

    def show(self, scene: Scene) -> None:
        seat = scene.seat if scene.seat is not None else 0
        names = scene.names
        show_text(self.query_one(".handoff-title", Static), content(handoff_title(scene)))
        show_text(self.query_one(".handoff-text", Static), content(look_away(scene)))
        name = NAME_FIELDS[seat]
        ready = _("I am {name}: show my cards").format(name=name)
        self.label = with_names(ready, names)
        show_label(self.query_one(".handoff-ready", Button), self.label)
        context = self.query_one(".handoff-context", Static)
        context.display = scene.result is None
        if scene.result is None:
            show_text(context, content(handoff_context(scene)))
        offer = self.query_one(".handoff-take-back", Static)
        offer.display = scene.take_back is not None
        if scene.take_back is not None:
            show_text(offer, content(take_back_line(scene.take_back, names)))

    def set_ready(self, ready: bool) -> None:
        button = self.query_one(".handoff-ready", MouseButton)
        button.set_live(ready)
        if ready:
            show_label(button, self.label)  # no longer "too soon"

    def too_soon(self, cue: Content) -> None:
        show_label(self.query_one(".handoff-ready", Button), cue)


class PublicScene(MoreMeasured, Vertical):
    """Hand-offs, tricks' results and phase two, for both players to see. Its keys are the
    game screen's (Enter, u), which answer through ``reveal``, ``proceed`` and
    ``take_back``."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.scene: Scene | None = None
        self.answered = False

    def compose(self) -> ComposeResult:
        with SteadyCenter(id="trick-cards-place"):
            yield CardRow(id="trick-cards")
        yield SteadyStatic(id="summary")
        yield SteadyStatic(id="phase-two-text")
        yield Scoreboard(id="piles")
        with SteadyCenter(id="handoff-after-place"):
            yield HandoffBox(id="handoff-after", classes="-after-result")
        with SteadyVertical(classes="bottom-row"):  # at the bottom of a small terminal
            yield MoreCue(classes="more-cue")
            with SteadyHorizontal(id="buttons"):
                yield MouseButton("", id="continue", variant="primary", classes="-guarded")
        with SteadyContainer(id="handoff-place"):
            yield HandoffBox(id="handoff")

    def watch_more(self, more: str) -> None:
        self.query_one(MoreCue).show_more(more)

    def show(self, scene: Scene) -> None:
        """Draw the public ``scene``."""
        if self.scene is None or self.scene.shown != scene.shown:
            self.answered = False
        self.scene = scene
        names, public, result = scene.names, scene.public, scene.result
        handoff = scene.kind is ScreenKind.HANDOFF
        cards = self.query_one("#trick-cards", CardRow)
        # the row's display, not a class on its place: a class changed restyles all the
        # card row's component classes, as much work as the rest of the step at 200×50
        cards.display = result is not None
        summary = self.query_one("#summary", Static)
        summary.display = result is not None
        if result is not None:
            cards.show(*result_cards(result, names))
            show_text(summary, result_box_text(result, names))
            summary.border_title = content(result_heading(result.trick)).plain
        phase_two = self.query_one("#phase-two-text", Static)
        phase_two.display = scene.kind is ScreenKind.PHASE_TWO
        if scene.kind is ScreenKind.PHASE_TWO:
            show_text(phase_two, phase_two_text(public, names))
            phase_two.border_title = plain(phase_two_title())
        # on its box's lower edge: the scene goes on by itself (any key holds it), or is held
        going_on = going_on_line(scene)
        said = content(going_on).plain if going_on is not None else ""
        phase_two.border_subtitle = said if scene.kind is ScreenKind.PHASE_TWO else ""
        summary.border_subtitle = said if scene.kind is ScreenKind.TRICK_RESULT else ""
        piles = self.query_one(Scoreboard)
        piles.display = result is not None and scene.kind is not ScreenKind.PHASE_TWO
        if piles.display and result is not None:
            piles.show(public, names, phase=result.trick.phase)
        after = handoff and result is not None
        self.query_one("#handoff-after-place").display = after
        self.query_one("#handoff-place").display = handoff and result is None
        if handoff:
            self.query_one("#handoff-after" if after else "#handoff", HandoffBox).show(scene)
        buttons = self.query_one("#buttons")
        buttons.display = not handoff
        show_label(self.query_one("#continue", Button), _("Continue"))

    def clear(self) -> None:
        self.scene = None

    def set_ready(self, ready: bool) -> None:
        """The main button lights up once the scene takes keys."""
        scene = self.scene
        if scene is None:
            return
        if scene.kind is ScreenKind.HANDOFF:
            self._handoff_box(scene).set_ready(ready)
            return
        button = self.query_one("#continue", MouseButton)
        button.set_live(ready)
        if ready:
            show_label(button, _("Continue"))  # no longer "too soon"

    def _handoff_box(self, scene: Scene) -> HandoffBox:
        """The hand-off's box: after a trick's result, or on its own."""
        box = "#handoff-after" if scene.result is not None else "#handoff"
        return self.query_one(box, HandoffBox)

    def too_soon(self, cue: Content) -> None:
        """A key came too soon: the main button says so, and in how long it takes one."""
        scene = self.scene
        if scene is None:
            return
        if scene.kind is ScreenKind.HANDOFF:
            self._handoff_box(scene).too_soon(cue)
        else:
            show_label(self.query_one("#continue", Button), cue)

    # Answers ------------------------------------------------------------------------------

    def reveal(self) -> None:
        self._answer(Reveal)

    def proceed(self) -> None:
        self._answer(Proceed)

    def _answer(self, kind: type[Reveal] | type[Proceed]) -> None:
        if self.scene is not None and not self.answered:
            self.answered = True
            self.post_message(kind(self.scene.shown))

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.has_class("handoff-ready"):
            self.reveal()
        elif event.button.id == "continue":
            self.proceed()


def result_box_text(result: TrickResult, names: tuple[str, str]) -> Content:
    """The trick's result in words."""
    return content_lines(result_lines(result.trick, result.events, names))


def phase_two_text(public: PublicView, names: tuple[str, str]) -> Content:
    """Phase two begins: the follower piles become the hands (R10); who leads (R5)."""
    told = [*phase_two_lines(public.last_trick, names), Phrase(""), prizes_known()]
    return Content("\n").join([content_lines(told), *prizes_lines(public, names)])
