"""The couch's laptop (``claim2 play --phones``): the public table, large enough to read from
across it, and never a hand (each hand is on its player's phone).

Whose turn it is, the trick (the draw pile, the prize, the cards played), each player's hand
as backs with its count, the follower piles and prizes (phase one) or the score piles (phase
two), the last trick's result (a small terminal) or the log's last lines, which end with it (a
large one). Everything comes from the scene's
public view and public log: the couch's public scene holds nothing else (``Scene.seen`` is
None), so nothing here can show a card of a hand. Composed once with the game screen.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.content import Content

from claim2.engine.state import HAND_SIZE
from claim2.present.scenes.couch import last_result, log_tail, trick_status, turn_line
from claim2.present.scenes.public import log_title
from claim2.present.scenes.turn import hand_sizes_line
from claim2.sitting.scene import Scene
from claim2.tui.narrate import content
from claim2.tui.widgets.board import TrickArea
from claim2.tui.widgets.card import CardSpec
from claim2.tui.widgets.card_row import CardRow
from claim2.tui.widgets.piles import PilesArea
from claim2.tui.widgets.steady import SteadyHorizontal, SteadyStatic, SteadyVertical
from claim2.tui.widgets.text import show_text

LOG_LINES = 8  # the log's last lines before its box is laid out (then: as many as fit)


class HandBacks(SteadyVertical):
    """One player's hand as the table sees it: their name and a row of backs."""

    def __init__(self) -> None:
        super().__init__(classes="couch-hand")
        self._label = SteadyStatic(classes="couch-name")
        self._backs = CardRow(fan=True, room=HAND_SIZE, classes="couch-backs")

    def compose(self) -> ComposeResult:
        yield self._label
        yield self._backs

    def show(self, name: str, count: int) -> None:
        show_text(self._label, Content(name))
        backs = [CardSpec.back() for _ in range(count - 1)] + [CardSpec.back(count=count)]
        self._backs.show(backs if count else [])


class CouchView(SteadyVertical):
    """The public table of the couch (see the module)."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.scene: Scene | None = None
        self._turn = SteadyStatic(classes="couch-turn")
        self._trick = TrickArea(id="couch-trick")
        self._hands = (HandBacks(), HandBacks())
        self._counts = SteadyStatic(classes="couch-counts")
        self._piles = PilesArea(id="couch-piles")
        self._last = SteadyStatic(classes="couch-last")
        self._log = SteadyStatic(classes="couch-log")

    def compose(self) -> ComposeResult:
        yield self._turn
        yield self._trick
        with SteadyHorizontal(classes="couch-hands"):
            yield from self._hands
        yield self._counts
        yield self._piles
        yield self._last
        yield self._log

    def on_resize(self) -> None:
        if self.scene is not None:  # the log's box holds another number of lines
            self.call_after_refresh(self.show, self.scene)

    def show(self, scene: Scene) -> None:
        """Draw the public scene ``scene`` (it holds no seat's view)."""
        assert scene.seen is None, "the couch's table is public"
        self.scene = scene
        public, names, kind = scene.public, scene.names, scene.kind
        show_text(self._turn, content(turn_line(kind, public, names)))
        self._trick.show(public, names, trick_status(kind, public, names))
        for seat, hand in enumerate(self._hands):
            hand.show(names[seat], public.hand_sizes[seat])
        show_text(self._counts, content(hand_sizes_line(public, names)))
        self._piles.show(public, names)
        result = last_result(scene.log, names)
        show_text(self._last, Content("\n").join(content(line) for line in result))
        room = self._log.content_region.height
        tail = log_tail(scene.log, names, room if room > 0 else LOG_LINES)
        lines = [Content("  " * indent).append(content(line)) for indent, line in tail]
        show_text(self._log, Content("\n").join(lines))
        self._log.border_title = content(log_title())

    def clear(self) -> None:
        self._trick.clear()
        for hand in self._hands:
            hand.show("", 0)
        for part in (self._turn, self._counts, self._last, self._log):
            show_text(part, "")
