"""The end of a game on the game screen: both score piles as cards (on terminals large
enough), how every faction voted and why (R15), who won (R16), and in a match where it
stands. Public.

It stays until one of its choices is made on purpose, by its own key or a click, never
by Enter (held down, or pressed once too often).
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.content import Content
from textual.widgets import Button, Static

from claim2.engine import Faction, score
from claim2.present.phrase import Teller, Voice
from claim2.present.scenes.piles import kept_line, score_pile_title, votes_heading
from claim2.present.verdict import verdict
from claim2.sitting.scene import Scene
from claim2.sitting.table_words import again_label, match_words
from claim2.text.i18n import _
from claim2.tui.messages import BackToStart, PlayAgain, ReviewGame
from claim2.tui.narrate import content
from claim2.tui.widgets.buttons import MouseButton
from claim2.tui.widgets.hand import Hand
from claim2.tui.widgets.more import MoreCue, MoreMeasured
from claim2.tui.widgets.score_table import VoteTable
from claim2.tui.widgets.steady import (
    SteadyHorizontal,
    SteadyScrolling,
    SteadyStatic,
    SteadyVertical,
)
from claim2.tui.widgets.text import show_label


class EndScene(SteadyScrolling, MoreMeasured, Vertical):
    """The scoring; play again (the next game at once, the same players), the game's
    review, the start screen, or quit. Its keys are the game screen's."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.scene: Scene | None = None

    def compose(self) -> ComposeResult:
        with SteadyHorizontal(id="end-piles"):
            yield Hand((), id="end-pile-0", classes="end-pile")
            yield Hand((), id="end-pile-1", classes="end-pile")
        yield VoteTable(id="scores")
        yield SteadyStatic(id="verdict")
        yield SteadyStatic(id="match")
        yield SteadyStatic(id="asked")  # over the network: another game asked for
        yield SteadyStatic(id="kept")
        yield SteadyStatic(id="rating")
        with SteadyVertical(classes="bottom-row"):  # at the bottom of a small terminal
            yield MoreCue(classes="more-cue")
            with SteadyHorizontal(id="buttons"):
                yield MouseButton("", id="again", variant="primary", classes="-guarded")
                yield MouseButton("", id="review", classes="-guarded")
                yield MouseButton("", id="start-screen", classes="-guarded")
                yield MouseButton("", id="quit", classes="-guarded")

    def watch_more(self, more: str) -> None:
        self.query_one(MoreCue).show_more(more)

    def show(self, scene: Scene) -> None:
        self.scene = scene
        public, names = scene.public, scene.names
        outcome = score(public.score_piles)
        for seat, pile in enumerate(public.score_piles):
            hand = self.query_one(f"#end-pile-{seat}", Hand)
            hand.show(pile)
            hand.border_title = content(score_pile_title(names[seat], len(pile)))
        scores = self.query_one(VoteTable)
        scores.show(public.score_piles, names, outcome, tuple(Faction))
        scores.border_title = content(votes_heading())
        self.query_one("#verdict", Static).update(
            content(verdict(outcome, Teller(Voice.PUBLIC, names)))
        )
        match = self.query_one("#match", Static)
        line = match_words(scene)
        match.display = line is not None
        match.update(Content(line or ""))
        asked = self.query_one("#asked", Static)
        asked.display = scene.again_asked is not None
        asked.update(Content(scene.again_asked or ""))
        kept = self.query_one("#kept", Static)
        kept.display = scene.kept is not None
        kept.update(content(kept_line(scene.kept or "")))
        rating = self.query_one("#rating", Static)
        rating.display = scene.rating is not None
        rating.update(Content("" if scene.rating is None else scene.rating.line))
        again = again_label(scene)
        show_label(self.query_one("#again", Button), again)
        review = self.query_one("#review", Button)
        review.display = scene.kept is not None  # a record kept here, to be read again
        show_label(review, _("Review"))
        show_label(self.query_one("#start-screen", Button), _("Start screen"))
        show_label(self.query_one("#quit", Button), _("Quit"))

    def match_goes_on(self) -> bool:
        """Whether the game was one of a match that is not decided yet."""
        scene = self.scene
        return scene is not None and scene.in_match and scene.match_goes_on

    def clear(self) -> None:
        self.scene = None

    def set_ready(self, ready: bool) -> None:
        if self.scene is None:
            return
        for button in self.query(".-guarded").results(MouseButton):
            button.set_live(ready)
        if ready:
            again = again_label(self.scene)
            show_label(self.query_one("#again", Button), again)  # no longer "too soon"

    def too_soon(self, cue: Content) -> None:
        """A key came too soon: the first button says so, and in how long one is taken."""
        if self.scene is not None:
            show_label(self.query_one("#again", Button), cue)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "again":
            self.post_message(PlayAgain())
        elif event.button.id == "review":
            self.post_message(ReviewGame())
        elif event.button.id == "start-screen":
            self.post_message(BackToStart())
        else:
            self.app.exit()
