"""The game screen: one screen for a whole game, composed once, showing each scene the
sitting makes (a turn, a hand-off, a Seer choice, the computer's move, a trick's result,
phase two, the end).

Its three views are composed with it and switched (a ``ContentSwitcher``): the private
view (a seat's table and hand), the public view (hand-offs, results, phase two) and the
end. A step updates them; nothing is mounted while a game is played. Before a public
scene is shown the private view is cleared, so a hidden screen holds nothing to leak.
The keys that work at every step (rules, log, discards, quit) are the screen's; each
view adds its own.
"""

from __future__ import annotations

from pathlib import PurePath
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import BindingType
from textual.reactive import Reactive
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import ContentSwitcher

from claim2.ai.hints import Hint
from claim2.game.steps import ScreenKind
from claim2.present.phrase import plain
from claim2.present.scenes import titles
from claim2.present.scenes.keys import too_soon
from claim2.present.scenes.turn import cards_again
from claim2.sitting.scene import Mode, Scene
from claim2.text.i18n import N_
from claim2.tui.bindings import bound
from claim2.tui.heap import hold_still
from claim2.tui.messages import (
    BackToStart,
    PlayAgain,
    QuitGame,
    ReviewGame,
    ShowPhones,
    TakeBack,
)
from claim2.tui.narrate import content
from claim2.tui.screens.table.couch_view import CouchView
from claim2.tui.screens.table.end_view import EndScene
from claim2.tui.screens.table.look import Look
from claim2.tui.screens.table.private_view import PrivateView
from claim2.tui.screens.table.public_view import PublicScene
from claim2.tui.widgets.footer import KeyFooter, TranslatedKeys
from claim2.tui.widgets.title_bar import TitleBar

PRIVATE = frozenset({ScreenKind.TURN, ScreenKind.SEER, ScreenKind.COMPUTER, ScreenKind.WAITING})
PUBLIC = frozenset({ScreenKind.HANDOFF, ScreenKind.TRICK_RESULT, ScreenKind.PHASE_TWO})


def scene_title(scene: Scene) -> str:
    """The screen's sub-title for ``scene`` (in the current language)."""
    return plain(titles.scene_title(scene.kind, scene.seat, scene.names))


