"""Parts of a screen that may be taller than a small terminal (the table above a hand at
80×24 late in phase one; a trick's result or the end, with long names): they scroll, by
the mouse and by the screen's keys, and a line says when more is out of sight and which
key shows it (issue 46: nothing a player needs is cut without saying so)."""

from __future__ import annotations

from textual.containers import VerticalScroll
from textual.events import Resize
from textual.reactive import reactive
from textual.widget import Widget

from claim2.text.i18n import _
from claim2.tui.widgets.steady import SteadyStatic
from claim2.tui.widgets.text import show_text

#: What ``MoreMeasured.more`` says: nothing hidden, more below, more above (at the end).
NONE, BELOW, ABOVE = "", "below", "above"


class MoreMeasured(Widget):
    """Mixed in before a Textual container that may scroll: ``more`` says where more of
    it is out of sight (``NONE``, ``BELOW``, ``ABOVE``)."""

    more: reactive[str] = reactive(NONE, init=False)

    def on_resize(self, event: Resize) -> None:
        self._measure()

    def watch_scroll_y(self, old_value: float, new_value: float) -> None:
        super().watch_scroll_y(old_value, new_value)
        self._measure()

    def _measure(self) -> None:
        # Shown, the cue takes one row of this part's room: it goes once what is out of sight
        # would fit in that row (a part that fits exactly without it stayed cut after a
        # resize from a larger terminal, its last line behind the cue).
        given_back = 1 if self.more != NONE else 0
        if self.max_scroll_y <= given_back:
            self.more = NONE
        elif round(self.scroll_y) < self.max_scroll_y:
            self.more = BELOW
        else:
            self.more = ABOVE


class ScrollPart(MoreMeasured, VerticalScroll, can_focus=False):
    """A column that scrolls when what it holds is taller than it. It never takes the
    focus (the hand or a choice has it): the screen's keys scroll it."""


class MoreCue(SteadyStatic):
    """One line: more of a part is below (PgDn shows it) or above (PgUp). Hidden when
    everything is in sight."""

    def on_mount(self) -> None:
        self.display = False

    def show_more(self, more: str) -> None:
        self.display = more != NONE
        if more == BELOW:
            show_text(self, _("▼ More below: PgDn"))
        elif more == ABOVE:
            show_text(self, _("▲ Back to the top: PgUp"))