class GameScreen(TranslatedKeys, Screen[None]):
    """The game in progress; ``scene`` is the one drawn (None before the first)."""

    AUTO_FOCUS = None  # each scene gives the focus where its keys are (or to nothing)

    # A step moves the focus and gives the screen a new sub-title. Screen's reactives for
    # them repaint the whole screen (a second time in the step, after its layout); here
    # they repaint nothing themselves: the part that gains or loses the focus repaints
    # itself (its focus style), and the title bar watches the sub-title. About 10% of a
    # step's Python calls (docs/performance.md); tests/app/test_layout.py and
    # tests/tui_units/test_redeclared_reactives.py fail if Textual changes under them.
    focused: Reactive[Widget | None] = Reactive(None, repaint=False)
    sub_title: Reactive[str | None] = Reactive(None, compute=False, repaint=False)
    CSS_PATH: ClassVar[list[str | PurePath]] = [
        "turn.tcss",
        "seer.tcss",
        "handoff.tcss",
        "public.tcss",
        "couch.tcss",
    ]
    BINDINGS: ClassVar[list[BindingType]] = [
        # a scene's own keys first (a turn's are the hand's: it has the focus)
        bound("game.reveal", "reveal", N_("Show my cards"), display=True),
        bound("game.proceed", "proceed", N_("Continue"), display=True),
        bound("game.again", "again", N_("Play again")),
        bound("game.next_game", "next_game", N_("Next game")),
        bound("game.start_screen", "start_screen", N_("Start screen")),
        bound("game.hint", "hint", N_("Hint")),
        # h with hints off says they are off; not among the keys (?): it gives no hint
        bound("game.hints_off", "hints_off", "", show=False),
        bound("game.prize", "highlight(0)", N_("Prize")),
        bound("game.top", "highlight(1)", N_("Top card")),
        bound("game.aids", "toggle_aids", N_("Memory aids")),
        bound("game.take_back", "take_back", N_("Take back")),
        bound("app.rules", "rules", N_("Rules"), display=True),
        bound("app.keys", "app.keys", N_("Keys"), display=True),
        bound("game.quit", "quit_game", N_("Quit")),  # before the log: the footer keeps it at 80
        # at the end of a game kept here (its button too); after q: both fit at 80, in Dutch too
        bound("game.review", "review", N_("Review")),
        bound("game.log", "game_log", N_("Log")),
        bound("game.discards", "discards", N_("Discards")),
        bound("game.phones", "phones", N_("Phones")),  # the couch: the phones' links again
        # a scene taller than a small terminal scrolls: a public one (phase two, long
        # names), the table above a hand (late in phase one at 80×24)
        bound("game.scroll_down", "scroll_public(1)", N_("Scroll"), show=False),
        bound("game.scroll_up", "scroll_public(-1)", N_("Scroll"), show=False),
        bound("game.page_down", "scroll_public_page(1)", N_("Scroll"), show=False),
        bound("game.page_up", "scroll_public_page(-1)", N_("Scroll"), show=False),
    ]

    def __init__(self, mode: Mode, *, classes: str | None = None) -> None:
        """``classes``: its size classes at the start (``Shell.size_classes``)."""
        super().__init__(classes=classes)
        self.mode = mode
        self.scene: Scene | None = None
        self.look = Look()
        self.ready = False
        self._composed = False
        # its parts, kept: a step (and each binding checked, several times a step) asks for
        # them without a query of the screen
        self._title_bar = TitleBar()
        self._views = ContentSwitcher(initial="public", id="views")
        self._private = PrivateView(id="private")
        self._public = PublicScene(id="public")
        self._end = EndScene(id="end")
        self._footer = KeyFooter()

    def compose(self) -> ComposeResult:
        yield self._title_bar
        with self._views:
            yield self._private
            yield self._public
            yield self._end
            if self.mode is Mode.COUCH:  # the laptop at the couch: the public table only
                yield CouchView(id="couch")
        yield self._footer

    def on_mount(self) -> None:
        self._when_composed()

    def _when_composed(self) -> None:
        """Draw the scene once every part of the screen is there: the views' own parts can
        still be on their way when the screen is mounted (on a busy machine)."""
        if not all(self.query(part) for part in ("#hand", "#end-pile-1", ".handoff-ready")):
            self.call_after_refresh(self._when_composed)
            return
        self._composed = True
        self.call_after_refresh(
            hold_still
        )  # once drawn: it lives as long as the game (tui/heap.py)
        if self.scene is not None:
            self.show(self.scene, self.look)
            self.set_ready(self.ready)

    @property
    def drawn(self) -> bool:
        """Whether the screen is composed and its scene drawn in it (on the next refresh)."""
        return self._composed and self.scene is not None

    def show(self, scene: Scene, look: Look) -> None:
        """Draw ``scene`` in place of the one before (which leaves nothing behind)."""
        self.scene, self.look = scene, look
        if not self._composed:
            return  # drawn once the screen is there
        private, public, end, switcher = self._private, self._public, self._end, self._views
        if scene.mode is Mode.COUCH and scene.kind is not ScreenKind.END:
            private.clear()
            public.clear()
            end.clear()
            self._couch().show(scene)
            switcher.current = "couch"
            self.set_focus(None)
        elif scene.kind in PRIVATE:
            public.clear()
            end.clear()
            private.show(scene, look)
            switcher.current = "private"
            private.focus_first()
        elif scene.kind is ScreenKind.END:
            private.clear()
            public.clear()
            end.show(scene)
            switcher.current = "end"
            self.set_focus(None)
        else:
            private.clear()
            end.clear()
            public.show(scene)
            switcher.current = "public"
            self.set_focus(None)
        self.sub_title = scene_title(scene)
        self.refresh_bindings()

    def set_ready(self, ready: bool) -> None:
        """Whether the scene takes keys now (its gate is open): the footer is dimmed and the
        main button inert until then."""
        self.ready = ready
        if not self._composed:
            return
        footer = self._footer
        footer.waiting = not ready
        if ready:
            footer.held = False
        self._public.set_ready(ready)
        self._end.set_ready(ready)
        self._private.set_ready(ready)

    def keys_held(self, wait: float) -> None:
        """A key was dropped by the key gate, ``wait`` seconds before the scene takes one:
        the scene's main button (or the line under the hand) says so at once, and the
        footer why (until the scene takes keys)."""
        if not self._composed or self.scene is None:
            return
        self._footer.held = True
        cue = content(too_soon(wait))
        kind = self.scene.kind
        if kind in PRIVATE:
            self._private.too_soon(cue)
        elif kind is ScreenKind.END:
            self._end.too_soon(cue)
        else:
            self._public.too_soon(cue)

    def refused(self) -> None:
        """The move chosen was refused by the rules: the player chooses again."""
        if self._composed:
            self._private.refused()

    def show_hint(self, hint: Hint) -> None:
        if self._composed:
            self._private.show_hint(hint)

    def refresh_title(self) -> None:
        if self._title_bar.is_attached:  # not before the screen is composed
            self._title_bar.show_title()

    # The scene's keys -------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        scene = self.scene
        if scene is None:
            return action in ("rules", "keys", "quit_game")
        kind = scene.kind
        if action == "reveal":
            return kind is ScreenKind.HANDOFF
        if action == "proceed":
            return kind in (ScreenKind.TRICK_RESULT, ScreenKind.PHASE_TWO)
        if action in ("scroll_public", "scroll_public_page"):
            return True  # each scene scrolls where it is taller than the screen
        if action == "phones":
            return scene.mode is Mode.COUCH
        if scene.mode is Mode.COUCH and kind is not ScreenKind.END:
            return action in ("rules", "keys", "quit_game", "game_log", "discards")
        if action in ("again", "next_game", "start_screen"):
            if kind is not ScreenKind.END:
                return False
            if action == "start_screen":
                return True
            goes_on = self._end.match_goes_on()
            return goes_on if action == "next_game" else not goes_on
        if action == "review":
            return kind is ScreenKind.END and scene.kept is not None
        if action in ("hint", "hints_off", "highlight", "toggle_aids"):
            return kind in PRIVATE and self._private.allows(action)
        if action == "take_back":
            if scene.mode is Mode.HOT_SEAT:
                return kind is ScreenKind.HANDOFF and scene.take_back is not None
            if kind is ScreenKind.END:
                return False
            if kind is ScreenKind.COMPUTER and scene.mode is Mode.VS_COMPUTER:
                # greyed while the computer thinks; its move shown, u says to wait
                return None if scene.computer_move is None else True
            # shown with a card to take back, or to say why it may not be (a hidden card
            # seen since); not when there is simply no card to take back
            return scene.take_back is not None or scene.take_back_refusal is not None
        return True

    def action_reveal(self) -> None:
        self._public.reveal()

    def action_proceed(self) -> None:
        self._public.proceed()

    def action_again(self) -> None:
        self.post_message(PlayAgain())

    def action_next_game(self) -> None:
        self.post_message(PlayAgain())

    def action_start_screen(self) -> None:
        self.post_message(BackToStart())

    def action_review(self) -> None:
        self.post_message(ReviewGame())

    def action_hint(self) -> None:
        self._private.hint()

    def action_hints_off(self) -> None:
        self._private.hints_off()

    def action_highlight(self, index: int) -> None:
        self._private.highlight(index)

    def action_toggle_aids(self) -> None:
        self._private.toggle_aids()

    def _couch(self) -> CouchView:
        return self.query_one(CouchView)

    def _scrolled(self) -> Widget:
        """The part of the scene on the screen that scrolls on a small terminal."""
        kind = self.scene.kind if self.scene is not None else None
        if self.mode is Mode.COUCH and kind is not ScreenKind.END:
            return self._couch()
        if kind in PRIVATE:
            return self._private.query_one("#card-table")
        if kind is ScreenKind.END:
            return self._end
        return self._public

    def action_scroll_public(self, lines: int) -> None:
        self._scrolled().scroll_relative(y=lines, animate=False)

    def action_scroll_public_page(self, direction: int) -> None:
        """A page of the scene at a time (Textual's page: its height): the public scene,
        the end, or the table above a hand."""
        part = self._scrolled()
        if direction > 0:
            part.scroll_page_down(animate=False)
        else:
            part.scroll_page_up(animate=False)

    def action_take_back(self) -> None:
        if self.scene is not None:
            self.post_message(TakeBack(self.scene.shown))

    # Keys of every step --------------------------------------------------------------

    def action_rules(self) -> None:
        from claim2.tui.screens.overlays.rules import RulesScreen

        self.app.push_screen(RulesScreen(), self.back_on_screen)

    def action_game_log(self) -> None:
        from claim2.tui.screens.overlays.log import LogScreen

        if self.scene is not None:
            self.app.push_screen(LogScreen(self.scene.log, self.scene.names), self.back_on_screen)

    def action_discards(self) -> None:
        from claim2.tui.screens.overlays.log import DiscardsScreen

        if self.scene is not None:
            self.app.push_screen(DiscardsScreen(self.scene.public), self.back_on_screen)

    def action_quit_game(self) -> None:
        self.post_message(QuitGame())  # the app asks first, in its own words

    def action_phones(self) -> None:
        self.post_message(ShowPhones())  # the couch's app shows the phones' links again

    def back_on_screen(self, _result: object = None) -> None:
        """A screen over this one was closed: on a private scene, say whose screen it is
        (the same player was looking)."""
        scene = self.scene
        if scene is not None and scene.seen is not None and scene.acts:
            name = scene.names[scene.seen.seat]
            self.notify(plain(cards_again(name)), timeout=3, markup=False)

    async def relanguage(self) -> None:
        """The same scene drawn again in the current language, for the same player."""
        if self.scene is not None:
            self.show(self.scene, self.look)
        self.refresh_title()
